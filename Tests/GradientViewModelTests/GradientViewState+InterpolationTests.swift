import GradientCSS
import GradientCore
import GradientRaster
import GradientTestSupport
import GradientViewModel
import Testing

/// The view speaks the engine's `Interpolation`: the same modes, the same names (Interface
/// Builder's `interpolationName` included), the same aliases.
@Suite struct GradientViewStateInterpolationTests {
    /// Every canonical name, in `Interpolation.allCases` order, written out from the table in
    /// Interpolation.swift.
    static let canonicalNames = [
        "srgb", "srgb-premultiplied", "srgb-linear", "oklab", "oklch", "oklch-longer", "oklch-increasing", "oklch-decreasing",
        "core-animation", "lab", "lch", "lch-longer", "lch-increasing", "lch-decreasing", "hsl", "hsl-longer", "hsl-increasing",
        "hsl-decreasing", "hwb", "hwb-longer", "hwb-increasing", "hwb-decreasing", "xyz-d65", "xyz-d50", "display-p3", "a98-rgb",
        "prophoto-rgb", "rec2020",
    ]

    @Test func theDefaultIsTheEnginesDefault() {
        #expect(GradientViewState().interpolation == .srgb)
        #expect(GradientViewState().interpolation == LayerGradient(colors: [.white, .black]).interpolation)
    }

    @Test func everyEngineNameRoundTripsThroughTheInspectable() {
        #expect(Interpolation.allCases.map(\.name) == Self.canonicalNames)
        for mode in Interpolation.allCases {
            var state = GradientViewState()
            state.interpolation = .oklab
            #expect(state.setInterpolationName(mode.name) == nil, "\(mode.name)")
            #expect(state.interpolation == mode, "\(mode.name)")
            #expect(state.interpolation.name == mode.name)
        }
    }

