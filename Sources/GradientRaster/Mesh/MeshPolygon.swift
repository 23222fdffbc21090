/// A convex polygon of 3 or 4 corners, each with a value (a colour in levels, or the patch's
/// parameters), drawn row by row: the pixels it covers, and its value interpolated along
/// each row between the values on its edges. Positions are `Double`; values `Float`, within
/// 1/10000 of a level for colours (and a starting point for the exact path's parameters).
///
/// A pixel is covered when its centre `(x + 0.5, y + 0.5)` lies inside, edges counted
/// half-open: a centre on a left or top edge is in, on a right or bottom edge out. An edge's
/// crossing of a row, and its value there, are computed from its two ends taken top end first
/// (`y` increases along every edge a row meets), so two polygons that share an edge compute
/// the same crossing and the same value bit for bit: polygons that tile a region cover each
/// pixel of it once, with no cracks and no pixel drawn twice, and the value is continuous
/// across their shared edges.
struct MeshPolygon {
    /// The corners in order around the polygon (either way round), and their values.
    private var p0, p1, p2, p3: SIMD2<Double>
    private var v0, v1, v2, v3: SIMD4<Float>
    /// 3 or 4.
    let count: Int

    /// A triangle.
    @inline(__always)
    init(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ c: SIMD2<Double>, _ va: SIMD4<Float>, _ vb: SIMD4<Float>, _ vc: SIMD4<Float>) {
        (p0, p1, p2, p3) = (a, b, c, c)
        (v0, v1, v2, v3) = (va, vb, vc, vc)
        count = 3
    }

    /// A quadrilateral with corners `a`, `b`, `c`, `d` in order around it.
    @inline(__always)
    init(
        _ a: SIMD2<Double>, _ b: SIMD2<Double>, _ c: SIMD2<Double>, _ d: SIMD2<Double>, _ va: SIMD4<Float>, _ vb: SIMD4<Float>,
        _ vc: SIMD4<Float>, _ vd: SIMD4<Float>
    ) {
        (p0, p1, p2, p3) = (a, b, c, d)
        (v0, v1, v2, v3) = (va, vb, vc, vd)
        count = 4
    }

    /// Whether the quadrilateral `a, b, c, d` (in order around it) is strictly convex: each turn
    /// at a corner the same way, none straight.
    @inline(__always)
    static func isConvex(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ c: SIMD2<Double>, _ d: SIMD2<Double>) -> Bool {
        @inline(__always) func turn(_ p: SIMD2<Double>, _ q: SIMD2<Double>, _ r: SIMD2<Double>) -> Double {
            (q.x - p.x) * (r.y - q.y) - (q.y - p.y) * (r.x - q.x)
        }
        let t0 = turn(a, b, c)
        let t1 = turn(b, c, d)
        let t2 = turn(c, d, a)
        let t3 = turn(d, a, b)
        return (t0 > 0 && t1 > 0 && t2 > 0 && t3 > 0) || (t0 < 0 && t1 < 0 && t2 < 0 && t3 < 0)
    }

    @inline(__always) private func point(_ i: Int) -> SIMD2<Double> { i == 0 ? p0 : (i == 1 ? p1 : (i == 2 ? p2 : p3)) }
    @inline(__always) private func value(_ i: Int) -> SIMD4<Float> { i == 0 ? v0 : (i == 1 ? v1 : (i == 2 ? v2 : v3)) }

    /// One side of the polygon from its top corner to its bottom one: the edge a row meets.
    private struct Chain {
        /// The edge's top end (its index, point and value), its bottom end's index, and the
        /// change of `x` and of the value per unit of `y` along it.
        var index: Int
        var top: SIMD2<Double>
        var value: SIMD4<Float>
        var end: Int
        var bottomY: Double
        var slope: Double
        var valueSlope: SIMD4<Float>
    }

    /// Calls `span(y, first, last, start, step)` for each row `y` in `rows` the polygon
    /// covers, top to bottom: the covered columns `first…last` (clipped to `0..<width`), the
    /// value at the centre of column `first`, and its change per column.
    @inline(__always)
    func spans(
        rows: Range<Int>, width: Int,
        _ span: (_ y: Int, _ first: Int, _ last: Int, _ start: SIMD4<Float>, _ step: SIMD4<Float>) -> Void
    ) {
        // The top and bottom corners in (y, x) order.
        var top = 0
        var bottom = 0
        for i in 1..<count {
            let p = point(i)
            if MeshPolygon.precedes(p, point(top)) { top = i }
            if MeshPolygon.precedes(point(bottom), p) { bottom = i }
        }
        let minY = point(top).y
        let maxY = point(bottom).y
        guard maxY > minY else { return }
        let first = max(rows.lowerBound, MeshPolygon.ceiling(minY - 0.5))
        let end = min(rows.upperBound, MeshPolygon.ceiling(maxY - 0.5))
        guard first < end else { return }
        let n = count
        // The two sides, one going forward round the corners, the other backward.
        func chain(from i: Int, step: Int) -> Chain {
            let j = (i + step + n) % n
            return edge(i, j)
        }
        func edge(_ i: Int, _ j: Int) -> Chain {
            let a = point(i)
            let b = point(j)
            let dy = b.y - a.y
            let slope = dy > 0 ? (b.x - a.x) / dy : 0
            let valueSlope = dy > 0 ? (value(j) - value(i)) / Float(dy) : .zero
            return Chain(index: i, top: a, value: value(i), end: j, bottomY: b.y, slope: slope, valueSlope: valueSlope)
        }
        var forward = chain(from: top, step: 1)
        var backward = chain(from: top, step: -1)
        let maxX = Double(width)
        for y in first..<end {
            let yc = Double(y) + 0.5
            while yc >= forward.bottomY && forward.end != bottom { forward = edge(forward.end, (forward.end + 1) % n) }
            while yc >= backward.bottomY && backward.end != bottom { backward = edge(backward.end, (backward.end + n - 1) % n) }
            let t1 = yc - forward.top.y
            let t2 = yc - backward.top.y
            var x1 = forward.top.x + t1 * forward.slope
            var x2 = backward.top.x + t2 * backward.slope
            var c1 = forward.value + Float(t1) * forward.valueSlope
            var c2 = backward.value + Float(t2) * backward.valueSlope
            if x2 < x1 {
                swap(&x1, &x2)
                swap(&c1, &c2)
            }
            guard x1 < x2, x1 < maxX, x2 > 0 else { continue }
            // Columns whose centre x + 0.5 lies in [x1, x2).
            let from = max(0, MeshPolygon.ceiling(x1 - 0.5))
            let to = min(width, MeshPolygon.ceiling(x2 - 0.5)) - 1
            guard from <= to else { continue }
            let step = (c2 - c1) * (1 / Float(x2 - x1))
            span(y, from, to, c1 + step * Float(Double(from) + 0.5 - x1), step)
        }
    }

    /// The smallest whole number at least `v`, within ±2³⁰ (coordinates of a mesh stay far
    /// inside); without a library call (`rounded(.up)` is one on x86-64 before SSE4.1).
    @inline(__always)
    static func ceiling(_ v: Double) -> Int {
        let c = max(-0x1p30, min(0x1p30, v))
        let t = Int(c)
        return Double(t) < c ? t + 1 : t
    }

    /// Whether `p` comes before `q` in (y, x) order.
    @inline(__always)
    static func precedes(_ p: SIMD2<Double>, _ q: SIMD2<Double>) -> Bool { p.y < q.y || (p.y == q.y && p.x < q.x) }
}
