import GradientCore

/// A ``GradientMesh`` cut into small triangles on one pixel grid: what both paths of the mesh
/// renderer draw (``Rasterizer/render(mesh:width:height:options:pixelLimit:)``).
///
/// Each patch is mapped to pixels (unit coordinates times the frame's size) and sampled on a
/// grid of `nu × nv` steps of its parameters; each cell of that grid is two triangles. The
/// grid's points lie exactly on the patch, with their exact colours. Every patch of a column
/// of the mesh has the same `nu`, every patch of a row the same `nv`, and points on a shared
/// edge are computed from the same four Bézier points with the same weights: neighbouring
/// patches meet at the same points, bit for bit, so their triangles tile without cracks.
///
/// The steps are chosen per patch (then the largest of each row or column) so that drawing
/// each cell with its colour linear between its corners stays within ``tolerance`` of the
/// exact colour. A cell's colour is linear in levels in the device space, and in linear light
/// in the perceptual one (each span then encoded with the sRGB curve), where the levels of
/// OKLab colours bend sharply at the curve's knee but linear light does not. The second
/// differences of the colour (in levels: of linear light times the curve's slope there) and
/// of the position (pixels,
/// times the colour's largest change per pixel) are measured on a 9 × 9 sampling of the
/// patch, and the steps `n_u`, `n_v` made just fine enough that the error of linear
/// interpolation they imply, `(f_uu/n_u² + 2·f_uv/(n_u·n_v) + f_vv/n_v²) / 8`, is the
/// tolerance. That is an estimate from samples, not a bound: the tests hold the fast path to
/// the exact one within 1 level, and measure the interpolation itself.
struct MeshTessellation: Sendable {
    /// The target of the estimate: half an 8-bit level.
    static let tolerance = 0.5
    /// The largest error at a cell's centre (``centreError(_:index:field:opaque:)``) left as it
    /// is: one level. Checked after the estimate, which aims at ``tolerance``; a patch whose
    /// cells miss it takes finer steps.
    static let checkTolerance = 1.0
    /// The largest distance, estimated, between a cell's straight sides and the patch's
    /// curves in a patch on the outline: a quarter of a pixel, less than the half pixel from a
    /// pixel's centre to its side, so that where the outline's antialiasing does not reach
    /// (``outline``, finer still) no pixel's centre falls on the wrong side.
    static let geometryTolerance = 0.25
    /// The most steps along one parameter of a patch: 512.
    static let maxSteps = 512

    /// The frame in pixels.
    let width: Int
    let height: Int
    /// Patches per row and per column of the mesh.
    let columns: Int
    let rows: Int
    /// The sampled patches, row-major.
    let grids: [PatchGrid]
    /// The mesh's colours as functions of each patch's parameters.
    let field: MeshColorField
    /// Whether every colour is opaque: then colours are kept straight, else premultiplied.
    let opaque: Bool
    /// The background in levels (`0…255`), straight.
    let background: SIMD4<Double>
    /// Whether the mesh's outline is the frame's border: then every pixel is covered and no
    /// background or edge is drawn.
    let coversFrame: Bool
    /// The mesh's outline, in order around it (``outline(_:columns:rows:field:opaque:)``); none
    /// when the mesh covers the frame.
    let outline: [OutlineSegment]

    /// One patch sampled on its grid.
    struct PatchGrid: Sendable {
        /// The patch in pixel coordinates.
        let patch: MeshPatch
        /// Steps along `u` and `v`.
        let nu: Int
        let nv: Int
        /// `(nv + 1) · (nu + 1)` points, row by row (`v` rows).
        let points: [SIMD2<Double>]
        /// Their colours as the cells interpolate them, red, green and blue not clamped
        /// (``values(_:patch:u:v:opaque:)``: levels, or linear light times 255 for a perceptual
        /// mesh): straight when the mesh is opaque, else premultiplied.
        let colors: [SIMD4<Float>]
        /// Per row of cells: the lowest and highest `y` of its points.
        let cellRowTop: [Double]
        let cellRowBottom: [Double]

