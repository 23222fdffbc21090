/// A colour at a position along a gradient, the input to a ``ColorRamp``.
///
/// Locations are fractions of the gradient line (`0` its start, `1` its end); values outside
/// `0…1` are allowed and place the stop before the start or after the end.
public struct ColorStop: Sendable, Hashable, Codable {
    /// The stop's colour.
    public var color: RGBA
    /// The stop's position along the gradient line.
    public var location: Double

    /// Creates a stop of `color` at `location`.
    public init(_ color: RGBA, at location: Double) {
        self.color = color
        self.location = location
    }
}
