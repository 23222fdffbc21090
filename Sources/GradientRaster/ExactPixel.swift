import GradientCore

/// The exact path's pixel: a paint's colour at the pixel's centre, clamped to `0…1`, scaled to
/// `0…255`, offset by the `OrderedDither` level when dithering, and rounded. What
/// ``Rasterizer/renderExact(_:width:height:options:pixelLimit:)`` draws everywhere and the
/// fast path draws where its colour table cannot be trusted (``ColorTable/exactPieces``).
enum ExactPixel {
    /// The pixel at column `x`, row `y` of `paint`, as the 4 bytes R, G, B, A.
    @inline(__always)
    static func packed(_ paint: GradientPaint, x: Int, y: Int, dither: Bool) -> UInt32 {
        let c = paint.color(x: Double(x) + 0.5, y: Double(y) + 0.5).clamped
        let o = dither ? OrderedDither.offset(x: x, y: y) : 0
        let levels = SIMD4(quantize(c.red, o), quantize(c.green, o), quantize(c.blue, o), quantize(c.alpha, o))
        return unsafeBitCast(levels, to: UInt32.self)
    }

    /// `v` (in `0…1`) scaled to `0…255`, offset by `d` levels and rounded, clamped to `0…255`.
    @inline(__always)
    static func quantize(_ v: Double, _ d: Double) -> UInt8 {
        let level = (v * 255 + d).rounded()
        return UInt8(level < 0 ? 0 : (level > 255 ? 255 : level))
    }
}
