import GradientKit
import GradientViewModel
import Testing

@Suite struct NativeStopsTests {
    /// Core Animation's straight interpolation between stops, written out independently.
    func straight(_ g: LayerGradient, at t: Double) -> RGBA {
        let colors = g.colors
        let locations = g.locations ?? colors.indices.map { Double($0) / Double(colors.count - 1) }
        guard let i = locations.lastIndex(where: { $0 <= t }), i + 1 < colors.count else { return colors.last! }
        let f = (t - locations[i]) / (locations[i + 1] - locations[i])
        let a = colors[i]
        let b = colors[i + 1]
        return RGBA(
            red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
            blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
    }

    @Test(arguments: [ViewInterpolation.premultiplied, .linear, .oklab, .oklch(.shorter), .oklch(.longer)])
    func expandedStopsStayWithinOneLevelOfTheExactRamp(mode: ViewInterpolation) {
        let source = LayerGradient(
            colors: [RGBA(red: 1, green: 0, blue: 0), RGBA(red: 0, green: 0.4, blue: 1, alpha: 0.3), .white],
            locations: [0, 0.6, 1], interpolation: mode.engineMode)
        let native = NativeStops.expanded(source)
        #expect(native.interpolation == .srgb)
        var worst = 0.0
        for k in 0...5000 {
            let t = Double(k) / 5000
            let exact = source.ramp.color(at: t).clamped
            let drawn = straight(native, at: t).clamped
            // Compared as premultiplied 8-bit levels, what a composited pixel shows.
            for (e, d) in [(exact.red * exact.alpha, drawn.red * drawn.alpha),
                           (exact.green * exact.alpha, drawn.green * drawn.alpha),
                           (exact.blue * exact.alpha, drawn.blue * drawn.alpha), (exact.alpha, drawn.alpha)] {
                worst = max(worst, abs(e - d) * 255)
            }
        }
        #expect(worst <= 1.0, "worst \(worst) levels")
    }

    @Test func coreAnimationsOwnModePassesStopsThrough() {
        let g = LayerGradient(colors: [.white, .black], locations: nil)
        #expect(NativeStops.expanded(g) == g)
    }
}
