import Foundation
@_spi(Rasterizer) import GradientCore

/// The fetch stage of a conic shading: along a row the angle is monotonic (falling below the
/// centre, rising above it; constant on each side on the centre's row), and the wrap into
/// `0..<1` adds at most one seam. Rows are coloured in two passes, their `Float` angles first
/// (``RowPositions``), then the runs from them (``SpanWriter/planar(_:base:slope:twin:)``);
/// a row's mirror image (``RowPairs``) has the same angles negated, and is written from them.
struct ConicRowFetcher: RowFetcher {
    /// The paint, for pixels evaluated exactly.
    let paint: GradientPaint
    let table: ColorTable
    /// As in ``Shading/conic(center:startAngle:yScale:)``.
    let center: SIMD2<Double>
    let startAngle: Double
    let yScale: Double

    /// Rows mirror about the centre's `y`.
    var mirrorAxis: Double? { center.y }

    func fetch(
        row y: Int, partner: Int?, columns: Range<Int>, scratch: UnsafeMutablePointer<Float>, into target: FrameTarget
    ) {
        let formula = formula(row: y)
        // Angles in the shading's stretched space: the row's dy scaled, u as it is.
        let hasPositions = RowPositions.conic(columns, cx: center.x, dy: formula.dy, into: scratch, kernels: target.kernels)
        let writer = target.writer(row: y, from: columns.lowerBound, positions: scratch, hasPositions: hasPositions)
        writeRow(y, writer, columns, formula: formula, mirrored: false, target: target)
        if let partner {
            let twin = target.writer(
                row: partner, from: columns.lowerBound, positions: scratch, hasPositions: hasPositions, mirror: true)
            writeRow(partner, twin, columns, formula: self.formula(row: partner), mirrored: true, target: target)
        }
    }

    /// The position formula along pixel row `y`.
    @inline(__always)
    private func formula(row y: Int) -> Shading.ConicRow {
        Shading.ConicRow(center: center, startAngle: startAngle, yScale: yScale, y: Double(y) + 0.5)
    }

    /// The column where the angle's turn changes (the seam), or where the centre's row turns
    /// from one side to the other: the row is monotonic on each side of it.
    @inline(__always)
    private func split(_ formula: Shading.ConicRow, width: Int) -> Int {
        @inline(__always) func turn(_ x: Int) -> Double { formula.turns(x: Double(x) + 0.5).rounded(.down) }
        let dy = formula.dy
        if dy == 0 { return Self.firstColumn(rightOf: formula.cx, width: width) }
        // The seam: the first pixel whose raw angle is in another turn than pixel 0's.
        let turn0 = turn(0)
        guard width > 1 && turn(width - 1) != turn0 else { return width }
        var inside = 0
        var outside = width - 1
        // Start from where the ray at `startAngle` meets the row, then halve.
        let s = sin(startAngle)
        if s != 0 && (s > 0) == (dy > 0) {
            let guess = (formula.cx + dy * cos(startAngle) / s - 0.5).clampedColumn(.down, in: -1...width)
            if guess > inside && guess < outside {
                if turn(guess) == turn0 { inside = guess } else { outside = guess }
            }
            if outside - 1 > inside && turn(outside - 1) != turn0 { outside -= 1 }
            if inside + 1 < outside && turn(inside + 1) == turn0 { inside += 1 }
        }
        while outside - inside > 1 {
            let mid = (inside + outside) / 2
            if turn(mid) == turn0 { inside = mid } else { outside = mid }
        }
        return outside
    }

