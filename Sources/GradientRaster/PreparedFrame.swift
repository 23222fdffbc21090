import GradientCore

/// A frame ready to draw: one gradient or a stack of them (first on top, composited as
/// ``Rasterizer/render(layers:width:height:options:pixelLimit:)`` says) on a `width × height`
/// grid, its size checked and each layer's colour table built once. It draws the whole frame
/// (``render()``) or any rectangle of it (``render(rows:columns:into:)``), byte for byte what
/// the whole frame holds there, so that a frame of any size can be drawn and written a band at
/// a time in bounded memory (the PNG writer does).
///
/// ```swift
/// let frame = try PreparedFrame(paints, width: 3840, height: 2160)
/// var band = [UInt8](repeating: 0, count: 3840 * 64 * 4)
/// band.withUnsafeMutableBytes { frame.render(rows: 0..<64, columns: 0..<3840, into: $0) }
/// ```
public struct PreparedFrame: Sendable {
    /// The frame's width in pixels.
    public let width: Int
    /// The frame's height in pixels.
    public let height: Int
    /// Dithering and threads, for every render of the frame.
    public var options: Rasterizer.Options
    /// The layers, first (topmost) first.
    let layers: [PreparedGradient]

    /// Prepares `paints` (first on top; none draw a transparent frame) on a `width × height` grid.
    ///
    /// - Throws: ``GradientError`` for a side that is not positive or a pixel count over
    ///   `pixelLimit` (default ``Rasterizer/defaultPixelLimit``), before anything is allocated.
    public init(
        _ paints: [GradientPaint], width: Int, height: Int, options: Rasterizer.Options = Rasterizer.Options(),
        pixelLimit: Int = Rasterizer.defaultPixelLimit
    ) throws {
        try RenderLimits.checkSize(width: width, height: height, limit: pixelLimit)
        self.width = width
        self.height = height
        self.options = options
        self.layers = paints.map(PreparedGradient.init)
    }

    /// Whether every pixel of the frame is opaque (alpha 255), as its paints tell: some layer's
    /// stops are all opaque, none with a missing alpha. A layer over an opaque one keeps the
    /// frame opaque, and an opaque ramp draws alpha 255 everywhere, dithered or not (an offset
    /// under half a level leaves 255 at 255).
    public var isOpaque: Bool { layers.contains { $0.paint.isOpaque } }

    /// The bytes a region render allocates besides its output: one more region for a stack.
    ///
    /// - Parameter pixels: The region's pixel count.
    public func scratchBytes(forPixels pixels: Int) -> Int { layers.count > 1 ? pixels * 4 : 0 }

    /// The whole frame.
    public func render() -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        bitmap.pixels.withUnsafeMutableBytes { render(rows: 0..<height, columns: 0..<width, into: $0) }
        return bitmap
    }

    /// Draws the pixels of `rows` × `columns` into `pixels`: RGBA, straight alpha, row by row,
    /// `columns.count · 4` bytes a row, exactly the bytes a whole render has there (dither
    /// included: its pattern follows the frame's columns and rows).
    ///
    /// `rows` and `columns` must be non-empty and inside the frame, and `pixels` hold
    /// `rows.count · columns.count · 4` bytes or more; otherwise nothing is drawn. Runs on
    /// ``options``' threads. A stack allocates one region more (``scratchBytes(forPixels:)``).
    public func render(rows: Range<Int>, columns: Range<Int>, into pixels: UnsafeMutableRawBufferPointer) {
        guard !rows.isEmpty, !columns.isEmpty, rows.lowerBound >= 0, rows.upperBound <= height, columns.lowerBound >= 0,
            columns.upperBound <= width, let base = pixels.baseAddress, pixels.count / 4 / columns.count >= rows.count
        else { return }
        let count = rows.count * columns.count * 4
        guard let bottom = layers.last else {
            pixels.baseAddress?.initializeMemory(as: UInt8.self, repeating: 0, count: count)
            return
        }
        bottom.render(rows: rows, columns: columns, ofWidth: width, into: pixels, options: options)
        guard layers.count > 1 else { return }
        let frame = Compositing.Region(bytes: base.assumingMemoryBound(to: UInt8.self), rows: rows, columns: columns)
        Compositing.premultiply(frame, dither: options.dither)
        var scratch = [UInt8](repeating: 0, count: count)
        scratch.withUnsafeMutableBytes { layerBytes in
            let layer = Compositing.Region(bytes: layerBytes.baseAddress!.assumingMemoryBound(to: UInt8.self), rows: rows, columns: columns)
            for paint in layers.dropLast().reversed() {
                paint.render(rows: rows, columns: columns, ofWidth: width, into: layerBytes, options: options)
                Compositing.sourceOver(layer, onto: frame, dither: options.dither)
            }
        }
        Compositing.unpremultiply(UnsafeMutableBufferPointer(start: frame.bytes, count: count))
    }
}

extension GradientPaint {
    /// Whether the paint draws every pixel opaque: it has stops, each of alpha 1 and none with
    /// its alpha missing (a mix of opaque colours is opaque in every interpolation mode).
    var isOpaque: Bool {
        !ramp.stops.isEmpty && ramp.stops.allSatisfy { $0.color.alpha == 1 && !$0.missing.contains(.alpha) }
    }
}
