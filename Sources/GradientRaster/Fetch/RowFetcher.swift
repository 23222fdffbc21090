@_spi(Rasterizer) import GradientCore

/// The fetch stage of the fast path for one kind of shading: turns pixels of a row into
/// positions on the gradient, finds the runs of pixels that fall in one piece of the
/// ``ColorTable`` (``ColorTable/forEachSpan(in:increasing:t:crossing:_:)``), and hands each
/// run to the colour stage, a ``SpanWriter``, with the colour line it follows.
///
/// A fetcher evaluates positions with the same row formula as ``Shading/t(x:y:)``
/// (``Shading/LinearRow``, ``Shading/RadialRow``, ``Shading/ConicRow``), so every pixel lands
/// in the piece the exact evaluation puts it in, hard edges and the repeat seam included.
///
/// Conforming types are values prepared once per paint (``PreparedGradient``); rendering is
/// generic over them, so each kind's loops are compiled for it.
protocol RowFetcher: Sendable {
    /// The `y` of the horizontal line about which rows mirror (the shading's centre), or
    /// `nil` when rows do not mirror (see ``RowPairs``).
    var mirrorAxis: Double? { get }

    /// Writes `columns` of row `y`, and of row `partner` (its mirror image, see ``RowPairs``)
    /// when given, into `target`. `scratch` has room for `columns.count + 64` positions
    /// (``RowScratch``).
    func fetch(
        row y: Int, partner: Int?, columns: Range<Int>, scratch: UnsafeMutablePointer<Float>, into target: FrameTarget)

    /// Writes rows `rows` of a frame one pixel wide (`target.width` 1) into `target`, as one
    /// run down its column (``FrameTarget/columnWriter(from:positions:hasPositions:)``) rather than a row
    /// at a time, whose fixed cost per row would be paid for every pixel. Positions come
    /// from the same row formula at `x = ½` as ``Shading/t(x:y:)``, so every pixel lands in
    /// the piece the exact evaluation puts it in. `scratch` is as for ``fetch(row:partner:columns:scratch:into:)``.
    func fetchColumn(rows: Range<Int>, scratch: UnsafeMutablePointer<Float>, into target: FrameTarget)
}

extension RowFetcher {
    /// The first column (in `0…width`) whose centre is not left of `cx`: where a position
    /// that falls towards the centre starts rising again.
    @inline(__always)
    static func firstColumn(rightOf cx: Double, width: Int) -> Int {
        var split = (cx - 0.5).clampedColumn(.up, in: 0...width)
        while split > 0 && !(Double(split - 1) + 0.5 - cx < 0) { split -= 1 }
        while split < width && Double(split) + 0.5 - cx < 0 { split += 1 }
        return split
    }
}
