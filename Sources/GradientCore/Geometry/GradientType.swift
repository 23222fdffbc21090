/// The shape of a gradient, as `CAGradientLayer.type` names it.
public enum GradientType: String, Sendable, Hashable, CaseIterable {
    /// Colours change along the line from start to end point (`kCAGradientLayerAxial`). The default.
    case axial
    /// Ellipses centred at the start point through the end point (`kCAGradientLayerRadial`).
    case radial
    /// Angles around the start point, 0 towards the end point, clockwise (`kCAGradientLayerConic`).
    case conic

    /// Every name a type is read from, in the order messages list them: the
    /// `CAGradientLayer` names and `linear`, CSS's name for an axial gradient.
    package static let names: KeyValuePairs<String, GradientType> = ["axial": .axial, "linear": .axial, "radial": .radial, "conic": .conic]

    /// The type named `name` (`axial`, `linear`, `radial`, `conic`; exact spelling), or `nil`.
    /// Other tools' names for a conic gradient (`angular` in Figma and Sketch, `sweep` in
    /// Android and Flutter) are not taken, but ``notAType(_:)`` points them to `conic`.
    package init?(name: String) {
        guard let type = Self.names.first(where: { $0.key == name })?.value else { return nil }
        self = type
    }

    /// Why `name` is not a type, as a message says it: "'sweep' is not a gradient type (did
    /// you mean 'conic'?); use axial, linear, radial or conic." (the JSON spec and the view's
    /// `typeName` share it).
    package static func notAType(_ name: String) -> String {
        let all = names.map(\.key)
        let hint = ["angular", "sweep"].contains(name.lowercased()) ? " (did you mean 'conic'?)" : name.didYouMean(all)
        return "\(name.quotedForMessage) is not a gradient type\(hint); use \(all.dropLast().joined(separator: ", ")) or \(all.last ?? "")."
    }
}

extension GradientType: Codable {
    /// Decodes `"axial"` (also `"linear"`), `"radial"` or `"conic"`.
    public init(from decoder: any Decoder) throws {
        self = try decoder.decodeName(GradientType.init(name:), refusal: GradientType.notAType)
    }

    /// Encodes the type's own name (`axial` for an axial gradient read as `linear`).
    public func encode(to encoder: any Encoder) throws {
        try rawValue.encode(to: encoder)
    }
}
