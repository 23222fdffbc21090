import Foundation
import GradientCSS
import GradientCore
import GradientRaster
import GradientTestSupport
import Testing

@testable import GradientViewModel

/// The form a view archives its configuration in (`encode(with:)` / `init(coder:)`): a
/// property list that reads back as the same state, whatever the user set.
@Suite struct GradientViewStateArchivingTests {
    /// `state` without what the archive leaves to the views (the colours) or never holds (the
    /// Interface Builder flag).
    static func withoutColours(_ state: GradientViewState) -> GradientViewState {
        var s = state
        s.colors = nil
        s.startColor = nil
        s.endColor = nil
        for i in 0..<InspectableStops.count { s.stops[i].color = nil }
        s.isInterfaceBuilderPreview = false
        return s
    }

    /// Through a property list in both of its formats, as `NSKeyedArchiver` stores it: only
    /// property-list types are accepted there, so this also proves the dictionary is one.
    static func roundTrip(_ state: GradientViewState) throws -> [GradientViewState] {
        try [PropertyListSerialization.PropertyListFormat.binary, .xml].map { format in
            let data = try PropertyListSerialization.data(fromPropertyList: state.archivedConfiguration, format: format, options: 0)
            let read = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
            return GradientViewState(archivedConfiguration: try #require(read as? [String: Any]))
        }
    }

    @Test func aDefaultStateArchivesAsItsVersionAlone() throws {
        let archive = GradientViewState().archivedConfiguration
        #expect(archive.count == 1)
        #expect(archive["version"] as? Int == 1)
        #expect(try Self.roundTrip(GradientViewState()) == [GradientViewState(), GradientViewState()])
    }

    @Test func everythingAUserSetsComesBack() throws {
        var state = GradientViewState()
        state.colors = [AdaptiveColor(.white), AdaptiveColor(.black)]
        state.locations = [0, 0.25]
        state.gradientString = "linear-gradient(45deg in oklab, #f06, #fc0)"
        state.setInspectedStartPoint(GradientPoint(x: 0.1, y: 0.2))
        state.setInspectedAngle(30)  // wins over the point; both are kept
        state.type = .conic
        state.interpolation = .oklch(.longer)
        state.stops[2] = .init(color: AdaptiveColor(.white), location: 0.4)
        state.stops[7].location = 1
        state.dimsWhenTintAdjusted = true
        state.isInterfaceBuilderPreview = true
        for back in try Self.roundTrip(state) {
            #expect(back == Self.withoutColours(state))
            #expect(back.direction == .angle(30))
            // The inspected point is kept too: unsetting the angle brings it back, as before.
            var unset = back
            unset.setInspectedAngle(GradientViewState.unsetAngle)
            #expect(unset.inspectedPoints.start == GradientPoint(x: 0.1, y: 0.2))
        }
    }

    @Test(arguments: [
        Direction.vertical, .horizontal, .topLeftToBottomRight, .topRightToBottomLeft, .bottomLeftToTopRight, .bottomRightToTopLeft,
        .angle(0), .angle(33.333333333333336), .angle(-725.5),
        .custom(start: GradientPoint(x: 0.1, y: 1.5), end: GradientPoint(x: -0.25, y: 0.7)),
    ])
    func everyDirectionComesBack(direction: Direction) throws {
        var state = GradientViewState()
        state.direction = direction
        #expect(try Self.roundTrip(state).allSatisfy { $0.direction == direction })
    }

    @Test func everyInterpolationAndTypeComesBack() throws {
        for mode in Interpolation.allCases {
            var state = GradientViewState()
            state.interpolation = mode
            #expect(try Self.roundTrip(state).allSatisfy { $0.interpolation == mode }, "\(mode)")
        }
        for type in GradientType.allCases {
            var state = GradientViewState()
            state.type = type
            #expect(try Self.roundTrip(state).allSatisfy { $0.type == type })
        }
    }

    /// Seeded random configurations, as code and Interface Builder could set them.
    @Test func randomConfigurationsComeBack() throws {
        var random = SplitMix64(seed: 0x6172_6368_6976_6531)
        let directions: [Direction] = [.vertical, .horizontal, .topLeftToBottomRight, .bottomRightToTopLeft]
        for _ in 0..<200 {
            var state = GradientViewState()
            if random.unit() < 0.5 { state.locations = (0..<Int(random.next() % 5)).map { _ in random.unit() } }
            if random.unit() < 0.3 { state.gradientString = "radial-gradient(circle, red \(random.next() % 100)%, blue)" }
            switch random.next() % 4 {
            case 0: state.direction = directions[Int(random.next() % 4)]
            case 1: state.setInspectedAngle(random.unit() * 360)
            case 2: state.setInspectedEndPoint(GradientPoint(x: random.unit(), y: random.unit()))
            default: state.setDirectionName("\(random.next() % 360)deg")
            }
            if random.unit() < 0.5 { state.type = GradientType.allCases[Int(random.next() % 3)] }
            if random.unit() < 0.5 { state.interpolation = Interpolation.allCases[Int(random.next() % UInt64(Interpolation.allCases.count))] }
            for i in 0..<InspectableStops.count where random.unit() < 0.3 {
                state.stops[i] = .init(color: AdaptiveColor(.white), location: random.unit() < 0.5 ? random.unit() : InspectableStops.unsetLocation)
            }
            state.dimsWhenTintAdjusted = random.unit() < 0.5
            #expect(try Self.roundTrip(state) == [Self.withoutColours(state), Self.withoutColours(state)])
        }
    }

    /// An archive is outside data: missing keys, values of the wrong type and names this
    /// version does not know keep the defaults; nothing traps.
    @Test func damagedArchivesGiveDefaults() {
        let damaged: [String: Any] = [
            "version": "two", "gradientString": 42, "locations": [0.5, "x"], "directionPoints": [0.0, 1.0],
            "direction": "sideways", "inspectedAngle": "30", "inspectedStartPoint": [1.0], "type": "spiral",
            "interpolation": "cmyk", "stopLocations": "none", "dimsWhenTintAdjusted": "yes", "later": ["a": 1],
        ]
        #expect(GradientViewState(archivedConfiguration: damaged) == GradientViewState())
        #expect(GradientViewState(archivedConfiguration: [:]) == GradientViewState())
        // Extra stop locations beyond the eight are ignored; integers read as numbers.
        let extra = GradientViewState(archivedConfiguration: ["stopLocations": Array(repeating: 1, count: 12), "directionAngle": 90])
        #expect(extra.stops[7].location == 1)
        #expect(extra.direction == .angle(90))
    }

    /// The keys sit under the Objective-C class name, apart from UIKit's and AppKit's own, and
    /// never change (archives already written name them).
    @Test func keysArePrefixedAndFixed() {
        let keys =
            [
                GradientViewState.ArchiveKey.configuration, GradientViewState.ArchiveKey.colors, GradientViewState.ArchiveKey.startColor,
                GradientViewState.ArchiveKey.endColor,
            ] + (0..<InspectableStops.count).map(GradientViewState.ArchiveKey.stopColor)
        #expect(
            keys == ["GVGradientView.configuration", "GVGradientView.colors", "GVGradientView.startColor", "GVGradientView.endColor"]
                + (0...7).map { "GVGradientView.color\($0)" })
    }

