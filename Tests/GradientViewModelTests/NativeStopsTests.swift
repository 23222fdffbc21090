import GradientCSS
import GradientCore
import GradientRaster
import GradientTestSupport
import GradientViewModel
import Testing

@Suite struct NativeStopsTests {
    @Test(arguments: [
        Interpolation.premultipliedSRGB, .linearSRGB, .oklab, .oklch(.shorter), .oklch(.longer), .lab, .lch(.longer), .hsl(.shorter),
        .hsl(.decreasing), .hwb(.longer), .xyzD65, .xyzD50, .displayP3, .a98RGB, .proPhotoRGB, .rec2020,
    ])
    func expandedStopsStayWithinOneLevelOfTheExactRamp(mode: Interpolation) {
        let source = LayerGradient(
            colors: [RGBA(red: 1, green: 0, blue: 0), RGBA(red: 0, green: 0.4, blue: 1, alpha: 0.3), .white],
            locations: [0, 0.6, 1], interpolation: mode)
        let native = NativeStops.expanded(source)
        #expect(native.interpolation == .srgb)
        #expect(native.locations?.count == native.colors.count)
        // Compared as premultiplied 8-bit levels, what a composited pixel shows.
        let worst = StraightStops.worstPremultipliedLevels(samples: 5000, exact: source.ramp.color(at:)) { StraightStops.color(native, at: $0) }
        #expect(worst <= 1.0, "worst \(worst) levels")
    }

    @Test func coreAnimationsOwnModePassesStopsThrough() {
        let g = LayerGradient(colors: [.white, .black], locations: nil)
        #expect(NativeStops.expanded(g) == g)
        // Straight sRGB is what Core Animation draws: passed through as well.
        let straight = LayerGradient(colors: [.white, RGBA(red: 0, green: 0, blue: 1, alpha: 0.3)], locations: [0.2, 0.7], interpolation: .srgb)
        #expect(NativeStops.expanded(straight) == straight)
        // So is the engine's model of what Core Animation draws, mode and all, so that a
        // render of the result shows the model.
        let modelled = LayerGradient(colors: [.white, RGBA(red: 0, green: 0, blue: 1, alpha: 0.3)], locations: [0.2, 0.7], interpolation: .coreAnimation)
        #expect(NativeStops.expanded(modelled) == modelled)
    }

    /// The view's native stops stay under the engine's cap on expanded stops (2048 random
    /// colours mixed `in oklch longer hue` once expanded to about 2 million).
    @Test func expansionStaysUnderTheCap() {
        var g = SplitMix64(seed: 7)
        let colors = (0..<2048).map { _ in
            RGBA(red: Double.random(in: 0...1, using: &g), green: Double.random(in: 0...1, using: &g), blue: Double.random(in: 0...1, using: &g))
        }
        let layer = LayerGradient(colors: colors, interpolation: .oklch(.longer))
        #expect(NativeStops.expanded(layer).colors.count <= ColorRamp.maxExpandedStops)
    }
}
