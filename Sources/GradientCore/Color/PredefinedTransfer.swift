import Foundation

/// The transfer functions of the predefined RGB spaces other than sRGB (CSS Color 4 §10.5,
/// §10.6, §10.7), extended to negative values by symmetry.
enum PredefinedTransfer {
    /// a98-rgb: `v^(563/256)` (§10.5).
    static func a98Linear(_ v: Double) -> Double { copysign(pow(abs(v), 563.0 / 256), v) }
    static func a98Encoded(_ l: Double) -> Double { copysign(pow(abs(l), 256.0 / 563), l) }

    /// prophoto-rgb: `v / 16` up to `16/512`, `v^1.8` above (§10.6).
    static func proPhotoLinear(_ v: Double) -> Double {
        abs(v) <= 16.0 / 512 ? v / 16 : copysign(pow(abs(v), 1.8), v)
    }
    static func proPhotoEncoded(_ l: Double) -> Double {
        abs(l) >= 1.0 / 512 ? copysign(pow(abs(l), 1 / 1.8), l) : 16 * l
    }

    /// rec2020: the ITU-R BT.2020-2 curve, `α = 1.09929682680944`, `β = 0.018053968510807`
    /// (§10.7 and §18 as of the 2024 drafts; this is the curve Chromium draws).
    private static let alpha = 1.09929682680944
    private static let beta = 0.018053968510807
    static func rec2020Linear(_ v: Double) -> Double {
        abs(v) < beta * 4.5 ? v / 4.5 : copysign(pow((abs(v) + alpha - 1) / alpha, 1 / 0.45), v)
    }
    static func rec2020Encoded(_ l: Double) -> Double {
        abs(l) > beta ? copysign(alpha * pow(abs(l), 0.45) - (alpha - 1), l) : 4.5 * l
    }
}
