import GradientCore

/// Where one thread of a fast render writes: the region of the frame being drawn, the dither
/// pattern, and whether its stores are streamed. It hands each row a ``SpanWriter``.
struct FrameTarget {
    /// The region's first pixel, at column ``region``'s `x` and row its `y`: pixel `(x, y)` of
    /// the frame is at `pixels + (y − region.y) · stride + (x − region.x)`.
    let pixels: UnsafeMutablePointer<UInt32>
    /// The frame's width in pixels (where rows end, for the fetchers' geometry).
    let width: Int
    /// The pixels from one row of the region to the next in memory.
    let stride: Int
    /// The frame's column and row at ``pixels``.
    let region: (x: Int, y: Int)
    /// Whether the render dithers (`OrderedDither`).
    let dither: Bool
    /// The 64 dither offsets in levels, row-major (all 0 without dithering).
    let offsets: UnsafePointer<Float>
    /// The 8 dither offsets of the pattern's first column, by `y & 7` (all 0 without
    /// dithering), for ``columnWriter(from:positions:hasPositions:)``.
    let columnOffsets: UnsafePointer<Float>
    /// Whether the frame is written with non-temporal stores (``StreamingStore``).
    let streaming: Bool
    /// The carry of a streamed row (``SpanWriter/carry``): 4 slots for each of the two rows
    /// written together.
    let carry: UnsafeMutablePointer<UInt32>
    /// The inner loops that run (``KernelLevel``).
    let kernels: KernelLevel

    /// The writer of row `y` from column `origin` on, whose pixels' positions (when
    /// `hasPositions`) start at `positions`; `mirror` for the second of two rows written
    /// together (``RowPairs``), which keeps its own carry.
    @inline(__always)
    func writer(
        row y: Int, from origin: Int, positions: UnsafePointer<Float>, hasPositions: Bool, mirror: Bool = false
    ) -> SpanWriter {
        SpanWriter(
            out: pixels + (y - region.y) * stride + (origin - region.x), positions: positions, hasPositions: hasPositions, streaming: streaming,
            carry: mirror ? carry + 4 : carry, origin: origin, d: offsets + (y & 7) * 8, kernels: kernels)
    }

    /// The writer of the one column of a frame one pixel wide, from row `origin` on: its
    /// pixels lie one after another as a row's do, so a ``SpanWriter`` writes them as a row
    /// whose `x` is the row number, with the first column's dither offsets; the position of
    /// row `y` (when `hasPositions`) is `positions[y − origin]`.
    @inline(__always)
    func columnWriter(from origin: Int, positions: UnsafePointer<Float>, hasPositions: Bool = false) -> SpanWriter {
        SpanWriter(
            out: pixels + (origin - region.y) * stride - region.x, positions: positions, hasPositions: hasPositions, streaming: false, carry: carry,
            origin: origin, d: columnOffsets, kernels: kernels)
    }

    /// The exact path's pixel at column `x`, row `y` of `paint`, dithered as this render is.
    @inline(__always)
    func exactPixel(_ paint: GradientPaint, x: Int, y: Int) -> UInt32 {
        ExactPixel.packed(paint, x: x, y: y, dither: dither)
    }
}
