import GradientCore
import GradientCSS
import GradientRaster

/// One call from a gradient to PNG bytes.
///
/// ```swift
/// let gradient = try GradientDefinition(parsing: "linear-gradient(120deg in oklab, #4b4fd8, #ffbe5c)")
/// let png = try gradient.pngData(width: 1200, height: 630)
/// ```
extension GradientDefinition {
    /// The gradient drawn on `width × height` pixels and encoded as PNG.
    ///
    /// - Parameters:
    ///   - width: Pixels across.
    ///   - height: Pixels down.
    ///   - dither: Ordered dithering, so slow ramps do not band; default `true`.
    ///   - pixelLimit: The largest pixel count drawn; default ``Rasterizer/defaultPixelLimit``.
    /// - Throws: ``GradientError`` for a size over the limit or an empty size.
    public func pngData(width: Int, height: Int, dither: Bool = true, pixelLimit: Int = Rasterizer.defaultPixelLimit) throws -> [UInt8] {
        let bitmap = try Rasterizer.render(
            paint(width: width, height: height), width: width, height: height, options: .init(dither: dither), pixelLimit: pixelLimit)
        return try PNG.encode(bitmap)
    }
}

extension LayerGradient {
    /// The gradient drawn on `width × height` pixels and encoded as PNG (see
    /// ``GradientDefinition/pngData(width:height:dither:pixelLimit:)``).
    public func pngData(width: Int, height: Int, dither: Bool = true, pixelLimit: Int = Rasterizer.defaultPixelLimit) throws -> [UInt8] {
        try GradientDefinition.layer(self).pngData(width: width, height: height, dither: dither, pixelLimit: pixelLimit)
    }
}
