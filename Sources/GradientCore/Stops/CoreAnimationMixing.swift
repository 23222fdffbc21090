import Foundation

/// The colour handling of ``Interpolation/coreAnimation``: a model of what Core Animation's
/// `render(in:)` draws for a `CAGradientLayer`, measured from real iOS Simulator renders.
///
/// What the renders show, and this model reproduces:
/// - the ramp between two stops is neither a plain sRGB mix nor a linear-light one: a
///   channel going from 0 to 1 is at about 149 of 255 half way (plain sRGB gives 128, linear
///   light 188). Channels are mixed as linear light raised to `1/γ`, with ``gamma`` = 1.802,
///   close to the classic Macintosh display gamma of 1.8;
/// - saturated primaries do not come out as themselves: `UIColor.red` renders as about
///   (255, 38, 0), blue as (5, 51, 255), green as (4…12, 249, 0), while pastel colours stay
///   put (developers reading gradient pixels back report the same: a solid red gradient reads
///   back with green 0.149,
///   https://phpout.com/questions/ios-swift/swift-cagradientlayer-showing-inaccurate-color-ios-swift).
///   A 3×3 matrix on linear light before mixing (``toWorkingMatrix``) and one after
///   (``fromWorkingMatrix``) reproduce both that shift and how it fades along a ramp;
/// - alpha is mixed straight, not premultiplied (Core Animation's documented behaviour);
/// - components below 0 (extended sRGB, wide-gamut colours) are cut to 0 before mixing:
///   gradient layers do not draw wide colour (https://github.com/lionheart/openradar-mirror/issues/20152),
///   and the cut, applied after ``toWorkingMatrix``, is part of what shifts the primaries.
///
/// The exponent and both matrices were fitted by robust least squares (soft L1, scale one
/// level) to the 15 reference renders in `../shared/ios-refs` (iOS Simulator, recorded 2016
/// to 2025), each case weighted equally and the conic stripes four times (their pinks stay
/// put on a device; the earlier fit to 13 renders moved them 2 levels in green), with white,
/// black, the pastel stops of `dag-linear-3stop` and `dag-conic-stripes` held to themselves
/// as extra observations (white's green comes out 254.0). `CoreAnimationFidelityTests`
/// reports how close each case comes. The model approximates what Core Animation draws; it is
/// not its code. It was fitted and is checked on the same renders, so how well it predicts
/// colours far from theirs (saturated cyan, magenta, wide-gamut input) is not established.
public enum CoreAnimationMixing {
    /// The exponent of the mixing space: channels are mixed as `L^(1/gamma)` of linear light.
    public static let gamma = 1.801915

    /// Row-major 3×3 matrix applied to a stop's linear-light red, green, blue before mixing.
    public static let toWorkingMatrix: [Double] = [
        0.993909, 0.027692, -0.002525,
        -0.018730, 0.921593, -0.003265,
        0.001313, 0.001050, 0.835127,
    ]

    /// Row-major 3×3 matrix applied to the mixed colour (back in linear light) before encoding.
    public static let fromWorkingMatrix: [Double] = [
        1.005930, -0.028742, 0.001811,
        0.019264, 1.044169, 0.038419,
        -0.001672, -0.001202, 1.198625,
    ]

    /// A stop colour in the mixing space: `(r, g, b, alpha)`, each colour channel
    /// `max(x, 0)^(1/gamma)` of the matrixed linear-light value `x`.
    public static func toWorking(_ c: RGBA) -> SIMD4<Double> {
        let l = multiply(toWorkingMatrix, c.linearRGB)
        return SIMD4(power(l.x, 1 / gamma), power(l.y, 1 / gamma), power(l.z, 1 / gamma), c.alpha)
    }

    /// A mix back to an sRGB colour: undo the exponent, apply ``fromWorkingMatrix``, encode.
    public static func fromWorking(_ v: SIMD4<Double>) -> RGBA {
        let l = SIMD3(power(v.x, gamma), power(v.y, gamma), power(v.z, gamma))
        return RGBA(linear: multiply(fromWorkingMatrix, l), alpha: v.w)
    }

    private static func multiply(_ m: [Double], _ v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(
            m[0] * v.x + m[1] * v.y + m[2] * v.z,
            m[3] * v.x + m[4] * v.y + m[5] * v.z,
            m[6] * v.x + m[7] * v.y + m[8] * v.z)
    }

    /// `max(x, 0)^e` (NaN becomes 0).
    private static func power(_ x: Double, _ e: Double) -> Double {
        x > 0 ? pow(x, e) : 0
    }
}
