import GradientCore

/// Layers drawn over each other: a CSS `background-image` list, first layer on top.
///
/// Each layer is rendered on its own by the fast path (``Rasterizer/render(_:into:options:)``,
/// dithered when the options say so) and composited source-over in premultiplied colour
/// (CSS Compositing 1 §9.1.4: `co = cs + cb·(1 − αs)`, `αo = αs + αb·(1 − αs)`), the result
/// kept as 8-bit premultiplied colour between layers and rounded to nearest after each one,
/// as Chromium's 8-bit premultiplied surface keeps it. With dithering, each layer's dither
/// offset is added in premultiplied units, as Chromium adds it, so the offsets of stacked
/// layers add up as they do in the browser. The frame is turned back into straight alpha
/// once, at the end.
extension Rasterizer {
    /// Renders `paints`, first on top, on a `width × height` grid: each layer as
    /// ``render(_:width:height:options:pixelLimit:)`` draws it, composited source-over.
    ///
    /// ```swift
    /// let layers = try CSSGradientLayers(parsing: "linear-gradient(#fff0, #fff), radial-gradient(red, blue)")
    /// let bitmap = try Rasterizer.render(layers: layers.paints(width: 64, height: 64), width: 64, height: 64)
    /// ```
    ///
    /// No layers draw a transparent frame; one layer draws exactly what
    /// ``render(_:width:height:options:pixelLimit:)`` draws.
    ///
    /// - Parameters:
    ///   - paints: The layers, first (topmost) first.
    ///   - pixelLimit: The largest pixel count drawn (for each frame); default ``defaultPixelLimit``.
    /// - Returns: The frame in straight alpha.
    /// - Throws: ``GradientError`` for a side that is not positive or a pixel count over
    ///   `pixelLimit`, before anything is drawn.
    /// - Complexity: One render per layer, and one more frame of memory (the layer being
    ///   composited) when there is more than one layer.
    public static func render(
        layers paints: [GradientPaint], width: Int, height: Int, options: Options = Options(),
        pixelLimit: Int = defaultPixelLimit
    ) throws -> Bitmap {
        try RenderLimits.checkSize(width: width, height: height, limit: pixelLimit)
        guard let bottom = paints.last else { return Bitmap(width: width, height: height) }
        var frame = try render(bottom, width: width, height: height, options: options, pixelLimit: pixelLimit)
        guard paints.count > 1 else { return frame }
        Compositing.premultiply(&frame.pixels, width: width, dither: options.dither)
        var layer = Bitmap(width: width, height: height)
        for paint in paints.dropLast().reversed() {
            render(paint, into: &layer, options: options)
            Compositing.sourceOver(layer.pixels, onto: &frame.pixels, width: width, dither: options.dither)
        }
        Compositing.unpremultiply(&frame.pixels)
        return frame
    }
}

/// The per-pixel arithmetic of ``Rasterizer/render(layers:width:height:options:pixelLimit:)``
/// on 8-bit RGBA bytes, row by row, every result rounded to nearest.
///
/// With dithering, each layer's premultiplied colour carries the full `OrderedDither` offset
/// (as Chromium's gradients do, dithered into a premultiplied surface): a layer rendered with
/// dithering already carries `offset · α` of it in its straight colour, so the rest,
/// `offset · (1 − α)`, is added as it is composited. Alpha is not dithered.
enum Compositing {
    /// The 64 dither offsets of the pattern, row-major (zeros without dithering): pixel
    /// `(x, y)` takes `[(y & 7) · 8 + (x & 7)]`. One table for the frame, not one per row,
    /// so that a frame of many short rows (one pixel wide) allocates nothing per row.
    static func offsets(dither: Bool) -> [Float] {
        dither ? OrderedDither.floatOffsets : OrderedDither.noOffsets
    }

    /// `v` rounded to nearest and clamped to `0…limit`.
    @inline(__always)
    static func level(_ v: Float, limit: Float) -> UInt8 {
        UInt8(min(max(v.rounded(), 0), limit))
    }

    /// Straight → premultiplied, in place: `c·α` (plus the rest of the dither offset).
    static func premultiply(_ pixels: inout [UInt8], width: Int, dither: Bool) {
        let height = width > 0 ? pixels.count / (width * 4) : 0
        let n = offsets(dither: dither)
        pixels.withUnsafeMutableBufferPointer { p in
            for y in 0..<height {
                let row = (y & 7) * 8
                var i = y * width * 4
                for x in 0..<width {
                    let a = Float(p[i + 3])
                    if a != 255 {
                        let keep = (255 - a) / 255
                        let extra = n[row + (x & 7)] * keep
                        for k in i..<(i + 3) { p[k] = level(Float(p[k]) * a / 255 + extra, limit: a) }
                    }
                    i += 4
                }
            }
        }
    }

    /// Premultiplied → straight, in place: each colour channel divided by alpha (at most 255;
    /// a transparent pixel becomes `0, 0, 0, 0`).
    static func unpremultiply(_ pixels: inout [UInt8]) {
        pixels.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i + 3 < p.count {
                let a = UInt32(p[i + 3])
                if a == 0 {
                    p[i] = 0
                    p[i + 1] = 0
                    p[i + 2] = 0
                } else if a != 255 {
                    for k in i..<(i + 3) { p[k] = UInt8(min(255, (UInt32(p[k]) * 255 + a / 2) / a)) }
                }
                i += 4
            }
        }
    }

    /// `source` (straight alpha) over `destination` (premultiplied), in place, in 8-bit
    /// units: `d = round(cs·αs + d·(1 − αs))` for each colour channel (plus the rest of the
    /// dither offset, clamped to the new alpha) and `αd = round(255·αs + αd·(1 − αs))`. Both
    /// hold `width` pixels a row and the same number of bytes.
    static func sourceOver(_ source: [UInt8], onto destination: inout [UInt8], width: Int, dither: Bool) {
        let height = width > 0 ? min(source.count, destination.count) / (width * 4) : 0
        let n = offsets(dither: dither)
        source.withUnsafeBufferPointer { s in
            destination.withUnsafeMutableBufferPointer { d in
                for y in 0..<height {
                    let row = (y & 7) * 8
                    var i = y * width * 4
                    for x in 0..<width {
                        let a = Float(s[i + 3])
                        if a == 255 {
                            d[i] = s[i]
                            d[i + 1] = s[i + 1]
                            d[i + 2] = s[i + 2]
                            d[i + 3] = 255
                        } else if a != 0 {
                            let keep = (255 - a) / 255
                            let alpha = level(a + Float(d[i + 3]) * keep, limit: 255)
                            let extra = n[row + (x & 7)] * keep
                            for k in i..<(i + 3) {
                                d[k] = level(Float(s[k]) * a / 255 + Float(d[k]) * keep + extra, limit: Float(alpha))
                            }
                            d[i + 3] = alpha
                        }
                        i += 4
                    }
                }
            }
        }
    }
}
