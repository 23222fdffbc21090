import Foundation

/// Fills rows of a bitmap from a ``ColorTable``: the fast path of ``Rasterizer``.
///
/// Positions are computed with the same `Double` formula as ``Shading/t(x:y:)``, so a pixel
/// lands in the same piece of the table as the exact evaluation would put it (hard edges
/// and the repeat seam included); only the colour inside a piece comes from the table's
/// straight line, within ``ColorTable/tolerance`` levels of the ramp.
///
/// Linear shadings walk each row in spans that stay in one piece (found by solving for the
/// piece boundary, then checked at both ends with the exact position; positions are
/// monotonic along a row, so the whole span is in the piece) and step the colour by a
/// constant per pixel. Spans of constant colour are written as one 8-pixel dither period
/// and copied. Radial and conic shadings look up each pixel.
struct RowRenderer: @unchecked Sendable {
    let paint: GradientPaint
    let table: ColorTable

    /// Per `(y & 7, x & 7)`: the ``OrderedDither`` offset in levels.
    static let ditherOffsets: [Float] = (0..<64).map { i in Float(OrderedDither.offset(x: i & 7, y: i >> 3)) }
    /// The offsets used without dithering: zero.
    static let noOffsets = [Float](repeating: 0, count: 64)

    /// Renders row `y` of a `width`-pixel-wide image into `out`.
    func render(row y: Int, width: Int, dither: Bool, into out: UnsafeMutablePointer<UInt32>) {
        let offsets = dither ? RowRenderer.ditherOffsets : RowRenderer.noOffsets
        offsets.withUnsafeBufferPointer { all in
            let d = all.baseAddress! + (y & 7) * 8
            switch paint.shading {
            case .linear(let dtdx, let dtdy, let t0):
                linearRow(y: y, width: width, dtdx: dtdx, dtdy: dtdy, t0: t0, dither: dither, d: d, out: out)
            case .uniform(let t):
                linearRow(y: y, width: width, dtdx: 0, dtdy: 0, t0: t, dither: dither, d: d, out: out)
            case .radial(let c, let rx, let ry):
                let cy = Double(y) + 0.5
                let v = (cy - c.y) / ry
                let v2 = v * v
                for x in 0..<width {
                    let u = (Double(x) + 0.5 - c.x) / rx
                    pixel(t: (u * u + v2).squareRoot(), x: x, y: y, dither: dither, d: d, out: out)
                }
            case .conic(let c, let start):
                let cy = Double(y) + 0.5
                for x in 0..<width {
                    var a = (atan2(cy - c.y, Double(x) + 0.5 - c.x) - start) / (2 * .pi)
                    a -= a.rounded(.down)
                    pixel(t: a < 1 ? a : 0, x: x, y: y, dither: dither, d: d, out: out)
                }
            }
        }
    }

    /// One pixel at position `t` (computed exactly as ``Shading/t(x:y:)`` does).
    @inline(__always)
    private func pixel(
        t: Double, x: Int, y: Int, dither: Bool, d: UnsafePointer<Float>, out: UnsafeMutablePointer<UInt32>
    ) {
        let w = table.wrap(t)
        let k = table.piece(w)
        if table.exactPieces[k] {
            out[x] = exactPixel(x: x, y: y, dither: dither)
        } else {
            out[x] = RowRenderer.pack(SIMD4<Float>(table.levels(piece: k, at: w)), d[x & 7])
        }
    }

    /// The exact path's pixel at `(x, y)`, packed.
    func exactPixel(x: Int, y: Int, dither: Bool) -> UInt32 {
        let c = paint.color(x: Double(x) + 0.5, y: Double(y) + 0.5).clamped
        let o = dither ? OrderedDither.offset(x: x, y: y) : 0
        let b = SIMD4(
            Rasterizer.quantize(c.red, o), Rasterizer.quantize(c.green, o),
            Rasterizer.quantize(c.blue, o), Rasterizer.quantize(c.alpha, o))
        return unsafeBitCast(b, to: UInt32.self)
    }

    /// `1.5 · 2²³`: adding it to a `Float` of magnitude below 2²² rounds it to an integer (to
    /// nearest, ties to even) held in the low mantissa bits.
    static let roundingMagic: Float = 12_582_912

