/// The colour stage of the fast path: writes runs of pixels of one row whose colour follows
/// one straight piece of a ``ColorTable``, handed over by a ``RowFetcher``.
///
/// Colours are in 8-bit levels; each pixel gets `colour + d` rounded to the nearest level,
/// `d` being its `OrderedDither` offset (or 0). Every kernel keeps its own error within
/// 1/250 level (the `Float` kernels 1/512), so with the table's 1/512 the total stays under the
/// 1/128 that dithering allows (see ``ColorTable/tolerance``).
///
/// Pixel `x` of the row is `out[x − origin]`; its position (radial `t`, conic angle), when
/// ``hasPositions``, is `positions[x − origin]` (``RowPositions``). Spans are given as closed
/// ranges of columns, left to right along the row. A writer knows nothing of the shading or
/// the ramp: whatever it needs beyond its row (a colour, an exact pixel) is passed in.
struct SpanWriter {
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
    /// The inner loops that run (``KernelLevel``; `SpanWriter+Wide.swift`).
    let kernels: KernelLevel
    /// Whether the kernels of `CGradientKernels` run.
    var wide: Bool { kernels.wide }

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
        // The group is read and written whole, 16 bytes at a time: a 16-byte read of what was
        // written 4 bytes at a time could not be forwarded from the pending stores, and would
        // wait for every streamed store before them to leave the core.
        let i = (x - origin) & 3
        let slot = UnsafeMutableRawPointer(carry)
        let lanes = SIMD4<UInt32>(0, 1, 2, 3) .== SIMD4(repeating: UInt32(truncatingIfNeeded: i))
        let group = slot.loadUnaligned(as: SIMD4<UInt32>.self).replacing(with: pixel, where: lanes)
        slot.storeBytes(of: group, as: SIMD4<UInt32>.self)
        if i == 3 { StreamedStore.store(group, UnsafeMutableRawPointer(out + (x - 3 - origin)), 0) }
    }

    /// Whether pixel `x` starts a group of 4 (16 bytes, aligned while streaming).
    @inline(__always)
    func startsGroup(_ x: Int) -> Bool { (x - origin) & 3 == 0 }

    /// The pixels of `span` as `pixel(x)` gives them, packed (the exact path's pixels, see
    /// ``ExactPixel``).
    func exact(_ span: ClosedRange<Int>, _ pixel: (_ x: Int) -> UInt32) {
        for x in span { put(x, pixel(x)) }
    }

    /// Writes `span` when its piece's colour is exact (each pixel from `exact`) or constant,
    /// and returns `nil`; returns a line's `base` and `slope` (levels at `t` are
    /// `base + t · slope`) for the caller, which knows how its shading's `t` runs.
    @inline(__always)
    func writeUnlessLine(
        _ span: ClosedRange<Int>, _ color: ColorTable.PieceColor, exact pixel: (_ x: Int) -> UInt32
    ) -> (base: SIMD4<Double>, slope: SIMD4<Double>)? {
        switch color {
        case .exact:
            exact(span, pixel)
            return nil
        case .constant(let v):
            constant(span, v)
            return nil
        case .line(let base, let slope):
            return (base, slope)
        }
    }

    /// The pixels of `span` with the colour `at(x)` each, in levels.
    @inline(__always)
    func perPixel(_ span: ClosedRange<Int>, at: (Int) -> SIMD4<Double>) {
        for x in span { put(x, SpanWriter.pack(SpanWriter.float(at(x)), d[x & 7])) }
    }

    /// The pixels of `span` all of colour `v` (in levels): one dither period, then copies of it.
    func constant(_ span: ClosedRange<Int>, _ v: SIMD4<Double>) {
        let x0 = span.lowerBound
        let x1 = span.upperBound
        let c = SpanWriter.float(v)
        var x = x0
        if streaming {
            while x <= x1 && !startsGroup(x) {
                put(x, SpanWriter.pack(c, d[x & 7]))
                x += 1
            }
            let lo = SIMD4(
                SpanWriter.pack(c, d[x & 7]), SpanWriter.pack(c, d[(x + 1) & 7]), SpanWriter.pack(c, d[(x + 2) & 7]),
                SpanWriter.pack(c, d[(x + 3) & 7]))
            let hi = SIMD4(
                SpanWriter.pack(c, d[(x + 4) & 7]), SpanWriter.pack(c, d[(x + 5) & 7]), SpanWriter.pack(c, d[(x + 6) & 7]),
                SpanWriter.pack(c, d[(x + 7) & 7]))
            var p = UnsafeMutableRawPointer(out + (x - origin))
            let runs = (x1 + 1 - x) >> 3
            // Bound by the stores: the wide kernels drew these no faster (Benchmarks/README.md).
            for _ in 0..<runs {
                StreamedStore.store(lo, p, 0)
                StreamedStore.store(hi, p, 16)
                p += 32
            }
            x += runs << 3
            while x <= x1 {
                put(x, SpanWriter.pack(c, d[x & 7]))
                x += 1
            }
            return
        }
        let total = x1 - x0 + 1
        let o = out + (x0 - origin)
        for i in 0..<min(8, total) { o[i] = SpanWriter.pack(c, d[(x0 + i) & 7]) }
        var filled = 8
        while filled < total {
            let n = min(filled, total - filled)
            (o + filled).update(from: o, count: n)
            filled += n
        }
    }

    /// The pixels of `span` of a colour linear in `x`: `at(x)` levels, changing by `step` per pixel.
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
    func linear(_ span: ClosedRange<Int>, at: (Int) -> SIMD4<Double>, step: SIMD4<Double>) {
        if streaming {
            linear(span, at: at, step: step, StreamedStore.self)
        } else {
            linear(span, at: at, step: step, CachedStore.self)
        }
    }

    @inline(__always)
    private func linear<S: PixelStore>(_ span: ClosedRange<Int>, at: (Int) -> SIMD4<Double>, step: SIMD4<Double>, _: S.Type) {
        var x0 = span.lowerBound
        let x1 = span.upperBound
        let steep = max(abs(step.x), abs(step.y), abs(step.z), abs(step.w))
        if x1 - x0 + 1 >= 16 && steep < 31 {
            if S.needsAlignment {
                while !startsGroup(x0) {
                    put(x0, SpanWriter.pack(SpanWriter.float(at(x0)), d[x0 & 7]))
                    x0 += 1
                }
            }
            // Lane i's offset from the run's first colour, in 1/256 level: i · step + d + ½,
            // computed in Float (within 0.008 of a 1/256 level before rounding: the products
            // stay below 2¹⁷).
            let scaled = SpanWriter.float(step * 256)
            #if arch(x86_64)
            if wide {
                // Everything but the last 3 or fewer pixels in C, the lanes too (SpanWriter+Wide.swift).
                x0 = SpanWriter.wideLinearSpan(
                    x0, x1, at: at, step: step, scaled: scaled, out: out + (x0 - origin), d: d, streamed: S.needsAlignment,
                    kernels)
                if x0 <= x1 { perPixel(x0...x1, at: at) }
                return
            }
            #endif
            @inline(__always) func lane(_ i: Int) -> SIMD4<UInt16> {
                let o = scaled * Float(i) + (d[(x0 + i) & 7] + 0.5) * 256
                return SIMD4<UInt16>(truncatingIfNeeded: VectorMath.roundedToInt32(o))
            }
            @inline(__always) func pair(_ i: Int) -> SIMD8<UInt16> { SIMD8(lowHalf: lane(i), highHalf: lane(i + 1)) }
            let r0 = pair(0)
            let r1 = pair(2)
            let r2 = pair(4)
            let r3 = pair(6)
            let r4 = pair(8)
            let r5 = pair(10)
            let r6 = pair(12)
            let r7 = pair(14)
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
            let step16 = SpanWriter.int32(step * (16 * 0x1p22))
            var x = x0
            var acc = SpanWriter.int32(at(x) * 0x1p22)
            while x + 16 <= x1 + 1 {
                acc = SpanWriter.int32(at(x) * 0x1p22)
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
                acc &+= SpanWriter.int32(step * (8 * 0x1p22))
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
        if x0 <= x1 { perPixel(x0...x1, at: at) }
    }
}
