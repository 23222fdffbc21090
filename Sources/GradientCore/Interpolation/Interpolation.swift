/// How colours between two stops are mixed.
///
/// | case | space | alpha | name |
/// |---|---|---|---|
/// | ``srgb`` | sRGB-encoded | straight (not premultiplied) | `srgb` |
/// | ``premultipliedSRGB`` | sRGB-encoded | premultiplied | `srgb-premultiplied` (also `premultiplied`) |
/// | ``linearSRGB`` | linear-light sRGB | premultiplied | `srgb-linear` (also `linear`) |
/// | ``oklab`` | OKLab | premultiplied | `oklab` |
/// | ``oklch(_:)`` | OKLCH | premultiplied (hue is not) | `oklch`, `oklch-longer`, … |
/// | ``coreAnimation`` | what `CAGradientLayer` really draws (see ``CoreAnimationMixing``) | straight | `core-animation` (also `coreanimation`) |
/// | ``swiftUI`` | what SwiftUI's gradients draw: OKLab (see `Docs/swiftui-model.md`) | premultiplied | `swiftui` |
/// | ``lab`` | CIE Lab (D50) | premultiplied | `lab` |
/// | ``lch(_:)`` | CIE LCH | premultiplied (hue is not) | `lch`, `lch-longer`, … |
/// | ``hsl(_:)`` | HSL | premultiplied (hue is not) | `hsl`, `hsl-longer`, … |
/// | ``hwb(_:)`` | HWB | premultiplied (hue is not) | `hwb`, `hwb-longer`, … |
/// | ``xyzD65`` | CIE XYZ, D65 | premultiplied | `xyz-d65` (also `xyz`) |
/// | ``xyzD50`` | CIE XYZ, D50 | premultiplied | `xyz-d50` |
/// | ``displayP3`` | Display P3, encoded | premultiplied | `display-p3` |
/// | ``a98RGB`` | Adobe RGB (1998), encoded | premultiplied | `a98-rgb` |
/// | ``proPhotoRGB`` | ProPhoto RGB, encoded | premultiplied | `prophoto-rgb` |
/// | ``rec2020`` | ITU-R BT.2020, encoded | premultiplied | `rec2020` |
///
/// ``srgb`` is what `CAGradientLayer` is documented to do, and the default of a layer
/// gradient: fading to `.clear` (transparent *black*) passes through a grey band. Every other
/// mode premultiplies, as CSS Color 4 §12.3 prescribes, so fading to any transparent colour
/// only fades. The spaces are those of ``ColorSpace``; a polar space interpolates its hue by a
/// ``HueMethod`` (CSS Color 4 §12.4), and missing components (``ColorStop/missing``) are taken
/// from the other stop of a segment (§12.2).
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
    /// What SwiftUI's `LinearGradient`, `RadialGradient`, `EllipticalGradient` and
    /// `AngularGradient` draw by default: premultiplied mixing in OKLab, as ``oklab``, and
    /// translucent pixels kept in 8-bit premultiplied storage by the rasterizer, as SwiftUI's
    /// renders are (fitted to real renders: `Docs/swiftui-model.md`).
    case swiftUI
    /// Premultiplied mixing in CIE Lab, D50 (CSS `in lab`).
    case lab
    /// Premultiplied mixing in CIE LCH, hue by `HueMethod` (CSS `in lch`).
    case lch(HueMethod)
    /// Premultiplied mixing in HSL, hue by `HueMethod` (CSS `in hsl`).
    case hsl(HueMethod)
    /// Premultiplied mixing in HWB, hue by `HueMethod` (CSS `in hwb`).
    case hwb(HueMethod)
    /// Premultiplied mixing in CIE XYZ relative to D65 (CSS `in xyz-d65` and `in xyz`).
    case xyzD65
    /// Premultiplied mixing in CIE XYZ relative to D50 (CSS `in xyz-d50`).
    case xyzD50
    /// Premultiplied mixing of encoded Display P3 components (CSS `in display-p3`).
    case displayP3
    /// Premultiplied mixing of encoded Adobe RGB (1998) components (CSS `in a98-rgb`).
    case a98RGB
    /// Premultiplied mixing of encoded ProPhoto RGB components (CSS `in prophoto-rgb`).
    case proPhotoRGB
    /// Premultiplied mixing of encoded ITU-R BT.2020 components (CSS `in rec2020`).
    case rec2020

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
        [.srgb, .premultipliedSRGB, .linearSRGB, .oklab] + HueMethod.allCases.map { .oklch($0) } + [.coreAnimation, .swiftUI, .lab]
        + HueMethod.allCases.map { .lch($0) } + HueMethod.allCases.map { .hsl($0) } + HueMethod.allCases.map { .hwb($0) }
        + [.xyzD65, .xyzD50, .displayP3, .a98RGB, .proPhotoRGB, .rec2020]

    /// CSS `in <space>` (with `hue` for a polar space, default shorter): `srgb` is
    /// ``premultipliedSRGB``.
    public init(_ space: ColorSpace, hue: HueMethod = .shorter) {
        switch space {
        case .srgb: self = .premultipliedSRGB
        case .srgbLinear: self = .linearSRGB
        case .displayP3: self = .displayP3
        case .a98RGB: self = .a98RGB
        case .proPhotoRGB: self = .proPhotoRGB
        case .rec2020: self = .rec2020
        case .lab: self = .lab
        case .oklab: self = .oklab
        case .xyzD50: self = .xyzD50
        case .xyzD65: self = .xyzD65
        case .hsl: self = .hsl(hue)
        case .hwb: self = .hwb(hue)
        case .lch: self = .lch(hue)
        case .oklch: self = .oklch(hue)
        }
    }

    /// The space colours are mixed in (``srgb`` too, straight; OKLab for ``swiftUI``), or `nil`
    /// for ``coreAnimation``.
    public var colorSpace: ColorSpace? {
        switch self {
        case .srgb, .premultipliedSRGB: .srgb
        case .linearSRGB: .srgbLinear
        case .oklab, .swiftUI: .oklab
        case .oklch: .oklch
        case .coreAnimation: nil
        case .lab: .lab
        case .lch: .lch
        case .hsl: .hsl
        case .hwb: .hwb
        case .xyzD65: .xyzD65
        case .xyzD50: .xyzD50
        case .displayP3: .displayP3
        case .a98RGB: .a98RGB
        case .proPhotoRGB: .proPhotoRGB
        case .rec2020: .rec2020
        }
    }

    /// The hue method of a polar mode, or `nil`.
    public var hueMethod: HueMethod? {
        switch self {
        case .oklch(let m), .lch(let m), .hsl(let m), .hwb(let m): m
        default: nil
        }
    }

    /// The mode's name in specs and on the command line, e.g. `"oklch-longer"`.
    public var name: String {
        switch self {
        case .srgb: "srgb"
        case .premultipliedSRGB: "srgb-premultiplied"
        case .linearSRGB: "srgb-linear"
        case .oklab: "oklab"
        case .coreAnimation: "core-animation"
        case .swiftUI: "swiftui"
        default:
            // Every other mode is named for its space, a polar one with its hue method unless shorter.
            (colorSpace?.cssName ?? "") + (hueMethod.map { $0 == .shorter ? "" : "-" + $0.rawValue } ?? "")
        }
    }

    /// The mode with the given ``name``, or `nil`.
    ///
    /// Besides the canonical names (``name``, listed in ``allCases`` order), a few aliases are
    /// read, so that older specs, flags and Interface Builder values keep working:
    /// `premultiplied` for `srgb-premultiplied`, `linear` for `srgb-linear`, `coreanimation`
    /// for `core-animation`, `xyz` for `xyz-d65`, and `-shorter` after any polar space
    /// (`oklch-shorter` for `oklch`). Names are matched exactly (lowercase).
    public init?(name: String) {
        if let mode = Interpolation.aliases[name] {
            self = mode
            return
        }
        if name.hasSuffix("-shorter"), let space = ColorSpace(rawValue: String(name.dropLast(8))), space.isPolar {
            self.init(space)
            return
        }
        guard let mode = Interpolation.allCases.first(where: { $0.name == name }) else { return nil }
        self = mode
    }

    /// The names ``init(name:)`` reads besides the canonical ones (and the `-shorter` forms).
    private static let aliases: [String: Interpolation] = [
        "premultiplied": .premultipliedSRGB, "linear": .linearSRGB, "coreanimation": .coreAnimation, "xyz": .xyzD65,
    ]

    /// The sentence for a name ``init(name:)`` does not read: the name, the closest canonical
    /// name when it looks like a typo, and every canonical name.
    ///
    /// `Interpolation.unknownName("oklhc")` is "'oklhc' is not an interpolation (did you mean
    /// 'oklch'?); use one of srgb, srgb-premultiplied, … rec2020."
    package static func unknownName(_ name: String) -> String {
        let names = allCases.map(\.name)
        // A typo of an alias suggests the canonical name it stands for.
        let suggestion = name.closestMatch(in: names + aliases.keys.sorted()).flatMap { Interpolation(name: $0)?.name }
        let hint = suggestion.map { " (did you mean \($0.quotedForMessage)?)" } ?? ""
        return "\(name.quotedForMessage) is not an interpolation\(hint); use one of " + names.joined(separator: ", ") + "."
    }

    /// Whether colours are premultiplied by alpha before mixing.
    public var premultiplies: Bool { self != .srgb && self != .coreAnimation }
}

extension Interpolation: Codable {
    /// Decodes a mode from its ``name``.
    public init(from decoder: any Decoder) throws {
        self = try decoder.decodeName(Interpolation.init(name:), refusal: Interpolation.unknownName)
    }

    /// Encodes the mode as its ``name``.
    public func encode(to encoder: any Encoder) throws {
        try name.encode(to: encoder)
    }
}
