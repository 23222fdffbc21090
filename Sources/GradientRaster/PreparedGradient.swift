import Dispatch
import GradientCore

/// A ``GradientPaint`` made ready for repeated fast rendering: its colour table is built once
/// here (sampling ``ColorRamp/color(at:)``), and each render only fills pixels.
///
/// ```swift
/// let prepared = PreparedGradient(paint)
/// var frame = Bitmap(width: 3840, height: 2160)
/// prepared.render(into: &frame)   // no allocation on one thread
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
        self.init(paint, table: ColorTable(paint.ramp))
    }

    /// Prepares `paint` with a table already built from its ramp.
    init(_ paint: GradientPaint, table: ColorTable) {
        self.paint = paint
        self.rows = RowRenderer(paint: paint, table: table)
    }

    /// Renders into `bitmap`, overwriting all of its pixels (a bitmap whose `pixels` do not hold
    /// `width · height · 4` bytes is left as it is). On one thread nothing is allocated; on
    /// several, only libdispatch's own bookkeeping for `concurrentPerform` (4 small blocks a
    /// call, counted with valgrind).
    ///
    /// Rows are shared among the threads in bands of equal work, each rendered in stretches of
    /// up to `RowScratch.capacity` pixels; a frame larger than the last-level cache is
    /// written with non-temporal stores (`StreamingStore`).
    public func render(into bitmap: inout Bitmap, options: Rasterizer.Options = Rasterizer.Options()) {
        let width = bitmap.width
        let height = bitmap.height
        guard width > 0, height > 0, bitmap.pixels.count == width * height * 4 else { return }
        let threads = max(1, min(options.threads ?? System.coreCount, height))
        let dither = options.dither
        let rows = self.rows
        let pairs = RowPairs(paint.shading, height: height)
        bitmap.pixels.withUnsafeMutableBytes { raw in
            let streaming = StreamingStore.streams(
                raw.baseAddress!, width: width, bytes: raw.count, threshold: options.streamingThreshold)
            let base = UnsafeSendablePointer(raw.baseAddress!.assumingMemoryBound(to: UInt8.self))
            @Sendable func band(_ k: Int) {
                let frame = UnsafeMutableRawPointer(base.pointer).assumingMemoryBound(to: UInt32.self)
                var scratch = RowScratch()
                scratch.withBuffers { positions, carry in
                    for y in pairs.band(k, of: threads) where !pairs.isCovered(y) {
                        let partner = pairs.partner(of: y)
                        for a in stride(from: 0, to: width, by: RowScratch.capacity) {
                            let b = min(width, a + RowScratch.capacity)
                            let hasPositions = rows.fillPositions(row: y, a, b, into: positions)
                            rows.render(
                                row: y, partner: partner, a, b, width: width, dither: dither, positions: positions,
                                hasPositions: hasPositions, streaming: streaming, carry: carry, frame: frame)
                        }
                    }
                }
                if streaming { StreamingStore.fence() }
            }
            if threads == 1 {
                band(0)
            } else {
                DispatchQueue.concurrentPerform(iterations: threads, execute: band)
            }
        }
        if options.premultipliedStorage && PremultipliedStorage.applies(to: paint) {
            bitmap.pixels.withUnsafeMutableBufferPointer { PremultipliedStorage.apply(to: $0) }
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
