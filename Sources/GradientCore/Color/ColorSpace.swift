import Foundation

/// A colour space of CSS Color 4: every predefined space of `color()` (§10) and the
/// spaces of `lab()`, `lch()`, `oklab()`, `oklch()`, `hsl()` and `hwb()`.
///
/// Components are in the order and the units CSS writes them as numbers:
///
/// | space | components |
/// |---|---|
/// | RGB spaces (`srgb` … `rec2020`) | red, green, blue, nominally `0…1` |
/// | `xyz-d50`, `xyz-d65` | X, Y, Z (Y of white is `1`) |
/// | `lab` | L `0…100`, a, b |
/// | `lch` | L `0…100`, chroma, hue in degrees |
/// | `oklab` | L `0…1`, a, b |
/// | `oklch` | L `0…1`, chroma, hue in degrees |
/// | `hsl` | hue in degrees, saturation `0…100`, lightness `0…100` |
/// | `hwb` | hue in degrees, whiteness `0…100`, blackness `0…100` |
///
/// Conversions go through CIE XYZ with the D65 white point, with the Bradford adaptation
/// to D50 for `lab`, `lch`, `prophoto-rgb` and `xyz-d50`, using the matrices and transfer
/// functions of CSS Color 4 §10 ("Predefined color spaces") and §18 ("Sample code for color
/// conversions"). OKLab uses Björn Ottosson's matrices from linear sRGB (as ``OKLab`` does).
///
/// ```swift
/// ColorSpace.lab.components(of: .white)        // ≈ (100, 0, 0)
/// ColorSpace.hsl.rgba([120, 100, 25])          // RGBA(red: 0, green: 0.5, blue: 0)
/// ```
public enum ColorSpace: String, Sendable, Hashable, CaseIterable, Codable {
    /// sRGB-encoded sRGB (CSS `srgb`, the space of `rgb()` and hex colours).
    case srgb
    /// Linear-light sRGB (`srgb-linear`).
    case srgbLinear = "srgb-linear"
    /// Display P3 (`display-p3`): P3 primaries, D65 white, the sRGB transfer function.
    case displayP3 = "display-p3"
    /// Adobe RGB (1998) (`a98-rgb`).
    case a98RGB = "a98-rgb"
    /// ProPhoto RGB (`prophoto-rgb`), D50 white.
    case proPhotoRGB = "prophoto-rgb"
    /// ITU-R BT.2020 (`rec2020`).
    case rec2020
    /// CIE Lab with the D50 white (`lab`).
    case lab
    /// OKLab (`oklab`).
    case oklab
    /// CIE XYZ relative to D50 (`xyz-d50`).
    case xyzD50 = "xyz-d50"
    /// CIE XYZ relative to D65 (`xyz-d65`; CSS `xyz` is the same space).
    case xyzD65 = "xyz-d65"
    /// HSL, the cylindrical form of sRGB (`hsl`).
    case hsl
    /// HWB, hue–whiteness–blackness over sRGB (`hwb`).
    case hwb
    /// CIE LCH, the polar form of `lab` (`lch`).
    case lch
    /// OKLCH, the polar form of `oklab` (`oklch`).
    case oklch

    /// The space's CSS name, e.g. `"display-p3"` (what `color()` and `in …` write).
    public var cssName: String { rawValue }

    /// The space a CSS name stands for (ASCII case-insensitive; `xyz` is ``xyzD65``), or `nil`.
    public init?(cssName: String) {
        let name = cssName.lowercased()
        if name == ColorSpace.xyzAlias {
            self = .xyzD65
            return
        }
        self.init(rawValue: name)
    }

    /// `xyz`, the other CSS name of ``xyzD65``.
    private static let xyzAlias = "xyz"

    /// Every name ``init(cssName:)`` reads as one of `spaces` (for "did you mean …?"): each
    /// one's ``cssName``, and `xyz` when ``xyzD65`` is among them.
    public static func cssNames(of spaces: [ColorSpace]) -> [String] {
        spaces.map(\.cssName) + (spaces.contains(.xyzD65) ? [xyzAlias] : [])
    }

    /// The spaces `color()` takes (CSS Color 4 §10): the RGB and XYZ spaces.
    public static let predefined: [ColorSpace] =
        [.srgb, .srgbLinear, .displayP3, .a98RGB, .proPhotoRGB, .rec2020, .xyzD50, .xyzD65]

    /// Whether a component is a hue angle (`hsl`, `hwb`, `lch`, `oklch`).
    public var isPolar: Bool { hueIndex != nil }

    /// Which component (`0`, `1` or `2`) is the hue in degrees, or `nil` for a rectangular space.
    public var hueIndex: Int? {
        switch self {
        case .hsl, .hwb: 0
        case .lch, .oklch: 2
        default: nil
        }
    }