        /// The point at grid row `i`, column `j`.
        @inline(__always) func point(_ i: Int, _ j: Int) -> SIMD2<Double> { points[i * (nu + 1) + j] }
        /// Its colour.
        @inline(__always) func color(_ i: Int, _ j: Int) -> SIMD4<Float> { colors[i * (nu + 1) + j] }
    }

    /// A segment of the outline: from `start` to `end`, points of `patch`'s border at the
    /// parameters `q0` and `q1` (`u`, `v`), whose colours (values, as the grid's) are `c0`
    /// and `c1`.
    struct OutlineSegment: Sendable {
        let start: SIMD2<Double>
        let end: SIMD2<Double>
        let patch: Int
        let q0: SIMD2<Double>
        let q1: SIMD2<Double>
        let c0: SIMD4<Double>
        let c1: SIMD4<Double>
    }

    /// The largest distance between the outline's segments and the mesh's curved border: 1/512
    /// of a pixel, so that a pixel's share inside it is right within 1/512, half a level
    /// against any background.
    static let outlineTolerance = 1.0 / 512

    /// Tessellates `mesh` for a `width × height` frame.
    init(_ mesh: GradientMesh, width: Int, height: Int) {
        self.width = width
        self.height = height
        let columns = mesh.width - 1
        let rows = mesh.height - 1
        self.columns = columns
        self.rows = rows
        let field = MeshColorField(mesh)
        self.field = field
        opaque = field.isOpaque
        let b = mesh.background.clamped
        background = SIMD4(b.red, b.green, b.blue, b.alpha) * 255
        let scale = SIMD2(Double(width), Double(height))
        let patches = mesh.patches.map { $0.scaled(by: scale) }
        let coversFrame = MeshTessellation.outlineIsFrame(mesh)
        self.coversFrame = coversFrame
        // Steps per patch, then the largest of each column (u) and row (v) of patches.
        let opaque = field.isOpaque
        var nu = [Int](repeating: 1, count: columns)
        var nv = [Int](repeating: 1, count: rows)
        let caps = patches.map(MeshTessellation.caps)
        for (k, patch) in patches.enumerated() {
            // A patch on an outline that cuts pixels keeps its sides near its curves.
            let onOutline = !coversFrame && (k < columns || k >= (rows - 1) * columns || k % columns == 0 || k % columns == columns - 1)
            let (su, sv) = MeshTessellation.steps(patch, index: k, field: field, opaque: opaque, caps: caps[k], outline: onOutline)
            nu[k % columns] = max(nu[k % columns], su)
            nv[k / columns] = max(nv[k / columns], sv)
        }
        func build() -> [PatchGrid] {
            patches.enumerated().map { k, patch in
                MeshTessellation.grid(patch, index: k, nu: nu[k % columns], nv: nv[k / columns], field: field, opaque: opaque)
            }
        }
        var grids = build()
        // The estimate checked: each cell's exact colour at its centre against the mean of its
        // corners' (what a cell draws there, exactly so for a parallelogram); a patch off by
        // more than checkTolerance takes finer steps (the error goes as the square of the
        // step), up to its caps, and the grids are built again. Three rounds at most.
        for _ in 0..<3 {
            var grew = false
            for (k, grid) in grids.enumerated() {
                let worst = MeshTessellation.centreError(grid, index: k, field: field, opaque: opaque)
                guard worst > MeshTessellation.checkTolerance else { continue }
                // Aimed at three quarters of the limit, so that one round mostly does.
                let factor = min(4, (worst / (0.75 * MeshTessellation.checkTolerance)).squareRoot())
                let u = min(caps[k].0, Int((Double(grid.nu) * factor).rounded(.up)))
                let v = min(caps[k].1, Int((Double(grid.nv) * factor).rounded(.up)))
                if u > nu[k % columns] {
                    nu[k % columns] = u
                    grew = true
                }
                if v > nv[k / columns] {
                    nv[k / columns] = v
                    grew = true
                }
            }
            guard grew else { break }
            grids = build()
        }
        self.grids = grids
        outline = coversFrame ? [] : MeshTessellation.outline(grids, columns: columns, rows: rows, field: field, opaque: opaque)
    }

