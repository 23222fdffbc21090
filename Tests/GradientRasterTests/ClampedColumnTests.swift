import Testing

@testable import GradientCore
@testable import GradientRaster

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

    @Test func agreesWithRoundingThenClamping() {
        // The integer rounding after the clamp against the definition: round, then clamp.
        var g = SystemRandomNumberGenerator()
        let rules: [FloatingPointRoundingRule] = [.down, .up, .towardZero, .toNearestOrEven, .awayFromZero]
        for _ in 0..<20_000 {
            let lower = Int.random(in: -50...50, using: &g)
            let range = lower...(lower + Int.random(in: 0...100, using: &g))
            var v = Double.random(in: -200...200, using: &g)
            if Bool.random(using: &g) { v = v.rounded() + [0, 0.5, -0.5, 1e-9, -1e-9].randomElement(using: &g)! }
            for rule in rules {
                let r = v.rounded(rule)
                let expected = r <= Double(range.lowerBound) ? range.lowerBound : r >= Double(range.upperBound) ? range.upperBound : Int(r)
                #expect(v.clampedColumn(rule, in: range) == expected, "\(v) \(rule) in \(range)")
            }
        }
        #expect((-0.5).clampedColumn(.down, in: -5...5) == -1)
        #expect((-0.5).clampedColumn(.up, in: -5...5) == 0)
        #expect(0x1p62.clampedColumn(.down, in: 0...Int.max) == 1 << 62)
        #expect((-0x1p63).clampedColumn(.up, in: Int.min...0) == Int.min)
    }

    @Test func nanGivesTheLowerBound() {
        #expect(Double.nan.clampedColumn(.down, in: 3...9) == 3)
    }
}