    /// Writes `columns` of row `y` through `writer`; a `mirrored` row reads its angles negated
    /// from the positions of the row it mirrors.
    @inline(__always)
    private func writeRow(
        _ y: Int, _ writer: SpanWriter, _ columns: Range<Int>, formula: Shading.ConicRow, mirrored: Bool,
        target: FrameTarget
    ) {
        @inline(__always) func t(_ x: Int) -> Double { formula.t(x: Double(x) + 0.5) }
        @inline(__always) func turns(_ x: Int) -> Double { formula.turns(x: Double(x) + 0.5) }
        let (cx, dy, start) = (formula.cx, formula.dy, formula.startAngle)
        let split = split(formula, width: target.width)
        let up: Bool? = dy == 0 ? nil : dy < 0
        @inline(__always) func part(_ columns: Range<Int>) {
            table.forEachSpan(
                in: columns, increasing: up, t: t,
                crossing: { exit in
                    let angle = exit * 2 * .pi + start
                    let s = sin(angle)
                    guard s != 0, (s > 0) == (dy > 0) else { return nil }
                    return cx + dy * cos(angle) / s
                }
            ) { span, k, shift in
                guard
                    let (base, slope) = writer.writeUnlessLine(
                        span, table.color(ofPiece: k, shift: shift), exact: { x in target.exactPixel(paint, x: x, y: y) })
                else { return }
                // In this run t = turns + turn exactly (no seam inside), and
                // turns = angle / 2π − start / 2π.
                let x0 = span.lowerBound
                let turn = t(x0) - turns(x0)
                let angleBase = base + (turn - start / (2 * .pi)) * slope
                let angleSlope = slope / (2 * .pi)
                if writer.hasPositions && SpanWriter.floatIsEnough(base: angleBase, slope: angleSlope, tMax: .pi, tError: AtanRational.error) {
                    // The positions of a mirrored row are this row's angles negated.
                    writer.planar(span, base: angleBase, slope: mirrored ? -angleSlope : angleSlope)
                } else {
                    writer.perPixel(span) { x in base + t(x) * slope }
                }
            }
        }
        part(columns.clamped(to: 0..<split))
        part(columns.clamped(to: split..<target.width))
    }

    /// Down the column at `x = ½` the angle is monotonic on each side of the centre's row
    /// (rising where the column lies right of the centre, falling left of it), and each side
    /// spans at most a quarter turn, so its wrap into `0..<1` adds at most one seam.
    func fetchColumn(rows: Range<Int>, scratch: UnsafeMutablePointer<Float>, into target: FrameTarget) {
        let writer = target.columnWriter(from: rows.lowerBound, positions: scratch)
        @inline(__always) func t(_ y: Int) -> Double { formula(row: y).t(x: 0.5) }
        @inline(__always) func turn(_ y: Int) -> Double { formula(row: y).turns(x: 0.5).rounded(.down) }
        let dx = 0.5 - center.x
        let (cy, start, yScale) = (center.y, startAngle, yScale)
        // On the centre's column the angle is −π/2 above the centre and π/2 below it (0 on
        // the centre itself): constant, or rising once.
        let up = !(dx < 0)
        @inline(__always) func write(_ part: Range<Int>) {
            table.forEachSpan(
                in: part, increasing: up, t: t,
                crossing: { exit in
                    let angle = exit * 2 * .pi + start
                    let c = cos(angle)
                    guard c != 0, (c > 0) == (dx > 0) else { return nil }
                    return cy + dx * sin(angle) / c / yScale
                }
            ) { span, k, shift in
                guard
                    let (base, slope) = writer.writeUnlessLine(
                        span, table.color(ofPiece: k, shift: shift), exact: { y in target.exactPixel(paint, x: 0, y: y) })
                else { return }
                writer.perPixel(span) { y in base + t(y) * slope }
            }
        }
        /// `part` in two at its seam: the first row whose angle is in another turn than the first row's.
        @inline(__always) func writeAcrossTheSeam(_ part: Range<Int>) {
            guard part.count > 1 else { return write(part) }
            let turn0 = turn(part.lowerBound)
            var inside = part.lowerBound
            var outside = part.upperBound - 1
            guard turn(outside) != turn0 else { return write(part) }
            while outside - inside > 1 {
                let mid = (inside + outside) / 2
                if turn(mid) == turn0 { inside = mid } else { outside = mid }
            }
            write(part.lowerBound..<outside)
            write(outside..<part.upperBound)
        }
        let split = Self.firstColumn(rightOf: cy, width: rows.upperBound)
        writeAcrossTheSeam(rows.clamped(to: rows.lowerBound..<max(rows.lowerBound, split)))
        writeAcrossTheSeam(rows.clamped(to: split..<rows.upperBound))
    }
}
