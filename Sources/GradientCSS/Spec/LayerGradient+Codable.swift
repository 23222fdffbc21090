import GradientCore

/// The layer form of the JSON spec, the contract other tools rely on:
///
/// ```json
/// { "type": "axial", "colors": [[1, 0, 0, 1], "#ffff00"], "locations": null,
///   "startPoint": [0.5, 0], "endPoint": [0.5, 1], "interpolation": "oklab" }
/// ```
///
/// Only `colors` is required; the rest default as in ``LayerGradient``. A colour is any CSS
/// colour text (hex, names, `rgb()`, `hsl()`, `oklch()`, `color(display-p3 …)`,
/// `color-mix()` …) or an array of 3 or 4 numbers in `0…1`; `type` is `axial` (or `linear`),
/// `radial` or `conic`, and is written as `axial`, `radial` or `conic`. Unknown keys are
/// rejected (a misspelt key would otherwise be silently ignored), as are `locations` whose
/// count differs from `colors`.
extension LayerGradient: Codable {
    enum Key: String, CodingKey, CaseIterable {
        case type, colors, locations, startPoint, endPoint, interpolation
    }

    /// A coding key for reporting keys the spec does not know.
    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        let any = try decoder.container(keyedBy: AnyKey.self)
        for key in any.allKeys where Key(rawValue: key.stringValue) == nil {
            throw DecodingProblem(
                codingPath: decoder.codingPath + [key],
                "\(key.stringValue.quotedForMessage) is not a key of a layer gradient; the keys are "
                    + Key.allCases.map(\.rawValue).joined(separator: ", ") + ".")
        }
        let c = try decoder.container(keyedBy: Key.self)
        let colors = try c.decode([SpecColor].self, forKey: .colors).map(\.rgba)
        guard !colors.isEmpty else {
            throw DecodingProblem(codingPath: c.codingPath + [Key.colors], "a gradient needs at least one colour.")
        }
        guard colors.count <= LayerGradient.maxStopCount else {
            throw DecodingProblem(
                codingPath: c.codingPath + [Key.colors], "\(colors.count) colours is over the limit of \(LayerGradient.maxStopCount).",
                kind: .limitExceeded)
        }
        let locations = try c.decodeIfPresent([Double].self, forKey: .locations)
        if let locations, locations.count != colors.count {
            throw DecodingProblem(
                codingPath: c.codingPath + [Key.locations],
                "there are \(locations.count) locations for \(colors.count) colours; give one per colour or null.")
        }
        self.init(
            type: try c.decodeIfPresent(GradientType.self, forKey: .type) ?? .axial,
            colors: colors, locations: locations,
            startPoint: try c.decodeIfPresent(GradientPoint.self, forKey: .startPoint) ?? .top,
            endPoint: try c.decodeIfPresent(GradientPoint.self, forKey: .endPoint) ?? .bottom,
            interpolation: try c.decodeIfPresent(Interpolation.self, forKey: .interpolation) ?? .srgb)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(type, forKey: .type)
        try c.encode(colors.map(SpecColor.init), forKey: .colors)
        if let locations { try c.encode(locations, forKey: .locations) } else { try c.encodeNil(forKey: .locations) }
        try c.encode(startPoint, forKey: .startPoint)
        try c.encode(endPoint, forKey: .endPoint)
        try c.encode(interpolation, forKey: .interpolation)
    }
}
