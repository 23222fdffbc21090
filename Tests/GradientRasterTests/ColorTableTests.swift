import GradientTestSupport
import Testing

@testable import GradientCore
@testable import GradientRaster

/// ``ColorTable``'s piece budget: a ramp too curved to flatten within it is built with fewer,
/// partly exact pieces, and still renders within one level of the exact path.
@Suite struct ColorTableTests {
    /// `count` random opaque colours mixed in OKLCH the long way round (`hinted` is kept for the
    /// callers; a ramp has no hints): about 800 pieces a stop when refined without a budget.
    func curvedRamp(count: Int, seed: UInt64, hinted: Bool = true) -> ColorRamp {
        var g = SplitMix64(seed: seed)
        let stops = (0..<count).map { i in
            ColorStop(
                RGBA(
                    red: Double.random(in: 0...1, using: &g), green: Double.random(in: 0...1, using: &g),
                    blue: Double.random(in: 0...1, using: &g), alpha: 1),
                at: Double(i) / Double(count - 1))
        }
        return ColorRamp(stops, interpolation: .oklch(.longer))
    }

    @Test func aCurvedRampPastItsBudgetIsBuiltShallowerAndRendersWithinOneLevel() throws {
        // 40 stops need about 30,000 pieces; with a budget of 2,048 each segment is halved at
        // most 5 times and what is still curved is evaluated exactly.
        let ramp = curvedRamp(count: 40, seed: 7)
        let table = ColorTable(ramp, pieceBudget: 2048)
        #expect(table.breaks.count <= 2048 + 1, "\(table.breaks.count) pieces")
        #expect(table.exactPieces.contains(true), "a ramp this curved cannot be flat pieces within the budget")
        for shading in [Shading.line(from: [0, 0], to: [97, 13]), .radial(center: [40, 6], radiusX: 60, radiusY: 20)] {
            try expectFastMatchesExact(
                GradientPaint(shading: shading, ramp: ramp), width: 97, height: 13,
                prepare: { PreparedGradient($0, table: table) })
        }
    }

    @Test func theDefaultBudgetBoundsAVeryCurvedRamp() {
        // 600 stops would need about 480,000 pieces (40 MB) and seconds to build without it.
        let table = ColorTable(curvedRamp(count: 600, seed: 11))
        #expect(table.breaks.count <= ColorTable.pieceBudget + 1, "\(table.breaks.count) pieces")
    }

    @Test func ordinaryRampsAreRefinedAsFarAsTheyNeed() {
        // Five stops in OKLCH without hints: a few hundred pieces, far inside the budget, all
        // of them straight lines (hints add exact pieces where `pow` is steep, budget or not).
        let table = ColorTable(curvedRamp(count: 5, seed: 3, hinted: false))
        #expect(table.breaks.count > 20 && table.breaks.count < ColorTable.pieceBudget / 4, "\(table.breaks.count) pieces")
        #expect(table.exactPieces.filter { $0 }.isEmpty)
    }
}