    /// The colour's three components in this space (alpha is not included).
    ///
    /// `color` is sRGB-encoded; components outside `0…1` (colours outside sRGB) convert as
    /// well. A hue is in `0..<360`; an achromatic colour gets the hue its formula gives
    /// (`0` for exact greys), since only chroma or saturation says whether a hue means anything.
    public func components(of color: RGBA) -> SIMD3<Double> {
        switch self {
        case .srgb: return SIMD3(color.red, color.green, color.blue)
        case .hsl: return ColorSpace.hsl(fromSRGB: SIMD3(color.red, color.green, color.blue))
        case .hwb: return ColorSpace.hwb(fromSRGB: SIMD3(color.red, color.green, color.blue))
        case .srgbLinear: return color.linearRGB
        case .oklab:
            let lab = OKLab(linearRGB: color.linearRGB)
            return SIMD3(lab.l, lab.a, lab.b)
        case .oklch:
            let lab = OKLab(linearRGB: color.linearRGB)
            return ColorSpace.polar(SIMD3(lab.l, lab.a, lab.b))
        default:
            let xyz65 = ColorMatrix.linearSRGBToXYZ * color.linearRGB
            return components(fromXYZD65: xyz65)
        }
    }

    /// The sRGB colour of `components` in this space with `alpha` (default `1`), unclamped.
    ///
    /// A NaN hue (a missing one) counts as `0`.
    public func rgba(_ components: SIMD3<Double>, alpha: Double = 1) -> RGBA {
        let c = components
        switch self {
        case .srgb: return RGBA(red: c.x, green: c.y, blue: c.z, alpha: alpha)
        case .hsl:
            let rgb = ColorSpace.srgb(fromHSL: c)
            return RGBA(red: rgb.x, green: rgb.y, blue: rgb.z, alpha: alpha)
        case .hwb:
            let rgb = ColorSpace.srgb(fromHWB: c)
            return RGBA(red: rgb.x, green: rgb.y, blue: rgb.z, alpha: alpha)
        case .srgbLinear: return RGBA(linear: c, alpha: alpha)
        case .oklab: return OKLab(l: c.x, a: c.y, b: c.z).rgba(alpha: alpha)
        case .oklch:
            let lab = ColorSpace.rectangular(c)
            return OKLab(l: lab.x, a: lab.y, b: lab.z).rgba(alpha: alpha)
        default:
            return RGBA(linear: ColorMatrix.xyzToLinearSRGB * xyzD65(of: c), alpha: alpha)
        }
    }

    /// Components of an XYZ D65 colour in one of the spaces converted through XYZ.
    private func components(fromXYZD65 xyz: SIMD3<Double>) -> SIMD3<Double> {
        switch self {
        case .xyzD65: return xyz
        case .xyzD50: return ColorMatrix.d65ToD50 * xyz
        case .displayP3: return (ColorMatrix.xyzToLinearP3 * xyz).map(SRGBTransfer.encoded)
        case .a98RGB: return (ColorMatrix.xyzToLinearA98 * xyz).map(PredefinedTransfer.a98Encoded)
        case .proPhotoRGB: return (ColorMatrix.xyzD50ToLinearProPhoto * (ColorMatrix.d65ToD50 * xyz)).map(PredefinedTransfer.proPhotoEncoded)
        case .rec2020: return (ColorMatrix.xyzToLinearRec2020 * xyz).map(PredefinedTransfer.rec2020Encoded)
        case .lab: return ColorSpace.lab(fromXYZD50: ColorMatrix.d65ToD50 * xyz)
        case .lch: return ColorSpace.polar(ColorSpace.lab(fromXYZD50: ColorMatrix.d65ToD50 * xyz))
        case .srgb, .srgbLinear, .oklab, .oklch, .hsl, .hwb:
            return components(of: RGBA(linear: ColorMatrix.xyzToLinearSRGB * xyz))
        }
    }

    /// The XYZ D65 colour of components in this space.
    private func xyzD65(of c: SIMD3<Double>) -> SIMD3<Double> {
        switch self {
        case .xyzD65: return c
        case .xyzD50: return ColorMatrix.d50ToD65 * c
        case .displayP3: return ColorMatrix.linearP3ToXYZ * c.map(SRGBTransfer.linear)
        case .a98RGB: return ColorMatrix.linearA98ToXYZ * c.map(PredefinedTransfer.a98Linear)
        case .proPhotoRGB: return ColorMatrix.d50ToD65 * (ColorMatrix.linearProPhotoToXYZD50 * c.map(PredefinedTransfer.proPhotoLinear))
        case .rec2020: return ColorMatrix.linearRec2020ToXYZ * c.map(PredefinedTransfer.rec2020Linear)
        case .lab: return ColorMatrix.d50ToD65 * ColorSpace.xyzD50(fromLab: c)
        case .lch: return ColorMatrix.d50ToD65 * ColorSpace.xyzD50(fromLab: ColorSpace.rectangular(c))
        case .srgb, .srgbLinear, .oklab, .oklch, .hsl, .hwb:
            return ColorMatrix.linearSRGBToXYZ * rgba(c).linearRGB
        }
    }

