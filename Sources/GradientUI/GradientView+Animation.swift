// Why this #if: the view exists on the platforms with a layer-backed view (see GradientView+UIKit.swift).
#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import GradientCore
import GradientViewModel
import QuartzCore

/// The explicit gradient animation a view runs: its plan, its clock, who hears of its end,
/// and, for a repeating one, what it was asked to run (planned again for each new size,
/// traits or configuration).
struct GradientAnimationState {
    /// A repeating animation as asked for.
    struct Repeating {
        /// There and back to `target`, or a cycle through `steps`.
        enum Path {
            case thereAndBack(target: GradientView.Configuration)
            case cycle(steps: [GradientView.Configuration])
        }
        var path: Path
        var stepDuration: Double
        var timing: AnimationTiming
    }

    /// The plan on the layer now, if any.
    var plan: AnimationPlan?
    /// Its time.
    var clock: AnimationClock?
    /// The repeating animation asked for, if any.
    var repeating: Repeating?
    /// Who hears when a one-off animation ends.
    var delegate: AnimationCompletion?
}

/// Hears when a one-off animation ends (`finished`) or is removed by another (not finished),
/// and tells the completion handler once. Replaced (``isCurrent`` off) when the same animation
/// is added again to pause, resume or seek it, so the removal that involves is not reported.
@MainActor
final class AnimationCompletion: NSObject, CAAnimationDelegate {
    private let completion: @MainActor (Bool) -> Void
    /// Whether this delegate still speaks for the view's animation.
    var isCurrent = true
    private var reported = false

    init(_ completion: @escaping @MainActor (Bool) -> Void) {
        self.completion = completion
    }

    /// The same completion, for the animation added again.
    func handingOver() -> AnimationCompletion {
        isCurrent = false
        return AnimationCompletion(completion)
    }

    /// CAAnimation.h: "Called when the animation either completes its active duration or is
    /// removed from the object it is attached to (i.e. the layer)"; Core Animation calls it on
    /// the main thread.
    nonisolated func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        MainThread.assumeIsolated { self.report(flag) }
    }

    /// Tells the completion handler, once, while current.
    func report(_ finished: Bool) {
        guard isCurrent, !reported else { return }
        reported = true
        completion(finished)
    }
}

extension GradientView {
    /// Animates from what the view shows now to `target`, with Core Animation's explicit
    /// animations (colours, locations and points; stop counts are equalised, so colours
    /// morph). An animation still running is taken over from where it is on screen (its
    /// completion hears `false`); a repeating animation stops first. With Reduce Motion on,
    /// the change is instant. The view's ``configuration`` is `target` at once.
    ///
    /// ```swift
    /// var next = view.configuration
    /// next.colors = [.systemTeal, .systemIndigo]
    /// view.animateGradient(to: next, duration: 0.4, timing: .spring()) { finished in … }
    /// ```
    ///
    /// - Parameters:
    ///   - target: The configuration to end on.
    ///   - duration: Seconds; default 0.25. A spring takes the time it needs to settle instead.
    ///   - delay: Seconds before it starts (the current picture shows meanwhile); default 0.
    ///   - timing: The curve or spring; default `.easeInEaseOut`.
    ///   - completion: Runs on the main actor when the animation ends: `true` when it ran to
    ///     its end (or nothing needed animating), `false` when another animation or
    ///     ``stopRepeatingAnimation()`` removed it first; default `nil`.
    public func animateGradient(
        to target: Configuration, duration: Double = 0.25, delay: Double = 0, timing: AnimationTiming = .easeInEaseOut,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let configured = layerNow(for: configuration)
        let shown = updates.writer.ownsLayer ? GradientLayerBridge.shown(by: backingLayer, type: configured.type) : configured
        // What is on screen (mid-animation too); a layer that shows nothing yet starts from
        // the configured gradient.
        var from = shown.colors.isEmpty ? configured : shown
        animation.repeating = nil
        configuration = target
        let to = layerNow(for: target)
        if from.colors.isEmpty {
            // From nothing: fade in from the target's colours made transparent.
            from = to
            from.colors = to.colors.map { $0.withAlpha(multipliedBy: 0) }
        }
        // The model takes the new configuration at once (the animation shows the way there).
        updateGradientLayer()
        let plan = AnimationPlan(from: from, to: to, duration: duration, timing: timing, delay: delay)
        guard let running = plan.respecting(reduceMotion: reducesMotion) else {
            stopGradientAnimation()
            completion?(true)
            return
        }
        let delegate = completion.map(AnimationCompletion.init)
        run(running, clock: AnimationClock(startingAt: GradientLayerBridge.now(on: backingLayer), delay: plan.delay), delegate: delegate)
    }

