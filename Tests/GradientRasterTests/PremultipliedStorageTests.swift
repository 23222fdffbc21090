import GradientTestSupport
import Testing

@testable import GradientCore
@testable import GradientRaster

/// Core Animation's premultiplied 8-bit storage at the end of a `core-animation` render with
/// translucent stops (``PremultipliedStorage``). Exact integers: the round trip is integer
/// arithmetic on 8-bit values.
@Suite struct PremultipliedStorageTests {
    @Test func translucentColourIsRoundedCoarsely() {
        // The figure from the simulator: a green of 38 at alpha 26 is stored as 4 and reads back as 39.
        #expect(PremultipliedStorage.roundTrip(38, alpha: 26) == 39)
        #expect(PremultipliedStorage.roundTrip(38, alpha: 255) == 38)
        #expect(PremultipliedStorage.roundTrip(200, alpha: 0) == 0)
        // Every value survives at alpha 255; at alpha 26 only about 27 distinct values remain.
        #expect((0...255).allSatisfy { PremultipliedStorage.roundTrip(UInt8($0), alpha: 255) == UInt8($0) })
        #expect(Set((0...255).map { PremultipliedStorage.roundTrip(UInt8($0), alpha: 26) }).count <= 27)
    }

    /// A solid green of 38/255 at α = 0.1: alpha is dithered (25 or 26, both present), and
    /// the colour is what the storage gives for that alpha, on the fast and the exact path.
    @Test func solidTranslucentLayerDithersAlphaAndStoresPremultiplied() throws {
        let green = RGBA(red: 0, green: 38.0 / 255, blue: 0, alpha: 0.1)
        let layer = LayerGradient(colors: [green, green], interpolation: .coreAnimation)
        let paint = layer.paint(width: 16, height: 16)
        for bitmap in [
            try Rasterizer.render(paint, width: 16, height: 16), try Rasterizer.renderExact(paint, width: 16, height: 16),
        ] {
            var alphas = Set<UInt8>()
            for y in 0..<16 {
                for x in 0..<16 {
                    let p = bitmap[x, y]
                    alphas.insert(p.w)
                    // Before the storage the green is 38 ± 1 (the mode's colour shift on a dark
                    // green is under a level); after it, a value the storage can hold.
                    #expect(p.y == PremultipliedStorage.roundTrip(p.y, alpha: p.w))
                    #expect(abs(Int(p.y) - 38) <= 6)
                }
            }
            #expect(alphas == [25, 26])
        }
    }

    /// The fast and the exact path both end with the same storage step: each equals the
    /// storage applied to its own render without it. Opaque or non-Core-Animation renders are
    /// untouched.
    @Test func bothPathsEndWithTheStorage() throws {
        var g = SplitMix64(seed: 31)
        for _ in 0..<20 {
            let width = Int.random(in: 1...40, using: &g)
            let height = Int.random(in: 1...20, using: &g)
            let ramp = ColorRamp(
                [
                    ColorStop(RGBA(red: 0.9, green: 0.2, blue: 0.5, alpha: Double.random(in: 0...1, using: &g)), at: 0),
                    ColorStop(RGBA(red: 0.1, green: 0.7, blue: 0.3, alpha: Double.random(in: 0...1, using: &g)), at: 1),
                ],
                interpolation: .coreAnimation)
            let paint = GradientPaint(shading: randomShading(&g, width: width, height: height), ramp: ramp)
            var off = Rasterizer.Options(threads: 1)
            off.premultipliedStorage = false
            for render in [Rasterizer.render, Rasterizer.renderExact] {
                var expected = try render(paint, width, height, off, Rasterizer.defaultPixelLimit)
                expected.pixels.withUnsafeMutableBufferPointer { PremultipliedStorage.apply(to: $0) }
                #expect(try render(paint, width, height, Rasterizer.Options(threads: 1), Rasterizer.defaultPixelLimit) == expected)
            }
        }
        let opaque = GradientPaint(
            shading: .linear(dtdx: 0.1, dtdy: 0, t0: 0),
            ramp: ColorRamp([ColorStop(.black, at: 0), ColorStop(.white, at: 1)], interpolation: .coreAnimation))
        #expect(!PremultipliedStorage.applies(to: opaque))
        let straight = GradientPaint(shading: .uniform(0), ramp: ColorRamp([ColorStop(.clear, at: 0)]))
        #expect(!PremultipliedStorage.applies(to: straight))
    }
}
