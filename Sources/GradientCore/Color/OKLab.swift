import Foundation

/// A colour in OKLab: perceptual lightness `l` (0 black … 1 white) and the opponent axes
/// `a` (green–red) and `b` (blue–yellow), each roughly `-0.4…0.4` for sRGB colours.
///
/// The conversion uses the matrices Björn Ottosson published with the space ("A perceptual
/// color space for image processing", 2020), going directly from linear sRGB.
///
/// `OKLab(RGBA(red: 1, green: 0, blue: 0))` ≈ `OKLab(l: 0.6280, a: 0.2249, b: 0.1258)`.
public struct OKLab: Sendable, Hashable {
    /// Perceptual lightness, `0…1`.
    public var l: Double
    /// Green (negative) to red (positive).
    public var a: Double
    /// Blue (negative) to yellow (positive).
    public var b: Double

    /// Creates an OKLab colour from its coordinates.
    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// Converts an sRGB colour (alpha ignored).
    public init(_ color: RGBA) { self.init(linearRGB: color.linearRGB) }

    /// Converts linear-light sRGB components.
    public init(linearRGB c: SIMD3<Double>) {
        let lms = SIMD3(
            0.4122214708 * c.x + 0.5363325363 * c.y + 0.0514459929 * c.z,
            0.2119034982 * c.x + 0.6806995451 * c.y + 0.1073969566 * c.z,
            0.0883024619 * c.x + 0.2817188376 * c.y + 0.6299787005 * c.z)
        let r = SIMD3(cbrt(lms.x), cbrt(lms.y), cbrt(lms.z))
        self.init(
            l: 0.2104542553 * r.x + 0.7936177850 * r.y - 0.0040720468 * r.z,
            a: 1.9779984951 * r.x - 2.4285922050 * r.y + 0.4505937099 * r.z,
            b: 0.0259040371 * r.x + 0.7827717662 * r.y - 0.8086757660 * r.z)
    }

    /// The colour in linear-light sRGB (may fall outside `0…1` for colours outside sRGB).
    public var linearRGB: SIMD3<Double> {
        let lPrime = l + 0.3963377774 * a + 0.2158037573 * b
        let mPrime = l - 0.1055613458 * a - 0.0638541728 * b
        let sPrime = l - 0.0894841775 * a - 1.2914855480 * b
        let lms = SIMD3(lPrime * lPrime * lPrime, mPrime * mPrime * mPrime, sPrime * sPrime * sPrime)
        return SIMD3(
            4.0767416621 * lms.x - 3.3077115913 * lms.y + 0.2309699292 * lms.z,
            -1.2684380046 * lms.x + 2.6097574011 * lms.y - 0.3413193965 * lms.z,
            -0.0041960863 * lms.x - 0.7034186147 * lms.y + 1.7076147010 * lms.z)
    }

    /// The colour in sRGB with the given alpha (default `1`), unclamped.
    public func rgba(alpha: Double = 1) -> RGBA { RGBA(linear: linearRGB, alpha: alpha) }
}