    /// Animates to the configuration `changes` makes of the current one (see
    /// ``animateGradient(to:duration:delay:timing:completion:)``).
    ///
    /// ```swift
    /// view.animateGradient(duration: 0.4) { $0.colors = [.systemTeal, .systemIndigo] }
    /// ```
    public func animateGradient(
        duration: Double = 0.25, delay: Double = 0, timing: AnimationTiming = .easeInEaseOut, changes: (inout Configuration) -> Void,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        var target = configuration
        changes(&target)
        animateGradient(to: target, duration: duration, delay: delay, timing: timing, completion: completion)
    }

    /// Runs forever between the view's configuration and the one `changes` makes of it,
    /// there and back, `duration` seconds each way. The view keeps its own configuration
    /// (and shows it when the animation stops).
    ///
    /// It is planned again when the configuration, or the size or traits it depends on,
    /// change, and keeps its phase (a change that moves none of its pictures leaves it
    /// running); it comes back when the app or the view's scene returns to the foreground;
    /// it pauses while Reduce Motion is on (the view's gradient stays).
    ///
    /// ```swift
    /// view.startRepeatingAnimation(duration: 3) { $0.direction = .angle(135) }
    /// ```
    ///
    /// - Parameters:
    ///   - duration: Seconds one way; default 2.
    ///   - timing: The curve of each way, or a spring cut off at its end; default `.easeInEaseOut`.
    ///   - changes: Makes the other end from the view's configuration.
    public func startRepeatingAnimation(duration: Double = 2, timing: AnimationTiming = .easeInEaseOut, changes: (inout Configuration) -> Void) {
        var target = configuration
        changes(&target)
        startRepeating(.init(path: .thereAndBack(target: target), stepDuration: duration, timing: timing))
    }

    /// Runs forever through `steps` in order and back to the first, `stepDuration` seconds
    /// from each to the next (a multi-step animation, or a palette cycle). The view keeps its
    /// own configuration (and shows it when the animation stops). The pictures are drawn in
    /// the first step's type (a layer's type does not animate). Fewer than two steps show the
    /// first and animate nothing.
    ///
    /// ```swift
    /// let steps = [[UIColor.systemPink, .systemOrange], [.systemTeal, .systemBlue]].map { palette in
    ///     var step = view.configuration
    ///     step.colors = palette
    ///     return step
    /// }
    /// view.startRepeatingAnimation(through: steps, stepDuration: 2)
    /// ```
    public func startRepeatingAnimation(through steps: [Configuration], stepDuration: Double = 2, timing: AnimationTiming = .easeInEaseOut) {
        startRepeating(.init(path: .cycle(steps: steps), stepDuration: stepDuration, timing: timing))
    }

    /// Cycles the view's colours through `palettes`, each in the view's other settings
    /// (``startRepeatingAnimation(through:stepDuration:timing:)`` with only the colours
    /// changed from step to step).
    @objc(startCyclingColors:stepDuration:)
    public func startCyclingColors(_ palettes: [[PlatformColor]], stepDuration: Double = 2) {
        let steps = palettes.map { palette in
            var step = configuration
            step.colors = palette
            return step
        }
        startRepeatingAnimation(through: steps, stepDuration: stepDuration)
    }

    /// Stops the running gradient animation, repeating or not; the view shows its
    /// configuration. A one-off animation's completion hears `false`.
    @objc public func stopRepeatingAnimation() {
        animation.repeating = nil
        stopGradientAnimation()
    }

    /// Whether a gradient animation (a one-off change or a repeating one) is on the layer,
    /// paused or running.
    @objc public var isAnimating: Bool { backingLayer.animation(forKey: GradientLayerBridge.animationKey) != nil }

