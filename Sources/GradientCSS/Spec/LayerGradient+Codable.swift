import GradientCore

/// The layer form of the JSON spec, the contract other tools rely on:
///
/// ```json
/// { "type": "axial", "colors": [[1, 0, 0, 1], "#ffff00"], "locations": null,
///   "startPoint": [0.5, 0], "endPoint": [0.5, 1], "interpolation": "oklab" }
/// ```
///
/// Only `colors` is required; the rest default as in ``LayerGradient``. An axial gradient may
/// give `angle` (degrees, 0 up, 90 right, clockwise) instead of `startPoint` and `endPoint`:
/// it is drawn as CSS `linear-gradient(<angle>, …)` is, on every aspect ratio
/// (``AngledLayerGradient``; ``GradientDefinition/init(parsing:)`` reads it, a
/// ``LayerGradient`` alone cannot hold it). A colour is any CSS
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
        case type, colors, locations, startPoint, endPoint, angle, interpolation, colorScheme, currentColor
    }

    /// A coding key for reporting keys the spec does not know.
    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        switch try LayerSpec(from: decoder) {
        case .layer(let layer): self = layer
        case .angled:
            throw DecodingProblem(
                codingPath: decoder.codingPath + [Key.angle],
                "a layer gradient has no angle: read a spec with 'angle' with GradientDefinition(parsing:), which resolves it at each size.")
        }
    }

    /// Reads the layer form, an angle included.
    static func decodeSpec(from decoder: any Decoder) throws -> LayerSpec {
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
        let type = try c.decodeIfPresent(GradientType.self, forKey: .type) ?? .axial
        let interpolation = try c.decodeIfPresent(Interpolation.self, forKey: .interpolation) ?? .srgb
        if c.contains(.angle) {
            let degrees = try Self.angle(c, type: type)
            return .angled(AngledLayerGradient(colors: colors, locations: locations, degrees: degrees, interpolation: interpolation))
        }
        return .layer(
            LayerGradient(
                type: type, colors: colors, locations: locations,
                startPoint: try c.decodeIfPresent(GradientPoint.self, forKey: .startPoint) ?? .top,
                endPoint: try c.decodeIfPresent(GradientPoint.self, forKey: .endPoint) ?? .bottom,
                interpolation: interpolation))
    }

    /// The spec's `angle` in degrees: a finite number, on an axial gradient without points.
    static func angle(_ c: KeyedDecodingContainer<Key>, type: GradientType) throws -> Double {
        let path = c.codingPath + [Key.angle]
        guard type == .axial else {
            throw DecodingProblem(
                codingPath: path, "'angle' sets the direction of an axial gradient and this one is \(type.rawValue): give its startPoint and endPoint instead.")
        }
        if let point = [Key.startPoint, .endPoint].first(where: c.contains) {
            throw DecodingProblem(
                codingPath: path, "'angle' and '\(point.rawValue)' cannot both be given: the angle sets the start and end points; give one or the other.")
        }
        if let degrees = try? c.decode(Double.self, forKey: .angle), degrees.isFinite { return degrees }
        let found: String =
            if let text = try? c.decode(String.self, forKey: .angle) { text.quotedForMessage } else if let flag = try? c.decode(Bool.self, forKey: .angle) {
                "\(flag)"
            } else if (try? c.decodeNil(forKey: .angle)) == true { "null" } else { "a value that is not a finite number" }
        throw DecodingProblem(codingPath: path, "\(found) is not an angle: give a finite number of degrees such as 45 (0 up, 90 right, clockwise).")
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
        try Self.encodeStops(colors: colors, locations: locations, interpolation: interpolation, type: type, into: &c)
        try c.encode(startPoint, forKey: .startPoint)
        try c.encode(endPoint, forKey: .endPoint)
    }

    /// Writes the keys a layer gradient and an angled one share.
    static func encodeStops(
        colors: [RGBA], locations: [Double]?, interpolation: Interpolation, type: GradientType, into c: inout KeyedEncodingContainer<Key>
    ) throws {
        try c.encode(type, forKey: .type)
        try c.encode(colors.map(SpecColor.init), forKey: .colors)
        if let locations { try c.encode(locations, forKey: .locations) } else { try c.encodeNil(forKey: .locations) }
        try c.encode(interpolation, forKey: .interpolation)
    }
}

/// What the layer form of the spec reads as: a layer gradient, or an axial one at an angle.
enum LayerSpec: Decodable {
    case layer(LayerGradient)
    case angled(AngledLayerGradient)

    init(from decoder: any Decoder) throws { self = try LayerGradient.decodeSpec(from: decoder) }
}

/// The layer form with `angle` in place of `startPoint` and `endPoint`.
extension AngledLayerGradient: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: LayerGradient.Key.self)
        try LayerGradient.encodeStops(colors: colors, locations: locations, interpolation: interpolation, type: .axial, into: &c)
        try c.encode(degrees, forKey: .angle)
    }
}
