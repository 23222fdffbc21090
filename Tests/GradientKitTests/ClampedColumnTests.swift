import Testing

@testable import GradientCSS
@testable import GradientCore
@testable import GradientEncode
@testable import GradientRaster
@testable import GradientViewModel

struct ClampedColumnTests {
    @Test func roundsByTheRuleInsideTheRange() {
        #expect(2.5.clampedColumn(.down, in: 0...10) == 2)
        #expect(2.5.clampedColumn(.up, in: 0...10) == 3)
        #expect((-2.5).clampedColumn(.towardZero, in: -10...10) == -2)
        #expect(7.0.clampedColumn(.down, in: 0...10) == 7)
    }

    @Test func clampsToTheBoundsWithoutOverflowing() {
        // A centre far outside the bitmap must not trap in the conversion to Int.
        #expect(1e25.clampedColumn(.down, in: 0...1920) == 1920)
        #expect((-1e25).clampedColumn(.up, in: -1...1920) == -1)
        #expect(Double.infinity.clampedColumn(.down, in: 0...8) == 8)
        #expect((-Double.infinity).clampedColumn(.down, in: 0...8) == 0)
        #expect(10.0.clampedColumn(.down, in: 0...10) == 10)
        #expect(0.0.clampedColumn(.down, in: 0...10) == 0)
    }

    @Test func nanGivesTheLowerBound() {
        #expect(Double.nan.clampedColumn(.down, in: 3...9) == 3)
    }
}
