@_spi(Rasterizer) import GradientCore

/// The fetch stage of a radial shading: each row falls towards the centre's column and rises
/// after it, and is coloured in two passes, its `Float` positions first (``RowPositions``),
/// then the runs from them (``SpanWriter/planar(_:base:slope:twin:)``). A row's mirror image
/// (``RowPairs``) has the same positions and runs, and is written in the same pass.
struct RadialRowFetcher: RowFetcher {
    /// The paint, for pixels evaluated exactly.
    let paint: GradientPaint
    let table: ColorTable
    /// As in ``Shading/radial(center:radiusX:radiusY:)``.
    let center: SIMD2<Double>
    let radiusX: Double
    let radiusY: Double

    /// Rows mirror about the centre's `y`.
    var mirrorAxis: Double? { center.y }

    func fetch(
        row y: Int, partner: Int?, columns: Range<Int>, scratch: UnsafeMutablePointer<Float>, into target: FrameTarget
    ) {
        let formula = Shading.RadialRow(center: center, radiusX: radiusX, radiusY: radiusY, y: Double(y) + 0.5)
        let hasPositions = RowPositions.radial(
            columns, cx: center.x, invRx: 1 / radiusX, v2: formula.v2, into: scratch, kernels: target.kernels)
        let writer = target.writer(row: y, from: columns.lowerBound, positions: scratch, hasPositions: hasPositions)
        let twin = partner.map {
            target.writer(row: $0, from: columns.lowerBound, positions: scratch, hasPositions: hasPositions, mirror: true)
        }
        let split = Self.firstColumn(rightOf: center.x, width: target.width)
        let (left, right) = (columns.clamped(to: 0..<split), columns.clamped(to: split..<target.width))
        write(left, of: y, writer, partner: partner, twin, rising: false, formula: formula, target: target)
        write(right, of: y, writer, partner: partner, twin, rising: true, formula: formula, target: target)
    }

    /// Writes one side of the centre: `columns` of row `y` through `writer` (and of `partner`
    /// through `twin`), on which the position falls or (`rising`) rises.
    @inline(__always)
    private func write(
        _ columns: Range<Int>, of y: Int, _ writer: SpanWriter, partner: Int?, _ twin: SpanWriter?, rising: Bool,
        formula: Shading.RadialRow, target: FrameTarget
    ) {
        @inline(__always) func t(_ x: Int) -> Double { formula.t(x: Double(x) + 0.5) }
        let sign: Double = rising ? 1 : -1
        let (cx, rx, v2) = (formula.cx, formula.radiusX, formula.v2)
        // (The crossing is a closure literal at the call: stored in a variable, its context
        // would be allocated on the heap for every row.)
        table.forEachSpan(
            in: columns, increasing: rising, t: t,
            crossing: { exit in Shading.RadialRow.crossing(exit, offset2: v2, centre: cx, radius: rx, sign: sign) }
        ) { span, k, shift in
            let color = table.color(ofPiece: k, shift: shift)
            if let twin, let partner { _ = twin.writeUnlessLine(span, color, exact: { x in target.exactPixel(paint, x: x, y: partner) }) }
            guard let (base, slope) = writer.writeUnlessLine(span, color, exact: { x in target.exactPixel(paint, x: x, y: y) }) else { return }
            let tMax = max(t(span.lowerBound), t(span.upperBound))
            if writer.hasPositions && SpanWriter.floatIsEnough(base: base, slope: slope, tMax: tMax, tError: 0) {
                writer.planar(span, base: base, slope: slope, twin: twin)
            } else {
                writer.perPixel(span) { x in base + t(x) * slope }
                twin?.perPixel(span) { x in base + t(x) * slope }
            }
        }
    }

    /// Down the column the position falls towards the centre's row and rises after it, as
    /// along a row about the centre's column; its `Float` positions are a row's with the axes
    /// swapped (`√(v² + u²)`, `v` changing down the column).
    func fetchColumn(rows: Range<Int>, scratch: UnsafeMutablePointer<Float>, into target: FrameTarget) {
        @inline(__always) func t(_ y: Int) -> Double {
            Shading.RadialRow(center: center, radiusX: radiusX, radiusY: radiusY, y: Double(y) + 0.5).t(x: 0.5)
        }
        let u = (0.5 - center.x) / radiusX
        let u2 = u * u
        let hasPositions = RowPositions.radial(rows, cx: center.y, invRx: 1 / radiusY, v2: u2, into: scratch, kernels: target.kernels)
        let writer = target.columnWriter(from: rows.lowerBound, positions: scratch, hasPositions: hasPositions)
        let (cy, ry) = (center.y, radiusY)
        @inline(__always) func write(_ part: Range<Int>, rising: Bool) {
            let sign: Double = rising ? 1 : -1
            table.forEachSpan(
                in: part, increasing: rising, t: t,
                crossing: { exit in Shading.RadialRow.crossing(exit, offset2: u2, centre: cy, radius: ry, sign: sign) }
            ) { span, k, shift in
                guard
                    let (base, slope) = writer.writeUnlessLine(
                        span, table.color(ofPiece: k, shift: shift), exact: { y in target.exactPixel(paint, x: 0, y: y) })
                else { return }
                let tMax = max(t(span.lowerBound), t(span.upperBound))
                if writer.hasPositions && SpanWriter.floatIsEnough(base: base, slope: slope, tMax: tMax, tError: 0) {
                    writer.planar(span, base: base, slope: slope)
                } else {
                    writer.perPixel(span) { y in base + t(y) * slope }
                }
            }
        }
        let split = Self.firstColumn(rightOf: cy, width: rows.upperBound)
        write(rows.clamped(to: rows.lowerBound..<max(rows.lowerBound, split)), rising: false)
        write(rows.clamped(to: split..<rows.upperBound), rising: true)
    }
}
