import GradientKit
import Testing

@Suite struct LayerUpdateGateTests {
    @Test func twentyInspectablesInARowCostOneUpdate() {
        var state = GradientViewState()
        var gate = LayerUpdateGate()
        let env = ViewEnvironment()
        for i in 0..<20 {
            // What Interface Builder does while decoding: one property after another.
            state.stops[i % 8] = .init(color: AdaptiveColor(RGBA(red: Double(i) / 20, green: 0, blue: 0)))
        }
        #expect(gate.update(state, width: 100, height: 50, environment: env) != nil)
        #expect(gate.update(state, width: 100, height: 50, environment: env) == nil)
        #expect(gate.updateCount == 1)
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
}
