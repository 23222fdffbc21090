import GradientCore

extension GradientDefinition {
    /// The paints (first on top) for `width × height` pixels drawn at `scale` pixels per CSS
    /// px, as a browser at that device scale draws them: CSS lengths (`20px`) are multiplied
    /// by `scale`, on a box of `width / scale × height / scale` CSS px, so the picture at
    /// scale 2 is the scale-1 picture at twice the pixels. A SwiftUI gradient's frame is
    /// `width / scale × height / scale` points in the same way. A layer gradient, whose geometry
    /// is relative to its box, is the same at any scale. `scale` is positive and finite. A mesh
    /// is no function of one position: its one paint is its background's (draw it with
    /// `Rasterizer.render(mesh:width:height:options:pixelLimit:)` or the PNG writer).
    public func paints(width: Int, height: Int, scale: Double) -> [GradientPaint] {
        func scaled(_ g: CSSGradient) -> GradientPaint {
            g.paint(width: Double(width) / scale, height: Double(height) / scale).scaled(by: scale)
        }
        switch self {
        case .layer(let g): return [g.paint(width: width, height: height)]
        case .angledLayer(let g): return [g.paint(width: width, height: height)]
        case .css(let g): return [scaled(g)]
        case .stack(let list): return list.gradients.map(scaled)
        case .swiftUI(let g): return [g.paint(width: Double(width) / scale, height: Double(height) / scale).scaled(by: scale)]
        case .mesh(let m): return [m.backgroundPaint]
        }
    }
}
