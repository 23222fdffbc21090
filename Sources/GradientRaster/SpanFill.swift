import GradientCore

/// Writes runs of pixels of one row whose colour follows one straight piece of a
/// ``ColorTable``: the inner loops of the fast path.
///
/// Colours are in 8-bit levels; each pixel gets `colour + d` rounded to the nearest level,
/// `d` being its ``OrderedDither`` offset (or 0). Every kernel keeps its own error within
/// 1/250 level (the `Float` kernels 1/512), so with the table's 1/512 the total stays under the
/// 1/128 that dithering allows (see ``ColorTable/tolerance``).
///
/// Pixel `x` of the row is `out[x − origin]`; its position (radial `t`, conic angle), when
/// ``hasPositions``, is `positions[x − origin]` (``RowPositions``).
struct SpanFill {
    /// The pixel at `origin`.
    let out: UnsafeMutablePointer<UInt32>
    /// The position of the pixel at `origin`.
    let positions: UnsafePointer<Float>
    /// Whether `positions` holds this stretch's positions in `Float`.
    let hasPositions: Bool
    /// Whether the frame is written with non-temporal stores (``StreamingStore``): then
    /// `origin` and every multiple of 4 from it start a 16-byte-aligned group of pixels, and
    /// every group is written whole, by a vector loop or through ``carry``.
    let streaming: Bool
    /// The pixels of the group being written one by one while streaming (4 slots, by `x & 3`).
    let carry: UnsafeMutablePointer<UInt32>
    /// The column of `out[0]` and `positions[0]`.
    let origin: Int
    /// The row's 8 dither offsets, indexed by `x & 7`.
    let d: UnsafePointer<Float>
    let y: Int
    let dither: Bool
    let rows: RowRenderer

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

    /// `v` rounded to the nearest integers (each within `Int32`), lane by lane, without a
    /// library call: `1.5 · 2⁵²` added rounds a `Double` below 2⁵¹ in magnitude to an integer
    /// held in its low bits.
    @inline(__always)
    static func int32(_ v: SIMD4<Double>) -> SIMD4<Int32> {
        let bits = unsafeBitCast(v + 6_755_399_441_055_744, to: SIMD4<UInt64>.self)
        return SIMD4<Int32>(truncatingIfNeeded: bits)
    }

    /// Writes pixel `x` on its own: while streaming into ``carry``, whose group is stored when
    /// its last pixel arrives (spans come left to right, so the group's first pixels are there).
    @inline(__always)
    func put(_ x: Int, _ pixel: UInt32) {
        guard streaming else {
            out[x - origin] = pixel
            return
        }
        let i = (x - origin) & 3
        carry[i] = pixel
        if i == 3 {
            StreamedStore.store(
                UnsafeRawPointer(carry).loadUnaligned(as: SIMD4<UInt32>.self), UnsafeMutableRawPointer(out + (x - 3 - origin)), 0)
        }
    }

    /// Whether pixel `x` starts a group of 4 (16 bytes, aligned while streaming).
    @inline(__always)
    func startsGroup(_ x: Int) -> Bool { (x - origin) & 3 == 0 }

    /// Pixels `x0…x1` evaluated exactly, as ``Rasterizer/renderExact(_:width:height:options:pixelLimit:)`` does.
    func exact(_ x0: Int, _ x1: Int) {
        for x in x0...x1 { put(x, rows.exactPixel(x: x, y: y, dither: dither)) }
    }

    /// Pixels `x0…x1` with the colour `at(x)` each.
    @inline(__always)
    func perPixel(_ x0: Int, _ x1: Int, at: (Int) -> SIMD4<Double>) {
        for x in x0...x1 { put(x, SpanFill.pack(SpanFill.float(at(x)), d[x & 7])) }
    }

    /// Pixels `x0…x1` all of colour `v`: one dither period, then copies of it.
    func constant(_ x0: Int, _ x1: Int, _ v: SIMD4<Double>) {
        let c = SpanFill.float(v)
        var x = x0
        if streaming {
            while x <= x1 && !startsGroup(x) {
                put(x, SpanFill.pack(c, d[x & 7]))
                x += 1
            }
            let lo = SIMD4(
                SpanFill.pack(c, d[x & 7]), SpanFill.pack(c, d[(x + 1) & 7]), SpanFill.pack(c, d[(x + 2) & 7]),
                SpanFill.pack(c, d[(x + 3) & 7]))
            let hi = SIMD4(
                SpanFill.pack(c, d[(x + 4) & 7]), SpanFill.pack(c, d[(x + 5) & 7]), SpanFill.pack(c, d[(x + 6) & 7]),
                SpanFill.pack(c, d[(x + 7) & 7]))
            var p = UnsafeMutableRawPointer(out + (x - origin))
            let runs = (x1 + 1 - x) >> 3
            for _ in 0..<runs {
                StreamedStore.store(lo, p, 0)
                StreamedStore.store(hi, p, 16)
                p += 32
            }
            x += runs << 3
            while x <= x1 {
                put(x, SpanFill.pack(c, d[x & 7]))
                x += 1
            }
            return
        }
        let total = x1 - x0 + 1
        let o = out + (x0 - origin)
        for i in 0..<min(8, total) { o[i] = SpanFill.pack(c, d[(x0 + i) & 7]) }
        var filled = 8
        while filled < total {
            let n = min(filled, total - filled)
            (o + filled).update(from: o, count: n)
            filled += n
        }
    }

