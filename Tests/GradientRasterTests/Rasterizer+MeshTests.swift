import GradientTestSupport
import Testing

@testable import GradientCore
@testable import GradientRaster

/// What `Rasterizer.render(mesh:)` draws, held to values computed here by hand or from the
/// model's formulas: a bilinear ramp, exact corners, no cracks, the outline's coverage, the
/// folding rule, and the fast path against the exact one.
@Suite struct MeshRasterizerTests {
    static func p(_ x: Double, _ y: Double) -> GradientPoint { GradientPoint(x: x, y: y) }

    static func randomColor(_ rng: inout SplitMix64, alpha: Bool = false) -> RGBA {
        func byte() -> Double { Double(rng.next() % 256) / 255 }
        return RGBA(red: byte(), green: byte(), blue: byte(), alpha: alpha ? byte() : 1)
    }

    static let noDither = Rasterizer.Options(dither: false, threads: 1)

    /// The largest channel difference between two bitmaps of one size: alpha, and colour
    /// premultiplied by it (rounded down), so that the colour of a transparent pixel, which
    /// each path rounds on its own, does not count.
    static func worst(_ a: Bitmap, _ b: Bitmap) -> Int {
        var worst = 0
        for i in stride(from: 0, to: a.pixels.count, by: 4) {
            let (aa, ba) = (Int(a.pixels[i + 3]), Int(b.pixels[i + 3]))
            worst = max(worst, abs(aa - ba))
            for k in 0..<3 { worst = max(worst, abs(Int(a.pixels[i + k]) * aa - Int(b.pixels[i + k]) * ba) / 255) }
        }
        return worst
    }

    @Test func aStraightTwoByTwoMeshIsABilinearRamp() throws {
        var rng = SplitMix64(seed: 1)
        for (w, h) in [(97, 61), (64, 64), (200, 33)] {
            let colors = (0..<4).map { _ in Self.randomColor(&rng) }
            let mesh = try GradientMesh(
                width: 2, height: 2, points: [Self.p(0, 0), Self.p(1, 0), Self.p(0, 1), Self.p(1, 1)], colors: colors)
            let bitmap = try Rasterizer.render(mesh: mesh, width: w, height: h, options: Self.noDither)
            var exact = 0
            for y in 0..<h {
                for x in 0..<w {
                    let u = (Double(x) + 0.5) / Double(w)
                    let v = (Double(y) + 0.5) / Double(h)
                    let pixel = bitmap[x, y]
                    for (k, channel) in [\RGBA.red, \RGBA.green, \RGBA.blue].enumerated() {
                        let value =
                            ((1 - u) * (1 - v) * colors[0][keyPath: channel] + u * (1 - v) * colors[1][keyPath: channel]
                                + (1 - u) * v * colors[2][keyPath: channel] + u * v * colors[3][keyPath: channel]) * 255
                        let level = Int(pixel[k])
                        // Linear along each row and between the edges, a bilinear ramp is drawn
                        // exactly up to Float rounding (1e-4 level): the nearest level, but
                        // where a value lies within that of a half.
                        #expect(abs(Double(level) - value) <= 0.5001, "\(x), \(y)")
                        // A tie (x.5, to 1e-9) rounds to even in the kernel: either level.
                        if Double(level) == value.rounded() || abs(abs(Double(level) - value) - 0.5) < 1e-9 { exact += 1 }
                    }
                    #expect(pixel[3] == 255)
                }
            }
            #expect(Double(exact) / Double(w * h * 3) > 0.999)
        }
    }

    /// A 3 × 3 mesh whose outer vertices lie outside the frame and whose middle one sits on
    /// the centre of pixel (`cx`, `cy`).
    static func meshAroundPixel(_ cx: Int, _ cy: Int, width: Int, height: Int, colors: [RGBA], smooth: Bool, space: GradientMesh.ColorSpace) throws
        -> GradientMesh
    {
        let mx = (Double(cx) + 0.5) / Double(width)
        let my = (Double(cy) + 0.5) / Double(height)
        let xs = [-0.2, mx, 1.2]
        let ys = [-0.15, my, 1.1]
        let points = ys.flatMap { y in xs.map { x in Self.p(x, y) } }
        return try GradientMesh(width: 3, height: 3, points: points, colors: colors, smoothsColors: smooth, colorSpace: space)
    }