    /// The written form, key by key: what archives already written hold.
    @Test func theArchiveFormIsFixed() throws {
        var state = GradientViewState()
        state.direction = .angle(30)
        let angle = state.archivedConfiguration
        #expect(angle.count == 2 && angle["version"] as? Int == 1 && angle["directionAngle"] as? Double == 30)
        state.gradientString = "linear-gradient(red, blue)"
        state.locations = [0, 0.25]
        state.direction = .custom(start: GradientPoint(x: 0, y: 1), end: GradientPoint(x: 1, y: 0))
        state.type = .radial
        state.interpolation = .oklab
        state.stops[2].location = 0.5
        state.dimsWhenTintAdjusted = true
        let all = state.archivedConfiguration
        #expect(all["gradientString"] as? String == "linear-gradient(red, blue)")
        #expect(all["locations"] as? [Double] == [0, 0.25])
        #expect(all["directionPoints"] as? [Double] == [0, 1, 1, 0])
        #expect(all["type"] as? String == "radial")
        #expect(all["interpolation"] as? String == "oklab")
        let stopLocations = try #require(all["stopLocations"] as? [Double])
        #expect(stopLocations.count == 8 && stopLocations[2] == 0.5)
        #expect(all["dimsWhenTintAdjusted"] as? Bool == true)
        #expect(all.count == 8)
        state.direction = .horizontal
        #expect(state.archivedConfiguration["direction"] as? String == "horizontal")
    }
}
