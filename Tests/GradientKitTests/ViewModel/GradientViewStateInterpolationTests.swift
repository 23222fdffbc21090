import GradientKit
import GradientViewModel
import Testing

@Suite struct ViewInterpolationTests {
    @Test func namesRoundTrip() {
        let all: [ViewInterpolation] =
            [.coreAnimation, .premultiplied, .linear, .oklab, .lab, .xyzD65, .xyzD50, .displayP3, .a98RGB, .proPhotoRGB, .rec2020]
            + Interpolation.HueMethod.allCases.flatMap { [.oklch($0), .lch($0), .hsl($0), .hwb($0)] }
        for mode in all { #expect(ViewInterpolation(name: mode.name) == mode, "\(mode.name)") }
    }

    @Test func engineSpellingsAndBlankAreAccepted() {
        #expect(ViewInterpolation(name: " SRGB-Linear ") == .linear)
        #expect(ViewInterpolation(name: "srgb-premultiplied") == .premultiplied)
        #expect(ViewInterpolation(name: "") == .coreAnimation)
        #expect(ViewInterpolation(name: "oklch-shorter") == .oklch(.shorter))
        #expect(ViewInterpolation(name: "hsv") == nil)
        #expect(ViewInterpolation(name: "HSL-Longer") == .hsl(.longer))
        #expect(ViewInterpolation(name: "xyz") == .xyzD65)
    }

    @Test func coreAnimationPassesThroughAsPlainSRGB() {
        #expect(ViewInterpolation.coreAnimation.engineMode == .srgb)
        #expect(ViewInterpolation.oklch(.longer).engineMode == .oklch(.longer))
        #expect(ViewInterpolation.hwb(.decreasing).engineMode == .hwb(.decreasing))
        #expect(ViewInterpolation.rec2020.engineMode == .rec2020)
    }
}