    /// Levels `v` (each in `−1/128 … 255 + 1/128`) plus the offset `d` (in `(−½, ½)`), rounded
    /// to the nearest level, as the 4 bytes R, G, B, A.
    ///
    /// Rounding goes through ``roundingMagic`` instead of a checked conversion; `v + d` stays
    /// in `[−½, 255.5)`, which rounds to `0…255` (−½ rounds to −0).
    @inline(__always)
    static func pack(_ v: SIMD4<Float>, _ d: Float) -> UInt32 {
        let bits = unsafeBitCast((v + d) + roundingMagic, to: SIMD4<UInt32>.self)
        return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: bits), to: UInt32.self)
    }

    /// A row of a linear shading: spans of one piece each.
    private func linearRow(
        y: Int, width: Int, dtdx: Double, dtdy: Double, t0: Double, dither: Bool,
        d: UnsafePointer<Float>, out: UnsafeMutablePointer<UInt32>
    ) {
        let rowTerm = dtdy * (Double(y) + 0.5)
        // The exact formula of Shading.t, term for term.
        @inline(__always) func t(_ x: Int) -> Double { dtdx * (Double(x) + 0.5) + rowTerm + t0 }
        let period = table.period
        let m = table.innerCount
        var x = 0
        while x < width {
            let tx = t(x)
            let w = table.wrap(tx)
            let k = table.piece(w)
            let shift = tx.isFinite ? tx - w : 0
            @inline(__always) func inSpan(_ q: Int) -> Bool {
                let tq = t(q)
                let wq = table.wrap(tq)
                return table.contains(k, wq) && (period == 0 || abs((tq - wq) - shift) < period / 2)
            }
            // The last pixel of the span that starts at x.
            var e = width - 1
            if dtdx != 0 && tx.isFinite {
                let exit = dtdx > 0
                    ? (k == m + 1 ? Double.infinity : table.breaks[k] + shift)
                    : (k == 0 ? -Double.infinity : table.breaks[k - 1] + shift)
                let xe = ((exit - rowTerm - t0) / dtdx - 0.5).rounded(.down)
                if xe.isFinite && xe < Double(width - 1) { e = max(x, Int(xe)) }
            }
            if e > x && !inSpan(e) {
                if e - 1 > x && inSpan(e - 1) {
                    e -= 1
                } else {
                    var inside = x
                    var outside = e
                    while outside - inside > 1 {
                        let mid = (inside + outside) / 2
                        if inSpan(mid) { inside = mid } else { outside = mid }
                    }
                    e = inside
                }
            } else {
                var steps = 0
                while e + 1 < width && steps < 4 && inSpan(e + 1) {
                    e += 1
                    steps += 1
                }
            }
            fillSpan(x, e, piece: k, shift: shift, y: y, dither: dither, t: t, dtdx: dtdx, d: d, out: out)
            x = e + 1
        }
    }

    /// Pixels `x0…x1` of a linear row, all in piece `k`.
    @inline(__always)
    private func fillSpan(
        _ x0: Int, _ x1: Int, piece k: Int, shift: Double, y: Int, dither: Bool, t: (Int) -> Double,
        dtdx: Double, d: UnsafePointer<Float>, out: UnsafeMutablePointer<UInt32>
    ) {
        if table.exactPieces[k] {
            for x in x0...x1 { out[x] = exactPixel(x: x, y: y, dither: dither) }
            return
        }
        let slope = table.slope[k]
        let step = SIMD4<Float>(slope * dtdx)
        if step == .zero && x1 - x0 >= 16 {
            // Constant colour: one dither period, then copies of it.
            let v = SIMD4<Float>(table.levels(piece: k, at: t(x0) - shift))
            for x in x0..<(x0 + 8) { out[x] = RowRenderer.pack(v, d[x & 7]) }
            var filled = 8
            let total = x1 - x0 + 1
            while filled < total {
                let n = min(filled, total - filled)
                (out + x0 + filled).update(from: out + x0, count: n)
                filled += n
            }
            return
        }
        // Restart from the exact line every 32 pixels so Float steps cannot drift.
        var block = x0
        while block <= x1 {
            let end = min(block + 31, x1)
            var v = SIMD4<Float>(table.levels(piece: k, at: t(block) - shift))
            for x in block...end {
                out[x] = RowRenderer.pack(v, d[x & 7])
                v += step
            }
            block = end + 1
        }
    }
}
