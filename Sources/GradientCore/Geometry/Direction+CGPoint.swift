import Foundation

/// The classic Swift wrapper's spelling of a direction: `CGPoint`s in and out, so code written
/// for `enum Direction { case vertical, horizontal, custom(start: CGPoint, end: CGPoint) }`
/// compiles unchanged.
///
/// ```swift
/// let d = Direction.custom(start: CGPoint(x: 0, y: 0), end: CGPoint(x: 1, y: 1))
/// d.startPoint   // (0, 0)
/// Direction.vertical.endPoint   // (0.5, 1)
/// ```
extension Direction {
    /// Explicit unit points given as `CGPoint`s (unit coordinates, `(0, 0)` top-left).
    public static func custom(start: CGPoint, end: CGPoint) -> Direction {
        .custom(start: GradientPoint(start), end: GradientPoint(end))
    }

    /// The start point on a square layer, left to right. For ``angle(_:)`` the points depend
    /// on the layer's aspect ratio: this is the square's; ``points(width:height:)`` gives them
    /// for a size.
    public var startPoint: CGPoint { CGPoint(points(width: 1, height: 1).start) }

    /// The end point on a square layer, left to right (see ``startPoint``).
    public var endPoint: CGPoint { CGPoint(points(width: 1, height: 1).end) }
}

extension GradientPoint {
    /// The point with a `CGPoint`'s coordinates.
    public init(_ point: CGPoint) {
        self.init(x: Double(point.x), y: Double(point.y))
    }
}

extension CGPoint {
    /// The point with a ``GradientPoint``'s coordinates.
    public init(_ point: GradientPoint) {
        self.init(x: CGFloat(point.x), y: CGFloat(point.y))
    }
}
