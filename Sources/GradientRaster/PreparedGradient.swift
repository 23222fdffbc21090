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
///
/// A render runs in stages, each handing the next what it needs: a `RowFetcher` for the
/// shading's kind (chosen here, once) turns each row into runs of pixels on one straight piece
/// of the `ColorTable`; a `SpanWriter` colours and stores each run into the frame.
public struct PreparedGradient: Sendable {
    /// The paint being drawn.
    public let paint: GradientPaint
    /// The fetch stage for the paint's kind of shading.
    let fetcher: ShadingFetcher

    /// Prepares `paint`: about nine ramp evaluations per stop, more where the interpolation
    /// mode curves.
    public init(_ paint: GradientPaint) {
        self.init(paint, table: ColorTable(paint.ramp))
    }

    /// Prepares `paint` with a table already built from its ramp.
    init(_ paint: GradientPaint, table: ColorTable) {
        self.paint = paint
        self.fetcher = ShadingFetcher(paint, table: table)
    }

    /// Renders into `bitmap`, overwriting all of its pixels (a bitmap whose `pixels` do not hold
    /// `width · height · 4` bytes is left as it is). On one thread nothing is allocated; on
    /// several, only libdispatch's own bookkeeping for `concurrentPerform`.
    ///
    /// On several threads the rows are cut into 16 bands of equal work per thread
    /// (`bandsPerThread`), and each thread claims the next band not yet taken until none is left, so a
    /// thread that starts late or draws cheaper rows takes more of them. Rows are rendered in
    /// stretches of up to `RowScratch.capacity` pixels; a frame larger than the last-level
    /// cache is written with non-temporal stores (`StreamingStore`). A frame one pixel wide,
    /// whose rows would each cost a row's fixed work for one pixel, is drawn as one column
    /// instead, in stretches of `RowScratch.capacity` rows that the threads claim in turn
    /// (the same stretches however many threads draw, so the same bytes).
    public func render(into bitmap: inout Bitmap, options: Rasterizer.Options = Rasterizer.Options()) {
        let width = bitmap.width
        let height = bitmap.height
        guard width > 0, height > 0, bitmap.pixels.count == width * height * 4 else { return }
        bitmap.pixels.withUnsafeMutableBytes { raw in
            render(rows: 0..<height, columns: 0..<width, ofWidth: width, into: raw, options: options)
        }
    }

    /// Renders the pixels of `rows` × `columns` of a frame `width` pixels wide into `pixels`,
    /// which holds them row by row, `columns.count · 4` bytes a row (RGBA, straight alpha),
    /// exactly the bytes those pixels have in a whole render. A region of the frame is what a
    /// band of a streamed encoder needs (``PreparedFrame/render(rows:columns:into:)``).
    ///
    /// `rows` and `columns` must be non-empty and inside the frame, and `pixels` hold at least
    /// `rows.count · columns.count · 4` bytes; otherwise nothing is drawn.
    func render(
        rows: Range<Int>, columns: Range<Int>, ofWidth width: Int, into pixels: UnsafeMutableRawBufferPointer,
        options: Rasterizer.Options
    ) {
        guard !rows.isEmpty, !columns.isEmpty, rows.lowerBound >= 0, columns.lowerBound >= 0, columns.upperBound <= width,
            let base = pixels.baseAddress, pixels.count / 4 / columns.count >= rows.count
        else { return }
        let column = width == 1
        let stretches = (rows.count + RowScratch.capacity - 1) / RowScratch.capacity
        let threads = max(1, min(options.threads ?? System.coreCount, column ? stretches : rows.count))
        let bytes = rows.count * columns.count * 4
        let frame = Frame(
            pixels: UnsafeSendablePointer(base.assumingMemoryBound(to: UInt8.self)), width: width, columns: columns,
            pairs: RowPairs(axis: fetcher.mirrorAxis, rows: rows), column: column,
            bands: column ? stretches : threads == 1 ? 1 : min(rows.count, threads * PreparedGradient.bandsPerThread), dither: options.dither,
            streaming: StreamingStore.streams(base, width: columns.count, bytes: bytes, threshold: options.streamingThreshold),
            premultiplies: options.premultipliedStorage && PremultipliedStorage.applies(to: paint),
            kernels: options.kernels)
        var next = 0
        withUnsafeMutablePointer(to: &next) { next in
            let bands = BandCounter(next)
            if threads == 1 {
                renderBands(of: frame, claiming: bands)
            } else {
                DispatchQueue.concurrentPerform(iterations: threads) { _ in renderBands(of: frame, claiming: bands) }
            }
        }
    }

    /// How many bands of rows each thread of a multi-threaded render has on average: 16,
    /// enough that the last band claimed is a small part of a thread's work.
    static let bandsPerThread = 16

