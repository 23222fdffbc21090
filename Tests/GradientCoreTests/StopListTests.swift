import Testing

@testable import GradientCore

/// The stop-list operations a layer's stops go through: straight colour, tiling, clipping.
@Suite struct StopListTests {
    let stops = [
        ColorStop(.black, at: 0), ColorStop(RGBA(red: 1, green: 0, blue: 0, alpha: 0.5), at: 0.5),
        ColorStop(.white, at: 0.5), ColorStop(.black, at: 1),
    ]

    @Test func straightColorMixesStraightAndTakesTheLaterStopAtAnEdge() {
        #expect(stops.straightColor(at: 0.25) == RGBA(red: 0.5, green: 0, blue: 0, alpha: 0.75))
        #expect(stops.straightColor(at: 0.5) == .white)
        #expect(stops.straightColor(at: 0.75) == RGBA(red: 0.5, green: 0.5, blue: 0.5))
        #expect(stops.straightColor(at: -1) == .black && stops.straightColor(at: 2) == .black && stops.straightColor(at: .nan) == .black)
        #expect([ColorStop]().straightColor(at: 0.5) == .clear)
    }

    @Test func tilingCoversTheRangeWithinItsBudget() throws {
        let period = [ColorStop(.black, at: 0.25), ColorStop(.white, at: 0.75)]
        let tiled = try #require(period.tiled(from: 0, to: 1.5, maxCount: 100))
        #expect(tiled.map(\.location) == [-0.25, 0.25, 0.25, 0.75, 0.75, 1.25, 1.25, 1.75])
        #expect(period.tiled(from: 0, to: 1000, maxCount: 100) == nil)
        let flat = [ColorStop(.black, at: 0.5), ColorStop(.white, at: 0.5)]
        #expect(flat.tiled(from: 0, to: 1000, maxCount: 2) == flat)
    }

    @Test func clippingCutsWithTheStraightColour() {
        let clipped = stops.clipped(from: 0.25, to: 0.75)
        #expect(clipped.map(\.location) == [0.25, 0.5, 0.5, 0.75])
        #expect(clipped.first?.color == stops.straightColor(at: 0.25) && clipped.last?.color == stops.straightColor(at: 0.75))
        #expect(stops.clipped(from: 0, to: .infinity) == stops)
    }
}
