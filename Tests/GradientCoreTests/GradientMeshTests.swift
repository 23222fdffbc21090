import GradientTestSupport
import Testing

@testable import GradientCore

/// The mesh model: its checks, the rule for inferred control points, the patches (points
/// computed by hand from the Bézier and Coons formulas) and the colour field.
@Suite struct GradientMeshTests {
    static func p(_ x: Double, _ y: Double) -> GradientPoint { GradientPoint(x: x, y: y) }
    static let square = [p(0, 0), p(1, 0), p(0, 1), p(1, 1)]
    static let four = [RGBA.black, .white, RGBA(red: 1, green: 0, blue: 0), RGBA(red: 0, green: 0, blue: 1)]

    // MARK: - Checks

    @Test func wrongCountsAreOneSentenceNamingTheCounts() {
        let points = refusalMessage { _ = try GradientMesh(width: 3, height: 3, points: Self.square, colors: Self.four) }
        #expect(points == "A 3x3 mesh needs 9 points, one per vertex, and 4 were given.")
        let colors = refusalMessage { _ = try GradientMesh(width: 2, height: 2, points: Self.square, colors: [.black]) }
        #expect(colors == "A 2x2 mesh needs 4 colours, one per vertex, and 1 were given.")
    }

    @Test func gridsTooSmallOrTooLarge() {
        #expect(
            refusalMessage { _ = try GradientMesh(width: 1, height: 2, points: [Self.p(0, 0), Self.p(0, 1)], colors: [.black, .white]) }
                == "A mesh width of 1 is too small: a mesh needs at least 2 vertices per row and per column.")
        #expect(
            refusalMessage { try GradientMesh.checkSize(width: 257, height: 2) } == "A mesh width of 257 is over the limit of 256 vertices.")
        #expect(
            refusalMessage { try GradientMesh.checkSize(width: 65, height: 64) } == "A 65x64 mesh has 4160 vertices, over the limit of 4096.")
        #expect(refusalMessage { try GradientMesh.checkSize(width: 64, height: 64) }.isEmpty)
        #expect(refusalMessage { try GradientMesh.checkSize(width: 256, height: 2) }.isEmpty)
        #expect(refusalMessage { try GradientMesh.checkSize(width: 2, height: 0) }.contains("height of 0 is too small"))
    }

    @Test func nonFiniteAndFarAwayValues() {
        var points = Self.square
        points[2] = Self.p(.nan, 0.5)
        #expect(
            refusalMessage { _ = try GradientMesh(width: 2, height: 2, points: points, colors: Self.four) }
                == "Point 2 of the mesh is invalid: its position has a coordinate that is not a finite number.")
        points[2] = Self.p(0, 1001)
        #expect(
            refusalMessage { _ = try GradientMesh(width: 2, height: 2, points: points, colors: Self.four) }
                == "Point 2 of the mesh is invalid: its position (0, 1001) lies more than 1000 frames away.")
        var vertices = Self.square.map { GradientMesh.Vertex($0) }
        vertices[1].bottomControlPoint = Self.p(.infinity, 0)
        #expect(
            refusalMessage { _ = try GradientMesh(width: 2, height: 2, vertices: vertices, colors: Self.four) }
                == "Point 1 of the mesh is invalid: its bottomControlPoint has a coordinate that is not a finite number.")
        var colors = Self.four
        colors[3].green = .nan
        #expect(
            refusalMessage { _ = try GradientMesh(width: 2, height: 2, points: Self.square, colors: colors) }
                == "Colour 3 of the mesh has a component that is not a finite number.")
        #expect(
            refusalMessage {
                _ = try GradientMesh(width: 2, height: 2, points: Self.square, colors: Self.four, background: RGBA(red: .infinity, green: 0, blue: 0))
            }
                == "The mesh's background colour has a component that is not a finite number.")
    }

    @Test func defaultsAreSwiftUIs() throws {
        let mesh = try GradientMesh(width: 2, height: 2, points: Self.square, colors: Self.four)
        #expect(mesh.background == .clear)
        #expect(mesh.smoothsColors)
        #expect(mesh.colorSpace == .device)
        #expect(mesh.patchCount == 1)
        #expect(mesh.hasOnlyPositions)
    }

    // MARK: - Inferred control points

    @Test func evenGridsHaveStraightEdgesInThirds() throws {
        let points = (0..<3).flatMap { r in (0..<3).map { c in Self.p(Double(c) / 2, Double(r) / 2) } }
        let mesh = try GradientMesh(width: 3, height: 3, points: points, colors: Array(repeating: .black, count: 9))
        let centre = mesh.controlPoints(row: 1, column: 1)
        // Spacing 1/2: the control points lie a sixth away, on the grid lines.
        #expect(close(centre.trailing.x, 0.5 + 1.0 / 6, 1e-15) && centre.trailing.y == 0.5)
        #expect(close(centre.leading.x, 0.5 - 1.0 / 6, 1e-15) && centre.leading.y == 0.5)
        #expect(centre.top.x == 0.5 && close(centre.top.y, 0.5 - 1.0 / 6, 1e-15))
        #expect(centre.bottom.x == 0.5 && close(centre.bottom.y, 0.5 + 1.0 / 6, 1e-15))
        let corner = mesh.controlPoints(row: 0, column: 0)
        #expect(close(corner.trailing.x, 1.0 / 6, 1e-15) && corner.trailing.y == 0)
        #expect(corner.bottom.x == 0 && close(corner.bottom.y, 1.0 / 6, 1e-15))
        // Edges the corner does not have: the position itself.
        #expect(corner.leading == Self.p(0, 0) && corner.top == Self.p(0, 0))
    }

    @Test func theRuleByHand() throws {
        // Row: (0, 0), (0.3, 0.4), (1, 0). At the middle vertex the direction is
        // next − previous = (1, 0); the trailing edge's chord |(0.7, −0.4)| = √0.65, the
        // leading one's |(0.3, 0.4)| = 0.5.
        let points = [Self.p(0, 0), Self.p(0.3, 0.4), Self.p(1, 0), Self.p(0, 1), Self.p(0.5, 1), Self.p(1, 1)]
        let mesh = try GradientMesh(width: 3, height: 2, points: points, colors: Array(repeating: .black, count: 6))
        let c = mesh.controlPoints(row: 0, column: 1)
        #expect(close(c.trailing.x, 0.3 + 0.65.squareRoot() / 3, 1e-15) && close(c.trailing.y, 0.4, 1e-15))
        #expect(close(c.leading.x, 0.3 - 0.5 / 3, 1e-15) && close(c.leading.y, 0.4, 1e-15))
        // Vertically it has one neighbour, (0.5, 1): a third of the way there.
        #expect(close(c.bottom.x, 0.3 + 0.2 / 3, 1e-15) && close(c.bottom.y, 0.4 + 0.6 / 3, 1e-15))
        // The end of the row: a third of the way to its neighbour.
        let end = mesh.controlPoints(row: 0, column: 2)
        #expect(close(end.leading.x, 1 - 0.7 / 3, 1e-15) && close(end.leading.y, 0.4 / 3, 1e-15))
    }

    @Test func givenControlPointsAreKept() throws {
        var vertices = Self.square.map { GradientMesh.Vertex($0) }
        vertices[0].trailingControlPoint = Self.p(0.2, -0.3)
        let mesh = try GradientMesh(width: 2, height: 2, vertices: vertices, colors: Self.four)
        #expect(mesh.controlPoints(row: 0, column: 0).trailing == Self.p(0.2, -0.3))
        #expect(!mesh.hasOnlyPositions)
        let resolved = mesh.withResolvedControlPoints
        #expect(resolved.vertices[0].trailingControlPoint == Self.p(0.2, -0.3))
        #expect(resolved.vertices[3].leadingControlPoint.map { close($0.x, 2.0 / 3, 1e-15) && $0.y == 1 } == true)
    }

    @Test func coincidingNeighboursLeaveTheEdgeStraight() throws {
        // The middle vertex's neighbours coincide: no direction, so a third of each chord.
        let points = [Self.p(0.5, 0), Self.p(0, 0), Self.p(0.5, 0), Self.p(0.5, 1), Self.p(0, 1), Self.p(0.5, 1)]
        let mesh = try GradientMesh(width: 3, height: 2, points: points, colors: Array(repeating: .black, count: 6))
        let c = mesh.controlPoints(row: 0, column: 1)
        #expect(close(c.trailing.x, 0.5 / 3, 1e-15) && c.trailing.y == 0)
    }

    // MARK: - Patches

    @Test func aStraightPatchIsBilinear() throws {
        let points = [Self.p(0.1, 0.2), Self.p(0.9, 0.1), Self.p(0.2, 0.8), Self.p(0.7, 0.9)]
        let mesh = try GradientMesh(width: 2, height: 2, points: points, colors: Self.four)
        var rng = SplitMix64(seed: 7)
        for _ in 0..<20 {
            let u = rng.unit()
            let v = rng.unit()
            let q = mesh.point(row: 0, column: 0, u: u, v: v)
            let x = (1 - v) * ((1 - u) * 0.1 + u * 0.9) + v * ((1 - u) * 0.2 + u * 0.7)
            let y = (1 - v) * ((1 - u) * 0.2 + u * 0.1) + v * ((1 - u) * 0.8 + u * 0.9)
            // Bilinear interpolation of the corners (edges in thirds are evenly parameterised):
            // the tensor form rounds differently, a few units in the last place.
            #expect(close(q.x, x, 1e-14) && close(q.y, y, 1e-14), "\(u), \(v)")
        }
    }

    @Test func aCurvedEdgeByHand() throws {
        // The unit square with its top edge's control points at (1/3, −0.3) and (2/3, −0.3).
        var vertices = Self.square.map { GradientMesh.Vertex($0) }
        vertices[0].trailingControlPoint = Self.p(1.0 / 3, -0.3)
        vertices[1].leadingControlPoint = Self.p(2.0 / 3, -0.3)
        let mesh = try GradientMesh(width: 2, height: 2, vertices: vertices, colors: Self.four)
        // The top edge at u = 1/2: (P0 + 3·P1 + 3·P2 + P3) / 8 = (0.5, −0.225).
        let top = mesh.point(row: 0, column: 0, u: 0.5, v: 0)
        #expect(close(top.x, 0.5, 1e-15) && close(top.y, -0.225, 1e-15))
        // Coons: (1−v)·top(u) + v·bottom(u) + (1−u)·left(v) + u·right(v) − bilinear corners.
        // At (1/2, 1/2): (0.25, −0.1125) + (0.25, 0.5) + (0, 0.25) + (0.5, 0.25) − (0.5, 0.5).
        let centre = mesh.point(row: 0, column: 0, u: 0.5, v: 0.5)
        #expect(close(centre.x, 0.5, 1e-15) && close(centre.y, 0.3875, 1e-15))
        // At (1/2, 1/4): (0.375, −0.16875) + (0.125, 0.25) + (0, 0.125) + (0.5, 0.125) − (0.5, 0.25).
        let upper = mesh.point(row: 0, column: 0, u: 0.5, v: 0.25)
        #expect(close(upper.x, 0.5, 1e-15) && close(upper.y, 0.08125, 1e-15))
        // The bottom edge stays straight.
        #expect(close(mesh.point(row: 0, column: 0, u: 0.3, v: 1).y, 1, 1e-15))
    }

    @Test func neighbouringPatchesShareTheirEdgeBitForBit() throws {
        var rng = SplitMix64(seed: 11)
        var points: [GradientPoint] = []
        for r in 0..<3 {
            for c in 0..<3 {
                let dx = (rng.unit() - 0.5) * 0.2
                let dy = (rng.unit() - 0.5) * 0.2
                points.append(Self.p(Double(c) / 2 + dx, Double(r) / 2 + dy))
            }
        }
        let mesh = try GradientMesh(width: 3, height: 3, points: points, colors: Array(repeating: .black, count: 9))
        for t in stride(from: 0.0, through: 1, by: 0.125) {
            #expect(mesh.patch(row: 0, column: 0).point(u: 1, v: t) == mesh.patch(row: 0, column: 1).point(u: 0, v: t))
            #expect(mesh.patch(row: 0, column: 0).point(u: t, v: 1) == mesh.patch(row: 1, column: 0).point(u: t, v: 0))
        }
    }

    // MARK: - Colours

    @Test func bilinearColours() throws {
        let mesh = try GradientMesh(width: 2, height: 2, points: Self.square, colors: Self.four, smoothsColors: false)
        // (black + white + red + blue) / 4.
        #expect(close(mesh.color(row: 0, column: 0, u: 0.5, v: 0.5), RGBA(red: 0.5, green: 0.25, blue: 0.5), 1e-15))
        // u = 1/4 on the top row: 3/4 black + 1/4 white.
        #expect(close(mesh.color(row: 0, column: 0, u: 0.25, v: 0), RGBA(red: 0.25, green: 0.25, blue: 0.25), 1e-15))
    }

    @Test func smoothColoursPassThroughTheVerticesAndCurve() throws {
        // Red along the middle row: 0, 1, 0; the border extended linearly (c₋₁ = 2·0 − 1).
        // Catmull-Rom at t = 1/2 weighs −1, 0, 1, 0 by −1/16, 9/16, 9/16, −1/16: 10/16.
        let points = (0..<2).flatMap { r in (0..<3).map { c in Self.p(Double(c) / 2, Double(r)) } }
        let colors = [RGBA.black, RGBA(red: 1, green: 0, blue: 0), .black, .black, RGBA(red: 1, green: 0, blue: 0), .black]
        let smooth = try GradientMesh(width: 3, height: 2, points: points, colors: colors)
        #expect(close(smooth.color(row: 0, column: 0, u: 0.5, v: 0).red, 0.625, 1e-15))
        #expect(close(smooth.color(row: 0, column: 0, u: 1, v: 0).red, 1, 1e-15))
        #expect(close(smooth.color(row: 0, column: 1, u: 0, v: 0.5).red, 1, 1e-15))
        var flat = smooth
        flat.smoothsColors = false
        #expect(close(flat.color(row: 0, column: 0, u: 0.5, v: 0).red, 0.5, 1e-15))
    }

    @Test func aTwoByTwoMeshIsBilinearSmoothOrNot() throws {
        var rng = SplitMix64(seed: 3)
        let colors = (0..<4).map { _ in RGBA(red: rng.unit(), green: rng.unit(), blue: rng.unit()) }
        let smooth = try GradientMesh(width: 2, height: 2, points: Self.square, colors: colors)
        var flat = smooth
        flat.smoothsColors = false
        for _ in 0..<20 {
            let u = rng.unit()
            let v = rng.unit()
            // Catmull-Rom reproduces the linear data it is extended with; rounding only.
            #expect(close(smooth.color(row: 0, column: 0, u: u, v: v), flat.color(row: 0, column: 0, u: u, v: v), 1e-14))
        }
    }

    @Test func perceptualMixesInOKLab() throws {
        // Black to white: OKLab L = 1/2 at the middle, LMS 1/8, linear sRGB 1/8 (the matrix's
        // rows sum to 1 within 1e-9), encoded 1.055 · (1/8)^(1/2.4) − 0.055, where
        // (1/8)^(1/2.4) = 2^(−1.25) = 1 / (2 · ⁴√2) = 0.42044820762685725.
        let mesh = try GradientMesh(
            width: 2, height: 2, points: Self.square, colors: [.black, .white, .black, .white], smoothsColors: false,
            colorSpace: .perceptual)
        let mid = mesh.color(row: 0, column: 0, u: 0.5, v: 0.3)
        let expected = 1.055 * 0.420_448_207_626_857_25 - 0.055
        // 1e-7: the published matrices' 10 decimals.
        #expect(close(mid.red, expected, 1e-7) && close(mid.green, expected, 1e-7) && close(mid.blue, expected, 1e-7))
        var device = mesh
        device.colorSpace = .device
        #expect(close(device.color(row: 0, column: 0, u: 0.5, v: 0.3).red, 0.5, 1e-15))
    }

    @Test func translucentColoursMixPremultiplied() throws {
        // Red to transparent: premultiplied, the colour stays red as it fades.
        let mesh = try GradientMesh(
            width: 2, height: 2, points: Self.square, colors: [RGBA(red: 1, green: 0, blue: 0), .clear, RGBA(red: 1, green: 0, blue: 0), .clear],
            smoothsColors: false)
        let c = mesh.color(row: 0, column: 0, u: 0.75, v: 0.5)
        #expect(close(c, RGBA(red: 1, green: 0, blue: 0, alpha: 0.25), 1e-15))
    }
}
