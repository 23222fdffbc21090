// Why this #if: the view exists on the platforms with a layer-backed view (see GradientView.swift).
#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import GradientCore
import GradientCSS
import GradientViewModel
import QuartzCore

/// A running repeating animation: where it goes and how.
struct RepeatingAnimation {
    var target: GradientViewState
    var targetColors: PlatformColors<GradientView.PlatformColor>
    var duration: Double
    var timing: AnimationTiming
}

extension GradientView {
    /// Animates from what the view shows now to the gradient `changes` configures, with Core
    /// Animation's explicit animations (colours, locations and points; stop counts are
    /// equalised). An animation still running is taken over from where it is on screen; a
    /// repeating animation stops first. With Reduce Motion on, the change is instant.
    ///
    /// ```swift
    /// view.animate(duration: 0.4) { $0.colors = [.systemTeal, .systemIndigo] }
    /// ```
    ///
    /// - Parameters:
    ///   - duration: Seconds; default 0.25.
    ///   - timing: The curve; default `.easeInEaseOut`.
    ///   - changes: Sets the new configuration on the view.
    ///   - completion: Runs on the main actor when the animation has finished or was
    ///     interrupted by another (at once when nothing animates); default `nil`.
    public func animate(
        duration: Double = 0.25, timing: AnimationTiming = .easeInEaseOut, changes: (GradientView) -> Void,
        completion: (@MainActor () -> Void)? = nil
    ) {
        let configured = onLayer(resolvedLayerNow())
        let shown = GradientLayerBridge.shown(by: gradientLayer, type: configured.type)
        // What is on screen (mid-animation too); before the first layout the layer holds
        // nothing yet, and the configured gradient is the start.
        var from = shown.colors.isEmpty ? configured : shown
        repeating = nil
        changes(self)
        let to = onLayer(resolvedLayerNow())
        if from.colors.isEmpty {
            // From nothing: fade in from the target's colours made transparent.
            from = to
            from.colors = to.colors.map { $0.withAlpha(multipliedBy: 0) }
        }
        gate.invalidate()
        let plan = AnimationPlan(from: from, to: to, duration: duration, timing: timing)
        if let plan = plan.respecting(reduceMotion: reducesMotion) {
            GradientLayerBridge.run(plan, on: gradientLayer, completion: completion)
        } else {
            GradientLayerBridge.stop(on: gradientLayer)
            GradientLayerBridge.apply(plan.final, to: gradientLayer)
            completion?()
        }
        let update = gate.update(stateForCurrentTraits, width: Double(bounds.width), height: Double(bounds.height), environment: environment)
        if let update { problemLog.report(update.problem, for: .gradientString) }
    }

    /// Runs forever between the current gradient and the one `changes` configures (there and
    /// back). The view keeps its own configuration; `changes` only describes the other end,
    /// with the same properties (platform colours, directions, names …) as the view.
    ///
    /// It is planned again when the view enters a window or changes size or traits, and when
    /// the app or the view's scene returns to the foreground; it pauses while Reduce Motion is
    /// on (the current gradient stays).
    ///
    /// ```swift
    /// view.startRepeatingAnimation(duration: 3) { $0.direction = .angle(135) }
    /// ```
    ///
    /// - Parameters:
    ///   - duration: Seconds one way; default 2.
    ///   - timing: The curve; default `.easeInEaseOut`.
    ///   - changes: Sets the other end's configuration.
    public func startRepeatingAnimation(
        duration: Double = 2, timing: AnimationTiming = .easeInEaseOut, changes: (GradientView) -> Void
    ) {
        let target = configuration(applying: changes)
        repeating = RepeatingAnimation(target: target.state, targetColors: target.colors, duration: duration, timing: timing)
        restartRepeatingAnimation()
    }

    /// What `changes` configure, with the view left as it was (its state and platform colours).
    func configuration(applying changes: (GradientView) -> Void) -> (state: GradientViewState, colors: PlatformColors<PlatformColor>) {
        let saved = (state, platformColors)
        changes(self)
        defer { (state, platformColors) = saved }
        return (state, platformColors)
    }

    /// Stops a repeating animation; the view shows its configured gradient.
    @objc public func stopRepeatingAnimation() {
        repeating = nil
        GradientLayerBridge.stop(on: gradientLayer)
        gate.invalidate()
        scheduleLayerUpdate()
    }

    /// Brings back a repeating animation that the system removed (the app or the scene was
    /// in the background); one still running keeps its phase.
    func resumeRepeatingAnimation() {
        guard repeating != nil, gradientLayer.animation(forKey: GradientLayerBridge.animationKey) == nil else { return }
        restartRepeatingAnimation()
    }

    /// Plans the repeating animation again for the current size and traits.
    func restartRepeatingAnimation() {
        guard let repeating else { return }
        var target = resolvingColors(repeating.target, repeating.targetColors)
        target.isInterfaceBuilderPreview = state.isInterfaceBuilderPreview
        let to = target.resolve(width: Double(bounds.width), height: Double(bounds.height), environment: environment).layer
        let plan = AnimationPlan(
            from: onLayer(resolvedLayerNow()), to: onLayer(to), duration: repeating.duration, timing: repeating.timing,
            repeats: true)
        if let plan = plan.respecting(reduceMotion: reducesMotion) {
            GradientLayerBridge.run(plan, on: gradientLayer)
            GradientLayerBridge.apply(plan.from, to: gradientLayer)
        } else {
            GradientLayerBridge.stop(on: gradientLayer)
            GradientLayerBridge.apply(plan.stillFrame, to: gradientLayer)
        }
    }
}
#endif
