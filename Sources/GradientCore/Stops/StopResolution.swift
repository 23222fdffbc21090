/// Turns the ways people give stops into the sorted, located stops of a ``ColorRamp``.
public enum StopResolution {
    /// Core Animation's rules for a `CAGradientLayer`'s `colors` and `locations`.
    ///
    /// - `locations == nil`, or a `locations` array whose count differs from `colors`, spreads
    ///   the colours evenly over `0…1` (one colour sits at `0`).
    /// - A location that is not finite takes its evenly spread value.
    /// - Locations are made non-decreasing (each is at least the one before it), so equal
    ///   locations make a hard edge. Locations outside `0…1` are kept.
    ///
    /// `coreAnimation(colors: [.black, .white, .black], locations: nil)` places them at 0, 0.5, 1.
    public static func coreAnimation(colors: [RGBA], locations: [Double]?) -> [ColorStop] {
        let n = colors.count
        let even = (0..<n).map { n == 1 ? 0 : Double($0) / Double(n - 1) }
        let given = (locations?.count == n ? locations : nil) ?? even
        var previous = -Double.infinity
        return colors.indices.map { i in
            previous = max(previous, given[i].isFinite ? given[i] : even[i])
            return ColorStop(colors[i], at: previous)
        }
    }

    /// A stop as the classic Interface Builder recipe has it: an optional colour and an
    /// optional location.
    public struct LooseStop: Sendable, Hashable {
        /// The colour, or `nil` when unset (the stop is then dropped).
        public var color: RGBA?
        /// The location, or `nil` to place the stop automatically.
        public var location: Double?

        /// Creates a loose stop.
        public init(color: RGBA?, location: Double?) {
            self.color = color
            self.location = location
        }
    }

    /// The rules of the classic Interface Builder recipe for a fixed set of inspectable stops.
    ///
    /// 1. A stop without a colour, or with a location that is given but not finite, is dropped.
    /// 2. The stops that have locations are sorted by location, stably, within the slots they
    ///    occupy; stops without a location keep their place in the sequence.
    /// 3. Each run of stops without a location is spread evenly between its located
    ///    neighbours; a run at the start begins at `0`, a run at the end finishes at `1`.
    ///
    /// `interfaceBuilder([red@nil, blue@0.8, green@0.2, nil-colour@0.5, yellow@nil])`
    /// gives red 0, green 0.2, blue 0.8, yellow 1.
    public static func interfaceBuilder(_ stops: [LooseStop]) -> [ColorStop] {
        let valid = stops.filter { $0.color != nil && ($0.location?.isFinite ?? true) }
        let sortedLocated = valid.filter { $0.location != nil }.enumerated()
            .sorted { ($0.element.location!, $0.offset) < ($1.element.location!, $1.offset) }
            .map(\.element)
        var next = sortedLocated.makeIterator()
        let ordered = valid.map { $0.location == nil ? $0 : next.next()! }
        let locations = fillMissingLocations(ordered.map(\.location))
        return zip(ordered, locations).map { ColorStop($0.color!, at: $1) }
    }

    /// Fills `nil` locations the CSS way (CSS Images 3 §3.4.3, steps 1 and 3): a missing first
    /// location is `0`, a missing last is `1`, and each run of missing ones is spread evenly
    /// between its neighbours. Given locations are kept as they are.
    ///
    /// `fillMissingLocations([nil, 0.6, nil, nil])` is `[0, 0.6, 0.8, 1]`.
    public static func fillMissingLocations(_ locations: [Double?]) -> [Double] {
        var result = locations
        guard !result.isEmpty else { return [] }
        if result[0] == nil { result[0] = 0 }
        if result[result.count - 1] == nil { result[result.count - 1] = 1 }
        var i = 0
        while i < result.count {
            guard result[i] == nil else {
                i += 1
                continue
            }
            let before = result[i - 1]!
            var j = i
            while result[j] == nil { j += 1 }
            let after = result[j]!
            for k in i..<j { result[k] = before + (after - before) * Double(k - i + 1) / Double(j - i + 1) }
            i = j
        }
        return result.map { $0! }
    }
}
