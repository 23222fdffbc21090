/// The shape of a gradient, as `CAGradientLayer.type` names it.
public enum GradientType: String, Sendable, Hashable, CaseIterable {
    /// Colours change along the line from start to end point (`kCAGradientLayerAxial`). The default.
    case axial
    /// Ellipses centred at the start point through the end point (`kCAGradientLayerRadial`).
    case radial
    /// Angles around the start point, 0 towards the end point, clockwise (`kCAGradientLayerConic`).
    case conic
}

extension GradientType: Codable {
    /// Decodes `"axial"`, `"radial"` or `"conic"`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let type = GradientType(rawValue: name) else {
            throw DecodingProblem(at: decoder, "\(name.quotedForMessage) is not a gradient type; use axial, radial or conic.")
        }
        self = type
    }

    /// Encodes the type's name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
