import Foundation

/// The colour handling of ``Interpolation/coreAnimation``: a model of what Core Animation's
/// `render(in:)` draws for a `CAGradientLayer`, measured from real iOS Simulator renders.
///
/// What the renders show, and this model reproduces:
/// - the ramp between two stops is neither a plain sRGB mix nor a linear-light one: its
///   midpoint between black and white channels sits at about 149 of 255 (plain sRGB gives
///   128, linear light 188). Mixing the linear-light components raised to `1/γ` with
///   ``gamma`` = 1.727 matches every measured ramp to within about a level;
/// - saturated primaries do not come out as themselves: `UIColor.red` renders as about
///   (255, 38, 0), blue as (5, 51, 255), green as (4…12, 249, 0), while pastel colours stay
///   put (also reported by developers reading back gradient pixels, e.g.
///   https://phpout.com/questions/ios-swift/swift-cagradientlayer-showing-inaccurate-color-ios-swift:
///   a solid red gradient reads back as green 0.149). A 3×3 ``matrix`` applied to the mixed
///   linear-light colour reproduces that shift;
/// - alpha is mixed straight, not premultiplied (Core Animation's documented behaviour).
///
/// ``gamma`` and ``matrix`` were fitted by least squares to 13 reference renders (iOS
/// Simulator, recorded 2016 to 2025); `CoreAnimationFidelityTests` reports how close each
/// case comes. The model approximates what Core Animation draws; it is not its code.
public enum CoreAnimationMixing {
    /// The exponent of the mixing space: channels are mixed as `L^(1/gamma)` of linear light.
    public static let gamma = 1.727

    /// The row-major 3×3 matrix applied to the mixed linear-light red, green and blue.
    public static let matrix: [Double] = [
        1.0054, 0.0137, -0.0116,
        0.0153, 0.9373, 0.0323,
        -0.0001, 0.0005, 0.9996,
    ]

    /// A stop colour in the mixing space: `(r, g, b, alpha)`, each colour channel
    /// `sign(L)·|L|^(1/gamma)` of its linear-light value (extended values keep their sign).
    public static func toWorking(_ c: RGBA) -> SIMD4<Double> {
        let l = c.linearRGB
        return SIMD4(power(l.x, 1 / gamma), power(l.y, 1 / gamma), power(l.z, 1 / gamma), c.alpha)
    }

    /// A mix back to an sRGB colour: undo the exponent, apply ``matrix``, encode.
    public static func fromWorking(_ v: SIMD4<Double>) -> RGBA {
        let l = SIMD3(power(v.x, gamma), power(v.y, gamma), power(v.z, gamma))
        let m = matrix
        let out = SIMD3(
            m[0] * l.x + m[1] * l.y + m[2] * l.z,
            m[3] * l.x + m[4] * l.y + m[5] * l.z,
            m[6] * l.x + m[7] * l.y + m[8] * l.z)
        return RGBA(linear: out, alpha: v.w)
    }

    /// `sign(x)·|x|^e`, so extended (negative) components survive the round trip.
    private static func power(_ x: Double, _ e: Double) -> Double {
        x < 0 ? -pow(-x, e) : pow(x, e)
    }
}
