import GradientCSS
import GradientCore
import GradientRaster
import GradientViewModel
import Testing

@Suite struct LayerUpdateGateTests {
    /// The gate answers only when what the layer shows would change. Interface Builder sets
    /// one property after another and may set one to the value it has: that costs no update,
    /// and each real change costs exactly one, with the new colours. (Merging the layout
    /// passes themselves is the platform's `setNeedsLayout`, not the gate's.)
    @Test func unchangedInputsAnswerNil() {
        let red = RGBA(red: 1, green: 0, blue: 0)
        let green = RGBA(red: 0, green: 1, blue: 0)
        let blue = RGBA(red: 0, green: 0, blue: 1)
        var state = GradientViewState()
        var gate = LayerUpdateGate()
        let env = ViewEnvironment()
        state.stops[0] = .init(color: AdaptiveColor(red))
        state.stops[1] = .init(color: AdaptiveColor(blue))
        #expect(gate.update(state, width: 100, height: 50, environment: env)?.layer.colors == [red, blue])
        #expect(gate.updateCount == 1)
        // The same stop assigned again: nothing to do.
        state.stops[0] = .init(color: AdaptiveColor(red))
        #expect(gate.update(state, width: 100, height: 50, environment: env) == nil)
        #expect(gate.updateCount == 1)
        // Two real changes, each asked about once: two updates, each with its colours.
        state.stops[1] = .init(color: AdaptiveColor(green))
        #expect(gate.update(state, width: 100, height: 50, environment: env)?.layer.colors == [red, green])
        state.stops[0] = .init(color: AdaptiveColor(.white))
        #expect(gate.update(state, width: 100, height: 50, environment: env)?.layer.colors == [.white, green])
        #expect(gate.update(state, width: 100, height: 50, environment: env) == nil)
        #expect(gate.updateCount == 3)
    }

    @Test func sizeAndEnvironmentChangesUpdateAgain() {
        var state = GradientViewState()
        state.direction = .angle(30)
        var gate = LayerUpdateGate()
        _ = gate.update(state, width: 100, height: 50, environment: ViewEnvironment())
        #expect(gate.update(state, width: 50, height: 100, environment: ViewEnvironment()) != nil)
        #expect(gate.update(state, width: 50, height: 100, environment: ViewEnvironment(isDimmed: true)) != nil)
        gate.invalidate()
        #expect(gate.update(state, width: 50, height: 100, environment: ViewEnvironment(isDimmed: true)) != nil)
        #expect(gate.updateCount == 4)
    }

    /// The views resolve platform colours against their traits before asking the gate
    /// (`GradientView.stateForCurrentTraits`): a trait that changes a resolved colour (Increase
    /// Contrast, an elevated level, the accent colour) reaches the layer, one that changes no
    /// colour costs nothing.
    @Test func resolvedColourChangesUpdateAndUnchangedOnesDoNot() {
        func state(_ colors: [RGBA]) -> GradientViewState {
            var s = GradientViewState()
            s.colors = colors.map { AdaptiveColor($0) }
            return s
        }
        let regular = [RGBA(red: 0, green: 0.48, blue: 1), RGBA.white]
        let highContrast = [RGBA(red: 0, green: 0.25, blue: 0.87), RGBA.white]
        var gate = LayerUpdateGate()
        #expect(gate.update(state(regular), width: 100, height: 50, environment: ViewEnvironment()) != nil)
        #expect(gate.update(state(regular), width: 100, height: 50, environment: ViewEnvironment()) == nil)
        let update = gate.update(state(highContrast), width: 100, height: 50, environment: ViewEnvironment())
        #expect(update?.layer.colors == highContrast)
        #expect(gate.update(state(highContrast), width: 100, height: 50, environment: ViewEnvironment()) == nil)
        #expect(gate.updateCount == 2)
    }

    /// Wide-gamut colours (a Display P3 red is about (1.09, −0.23, −0.15) in extended sRGB)
    /// reach the layer unclamped, in Core Animation mixing and in the expanded modes.
    @Test func extendedColoursAreNotClamped() {
        let p3Red = RGBA(red: 1.0931, green: -0.2267, blue: -0.1501)
        var s = GradientViewState()
        s.colors = [AdaptiveColor(p3Red), AdaptiveColor(.white)]
        #expect(s.resolve(width: 10, height: 10).layer.colors.first == p3Red)
        s.interpolation = .oklab
        let expanded = s.resolve(width: 10, height: 10).layer.colors
        #expect(expanded.first.map { abs($0.red - p3Red.red) < 1e-9 && abs($0.green - p3Red.green) < 1e-9 } == true)
        #expect(expanded.contains { $0.red > 1 || $0.green < 0 })
    }
}
