import Foundation
import GradientCSS
import GradientCore

/// How a gradient looks while its view is dimmed (`tintAdjustmentMode == .dimmed`).
///
/// System controls dim by turning their tint grey; a gradient follows suit: each colour
/// becomes the neutral grey of the same OKLab lightness (chroma 0), so the gradient keeps its
/// light-to-dark shape but loses its hue, and its alpha is kept.
///
/// ```swift
/// Dimming.dimmed(RGBA(red: 1, green: 1, blue: 1))   // white stays white
/// Dimming.dimmed(RGBA(red: 1, green: 0, blue: 0))   // a mid grey, ≈ #888888 (OKLab lightness 0.628)
/// ```
enum Dimming {
    /// The dimmed form of `color`: the grey of the same OKLab lightness, same alpha.
    static func dimmed(_ color: RGBA) -> RGBA {
        guard color.isFinite else { return color }
        let lightness = OKLab(color.clamped).l
        return OKLab(l: lightness, a: 0, b: 0).rgba(alpha: color.alpha).clamped
    }
}
