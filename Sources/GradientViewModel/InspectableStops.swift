import GradientCSS
import GradientCore

/// The eight stops Interface Builder can edit (`color0…color7`, `location0…location7`),
/// standing in for the arrays IB cannot show.
///
/// Rules (the classic six-stop recipe's, through `StopResolution.interfaceBuilder(_:)`):
/// - a stop counts when it has a colour;
/// - its location is used when it lies in `0…1`; the default ``unsetLocation`` (`−1`, a
///   value IB can show) places it automatically, spread evenly between its located neighbours
///   (a leading run starts at `0`, a trailing run ends at `1`);
/// - any other location (outside `0…1`, NaN, infinite) makes the stop invalid and it is
///   dropped;
/// - the remaining located stops are sorted by location, stably.
///
/// ```swift
/// var stops = InspectableStops()
/// let red = AdaptiveColor(RGBA(red: 1, green: 0, blue: 0))
/// let blue = AdaptiveColor(RGBA(red: 0, green: 0, blue: 1))
/// stops[0] = .init(color: red)                             // auto → 0
/// stops[1] = .init(color: blue, location: 0.8)
/// stops[2] = .init(color: AdaptiveColor(.white), location: 0.2)
/// stops.resolved(for: .light)   // red 0, white 0.2, blue 0.8
/// ```
public struct InspectableStops: Sendable, Hashable {
    /// How many stops Interface Builder shows: 8.
    public static let count = 8
    /// The location that means "place automatically": `−1`.
    public static let unsetLocation = -1.0

    /// One inspectable stop.
    public struct Stop: Sendable, Hashable {
        /// The colour; `nil` (the default) means the stop is unused.
        public var color: AdaptiveColor?
        /// The location; default ``InspectableStops/unsetLocation``.
        public var location: Double

        /// Creates a stop; by default unused and placed automatically.
        public init(color: AdaptiveColor? = nil, location: Double = InspectableStops.unsetLocation) {
            self.color = color
            self.location = location
        }
    }

    /// The eight stops, index `0…7`.
    public private(set) var stops: [Stop] = Array(repeating: Stop(), count: InspectableStops.count)

    /// Creates eight unused stops.
    public init() {}

    /// The stop at `index`; reading outside `0…7` gives an unused stop and writing there is
    /// ignored.
    public subscript(index: Int) -> Stop {
        get { stops.indices.contains(index) ? stops[index] : Stop() }
        set { if stops.indices.contains(index) { stops[index] = newValue } }
    }

    /// Whether any stop has a colour.
    public var isEmpty: Bool { !stops.contains { $0.color != nil } }

    /// The valid stops, sorted and located, with colours for `appearance`.
    public func resolved(for appearance: Appearance) -> [ColorStop] {
        StopResolution.interfaceBuilder(
            stops.map { stop in
                let location: Double?
                if stop.location == InspectableStops.unsetLocation {
                    location = nil
                } else if stop.location >= 0, stop.location <= 1 {
                    location = stop.location
                } else {
                    location = .nan  // given but invalid: interfaceBuilder drops non-finite locations
                }
                return StopResolution.LooseStop(color: stop.color?.resolved(for: appearance), location: location)
            })
    }
}
