import GradientCSS
import GradientCore

/// The configuration for a layer whose unit space has y up: the backing layer of an unflipped
/// `NSView` draws `(0, 0)` at the bottom-left.
///
/// Mirroring the two points turns an axial or radial picture upside down, and so puts it the
/// iOS way up on such a layer. A conic sweep is defined in the layer's own space (the angle
/// grows from +x towards +y), so mirroring y also turns its clockwise sweep counter-clockwise:
/// the colours are reversed as well (`t → 1 − t`), which sweeps them clockwise again from the
/// mirrored start direction.
///
/// ```swift
/// let g = LayerGradient(type: .conic, colors: [.red, .blue], locations: [0, 0.25], startPoint: .center, endPoint: .trailing)
/// g.verticallyMirrored().locations   // [0.75, 1]; colours [.blue, .red]
/// ```
extension LayerGradient {
    /// The configuration whose picture is this one's, upside down.
    public func verticallyMirrored() -> LayerGradient {
        var out = self
        out.startPoint.y = 1 - startPoint.y
        out.endPoint.y = 1 - endPoint.y
        if type == .conic, colors.count > 1 {
            let stops = self.stops
            out.colors = stops.reversed().map(\.color)
            out.locations = stops.reversed().map { 1 - $0.location }
        }
        return out
    }
}
