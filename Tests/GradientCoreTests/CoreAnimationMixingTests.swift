import GradientCore
import Testing

/// Facts about Core Animation's gradients measured on real renders (see
/// `CoreAnimationFidelityTests` for the renders themselves), checked on the model alone.
@Suite struct CoreAnimationMixingTests {
    func level(_ v: Double) -> Double { v * 255 }

    @Test func solidRedGainsGreen() {
        // A CAGradientLayer of UIColor.red reads back as (255, 38, 0): the top rows of the
        // pointfreeco and AFSnapshotTesting references, and green 0.14902 = 38/255 in the
        // read-back quoted in CoreAnimationMixing's documentation. Tolerance 2 levels.
        let ramp = ColorRamp([ColorStop(RGBA(red: 1, green: 0, blue: 0), at: 0)], interpolation: .coreAnimation)
        let c = ramp.color(at: 0).clamped
        #expect(abs(level(c.red) - 255) <= 2)
        #expect(abs(level(c.green) - 38) <= 2)
        #expect(level(c.blue) <= 2)
    }

    @Test func whiteBlackAndPastelsStayPut() {
        // dag-linear-3stop's pastel stop (0.6077, 0.8927, 1) renders as (155, 227, 255);
        // white and black are fixed points of any colour management. Tolerance 1 level.
        let colors = [RGBA.white, RGBA.black, RGBA(red: 0.607675281, green: 0.8927237161, blue: 1)]
        for color in colors {
            let c = ColorRamp([ColorStop(color, at: 0)], interpolation: .coreAnimation).color(at: 0).clamped
            #expect(abs(level(c.red) - level(color.red)) <= 1)
            #expect(abs(level(c.green) - level(color.green)) <= 1)
            #expect(abs(level(c.blue) - level(color.blue)) <= 1)
        }
    }

    @Test func halfWayBetweenBlackAndWhiteIsNeitherSRGBNorLinear() {
        // A channel going from 0 to 1 is at 146 to 149.5 half way on the references (red of
        // red→blue, blue of red→blue and red→white); plain sRGB would give 127.5 and linear
        // light 188. Accepted: that range widened by 2 levels.
        let ramp = ColorRamp([ColorStop(.black, at: 0), ColorStop(.white, at: 1)], interpolation: .coreAnimation)
        let mid = ramp.color(at: 0.5).clamped
        for v in [mid.red, mid.green, mid.blue] {
            #expect(level(v) >= 144 && level(v) <= 151.5, "\(level(v))")
        }
    }

    @Test func alphaIsMixedStraight() {
        let ramp = ColorRamp([ColorStop(.white, at: 0), ColorStop(.clear, at: 1)], interpolation: .coreAnimation)
        #expect(abs(ramp.color(at: 0.5).alpha - 0.5) < 1e-12)
        #expect(!Interpolation.coreAnimation.premultiplies)
        #expect(Interpolation(name: "core-animation") == .coreAnimation)
    }
}
