import GradientCSS
import GradientCore

/// The timing curve of a gradient animation (`CAMediaTimingFunctionName`).
public enum AnimationTiming: String, Sendable, Hashable, CaseIterable, Codable {
    /// Constant speed.
    case linear
    /// Slow start.
    case easeIn
    /// Slow end.
    case easeOut
    /// Slow start and end. The default.
    case easeInEaseOut
}

/// One explicit layer animation of a gradient view: what the adapters turn into
/// `CABasicAnimation`s of `colors`, `locations`, `startPoint` and `endPoint`.
///
/// `UIView.animate` does not animate a layer's colours; explicit animations do. Building the
/// plan here equalises the stop counts (`StopEqualization`) so colours morph instead of
/// flickering, and decides what Reduce Motion allows.
///
/// ```swift
/// let plan = AnimationPlan(from: current, to: next, duration: 0.4)
/// plan.from.colors.count == plan.to.colors.count   // true
/// ```
package struct AnimationPlan: Sendable, Hashable {
    /// The configuration the animation starts from (stops equalised with ``to``).
    package var from: LayerGradient
    /// The configuration it ends on (stops equalised with ``from``): the layer's model value.
    package var to: LayerGradient
    /// The configuration the layer keeps when the animation is over or removed: the target as
    /// given, without the extra stops equalisation added.
    package var final: LayerGradient
    /// Seconds, at least 0 (non-finite or negative durations become 0). Default 0.25.
    package var duration: Double
    /// The timing curve. Default ``AnimationTiming/easeInEaseOut``.
    package var timing: AnimationTiming
    /// Whether it runs forever, there and back (autoreversing). Default `false`.
    package var repeats: Bool

    /// Plans an animation from `from` to `to` (both as ``GradientViewState/resolve(width:height:environment:)``
    /// returned them, native mixing).
    ///
    /// The type cannot be animated: the target's type applies at once. Locations are made
    /// explicit (nil becomes evenly spread).
    package init(
        from: LayerGradient, to: LayerGradient, duration: Double = 0.25, timing: AnimationTiming = .easeInEaseOut,
        repeats: Bool = false
    ) {
        let (a, b) = StopEqualization.equalize(from.stops, to.stops)
        var start = to
        start.colors = a.map(\.color)
        start.locations = a.map(\.location)
        start.startPoint = from.startPoint
        start.endPoint = from.endPoint
        var end = to
        end.colors = b.map(\.color)
        end.locations = b.map(\.location)
        self.from = start
        self.to = end
        self.final = to
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        self.timing = timing
        self.repeats = repeats
    }

    /// Whether anything is animated: a positive duration and some visible difference.
    package var isAnimated: Bool { duration > 0 && from != to }

    /// What to run when the user has asked to reduce motion: a one-off change becomes an
    /// instant change (`nil`, apply ``final``); a repeating animation does not run (`nil`, the
    /// layer stays at ``from``'s picture — see ``stillFrame``).
    package func respecting(reduceMotion: Bool) -> AnimationPlan? {
        guard isAnimated else { return nil }
        return reduceMotion ? nil : self
    }

    /// The picture a view shows instead of this animation when it may not animate: the target
    /// for a one-off change, the starting configuration for a repeating one.
    package var stillFrame: LayerGradient { repeats ? from : final }
}