    @Test func verticesAreDrawnInTheirExactColour() throws {
        var rng = SplitMix64(seed: 2)
        for trial in 0..<24 {
            let w = 60 + Int(rng.next() % 40)
            let h = 40 + Int(rng.next() % 40)
            let cx = 5 + Int(rng.next() % UInt64(w - 10))
            let cy = 5 + Int(rng.next() % UInt64(h - 10))
            let colors = (0..<9).map { _ in Self.randomColor(&rng) }
            let mesh = try Self.meshAroundPixel(
                cx, cy, width: w, height: h, colors: colors, smooth: trial % 2 == 0, space: trial % 3 == 0 ? .perceptual : .device)
            for dither in [false, true] {
                let bitmap = try Rasterizer.render(mesh: mesh, width: w, height: h, options: .init(dither: dither, threads: 1))
                let c = colors[4]
                // An 8-bit colour at a vertex is that colour exactly (a dither offset keeps an
                // exact level), every path and space.
                let expected = SIMD4<UInt8>(UInt8(c.red * 255), UInt8(c.green * 255), UInt8(c.blue * 255), 255)
                #expect(bitmap[cx, cy] == expected, "trial \(trial), dither \(dither)")
            }
        }
    }

    @Test func aUniformMeshLeavesNoCrackAndNoSeam() throws {
        var rng = SplitMix64(seed: 3)
        let color = RGBA(red8: 30, green8: 200, blue8: 90)
        for _ in 0..<8 {
            let (n, m) = (3 + Int(rng.next() % 3), 3 + Int(rng.next() % 3))
            var points: [GradientPoint] = []
            for r in 0..<m {
                for c in 0..<n {
                    // Inner vertices moved by up to 0.4 of a cell; the border pushed outside
                    // the frame, so that the background is painted first and the edge drawn.
                    var x = Double(c) / Double(n - 1)
                    var y = Double(r) / Double(m - 1)
                    if c > 0 && c < n - 1 { x += (rng.unit() - 0.5) * 0.8 / Double(n - 1) }
                    if r > 0 && r < m - 1 { y += (rng.unit() - 0.5) * 0.8 / Double(m - 1) }
                    points.append(Self.p(x * 1.04 - 0.02, y * 1.04 - 0.02))
                }
            }
            let mesh = try GradientMesh(
                width: n, height: m, points: points, colors: Array(repeating: color, count: n * m),
                background: RGBA(red: 1, green: 0, blue: 1))
            #expect(!MeshTessellation(mesh, width: 150, height: 110).coversFrame)
            for dither in [false, true] {
                let bitmap = try Rasterizer.render(mesh: mesh, width: 150, height: 110, options: .init(dither: dither))
                for y in 0..<110 {
                    for x in 0..<150 { #expect(bitmap[x, y] == SIMD4(30, 200, 90, 255), "\(x), \(y)") }
                }
            }
        }
    }

    @Test func theOutlineCoversPixelsByArea() throws {
        // A white quadrilateral (straight edges: a 2 × 2 mesh) on black: the sum of the pixels
        // is its area in pixels (shoelace), each cut pixel rounded by at most half a level.
        var rng = SplitMix64(seed: 4)
        let (w, h) = (120, 90)
        for _ in 0..<10 {
            let corners = [
                Self.p(0.05 + rng.unit() * 0.3, 0.05 + rng.unit() * 0.3), Self.p(0.65 + rng.unit() * 0.3, 0.05 + rng.unit() * 0.3),
                Self.p(0.05 + rng.unit() * 0.3, 0.65 + rng.unit() * 0.3), Self.p(0.65 + rng.unit() * 0.3, 0.65 + rng.unit() * 0.3),
            ]
            let mesh = try GradientMesh(width: 2, height: 2, points: corners, colors: Array(repeating: .white, count: 4), background: .black)
            let bitmap = try Rasterizer.render(mesh: mesh, width: w, height: h, options: Self.noDither)
            var sum = 0.0
            var cut = 0
            for y in 0..<h {
                for x in 0..<w {
                    let v = bitmap[x, y][0]
                    sum += Double(v) / 255
                    if v != 0 && v != 255 { cut += 1 }
                }
            }
            // Around the outline: top-left, top-right, bottom-right, bottom-left.
            let ring = [corners[0], corners[1], corners[3], corners[2]].map { SIMD2($0.x * Double(w), $0.y * Double(h)) }
            var area = 0.0
            for i in 0..<4 {
                let a = ring[i]
                let b = ring[(i + 1) % 4]
                area += a.x * b.y - b.x * a.y
            }
            area = abs(area) / 2
            #expect(abs(sum - area) <= Double(cut) * 0.5 / 255 + 1e-9, "area \(area), drawn \(sum)")
        }
    }

    @Test func givenControlPointsWhereTheHandComputedPointsSay() throws {
        // A square from 0.1 to 0.9 whose top edge's control points are (0.1 + 0.8/3, 0.4) and
        // (0.1 + 1.6/3, 0.4): at u = 1/2 the edge is at (0.1 + 3·0.4 + 3·0.4 + 0.1) / 8 = 0.325,
        // 65 px of 200, its lowest point (the tangent is level there). The Coons patch puts
        // (1/2, 1/2) at ½·0.325 + ½·0.9 + ½·0.5 + ½·0.5 − 0.5 = 0.6125, 122.5 px. Black on the
        // top corners, white on the bottom ones, bilinear: 127.5 levels there.
        var vertices = [Self.p(0.1, 0.1), Self.p(0.9, 0.1), Self.p(0.1, 0.9), Self.p(0.9, 0.9)].map { GradientMesh.Vertex($0) }
        vertices[0].trailingControlPoint = Self.p(0.1 + 0.8 / 3, 0.4)
        vertices[1].leadingControlPoint = Self.p(0.1 + 1.6 / 3, 0.4)
        let background = RGBA(red: 1, green: 0, blue: 0)
        let mesh = try GradientMesh(
            width: 2, height: 2, vertices: vertices, colors: [.black, .black, .white, .white], background: background, smoothsColors: false)
        let bitmap = try Rasterizer.render(mesh: mesh, width: 200, height: 200, options: Self.noDither)
        for y in 0...63 { #expect(bitmap[100, y] == SIMD4(255, 0, 0, 255), "row \(y) above the edge") }
        // Row 64 (64…65) lies just above the edge, row 65 just below it: a sliver of either.
        #expect(bitmap[100, 64][0] >= 250)
        #expect(bitmap[100, 65][0] <= 5)
        // Below the edge the mesh, grey growing downwards; at the patch's centre 127.5.
        #expect(bitmap[100, 66][0] == bitmap[100, 66][1])
        let centre = bitmap[100, 122]
        #expect((127...128).contains(centre[0]) && centre[0] == centre[1] && centre[1] == centre[2], "\(centre)")
    }

    @Test func aStraightEdgeAtAQuarterPixel() throws {
        // The top edge at y = 10.25 px: the row it cuts is three quarters covered, 191.25.
        let mesh = try GradientMesh(
            width: 2, height: 2, points: [Self.p(0.1, 0.1025), Self.p(0.9, 0.1025), Self.p(0.1, 0.9), Self.p(0.9, 0.9)],
            colors: Array(repeating: .white, count: 4), background: .black)
        let bitmap = try Rasterizer.render(mesh: mesh, width: 100, height: 100, options: Self.noDither)
        #expect(bitmap[50, 9] == SIMD4(0, 0, 0, 255))
        #expect(bitmap[50, 10] == SIMD4(191, 191, 191, 255))
        #expect(bitmap[50, 11] == SIMD4(255, 255, 255, 255))
        // x = 10 exactly: the column left of it is outside, the column right of it inside.
        #expect(bitmap[9, 50] == SIMD4(0, 0, 0, 255))
        #expect(bitmap[10, 50] == SIMD4(255, 255, 255, 255))
    }

    @Test func aTransparentBackgroundLeavesTheEdgesColour() throws {
        // Opaque red over the default transparent background: the cut pixels are red with
        // their coverage as alpha (mixed premultiplied), not darkened.
        let mesh = try GradientMesh(
            width: 2, height: 2, points: [Self.p(0.1, 0.1025), Self.p(0.9, 0.1025), Self.p(0.1, 0.9), Self.p(0.9, 0.9)],
            colors: Array(repeating: RGBA(red: 1, green: 0, blue: 0), count: 4))
        let bitmap = try Rasterizer.render(mesh: mesh, width: 100, height: 100, options: Self.noDither)
        #expect(bitmap[50, 10] == SIMD4(255, 0, 0, 191))
        #expect(bitmap[50, 5] == SIMD4(0, 0, 0, 0))
    }

    @Test func whereAPatchFoldsTheLargerUIsOnTop() throws {
        // x(u) = Bézier(0.2, 1.4, −0.4, 0.8) for every v (the left and right edges straight),
        // y = 0.2 + 0.6·v: x runs right to 0.634, back to 0.366, right to 0.8, so between
        // those every column is covered three times. Red on the left corners, blue on the
        // right, bilinear: a pixel shows the colour of the largest u that reaches it.
        var vertices = [Self.p(0.2, 0.2), Self.p(0.8, 0.2), Self.p(0.2, 0.8), Self.p(0.8, 0.8)].map { GradientMesh.Vertex($0) }
        vertices[0].trailingControlPoint = Self.p(1.4, 0.2)
        vertices[1].leadingControlPoint = Self.p(-0.4, 0.2)
        vertices[2].trailingControlPoint = Self.p(1.4, 0.8)
        vertices[3].leadingControlPoint = Self.p(-0.4, 0.8)
        let red = RGBA(red: 1, green: 0, blue: 0)
        let blue = RGBA(red: 0, green: 0, blue: 1)
        let mesh = try GradientMesh(width: 2, height: 2, vertices: vertices, colors: [red, blue, red, blue], smoothsColors: false)
        let (w, h) = (200, 100)
        let bitmap = try Rasterizer.render(mesh: mesh, width: w, height: h, options: Self.noDither)
        func x(_ u: Double) -> Double { 6 * u * u * u - 9 * u * u + 3.6 * u + 0.2 }
        // The largest root of x(u) = target: x rises on [(1 + √0.2)/2, 1] from 0.366 to 0.8.
        func largestRoot(_ target: Double) -> Double {
            var low = (1 + 0.2.squareRoot()) / 2
            var high = 1.0
            for _ in 0..<60 {
                let mid = (low + high) / 2
                if x(mid) < target { low = mid } else { high = mid }
            }
            return low
        }
        // Columns 80…120 lie inside the triple cover (73…127), away from its fold lines.
        for column in 80...120 {
            let u = largestRoot((Double(column) + 0.5) / Double(w))
            let pixel = bitmap[column, 50]
            // Two levels: near a fold the colour changes fast along a row, and the cells there
            // are interpolated linearly.
            #expect(abs(Double(pixel[0]) - (1 - u) * 255) <= 2 && abs(Double(pixel[2]) - u * 255) <= 2, "column \(column): u \(u), \(pixel)")
        }
        // Left of the cover, one layer only: u from the rising first piece.
        let pixel = bitmap[50, 50]
        var low = 0.0
        var high = (1 - 0.2.squareRoot()) / 2
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if x(mid) < 50.5 / Double(w) { low = mid } else { high = mid }
        }
        #expect(abs(Double(pixel[2]) - low * 255) <= 2)
    }

    /// Random meshes of every kind the renderer draws differently.
    static func randomMesh(_ rng: inout SplitMix64, kind: Int) throws -> GradientMesh {
        let n = 2 + Int(rng.next() % 4)
        let m = 2 + Int(rng.next() % 4)
        var vertices: [GradientMesh.Vertex] = []
        let inset = kind % 4 == 3 ? 0.1 : 0
        for r in 0..<m {
            for c in 0..<n {
                var x = Double(c) / Double(n - 1)
                var y = Double(r) / Double(m - 1)
                if kind % 4 >= 1 {
                    if c > 0 && c < n - 1 { x += (rng.unit() - 0.5) * 0.7 / Double(n - 1) }
                    if r > 0 && r < m - 1 { y += (rng.unit() - 0.5) * 0.7 / Double(m - 1) }
                }
                x = inset + (1 - 2 * inset) * x
                y = inset + (1 - 2 * inset) * y
                var vertex = GradientMesh.Vertex(Self.p(x, y))
                if kind % 4 == 2 {
                    func near() -> GradientPoint { Self.p(x + (rng.unit() - 0.5) * 0.2, y + (rng.unit() - 0.5) * 0.2) }
                    vertex.leadingControlPoint = near()
                    vertex.trailingControlPoint = near()
                    vertex.topControlPoint = near()
                    vertex.bottomControlPoint = near()
                }
                vertices.append(vertex)
            }
        }
        let colors = (0..<(n * m)).map { _ in Self.randomColor(&rng, alpha: kind >= 8) }
        return try GradientMesh(
            width: n, height: m, vertices: vertices, colors: colors, background: Self.randomColor(&rng, alpha: kind >= 8),
            smoothsColors: kind % 2 == 0, colorSpace: (kind / 4) % 2 == 0 ? .device : .perceptual)
    }

    @Test func theFastPathIsWithinOneLevelOfTheExactOne() throws {
        var rng = SplitMix64(seed: 5)
        var total = 0
        var differing = 0
        for trial in 0..<24 {
            let kind = trial % 12
            let mesh = try Self.randomMesh(&rng, kind: kind)
            let w = 40 + Int(rng.next() % 70)
            let h = 30 + Int(rng.next() % 50)
            for dither in [false, true] {
                let options = Rasterizer.Options(dither: dither)
                let fast = try Rasterizer.render(mesh: mesh, width: w, height: h, options: options)
                let exact = try Rasterizer.renderExact(mesh: mesh, width: w, height: h, options: options)
                // One level: the cells' linear colour is within half a level of the exact one
                // (estimated, then checked at each cell's centre), and each path rounds to
                // nearest; premultiplied, as each path rounds a translucent pixel's colour
                // after dividing by its alpha.
                #expect(Self.worst(fast, exact) <= 1, "trial \(trial), kind \(kind), \(w)x\(h), dither \(dither)")
                total += fast.pixels.count
                differing += zip(fast.pixels, exact.pixels).filter { $0 != $1 }.count
                if kind < 8 { #expect(zip(fast.pixels, exact.pixels).allSatisfy { abs(Int($0) - Int($1)) <= 1 }, "straight, opaque: trial \(trial)") }
            }
        }
        // And most channels agree exactly.
        #expect(Double(differing) / Double(total) < 0.05)
    }

    @Test func threadsDrawTheSameBytes() throws {
        var rng = SplitMix64(seed: 6)
        for kind in [0, 3, 5, 8, 11] {
            let mesh = try Self.randomMesh(&rng, kind: kind)
            let one = try Rasterizer.render(mesh: mesh, width: 301, height: 173, options: .init(threads: 1))
            let four = try Rasterizer.render(mesh: mesh, width: 301, height: 173, options: .init(threads: 4))
            #expect(one == four)
        }
    }

    @Test func sizesAreChecked() throws {
        let mesh = try GradientMesh(
            width: 2, height: 2, points: [Self.p(0, 0), Self.p(1, 0), Self.p(0, 1), Self.p(1, 1)], colors: Array(repeating: .black, count: 4))
        #expect(throws: GradientError.self) { try Rasterizer.render(mesh: mesh, width: 0, height: 10) }
        #expect(throws: GradientError.self) { try Rasterizer.render(mesh: mesh, width: 100, height: 100, pixelLimit: 9999) }
        #expect(throws: GradientError.self) { try Rasterizer.renderExact(mesh: mesh, width: 10, height: -1) }
    }

    @Test func farAwayAndDegeneratePatchesDrawWithoutTrouble() throws {
        // A mesh reaching a thousand frames out, one collapsed to a point, one to a line.
        let far = try GradientMesh(
            width: 2, height: 2, points: [Self.p(-1000, -1000), Self.p(1000, -1000), Self.p(-1000, 1000), Self.p(1000, 1000)],
            colors: [.black, .white, .white, .black])
        let point = try GradientMesh(
            width: 2, height: 2, points: Array(repeating: Self.p(0.5, 0.5), count: 4), colors: [.black, .white, .white, .black], background: .white)
        let line = try GradientMesh(
            width: 2, height: 2, points: [Self.p(0.1, 0.5), Self.p(0.9, 0.5), Self.p(0.1, 0.5), Self.p(0.9, 0.5)], colors: [.black, .white, .white, .black],
            background: .white)
        for mesh in [far, point, line] {
            let bitmap = try Rasterizer.render(mesh: mesh, width: 64, height: 48)
            #expect(bitmap.pixels.count == 64 * 48 * 4)
        }
        // Nothing of a point or a line covers a pixel's area: all background.
        let drawn = try Rasterizer.render(mesh: point, width: 64, height: 48, options: Self.noDither)
        #expect(drawn.pixels.allSatisfy { $0 == 255 })
    }
}