    /// What the cells interpolate at `(u, v)` of `patch`, times 255, before red, green and
    /// blue are clamped (``MeshColorField/cellOutput(_:)``: levels in the device space, linear
    /// light in the perceptual one): straight when `opaque`, else premultiplied.
    @inline(__always)
    static func values(_ field: MeshColorField, patch: Int, u: Double, v: Double, opaque: Bool) -> SIMD4<Double> {
        let c = field.cellOutput(field.mixed(patch: patch, u: u, v: v))
        return opaque ? c * 255 : SIMD4(c.x * c.w, c.y * c.w, c.z * c.w, c.w) * 255
    }

    /// A value the cells interpolate (``values(_:patch:u:v:opaque:)``) in levels, red, green
    /// and blue not clamped: straight when `opaque`, else premultiplied.
    static func levels(ofValue v: SIMD4<Double>, field: MeshColorField, opaque: Bool) -> SIMD4<Double> {
        guard field.cellsAreLinear else { return v }
        let a = opaque ? 1 : min(max(v.w / 255, 0), 1)
        guard a > 0 else { return .zero }
        let e = field.encoded(cell: SIMD4(v.x, v.y, v.z, 0) / (255 * a))
        return SIMD4(e.x * a, e.y * a, e.z * a, a) * 255
    }

    /// How fast the levels change with a value (``levels(ofValue:field:opaque:)``), channel by
    /// channel: 1 in the device space; in the perceptual one the sRGB curve's slope at the
    /// value's linear light (``MeshColorField/encodingSlope(_:)``).
    static func slopes(ofValue v: SIMD4<Double>, field: MeshColorField, opaque: Bool) -> SIMD4<Double> {
        guard field.cellsAreLinear else { return SIMD4(repeating: 1) }
        let a = opaque ? 1 : max(min(max(v.w / 255, 0), 1), 1.0 / 255)
        func slope(_ c: Double) -> Double { MeshColorField.encodingSlope(c / (255 * a)) }
        return SIMD4(slope(v.x), slope(v.y), slope(v.z), 1)
    }