    /// Pixels `x0…x1` of a colour linear in `x`: `at(x)`, changing by `step` per pixel.
    ///
    /// Runs of 16 pixels in 16-bit fixed point (1/256 level), two pixels to a vector: a 32-bit
    /// accumulator in 2⁻²² level (restarted from `at` every 4,096 pixels, so its drift stays
    /// below 2⁻¹⁵ level) gives the run's first colour, rounded; each pixel adds its rounded
    /// `i · step + d + ½` and keeps the integer part. Two roundings of at most 1/512 level each,
    /// the offsets computed in `Float` (0.008 of a 1/256 level): within 1/250 level. The rest
    /// of the span goes 8 and 4 pixels at a time the same way,
    /// the last 3 or fewer one by one; steeper than 31 levels a pixel (a run of a few pixels),
    /// all colours are computed one by one.
    @inline(__always)
    func linear(_ x0: Int, _ x1: Int, at: (Int) -> SIMD4<Double>, step: SIMD4<Double>) {
        if streaming {
            linear(x0, x1, at: at, step: step, StreamedStore.self)
        } else {
            linear(x0, x1, at: at, step: step, CachedStore.self)
        }
    }

    @inline(__always)
    private func linear<S: PixelStore>(_ first: Int, _ x1: Int, at: (Int) -> SIMD4<Double>, step: SIMD4<Double>, _: S.Type) {
        var x0 = first
        let steep = max(abs(step.x), abs(step.y), abs(step.z), abs(step.w))
        if x1 - x0 + 1 >= 16 && steep < 31 {
            if S.needsAlignment {
                while !startsGroup(x0) {
                    put(x0, SpanFill.pack(SpanFill.float(at(x0)), d[x0 & 7]))
                    x0 += 1
                }
            }
            // Lane i's offset from the run's first colour, in 1/256 level: i · step + d + ½,
            // computed in Float (within 0.008 of a 1/256 level before rounding: the products
            // stay below 2¹⁷).
            let scaled = SpanFill.float(step * 256)
            @inline(__always) func lane(_ i: Int) -> SIMD4<UInt16> {
                let o = scaled * Float(i) + (d[(x0 + i) & 7] + 0.5) * 256
                return SIMD4<UInt16>(truncatingIfNeeded: VectorMath.roundedToInt32(o))
            }
            @inline(__always) func pair(_ i: Int) -> SIMD8<UInt16> { SIMD8(lowHalf: lane(i), highHalf: lane(i + 1)) }
            let r0 = pair(0), r1 = pair(2), r2 = pair(4), r3 = pair(6)
            let r4 = pair(8), r5 = pair(10), r6 = pair(12), r7 = pair(14)
            /// The run's first colour, from the accumulator, in both halves of a vector.
            @inline(__always) func levels(_ acc: SIMD4<Int32>) -> SIMD8<UInt16> {
                let v4 = SIMD4<UInt16>(truncatingIfNeeded: (acc &+ 0x2000) &>> 14)
                return SIMD8(lowHalf: v4, highHalf: v4)
            }
            /// Four pixels from `v` with lanes `a` (pixels 0, 1) and `b` (2, 3), at `p + offset`.
            @inline(__always) func four(_ v: SIMD8<UInt16>, _ a: SIMD8<UInt16>, _ b: SIMD8<UInt16>, _ p: UnsafeMutableRawPointer, _ offset: Int) {
                let levels = SIMD16(lowHalf: (v &+ a) &>> 8, highHalf: (v &+ b) &>> 8)
                S.store(unsafeBitCast(SIMD16<UInt8>(truncatingIfNeeded: levels), to: SIMD4<UInt32>.self), p, offset)
            }
            let step16 = SpanFill.int32(step * (16 * 0x1p22))
            var x = x0
            var acc = SpanFill.int32(at(x) * 0x1p22)
            while x + 16 <= x1 + 1 {
                acc = SpanFill.int32(at(x) * 0x1p22)
                // Up to 256 runs of 16 from this start; a pointer and a count keep overflow
                // checks out of the loop.
                let runs = min(256, (x1 + 1 - x) >> 4)
                var p = UnsafeMutableRawPointer(out + (x - origin))
                for _ in 0..<runs {
                    let v = levels(acc)
                    four(v, r0, r1, p, 0)
                    four(v, r2, r3, p, 16)
                    four(v, r4, r5, p, 32)
                    four(v, r6, r7, p, 48)
                    acc &+= step16
                    p += 64
                }
                x += runs << 4
            }
            // What is left (under 16 pixels) starts a dither period again: 8, then 4 at a time.
            let p = UnsafeMutableRawPointer(out + (x - origin))
            if x + 8 <= x1 + 1 {
                let v = levels(acc)
                four(v, r0, r1, p, 0)
                four(v, r2, r3, p, 16)
                acc &+= SpanFill.int32(step * (8 * 0x1p22))
                x += 8
                if x + 4 <= x1 + 1 {
                    four(levels(acc), r0, r1, p, 32)
                    x += 4
                }
            } else if x + 4 <= x1 + 1 {
                four(levels(acc), r0, r1, p, 0)
                x += 4
            }
            x0 = x
        }
        if x0 <= x1 { perPixel(x0, x1, at: at) }
    }

