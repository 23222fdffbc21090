import GradientCSS
import GradientCore
import GradientRaster
import GradientTestSupport
import Testing

@testable import GradientViewModel

@Suite struct AnimationPlanTests {
    let two = LayerGradient(colors: [RGBA(red: 1, green: 0, blue: 0), RGBA(red: 0, green: 0, blue: 1)])
    let three = LayerGradient(
        colors: [.white, .black, .white], locations: [0, 0.25, 1], startPoint: GradientPoint(x: 0, y: 0.5),
        endPoint: GradientPoint(x: 1, y: 0.5))

    @Test func stopCountsAreEqualisedAndPointsCarried() {
        let plan = AnimationPlan(from: two, to: three, duration: 0.4)
        #expect(plan.from.colors.count == plan.to.colors.count)
        #expect(plan.from.locations == plan.to.locations)
        #expect(plan.from.locations == [0, 0.25, 1])
        #expect(plan.from.startPoint == GradientPoint(x: 0.5, y: 0))
        #expect(plan.to.startPoint == GradientPoint(x: 0, y: 0.5))
        #expect(plan.final == three)
        #expect(plan.isAnimated)
    }

    @Test func equalisingDoesNotChangeTheStartingPicture() {
        let plan = AnimationPlan(from: two, to: three)
        for k in 0...100 {
            let t = Double(k) / 100
            let before = two.ramp.color(at: t)
            let after = plan.from.ramp.color(at: t)
            // 1e-12: both are straight mixes of the same colours, only split at 0.25.
            #expect(abs(before.red - after.red) < 1e-12 && abs(before.blue - after.blue) < 1e-12)
            #expect(close(before, after, 1e-12), "t = \(t): \(before) against \(after)")
        }
    }

    @Test func badDurationsDoNotAnimate() {
        #expect(!AnimationPlan(from: two, to: three, duration: -1).isAnimated)
        #expect(!AnimationPlan(from: two, to: three, duration: .nan).isAnimated)
        #expect(!AnimationPlan(from: two, to: two, duration: 1).isAnimated)
    }

    @Test func reduceMotionStopsBothKindsAndPicksTheStillFrame() {
        let once = AnimationPlan(from: two, to: three, duration: 1)
        let forever = AnimationPlan(repeatingBetween: two, and: three, duration: 1)
        #expect(once.respecting(reduceMotion: true) == nil)
        #expect(once.respecting(reduceMotion: false) == once)
        #expect(forever.respecting(reduceMotion: true) == nil)
        #expect(once.stillFrame == three)
        #expect(forever.stillFrame == two)
    }

    /// There and back is three keyframes, the first repeated at the end, each step the given
    /// duration; the cycle's length is both steps.
    @Test func thereAndBackIsAThreeKeyframeCycle() {
        let plan = AnimationPlan(repeatingBetween: two, and: three, duration: 1.5)
        #expect(plan.keyframes.count == 3)
        #expect(plan.keyframes[0] == plan.keyframes[2])
        #expect(plan.keyframes[1].startPoint == three.startPoint)
        #expect(plan.repeats && plan.cycleDuration == 3)
    }

    /// A cycle through several gradients: every keyframe has the same stop count and
    /// locations (the union of all, each location as often as the list that has it most),
    /// each still draws its own gradient, and the last leads back to the first. The type is
    /// the first's (a layer's type does not animate).
    @Test func cyclingEqualisesEveryStep() {
        let hard = LayerGradient(
            type: .radial, colors: [.black, .black, .white, .white], locations: [0, 0.5, 0.5, 1], startPoint: .center,
            endPoint: .bottomRight)
        let steps = [two, three, hard]
        let plan = AnimationPlan(cycling: steps, stepDuration: 0.5)
        #expect(plan.keyframes.count == 4)
        let counts = Set(plan.keyframes.map(\.colors.count))
        #expect(counts.count == 1)
        #expect(Set(plan.keyframes.map(\.locations)).count == 1)
        #expect(plan.keyframes.allSatisfy { $0.type == .axial })
        #expect(plan.keyframes[3] == plan.keyframes[0])
        for (step, frame) in zip(steps, plan.keyframes) {
            for k in 0...40 {
                let t = Double(k) / 40
                // Hard edges stay hard: at 0.5 both sides are kept; compare just off it.
                let u = t == 0.5 ? 0.5001 : t
                #expect(close(step.ramp.color(at: u), frame.ramp.color(at: u), 1e-12), "t = \(u)")
            }
        }
        #expect(AnimationPlan(cycling: [two], stepDuration: 1).isAnimated == false)
        #expect(AnimationPlan(cycling: [], stepDuration: 1).keyframes.count == 2)
    }

