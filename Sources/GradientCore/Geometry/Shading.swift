import Foundation

/// Where each pixel falls on a gradient line: maps a point in pixel coordinates (origin
/// top-left, `x` right, `y` down, pixel `(i, j)` centred at `(i + 0.5, j + 0.5)`) to the
/// position `t` that a ``ColorRamp`` turns into a colour.
public enum Shading: Sendable, Hashable {
    /// `t = dtdx · x + dtdy · y + t0`: an axial gradient, whatever its direction and aspect.
    case linear(dtdx: Double, dtdy: Double, t0: Double)
    /// `t = √((Δx / radiusX)² + (Δy / radiusY)²)` with `Δ` measured from `center`: ellipses.
    /// Both radii are positive and finite.
    case radial(center: SIMD2<Double>, radiusX: Double, radiusY: Double)
    /// `t = (angle from startAngle) / 2π` in `0..<1`, angles in radians measured clockwise
    /// on screen from the `+x` axis, each the angle of `(Δx, yScale · Δy)` with `Δ` measured
    /// from `center` in pixels.
    ///
    /// `yScale` 1 (the default) measures angles on the pixel grid, as CSS does; a layer's
    /// `width / height` measures them in its unit square, as Core Animation does
    /// (`(Δx, Δy · w / h)` is `w · (Δu, Δv)` in unit coordinates). It is positive and finite.
    case conic(center: SIMD2<Double>, startAngle: Double, yScale: Double = 1)
    /// The same `t` everywhere: what degenerate geometry draws (`.infinity` = the last colour).
    case uniform(Double)

    /// The gradient line from `start` to `end` in pixel coordinates (`t = 0` at `start`,
    /// `1` at `end`, isolines perpendicular to the line). A zero-length or non-finite line is
    /// `.uniform(.infinity)`.
    public static func line(from start: SIMD2<Double>, to end: SIMD2<Double>) -> Shading {
        let d = end - start
        let len2 = (d * d).sum()
        guard len2 > 0, len2.isFinite, start.x.isFinite, start.y.isFinite else { return .uniform(.infinity) }
        return .linear(dtdx: d.x / len2, dtdy: d.y / len2, t0: -(start * d).sum() / len2)
    }

    /// The position at the pixel-space point `(x, y)`.
    public func t(x: Double, y: Double) -> Double {
        switch self {
        case .linear(let dtdx, let dtdy, let t0):
            return dtdx * x + dtdy * y + t0
        case .radial(let c, let rx, let ry):
            let u = (x - c.x) / rx
            let v = (y - c.y) / ry
            return (u * u + v * v).squareRoot()
        case .conic(let c, let start, let k):
            var a = (atan2((y - c.y) * k, x - c.x) - start) / (2 * .pi)
            a -= a.rounded(.down)
            return a < 1 ? a : 0
        case .uniform(let t):
            return t
        }
    }
}

/// Everything needed to draw a gradient on a given pixel grid: where each pixel falls
/// (``shading``) and which colour each position has (``ramp``).
public struct GradientPaint: Sendable, Hashable {
    /// Pixel position → gradient position.
    public var shading: Shading
    /// Gradient position → colour.
    public var ramp: ColorRamp

    /// Creates a paint.
    public init(shading: Shading, ramp: ColorRamp) {
        self.shading = shading
        self.ramp = ramp
    }

    /// The exact colour at the pixel-space point `(x, y)`.
    public func color(x: Double, y: Double) -> RGBA { ramp.color(at: shading.t(x: x, y: y)) }
}
