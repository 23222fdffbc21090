import Foundation
import GradientCSS
import GradientCore

/// The parameters of SwiftUI's gradients that draw what a `CAGradientLayer` draws, for a frame
/// of a given size: pure functions, so the adapter (`SwiftUIGradient`) only translates and the
/// geometry is tested on any platform.
///
/// SwiftUI and Core Animation place gradients differently on a non-square frame, so handing
/// a layer's unit points to SwiftUI as they are draws something else:
/// - `LinearGradient` maps its unit points into the frame and then shades in points (the
///   isolines are perpendicular to start→end on screen), where a layer projects in its unit
///   square and stretches (its isolines are skewed);
/// - `EllipticalGradient` maps its unit square onto the frame, so its ellipses always have
///   the frame's aspect, and `RadialGradient` draws circles with radii in points, where a
///   layer's ellipse has radii `|Δx| · width` and `|Δy| · height`;
/// - `AngularGradient` measures angles in points (0 along `+x`, clockwise on screen), where
///   a layer measures them in its unit square.
///
/// ```swift
/// let g = LayerGradient(colors: [.white, .black], startPoint: .topLeft, endPoint: .bottomRight)
/// SwiftUIGeometry.linear(g, width: 200, height: 100)
/// // start (0, 0), end (0.4, 1.6): (80, 160) in points, perpendicular to the layer's
/// // skewed isolines, which run through (200, 0) and (0, 100) half way
/// ```
///
/// Sizes are in points (only the ratio matters); a size with a zero or non-finite side is
/// treated as square.
package enum SwiftUIGeometry {
    /// Start and end unit points for `LinearGradient` that shade a `width × height` frame as
    /// the axial `gradient` does on a layer of that size: the same position at every point.
    ///
    /// On the frame the layer's position is `t = a·x + b·y + c` (`LayerGradient.shading(width:height:)`);
    /// SwiftUI's is the projection onto start→end in points. They agree when the gradient
    /// vector `g = (a, b)` is `D / |D|²` with `D` the end minus the start in points and the
    /// start lies on `t = 0`: `D = g / |g|²`, start `= −c · D`, then divided by the size.
    /// Start equal to end draws Core Animation's left-to-right ramp, here `(0, 0) → (1, 0)`.
    /// Geometry with no direction (a non-finite point) gives `GradientPoint.top` and
    /// `GradientPoint.bottom`.
    package static func linear(_ gradient: LayerGradient, width: Double, height: Double) -> (start: GradientPoint, end: GradientPoint) {
        let (w, h) = size(width, height)
        guard let line = AxialLine(gradient.shading(width: w, height: h)) else { return (.top, .bottom) }
        let (start, end) = line.ends(nearest: .zero)
        return (GradientPoint(x: start.x / w, y: start.y / h), GradientPoint(x: end.x / w, y: end.y / h))
    }

    /// Which SwiftUI gradient draws a radial layer, and with what.
    package enum Radial: Sendable, Hashable {
        /// `RadialGradient(stops:center:startRadius: 0, endRadius:)`, the radius in points:
        /// the layer's ellipse is a circle on this frame (`|Δx| · width == |Δy| · height`).
        case circle(center: GradientPoint, radius: Double)
        /// `EllipticalGradient(stops:center:startRadiusFraction: 0, endRadiusFraction:)`: the
        /// layer's radii are the same fraction of each side (`|Δx| == |Δy|`), the ellipse
        /// SwiftUI draws from its unit square. `isExact` is `false` when the layer's ellipse
        /// has another shape than the frame's (neither case holds): SwiftUI has no gradient
        /// for that, and this one keeps the horizontal radius (`fraction = |Δx|`) while the
        /// vertical one becomes `|Δx| · height` instead of `|Δy| · height`.
        case ellipse(center: GradientPoint, radiusFraction: Double, isExact: Bool)
        /// The layer draws nothing (a zero radius on either axis); draw no gradient.
        case nothing
    }

    /// The SwiftUI gradient for the radial `gradient` on a `width × height` frame; see `Radial`.
    /// A circle in points is preferred (exact on any frame); a square frame makes every
    /// equal-fraction ellipse a circle too.
    package static func radial(_ gradient: LayerGradient, width: Double, height: Double) -> Radial {
        let (w, h) = size(width, height)
        guard !gradient.drawsNothing else { return .nothing }
        let s = gradient.startPoint
        let fx = abs(gradient.endPoint.x - s.x)
        let fy = abs(gradient.endPoint.y - s.y)
        guard s.isFinite, fx.isFinite, fy.isFinite else { return .ellipse(center: .center, radiusFraction: 0.5, isExact: false) }
        let rx = fx * w
        let ry = fy * h
        if abs(rx - ry) <= 1e-12 * max(rx, ry) { return .circle(center: s, radius: rx) }
        return .ellipse(center: s, radiusFraction: fx, isExact: abs(fx - fy) <= 1e-12 * max(fx, fy))
    }

    /// `AngularGradient(stops:center:angle:)` for the conic `gradient` on a `width × height`
    /// frame: the centre, the start angle in radians as SwiftUI measures it (in points, 0
    /// along `+x`, clockwise on screen), and the stops (straight sRGB, what SwiftUI mixes),
    /// moved from the layer's unit-square angles to angles in points and resampled between
    /// them on a non-square frame (the package's `ConicAngles.remeasured(_:from:by:mixing:)`,
    /// within half an 8-bit level; on a square frame they are `NativeStops.expanded(_:)`'s).
    package static func angular(_ gradient: LayerGradient, width: Double, height: Double)
        -> (center: GradientPoint, angle: Double, stops: [ColorStop])
    {
        let (w, h) = size(width, height)
        let native = NativeStops.expanded(gradient)
        let stops = native.stops
        guard case .conic(_, let start, let k) = gradient.shading(width: w, height: h) else {
            return (gradient.startPoint.isFinite ? gradient.startPoint : .center, 0, stops)
        }
        guard k != 1 else { return (gradient.startPoint, start, stops) }
        let (angle, remeasured) = ConicAngles.remeasured(ColorRamp(stops), from: start, by: 1 / k, mixing: .straight)
        return (gradient.startPoint, angle, remeasured)
    }

    /// The size, square when a side is not positive and finite.
    private static func size(_ w: Double, _ h: Double) -> (Double, Double) {
        w > 0 && h > 0 && w.isFinite && h.isFinite ? (w, h) : (1, 1)
    }
}
