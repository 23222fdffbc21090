/// How a gradient made of plain stops mixes the colours between two of them: what the stops
/// that reproduce a ``ColorRamp`` are written for.
package enum StopMixing: Sendable, Hashable {
    /// Straight-alpha sRGB: `CAGradientLayer`, SVG and SwiftUI.
    case straight
    /// Premultiplied sRGB: CSS (`in srgb`, the legacy default).
    case premultiplied

    /// The mix of `p` and `q` at fraction `f` (`0` is `p`, `1` is `q`). A premultiplied mix
    /// with alpha `0` is ``RGBA/clear``.
    package func mix(_ p: RGBA, _ q: RGBA, _ f: Double) -> RGBA {
        let alpha = p.alpha + (q.alpha - p.alpha) * f
        switch self {
        case .straight:
            return RGBA(
                red: p.red + (q.red - p.red) * f, green: p.green + (q.green - p.green) * f,
                blue: p.blue + (q.blue - p.blue) * f, alpha: alpha)
        case .premultiplied:
            guard alpha > 0 else { return .clear }
            func channel(_ x: Double, _ y: Double) -> Double { (x * p.alpha + (y * q.alpha - x * p.alpha) * f) / alpha }
            return RGBA(red: channel(p.red, q.red), green: channel(p.green, q.green), blue: channel(p.blue, q.blue), alpha: alpha)
        }
    }

    /// Whether a ramp of `interpolation` already mixes this way between its stops.
    func isNative(_ interpolation: Interpolation) -> Bool {
        switch self {
        case .straight: interpolation == .srgb
        case .premultiplied: interpolation == .premultipliedSRGB
        }
    }
}
