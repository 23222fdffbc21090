import Foundation

/// The colour handling of ``Interpolation/coreAnimation``: how Core Animation's
/// `render(in:)` turns a `CAGradientLayer`'s sRGB colours into pixels.
///
/// A ramp in this mode maps each stop colour into a working space (``toWorking(_:)``), mixes
/// straight (not premultiplied) and linearly there, and maps the mix back (``fromWorking(_:)``).
public enum CoreAnimationMixing {
    /// A stop colour in the working space: `(c0, c1, c2, alpha)`.
    public static func toWorking(_ c: RGBA) -> SIMD4<Double> {
        SIMD4(c.red, c.green, c.blue, c.alpha)
    }

    /// A working-space mix back to an sRGB colour.
    public static func fromWorking(_ v: SIMD4<Double>) -> RGBA {
        RGBA(red: v.x, green: v.y, blue: v.z, alpha: v.w)
    }
}
