/// A layer gradient from colours and a ``Direction``.
///
/// ```swift
/// let g = LayerGradient(colors: [RGBA(rgb: 0x4b4fd8), RGBA(rgb: 0xffbe5c)], direction: .angle(120), width: 1200, height: 630)
/// ```
extension LayerGradient {
    /// A gradient whose start and end points are `direction`'s for a layer of
    /// `width × height` (points or pixels: only the ratio matters, and only for
    /// ``Direction/angle(_:)``); every other parameter has Core Animation's default.
    public init(
        type: GradientType = .axial, colors: [RGBA], locations: [Double]? = nil, direction: Direction,
        width: Double, height: Double, interpolation: Interpolation = .srgb
    ) {
        let points = direction.points(width: width, height: height)
        self.init(
            type: type, colors: colors, locations: locations, startPoint: points.start, endPoint: points.end,
            interpolation: interpolation)
    }
}
