import GradientCSS
import GradientCore
import GradientRaster
import GradientTestSupport
import GradientViewModel
import Testing

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
        let forever = AnimationPlan(from: two, to: three, duration: 1, repeats: true)
        #expect(once.respecting(reduceMotion: true) == nil)
        #expect(once.respecting(reduceMotion: false) == once)
        #expect(forever.respecting(reduceMotion: true) == nil)
        #expect(once.stillFrame == three)
        #expect(forever.stillFrame == forever.from)
    }
}
