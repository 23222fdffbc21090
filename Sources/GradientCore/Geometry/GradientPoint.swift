/// A point in a layer's unit coordinate space: `(0, 0)` is the top-left corner and `(1, 1)`
/// the bottom-right, whatever the layer's size (Core Animation's space on iOS).
///
/// In a JSON spec a point is the array `[x, y]`.
public struct GradientPoint: Sendable, Hashable {
    /// Horizontal position, `0` left edge … `1` right edge.
    public var x: Double
    /// Vertical position, `0` top edge … `1` bottom edge.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// `(0.5, 0)`, the middle of the top edge: a layer's default start point.
    public static let top = GradientPoint(x: 0.5, y: 0)
    /// `(0.5, 1)`, the middle of the bottom edge: a layer's default end point.
    public static let bottom = GradientPoint(x: 0.5, y: 1)
    /// `(0, 0.5)`.
    public static let leading = GradientPoint(x: 0, y: 0.5)
    /// `(1, 0.5)`.
    public static let trailing = GradientPoint(x: 1, y: 0.5)
    /// `(0.5, 0.5)`.
    public static let center = GradientPoint(x: 0.5, y: 0.5)
    /// `(0, 0)`.
    public static let topLeft = GradientPoint(x: 0, y: 0)
    /// `(1, 0)`.
    public static let topRight = GradientPoint(x: 1, y: 0)
    /// `(0, 1)`.
    public static let bottomLeft = GradientPoint(x: 0, y: 1)
    /// `(1, 1)`.
    public static let bottomRight = GradientPoint(x: 1, y: 1)

    /// Whether both coordinates are finite.
    public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension GradientPoint: Codable {
    /// Decodes `[x, y]` (exactly two numbers).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let numbers = try container.decode([Double].self)
        guard numbers.count == 2 else {
            throw DecodingProblem(at: decoder, "a point is [x, y], exactly two numbers, not \(numbers.count).")
        }
        self.init(x: numbers[0], y: numbers[1])
    }

    /// Encodes `[x, y]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(x)
        try container.encode(y)
    }
}
