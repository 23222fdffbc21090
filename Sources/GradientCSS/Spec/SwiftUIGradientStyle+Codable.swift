import GradientCore

/// The SwiftUI form of the JSON spec: a `"swiftui"` key naming the gradient, beside the
/// initialiser's parameters by their SwiftUI names.
///
/// ```json
/// { "swiftui": "radial", "colors": ["#ff0000", "#00ff00"], "center": [0.5, 0.5],
///   "startRadius": 0, "endRadius": 300 }
/// ```
///
/// | `swiftui` | keys (default) |
/// |---|---|
/// | `linear` | `startPoint` (`[0.5, 0]`), `endPoint` (`[0.5, 1]`) |
/// | `radial` | `center` (`[0.5, 0.5]`), `startRadius` (0), `endRadius` (required), in points |
/// | `elliptical` | `center` (`[0.5, 0.5]`), `startRadiusFraction` (0), `endRadiusFraction` (0.5) |
/// | `angular` | `center` (`[0.5, 0.5]`), `startAngle` (0), `endAngle` (`startAngle` + 360), or `angle` for both, in degrees |
///
/// Every kind takes `colors` (evenly spaced, as `Gradient(colors:)`) or `stops` (objects with
/// `color` and `location`, in order, locations in `0…1`), the colours as in the layer form
/// (CSS colour text or 3–4 numbers in `0…1`), and optionally `interpolation` (default
/// `swiftui`), `colorScheme` and `currentColor` as in the layer form. A unit point is `[x, y]`
/// or one of SwiftUI's names (`"topLeading"`, `"center"`, …; leading is left). Radii and
/// fractions are at least 0; `endAngle` is at least `startAngle`. Keys of another kind, or
/// unknown ones, are rejected.
extension SwiftUIGradientStyle: Codable {
    enum Key: String, CodingKey, CaseIterable {
        case swiftui, colors, stops, startPoint, endPoint, center, startRadius, endRadius
        case startRadiusFraction, endRadiusFraction, startAngle, endAngle, angle, interpolation, colorScheme, currentColor
    }

    /// The keys a spec of the kind named `kind` may hold, in the order messages list them.
    static func keys(of kind: String) -> [Key] {
        let geometry: [Key] =
            switch kind {
            case "linear": [.startPoint, .endPoint]
            case "radial": [.center, .startRadius, .endRadius]
            case "elliptical": [.center, .startRadiusFraction, .endRadiusFraction]
            default: [.center, .startAngle, .endAngle, .angle]
            }
        return [.swiftui, .colors, .stops] + geometry + [.interpolation, .colorScheme, .currentColor]
    }

    /// The kinds `"swiftui"` names.
    static let kindNames = ["linear", "radial", "elliptical", "angular"]

