import GradientCore
import GradientTestSupport
import Testing

@Suite struct ColorRampStraightStopsTests {
    @Test(arguments: Interpolation.allCases)
    func expandedStopsStayWithinOneLevel(mode: Interpolation) {
        let colors = [
            RGBA(red: 1, green: 0, blue: 0), RGBA(red: 0, green: 0, blue: 1, alpha: 0.4), RGBA(red: 1, green: 1, blue: 0),
            RGBA(red: 0, green: 0.6, blue: 0.3),
        ]
        let ramp = ColorRamp(StopResolution.coreAnimation(colors: colors, locations: [0, 0.3, 0.3, 1]), interpolation: mode)
        let stops = ramp.straightSRGBStops()
        // Compared as 8-bit premultiplied levels, what a pixel shows.
        let worst = StraightStops.worstPremultipliedLevels(samples: 4000, exact: ramp.color(at:)) { StraightStops.color(stops, at: $0) }
        #expect(worst <= 1, "worst \(worst) levels with \(stops.count) stops")
        if mode == .srgb { #expect(stops.count == 4) }
    }

    /// A premultiplied fade from red to transparent black must stay red: straight
    /// interpolation towards the stop's own colour (0, 0, 0, 0) would darken it on the way.
    @Test func fadeToTransparentBlackKeepsItsHue() {
        let ramp = ColorRamp([ColorStop(RGBA(red: 1, green: 0, blue: 0), at: 0), ColorStop(.clear, at: 1)], interpolation: .premultipliedSRGB)
        let stops = ramp.straightSRGBStops()
        #expect(stops.count == 2)
        #expect(stops.last?.color.red == 1 && stops.last?.color.alpha == 0)
        let t = 0.75
        let approx = StraightStops.color(stops, at: t)
        // Exact: red at alpha 0.25, i.e. premultiplied red 0.25.
        #expect(abs(approx.red * approx.alpha - 0.25) < 0.5 / 255)
    }

    @Test func hardEdgesStayHard() {
        let ramp = ColorRamp(
            [ColorStop(.black, at: 0), ColorStop(.black, at: 0.5), ColorStop(.white, at: 0.5), ColorStop(.white, at: 1)],
            interpolation: .oklab)
        let stops = ramp.straightSRGBStops()
        #expect(stops.map(\.location) == [0, 0.5, 0.5, 1])
        #expect(stops.map(\.color) == [.black, .black, .white, .white])
    }
}

/// Stop expansion stays bounded for any input within the limits.
@Suite struct ColorRampStraightStopsBoundTests {
    /// `count` seeded random opaque colours.
    static func colors(_ count: Int, seed: UInt64) -> [RGBA] {
        var random = MMIXRandom(seed: seed)
        return (0..<count).map { _ in RGBA(red: random.unit(), green: random.unit(), blue: random.unit()) }
    }

    /// 2048 random colours mixed `in oklch longer hue` once expanded to about 2 million stops
    /// (up to 1024 a segment); now at most ``ColorRamp/maxExpandedStops``.
    @Test func twoThousandOKLCHColoursStayUnderTheCap() {
        let layer = LayerGradient(colors: Self.colors(2048, seed: 7), interpolation: .oklch(.longer))
        let stops = layer.ramp.straightSRGBStops()
        #expect(stops.count <= ColorRamp.maxExpandedStops)
        #expect(stops.count >= ColorRamp.maxExpandedStops - 2)
        #expect(stops.first?.location == 0 && stops.last?.location == 1)
        // Every original stop is still there, at its location.
        let locations = Set(stops.map(\.location))
        #expect(layer.stops.allSatisfy { locations.contains($0.location) })
    }

    /// Under the budget the result is exactly what halving each segment alone gives.
    @Test(arguments: [Interpolation.oklab, .oklch(.longer), .linearSRGB])
    func underTheBudgetTheResultIsUnchanged(_ mode: Interpolation) {
        let ramp = ColorRamp(
            StopResolution.coreAnimation(colors: Self.colors(6, seed: 3), locations: [0, 0.2, 0.2, 0.5, 0.9, 1]), interpolation: mode)
        let capped = ramp.straightSRGBStops()
        let unbounded = ramp.straightSRGBStops(maxStops: .max)
        #expect(capped == unbounded)
        #expect(capped.count > 6 && capped.count < ColorRamp.maxExpandedStops)
    }

    /// With a small budget the stops go where the error is worst: a straight segment gets none.
    @Test func theBudgetGoesWhereTheErrorIs() {
        let black = RGBA(red: 0, green: 0, blue: 0)
        let white = RGBA(red: 1, green: 1, blue: 1)
        let ramp = ColorRamp([ColorStop(black, at: 0), ColorStop(black, at: 0.5), ColorStop(white, at: 1)], interpolation: .linearSRGB)
        let stops = ramp.straightSRGBStops(maxStops: 20)
        #expect(stops.count == 20)
        #expect(stops.filter { $0.location > 0 && $0.location < 0.5 }.isEmpty)
    }
}