    /// The steps along `u` and `v` that keep linear interpolation within ``tolerance`` (see
    /// the type's summary), at least 1 and at most ``maxSteps``, and no finer than about a
    /// pixel along the patch's longest row or column of control points.
    static func steps(_ patch: MeshPatch, index: Int, field: MeshColorField, opaque: Bool, caps: (Int, Int), outline: Bool) -> (Int, Int) {
        let k = 8
        var p = [SIMD2<Double>](repeating: .zero, count: (k + 1) * (k + 1))
        var c = [SIMD4<Double>](repeating: .zero, count: (k + 1) * (k + 1))
        // The levels' change per value at each sample: second differences of values times
        // it are (about) those of the levels.
        var w = [SIMD4<Double>](repeating: .zero, count: (k + 1) * (k + 1))
        for i in 0...k {
            for j in 0...k {
                let u = Double(j) / Double(k)
                let v = Double(i) / Double(k)
                p[i * (k + 1) + j] = patch.point(u: u, v: v)
                c[i * (k + 1) + j] = values(field, patch: index, u: u, v: v, opaque: opaque)
                w[i * (k + 1) + j] = slopes(ofValue: c[i * (k + 1) + j], field: field, opaque: opaque)
            }
        }
        func at(_ i: Int, _ j: Int) -> Int { i * (k + 1) + j }
        func norm(_ v: SIMD2<Double>) -> Double { (v * v).sum().squareRoot() }
        func norm(_ v: SIMD4<Double>) -> Double { max(abs(v.x), abs(v.y), abs(v.z), abs(v.w)) }
        // Second differences along u, along v and across, of colour (levels) and position (px).
        var cuu = 0.0
        var cvv = 0.0
        var cuv = 0.0
        var guu = 0.0
        var gvv = 0.0
        var guv = 0.0
        var slope = 0.0
        for i in 0...k {
            for j in 0...k {
                if j > 0 && j < k {
                    cuu = max(cuu, norm(w[at(i, j)] * (c[at(i, j + 1)] - 2 * c[at(i, j)] + c[at(i, j - 1)])))
                    guu = max(guu, norm(p[at(i, j + 1)] - 2 * p[at(i, j)] + p[at(i, j - 1)]))
                }
                if i > 0 && i < k {
                    cvv = max(cvv, norm(w[at(i, j)] * (c[at(i + 1, j)] - 2 * c[at(i, j)] + c[at(i - 1, j)])))
                    gvv = max(gvv, norm(p[at(i + 1, j)] - 2 * p[at(i, j)] + p[at(i - 1, j)]))
                }
                if i < k && j < k {
                    cuv = max(cuv, norm(w[at(i, j)] * (c[at(i + 1, j + 1)] - c[at(i + 1, j)] - c[at(i, j + 1)] + c[at(i, j)])))
                    guv = max(guv, norm(p[at(i + 1, j + 1)] - p[at(i + 1, j)] - p[at(i, j + 1)] + p[at(i, j)]))
                }
                // The colour's change per pixel between neighbouring samples.
                for (di, dj) in [(0, 1), (1, 0)] where i + di <= k && j + dj <= k {
                    let dc = norm(w[at(i, j)] * (c[at(i + di, j + dj)] - c[at(i, j)]))
                    let dp = norm(p[at(i + di, j + dj)] - p[at(i, j)])
                    if dc > 0 { slope = max(slope, dc / max(dp, 1.0 / 255)) }
                }
            }
        }
        // Second differences over steps of 1/k are derivatives times 1/k².
        let k2 = Double(k * k)
        let au = (cuu + slope * guu) * k2
        let av = (cvv + slope * gvv) * k2
        let auv = (cuv + slope * guv) * k2
        // Steps in proportion to √(a_u + a_uv) and √(a_v + a_uv), scaled so that the estimate
        // (a_u/n_u² + 2·a_uv/(n_u·n_v) + a_v/n_v²) / 8 is the tolerance; then, for a patch on an
        // outline, the same for the position alone (in pixels, against geometryTolerance),
        // whatever the colour does, so that the cells' straight sides stay close to the curved
        // outline. (Inside the mesh a cell's side off the patch's curve only moves where one
        // patch's colour gives way to its neighbour's, which agree there.)
        func counts(_ au: Double, _ av: Double, _ auv: Double, tolerance: Double) -> (Double, Double) {
            // (A direction that needs nothing gets a tiny r, hence one step.)
            let ru = max((au + auv).squareRoot(), 1e-9)
            let rv = max((av + auv).squareRoot(), 1e-9)
            let shape = (au / (ru * ru) + 2 * auv / (ru * rv) + av / (rv * rv)) / 8
            let scale = (shape / tolerance).squareRoot()
            return ((ru * scale).rounded(.up), (rv * scale).rounded(.up))
        }
        let colour = counts(au, av, auv, tolerance: tolerance)
        let shape = outline ? counts(guu * k2, gvv * k2, guv * k2, tolerance: geometryTolerance) : (0, 0)
        func count(_ n: Double, cap: Int) -> Int {
            guard n.isFinite, n < Double(cap) else { return cap }
            return max(1, Int(n))
        }
        return (count(max(colour.0, shape.0), cap: caps.0), count(max(colour.1, shape.1), cap: caps.1))
    }

    /// The most steps along `u` and `v` a patch takes: four per pixel of its longest row (or
    /// column) of control points, at least 1 and at most ``maxSteps``. Finer than a pixel,
    /// where a colour turns sharply within one (an sRGB curve near black).
    static func caps(_ patch: MeshPatch) -> (Int, Int) {
        func norm(_ v: SIMD2<Double>) -> Double { (v * v).sum().squareRoot() }
        var lengthU = 0.0
        var lengthV = 0.0
        for r in 0..<4 {
            var along = 0.0
            var down = 0.0
            for s in 0..<3 {
                along += norm(patch.points[4 * r + s + 1] - patch.points[4 * r + s])
                down += norm(patch.points[4 * (s + 1) + r] - patch.points[4 * s + r])
            }
            lengthU = max(lengthU, along)
            lengthV = max(lengthV, down)
        }
        func cap(_ length: Double) -> Int { Int(min(max(1, (4 * length).rounded(.up)), Double(maxSteps))) }
        return (cap(lengthU), cap(lengthV))
    }

