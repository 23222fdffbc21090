import GradientCSS
import GradientCore

/// One explicit layer animation of a gradient view: the pictures it passes through, what the
/// adapters turn into `CABasicAnimation`s of `colors`, `locations`, `startPoint` and
/// `endPoint`, one per step, in one group.
///
/// `UIView.animate` does not animate a layer's colours; explicit animations do. Building the
/// plan here equalises the stop counts (`StopEqualization`) so colours morph instead of
/// flickering, and decides what Reduce Motion allows. Three shapes:
/// - a one-off change, from what is shown to the new configuration (``init(from:to:duration:timing:delay:)``);
/// - there and back forever (``init(repeatingBetween:and:duration:timing:)``: `a → b → a`);
/// - a cycle through several configurations forever (``init(cycling:stepDuration:timing:)``:
///   `s₀ → s₁ → … → s₀`).
///
/// ```swift
/// let plan = AnimationPlan(from: current, to: next, duration: 0.4)
/// plan.from.colors.count == plan.to.colors.count   // true
/// ```
package struct AnimationPlan: Sendable, Hashable {
    /// The pictures the animation passes through, at least two, equalised: the same stop
    /// count and locations, one type (a layer's type does not animate: the target's for a
    /// one-off change, the first's for a repeating animation).
    package var keyframes: [LayerGradient]
    /// Seconds from one keyframe to the next, at least 0 (non-finite or negative durations
    /// become 0). For a one-off spring, the spring's settling duration.
    package var stepDuration: Double
    /// The timing of every step (``AnimationTiming/usable``).
    package var timing: AnimationTiming
    /// Seconds before it starts (the first keyframe shows meanwhile); at least 0.
    package var delay: Double
    /// Whether it runs forever, the last keyframe leading back to the first.
    package var repeats: Bool
    /// The configuration the layer keeps when the animation is over or removed: for a one-off
    /// change the target as given, without the extra stops equalisation added; for a repeating
    /// one the first configuration as given.
    package var final: LayerGradient

    /// The configuration the animation starts from (stops equalised).
    package var from: LayerGradient { keyframes[0] }
    /// The configuration of the last keyframe: the layer's model value during a one-off change.
    package var to: LayerGradient { keyframes[keyframes.count - 1] }
    /// How many steps: keyframes less one.
    package var stepCount: Int { keyframes.count - 1 }
    /// Seconds of one run (one cycle for a repeating animation), without the delay.
    package var cycleDuration: Double { stepDuration * Double(stepCount) }

    /// Plans a change from `from` (what the layer shows) to `to` (both as
    /// ``GradientViewState/resolve(width:height:environment:)`` returns them, native mixing).
    /// The type cannot be animated: the target's applies at once. Locations are made explicit.
    package init(
        from: LayerGradient, to: LayerGradient, duration: Double = 0.25, timing: AnimationTiming = .easeInEaseOut, delay: Double = 0
    ) {
        let usable = timing.usable
        let seconds = usable.springMotion?.settlingDuration ?? duration
        self.init(keyframes: [from, to], type: to.type, stepDuration: seconds, timing: usable, delay: delay, repeats: false, final: to)
    }

    /// Plans a repeating animation from `a` to `b` and back, forever: `duration` seconds each
    /// way.
    package init(repeatingBetween a: LayerGradient, and b: LayerGradient, duration: Double = 2, timing: AnimationTiming = .easeInEaseOut) {
        self.init(keyframes: [a, b, a], type: a.type, stepDuration: duration, timing: timing.usable, delay: 0, repeats: true, final: a)
    }

    /// Plans a repeating animation through `steps` in order and back to the first, forever:
    /// `stepDuration` seconds from each to the next. Fewer than two steps show the first
    /// (nothing animates).
    package init(cycling steps: [LayerGradient], stepDuration: Double = 2, timing: AnimationTiming = .easeInEaseOut) {
        let first = steps.first ?? LayerGradient(colors: [])
        let ring = steps.count > 1 ? steps + [first] : [first, first]
        self.init(keyframes: ring, type: first.type, stepDuration: stepDuration, timing: timing.usable, delay: 0, repeats: true, final: first)
    }

    private init(
        keyframes: [LayerGradient], type: GradientType, stepDuration: Double, timing: AnimationTiming, delay: Double, repeats: Bool,
        final: LayerGradient
    ) {
        let equalized = StopEqualization.equalize(keyframes.map(\.stops))
        self.keyframes = zip(keyframes, equalized).map { frame, stops in
            var out = frame
            out.type = type
            out.colors = stops.map(\.color)
            out.locations = stops.map(\.location)
            return out
        }
        self.stepDuration = stepDuration.isFinite && stepDuration > 0 ? stepDuration : 0
        self.timing = timing
        self.delay = delay.isFinite && delay > 0 ? delay : 0
        self.repeats = repeats
        self.final = final
    }

    /// Whether anything is animated: a positive duration and some visible difference.
    package var isAnimated: Bool { stepDuration > 0 && keyframes.contains { $0 != keyframes[0] } }

    /// What to run when the user has asked to reduce motion: a one-off change becomes an
    /// instant change (`nil`, apply ``final``); a repeating animation does not run (`nil`, the
    /// layer stays at the first configuration — see ``stillFrame``).
    package func respecting(reduceMotion: Bool) -> AnimationPlan? {
        guard isAnimated else { return nil }
        return reduceMotion ? nil : self
    }

    /// The picture a view shows instead of this animation when it may not animate: the target
    /// for a one-off change, the first configuration for a repeating one.
    package var stillFrame: LayerGradient { final }

    /// Whether `other` runs through the same pictures at the same pace, so that a running
    /// animation planned as `other` need not start again (a new size or trait that changes
    /// none of its ends).
    package func drawsLike(_ other: AnimationPlan) -> Bool {
        keyframes == other.keyframes && stepDuration == other.stepDuration && timing == other.timing && repeats == other.repeats
    }
}
