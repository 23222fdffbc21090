/// A colour at a position along a gradient, the input to a ``ColorRamp``.
///
/// Locations are fractions of the gradient line (`0` its start, `1` its end); values outside
/// `0…1` are allowed and place the stop before the start or after the end.
public struct ColorStop: Sendable, Hashable, Codable {
    /// The stop's colour.
    public var color: RGBA
    /// The stop's position along the gradient line.
    public var location: Double
    /// Which components of the colour are missing (CSS `none`; CSS Color 4 §12.2): a ramp
    /// mixing in a space takes them from the neighbouring stop. Default empty.
    public var missing: MissingComponents

    /// Creates a stop of `color` at `location`, with `missing` components (default none).
    public init(_ color: RGBA, at location: Double, missing: MissingComponents = []) {
        self.color = color
        self.location = location
        self.missing = missing
    }

    private enum CodingKeys: String, CodingKey {
        case color, location, missing
    }

    /// Decodes `color`, `location` and an optional `missing` (default empty).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        color = try container.decode(RGBA.self, forKey: .color)
        location = try container.decode(Double.self, forKey: .location)
        missing = try container.decodeIfPresent(MissingComponents.self, forKey: .missing) ?? []
    }

    /// Encodes `color`, `location`, and `missing` when it is not empty.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(color, forKey: .color)
        try container.encode(location, forKey: .location)
        if !missing.isEmpty { try container.encode(missing, forKey: .missing) }
    }
}
