import GradientKit
import Testing

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