    /// A one-off spring lasts until it settles, whatever duration it was given; a delay is
    /// kept, a bad one is none.
    @Test func springsLastUntilTheySettleAndDelaysAreKept() throws {
        let spring = AnimationTiming.spring(damping: 14)
        let plan = AnimationPlan(from: two, to: three, duration: 0.1, timing: spring, delay: 0.3)
        let motion = try #require(spring.springMotion)
        #expect(plan.stepDuration == motion.settlingDuration)
        #expect(plan.delay == 0.3)
        #expect(AnimationPlan(from: two, to: three, delay: -1).delay == 0)
        #expect(AnimationPlan(from: two, to: three, delay: .nan).delay == 0)
    }

    /// Two plans of the same pictures draw alike; a change of any keyframe does not.
    @Test func drawsLikeComparesThePictures() {
        let a = AnimationPlan(repeatingBetween: two, and: three, duration: 1)
        #expect(a.drawsLike(AnimationPlan(repeatingBetween: two, and: three, duration: 1)))
        var moved = three
        moved.endPoint = GradientPoint(x: 1, y: 0.6)
        #expect(!a.drawsLike(AnimationPlan(repeatingBetween: two, and: moved, duration: 1)))
        #expect(!a.drawsLike(AnimationPlan(repeatingBetween: two, and: three, duration: 2)))
    }

    /// A tint change (every alert dims the tint) does not change what a repeating animation
    /// is keyed on: its pictures, resolved as the view resolves them for its environment, are
    /// the same, so the running animation is not started again (it would jump back to its
    /// first frame). A gradient that reads the tint (`currentcolor`) is another matter.
    @Test func aTintChangeDoesNotChangeWhatARepeatingAnimationIsKeyedOn() {
        let tinted = ViewEnvironment(tintColor: RGBA(red: 0, green: 0.48, blue: 1))
        let dimmed = ViewEnvironment(isDimmed: true, tintColor: RGBA(red: 0.56, green: 0.56, blue: 0.58))
        func plan(_ state: GradientViewState, _ target: GradientViewState, _ environment: ViewEnvironment) -> AnimationPlan {
            var gate = LayerUpdateGate()
            let a = gate.resolve(state, width: 320, height: 200, environment: environment).layer
            let b = gate.resolve(target, width: 320, height: 200, environment: environment).layer
            return AnimationPlan(repeatingBetween: a, and: b, duration: 2)
        }
        var state = GradientViewState()
        state.colors = [AdaptiveColor(RGBA(red: 1, green: 0, blue: 0)), AdaptiveColor(.white)]
        var target = state
        target.direction = .angle(135)
        #expect(plan(state, target, tinted).drawsLike(plan(state, target, dimmed)))
        // The same for a gradient string without currentcolor, and for the gate's key.
        var string = GradientViewState()
        string.gradientString = "linear-gradient(red, white)"
        var stringTarget = string
        stringTarget.gradientString = "linear-gradient(white, red)"
        #expect(plan(string, stringTarget, tinted).drawsLike(plan(string, stringTarget, dimmed)))
        var cache = ResolutionCache()
        #expect(string.relevantEnvironment(tinted, cache: &cache) == string.relevantEnvironment(dimmed, cache: &cache))
        // A string that reads the tint animates a tint colour: a new tint is a new picture.
        string.gradientString = "linear-gradient(currentcolor, white)"
        #expect(!plan(string, stringTarget, tinted).drawsLike(plan(string, stringTarget, dimmed)))
        #expect(string.relevantEnvironment(tinted, cache: &cache) != string.relevantEnvironment(dimmed, cache: &cache))
    }
}