    /// Decodes the SwiftUI form (see the extension's documentation), reading CSS colour text
    /// with the decoder's ``CSSParsingOptions`` (``GradientSpec/decode(_:options:)``), a light
    /// page by default.
    public init(from decoder: any Decoder) throws {
        let base = decoder.userInfo[GradientSpec.optionsKey] as? CSSParsingOptions ?? .default
        let c = try decoder.container(keyedBy: Key.self)
        guard let kindName = try? c.decode(String.self, forKey: .swiftui), Self.kindNames.contains(kindName) else {
            let given =
                (try? c.decode(String.self, forKey: .swiftui)).map { "\($0.quotedForMessage) is not a SwiftUI gradient\($0.didYouMean(Self.kindNames)); " }
                ?? ""
            throw DecodingProblem(codingPath: c.codingPath + [Key.swiftui], given + "use \"linear\", \"radial\", \"elliptical\" or \"angular\".")
        }
        let allowed = Self.keys(of: kindName)
        for key in try decoder.container(keyedBy: LayerGradient.AnyKey.self).allKeys where !allowed.contains(where: { $0.rawValue == key.stringValue }) {
            let names = allowed.map(\.rawValue)
            throw DecodingProblem(
                codingPath: c.codingPath + [key],
                "\(key.stringValue.quotedForMessage) is not a key of a SwiftUI \(kindName) gradient\(key.stringValue.didYouMean(names)); its keys are "
                    + names.joined(separator: ", ") + ".")
        }
        let options = try LayerGradient.options(try decoder.container(keyedBy: LayerGradient.Key.self), base: base)
        let stops = try Self.stops(c, options: options)
        func number(_ key: Key, _ fallback: Double?, atLeast minimum: Double? = nil) throws -> Double {
            guard let value = try c.decodeIfPresent(Double.self, forKey: key) ?? fallback else {
                throw DecodingProblem(codingPath: c.codingPath, "a SwiftUI \(kindName) gradient needs \(key.rawValue.quotedForMessage).")
            }
            guard value.isFinite else { throw DecodingProblem(codingPath: c.codingPath + [key], "expected a finite number.") }
            if let minimum, value < minimum {
                throw DecodingProblem(
                    codingPath: c.codingPath + [key], "\(formatNumber(value)) is below \(formatNumber(minimum)): give \(formatNumber(minimum)) or more.")
            }
            return value
        }
        func point(_ key: Key, _ fallback: GradientPoint) throws -> GradientPoint {
            guard c.contains(key) else { return fallback }
            return try UnitPointValue(from: try c.superDecoder(forKey: key)).point
        }
        let kind: Kind
        switch kindName {
        case "linear":
            kind = .linear(startPoint: try point(.startPoint, .top), endPoint: try point(.endPoint, .bottom))
        case "radial":
            kind = .radial(
                center: try point(.center, .center), startRadius: try number(.startRadius, 0, atLeast: 0), endRadius: try number(.endRadius, nil, atLeast: 0))
        case "elliptical":
            kind = .elliptical(
                center: try point(.center, .center), startRadiusFraction: try number(.startRadiusFraction, 0, atLeast: 0),
                endRadiusFraction: try number(.endRadiusFraction, 0.5, atLeast: 0))
        default:
            if c.contains(.angle), c.contains(.startAngle) || c.contains(.endAngle) {
                throw DecodingProblem(
                    codingPath: c.codingPath + [Key.angle], "give 'angle' (a full turn from it) or 'startAngle' and 'endAngle', not both.")
            }
            let start = try number(c.contains(.angle) ? .angle : .startAngle, 0)
            let end = c.contains(.angle) ? start + 360 : try number(.endAngle, start + 360)
            guard end >= start else {
                throw DecodingProblem(
                    codingPath: c.codingPath + [Key.endAngle],
                    "\(formatNumber(end)) is before startAngle \(formatNumber(start)): SwiftUI sweeps clockwise from startAngle to endAngle, so give endAngle ≥ startAngle."
                )
            }
            kind = .angular(center: try point(.center, .center), startAngle: start, endAngle: end)
        }
        self.init(kind, stops: stops, interpolation: try c.decodeIfPresent(Interpolation.self, forKey: .interpolation) ?? .swiftUI)
    }

    /// The stops from `colors` (evenly spaced) or `stops` (in order, locations in `0…1`).
    private static func stops(_ c: KeyedDecodingContainer<Key>, options: CSSParsingOptions) throws -> [ColorStop] {
        guard c.contains(.colors) != c.contains(.stops) else {
            throw DecodingProblem(
                codingPath: c.codingPath + (c.contains(.stops) ? [Key.stops] : []),
                "give the colours as 'colors' (evenly spaced) or as 'stops' (each with 'color' and 'location'), one of the two.")
        }
        let key: Key = c.contains(.colors) ? .colors : .stops
        var list = try c.nestedUnkeyedContainer(forKey: key)
        guard (list.count ?? 0) <= LayerGradient.maxStopCount else {
            throw DecodingProblem(
                codingPath: c.codingPath + [key], "\(list.count ?? 0) colours is over the limit of \(LayerGradient.maxStopCount).", kind: .limitExceeded)
        }
        guard (list.count ?? 0) > 0 else { throw DecodingProblem(codingPath: c.codingPath + [key], "a gradient needs at least one colour.") }
        if key == .colors {
            var colors: [RGBA] = []
            while !list.isAtEnd { colors.append(try SpecColor(from: try list.superDecoder(), options: options).rgba) }
            return evenlySpaced(colors)
        }
        var stops: [ColorStop] = []
        while !list.isAtEnd {
            let element = try list.superDecoder()
            let stop = try StopValue(from: element, options: options)
            if let previous = stops.last, stop.location < previous.location {
                throw DecodingProblem(
                    codingPath: element.codingPath + [StopValue.Key.location],
                    "location \(formatNumber(stop.location)) comes after location \(formatNumber(previous.location)): give the stops in order.")
            }
            stops.append(ColorStop(stop.color, at: stop.location))
        }
        return stops
    }

