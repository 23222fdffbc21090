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
/// `radial` or `conic`, and is written as `axial`, `radial` or `conic`. `colorScheme`
/// (`"light"` or `"dark"`) and `currentColor` (CSS colour text) say how system colours,
/// `light-dark()` and `currentcolor` in the colours resolve, as in the CSS form; they win over
/// the decoder's options and are not written back (the colours are). Unknown keys are
/// rejected (a misspelt key would otherwise be silently ignored), as are `locations` whose
/// count differs from `colors`.
extension LayerGradient: Codable {
    enum Key: String, CodingKey, CaseIterable {
        case type, colors, locations, startPoint, endPoint, interpolation, colorScheme, currentColor
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
        let options = try Self.options(c, base: decoder.userInfo[GradientSpec.optionsKey] as? CSSParsingOptions ?? .default)
        var list = try c.nestedUnkeyedContainer(forKey: .colors)
        guard (list.count ?? 0) <= LayerGradient.maxStopCount else {
            throw DecodingProblem(
                codingPath: c.codingPath + [Key.colors], "\(list.count ?? 0) colours is over the limit of \(LayerGradient.maxStopCount).",
                kind: .limitExceeded)
        }
        var colors: [RGBA] = []
        while !list.isAtEnd { colors.append(try SpecColor(from: try list.superDecoder(), options: options).rgba) }
        guard !colors.isEmpty else {
            throw DecodingProblem(codingPath: c.codingPath + [Key.colors], "a gradient needs at least one colour.")
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

    /// `base` with the spec's own `colorScheme` and `currentColor` applied.
    static func options(_ c: KeyedDecodingContainer<Key>, base: CSSParsingOptions) throws -> CSSParsingOptions {
        var options = base
        if c.contains(.colorScheme) {
            guard let name = try? c.decode(String.self, forKey: .colorScheme), let scheme = CSSParsingOptions.ColorScheme(rawValue: name) else {
                throw DecodingProblem(codingPath: c.codingPath + [Key.colorScheme], "expected \"light\" or \"dark\".")
            }
            options.colorScheme = scheme
        }
        if c.contains(.currentColor) {
            guard let text = try? c.decode(String.self, forKey: .currentColor) else {
                throw DecodingProblem(
                    codingPath: c.codingPath + [Key.currentColor], "expected a string of CSS colour text such as \"#336699\".")
            }
            do {
                options.currentColor = try CSSColor(parsingValue: text, options: CSSParsingOptions(colorScheme: options.colorScheme)).rgba
            } catch let error as GradientError {
                throw DecodingProblem(codingPath: c.codingPath + [Key.currentColor], error.message, kind: error.kind)
            }
        }
        return options
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
