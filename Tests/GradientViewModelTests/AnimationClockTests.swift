import GradientCSS
import GradientCore
import GradientRaster
import Testing

@testable import GradientViewModel

/// The clock a view keeps for its running animation: pause, resume and seek without a jump,
/// and the values Core Animation's timing model (`(t − beginTime) · speed + timeOffset`) needs
/// to show the same time. Exact equality: sums of a few binary-exact numbers.
@Suite struct AnimationClockTests {
    /// Core Animation's formula for an animation's own time (CAMediaTiming.h).
    static func coreAnimationTime(_ clock: AnimationClock, at now: Double) -> Double {
        let timing = clock.coreAnimationTiming
        return (now - timing.beginTime) * Double(timing.speed) + timing.timeOffset
    }

    @Test func pauseResumeAndSeek() {
        var clock = AnimationClock(startingAt: 100, delay: 0.5)
        #expect(clock.time(at: 100) == -0.5)
        #expect(clock.time(at: 100.5) == 0)
        clock.pause(at: 101)
        #expect(clock.isPaused)
        #expect(clock.time(at: 101) == 0.5 && clock.time(at: 500) == 0.5)
        clock.resume(at: 200)
        #expect(clock.time(at: 200.25) == 0.75)
        clock.seek(to: 3, at: 300)
        #expect(clock.time(at: 301) == 4)
        clock.seek(to: .nan, at: 302)
        #expect(clock.time(at: 302) == 5)
        clock.pause(at: 302)
        clock.seek(to: 1.25, at: 400)
        #expect(clock.time(at: 450) == 1.25)
    }

    /// What the adapter gives Core Animation shows the clock's time, running, paused and
    /// during a delay (the delay moves the begin time, so the offset never runs negative).
    @Test func coreAnimationTimingShowsTheClocksTime() {
        var clock = AnimationClock(startingAt: 10, delay: 2)
        for now in [10.0, 11, 12, 13.5] {
            #expect(Self.coreAnimationTime(clock, at: now) == clock.time(at: now))
        }
        #expect(clock.coreAnimationTiming.timeOffset == 0 && clock.coreAnimationTiming.beginTime == 12)
        clock.pause(at: 13)
        #expect(clock.coreAnimationTiming.speed == 0)
        #expect(Self.coreAnimationTime(clock, at: 99) == 1)
        clock.resume(at: 20)
        #expect(Self.coreAnimationTime(clock, at: 21) == 2)
    }

    /// Where in the plan the clock is: a repeating animation wraps round its cycle; a one-off
    /// stays at its end; before the start (a delay) it is at the beginning.
    @Test func fractionOfThePlan() {
        let a = LayerGradient(colors: [.white, .black])
        let b = LayerGradient(colors: [.black, .white])
        let cycle = AnimationPlan(repeatingBetween: a, and: b, duration: 1)  // 2 s a cycle
        let once = AnimationPlan(from: a, to: b, duration: 2)
        let clock = AnimationClock(startingAt: 0, delay: 1)
        #expect(clock.fraction(of: cycle, at: 0.5) == 0)
        #expect(clock.fraction(of: cycle, at: 2) == 0.5)
        #expect(clock.fraction(of: cycle, at: 4.5) == 0.75)
        #expect(clock.fraction(of: once, at: 2) == 0.5)
        #expect(clock.fraction(of: once, at: 9) == 1)
    }
}