    /// Encodes the SwiftUI form: the kind, every stop as `color` and `location`, the geometry
    /// with every parameter, and the interpolation.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(kind.name, forKey: .swiftui)
        try c.encode(stops.map { StopValue(color: $0.color, location: $0.location) }, forKey: .stops)
        switch kind {
        case .linear(let start, let end):
            try c.encode(start, forKey: .startPoint)
            try c.encode(end, forKey: .endPoint)
        case .radial(let center, let r0, let r1):
            try c.encode(center, forKey: .center)
            try c.encode(r0, forKey: .startRadius)
            try c.encode(r1, forKey: .endRadius)
        case .elliptical(let center, let f0, let f1):
            try c.encode(center, forKey: .center)
            try c.encode(f0, forKey: .startRadiusFraction)
            try c.encode(f1, forKey: .endRadiusFraction)
        case .angular(let center, let a0, let a1):
            try c.encode(center, forKey: .center)
            try c.encode(a0, forKey: .startAngle)
            try c.encode(a1, forKey: .endAngle)
        }
        try c.encode(interpolation, forKey: .interpolation)
    }
}

/// One of `stops`: `{"color": …, "location": …}`, the location finite and in `0…1`.
private struct StopValue: Encodable {
    var color: RGBA
    var location: Double

    enum Key: String, CodingKey, CaseIterable { case color, location }

    init(color: RGBA, location: Double) {
        self.color = color
        self.location = location
    }

    init(from decoder: any Decoder, options: CSSParsingOptions) throws {
        let names = Key.allCases.map(\.rawValue)
        for key in try decoder.container(keyedBy: LayerGradient.AnyKey.self).allKeys where Key(rawValue: key.stringValue) == nil {
            throw DecodingProblem(
                codingPath: decoder.codingPath + [key],
                "\(key.stringValue.quotedForMessage) is not a key of a stop\(key.stringValue.didYouMean(names)); a stop has 'color' and 'location'.")
        }
        let c = try decoder.container(keyedBy: Key.self)
        color = try SpecColor(from: try c.superDecoder(forKey: .color), options: options).rgba
        location = try c.decode(Double.self, forKey: .location)
        guard location.isFinite, location >= 0, location <= 1 else {
            throw DecodingProblem(
                codingPath: c.codingPath + [Key.location], "\(formatNumber(location)) is outside 0...1: a SwiftUI stop's location is in 0...1.")
        }
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(SpecColor(color), forKey: .color)
        try c.encode(location, forKey: .location)
    }
}

/// A SwiftUI `UnitPoint`: `[x, y]` (finite numbers) or one of its names.
private struct UnitPointValue {
    var point: GradientPoint

    /// SwiftUI's named unit points; leading is the left edge.
    static let names: [(String, GradientPoint)] = [
        ("zero", .topLeft), ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
        ("topLeading", .topLeft), ("topTrailing", .topRight), ("bottomLeading", .bottomLeft), ("bottomTrailing", .bottomRight),
    ]

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let name = try? container.decode(String.self) {
            guard let named = Self.names.first(where: { $0.0 == name }) else {
                let all = Self.names.map(\.0)
                throw DecodingProblem(
                    at: decoder,
                    "\(name.quotedForMessage) is not a unit point\(name.didYouMean(all)); give [x, y] or one of " + all.joined(separator: ", ") + ".")
            }
            point = named.1
            return
        }
        point = try GradientPoint(from: decoder)
        guard point.isFinite else { throw DecodingProblem(at: decoder, "a unit point's coordinates are finite numbers.") }
    }
}
