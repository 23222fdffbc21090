/// An odd polynomial `r · P(r²)` close to `atan r` for `|r| ≤ 1`, evaluated four lanes at a
/// time in `Float`: the angle kernels of conic gradients.
///
/// Coefficients fitted for this project to the least maximum error on `0…1` (iteratively
/// reweighted least squares); ``error`` bounds the error of the `Float` evaluation, measured
/// on 200,001 points of `0…1` and rounded up.
protocol AtanPolynomial {
    /// A bound on `|atan(r) − r · P(r²)|` in radians, `Float` roundings included.
    static var error: Double { get }
    /// `r · P(r²)`, lane by lane.
    static func evaluate(_ r: SIMD4<Float>) -> SIMD4<Float>
}

/// Degree 15 (eight coefficients): `3.8·10⁻⁸` rad in exact arithmetic, `1.4·10⁻⁷` in `Float`.
enum AtanDegree15: AtanPolynomial {
    /// `1.4·10⁻⁷` measured, plus a few `Float` roundings of values up to π.
    static var error: Double { 1e-6 }

    @inline(__always)
    static func evaluate(_ r: SIMD4<Float>) -> SIMD4<Float> {
        let z2 = r * r
        var p: SIMD4<Float> = SIMD4(repeating: -0.004_054_567_0)
        p = p * z2 + 0.021_862_958
        p = p * z2 - 0.055_912_327
        p = p * z2 + 0.096_421_975
        p = p * z2 - 0.139_086_296
        p = p * z2 + 0.199_465_657
        p = p * z2 - 0.333_298_608
        p = p * z2 + 0.999_999_336
        return r * p
    }
}

/// Degree 11 (six coefficients, four fewer operations per lane group): `1.66·10⁻⁶` rad in
/// exact arithmetic, `1.75·10⁻⁶` in `Float`; enough for ramps up to a few hundred levels
/// per radian (see ``SpanFill/floatIsEnough(base:slope:tMax:tError:)``).
enum AtanDegree11: AtanPolynomial {
    /// `1.75·10⁻⁶` measured, with the same margin as ``AtanDegree15``.
    static var error: Double { 2.7e-6 }

    @inline(__always)
    static func evaluate(_ r: SIMD4<Float>) -> SIMD4<Float> {
        let z2 = r * r
        var p: SIMD4<Float> = SIMD4(repeating: -0.011_719_120_6)
        p = p * z2 + 0.052_647_314_1
        p = p * z2 - 0.116_426_449
        p = p * z2 + 0.193_540_364
        p = p * z2 - 0.332_622_826
        p = p * z2 + 0.999_977_219
        return r * p
    }
}
