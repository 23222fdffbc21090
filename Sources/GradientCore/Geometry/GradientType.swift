/// The shape of a gradient, as `CAGradientLayer.type` names it.
public enum GradientType: String, Sendable, Hashable, CaseIterable {
    /// Colours change along the line from start to end point (`kCAGradientLayerAxial`). The default.
    case axial
    /// Ellipses centred at the start point through the end point (`kCAGradientLayerRadial`).
    case radial
    /// Angles around the start point, 0 towards the end point, clockwise (`kCAGradientLayerConic`).
    case conic

    /// Why `name` is not a type, as a message says it: "'spiral' is not a gradient type; use
    /// axial, radial or conic." (the JSON spec and the view's `typeName` share it).
    package static func notAType(_ name: String) -> String {
        "\(name.quotedForMessage) is not a gradient type; use axial, radial or conic."
    }
}

extension GradientType: Codable {
    /// Decodes `"axial"`, `"radial"` or `"conic"`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let type = GradientType(rawValue: name) else {
            throw DecodingProblem(at: decoder, GradientType.notAType(name))
        }
        self = type
    }

    /// Encodes the type's name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
