import GradientCore

/// The JSON spec's `type`: the `CAGradientLayer` names `axial`, `radial` and `conic`, and
/// `linear`, CSS's name for an axial gradient. Encoding writes ``GradientType``'s own name
/// (`axial`). Other tools' names for a conic gradient (`angular` in Figma and Sketch,
/// `sweep` in Android and Flutter) are not taken, but their message points to `conic`.
struct SpecType: Decodable {
    var type: GradientType

    /// Every name and the type it stands for, in the order messages list them.
    static let names: KeyValuePairs<String, GradientType> = ["axial": .axial, "linear": .axial, "radial": .radial, "conic": .conic]

    init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let type = Self.names.first(where: { $0.key == name })?.value else { throw DecodingProblem(at: decoder, Self.notAType(name)) }
        self.type = type
    }

    /// Why `name` is not a type: "'sweep' is not a gradient type (did you mean 'conic'?); use
    /// axial, linear, radial or conic."
    static func notAType(_ name: String) -> String {
        let all = names.map(\.key)
        let hint = ["angular", "sweep"].contains(name.lowercased()) ? " (did you mean 'conic'?)" : name.didYouMean(all)
        return "\(name.quotedForMessage) is not a gradient type\(hint); use \(all.dropLast().joined(separator: ", ")) or \(all.last ?? "")."
    }
}
