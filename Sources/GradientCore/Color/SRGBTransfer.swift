import Foundation

/// The sRGB transfer function (IEC 61966-2-1), extended to negative values by symmetry as
/// CSS Color 4 does (§10.2 "Predefined sRGB").
public enum SRGBTransfer {
    /// Encoded sRGB component → linear-light component.
    ///
    /// `SRGBTransfer.linear(0.5)` ≈ `0.21404`.
    @inlinable public static func linear(_ v: Double) -> Double {
        let a = abs(v)
        let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -l : l
    }

    /// Linear-light component → encoded sRGB component.
    ///
    /// `SRGBTransfer.encoded(0.21404)` ≈ `0.5`.
    @inlinable public static func encoded(_ l: Double) -> Double {
        let a = abs(l)
        let v = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return l < 0 ? -v : v
    }
}

extension RGBA {
    /// The colour's red, green, blue in linear-light sRGB (alpha is unchanged and not included).
    public var linearRGB: SIMD3<Double> {
        SIMD3(SRGBTransfer.linear(red), SRGBTransfer.linear(green), SRGBTransfer.linear(blue))
    }

    /// Creates a colour from linear-light sRGB components and an alpha.
    public init(linear rgb: SIMD3<Double>, alpha: Double = 1) {
        self.init(
            red: SRGBTransfer.encoded(rgb.x), green: SRGBTransfer.encoded(rgb.y),
            blue: SRGBTransfer.encoded(rgb.z), alpha: alpha)
    }
}
