import GradientCore

/// Layers drawn over each other: a CSS `background-image` list, first layer on top.
///
/// Each layer is rendered on its own by the fast path (``PreparedGradient``, dithered when the
/// options say so) and composited source-over in premultiplied colour (CSS Compositing 1
/// §9.1.4: `co = cs + cb·(1 − αs)`, `αo = αs + αb·(1 − αs)`), the result kept as 8-bit
/// premultiplied colour between layers and rounded to nearest after each one, as Chromium's
/// 8-bit premultiplied surface keeps it. With dithering, each layer's dither offset is added
/// in premultiplied units, as Chromium adds it, so the offsets of stacked layers add up as they
/// do in the browser. The frame is turned back into straight alpha once, at the end.
extension Rasterizer {
    /// Renders `paints`, first on top, on a `width × height` grid: the one entry point from
    /// paints to a bitmap, one gradient or a stack of them (``PreparedFrame``, which also draws
    /// a frame band by band).
    ///
    /// ```swift
    /// let layers = try CSSGradientStack(parsing: "linear-gradient(#fff0, #fff), radial-gradient(red, blue)")
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
        try PreparedFrame(paints, width: width, height: height, options: options, pixelLimit: pixelLimit).render()
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
    /// A region of a frame in memory: RGBA bytes, `columns.count · 4` a row, its first byte
    /// the pixel at the first of `columns` and `rows`.
    struct Region {
        let bytes: UnsafeMutablePointer<UInt8>
        let rows: Range<Int>
        let columns: Range<Int>

        /// The first byte of frame row `y`.
        @inline(__always)
        func row(_ y: Int) -> UnsafeMutablePointer<UInt8> { bytes + (y - rows.lowerBound) * columns.count * 4 }
    }

    /// The dither offsets for row `y`'s 8 columns of the pattern (zeros without dithering).
    static func offsets(row y: Int, dither: Bool) -> SIMD8<Float> {
        guard dither else { return .zero }
        var n = SIMD8<Float>()
        for i in 0..<8 { n[i] = OrderedDither.floatOffsets[(y & 7) * 8 + i] }
        return n
    }

    /// `v` rounded to nearest and clamped to `0…limit`.
    @inline(__always)
    static func level(_ v: Float, limit: Float) -> UInt8 {
        UInt8(min(max(v.rounded(), 0), limit))
    }

    /// Straight → premultiplied, in place: `c·α` (plus the rest of the dither offset).
    static func premultiply(_ region: Region, dither: Bool) {
        for y in region.rows {
            let n = offsets(row: y, dither: dither)
            let p = region.row(y)
            var i = 0
            for x in region.columns {
                let a = Float(p[i + 3])
                if a != 255 {
                    let keep = (255 - a) / 255
                    let extra = n[x & 7] * keep
                    for k in i..<(i + 3) { p[k] = level(Float(p[k]) * a / 255 + extra, limit: a) }
                }
                i += 4
            }
        }
    }

    /// Premultiplied → straight, in place: each colour channel divided by alpha (at most 255;
    /// a transparent pixel becomes `0, 0, 0, 0`).
    static func unpremultiply(_ p: UnsafeMutableBufferPointer<UInt8>) {
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

    /// `source` (straight alpha) over `destination` (premultiplied), in place, in 8-bit
    /// units: `d = round(cs·αs + d·(1 − αs))` for each colour channel (plus the rest of the
    /// dither offset, clamped to the new alpha) and `αd = round(255·αs + αd·(1 − αs))`. Both
    /// hold the same region.
    static func sourceOver(_ source: Region, onto destination: Region, dither: Bool) {
        for y in destination.rows {
            let n = offsets(row: y, dither: dither)
            let s = source.row(y)
            let d = destination.row(y)
            var i = 0
            for x in destination.columns {
                let a = Float(s[i + 3])
                if a == 255 {
                    d[i] = s[i]
                    d[i + 1] = s[i + 1]
                    d[i + 2] = s[i + 2]
                    d[i + 3] = 255
                } else if a != 0 {
                    let keep = (255 - a) / 255
                    let alpha = level(a + Float(d[i + 3]) * keep, limit: 255)
                    let extra = n[x & 7] * keep
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
