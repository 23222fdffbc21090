import GradientTestSupport
import Testing

@testable import GradientCore
@testable import GradientRaster

/// Frames one pixel wide, which the fast path draws as one column in stretches of
/// `RowScratch.capacity` rows (`RowFetcher.fetchColumn`), held to the exact colour as every
/// other frame is (``expectFastMatchesExact``): within one level, and with dithering the exact
/// value rounded down or up, on one and two threads.
@Suite struct OneColumnFrameTests {
    /// Random shadings and ramps down columns of up to three stretches.
    @Test func randomColumnsStayWithinOneLevel() throws {
        try expectRandomPaintsMatchExact(seed: 1_048_576, count: 60) { g, i in
            let height = i % 6 == 0 ? Int.random(in: (2 * RowScratch.capacity)...(3 * RowScratch.capacity), using: &g) : Int.random(in: 1...700, using: &g)
            // Shadings laid out for a square of the column's height, so that radial and conic
            // centres fall beside the column as often as on it.
            var shading = randomShading(&g, width: height, height: height, onGrid: i % 3 == 0)
            if case .radial(let c, let rx, let ry) = shading, i % 4 == 0 { shading = .radial(center: [0.5, c.y], radiusX: rx, radiusY: ry) }
            if case .conic(let c, let start, let k) = shading, i % 4 == 0 { shading = .conic(center: [0.5, c.y], startAngle: start, yScale: k) }
            return (1, height, shading)
        }
    }

    /// Where the column meets a conic's centre: the centre's row (`dy = 0`, angle 0 or π), a
    /// column through the centre (`dx = 0`, angles ±π/2), the seam of the wrap, hard edges.
    @Test func conicCentresOnAndBesideTheColumn() throws {
        let hard = ColorRamp(
            [ColorStop(.black, at: 0), ColorStop(.white, at: 0.5), ColorStop(RGBA(red: 1, green: 0, blue: 0), at: 0.5), ColorStop(.white, at: 1)],
            extend: .repeat)
        let smooth = ColorRamp([ColorStop(.black, at: 0), ColorStop(RGBA(red: 0.2, green: 0.9, blue: 0.4), at: 1)], interpolation: .oklch(.longer))
        for centre in [SIMD2(0.5, 20.5), [0.5, 20], [-3, 20.5], [4, 20.5], [0.25, 0], [0.75, 41], [-1e6, 7.3], [2, -50]] {
            for start in [0, 0.3, -.pi / 2, .pi / 2, .pi] {
                for ramp in [hard, smooth] {
                    for yScale in [1, 0.37, 3] {
                        let paint = GradientPaint(shading: .conic(center: centre, startAngle: start, yScale: yScale), ramp: ramp)
                        try expectFastMatchesExact(paint, width: 1, height: 41)
                    }
                }
            }
        }
    }

    /// Radial centres on, beside and far from the column, and a linear ramp across a tall
    /// column (the 16-pixel runs of the linear writer down it), every interpolation mode.
    @Test func radialAndLinearColumns() throws {
        for mode in Interpolation.allCases {
            let ramp = ColorRamp(
                [ColorStop(RGBA(red: 0.1, green: 0.0, blue: 0.6), at: 0), ColorStop(RGBA(red: 0.9, green: 0.8, blue: 0.2, alpha: 0.5), at: 1)],
                interpolation: mode)
            for shading in [
                Shading.line(from: [0, 0], to: [0, 5000]), .line(from: [0, 4000], to: [3, 100]),
                .radial(center: [0.5, 2500], radiusX: 3, radiusY: 2600), .radial(center: [-40, 1000.5], radiusX: 90, radiusY: 700),
            ] {
                try expectFastMatchesExact(GradientPaint(shading: shading, ramp: ramp), width: 1, height: 5000)
            }
        }
    }

    /// A column's bytes do not depend on how many threads draw it: each stretch is drawn
    /// whole by one thread, the same stretches every time.
    @Test func threadsDrawTheSameBytes() throws {
        var g = SplitMix64(seed: 31)
        for _ in 0..<12 {
            let height = Int.random(in: (RowScratch.capacity + 1)...(4 * RowScratch.capacity), using: &g)
            let paint = GradientPaint(shading: randomShading(&g, width: height, height: height), ramp: randomRamp(&g))
            let one = try Rasterizer.render(paint, width: 1, height: height, options: .init(threads: 1))
            for threads in [2, 3, 7] {
                #expect(try Rasterizer.render(paint, width: 1, height: height, options: .init(threads: threads)) == one, "\(paint)")
            }
        }
    }

    /// Core Animation's premultiplied storage is applied down the column, once to every
    /// pixel: the render is the render without it, with the round trip applied after.
    @Test func premultipliedStorageDownTheColumn() throws {
        let ramp = ColorRamp(
            [ColorStop(RGBA(red: 0.15, green: 0.6, blue: 0.9, alpha: 0.1), at: 0), ColorStop(.white, at: 1)], interpolation: .coreAnimation)
        let paint = GradientPaint(shading: .line(from: [0, 0], to: [0, 9000]), ramp: ramp)
        for threads in [1, 2] {
            var without = Rasterizer.Options(threads: threads)
            without.premultipliedStorage = false
            var expected = try Rasterizer.render(paint, width: 1, height: 9000, options: without)
            expected.pixels.withUnsafeMutableBufferPointer { PremultipliedStorage.apply(to: $0) }
            #expect(expected.pixels.contains { $0 != 255 && $0 != 0 })
            #expect(try Rasterizer.render(paint, width: 1, height: 9000, options: .init(threads: threads)) == expected)
        }
    }

    /// A colour that does not change is dithered down the column exactly as the exact path
    /// dithers it: the first column of the pattern, row by row. The levels (100.3, 50.7,
    /// 200.5 and 255) keep every pixel at least 0.3/64 of a level from a rounding boundary, so
    /// `Float` and `Double` round them alike.
    @Test func aConstantColumnIsDitheredAsTheExactPath() throws {
        let colour = RGBA(red: 100.3 / 255, green: 50.7 / 255, blue: 200.5 / 255)
        let paint = GradientPaint(shading: .uniform(0.5), ramp: ColorRamp([ColorStop(colour, at: 0), ColorStop(colour, at: 1)]))
        let fast = try Rasterizer.render(paint, width: 1, height: 77)
        let exact = try Rasterizer.renderExact(paint, width: 1, height: 77)
        #expect(Set((0..<77).map { fast[0, $0].x }) == [100, 101])
        #expect(fast == exact)
    }
}
