import GradientCSS
import GradientCore
import GradientRaster

/// One call from a gradient to PNG bytes.
///
/// ```swift
/// let gradient = try GradientDefinition(parsing: "linear-gradient(120deg in oklab, #4b4fd8, #ffbe5c)")
/// let png = try gradient.pngData(width: 1200, height: 630)
/// ```
extension GradientDefinition {
    /// The gradient drawn on `width × height` pixels and encoded as PNG; a list of layers
    /// composited as ``render(width:height:scale:options:pixelLimit:)`` draws it.
    ///
    /// - Parameters:
    ///   - width: Pixels across.
    ///   - height: Pixels down.
    ///   - scale: Pixels per CSS px (default 1): a CSS gradient's lengths are multiplied by it,
    ///     as a browser at that device scale draws them (`20px` is 40 pixels at scale 2).
    ///   - dither: Ordered dithering, so slow ramps do not band; default `true`.
    ///   - pixelLimit: The largest pixel count drawn; default ``Rasterizer/defaultPixelLimit``.
    /// - Throws: ``GradientError`` for a size over the limit or an empty size.
    public func pngData(
        width: Int, height: Int, scale: Double = 1, dither: Bool = true, pixelLimit: Int = Rasterizer.defaultPixelLimit
    ) throws -> [UInt8] {
        try PNG.encode(render(width: width, height: height, scale: scale, options: .init(dither: dither), pixelLimit: pixelLimit))
    }

    /// The gradient drawn on `width × height` pixels: one gradient by
    /// ``Rasterizer/render(_:width:height:options:pixelLimit:)``, a list of layers by
    /// ``Rasterizer/render(layers:width:height:options:pixelLimit:)`` (first on top, composited
    /// source-over), a mesh by ``Rasterizer/render(mesh:width:height:options:pixelLimit:)`` (its
    /// unit square stretched to the frame, at any scale).
    ///
    /// - Parameters:
    ///   - scale: Pixels per CSS px (default 1): CSS lengths are multiplied by it, as a browser
    ///     at that device scale draws them (see ``paints(width:height:scale:)``).
    ///   - options: Dithering (default on) and threads (default every core).
    ///   - pixelLimit: The largest pixel count drawn; default ``Rasterizer/defaultPixelLimit``.
    /// - Throws: ``GradientError`` for a size over the limit or an empty size.
    public func render(
        width: Int, height: Int, scale: Double = 1, options: Rasterizer.Options = .init(), pixelLimit: Int = Rasterizer.defaultPixelLimit
    ) throws -> Bitmap {
        if case .mesh(let mesh) = self {
            return try Rasterizer.render(mesh: mesh, width: width, height: height, options: options, pixelLimit: pixelLimit)
        }
        let paints = paints(width: width, height: height, scale: scale)
        if paints.count == 1 {
            return try Rasterizer.render(paints[0], width: width, height: height, options: options, pixelLimit: pixelLimit)
        }
        return try Rasterizer.render(layers: paints, width: width, height: height, options: options, pixelLimit: pixelLimit)
    }
}

extension LayerGradient {
    /// The gradient drawn on `width × height` pixels and encoded as PNG (see
    /// ``GradientDefinition/pngData(width:height:scale:dither:pixelLimit:)``).
    public func pngData(width: Int, height: Int, dither: Bool = true, pixelLimit: Int = Rasterizer.defaultPixelLimit) throws -> [UInt8] {
        try GradientDefinition.layer(self).pngData(width: width, height: height, dither: dither, pixelLimit: pixelLimit)
    }
}
