@_spi(Rasterizer) import GradientCore

/// The fetch stage of a linear shading (and of a uniform one, a line that does not change):
/// along a row the position is a straight line in `x`, so a run of pixels in one piece has a
/// colour linear in `x` (``SpanWriter/linear(_:at:step:)``).
struct LinearRowFetcher: RowFetcher {
    /// The paint, for pixels evaluated exactly.
    let paint: GradientPaint
    let table: ColorTable
    /// As in ``Shading/linear(dtdx:dtdy:t0:)``.
    let dtdx: Double
    let dtdy: Double
    let t0: Double

    /// Rows of a linear shading do not mirror.
    var mirrorAxis: Double? { nil }

    func fetch(
        row y: Int, partner _: Int?, columns: Range<Int>, scratch: UnsafeMutablePointer<Float>, into target: FrameTarget
    ) {
        let formula = Shading.LinearRow(dtdx: dtdx, dtdy: dtdy, t0: t0, y: Double(y) + 0.5)
        let writer = target.writer(row: y, from: columns.lowerBound, positions: scratch, hasPositions: false)
        @inline(__always) func t(_ x: Int) -> Double { formula.t(x: Double(x) + 0.5) }
        table.forEachSpan(
            in: columns, increasing: dtdx == 0 ? nil : dtdx > 0, t: t, crossing: { exit in formula.x(reaching: exit) }
        ) { span, k, shift in
            guard let (base, slope) = writer.writeUnlessLine(span, table.color(ofPiece: k, shift: shift), exact: { x in target.exactPixel(paint, x: x, y: y) })
            else { return }
            if slope * dtdx == .zero { return writer.constant(span, base + t(span.lowerBound) * slope) }
            writer.linear(span, at: { x in base + t(x) * slope }, step: slope * dtdx)
        }
    }

    func fetchColumn(rows: Range<Int>, scratch: UnsafeMutablePointer<Float>, into target: FrameTarget) {
        let writer = target.columnWriter(from: rows.lowerBound, positions: scratch)
        @inline(__always) func t(_ y: Int) -> Double { Shading.LinearRow(dtdx: dtdx, dtdy: dtdy, t0: t0, y: Double(y) + 0.5).t(x: 0.5) }
        let columnTerm = dtdx * 0.5
        table.forEachSpan(
            in: rows, increasing: dtdy == 0 ? nil : dtdy > 0, t: t, crossing: { exit in (exit - columnTerm - t0) / dtdy }
        ) { span, k, shift in
            guard let (base, slope) = writer.writeUnlessLine(span, table.color(ofPiece: k, shift: shift), exact: { y in target.exactPixel(paint, x: 0, y: y) })
            else { return }
            if slope * dtdy == .zero { return writer.constant(span, base + t(span.lowerBound) * slope) }
            writer.linear(span, at: { y in base + t(y) * slope }, step: slope * dtdy)
        }
    }
}
