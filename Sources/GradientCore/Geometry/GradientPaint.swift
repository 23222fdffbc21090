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
