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
            guard width > 0, height > 0 else { return (.top, .bottom) }
            // The start of the CSS gradient line, the end along the gradient in the unit square.
            return AxialLine(cssAngle: degrees, width: width, height: height)?.unitPoints(
                width: width, height: height, startNearest: SIMD2(width / 2, height / 2))
                ?? (.top, .bottom)
        }
    }
}
