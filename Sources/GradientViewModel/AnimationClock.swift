import GradientCSS
import GradientCore

/// The time of a running gradient animation, kept by the view so that it can pause, resume,
/// seek and plan the animation again (a new size, new traits) without a jump: a new plan on
/// the same clock carries on where the old one was.
///
/// Core Animation's timing model gives an animation's time as
/// `(parentTime − beginTime) · speed + timeOffset` (CAMediaTiming.h); the adapters set
/// `beginTime` to ``beginTime``, `timeOffset` to ``offset`` and `speed` to `0` while
/// ``isPaused`` (`1` otherwise), on the animation itself, so pausing one leaves the layer's
/// other animations and its sublayers running (pausing the layer's own `speed`, the usual
/// recipe, would stop every subview's animations too).
///
/// Times are seconds on the host clock (`CACurrentMediaTime()` converted to the layer's time).
///
/// ```swift
/// var clock = AnimationClock(startingAt: 100, delay: 0.5)
/// clock.time(at: 100.5)          // 0: the delay is over
/// clock.pause(at: 101)           // frozen at 0.5
/// clock.resume(at: 200)
/// clock.time(at: 200.25)         // 0.75
/// ```
package struct AnimationClock: Sendable, Hashable {
    /// The host time at which the animation's time was ``offset``.
    package var beginTime: Double
    /// The animation's time at ``beginTime``: negative while a delay runs.
    package var offset: Double
    /// Whether the animation's time stands still.
    package private(set) var isPaused = false

    /// A clock whose animation starts `delay` seconds after `now` (a non-finite or negative
    /// delay is none).
    package init(startingAt now: Double, delay: Double = 0) {
        beginTime = now
        offset = delay.isFinite && delay > 0 ? -delay : 0
    }

    /// The animation's time at host time `now`: seconds since it started (negative before).
    package func time(at now: Double) -> Double {
        isPaused ? offset : offset + (now - beginTime)
    }

    /// Stops the animation's time where it is at `now`.
    package mutating func pause(at now: Double) {
        guard !isPaused else { return }
        offset = time(at: now)
        beginTime = now
        isPaused = true
    }

    /// Lets the animation's time run again from where it was paused.
    package mutating func resume(at now: Double) {
        guard isPaused else { return }
        beginTime = now
        isPaused = false
    }

    /// Moves the animation to `time` seconds at host time `now`, paused or running as it was
    /// (a non-finite time is ignored).
    package mutating func seek(to time: Double, at now: Double) {
        guard time.isFinite else { return }
        offset = time
        beginTime = now
    }

    /// Where in `plan` the animation is at `now`, as a fraction of one run (`0…1`; a repeating
    /// animation's cycle wraps round, a one-off change stays at `1` once done).
    package func fraction(of plan: AnimationPlan, at now: Double) -> Double {
        let cycle = plan.cycleDuration
        guard cycle > 0 else { return 1 }
        let t = time(at: now) / cycle
        guard t > 0 else { return 0 }
        if plan.repeats { return t - t.rounded(.down) }
        return min(t, 1)
    }

    /// The values to give Core Animation for this clock: `beginTime`, `timeOffset` and
    /// `speed`. While running, a pending delay goes into `beginTime` (so the offset is never
    /// negative while the animation's time runs).
    package var coreAnimationTiming: (beginTime: Double, timeOffset: Double, speed: Float) {
        if isPaused { return (beginTime, offset, 0) }
        if offset < 0 { return (beginTime - offset, 0, 1) }
        return (beginTime, offset, 1)
    }
}
