/// Directions by name, for Interface Builder and Objective-C, which have no enums with values.
///
/// ```swift
/// Direction(name: "horizontal")                 // .horizontal
/// Direction(name: "45deg")                      // .angle(45)
/// Direction.topLeftToBottomRight.name           // "top-left-to-bottom-right"
/// ```
extension Direction {
    /// The named directions with their names.
    static let names: [(String, Direction)] = [
        ("vertical", .vertical), ("horizontal", .horizontal),
        ("top-left-to-bottom-right", .topLeftToBottomRight), ("top-right-to-bottom-left", .topRightToBottomLeft),
        ("bottom-left-to-top-right", .bottomLeftToTopRight), ("bottom-right-to-top-left", .bottomRightToTopLeft),
    ]

    /// The direction's name: `"vertical"`, `"horizontal"`, `"top-left-to-bottom-right"` (and
    /// the three other diagonals), `"45deg"` for an angle, `"custom"` for explicit points.
    public var name: String {
        switch self {
        case .angle(let degrees): return "\(formatNumberExactly(degrees))deg"
        case .custom: return "custom"
        default: return Direction.names.first { $0.1 == self }?.0 ?? "custom"
        }
    }

    /// The direction a name means: one of ``name``'s names (case-insensitive, blank means
    /// vertical), or an angle as a number with an optional `deg` (`"45"`, `"45deg"`, CSS
    /// degrees, 0 up, clockwise); `nil` for anything else, including `"custom"` (explicit
    /// points have no name).
    public init?(name: String) {
        let key = name.trimmingWhitespace.lowercased()
        if key.isEmpty {
            self = .vertical
            return
        }
        if let named = Direction.names.first(where: { $0.0 == key }) {
            self = named.1
            return
        }
        let number = key.hasSuffix("deg") ? String(key.dropLast(3)) : key
        guard let degrees = Double(number), degrees.isFinite else { return nil }
        self = .angle(degrees)
    }
}
