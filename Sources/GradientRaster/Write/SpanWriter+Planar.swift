/// The planar kernels of ``SpanWriter``: spans coloured from their pixels' `Float` positions
/// (``RowPositions``), four pixels a vector and one vector per channel (``PlanarColor``).
extension SpanWriter {
    /// The four pixels' dither offsets starting at `x`.
    @inline(__always)
    func offsets4(_ x: Int) -> SIMD4<Float> {
        SIMD4(d[x & 7], d[(x + 1) & 7], d[(x + 2) & 7], d[(x + 3) & 7])
    }

    /// The pixels of `span` with colour `base + t · slope` (levels), `t` the pixels' ``positions``, four at a
    /// time in `Float`; dither offsets are folded into the constant term, one set for each half
    /// of the 8-pixel dither period.
    ///
    /// With a `twin` (the same pixels of a row with the same positions and colours: a radial
    /// row's mirror image, see ``RowPairs``), its pixels are written too: each twin colour is
    /// this row's plus the difference of the two rows' dither offsets (one more `Float`
    /// rounding, below 2⁻¹⁶ level).
    func planar(_ span: ClosedRange<Int>, base: SIMD4<Double>, slope: SIMD4<Double>, twin: SpanWriter? = nil) {
        let x1 = span.upperBound
        let k = SpanWriter.float(base)
        let slope32 = SpanWriter.float(slope)
        @inline(__always) func single(_ x: Int) {
            let c = k + positions[x - origin] * slope32
            put(x, SpanWriter.pack(c, d[x & 7]))
            if let twin { twin.put(x, SpanWriter.pack(c, twin.d[x & 7])) }
        }
        var x = span.lowerBound
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

    /// The 16-, 8- and 4-pixel runs of ``planar(_:base:slope:twin:)`` from `x` on; leaves `x`
    /// at the first pixel not written (fewer than 4 remain).
    @inline(__always)
    private func planarRuns<S: PixelStore>(
        _ x: inout Int, _ x1: Int, _ k: SIMD4<Float>, _ slope: SIMD4<Float>, _ twin: SpanWriter?, _: S.Type
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
        #if arch(x86_64)
        // The 16-pixel runs on a C kernel when one runs (SpanWriter+Wide.swift).
        if wide && x1 + 1 - x >= 16 {
            let runs = (x1 + 1 - x) >> 4
            SpanWriter.widePlanar(
                runs: runs, t: t, slope: s, first: first, firstOut: p, second: second, secondOut: q, paired: paired,
                alpha: alpha, streamed: S.needsAlignment, kernels)
            p += runs << 6
            q += runs << 6
            t += runs << 6
            x += runs << 4
        }
        #endif
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
}

/// The constant terms of one row of a planar span (``SpanWriter/planar(_:base:slope:twin:)``):
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
