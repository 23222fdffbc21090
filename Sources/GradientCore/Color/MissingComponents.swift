/// Which components of a colour are missing (CSS `none`, or a powerless hue), by the
/// analogous-component categories of CSS Color 4 §12.2.
///
/// A category stands for the components that play the same part in different spaces, so a
/// component missing in one space can be carried into another: `rgb(none 0 0)` has its
/// ``reds`` missing, which in `color(xyz …)` is X. Whiteness and blackness (HWB) have no
/// analogue in any other space; they only carry into HWB.
///
/// | category | components |
/// |---|---|
/// | ``reds`` | r, x |
/// | ``greens`` | g, y |
/// | ``blues`` | b, z |
/// | ``lightness`` | L (lab, lch, oklab, oklch, hsl) |
/// | ``colorfulness`` | C (lch, oklch), s (hsl) |
/// | ``hue`` | H (lch, oklch, hsl, hwb) |
/// | ``opponentA`` | a (lab, oklab) |
/// | ``opponentB`` | b (lab, oklab) |
/// | ``whiteness``, ``blackness`` | w, b (hwb) |
/// | ``alpha`` | alpha |
///
/// ```swift
/// ColorSpace.hsl.missingCategory(ofComponent: 0)   // .hue
/// ColorSpace.lab.missingCategory(ofComponent: 0)   // .lightness
/// ```
public struct MissingComponents: OptionSet, Sendable, Hashable {
    public let rawValue: UInt16

    /// Creates a set from its bits (the static members' order).
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// Red (RGB spaces) and X (XYZ).
    public static let reds = MissingComponents(rawValue: 1 << 0)
    /// Green (RGB spaces) and Y (XYZ).
    public static let greens = MissingComponents(rawValue: 1 << 1)
    /// Blue (RGB spaces) and Z (XYZ).
    public static let blues = MissingComponents(rawValue: 1 << 2)
    /// L of lab, lch, oklab, oklch and l of hsl.
    public static let lightness = MissingComponents(rawValue: 1 << 3)
    /// Chroma of lch and oklch, saturation of hsl.
    public static let colorfulness = MissingComponents(rawValue: 1 << 4)
    /// The hue of hsl, hwb, lch and oklch.
    public static let hue = MissingComponents(rawValue: 1 << 5)
    /// a of lab and oklab.
    public static let opponentA = MissingComponents(rawValue: 1 << 6)
    /// b of lab and oklab.
    public static let opponentB = MissingComponents(rawValue: 1 << 7)
    /// Whiteness of hwb (no analogue elsewhere).
    public static let whiteness = MissingComponents(rawValue: 1 << 8)
    /// Blackness of hwb (no analogue elsewhere).
    public static let blackness = MissingComponents(rawValue: 1 << 9)
    /// Alpha, in every space.
    public static let alpha = MissingComponents(rawValue: 1 << 10)

    /// Every category with its name, in the order of the table above (alpha last); the names
    /// are what JSON writes.
    public static let named: [(name: String, category: MissingComponents)] = [
        ("reds", .reds), ("greens", .greens), ("blues", .blues), ("lightness", .lightness),
        ("colorfulness", .colorfulness), ("hue", .hue), ("opponent-a", .opponentA), ("opponent-b", .opponentB),
        ("whiteness", .whiteness), ("blackness", .blackness), ("alpha", .alpha),
    ]
}

extension MissingComponents: Codable {
    /// Decodes an array of category names (`["hue", "alpha"]`).
    public init(from decoder: any Decoder) throws {
        let names = try decoder.singleValueContainer().decode([String].self)
        var set = MissingComponents()
        for name in names {
            guard let entry = MissingComponents.named.first(where: { $0.name == name }) else {
                throw DecodingProblem(
                    at: decoder,
                    "\(name.quotedForMessage) is not a colour component; use one of "
                        + MissingComponents.named.map(\.name).joined(separator: ", ") + ".")
            }
            set.insert(entry.category)
        }
        self = set
    }

    /// Encodes the set as an array of category names, in the order of ``named``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(MissingComponents.named.filter { contains($0.category) }.map(\.name))
    }
}

extension ColorSpace {
    /// The category of component `index` of this space (`0…2` in the order CSS writes them,
    /// `3` alpha), or an empty set for any other index.
    public func missingCategory(ofComponent index: Int) -> MissingComponents {
        if index == 3 { return .alpha }
        guard (0..<3).contains(index) else { return [] }
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .proPhotoRGB, .rec2020, .xyzD50, .xyzD65:
            return [[.reds, .greens, .blues][index]]
        case .lab, .oklab: return [[.lightness, .opponentA, .opponentB][index]]
        case .lch, .oklch: return [[.lightness, .colorfulness, .hue][index]]
        case .hsl: return [[.hue, .colorfulness, .lightness][index]]
        case .hwb: return [[.hue, .whiteness, .blackness][index]]
        }
    }

    /// Which of this space's components (`0…2`) `missing` names; alpha is not included.
    public func missingIndices(_ missing: MissingComponents) -> [Int] {
        (0..<3).filter { missing.contains(missingCategory(ofComponent: $0)) }
    }
}