    /// The four pixels' dither offsets starting at `x`.
    @inline(__always)
    func offsets4(_ x: Int) -> SIMD4<Float> {
        SIMD4(d[x & 7], d[(x + 1) & 7], d[(x + 2) & 7], d[(x + 3) & 7])
    }

    /// Pixels `x0…x1` with colour `base + t · slope`, `t` the pixels' ``positions``, four at a
    /// time in `Float`; dither offsets are folded into the constant term, one set for each half
    /// of the 8-pixel dither period.
    ///
    /// With a `twin` (the same pixels of a row with the same positions and colours: a radial
    /// row's mirror image, see ``RowPairs``), its pixels are written too: each twin colour is
    /// this row's plus the difference of the two rows' dither offsets (one more `Float`
    /// rounding, below 2⁻¹⁶ level).
    func planar(_ x0: Int, _ x1: Int, base: SIMD4<Double>, slope: SIMD4<Double>, twin: SpanFill? = nil) {
        let k = SpanFill.float(base)
        let slope32 = SpanFill.float(slope)
        @inline(__always) func single(_ x: Int) {
            let c = k + positions[x - origin] * slope32
            put(x, SpanFill.pack(c, d[x & 7]))
            if let twin { twin.put(x, SpanFill.pack(c, twin.d[x & 7])) }
        }
        var x = x0
        if streaming {
            while x <= x1 && !startsGroup(x) {
                single(x)
                x += 1
            }
            planarRuns(&x, x1, k, slope32, twin, StreamedStore.self)
        } else {
            planarRuns(&x, x1, k, slope32, twin, CachedStore.self)
        }
        while x <= x1 {
            single(x)
            x += 1
        }
    }

    /// The constant terms of one row of a planar span from `x` on: each half of the dither
    /// period, and (when `opaque`) the alpha levels shifted left by 8.
    @inline(__always)
    func planarConstants(_ k: SIMD4<Float>, from x: Int, opaque: Bool) -> PlanarRow {
        let k0 = PlanarColor(splat: k, plus: offsets4(x))
        let k1 = PlanarColor(splat: k, plus: offsets4(x + 4))
        var alphaHigh: SIMD8<Int16>? = nil
        if opaque {
            let alpha = SIMD8(lowHalf: VectorMath.roundedToInt32(k0.a), highHalf: VectorMath.roundedToInt32(k1.a))
            alphaHigh = SIMD8<Int16>(truncatingIfNeeded: alpha) &<< 8
        }
        return PlanarRow(k0: k0, k1: k1, alphaHigh: alphaHigh, out: out, shift0: .zero, shift1: .zero)
    }

