import GradientCore

extension GradientDefinition {
    /// The paint for a box of `width × height` points drawn at `scale` pixels per point, as a
    /// browser at that device scale draws it: CSS lengths (`20px`) are points, so the picture
    /// at scale 2 is the scale-1 picture at twice the pixels. A layer gradient, whose geometry
    /// is relative to its box, is the same either way.
    public func paint(width: Double, height: Double, scale: Double) -> GradientPaint {
        switch self {
        case .layer(let g):
            g.paint(width: Int((width * scale).rounded(.up)), height: Int((height * scale).rounded(.up)))
        case .css(let g):
            g.paint(width: width, height: height).scaled(by: scale)
        }
    }
}
