import GradientTestSupport
import Testing

@testable import GradientCSS
@testable import GradientCore
@testable import GradientRaster
@testable import GradientViewModel

@Suite struct StopEqualizationTests {
    let red = RGBA(red: 1, green: 0, blue: 0)
    let blue = RGBA(red: 0, green: 0, blue: 1)

    @Test func twoAndThreeStopsBecomeThreeEachAtTheSameLocations() {
        let (a, b) = StopEqualization.equalize(
            [ColorStop(red, at: 0), ColorStop(blue, at: 1)],
            [ColorStop(.white, at: 0), ColorStop(.black, at: 0.5), ColorStop(.white, at: 1)])
        #expect(a.map(\.location) == [0, 0.5, 1])
        #expect(b.map(\.location) == [0, 0.5, 1])
        // Straight sRGB midpoint of red and blue, by hand: (0.5, 0, 0.5).
        #expect(a[1].color == RGBA(red: 0.5, green: 0, blue: 0.5))
        #expect(b[1].color == .black)
    }

    @Test func hardEdgesKeepTheirStopsAndTheOtherSideRepeats() {
        let (a, b) = StopEqualization.equalize(
            [ColorStop(red, at: 0), ColorStop(red, at: 0.5), ColorStop(blue, at: 0.5), ColorStop(blue, at: 1)],
            [ColorStop(.white, at: 0), ColorStop(.black, at: 1)])
        #expect(a.count == b.count)
        #expect(a.count == 4)
        #expect(b[1].color == b[2].color)  // white–black at 0.5, twice
        #expect(b[1].location == 0.5 && b[2].location == 0.5)
    }

    @Test func emptyListsStayEmpty() {
        let (a, b) = StopEqualization.equalize([], [ColorStop(red, at: 0)])
        #expect(a.isEmpty && b.count == 1)
    }
}

/// `equalize` is O((m + n) log(m + n)) as documented: counted in operations (stops looked at
/// and colours evaluated), not time, so a busy machine cannot hide quadratic growth.
@Suite struct StopEqualizationComplexityTests {
    /// `count` stops at seeded random locations with seeded random colours.
    static func stops(_ count: Int, seed: UInt64) -> [ColorStop] {
        var random = MMIXRandom(seed: seed)
        return (0..<count).map { _ in ColorStop(RGBA(red: random.unit(), green: random.unit(), blue: random.unit()), at: random.unit()) }
            .sorted { $0.location < $1.location }
    }

    @Test func operationsGrowAsNLogN() {
        func operations(_ n: Int) -> Int {
            var count = 0
            let (a, b) = StopEqualization.equalize(Self.stops(n, seed: 1), Self.stops(n, seed: 2), operations: &count)
            #expect(a.count == 2 * n && b.count == 2 * n)
            return count
        }
        let small = operations(512)
        let large = operations(4096)
        // 8× the stops: n log n gives about 8 · 12/9 ≈ 10.7× the operations, n² gives 64×.
        #expect(Double(large) / Double(small) < 16, "512 stops: \(small) operations, 4096: \(large)")
        // And in absolute terms: a few dozen operations a stop at most.
        #expect(large < 4096 * 2 * 40, "4096 stops: \(large) operations")
    }
}
