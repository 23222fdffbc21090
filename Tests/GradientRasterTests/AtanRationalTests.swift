import Foundation
import GradientTestSupport
import Testing

@testable import GradientCore
@testable import GradientRaster

struct AtanRationalTests {
    /// The largest `|angle − atan2(dy, u)|` of ``AtanRational/Row`` over `count` seeded random
    /// points `(u, dy)` of every octant, against Foundation's `atan2` in `Double` (correct to
    /// about 1e-16, far below the bound checked).
    func worstRowError(count: Int, magnitude: ClosedRange<Double>, seed: UInt64) -> Double {
        var g = SplitMix64(seed: seed)
        var worst = 0.0
        for _ in 0..<(count / 4) {
            let dy = Float(Double.random(in: magnitude, using: &g) * (Bool.random(using: &g) ? 1 : -1))
            let row = AtanRational.Row(dy: dy)
            let us = (0..<4).map { _ in Float(Double.random(in: magnitude, using: &g) * (Bool.random(using: &g) ? 1 : -1)) }
            let u = SIMD4(us[0], us[1], us[2], us[3])
            let got = [row.left(u), row.middle(u), row.right(u)]
            for k in 0..<4 {
                let ratio = abs(Double(us[k])) / abs(Double(dy))
                let which = ratio <= 1 ? 1 : (us[k] < 0 ? 0 : 2)
                worst = max(worst, abs(Double(got[which][k]) - atan2(Double(dy), Double(us[k]))))
            }
        }
        return worst
    }

    @Test func rowAnglesStayWithinTheBound() {
        let e1 = worstRowError(count: 200_000, magnitude: 0.5...2048, seed: 1)
        let e2 = worstRowError(count: 200_000, magnitude: 1e-3...4, seed: 2)
        #expect(e1 <= AtanRational.error)
        #expect(e2 <= AtanRational.error)
        // Not loose either: a few ulps of π, well above Float's rounding alone.
        #expect(max(e1, e2) > 1e-7)
    }

    @Test func rowAnglesAreOddInDy() {
        // A row and its mirror image share positions negated (RowPairs): the angles of dy and
        // −dy must be exact negatives, in every region.
        let u = SIMD4<Float>(-900.5, -3.25, 7.5, 1200.75)
        for dy in [Float(0.5), 3.25, 100, 1023.5] {
            let a = AtanRational.Row(dy: dy)
            let b = AtanRational.Row(dy: -dy)
            #expect(a.left(u) == -b.left(u))
            #expect(a.middle(u) == -b.middle(u))
            #expect(a.right(u) == -b.right(u))
        }
    }
}