    /// Whether the gradient animation is paused (``pauseGradientAnimation()``).
    @objc public var isGradientAnimationPaused: Bool { isAnimating && (animation.clock?.isPaused ?? false) }

    /// Stops the gradient animation where it is, showing that picture; only this animation
    /// stops (not the layer's other animations, nor the subviews').
    @objc public func pauseGradientAnimation() {
        retime { clock, now in clock.pause(at: now) }
    }

    /// Lets a paused gradient animation run on from where it stopped.
    @objc public func resumeGradientAnimation() {
        retime { clock, now in clock.resume(at: now) }
    }

    /// Shows the gradient animation at `fraction` of one run (`0…1`: for a repeating
    /// animation, of one cycle), paused there: scrubbing, for example with a slider.
    @objc(seekGradientAnimationToFraction:)
    public func seekGradientAnimation(toFraction fraction: Double) {
        guard let plan = animation.plan, fraction.isFinite else { return }
        let time = min(max(fraction, 0), 1) * plan.cycleDuration
        retime { clock, now in
            clock.pause(at: now)
            clock.seek(to: time, at: now)
        }
    }

    // MARK: Running

    /// Runs `plan` on the layer at `clock`'s time and keeps both. A one-off animation it
    /// replaces hears that it did not finish (unless `delegate` took its completion over).
    func run(_ plan: AnimationPlan, clock: AnimationClock, delegate: AnimationCompletion?) {
        animation.delegate?.report(false)
        animation.plan = plan
        animation.clock = clock
        animation.delegate = delegate
        GradientLayerBridge.run(plan, clock: clock, on: backingLayer, delegate: delegate)
    }

    /// Adds the running animation again with its clock changed by `change`.
    private func retime(_ change: (inout AnimationClock, Double) -> Void) {
        guard isAnimating, let plan = animation.plan, var clock = animation.clock else { return }
        change(&clock, GradientLayerBridge.now(on: backingLayer))
        run(plan, clock: clock, delegate: animation.delegate?.handingOver())
    }

    /// Removes the gradient animation and forgets it (the layer's model shows the view's
    /// configuration).
    func stopGradientAnimation() {
        let delegate = animation.delegate
        animation.plan = nil
        animation.clock = nil
        animation.delegate = nil
        GradientLayerBridge.stop(on: backingLayer)
        delegate?.report(false)
    }

    private func startRepeating(_ request: GradientAnimationState.Repeating) {
        stopGradientAnimation()
        animation.repeating = request
        updateGradientLayer()
        refreshRepeatingAnimation(force: true)
    }

    /// The plan of the repeating animation asked for, at the view's size and traits now.
    private func plan(for request: GradientAnimationState.Repeating) -> AnimationPlan {
        switch request.path {
        case .thereAndBack(let target):
            return AnimationPlan(
                repeatingBetween: layerNow(for: configuration), and: layerNow(for: target), duration: request.stepDuration, timing: request.timing)
        case .cycle(let steps):
            return AnimationPlan(cycling: steps.map(layerNow(for:)), stepDuration: request.stepDuration, timing: request.timing)
        }
    }

    /// Looks at the repeating animation again (new configuration, size, traits, Reduce
    /// Motion, window): planned again, it starts over only when one of its pictures changed
    /// or `force` asks (the layer may have lost it), keeping its phase; with Reduce Motion on,
    /// it stops and the view's configuration shows.
    func refreshRepeatingAnimation(force: Bool) {
        guard let request = animation.repeating else { return }
        let plan = plan(for: request)
        guard plan.respecting(reduceMotion: reducesMotion) != nil else {
            stopGradientAnimation()
            animation.repeating = request
            return
        }
        if !force, isAnimating, let running = animation.plan, running.drawsLike(plan) { return }
        let clock = animation.clock ?? AnimationClock(startingAt: GradientLayerBridge.now(on: backingLayer))
        run(plan, clock: clock, delegate: nil)
    }

    /// Brings back a repeating animation that the system removed (the app or the scene was
    /// in the background); one still running keeps going.
    func resumeRepeatingAnimation() {
        guard animation.repeating != nil, !isAnimating else { return }
        refreshRepeatingAnimation(force: true)
    }
}
#endif
