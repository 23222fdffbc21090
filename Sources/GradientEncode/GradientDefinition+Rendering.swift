import Foundation
import GradientCSS
import GradientCore
import GradientRaster

/// One call from a gradient to pixels, to PNG bytes, or to a PNG file.
///
/// ```swift
/// let gradient = try GradientDefinition(parsing: "linear-gradient(120deg in oklab, #4b4fd8, #ffbe5c)")
/// let png = try gradient.pngData(width: 1200, height: 630)
/// try gradient.writePNG(to: URL(fileURLWithPath: "banner.png"), width: 1200, height: 630)
/// ```
extension GradientDefinition {
    /// The gradient made ready to draw on `width × height` pixels (``PreparedFrame``): its
    /// paints at `scale` (``paints(width:height:scale:)``), a list of layers stacked first on top.
    ///
    /// - Parameters:
    ///   - scale: Pixels per CSS px (default 1): CSS lengths are multiplied by it, as a browser
    ///     at that device scale draws them.
    ///   - options: Dithering (default on) and threads (default every core).
    ///   - pixelLimit: The largest pixel count drawn; default ``Rasterizer/defaultPixelLimit``.
    /// - Throws: ``GradientError`` for a size over the limit or an empty size, and for a mesh
    ///   gradient (``GradientDefinition/mesh(_:)``), which is drawn whole
    ///   (``render(width:height:scale:options:pixelLimit:)``), not a band at a time.
    public func frame(
        width: Int, height: Int, scale: Double = 1, options: Rasterizer.Options = .init(), pixelLimit: Int = Rasterizer.defaultPixelLimit
    ) throws -> PreparedFrame {
        if case .mesh = self {
            throw GradientError(
                .invalidValue, "A mesh gradient is drawn whole, not as a prepared frame: use render(width:height:) or pngData(width:height:).")
        }
        return try PreparedFrame(
            paints(width: width, height: height, scale: scale), width: width, height: height, options: options, pixelLimit: pixelLimit)
    }

    /// The gradient drawn on `width × height` pixels, by
    /// ``Rasterizer/render(layers:width:height:options:pixelLimit:)`` (a list of layers first on
    /// top, composited source-over), a mesh by ``Rasterizer/render(mesh:width:height:options:pixelLimit:)``
    /// (its unit square stretched to the frame, at any scale).
    ///
    /// - Parameters:
    ///   - scale: Pixels per CSS px (default 1), as in ``frame(width:height:scale:options:pixelLimit:)``.
    ///   - options: Dithering (default on) and threads (default every core).
    ///   - pixelLimit: The largest pixel count drawn; default ``Rasterizer/defaultPixelLimit``.
    /// - Throws: ``GradientError`` for a size over the limit or an empty size.
    public func render(
        width: Int, height: Int, scale: Double = 1, options: Rasterizer.Options = .init(), pixelLimit: Int = Rasterizer.defaultPixelLimit
    ) throws -> Bitmap {
        if case .mesh(let mesh) = self {
            return try Rasterizer.render(mesh: mesh, width: width, height: height, options: options, pixelLimit: pixelLimit)
        }
        return try Rasterizer.render(
            layers: paints(width: width, height: height, scale: scale), width: width, height: height, options: options, pixelLimit: pixelLimit)
    }

    /// The gradient drawn on `width × height` pixels and encoded as PNG (``PNG``), drawn a
    /// band at a time: the bytes of the file are all it holds (a mesh is drawn whole first).
    ///
    /// - Parameters:
    ///   - width: Pixels across.
    ///   - height: Pixels down.
    ///   - scale: Pixels per CSS px (default 1): a CSS gradient's lengths are multiplied by it,
    ///     as a browser at that device scale draws them (`20px` is 40 pixels at scale 2).
    ///   - dither: Ordered dithering, so slow ramps do not band; default `true`.
    ///   - level: The compression level, 0 (none) … 9 (smallest); default ``PNG/defaultLevel``.
    ///   - pixelLimit: The largest pixel count drawn; default ``Rasterizer/defaultPixelLimit``.
    /// - Throws: ``GradientError`` for a size over the limit or an empty size, or a level outside 0…9.
    public func pngData(
        width: Int, height: Int, scale: Double = 1, dither: Bool = true, level: Int = PNG.defaultLevel,
        pixelLimit: Int = Rasterizer.defaultPixelLimit
    ) throws -> Data {
        if case .mesh = self {
            return try PNG.encode(render(width: width, height: height, options: .init(dither: dither), pixelLimit: pixelLimit), level: level)
        }
        return try PNG.encode(frame(width: width, height: height, scale: scale, options: .init(dither: dither), pixelLimit: pixelLimit), level: level)
    }

    /// Draws the gradient on `width × height` pixels and writes it to `url` as a PNG file,
    /// atomically (``AtomicFileWriter``): the file at `url` holds its old bytes or the whole new
    /// image, never part of it, and keeps its permissions. The image goes to disk as it is made,
    /// a band at a time.
    ///
    /// - Parameters: As ``pngData(width:height:scale:dither:level:pixelLimit:)``.
    /// - Throws: ``GradientError`` for the size or level, as that method, and for a file that
    ///   cannot be written (``GradientError/Kind/io``); nothing is left behind.
    public func writePNG(
        to url: URL, width: Int, height: Int, scale: Double = 1, dither: Bool = true, level: Int = PNG.defaultLevel,
        pixelLimit: Int = Rasterizer.defaultPixelLimit
    ) throws {
        try PNG.checkLevel(level)
        if case .mesh = self {
            let bitmap = try render(width: width, height: height, options: .init(dither: dither), pixelLimit: pixelLimit)
            return try AtomicFileWriter.write(to: url) { output in try PNG.write(bitmap, level: level, to: output) }
        }
        let frame = try frame(width: width, height: height, scale: scale, options: .init(dither: dither), pixelLimit: pixelLimit)
        try AtomicFileWriter.write(to: url) { output in try PNG.write(frame, level: level, to: output) }
    }
}

extension LayerGradient {
    /// The gradient drawn on `width × height` pixels and encoded as PNG (see
    /// ``GradientDefinition/pngData(width:height:scale:dither:level:pixelLimit:)``).
    public func pngData(
        width: Int, height: Int, dither: Bool = true, level: Int = PNG.defaultLevel, pixelLimit: Int = Rasterizer.defaultPixelLimit
    ) throws -> Data {
        try GradientDefinition.layer(self).pngData(width: width, height: height, dither: dither, level: level, pixelLimit: pixelLimit)
    }

    /// Draws the gradient and writes it to `url` as a PNG file, atomically (see
    /// ``GradientDefinition/writePNG(to:width:height:scale:dither:level:pixelLimit:)``).
    public func writePNG(
        to url: URL, width: Int, height: Int, dither: Bool = true, level: Int = PNG.defaultLevel, pixelLimit: Int = Rasterizer.defaultPixelLimit
    ) throws {
        try GradientDefinition.layer(self).writePNG(to: url, width: width, height: height, dither: dither, level: level, pixelLimit: pixelLimit)
    }
}