    /// The largest difference, in levels after clamping, between a cell's exact colour at its
    /// centre and the mean of its corners'.
    static func centreError(_ grid: PatchGrid, index: Int, field: MeshColorField, opaque: Bool) -> Double {
        var worst = 0.0
        // Lane by lane (the generic clamp is a call).
        func clamp(_ v: SIMD4<Double>) -> SIMD4<Double> {
            SIMD4(min(max(v.x, 0), 255), min(max(v.y, 0), 255), min(max(v.z, 0), 255), min(max(v.w, 0), 255))
        }
        for i in 0..<grid.nv {
            let line = field.line(patch: index, v: (Double(i) + 0.5) / Double(grid.nv))
            for j in 0..<grid.nu {
                let c = field.unclampedOutput(line.mixed(u: (Double(j) + 0.5) / Double(grid.nu)), tabulated: true)
                let exact = clamp(opaque ? c * 255 : SIMD4(c.x * c.w, c.y * c.w, c.z * c.w, c.w) * 255)
                let corners = SIMD4<Double>(grid.color(i, j) + grid.color(i, j + 1) + grid.color(i + 1, j) + grid.color(i + 1, j + 1)) / 4
                let d = exact - clamp(levels(ofValue: corners, field: field, opaque: opaque))
                worst = max(worst, abs(d.x), abs(d.y), abs(d.z), abs(d.w))
            }
        }
        return worst
    }

    /// The grid of `patch` with `nu × nv` steps: points and colours, line by line of
    /// constant `v` (``MeshPatch/line(bv:)``, ``MeshColorField/line(patch:v:)``), so that
    /// the points and colours of an edge two patches share are the same bits in both.
    static func grid(_ patch: MeshPatch, index: Int, nu: Int, nv: Int, field: MeshColorField, opaque: Bool) -> PatchGrid {
        let bu = (0...nu).map { MeshPatch.bernstein(Double($0) / Double(nu)) }
        var points: [SIMD2<Double>] = []
        var colors: [SIMD4<Float>] = []
        points.reserveCapacity((nu + 1) * (nv + 1))
        colors.reserveCapacity((nu + 1) * (nv + 1))
        var top: [Double] = []
        var bottom: [Double] = []
        var previous: (Double, Double) = (0, 0)
        for i in 0...nv {
            let v = Double(i) / Double(nv)
            let line = patch.line(bv: MeshPatch.bernstein(v))
            let colorLine = field.line(patch: index, v: v)
            var low = Double.infinity
            var high = -Double.infinity
            for j in 0...nu {
                let p = MeshPatch.point(on: line, bu: bu[j])
                points.append(p)
                let c = field.cellOutput(colorLine.mixed(u: Double(j) / Double(nu)))
                colors.append(SpanWriter.float(opaque ? c * 255 : SIMD4(c.x * c.w, c.y * c.w, c.z * c.w, c.w) * 255))
                low = min(low, p.y)
                high = max(high, p.y)
            }
            if i > 0 {
                top.append(min(low, previous.0))
                bottom.append(max(high, previous.1))
            }
            previous = (low, high)
        }
        return PatchGrid(patch: patch, nu: nu, nv: nv, points: points, colors: colors, cellRowTop: top, cellRowBottom: bottom)
    }

