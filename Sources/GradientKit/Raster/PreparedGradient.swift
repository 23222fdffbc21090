import Dispatch

/// A ``GradientPaint`` made ready for repeated fast rendering: its colour table is built once
/// here (sampling ``ColorRamp/color(at:)``), and each render only fills pixels.
///
/// ```swift
/// let prepared = PreparedGradient(paint)
/// var frame = Bitmap(width: 3840, height: 2160)
/// prepared.render(into: &frame)   // no allocation
/// ```
///
/// Every pixel is within one 8-bit level of the exact evaluation
/// (``Rasterizer/renderExact(_:width:height:options:pixelLimit:)``); with dithering, it is the
/// exact value rounded down or up, as the exact path guarantees.
public struct PreparedGradient: Sendable {
    /// The paint being drawn.
    public let paint: GradientPaint
    let rows: RowRenderer

    /// Prepares `paint`: about nine ramp evaluations per stop, more where the interpolation
    /// mode curves (a few microseconds for the benchmark's ramps).
    public init(_ paint: GradientPaint) {
        self.paint = paint
        self.rows = RowRenderer(paint: paint, table: ColorTable(paint.ramp))
    }

    /// Renders into `bitmap`, overwriting all of its pixels; nothing is allocated (a bitmap
    /// whose `pixels` do not hold `width · height · 4` bytes is left as it is).
    public func render(into bitmap: inout Bitmap, options: Rasterizer.Options = Rasterizer.Options()) {
        let width = bitmap.width
        let height = bitmap.height
        guard width > 0, height > 0, bitmap.pixels.count == width * height * 4 else { return }
        let threads = max(1, min(options.threads ?? System.coreCount, height))
        let dither = options.dither
        let rows = self.rows
        bitmap.pixels.withUnsafeMutableBytes { raw in
            let base = UnsafeSendablePointer(raw.baseAddress!.assumingMemoryBound(to: UInt8.self))
            let pixels = UnsafeMutableRawPointer(base.pointer).assumingMemoryBound(to: UInt32.self)
            if threads == 1 {
                for y in 0..<height { rows.render(row: y, width: width, dither: dither, into: pixels + y * width) }
                return
            }
            let bandHeight = (height + threads - 1) / threads
            DispatchQueue.concurrentPerform(iterations: threads) { band in
                let out = UnsafeMutableRawPointer(base.pointer).assumingMemoryBound(to: UInt32.self)
                for y in (band * bandHeight)..<min(height, (band + 1) * bandHeight) {
                    rows.render(row: y, width: width, dither: dither, into: out + y * width)
                }
            }
        }
    }

    /// Renders a new `width × height` bitmap.
    ///
    /// - Throws: ``GradientError`` from ``Rasterizer/checkSize(width:height:limit:)``.
    public func render(
        width: Int, height: Int, options: Rasterizer.Options = Rasterizer.Options(),
        pixelLimit: Int = Rasterizer.defaultPixelLimit
    ) throws -> Bitmap {
        try Rasterizer.checkSize(width: width, height: height, limit: pixelLimit)
        var bitmap = Bitmap(width: width, height: height)
        render(into: &bitmap, options: options)
        return bitmap
    }
}
