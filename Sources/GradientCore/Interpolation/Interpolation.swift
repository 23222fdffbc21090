/// How colours between two stops are mixed.
///
/// | case | space | alpha | name |
/// |---|---|---|---|
/// | ``srgb`` | sRGB-encoded | straight (not premultiplied) | `srgb` |
/// | ``premultipliedSRGB`` | sRGB-encoded | premultiplied | `srgb-premultiplied` |
/// | ``linearSRGB`` | linear-light sRGB | premultiplied | `srgb-linear` |
/// | ``oklab`` | OKLab | premultiplied | `oklab` |
/// | ``oklch(_:)`` | OKLCH | premultiplied (hue is not) | `oklch`, `oklch-longer`, … |
/// | ``coreAnimation`` | what `CAGradientLayer` really draws (see ``CoreAnimationMixing``) | straight | `core-animation` |
///
/// ``srgb`` is what `CAGradientLayer` is documented to do, and the default of a layer
/// gradient: fading to `.clear` (transparent *black*) passes through a grey band. Every other
/// mode premultiplies, as CSS Color 4 §12.3 prescribes, so fading to any transparent colour
/// only fades.
public enum Interpolation: Sendable, Hashable {
    /// Straight-alpha mixing of the encoded sRGB components (Core Animation's documented behaviour).
    case srgb
    /// Premultiplied mixing of the encoded sRGB components (CSS `in srgb`).
    case premultipliedSRGB
    /// Premultiplied mixing in linear-light sRGB (CSS `in srgb-linear`).
    case linearSRGB
    /// Premultiplied mixing in OKLab (CSS `in oklab`).
    case oklab
    /// Premultiplied mixing in OKLCH, going round the hue circle as `HueMethod` says (CSS `in oklch`).
    case oklch(HueMethod)
    /// What Core Animation's `render(in:)` actually draws for a layer gradient (colour
    /// handling and mixing measured from real renders; see ``CoreAnimationMixing``). For
    /// snapshot previews; not a default: it changes saturated colours.
    case coreAnimation

    /// Which way round the hue circle a polar interpolation goes (CSS Color 4 §12.4).
    public enum HueMethod: String, Sendable, Hashable, CaseIterable, Codable {
        /// The arc of at most 180°. The default.
        case shorter
        /// The arc of at least 180°.
        case longer
        /// Hue only grows (wrapping at 360°).
        case increasing
        /// Hue only shrinks (wrapping at 0°).
        case decreasing
    }

    /// Every mode, in the order of the table above.
    public static let allCases: [Interpolation] =
        [.srgb, .premultipliedSRGB, .linearSRGB, .oklab] + HueMethod.allCases.map { .oklch($0) } + [.coreAnimation]

    /// The mode's name in specs and on the command line, e.g. `"oklch-longer"`.
    public var name: String {
        switch self {
        case .srgb: "srgb"
        case .premultipliedSRGB: "srgb-premultiplied"
        case .linearSRGB: "srgb-linear"
        case .oklab: "oklab"
        case .oklch(.shorter): "oklch"
        case .oklch(let method): "oklch-" + method.rawValue
        case .coreAnimation: "core-animation"
        }
    }

    /// The mode with the given ``name`` (`"oklch-shorter"` is accepted for `"oklch"`), or `nil`.
    public init?(name: String) {
        if name == "oklch-shorter" {
            self = .oklch(.shorter)
            return
        }
        guard let mode = Interpolation.allCases.first(where: { $0.name == name }) else { return nil }
        self = mode
    }

    /// Whether colours are premultiplied by alpha before mixing.
    public var premultiplies: Bool { self != .srgb && self != .coreAnimation }
}

extension Interpolation: Codable {
    /// Decodes a mode from its ``name``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let mode = Interpolation(name: name) else {
            throw DecodingProblem(
                at: decoder,
                "\(name.quotedForMessage) is not an interpolation; use one of " + Interpolation.allCases.map(\.name).joined(separator: ", ") + ".")
        }
        self = mode
    }

    /// Encodes the mode as its ``name``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
