import GradientCSS
import GradientCore

/// Decides when a view's layer needs new properties: once per change of state, or of the size
/// or environment the state's picture depends on, however many properties were set in between.
///
/// Adapters mark themselves as needing layout on every property change (the platform merges
/// those into one layout pass) and ask the gate in their layout pass; it answers with the
/// configuration to apply, or `nil` when the layer already shows it. Only what the picture can
/// depend on counts (``GradientViewState/relevantEnvironment(_:cache:)``,
/// ``GradientViewState/dependsOnSize``): a tint change, a rotation or a keyboard resize costs
/// nothing for a gradient that reads none of them. The gate keeps the ``ResolutionCache``, so a
/// new size does not read the gradient string again.
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
    /// The parsed strings and expanded stops, kept between updates.
    package var cache = ResolutionCache()

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
        let key = key(state, width: width, height: height, environment: environment)
        guard key != applied else { return nil }
        applied = key
        updateCount += 1
        return state.resolve(width: width, height: height, environment: environment, cache: &cache)
    }

    /// What `state` draws at this size in this environment, through the gate's cache (for
    /// the other ends of an animation), without counting as an update.
    package mutating func resolve(
        _ state: GradientViewState, width: Double, height: Double, environment: ViewEnvironment
    ) -> ViewGradient {
        state.resolve(width: width, height: height, environment: environment, cache: &cache)
    }

    /// The key a layer update is judged by: the state, and the size and environment only as
    /// far as the state's picture depends on them.
    private mutating func key(_ state: GradientViewState, width: Double, height: Double, environment: ViewEnvironment) -> Key {
        let sized = state.dependsOnSize
        return Key(
            state: state, width: sized ? width : 0, height: sized ? height : 0,
            environment: state.relevantEnvironment(environment, cache: &cache))
    }

    /// Forgets what was applied, so the next ``update(_:width:height:environment:)`` answers.
    package mutating func invalidate() { applied = nil }
}