    // MARK: Lab (CSS Color 4 §9.4 and §18: ε = 216/24389, κ = 24389/27, D50 white 0.3457/0.3585)

    private static let labEpsilon = 216.0 / 24389
    private static let labKappa = 24389.0 / 27
    /// The D50 white point in XYZ (CSS Color 4 §18, from its chromaticity 0.3457, 0.3585).
    private static let d50White = SIMD3(0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)

    private static func lab(fromXYZD50 xyz: SIMD3<Double>) -> SIMD3<Double> {
        let f = (xyz / d50White).map { $0 > labEpsilon ? cbrt($0) : (labKappa * $0 + 16) / 116 }
        return SIMD3(116 * f.y - 16, 500 * (f.x - f.y), 200 * (f.y - f.z))
    }

    private static func xyzD50(fromLab lab: SIMD3<Double>) -> SIMD3<Double> {
        let fy = (lab.x + 16) / 116
        let fx = lab.y / 500 + fy
        let fz = fy - lab.z / 200
        let x = fx * fx * fx > labEpsilon ? fx * fx * fx : (116 * fx - 16) / labKappa
        let y = lab.x > labKappa * labEpsilon ? fy * fy * fy : lab.x / labKappa
        let z = fz * fz * fz > labEpsilon ? fz * fz * fz : (116 * fz - 16) / labKappa
        return SIMD3(x, y, z) * d50White
    }

    // MARK: Polar forms (CSS Color 4 §9.3, §9.5: C = √(a² + b²), h = atan2(b, a))

    /// `(L, a, b)` → `(L, C, h)` with `h` in `0..<360`.
    private static func polar(_ lab: SIMD3<Double>) -> SIMD3<Double> {
        let c = (lab.y * lab.y + lab.z * lab.z).squareRoot()
        var h = atan2(lab.z, lab.y) * 180 / .pi
        if h < 0 { h += 360 }
        if h >= 360 { h -= 360 }
        return SIMD3(lab.x, c, h)
    }

    /// `(L, C, h)` → `(L, a, b)`; a NaN hue counts as `0`.
    private static func rectangular(_ lch: SIMD3<Double>) -> SIMD3<Double> {
        let rad = (lch.z.isNaN ? 0 : lch.z) * .pi / 180
        return SIMD3(lch.x, lch.y * cos(rad), lch.y * sin(rad))
    }

    // MARK: HSL and HWB (CSS Color 4 §7.1 and §8.1 and their sample code)

    /// A hue in degrees brought into `0..<360`; NaN becomes `0`.
    private static func normalizedHue(_ h: Double) -> Double {
        guard h.isFinite else { return 0 }
        let r = h.truncatingRemainder(dividingBy: 360)
        return r < 0 ? r + 360 : r
    }

    private static func srgb(fromHSL c: SIMD3<Double>) -> SIMD3<Double> {
        let hue = normalizedHue(c.x)
        let s = c.y / 100
        let l = c.z / 100
        let a = s * min(l, 1 - l)
        func f(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return SIMD3(f(0), f(8), f(4))
    }

    private static func hsl(fromSRGB rgb: SIMD3<Double>) -> SIMD3<Double> {
        let hi = max(rgb.x, rgb.y, rgb.z)
        let lo = min(rgb.x, rgb.y, rgb.z)
        let l = (hi + lo) / 2
        let d = hi - lo
        var hue = 0.0
        var s = 0.0
        if d != 0 {
            s = (l == 0 || l == 1) ? 0 : (hi - l) / min(l, 1 - l)
            if hi == rgb.x {
                hue = (rgb.y - rgb.z) / d + (rgb.y < rgb.z ? 6 : 0)
            } else if hi == rgb.y {
                hue = (rgb.z - rgb.x) / d + 2
            } else {
                hue = (rgb.x - rgb.y) / d + 4
            }
            hue *= 60
        }
        // Far out-of-gamut colours give a negative saturation: the same colour with the hue
        // turned half a circle (CSS Color 4 §7.1 sample code).
        if s < 0 {
            hue += 180
            s = -s
        }
        return SIMD3(normalizedHue(hue), s * 100, l * 100)
    }

    private static func srgb(fromHWB c: SIMD3<Double>) -> SIMD3<Double> {
        let w = c.y / 100
        let b = c.z / 100
        if w + b >= 1 {
            let grey = w / (w + b)
            return SIMD3(repeating: grey)
        }
        return srgb(fromHSL: SIMD3(c.x, 100, 50)) * (1 - w - b) + w
    }

    private static func hwb(fromSRGB rgb: SIMD3<Double>) -> SIMD3<Double> {
        let hue = hsl(fromSRGB: rgb).x
        return SIMD3(hue, min(rgb.x, rgb.y, rgb.z) * 100, (1 - max(rgb.x, rgb.y, rgb.z)) * 100)
    }
}
