import Foundation
import GradientCSS
import GradientCore

/// Where a view's radial and conic gradients sit: a centre, a radius (radial) and a start
/// angle (conic), turned into the `CAGradientLayer` values that draw them.
///
/// The radius is a **fraction of the view's size**, as SwiftUI's `EllipticalGradient` takes
/// it: `0.5` reaches the middle of every edge, so on a non-square view the ellipse has the
/// view's shape. That is the ellipse a `CAGradientLayer` draws from unit points (radii
/// `|Δx| · width` and `|Δy| · height`), so the value holds on any size and needs no work when
/// the view is resized or rotated, means the same on every screen in Interface Builder, and
/// is drawn exactly by SwiftUI's `EllipticalGradient`. The default (`nil`) reaches the
/// farthest corner, so the last colour just touches it: CSS's default radial gradient,
/// `radial-gradient(ellipse farthest-corner, …)`, when centred.
///
/// The start angle is in CSS degrees (`0` up, `90` right, clockwise) measured on the screen,
/// and the colours sweep evenly by angle on the screen, as `conic-gradient(from …)` does.
/// Core Animation measures a conic layer's angles in its unit square instead, so on a
/// non-square view the stops are moved and resampled (``ConicAngles``, within half an 8-bit
/// level) to draw the CSS sweep.
///
/// ```swift
/// CenteredGeometry.radialPoints(center: .center, radius: nil)
/// // start (0.5, 0.5), end (1.207, 1.207): radius √0.5, the corners at t = 1
/// ```
enum CenteredGeometry {
    /// The radius that reaches the farthest corner from `center`: the unit-square distance
    /// to it (`√(max(x, 1 − x)² + max(y, 1 − y)²)`), so every pixel has `t ≤ 1` and that
    /// corner `t = 1`.
    static func farthestCornerRadius(from center: GradientPoint) -> Double {
        let dx = max(center.x, 1 - center.x)
        let dy = max(center.y, 1 - center.y)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// `center` when it is finite, else the middle of the view.
    static func usableCenter(_ center: GradientPoint) -> GradientPoint {
        center.isFinite ? center : .center
    }

    /// `radius` when it is positive and finite (a radius of `0` would draw nothing), else the
    /// farthest corner's.
    static func usableRadius(_ radius: Double?, center: GradientPoint) -> Double {
        if let radius, radius > 0, radius.isFinite { return radius }
        return farthestCornerRadius(from: center)
    }

    /// The layer points of a radial gradient: the start at the centre, the end one radius
    /// right and down, so the ellipse's radii are `radius · width` and `radius · height`.
    static func radialPoints(center: GradientPoint, radius: Double?) -> (start: GradientPoint, end: GradientPoint) {
        let c = usableCenter(center)
        let r = usableRadius(radius, center: c)
        return (c, GradientPoint(x: c.x + r, y: c.y + r))
    }

    /// The start angle in radians as `Shading.conic` measures it on the screen (from `+x`,
    /// clockwise): CSS degrees less a quarter turn. Non-finite degrees are `0` (up).
    static func screenAngle(cssDegrees: Double) -> Double {
        let degrees = cssDegrees.isFinite ? cssDegrees.truncatingRemainder(dividingBy: 360) : 0
        return (degrees - 90) * .pi / 180
    }

    /// `layer` (its stops in colours Core Animation mixes itself, see `NativeStops`) as a
    /// conic gradient around `center` from `cssDegrees`, sweeping clockwise evenly on a
    /// `width × height` view: the end point lies along the start direction on the screen, and
    /// on a non-square view the stops move to the layer's unit-square angles. A size without
    /// two positive finite sides is taken as square.
    static func conic(_ layer: LayerGradient, center: GradientPoint, cssDegrees: Double, width: Double, height: Double) -> LayerGradient {
        let sized = width > 0 && height > 0 && width.isFinite && height.isFinite
        let (w, h) = sized ? (width, height) : (1, 1)
        let c = usableCenter(center)
        let angle = screenAngle(cssDegrees: cssDegrees)
        var out = layer
        out.type = .conic
        out.startPoint = c
        // Half the shorter side along the start direction: any length gives the direction.
        let r = min(w, h) / 2
        out.endPoint = GradientPoint(x: c.x + cos(angle) * r / w, y: c.y + sin(angle) * r / h)
        let k = w / h
        if k != 1, layer.colors.count > 1 {
            let stops = ConicAngles.remeasured(ColorRamp(layer.stops), from: angle, by: k, mixing: .straight).stops
            out.colors = stops.map(\.color)
            out.locations = stops.map(\.location)
        }
        return out
    }
}
