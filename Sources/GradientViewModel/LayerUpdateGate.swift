import GradientCSS
import GradientCore

/// Decides when a view's layer needs new properties: once per change of state, size or
/// environment, however many properties were set in between.
///
/// Adapters mark themselves as needing layout on every property change (the platform merges
/// those into one layout pass) and ask the gate in their layout pass; it answers with the
/// configuration to apply, or `nil` when the layer already shows it.
///
/// ```swift
/// var gate = LayerUpdateGate()
/// gate.update(state, width: 320, height: 480, environment: env)   // a ViewGradient
/// gate.update(state, width: 320, height: 480, environment: env)   // nil: nothing changed
/// ```
package struct LayerUpdateGate: Sendable {
    private var applied: Key?
    /// How many configurations the gate has handed out: the number of layer updates.
    package private(set) var updateCount = 0

    private struct Key: Hashable, Sendable {
        var state: GradientViewState
        var width: Double
        var height: Double
        var environment: ViewEnvironment
    }

    /// Creates a gate that has applied nothing yet.
    package init() {}

    /// The configuration to apply, or `nil` when the last one handed out still holds.
    package mutating func update(
        _ state: GradientViewState, width: Double, height: Double, environment: ViewEnvironment
    ) -> ViewGradient? {
        // The size matters only through the geometry; an unchanged key needs nothing.
        let key = Key(state: state, width: width, height: height, environment: environment)
        guard key != applied else { return nil }
        applied = key
        updateCount += 1
        return state.resolve(width: width, height: height, environment: environment)
    }

    /// Forgets what was applied, so the next ``update(_:width:height:environment:)`` answers.
    package mutating func invalidate() { applied = nil }
}
