import GradientCSS
import GradientCore
import GradientRaster
import Testing

@testable import GradientViewModel

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
        state.colors = [AdaptiveColor(.white), AdaptiveColor(.black)]
        state.dimsWhenTintAdjusted = true
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

    static let red = RGBA(red: 1, green: 0, blue: 0)
    static let green = RGBA(red: 0, green: 1, blue: 0)
    static let blue = RGBA(red: 0, green: 0, blue: 1)

    /// A tint change (every alert and sheet dims the tint) updates the layer only when the
    /// gradient reads the tint (`currentcolor` in its string); a platform colour that follows
    /// the tint reaches the state resolved, so its change is a change of state.
    @Test func aTintChangeCountsOnlyWhenTheGradientReadsIt() {
        var gate = LayerUpdateGate()
        var state = GradientViewState()
        state.colors = [AdaptiveColor(Self.red), AdaptiveColor(Self.blue)]
        let tinted = ViewEnvironment(tintColor: Self.blue)
        let dimmed = ViewEnvironment(tintColor: RGBA(red: 0.5, green: 0.5, blue: 0.5))
        #expect(gate.update(state, width: 100, height: 50, environment: tinted) != nil)
        #expect(gate.update(state, width: 100, height: 50, environment: dimmed) == nil)
        // A string without currentcolor: the tint is not read either.
        state.colors = nil
        state.gradientString = "linear-gradient(red, blue)"
        #expect(gate.update(state, width: 100, height: 50, environment: tinted) != nil)
        #expect(gate.update(state, width: 100, height: 50, environment: dimmed) == nil)
        // A spec that gives currentcolor its own value does not read the tint.
        state.gradientString = #"{"css": "linear-gradient(currentcolor, blue)", "currentColor": "lime"}"#
        #expect(gate.update(state, width: 100, height: 50, environment: tinted)?.layer.colors.first == Self.green)
        #expect(gate.update(state, width: 100, height: 50, environment: dimmed) == nil)
        // One that reads currentcolor (in either case) follows the tint.
        for text in ["linear-gradient(currentcolor, blue)", "linear-gradient(CurrentColor, blue)"] {
            state.gradientString = text
            #expect(gate.update(state, width: 100, height: 50, environment: tinted)?.layer.colors.first == Self.blue, "\(text)")
            let update = gate.update(state, width: 100, height: 50, environment: dimmed)
            #expect(update?.layer.colors.first == RGBA(red: 0.5, green: 0.5, blue: 0.5), "\(text)")
        }
        // Dimming and the layout direction count only where they are drawn.
        state.gradientString = nil
        state.colors = [AdaptiveColor(Self.red), AdaptiveColor(Self.blue)]
        #expect(gate.update(state, width: 100, height: 50, environment: ViewEnvironment()) != nil)
        #expect(gate.update(state, width: 100, height: 50, environment: ViewEnvironment(layoutDirection: .rightToLeft, isDimmed: true)) == nil)
        state.direction = .horizontal
        #expect(gate.update(state, width: 100, height: 50, environment: ViewEnvironment()) != nil)
        #expect(gate.update(state, width: 100, height: 50, environment: ViewEnvironment(layoutDirection: .rightToLeft)) != nil)
    }

    /// A new size counts only for pictures that depend on the size: a vertical or radial
    /// gradient is the same on every size (unit coordinates), an angle or a conic one on the
    /// screen is not, and neither is a CSS string.
    @Test func aResizeCountsOnlyWhenThePictureDependsOnTheSize() {
        var state = GradientViewState()
        state.colors = [AdaptiveColor(Self.red), AdaptiveColor(Self.blue)]
        let cases: [(GradientType, Direction, Bool)] = [
            (.axial, .vertical, false), (.axial, .topLeftToBottomRight, false), (.axial, .angle(30), true), (.radial, .angle(30), false),
            (.conic, .vertical, true),
        ]
        for (type, direction, sized) in cases {
            var gate = LayerUpdateGate()
            state.type = type
            state.direction = direction
            _ = gate.update(state, width: 100, height: 50, environment: ViewEnvironment())
            let update = gate.update(state, width: 50, height: 100, environment: ViewEnvironment())
            #expect((update != nil) == sized, "\(type) \(direction)")
            if let update {
                #expect(update.layer == state.resolve(width: 50, height: 100).layer)
            }
        }
        var string = GradientViewState()
        string.gradientString = "linear-gradient(30deg, red, blue)"
        var gate = LayerUpdateGate()
        _ = gate.update(string, width: 100, height: 50, environment: ViewEnvironment())
        #expect(gate.update(string, width: 50, height: 100, environment: ViewEnvironment()) != nil)
    }

    /// A gradient string is read once, not once per size: resizing (live resize, rotation)
    /// only asks the parsed gradient for the layer at the new size. A perceptual mode's extra
    /// stops are worked out once for the same stops, whatever the geometry.
    @Test func resizingDoesNotReadTheStringAgain() {
        var gate = LayerUpdateGate()
        var state = GradientViewState()
        state.gradientString = "linear-gradient(30deg in oklch, red, blue)"
        for side in stride(from: 100.0, through: 300, by: 10) {
            let update = gate.update(state, width: side, height: 100, environment: ViewEnvironment())
            #expect(update?.layer == state.resolve(width: side, height: 100).layer)
        }
        // Read once for the environment (which has no tint colour here), and once more with a
        // tint colour to tell whether the string reads it.
        #expect(gate.cache.parseCount == 2)
        state.gradientString = nil
        state.colors = [AdaptiveColor(Self.red), AdaptiveColor(Self.blue)]
        state.interpolation = .oklab
        state.direction = .angle(20)
        for side in stride(from: 100.0, through: 300, by: 10) {
            _ = gate.update(state, width: side, height: 100, environment: ViewEnvironment())
        }
        #expect(gate.cache.expansionCount == 1)
    }
}
