import Foundation

/// The colour handling of ``Interpolation/coreAnimation``: a model of what Core Animation's
/// `render(in:)` draws for a `CAGradientLayer`, fitted to real iOS Simulator renders.
///
/// The model:
/// - channels are mixed as linear light raised to `1/γ` (``gamma``), which is neither a plain
///   sRGB mix nor a linear-light one: a channel going from 0 to 1 is near 149 of 255 half way;
/// - a 3×3 matrix on linear light before mixing (`toWorkingMatrix`) and one after
///   (`fromWorkingMatrix`) shift saturated primaries as the renders do (`UIColor.red` draws as
///   about (255, 38, 0)) while pastel colours stay put, and reproduce how the shift fades
///   along a ramp;
/// - alpha is mixed straight, not premultiplied (Core Animation's documented behaviour);
/// - components below 0 (extended sRGB, wide-gamut colours) are cut to 0 before mixing, after
///   `toWorkingMatrix`: gradient layers do not draw wide colour.
///
/// It approximates what Core Animation draws; it is not its code. What the renders show, the
/// sources that agree with them, how the constants were fitted and how far the fit is
/// established are in `Docs/core-animation-model.md`; `CoreAnimationFidelityTests` checks
/// each reference render against the model.
public enum CoreAnimationMixing {
    /// The exponent of the mixing space: channels are mixed as `L^(1/gamma)` of linear light.
    public static let gamma = 1.801915

    /// Row-major 3×3 matrix applied to a stop's linear-light red, green, blue before mixing.
    static let toWorkingMatrix: [Double] = [
        0.993909, 0.027692, -0.002525,
        -0.018730, 0.921593, -0.003265,
        0.001313, 0.001050, 0.835127,
    ]

    /// Row-major 3×3 matrix applied to the mixed colour (back in linear light) before encoding.
    static let fromWorkingMatrix: [Double] = [
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

    /// A mix back to an sRGB colour: undo the exponent, apply `fromWorkingMatrix`, encode.
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
