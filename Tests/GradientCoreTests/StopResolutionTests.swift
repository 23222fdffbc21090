import GradientCore
import Testing

@Suite struct StopResolutionTests {
    let r = RGBA(red: 1, green: 0, blue: 0)
    let g = RGBA(red: 0, green: 1, blue: 0)
    let b = RGBA(red: 0, green: 0, blue: 1)
    let y = RGBA(red: 1, green: 1, blue: 0)

    // MARK: Core Animation rules

    @Test func nilLocationsSpreadEvenly() {
        let stops = StopResolution.coreAnimation(colors: [r, g, b, y], locations: nil)
        #expect(stops.map(\.location) == [0, 1.0 / 3, 2.0 / 3, 1])
        #expect(stops.map(\.color) == [r, g, b, y])
    }

    @Test func singleColourSitsAtZero() {
        #expect(StopResolution.coreAnimation(colors: [r], locations: nil) == [ColorStop(r, at: 0)])
        #expect(StopResolution.coreAnimation(colors: [], locations: nil).isEmpty)
    }

    @Test func givenLocationsAreKept() {
        let stops = StopResolution.coreAnimation(colors: [r, g, b], locations: [0.1, 0.2, 0.9])
        #expect(stops.map(\.location) == [0.1, 0.2, 0.9])
    }

    @Test func mismatchedLocationCountSpreadsEvenly() {
        let stops = StopResolution.coreAnimation(colors: [r, g, b], locations: [0.3, 0.4])
        #expect(stops.map(\.location) == [0, 0.5, 1])
    }

    @Test func equalLocationsMakeAHardEdgeAndDecreasesAreLifted() {
        let stops = StopResolution.coreAnimation(colors: [r, g, b, y], locations: [0, 0.5, 0.5, 0.2])
        #expect(stops.map(\.location) == [0, 0.5, 0.5, 0.5])
        let ramp = ColorRamp(stops)
        #expect(ramp.color(at: 0.4999) != g)
        #expect(ramp.color(at: 0.5) == y)
    }

    @Test func nonFiniteLocationTakesItsEvenValue() {
        let stops = StopResolution.coreAnimation(colors: [r, g, b], locations: [0, .nan, 1])
        #expect(stops.map(\.location) == [0, 0.5, 1])
    }

    // MARK: Classic Interface Builder rules

    @Test func dropsStopsWithoutColourOrWithNonFiniteLocation() {
        let stops = StopResolution.interfaceBuilder([
            .init(color: r, location: 0), .init(color: nil, location: 0.5), .init(color: g, location: .nan),
            .init(color: b, location: .infinity), .init(color: y, location: 1),
        ])
        #expect(stops == [ColorStop(r, at: 0), ColorStop(y, at: 1)])
    }

    @Test func sortsByLocationStably() {
        let stops = StopResolution.interfaceBuilder([
            .init(color: r, location: 0.8), .init(color: g, location: 0.2), .init(color: b, location: 0.8),
            .init(color: y, location: 0.2),
        ])
        #expect(stops == [ColorStop(g, at: 0.2), ColorStop(y, at: 0.2), ColorStop(r, at: 0.8), ColorStop(b, at: 0.8)])
    }

    @Test func unsetLocationsArePlacedBetweenNeighbours() {
        let stops = StopResolution.interfaceBuilder([
            .init(color: r, location: nil), .init(color: b, location: 0.8), .init(color: g, location: 0.2),
            .init(color: nil, location: 0.5), .init(color: y, location: nil),
        ])
        #expect(stops == [ColorStop(r, at: 0), ColorStop(g, at: 0.2), ColorStop(b, at: 0.8), ColorStop(y, at: 1)])
        let allUnset = StopResolution.interfaceBuilder([r, g, b].map { .init(color: $0, location: nil) })
        #expect(allUnset.map(\.location) == [0, 0.5, 1])
    }

    @Test func fillsRunsOfMissingLocations() {
        #expect(StopResolution.fillMissingLocations([nil, 0.6, nil, nil]) == [0, 0.6, 0.8, 1])
        #expect(StopResolution.fillMissingLocations([nil, nil, nil]) == [0, 0.5, 1])
        #expect(StopResolution.fillMissingLocations([0.2, nil, 0.4]).map { ($0 * 1e9).rounded() } == [2e8, 3e8, 4e8])
        #expect(StopResolution.fillMissingLocations([]) == [])
    }
}