    /// The 16-, 8- and 4-pixel runs of ``planar(_:_:base:slope:twin:)`` from `x` on; leaves `x`
    /// at the first pixel not written (fewer than 4 remain).
    @inline(__always)
    private func planarRuns<S: PixelStore>(
        _ x: inout Int, _ x1: Int, _ k: SIMD4<Float>, _ slope: SIMD4<Float>, _ twin: SpanFill?, _: S.Type
    ) {
        let s = PlanarColor(splat: slope)
        let opaque = slope.w == 0
        let first = planarConstants(k, from: x, opaque: opaque)
        // Whether there is a twin and whether alpha is computed are type parameters, so each
        // call below compiles to a loop without those tests, inlined or not.
        if let twin {
            var second = twin.planarConstants(k, from: x, opaque: opaque)
            second.shift0 = twin.offsets4(x) - offsets4(x)
            second.shift1 = twin.offsets4(x + 4) - offsets4(x + 4)
            if opaque {
                planarLoop(&x, x1, s, first, second, S.self, Yes.self, No.self)
            } else {
                planarLoop(&x, x1, s, first, second, S.self, Yes.self, Yes.self)
            }
        } else if opaque {
            planarLoop(&x, x1, s, first, first, S.self, No.self, No.self)
        } else {
            planarLoop(&x, x1, s, first, first, S.self, No.self, Yes.self)
        }
    }

    /// The loop of ``planarRuns(_:_:_:_:_:_:)``: 16 pixels an iteration, then 8, then 4; the
    /// `second` row is written when `Paired`, the alpha channel computed when `Alpha`.
    @inline(__always)
    private func planarLoop<S: PixelStore, Paired: Flag, Alpha: Flag>(
        _ x: inout Int, _ x1: Int, _ s: PlanarColor, _ first: PlanarRow, _ second: PlanarRow, _: S.Type, _: Paired.Type,
        _: Alpha.Type
    ) {
        let paired = Paired.value
        let alpha = Alpha.value
        // Pointers and a count instead of index arithmetic: no overflow checks in the loop.
        let start = x - origin
        var p = UnsafeMutableRawPointer(first.out + start)
        var q = UnsafeMutableRawPointer(second.out + start)
        var t = UnsafeRawPointer(positions + start)
        @inline(__always) func eight(_ offset: Int) {
            let c0 = first.k0 + s.scaled(by: t.loadUnaligned(fromByteOffset: offset, as: SIMD4<Float>.self), alpha: alpha)
            let c1 = first.k1 + s.scaled(by: t.loadUnaligned(fromByteOffset: offset + 16, as: SIMD4<Float>.self), alpha: alpha)
            let (lo, hi) = PlanarColor.packed8(c0, c1, alphaHigh: first.alphaHigh)
            S.store(lo, p, offset)
            S.store(hi, p, offset + 16)
            if paired {
                let (lo, hi) = PlanarColor.packed8(
                    c0.adding(second.shift0, alpha: alpha), c1.adding(second.shift1, alpha: alpha), alphaHigh: second.alphaHigh)
                S.store(lo, q, offset)
                S.store(hi, q, offset + 16)
            }
        }
        let runs = (x1 + 1 - x) >> 4
        for _ in 0..<runs {
            eight(0)
            eight(32)
            p += 64
            q += 64
            t += 64
        }
        x += runs << 4
        if x + 8 <= x1 + 1 {
            eight(0)
            p += 32
            q += 32
            t += 32
            x += 8
        }
        if x + 4 <= x1 + 1 {
            // Four pixels: the first half of an 8-pixel step.
            let c0 = first.k0 + s.scaled(by: t.loadUnaligned(as: SIMD4<Float>.self), alpha: alpha)
            S.store(PlanarColor.packed8(c0, c0, alphaHigh: first.alphaHigh).0, p, 0)
            if paired {
                let c = c0.adding(second.shift0, alpha: alpha)
                S.store(PlanarColor.packed8(c, c, alphaHigh: second.alphaHigh).0, q, 0)
            }
            x += 4
        }
    }

    /// `v` as an index in `lo…hi` (`lo` for NaN); `v` is a whole number when in range.
    @inline(__always)
    static func clampedIndex(_ v: Double, _ lo: Int, _ hi: Int) -> Int {
        v >= Double(hi) ? hi : (v >= Double(lo) ? Int(v) : lo)
    }
}

/// The constant terms of one row of a planar span (``SpanFill/planar(_:_:base:slope:twin:)``):
/// the two halves of the dither period, the alpha levels shifted left by 8 when alpha is
/// constant, the row's pixel at the span's origin, and for a twin its dither offsets minus
/// the first row's.
struct PlanarRow {
    let k0: PlanarColor
    let k1: PlanarColor
    let alphaHigh: SIMD8<Int16>?
    let out: UnsafeMutablePointer<UInt32>
    var shift0: SIMD4<Float>
    var shift1: SIMD4<Float>
}

/// A yes or no fixed at compile time: a type parameter that specialises a loop.
protocol Flag {
    static var value: Bool { get }
}

/// ``Flag`` true.
enum Yes: Flag {
    static var value: Bool { true }
}

/// ``Flag`` false.
enum No: Flag {
    static var value: Bool { false }
}