    /// Renders a new `width × height` bitmap.
    ///
    /// - Throws: ``GradientError`` when a side is not positive or the pixel count exceeds
    ///   `pixelLimit` (checked before anything is allocated).
    public func render(
        width: Int, height: Int, options: Rasterizer.Options = Rasterizer.Options(),
        pixelLimit: Int = RenderLimits.defaultPixelLimit
    ) throws -> Bitmap {
        try RenderLimits.checkSize(width: width, height: height, limit: pixelLimit)
        var bitmap = Bitmap(width: width, height: height)
        render(into: &bitmap, options: options)
        return bitmap
    }

    // MARK: - Bands

    /// What every band of one render shares.
    private struct Frame: Sendable {
        /// The region's bytes (its first row and column at the first byte); each band writes
        /// only its own rows.
        let pixels: UnsafeSendablePointer
        /// The frame's width.
        let width: Int
        /// The columns drawn: the region's width is their count.
        let columns: Range<Int>
        /// The rows drawn, and which of them pair up.
        let pairs: RowPairs
        /// Whether the frame is one pixel wide and drawn as one column, band `k` being the
        /// region's rows of stretch `k` (``RowFetcher/fetchColumn(rows:scratch:into:)``).
        let column: Bool
        /// How many bands the rows are cut into (``RowPairs/band(_:of:)``), or a column's stretches.
        let bands: Int
        let dither: Bool
        let streaming: Bool
        /// Whether each row ends with ``PremultipliedStorage``.
        let premultiplies: Bool
        /// The inner loops that run (``KernelLevel``).
        let kernels: KernelLevel
    }

    /// Renders the bands of `frame` that this thread claims from `bands`, with the fetcher of
    /// this paint's kind.
    private func renderBands(of frame: Frame, claiming bands: BandCounter) {
        switch fetcher {
        case .linear(let f): renderBands(of: frame, claiming: bands, with: f)
        case .radial(let f): renderBands(of: frame, claiming: bands, with: f)
        case .conic(let f): renderBands(of: frame, claiming: bands, with: f)
        }
    }

    /// Renders each band of `frame` claimed from `bands` through `fetcher`: each row not
    /// covered by its mirror partner, in stretches of at most ``RowScratch/capacity`` pixels,
    /// together with that partner.
    private func renderBands<F: RowFetcher>(of frame: Frame, claiming bands: BandCounter, with fetcher: F) {
        let columns = frame.columns
        let stride = columns.count
        let top = frame.pairs.rows.lowerBound
        let pixels = UnsafeMutableRawPointer(frame.pixels.pointer).assumingMemoryBound(to: UInt32.self)
        let rows = frame.pairs.rows
        let offsets = frame.dither ? OrderedDither.floatOffsets : OrderedDither.noOffsets
        let columnOffsets = frame.dither ? OrderedDither.firstColumnOffsets : OrderedDither.noOffsets
        var scratch = RowScratch()
        offsets.withUnsafeBufferPointer { offsets in
            columnOffsets.withUnsafeBufferPointer { columnOffsets in
                scratch.withBuffers { positions, carry in
                    let target = FrameTarget(
                        pixels: pixels, width: frame.width, stride: stride, region: (columns.lowerBound, top), dither: frame.dither,
                        offsets: offsets.baseAddress!, columnOffsets: columnOffsets.baseAddress!, streaming: frame.streaming, carry: carry,
                        kernels: frame.kernels)
                    while frame.column, case let k = bands.claim(), k < frame.bands {
                        let stretch = (top + k * RowScratch.capacity)..<min(rows.upperBound, top + (k + 1) * RowScratch.capacity)
                        fetcher.fetchColumn(rows: stretch, scratch: positions, into: target)
                        if frame.premultiplies {
                            PremultipliedStorage.apply(toRow: 0, of: frame.pixels.pointer + (stretch.lowerBound - top) * 4, width: stretch.count)
                        }
                    }
                    while !frame.column, case let k = bands.claim(), k < frame.bands {
                        for y in frame.pairs.band(k, of: frame.bands) where !frame.pairs.isCovered(y) {
                            let partner = frame.pairs.partner(of: y)
                            for a in Swift.stride(from: columns.lowerBound, to: columns.upperBound, by: RowScratch.capacity) {
                                let stretch = a..<min(columns.upperBound, a + RowScratch.capacity)
                                fetcher.fetch(row: y, partner: partner, columns: stretch, scratch: positions, into: target)
                            }
                            if frame.premultiplies {
                                PremultipliedStorage.apply(toRow: y - top, of: frame.pixels.pointer, width: stride)
                                if let partner { PremultipliedStorage.apply(toRow: partner - top, of: frame.pixels.pointer, width: stride) }
                            }
                        }
                    }
                }
            }
        }
        if frame.streaming { StreamingStore.fence() }
    }
}