    /// Whether the mesh's border runs along the frame's: the top row's positions and
    /// leading and trailing control points at `y = 0` from `x = 0` to `x = 1`, the bottom
    /// row's at `y = 1`, the first column's positions and top and bottom control points at
    /// `x = 0`, the last column's at `x = 1`. Then the outline is the frame's border (traced
    /// perhaps back and forth along it), the patches cover every pixel, and no pixel is cut
    /// by the edge.
    static func outlineIsFrame(_ mesh: GradientMesh) -> Bool {
        let w = mesh.width
        let h = mesh.height
        func on(_ p: GradientPoint, x: Double? = nil, y: Double? = nil) -> Bool { (x.map { p.x == $0 } ?? true) && (y.map { p.y == $0 } ?? true) }
        for column in 0..<w {
            for (row, y) in [(0, 0.0), (h - 1, 1.0)] {
                let c = mesh.controlPoints(row: row, column: column)
                let p = mesh.vertex(row: row, column: column).position
                guard on(p, y: y), column == 0 || on(c.leading, y: y), column == w - 1 || on(c.trailing, y: y) else { return false }
            }
        }
        for row in 0..<h {
            for (column, x) in [(0, 0.0), (w - 1, 1.0)] {
                let c = mesh.controlPoints(row: row, column: column)
                let p = mesh.vertex(row: row, column: column).position
                guard on(p, x: x), row == 0 || on(c.top, x: x), row == h - 1 || on(c.bottom, x: x) else { return false }
            }
        }
        return true
    }

    /// The outline's segments in order: the top border left to right, the right border down,
    /// the bottom border right to left, the left border up. Each patch's edge on the border
    /// is cut into `n` equal steps of its parameter: at least the grid's along it (fine enough
    /// for the colour, linear along each segment), and enough that no segment strays more than
    /// ``outlineTolerance`` from the curve: a cubic's chord over a step `h` strays at most
    /// `|B''|·h²/8`, and `|B''| ≤ 6 · max |Pᵢ − 2Pᵢ₊₁ + Pᵢ₊₂|`; at most 4,096 steps.
    static func outline(_ grids: [PatchGrid], columns: Int, rows: Int, field: MeshColorField, opaque: Bool) -> [OutlineSegment] {
        var segments: [OutlineSegment] = []
        /// The edge of patch `k` through the parameters `q(t)`, `t` from 0 to 1, where the grid
        /// has `steps` steps.
        func add(_ k: Int, steps: Int, _ q: (Double) -> SIMD2<Double>) {
            let patch = grids[k].patch
            let ends = (patch.point(u: q(0).x, v: q(0).y), patch.point(u: q(1).x, v: q(1).y))
            // The edge's Bézier points, read off the patch at the parameters of its ends.
            let (a, b) = (q(0), q(1))
            let controls: [SIMD2<Double>] = (0..<4).map { i in
                let t = Double(i) / 3
                let u = a.x + t * (b.x - a.x)
                let v = a.y + t * (b.y - a.y)
                let iu = Int((u * 3).rounded())
                let iv = Int((v * 3).rounded())
                return patch.points[4 * iv + iu]
            }
            var bend = 0.0
            for i in 0..<2 {
                let d = controls[i] - 2 * controls[i + 1] + controls[i + 2]
                bend = max(bend, (d * d).sum().squareRoot())
            }
            let needed = (6 * bend / (8 * outlineTolerance)).squareRoot().rounded(.up)
            let n = needed.isFinite ? min(4096, max(steps, Int(needed))) : 4096
            var previous = (ends.0, a, values(field, patch: k, u: a.x, v: a.y, opaque: opaque))
            for i in 1...n {
                let t = Double(i) / Double(n)
                let qt = i == n ? b : q(t)
                let point = i == n ? ends.1 : patch.point(u: qt.x, v: qt.y)
                let color = values(field, patch: k, u: qt.x, v: qt.y, opaque: opaque)
                segments.append(OutlineSegment(start: previous.0, end: point, patch: k, q0: previous.1, q1: qt, c0: previous.2, c1: color))
                previous = (point, qt, color)
            }
        }
        for c in 0..<columns { add(c, steps: grids[c].nu) { SIMD2($0, 0) } }
        for r in 0..<rows {
            let k = r * columns + columns - 1
            add(k, steps: grids[k].nv) { SIMD2(1, $0) }
        }
        for c in (0..<columns).reversed() {
            let k = (rows - 1) * columns + c
            add(k, steps: grids[k].nu) { SIMD2(1 - $0, 1) }
        }
        for r in (0..<rows).reversed() { add(r * columns, steps: grids[r * columns].nv) { SIMD2(0, 1 - $0) } }
        return segments
    }
}
