import GradientKit
import Testing

@Suite struct StopExpansionTests {
    /// Straight sRGB interpolation between the expanded stops, evaluated independently here.
    func straightInterpolation(_ stops: [ColorStop], at t: Double) -> RGBA {
        guard let i = stops.lastIndex(where: { $0.location <= t }), i + 1 < stops.count else { return stops.last!.color }
        let a = stops[i]
        let b = stops[i + 1]
        let f = (t - a.location) / (b.location - a.location)
        func l(_ p: Double, _ q: Double) -> Double { p + (q - p) * f }
        return RGBA(
            red: l(a.color.red, b.color.red), green: l(a.color.green, b.color.green),
            blue: l(a.color.blue, b.color.blue), alpha: l(a.color.alpha, b.color.alpha))
    }

    @Test(arguments: Interpolation.allCases)
    func expandedStopsStayWithinOneLevel(mode: Interpolation) {
        let colors = [
            RGBA(red: 1, green: 0, blue: 0), RGBA(red: 0, green: 0, blue: 1, alpha: 0.4), RGBA(red: 1, green: 1, blue: 0),
            RGBA(red: 0, green: 0.6, blue: 0.3),
        ]
        let ramp = ColorRamp(StopResolution.coreAnimation(colors: colors, locations: [0, 0.3, 0.3, 1]), interpolation: mode)
        let stops = ramp.straightSRGBStops()
        var worst = 0.0
        for k in 0...4000 {
            let t = Double(k) / 4000
            let exact = ramp.color(at: t).clamped
            let approx = straightInterpolation(stops, at: t).clamped
            // Compared as 8-bit premultiplied levels, what a pixel shows.
            for (p, q) in [
                (exact.red * exact.alpha, approx.red * approx.alpha), (exact.green * exact.alpha, approx.green * approx.alpha),
                (exact.blue * exact.alpha, approx.blue * approx.alpha), (exact.alpha, approx.alpha),
            ] {
                worst = max(worst, abs(p - q) * 255)
            }
        }
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
        let approx = straightInterpolation(stops, at: t)
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
