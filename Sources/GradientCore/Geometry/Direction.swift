import Foundation

/// Which way an axial gradient runs, turned into a layer's start and end points for a size.
///
/// ```swift
/// Direction.vertical.points(width: 300, height: 100)      // ((0.5, 0), (0.5, 1))
/// Direction.angle(90).points(width: 300, height: 100)     // ((0, 0.5), (1, 0.5)): to the right
/// ```
///
/// Angles follow CSS: `0` points up, `90` right, growing clockwise, in degrees. Unlike a pair
/// of fixed unit points, an angle stays an angle on any aspect ratio: its isolines are
/// perpendicular to the direction on the real pixels, and the gradient spans the CSS gradient
/// line `|W·sin A| + |H·cos A|` centred on the layer, so the corners get the end colours
/// exactly as `linear-gradient(<angle>, …)` gives them. The diagonals are corner to corner
/// in unit space, which on a device (and in CSS, "magic corners") puts the half-way isoline
/// through the two other corners.
public enum Direction: Sendable, Hashable {
    /// Top to bottom: `(0.5, 0) → (0.5, 1)`. The default.
    case vertical
    /// Left to right: `(0, 0.5) → (1, 0.5)`.
    case horizontal
    /// `(0, 0) → (1, 1)`.
    case topLeftToBottomRight
    /// `(1, 0) → (0, 1)`.
    case topRightToBottomLeft
    /// `(0, 1) → (1, 0)`.
    case bottomLeftToTopRight
    /// `(1, 1) → (0, 0)`.
    case bottomRightToTopLeft
    /// An angle in degrees, CSS convention (0 = up, 90 = right, clockwise).
    case angle(Double)
    /// Explicit unit points.
    case custom(start: GradientPoint, end: GradientPoint)

    /// The start and end points for a layer of `width × height` (points or pixels: only the
    /// ratio matters). A non-finite angle or a size with a zero or non-finite side gives the
    /// ``vertical`` points.
    public func points(width: Double, height: Double) -> (start: GradientPoint, end: GradientPoint) {
        switch self {
        case .vertical: return (.top, .bottom)
        case .horizontal: return (.leading, .trailing)
        case .topLeftToBottomRight: return (.topLeft, .bottomRight)
        case .topRightToBottomLeft: return (.topRight, .bottomLeft)
        case .bottomLeftToTopRight: return (.bottomLeft, .topRight)
        case .bottomRightToTopLeft: return (.bottomRight, .topLeft)
        case .custom(let start, let end): return (start, end)
        case .angle(let degrees):
            guard degrees.isFinite, width > 0, height > 0, width.isFinite, height.isFinite else {
                return (.top, .bottom)
            }
            return Direction.anglePoints(degrees: degrees, width: width, height: height)
        }
    }

    /// Unit points whose stretched unit-square projection equals the pixel-space gradient of
    /// CSS angle `degrees` on a `w × h` box.
    ///
    /// On pixels the gradient is `t = ((p − P0) · D) / |D|²` with `D` the direction times the
    /// gradient-line length and `P0` the line's start. A layer computes `t` in the unit square,
    /// `t = ((u − s) · v) / |v|²` with `u = p / (w, h)`. Matching the two for every `p` needs
    /// `v / |v|² = g` with `g = (w·Dx, h·Dy) / |D|²`, so `v = g / |g|²`, and `s = P0 / (w, h)`.
    static func anglePoints(degrees: Double, width w: Double, height h: Double) -> (start: GradientPoint, end: GradientPoint) {
        let a = degrees * .pi / 180
        let dir = SIMD2(sin(a), -cos(a))
        let length = abs(w * dir.x) + abs(h * dir.y)
        let d = dir * length
        let p0 = SIMD2(w / 2, h / 2) - d / 2
        let g = SIMD2(w * d.x, h * d.y) / (d * d).sum()
        let v = g / (g * g).sum()
        let s = SIMD2(p0.x / w, p0.y / h)
        return (GradientPoint(x: s.x, y: s.y), GradientPoint(x: s.x + v.x, y: s.y + v.y))
    }
}