    @Test(arguments: [
        ("premultiplied", Interpolation.premultipliedSRGB, "srgb-premultiplied"),
        ("linear", .linearSRGB, "srgb-linear"),
        ("coreanimation", .coreAnimation, "core-animation"),
        ("xyz", .xyzD65, "xyz-d65"),
        ("oklch-shorter", .oklch(.shorter), "oklch"),
        ("hwb-shorter", .hwb(.shorter), "hwb"),
    ])
    func aliasesReadEverywhereAndWriteBackCanonical(alias: String, mode: Interpolation, canonical: String) throws {
        // The view.
        var state = GradientViewState()
        #expect(state.setInterpolationName(alias) == nil)
        #expect(state.interpolation == mode)
        #expect(state.interpolation.name == canonical)
        // The engine's reader, which the command line's --interpolation calls, and JSON specs.
        #expect(Interpolation(name: alias) == mode)
        let spec = try GradientDefinition(parsing: #"{"colors": ["red", "blue"], "interpolation": "\#(alias)"}"#)
        guard case .layer(let layer) = spec else {
            Issue.record("\(spec) is not a layer spec")
            return
        }
        #expect(layer.interpolation == mode)
    }

    @Test func storyboardSpellingsKeepWorking() {
        var state = GradientViewState()
        #expect(state.setInterpolationName("oklab") == nil)
        #expect(state.setInterpolationName("") == nil)
        #expect(state.interpolation == .srgb)
        #expect(state.setInterpolationName(" SRGB-Linear ") == nil)
        #expect(state.interpolation == .linearSRGB)
        #expect(state.setInterpolationName("  ") == nil)
        #expect(state.interpolation == .srgb)
        #expect(state.setInterpolationName("HSL-Longer") == nil)
        #expect(state.interpolation == .hsl(.longer))
        #expect(state.setInterpolationName("Core-Animation") == nil)
        #expect(state.interpolation == .coreAnimation)
    }

    /// The list every unknown-name error ends with.
    static let useOneOf = "; use one of " + canonicalNames.joined(separator: ", ") + "."

    @Test(arguments: [
        ("oklhc", "'oklhc' is not an interpolation (did you mean 'oklch'?)"),
        ("OKLHC", "'OKLHC' is not an interpolation (did you mean 'oklch'?)"),
        ("srgb-liner", "'srgb-liner' is not an interpolation (did you mean 'srgb-linear'?)"),
        // A typo of an alias suggests the canonical name it stands for.
        ("premultipled", "'premultipled' is not an interpolation (did you mean 'srgb-premultiplied'?)"),
        ("cmyk", "'cmyk' is not an interpolation"),
    ])
    func anUnknownNameIsOneSentenceWithTheClosestName(typo: String, start: String) {
        var state = GradientViewState()
        state.interpolation = .oklab
        #expect(state.setInterpolationName(typo) == GradientError(.invalidValue, start + Self.useOneOf))
        #expect(state.interpolation == .oklab)
    }

    @Test func aJSONSpecGetsTheSameSentence() {
        let error = #expect(throws: GradientError.self) {
            try GradientDefinition(parsing: #"{"colors": ["red"], "interpolation": "oklhc"}"#)
        }
        #expect(error?.message == "The JSON spec is invalid at interpolation: 'oklhc' is not an interpolation (did you mean 'oklch'?)" + Self.useOneOf)
    }

    @Test func srgbAndCoreAnimationHandTheStopsOverUnchanged() throws {
        let colors = [RGBA(red: 1, green: 0, blue: 0), RGBA(red: 0, green: 0.4, blue: 1, alpha: 0.3), RGBA(red: 1, green: 1, blue: 1)]
        var state = GradientViewState()
        state.colors = colors.map { AdaptiveColor($0) }
        state.locations = [0, 0.6, 1]
        for mode in [Interpolation.srgb, .coreAnimation] {
            state.interpolation = mode
            let layer = state.resolve(width: 300, height: 100).layer
            #expect(layer.colors == colors, "\(mode.name)")
            #expect(layer.locations == [0, 0.6, 1], "\(mode.name)")
            // Kept, so that a render off the device shows the mode's own picture.
            #expect(layer.interpolation == mode)
        }
    }

    @Test func aRenderOfTheViewShowsCoreAnimationsModelOrTheDocumentedMixing() throws {
        // Saturated red to blue: the model moves saturated primaries (README, "Core Animation
        // fidelity"), the documented mixing is the straight average.
        var state = GradientViewState()
        state.colors = [AdaptiveColor(RGBA(red: 1, green: 0, blue: 0)), AdaptiveColor(RGBA(red: 0, green: 0, blue: 1))]
        let model = ColorRamp(
            [ColorStop(RGBA(red: 1, green: 0, blue: 0), at: 0), ColorStop(RGBA(red: 0, green: 0, blue: 1), at: 1)], interpolation: .coreAnimation)
        state.interpolation = .coreAnimation
        let modelled = state.resolve(width: 100, height: 100).layer
        state.interpolation = .srgb
        let documented = state.resolve(width: 100, height: 100).layer
        for t in stride(from: 0.0, through: 1.0, by: 0.125) {
            #expect(modelled.ramp.color(at: t) == model.color(at: t), "t = \(t)")
            // Straight mixing of the two stops, written out: (1 − t, 0, t).
            #expect(close(documented.ramp.color(at: t), RGBA(red: 1 - t, green: 0, blue: t), 1e-12), "t = \(t)")
        }
        // The two pictures differ by more than a level somewhere (the model is not plain sRGB).
        let worst = StraightStops.worstPremultipliedLevels(samples: 64, exact: modelled.ramp.color(at:), approximate: documented.ramp.color(at:))
        #expect(worst > 1, "worst \(worst) levels")
    }

    @Test(arguments: Interpolation.allCases.filter { $0 != .srgb && $0 != .coreAnimation })
    func everyOtherModeBecomesStopsWithinOneLevel(mode: Interpolation) {
        let colors = [RGBA(red: 1, green: 0, blue: 0), RGBA(red: 0, green: 0.4, blue: 1, alpha: 0.3), RGBA(red: 1, green: 1, blue: 1)]
        var state = GradientViewState()
        state.colors = colors.map { AdaptiveColor($0) }
        state.locations = [0, 0.6, 1]
        state.interpolation = mode
        let layer = state.resolve(width: 100, height: 100).layer
        #expect(layer.interpolation == .srgb)
        #expect(layer.colors.count > colors.count)
        #expect(layer.locations?.count == layer.colors.count)
        let exact = ColorRamp(zip(colors, [0, 0.6, 1]).map { ColorStop($0, at: $1) }, interpolation: mode)
        // Compared as premultiplied 8-bit levels, what a composited pixel shows.
        let worst = StraightStops.worstPremultipliedLevels(samples: 5000, exact: exact.color(at:)) { StraightStops.color(layer, at: $0) }
        #expect(worst <= 1.0, "\(mode.name): worst \(worst) levels")
    }
}
