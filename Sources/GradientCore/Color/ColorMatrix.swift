/// A 3×3 matrix of rows, applied to column vectors.
struct ColorMatrix: Sendable {
    let r0: SIMD3<Double>
    let r1: SIMD3<Double>
    let r2: SIMD3<Double>

    init(_ r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>) {
        self.r0 = r0
        self.r1 = r1
        self.r2 = r2
    }

    static func * (m: ColorMatrix, v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3((m.r0 * v).sum(), (m.r1 * v).sum(), (m.r2 * v).sum())
    }

    // The matrices of CSS Color 4 §18 ("Sample code for color conversions"), as its rational
    // forms where it gives them.

    /// Linear sRGB → XYZ D65 (§10.2).
    static let linearSRGBToXYZ = ColorMatrix(
        SIMD3(506752.0 / 1_228_815, 87881.0 / 245763, 12673.0 / 70218),
        SIMD3(87098.0 / 409605, 175762.0 / 245763, 12673.0 / 175545),
        SIMD3(7918.0 / 409605, 87881.0 / 737289, 1001167.0 / 1_053_270))
    /// XYZ D65 → linear sRGB (§10.2).
    static let xyzToLinearSRGB = ColorMatrix(
        SIMD3(12831.0 / 3959, -329.0 / 214, -1974.0 / 3959),
        SIMD3(-851781.0 / 878810, 1648619.0 / 878810, 36519.0 / 878810),
        SIMD3(705.0 / 12673, -2585.0 / 12673, 705.0 / 667))
    /// Linear Display P3 → XYZ D65 (§10.4).
    static let linearP3ToXYZ = ColorMatrix(
        SIMD3(608311.0 / 1_250_200, 189793.0 / 714400, 198249.0 / 1_000_160),
        SIMD3(35783.0 / 156275, 247089.0 / 357200, 198249.0 / 2_500_400),
        SIMD3(0, 32229.0 / 714400, 5220557.0 / 5_000_800))
    /// XYZ D65 → linear Display P3 (§10.4).
    static let xyzToLinearP3 = ColorMatrix(
        SIMD3(446124.0 / 178915, -333277.0 / 357830, -72051.0 / 178915),
        SIMD3(-14852.0 / 17905, 63121.0 / 35810, 423.0 / 17905),
        SIMD3(11844.0 / 330415, -50337.0 / 660830, 316169.0 / 330415))
    /// Linear a98-rgb → XYZ D65 (§10.5).
    static let linearA98ToXYZ = ColorMatrix(
        SIMD3(573536.0 / 994567, 263643.0 / 1_420_810, 187206.0 / 994567),
        SIMD3(591459.0 / 1_989_134, 6239551.0 / 9_945_670, 374412.0 / 4_972_835),
        SIMD3(53769.0 / 1_989_134, 351524.0 / 4_972_835, 4929758.0 / 4_972_835))
    /// XYZ D65 → linear a98-rgb (§10.5).
    static let xyzToLinearA98 = ColorMatrix(
        SIMD3(1829569.0 / 896150, -506331.0 / 896150, -308931.0 / 896150),
        SIMD3(-851781.0 / 878810, 1648619.0 / 878810, 36519.0 / 878810),
        SIMD3(16779.0 / 1_248_040, -147721.0 / 1_248_040, 1266979.0 / 1_248_040))
    /// Linear prophoto-rgb → XYZ D50 (§10.6).
    static let linearProPhotoToXYZD50 = ColorMatrix(
        SIMD3(0.79776664490064230, 0.13518129740053308, 0.03134773412839220),
        SIMD3(0.28807482881940130, 0.71183523424187300, 0.00008993693872564),
        SIMD3(0, 0, 0.82510460251046020))
    /// XYZ D50 → linear prophoto-rgb (§10.6).
    static let xyzD50ToLinearProPhoto = ColorMatrix(
        SIMD3(1.34578688164715830, -0.25557208737979464, -0.05110186497554526),
        SIMD3(-0.54463070512490190, 1.50824774284514680, 0.02052744743642139),
        SIMD3(0, 0, 1.21196754563894520))
    /// Linear rec2020 → XYZ D65 (§10.7).
    static let linearRec2020ToXYZ = ColorMatrix(
        SIMD3(63426534.0 / 99_577_255, 20160776.0 / 139_408_157, 47086771.0 / 278_816_314),
        SIMD3(26158966.0 / 99_577_255, 472592308.0 / 697_040_785, 8267143.0 / 139_408_157),
        SIMD3(0, 19567812.0 / 697_040_785, 295819943.0 / 278_816_314))
    /// XYZ D65 → linear rec2020 (§10.7).
    static let xyzToLinearRec2020 = ColorMatrix(
        SIMD3(30757411.0 / 17_917_100, -6372589.0 / 17_917_100, -4539589.0 / 17_917_100),
        SIMD3(-19765991.0 / 29_648_200, 47925759.0 / 29_648_200, 467509.0 / 29_648_200),
        SIMD3(792561.0 / 44_930_125, -1921689.0 / 44_930_125, 42328811.0 / 44_930_125))
    /// Bradford chromatic adaptation D65 → D50 (§18).
    static let d65ToD50 = ColorMatrix(
        SIMD3(1.0479297925449969, 0.022946870601609652, -0.05019226628920524),
        SIMD3(0.02962780877005599, 0.9904344267538799, -0.017073799063418826),
        SIMD3(-0.009243040646204504, 0.015055191490298152, 0.7518742814281371))
    /// Bradford chromatic adaptation D50 → D65 (§18).
    static let d50ToD65 = ColorMatrix(
        SIMD3(0.955473421488075, -0.02309845494876471, 0.06325924320057072),
        SIMD3(-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
        SIMD3(0.012314014864481998, -0.020507649298898964, 1.330365926242124))
}

extension SIMD3 where Scalar == Double {
    /// The vector with `transform` applied to each component.
    func map(_ transform: (Double) -> Double) -> SIMD3<Double> {
        SIMD3(transform(x), transform(y), transform(z))
    }
}
