/// How much of each pixel the mesh's outline covers, for the pixels it cuts: the exact area of
/// the pixel's square inside the outline (a polygon, the border of the tessellation), by
/// the non-zero rule, clamped to 1.
///
/// Each segment adds, to every pixel of each row it crosses, the signed area of that
/// pixel lying to its right within the row (positive going down, negative going up); summed
/// left to right along a row these give each pixel's covered area, as glyph rasterizers
/// accumulate it. Only the pixels a segment passes through (and the one after it on the row)
/// get an entry, kept row by row and sorted, so the work follows the outline's length, not
/// the frame's area. A pixel no segment passes through lies wholly inside or outside, and
/// is left alone.
enum MeshEdgeCoverage {
    /// One entry of a row: the signed area added at column `x`, and the outline segment that
    /// passes through that pixel (`-1` for an entry that only carries area to the right).
    struct Entry {
        var x: Int
        var area: Double
        var segment: Int
    }

    /// Calls `cut(x, y, coverage, segment)` for each pixel of `rows` (and columns `0..<width`)
    /// whose coverage lies strictly between 0 and 1, with a segment of `outline` that passes
    /// through it.
    static func cutPixels(
        _ outline: [MeshTessellation.OutlineSegment], rows: Range<Int>, width: Int,
        _ cut: (_ x: Int, _ y: Int, _ coverage: Double, _ segment: Int) -> Void
    ) {
        guard !rows.isEmpty, width > 0 else { return }
        var entries = [[Entry]](repeating: [], count: rows.count)
        let top = Double(rows.lowerBound)
        let bottom = Double(rows.upperBound)
        for (s, segment) in outline.enumerated() {
            let p = segment.start
            let q = segment.end
            guard max(p.y, q.y) >= top, min(p.y, q.y) <= bottom else { continue }
            if p.y == q.y {
                // No area, but the segment names the pixels it passes through.
                let y = Int(p.y.rounded(.down))
                guard y >= rows.lowerBound, y < rows.upperBound, p.y != p.y.rounded(.down) else { continue }
                let from = max(0, cell(min(p.x, q.x)))
                let to = min(width - 1, cell(max(p.x, q.x)))
                if from <= to { for x in from...to { entries[y - rows.lowerBound].append(Entry(x: x, area: 0, segment: s)) } }
                continue
            }
            let sign: Double = q.y > p.y ? 1 : -1
            let (a, b) = q.y > p.y ? (p, q) : (q, p)
            let slope = (b.x - a.x) / (b.y - a.y)
            let firstRow = max(rows.lowerBound, cell(a.y))
            let lastRow = min(rows.upperBound - 1, cell(b.y.rounded(.up)) - 1)
            guard firstRow <= lastRow else { continue }
            for y in firstRow...lastRow {
                let y0 = max(Double(y), a.y)
                let y1 = min(Double(y + 1), b.y)
                let dy = y1 - y0
                guard dy > 0 else { continue }
                let xa = a.x + (y0 - a.y) * slope
                let xb = a.x + (y1 - a.y) * slope
                add(from: min(xa, xb), to: max(xa, xb), dy: dy, sign: sign, segment: s, width: width, into: &entries[y - rows.lowerBound])
            }
        }
        for (r, var row) in entries.enumerated() where !row.isEmpty {
            row.sort { $0.x < $1.x }
            var sum = 0.0
            var k = 0
            while k < row.count {
                let x = row[k].x
                var segment = -1
                while k < row.count && row[k].x == x {
                    sum += row[k].area
                    if segment < 0 { segment = row[k].segment }
                    k += 1
                }
                let coverage = min(abs(sum), 1)
                if coverage > 1e-9, coverage < 1 - 1e-9, segment >= 0 { cut(x, rows.lowerBound + r, coverage, segment) }
            }
        }
    }

    /// The column of `v`, within ±2³⁰.
    @inline(__always)
    static func cell(_ v: Double) -> Int { Int(max(-0x1p30, min(0x1p30, v.rounded(.down)))) }

    /// `∫ clamp(z′, 0, 1) dz′` from −∞ to `z`: how much of a pixel lies left of a vertical line,
    /// integrated as the line moves.
    @inline(__always)
    static func ramp(_ z: Double) -> Double { z <= 0 ? 0 : (z < 1 ? z * z / 2 : z - 0.5) }

    /// The entries of one piece of a segment within a row: from `x0` to `x1` (`x0 ≤ x1`),
    /// `dy` high.
    ///
    /// The area of pixel `k` right of the piece is `A(k) = dy/(x1 − x0) · (ramp(k + 1 − x0) −
    /// ramp(k + 1 − x1))` (`dy · clamp(k + 1 − x, 0, 1)` for a vertical piece at `x`); pixel
    /// `k` gets `A(k) − A(k − 1)`, so that the sum up to `k` is `A(k)`. Pixels left of the
    /// frame fold into column 0 (the sum from there on is the same); those right of it are
    /// not needed.
    static func add(from x0: Double, to x1: Double, dy: Double, sign: Double, segment: Int, width: Int, into row: inout [Entry]) {
        let dx = x1 - x0
        func area(_ k: Int) -> Double {
            let edge = Double(k + 1)
            if dx < 1e-9 { return dy * min(max(edge - (x0 + x1) / 2, 0), 1) }
            return dy / dx * (ramp(edge - x0) - ramp(edge - x1))
        }
        let firstTouched = cell(x0)
        let lastTouched = cell(x1)
        let start = max(firstTouched, 0)
        guard start <= width - 1 else { return }
        let end = min(lastTouched + 1, width - 1)
        var previous = area(start)
        row.append(Entry(x: start, area: sign * previous, segment: start <= lastTouched ? segment : -1))
        guard start < end else { return }
        for k in (start + 1)...end {
            let current = area(k)
            row.append(Entry(x: k, area: sign * (current - previous), segment: k <= lastTouched ? segment : -1))
            previous = current
        }
    }
}
