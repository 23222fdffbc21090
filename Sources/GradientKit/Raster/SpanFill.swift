/// Writes runs of pixels of one row whose colour follows one straight piece of a
/// ``ColorTable``: the inner loops of the fast path.
///
/// Colours are in 8-bit levels; each pixel gets `colour + d` rounded to the nearest level,
/// `d` being its ``OrderedDither`` offset (or 0). Every kernel keeps its own error within
/// 1/256 level (the `Float` kernels 1/512), so with the table's 1/512 the total stays under the
/// 1/128 that dithering allows (see ``ColorTable/tolerance``).
struct SpanFill {
    /// Row start.
    let out: UnsafeMutablePointer<UInt32>
    /// The row's 8 dither offsets, indexed by `x & 7`.
    let d: UnsafePointer<Float>
    let y: Int
    let dither: Bool
    let rows: RowRenderer

    /// A bound on the error of ``fastAtan2(_:_:)`` in radians (series remainder below 2e-8,
    /// plus a few `Float` roundings of values up to π).
    static let atanError = 1e-6

    /// Whether `Float` arithmetic keeps `base + t · slope` within 1/512 level, for `t` in
    /// `0…tMax` computed in `Float` to within `tError` plus a relative `2⁻²¹`.
    ///
    /// Each of the `Float` roundings (of `base`, the product, the sum, the offset) costs at
    /// most `2⁻²⁴` of its magnitude; the bound below takes twice their sum.
    static func floatIsEnough(base: SIMD4<Double>, slope: SIMD4<Double>, tMax: Double, tError: Double) -> Bool {
        let b = max(abs(base.x), abs(base.y), abs(base.z), abs(base.w))
        let s = max(abs(slope.x), abs(slope.y), abs(slope.z), abs(slope.w))
        let error = (b + s * tMax + 512) * 0x1p-23 + s * (tError + tMax * 0x1p-21)
        return error <= 1.0 / 512 && error.isFinite
    }

    /// `1.5 · 2²³`: adding it to a `Float` of magnitude below 2²² rounds it to an integer (to
    /// nearest, ties to even) held in the low mantissa bits.
    static var roundingMagic: Float { 12_582_912 }
    /// The bit pattern of ``roundingMagic`` (`0x4B40_0000`) in four lanes.
    static var roundingMagicBits: SIMD4<UInt32> { SIMD4(repeating: 0x4B40_0000) }

