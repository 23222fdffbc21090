import GradientCSS
import GradientCore
import GradientRaster
import GradientViewModel
import Testing

@Suite struct InspectableStopsTests {
    let red = AdaptiveColor(RGBA(red: 1, green: 0, blue: 0))
    let blue = AdaptiveColor(RGBA(red: 0, green: 0, blue: 1))
    let white = AdaptiveColor(RGBA.white)

    @Test func unsetLocationsAreSpreadBetweenLocatedNeighbours() {
        var stops = InspectableStops()
        stops[0] = .init(color: red)
        stops[1] = .init(color: blue, location: 0.8)
        stops[2] = .init(color: white)
        stops[3] = .init(color: red)
        // red auto → 0 (a leading run starts at 0); blue 0.8; white, red auto → 0.9, 1.
        let resolved = stops.resolved(for: .light)
        #expect(resolved.map(\.location) == [0, 0.8, 0.9, 1])
        #expect(resolved.map(\.color) == [red.light, blue.light, white.light, red.light])
    }

    @Test(arguments: [1.5, -0.25, Double.nan, .infinity, -2])
    func locationsOutsideUnitRangeDropTheStop(location: Double) {
        var stops = InspectableStops()
        stops[0] = .init(color: red, location: 0)
        stops[1] = .init(color: white, location: location)
        stops[2] = .init(color: blue, location: 1)
        #expect(stops.resolved(for: .light).map(\.color) == [red.light, blue.light])
    }

    @Test func boundsOfTheUnitRangeAreValid() {
        var stops = InspectableStops()
        stops[5] = .init(color: blue, location: 1)
        stops[7] = .init(color: red, location: 0)
        let resolved = stops.resolved(for: .light)
        #expect(resolved.map(\.color) == [red.light, blue.light])
        #expect(resolved.map(\.location) == [0, 1])
    }

    @Test func indicesOutsideTheEightAreHarmless() {
        var stops = InspectableStops()
        stops[8] = .init(color: red)
        stops[-1] = .init(color: red)
        #expect(stops.isEmpty)
        #expect(stops[42].color == nil)
        #expect(InspectableStops.count == 8)
        #expect(InspectableStops.unsetLocation == -1)
    }

    @Test func aSingleStopSitsAtZero() {
        var stops = InspectableStops()
        stops[4] = .init(color: red)
        #expect(stops.resolved(for: .dark).map(\.location) == [0])
    }
}
