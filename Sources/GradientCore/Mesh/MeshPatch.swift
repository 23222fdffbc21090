/// One cell of a mesh as a bicubic tensor-product Bézier patch: 16 control points, the
/// surface `S(u, v) = Σᵢ Σⱼ Bᵢ(v) Bⱼ(u) P[i][j]` with the cubic Bernstein polynomials `B`.
///
/// `u` runs from the cell's left edge (0) to its right edge (1), `v` from its top edge (0) to
/// its bottom edge (1); `P[0][0]` is the top-left vertex, `P[0][3]` the top-right, `P[3][0]`
/// the bottom-left and `P[3][3]` the bottom-right. The border points are the cell's four
/// edges; the four inner ones (`P[1][1]`, `P[1][2]`, `P[2][1]`, `P[2][2]`) are those of
/// the Coons patch of those edges (``init(coonsEdges:)``), as PDF defines a Coons patch in
/// terms of a tensor-product one (ISO 32000-1, §8.7.4.5.7, shading types 6 and 7).
package struct MeshPatch: Sendable, Hashable {
    /// The control points, row by row: `points[4 · i + j]` is `P[i][j]`, `i` along `v`.
    package var points: [SIMD2<Double>]

    /// A patch from its 16 control points, row-major.
    package init(points: [SIMD2<Double>]) {
        precondition(points.count == 16, "a bicubic patch has 16 control points")
        self.points = points
    }

    /// The Coons patch bounded by four cubic edges: `top` and `bottom` run left to right,
    /// `left` and `right` top to bottom, each given by its 4 Bézier points, the corners shared.
    ///
    /// The Coons patch is `S = S_top-bottom + S_left-right − S_corners` (ruled surfaces
    /// between opposite edges, less the bilinear patch of the corners). All three are
    /// tensor-product patches of degree 3 (the ruled ones elevated in their linear
    /// direction), so each inner point is theirs summed: for `i, j` in `1…2`,
    /// `P[i][j] = (1 − i/3)·top[j] + (i/3)·bottom[j] + (1 − j/3)·left[i] + (j/3)·right[i] − bilinear(i/3, j/3)`.
    /// For `i = j = 1` this is PDF's `(−4·p00 + 6·(p01 + p10) − 2·(p03 + p30) + 3·(p31 + p13) − p33) / 9`.
    package init(coonsEdges top: [SIMD2<Double>], bottom: [SIMD2<Double>], left: [SIMD2<Double>], right: [SIMD2<Double>]) {
        var p = [SIMD2<Double>](repeating: .zero, count: 16)
        for k in 0..<4 {
            p[k] = top[k]
            p[12 + k] = bottom[k]
            p[4 * k] = left[k]
            p[4 * k + 3] = right[k]
        }
        let (c00, c03, c30, c33) = (p[0], p[3], p[12], p[15])
        for i in 1...2 {
            for j in 1...2 {
                let s = Double(i) / 3
                let t = Double(j) / 3
                let ruledV = (1 - s) * top[j] + s * bottom[j]
                let ruledU = (1 - t) * left[i] + t * right[i]
                let corners = (1 - s) * ((1 - t) * c00 + t * c03) + s * ((1 - t) * c30 + t * c33)
                p[4 * i + j] = ruledV + ruledU - corners
            }
        }
        self.points = p
    }

    /// The cubic Bernstein polynomials at `t`: `((1−t)³, 3t(1−t)², 3t²(1−t), t³)`, exactly
    /// `(1, 0, 0, 0)` at 0 and `(0, 0, 0, 1)` at 1 (so patches sharing an edge agree on it
    /// bit for bit).
    @inline(__always)
    package static func bernstein(_ t: Double) -> SIMD4<Double> {
        let s = 1 - t
        return SIMD4(s * s * s, 3 * t * s * s, 3 * t * t * s, t * t * t)
    }

    /// The point of the patch at `(u, v)`.
    package func point(u: Double, v: Double) -> SIMD2<Double> {
        point(bu: MeshPatch.bernstein(u), bv: MeshPatch.bernstein(v))
    }

    /// The point for Bernstein weights `bu` (along `u`) and `bv` (along `v`): each row's
    /// curve at `u` first, then the column of those four at `v`.
    @inline(__always)
    package func point(bu: SIMD4<Double>, bv: SIMD4<Double>) -> SIMD2<Double> {
        var sum = SIMD2<Double>.zero
        for i in 0..<4 {
            var row = bu.x * points[4 * i]
            row += bu.y * points[4 * i + 1]
            row += bu.z * points[4 * i + 2]
            row += bu.w * points[4 * i + 3]
            sum += bv[i] * row
        }
        return sum
    }

    /// The curve of constant `v` through the patch, given by the Bernstein weights `bv` along
    /// `v`: its four Bézier points, each column of the patch taken at `v`. A point of it at
    /// `u` (``point(on:bu:)``) is the patch's point at `(u, v)` up to rounding; on the
    /// patch's edges it takes the same values the same way as the neighbouring patch, bit for
    /// bit (the weights there are 0 and 1).
    @inline(__always)
    package func line(bv: SIMD4<Double>) -> (SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>) {
        @inline(__always) func column(_ j: Int) -> SIMD2<Double> {
            var sum = bv.x * points[j]
            sum += bv.y * points[4 + j]
            sum += bv.z * points[8 + j]
            sum += bv.w * points[12 + j]
            return sum
        }
        return (column(0), column(1), column(2), column(3))
    }

    /// The point at Bernstein weights `bu` of a ``line(bv:)``.
    @inline(__always)
    package static func point(on line: (SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>), bu: SIMD4<Double>) -> SIMD2<Double> {
        var sum = bu.x * line.0
        sum += bu.y * line.1
        sum += bu.z * line.2
        sum += bu.w * line.3
        return sum
    }

    /// The partial derivatives `(∂S/∂u, ∂S/∂v)` at `(u, v)`.
    package func derivatives(u: Double, v: Double) -> (du: SIMD2<Double>, dv: SIMD2<Double>) {
        let bu = MeshPatch.bernstein(u)
        let bv = MeshPatch.bernstein(v)
        let du = MeshPatch.bernsteinDerivative(u)
        let dv = MeshPatch.bernsteinDerivative(v)
        var su = SIMD2<Double>.zero
        var sv = SIMD2<Double>.zero
        for i in 0..<4 {
            for j in 0..<4 {
                let p = points[4 * i + j]
                su += bv[i] * du[j] * p
                sv += dv[i] * bu[j] * p
            }
        }
        return (su, sv)
    }

    /// The derivatives of the cubic Bernstein polynomials at `t`.
    static func bernsteinDerivative(_ t: Double) -> SIMD4<Double> {
        let s = 1 - t
        return SIMD4(-3 * s * s, 3 * s * s - 6 * t * s, 6 * t * s - 3 * t * t, 3 * t * t)
    }

    /// The patch with every point mapped by `scale` (component by component): from unit to
    /// pixel coordinates. A tensor-product patch maps with its points under any affine map.
    package func scaled(by scale: SIMD2<Double>) -> MeshPatch {
        MeshPatch(points: points.map { $0 * scale })
    }
}

