import GradientKit
import GradientViewModel
import Testing

@Suite struct ViewInterpolationTests {
    @Test func namesRoundTrip() {
        let all: [ViewInterpolation] = [.coreAnimation, .premultiplied, .linear, .oklab] + Interpolation.HueMethod.allCases.map { .oklch($0) }
        for mode in all { #expect(ViewInterpolation(name: mode.name) == mode, "\(mode.name)") }
    }

    @Test func engineSpellingsAndBlankAreAccepted() {
        #expect(ViewInterpolation(name: " SRGB-Linear ") == .linear)
        #expect(ViewInterpolation(name: "srgb-premultiplied") == .premultiplied)
        #expect(ViewInterpolation(name: "") == .coreAnimation)
        #expect(ViewInterpolation(name: "oklch-shorter") == .oklch(.shorter))
        #expect(ViewInterpolation(name: "hsl") == nil)
    }

    @Test func coreAnimationPassesThroughAsPlainSRGB() {
        #expect(ViewInterpolation.coreAnimation.engineMode == .srgb)
        #expect(ViewInterpolation.oklch(.longer).engineMode == .oklch(.longer))
    }
}
