import GradientCore
import GradientCSS

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

    /// The engine mode that computes the exact ramp (``coreAnimation`` → `Interpolation.srgb`,
    /// Core Animation's documented mixing).
    public var engineMode: Interpolation {
        switch self {
        case .coreAnimation: .srgb
        case .premultiplied: .premultipliedSRGB
        case .linear: .linearSRGB
        case .oklab: .oklab
        case .oklch(let method): .oklch(method)
        }
    }

    /// The mode's Interface Builder name: `"core-animation"`, `"premultiplied"`, `"linear"`,
    /// `"oklab"`, `"oklch"`, `"oklch-longer"` …
    public var name: String {
        switch self {
        case .coreAnimation: "core-animation"
        case .premultiplied: "premultiplied"
        case .linear: "linear"
        case .oklab, .oklch: engineMode.name
        }
    }

    /// The mode for an Interface Builder name: `"core-animation"` (also `""` and `"srgb"`),
    /// `"premultiplied"` (also `"srgb-premultiplied"`), `"linear"` (also `"srgb-linear"`),
    /// `"oklab"`, `"oklch"`, `"oklch-longer"` …; case-insensitive; `nil` for anything else.
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
            default: return nil
            }
        }
    }
}
