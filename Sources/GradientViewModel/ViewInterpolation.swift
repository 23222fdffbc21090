import GradientCSS
import GradientCore

/// How a gradient view mixes colours between stops.
///
/// ``coreAnimation`` hands the stops to Core Animation as they are (its own mixing, the
/// cheapest). Every other mode is something Core Animation cannot draw natively, so the view
/// model feeds it extra stops (`ColorRamp.straightSRGBStops(tolerance:maxDepth:maxStops:)`) until
/// Core Animation's straight interpolation between them stays within one 8-bit level of the
/// exact ramp everywhere.
public enum ViewInterpolation: Sendable, Hashable {
    /// Core Animation's own mixing: stops passed through unchanged. The default.
    case coreAnimation
    /// Premultiplied sRGB (CSS `in srgb`): fading to a transparent colour only fades.
    case premultiplied
    /// Premultiplied linear-light sRGB (CSS `in srgb-linear`).
    case linear
    /// OKLab (CSS `in oklab`).
    case oklab
    /// OKLCH going round the hue circle as `method` says (CSS `in oklch`).
    case oklch(Interpolation.HueMethod)
    /// CIE Lab (CSS `in lab`).
    case lab
    /// CIE LCH, hue as `method` says (CSS `in lch`).
    case lch(Interpolation.HueMethod)
    /// HSL, hue as `method` says (CSS `in hsl`).
    case hsl(Interpolation.HueMethod)
    /// HWB, hue as `method` says (CSS `in hwb`).
    case hwb(Interpolation.HueMethod)
    /// CIE XYZ relative to D65 (CSS `in xyz-d65`, `in xyz`).
    case xyzD65
    /// CIE XYZ relative to D50 (CSS `in xyz-d50`).
    case xyzD50
    /// Display P3 (CSS `in display-p3`).
    case displayP3
    /// Adobe RGB (1998) (CSS `in a98-rgb`).
    case a98RGB
    /// ProPhoto RGB (CSS `in prophoto-rgb`).
    case proPhotoRGB
    /// ITU-R BT.2020 (CSS `in rec2020`).
    case rec2020

    /// The engine mode that computes the exact ramp (``coreAnimation`` → `Interpolation.srgb`,
    /// Core Animation's documented mixing).
    public var engineMode: Interpolation {
        switch self {
        case .coreAnimation: .srgb
        case .premultiplied: .premultipliedSRGB
        case .linear: .linearSRGB
        case .oklab: .oklab
        case .oklch(let method): .oklch(method)
        case .lab: .lab
        case .lch(let method): .lch(method)
        case .hsl(let method): .hsl(method)
        case .hwb(let method): .hwb(method)
        case .xyzD65: .xyzD65
        case .xyzD50: .xyzD50
        case .displayP3: .displayP3
        case .a98RGB: .a98RGB
        case .proPhotoRGB: .proPhotoRGB
        case .rec2020: .rec2020
        }
    }

    /// The mode's Interface Builder name: `"core-animation"`, `"premultiplied"`, `"linear"`,
    /// `"oklab"`, `"oklch"`, `"oklch-longer"`, `"lab"`, `"hsl-longer"`, `"display-p3"` … (the
    /// engine mode's name from `oklab` on).
    public var name: String {
        switch self {
        case .coreAnimation: "core-animation"
        case .premultiplied: "premultiplied"
        case .linear: "linear"
        default: engineMode.name
        }
    }

    /// The mode for an Interface Builder name: `"core-animation"` (also `""` and `"srgb"`),
    /// `"premultiplied"` (also `"srgb-premultiplied"`), `"linear"` (also `"srgb-linear"`),
    /// `"oklab"`, `"oklch"`, `"oklch-longer"`, `"lab"`, `"hsl-longer"`, `"xyz"`, `"display-p3"` … (every
    /// engine mode's name); case-insensitive; `nil` for anything else.
    public init?(name: String) {
        let key = name.trimmingWhitespace.lowercased()
        switch key {
        case "", "core-animation", "coreanimation", "srgb": self = .coreAnimation
        case "premultiplied", "srgb-premultiplied": self = .premultiplied
        case "linear", "srgb-linear": self = .linear
        default:
            guard let mode = Interpolation(name: key) else { return nil }
            switch mode {
            case .oklab: self = .oklab
            case .oklch(let method): self = .oklch(method)
            case .lab: self = .lab
            case .lch(let method): self = .lch(method)
            case .hsl(let method): self = .hsl(method)
            case .hwb(let method): self = .hwb(method)
            case .xyzD65: self = .xyzD65
            case .xyzD50: self = .xyzD50
            case .displayP3: self = .displayP3
            case .a98RGB: self = .a98RGB
            case .proPhotoRGB: self = .proPhotoRGB
            case .rec2020: self = .rec2020
            case .srgb, .premultipliedSRGB, .linearSRGB, .coreAnimation: return nil
            }
        }
    }
}