extension GradientMesh {
    /// The patch of the cell whose top-left vertex is at `row` and `column`, in unit
    /// coordinates (see ``MeshPatch``): its four edges from the vertices' control points,
    /// given or inferred (``controlPoints(row:column:)``), its inner points those of the Coons
    /// patch.
    package func patch(row: Int, column: Int) -> MeshPatch {
        func position(_ r: Int, _ c: Int) -> SIMD2<Double> {
            let p = vertex(row: r, column: c).position
            return SIMD2(p.x, p.y)
        }
        func simd(_ p: GradientPoint) -> SIMD2<Double> { SIMD2(p.x, p.y) }
        let topLeft = controlPoints(row: row, column: column)
        let topRight = controlPoints(row: row, column: column + 1)
        let bottomLeft = controlPoints(row: row + 1, column: column)
        let bottomRight = controlPoints(row: row + 1, column: column + 1)
        let p00 = position(row, column)
        let p03 = position(row, column + 1)
        let p30 = position(row + 1, column)
        let p33 = position(row + 1, column + 1)
        return MeshPatch(
            coonsEdges: [p00, simd(topLeft.trailing), simd(topRight.leading), p03],
            bottom: [p30, simd(bottomLeft.trailing), simd(bottomRight.leading), p33],
            left: [p00, simd(topLeft.bottom), simd(bottomLeft.top), p30],
            right: [p03, simd(topRight.bottom), simd(bottomRight.top), p33])
    }

    /// Every patch in unit coordinates, row by row: `(width − 1) · (height − 1)` of them.
    package var patches: [MeshPatch] {
        (0..<(height - 1)).flatMap { row in (0..<(width - 1)).map { column in patch(row: row, column: column) } }
    }

    /// Where the patch of the cell at `row` and `column` (its top-left vertex) puts the
    /// parameters `u` (0 at the cell's left edge, 1 at its right) and `v` (0 top, 1 bottom),
    /// in unit coordinates.
    ///
    /// `mesh.point(row: 0, column: 0, u: 0, v: 0)` is the first vertex's position.
    public func point(row: Int, column: Int, u: Double, v: Double) -> GradientPoint {
        let p = patch(row: row, column: column).point(u: u, v: v)
        return GradientPoint(x: p.x, y: p.y)
    }
}