    /// Levels `v` (each in `−1/128 … 255 + 1/128`) plus the offset `d` (in `(−½, ½)`), rounded
    /// to the nearest level, as the 4 bytes R, G, B, A.
    ///
    /// `v + d` stays in `[−½, 255.5)`, which rounds to `0…255` (−½ rounds to −0).
    @inline(__always)
    static func pack(_ v: SIMD4<Float>, _ d: Float) -> UInt32 {
        let bits = unsafeBitCast((v + d) + roundingMagic, to: SIMD4<UInt32>.self)
        return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: bits), to: UInt32.self)
    }

    /// `v` in `Float`, lane by lane (the generic SIMD conversion is not inlined).
    @inline(__always)
    static func float(_ v: SIMD4<Double>) -> SIMD4<Float> { SIMD4(Float(v.x), Float(v.y), Float(v.z), Float(v.w)) }

    /// `v` rounded to the nearest integers (each within `Int32`), lane by lane.
    @inline(__always)
    static func int32(_ v: SIMD4<Double>) -> SIMD4<Int32> {
        let r = v.rounded(.toNearestOrEven)
        return SIMD4(Int32(r.x), Int32(r.y), Int32(r.z), Int32(r.w))
    }

    /// Pixels `x0…x1` evaluated exactly, as ``Rasterizer/renderExact(_:width:height:options:pixelLimit:)`` does.
    func exact(_ x0: Int, _ x1: Int) {
        for x in x0...x1 { out[x] = rows.exactPixel(x: x, y: y, dither: dither) }
    }

    /// Pixels `x0…x1` with the colour `at(x)` each.
    @inline(__always)
    func perPixel(_ x0: Int, _ x1: Int, at: (Int) -> SIMD4<Double>) {
        for x in x0...x1 { out[x] = SpanFill.pack(SpanFill.float(at(x)), d[x & 7]) }
    }

    /// Pixels `x0…x1` all of colour `v`: one dither period, then copies of it.
    func constant(_ x0: Int, _ x1: Int, _ v: SIMD4<Double>) {
        let c = SpanFill.float(v)
        let total = x1 - x0 + 1
        for x in x0..<(x0 + min(8, total)) { out[x] = SpanFill.pack(c, d[x & 7]) }
        var filled = 8
        while filled < total {
            let n = min(filled, total - filled)
            (out + x0 + filled).update(from: out + x0, count: n)
            filled += n
        }
    }

    /// Pixels `x0…x1` of a colour linear in `x`: `at(x)`, changing by `step` per pixel.
    ///
    /// Runs of 8 pixels in 16-bit fixed point (1/256 level): a 32-bit accumulator (1/65536
    /// level, restarted from `at` every 256 pixels) gives the run's first colour, rounded;
    /// each pixel adds its rounded `i · step + d + ½` and keeps the integer part. Two
    /// roundings of at most 1/512 each: within 1/256 level.
    @inline(__always)
    func linear(_ x0: Int, _ x1: Int, at: (Int) -> SIMD4<Double>, step: SIMD4<Double>) {
        var x = x0
        if x1 - x0 + 1 >= 16 {
            var lanes = [SIMD4<UInt16>](repeating: .zero, count: 8)
            for i in 0..<8 {
                let o = (step * Double(i) + (Double(d[(x0 + i) & 7]) + 0.5)) * 256
                lanes[i] = SIMD4<UInt16>(truncatingIfNeeded: SpanFill.int32(o))
            }
            let r0 = SIMD16(
                lowHalf: SIMD8(lowHalf: lanes[0], highHalf: lanes[1]), highHalf: SIMD8(lowHalf: lanes[2], highHalf: lanes[3]))
            let r1 = SIMD16(
                lowHalf: SIMD8(lowHalf: lanes[4], highHalf: lanes[5]), highHalf: SIMD8(lowHalf: lanes[6], highHalf: lanes[7]))
            let step8 = SpanFill.int32(step * (8 * 65536))
            let raw = UnsafeMutableRawPointer(out)
            while x + 8 <= x1 + 1 {
                var acc = SpanFill.int32(at(x) * 65536)
                let runEnd = min(x + 256, x1 + 1)
                while x + 8 <= runEnd {
                    let v4 = SIMD4<UInt16>(truncatingIfNeeded: (acc &+ 128) &>> 8)
                    let v8 = SIMD8(lowHalf: v4, highHalf: v4)
                    let v16 = SIMD16(lowHalf: v8, highHalf: v8)
                    raw.storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: (v16 &+ r0) &>> 8), toByteOffset: x * 4, as: SIMD16<UInt8>.self)
                    raw.storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: (v16 &+ r1) &>> 8), toByteOffset: x * 4 + 16, as: SIMD16<UInt8>.self)
                    acc &+= step8
                    x += 8
                }
            }
        }
        if x <= x1 { perPixel(x, x1, at: at) }
    }

    /// The four pixels' dither offsets starting at `x` (`x & 3 == x0 & 3` pattern, period 8).
    @inline(__always)
    private func offsets4(_ x: Int) -> SIMD4<Float> {
        SIMD4(d[x & 7], d[(x + 1) & 7], d[(x + 2) & 7], d[(x + 3) & 7])
    }

    /// Four pixels from their colour channels (levels, lanes = pixels) plus offsets `o`.
    @inline(__always)
    private func store4(_ x: Int, _ r: SIMD4<Float>, _ g: SIMD4<Float>, _ b: SIMD4<Float>, _ a: SIMD4<Float>, _ o: SIMD4<Float>) {
        let magic = SpanFill.roundingMagic
        let m = SpanFill.roundingMagicBits
        let rb = unsafeBitCast((r + o) + magic, to: SIMD4<UInt32>.self) &- m
        let gb = unsafeBitCast((g + o) + magic, to: SIMD4<UInt32>.self) &- m
        let bb = unsafeBitCast((b + o) + magic, to: SIMD4<UInt32>.self) &- m
        let ab = unsafeBitCast((a + o) + magic, to: SIMD4<UInt32>.self) &- m
        let px = rb | (gb &<< 8) | (bb &<< 16) | (ab &<< 24)
        UnsafeMutableRawPointer(out).storeBytes(of: px, toByteOffset: x * 4, as: SIMD4<UInt32>.self)
    }

    /// Pixels `x0…x1` of a radial span: colour `base + t · slope`, `t = √(u² + v²)` with
    /// `u = (x + ½ − cx) / rx`, in `Float`, four pixels at a time.
    func radial(_ x0: Int, _ x1: Int, base: SIMD4<Double>, slope: SIMD4<Double>, cx: Double, invRx: Double, v2: Double) {
        let k = SpanFill.float(base)
        let s = SpanFill.float(slope)
        let offset = Float(0.5 - cx)
        let inv = Float(invRx)
        let vv = Float(v2)
        var x = x0
        var xs = SIMD4<Float>(Float(x0), Float(x0 + 1), Float(x0 + 2), Float(x0 + 3))
        let o0 = offsets4(x0)
        let o1 = offsets4(x0 + 4)
        var even = true
        while x + 4 <= x1 + 1 {
            let u = (xs + offset) * inv
            let t = VectorMath.squareRoot(u * u + vv)
            store4(x, k.x + t * s.x, k.y + t * s.y, k.z + t * s.z, k.w + t * s.w, even ? o0 : o1)
            even.toggle()
            xs += 4
            x += 4
        }
        while x <= x1 {
            let u = (Float(x) + offset) * inv
            let t = (u * u + vv).squareRoot()
            out[x] = SpanFill.pack(k + t * s, d[x & 7])
            x += 1
        }
    }

    /// Pixels `x0…x1` of a conic span: colour `base + θ · slope`, `θ` the angle of
    /// `(x + ½ − cx, dy)` by ``fastAtan2(_:_:)``, four pixels at a time.
    func conic(_ x0: Int, _ x1: Int, base: SIMD4<Double>, slope: SIMD4<Double>, cx: Double, dy: Double) {
        let k = SpanFill.float(base)
        let s = SpanFill.float(slope)
        let offset = Float(0.5 - cx)
        let fy = Float(dy)
        var x = x0
        var xs = SIMD4<Float>(Float(x0), Float(x0 + 1), Float(x0 + 2), Float(x0 + 3))
        let o0 = offsets4(x0)
        let o1 = offsets4(x0 + 4)
        var even = true
        while x + 4 <= x1 + 1 {
            let a = SpanFill.fastAtan2(fy, xs + offset)
            store4(x, k.x + a * s.x, k.y + a * s.y, k.z + a * s.z, k.w + a * s.w, even ? o0 : o1)
            even.toggle()
            xs += 4
            x += 4
        }
        while x <= x1 {
            let a = SpanFill.fastAtan2(fy, SIMD4(repeating: Float(x) + offset)).x
            out[x] = SpanFill.pack(k + a * s, d[x & 7])
            x += 1
        }
    }

    /// `atan2(y, x)` for four `x` and one `y`, in `Float`, within ``atanError`` radians; the same
    /// quadrants as `atan2` (for `y = +0`: `0` when `x ≥ 0`, `π` when `x < 0`).
    ///
    /// `|x|, |y|` are ordered to `q = min / max ≤ 1`; `q > tan(π/8)` is reduced by
    /// `atan q = π/4 + atan((q − 1)/(q + 1))`, leaving `|z| ≤ tan(π/8)`, where the series
    /// `z − z³/3 + z⁵/5 − … − z¹⁵/15` leaves less than `|z|¹⁷/17 < 2·10⁻⁸`.
    @inline(__always)
    static func fastAtan2(_ y: Float, _ x: SIMD4<Float>) -> SIMD4<Float> {
        let ax = x.replacing(with: -x, where: x .< 0)
        let ay = SIMD4<Float>(repeating: abs(y))
        let steep = ay .> ax
        let hi = ax.replacing(with: ay, where: steep)
        let lo = ay.replacing(with: ax, where: steep)
        var q = lo / hi
        q.replace(with: 0, where: hi .== 0)
        let reduce = q .> 0.414_213_56
        let z = q.replacing(with: (q - 1) / (q + 1), where: reduce)
        let z2 = z * z
        var p: SIMD4<Float> = SIMD4(repeating: -1.0 / 15)
        p = p * z2 + 1.0 / 13
        p = p * z2 - 1.0 / 11
        p = p * z2 + 1.0 / 9
        p = p * z2 - 1.0 / 7
        p = p * z2 + 1.0 / 5
        p = p * z2 - 1.0 / 3
        p = p * z2 + 1
        var a = z * p
        a.replace(with: a + .pi / 4, where: reduce)
        a.replace(with: .pi / 2 - a, where: steep)
        a.replace(with: .pi - a, where: x .< 0)
        if y < 0 { return -a }
        return a
    }
}
