import GradientCore

#if arch(x86_64)
import _Builtin_intrinsics.intel
#endif

/// The mesh renderer's inner loop: a span of pixels whose colour is linear along the row.
enum MeshSpanKernel {
    /// The `OrderedDither` offsets, each in all four lanes, row-major (`(y & 7) · 8 + (x & 7)`):
    /// what the kernel adds to a pixel's four channels.
    static let offsets: [SIMD4<Float>] = OrderedDither.floatOffsets.map { SIMD4(repeating: $0) }
    /// 64 zeros, for a render without dithering.
    static let noOffsets = [SIMD4<Float>](repeating: .zero, count: 64)

    /// Writes `out[x]` for `x` in `first…last`: `start + (x − first) · step` levels clamped to
    /// `0…255`, plus the dither offset `d[x & 7]`, rounded to nearest, ties to even (as
    /// ``SpanWriter/pack(_:_:)`` rounds). Values may lie outside `0…255` (by less than 2²⁰).
    ///
    /// Four pixels at a time: each is the group's colour plus 0, 1, 2 or 3 steps (so that no
    /// pixel waits for the one before), the group's colour moved on by 4 steps; in `Float`,
    /// within 1/250 level over a few thousand pixels. On x86-64 a span of 16 pixels or more
    /// goes eight at a time, each pixel one addition: the group's colour plus its steps and
    /// dither offset, which are the same for every group. SSE2 rounds (`cvtps2dq`) and
    /// packs with saturation (`packssdw`, `packuswb`) the four into 16 bytes, which clamps:
    /// with an offset under half a level, a value below 0 rounds to 0 or less and one above
    /// 255 to 255 or more, as the value clamped first would. Elsewhere each pixel is clamped
    /// and packed on its own.
    @inline(never)
    static func span(
        _ out: UnsafeMutablePointer<UInt32>, _ first: Int, _ last: Int, start: SIMD4<Float>, step: SIMD4<Float>,
        d: UnsafePointer<SIMD4<Float>>
    ) {
        var x = first
        var v = start
        let low = SIMD4<Float>(repeating: 0)
        let high = SIMD4<Float>(repeating: 255)
        let step2 = step + step
        let step3 = step2 + step
        let step4 = step2 + step2
        #if arch(x86_64)
        if last - first >= 15 {
            // Eight at a time: pixel `first + 8j + k` is `v + 8j · step + b[k]`, with `b[k]` its
            // steps and dither offset, the same for every group of eight.
            let b0 = d[first & 7]
            let b1 = step + d[(first + 1) & 7]
            let b2 = step2 + d[(first + 2) & 7]
            let b3 = step3 + d[(first + 3) & 7]
            let b4 = step4 + d[(first + 4) & 7]
            let b5 = (step4 + step) + d[(first + 5) & 7]
            let b6 = (step4 + step2) + d[(first + 6) & 7]
            let b7 = (step4 + step3) + d[(first + 7) & 7]
            let step8 = step4 + step4
            while x + 7 <= last {
                let q0 = _mm_packs_epi32(_mm_cvtps_epi32(v + b0), _mm_cvtps_epi32(v + b1))
                let q1 = _mm_packs_epi32(_mm_cvtps_epi32(v + b2), _mm_cvtps_epi32(v + b3))
                let q2 = _mm_packs_epi32(_mm_cvtps_epi32(v + b4), _mm_cvtps_epi32(v + b5))
                let q3 = _mm_packs_epi32(_mm_cvtps_epi32(v + b6), _mm_cvtps_epi32(v + b7))
                UnsafeMutableRawPointer(out + x).storeBytes(of: _mm_packus_epi16(q0, q1), as: __m128i.self)
                UnsafeMutableRawPointer(out + x + 4).storeBytes(of: _mm_packus_epi16(q2, q3), as: __m128i.self)
                v += step8
                x += 8
            }
        }
        #endif
        while x + 3 <= last {
            let p0 = v + d[x & 7]
            let p1 = (v + step) + d[(x + 1) & 7]
            let p2 = (v + step2) + d[(x + 2) & 7]
            let p3 = (v + step3) + d[(x + 3) & 7]
            #if arch(x86_64)
            let low = _mm_packs_epi32(_mm_cvtps_epi32(p0), _mm_cvtps_epi32(p1))
            let high = _mm_packs_epi32(_mm_cvtps_epi32(p2), _mm_cvtps_epi32(p3))
            UnsafeMutableRawPointer(out + x).storeBytes(of: _mm_packus_epi16(low, high), as: __m128i.self)
            #else
            out[x] = SpanWriter.pack(VectorMath.clamped(v, low, high) + d[x & 7], 0)
            out[x + 1] = SpanWriter.pack(VectorMath.clamped(v + step, low, high) + d[(x + 1) & 7], 0)
            out[x + 2] = SpanWriter.pack(VectorMath.clamped(v + step2, low, high) + d[(x + 2) & 7], 0)
            out[x + 3] = SpanWriter.pack(VectorMath.clamped(v + step3, low, high) + d[(x + 3) & 7], 0)
            #endif
            v += step4
            x += 4
        }
        while x <= last {
            out[x] = SpanWriter.pack(VectorMath.clamped(v, low, high) + d[x & 7], 0)
            v += step
            x += 1
        }
    }

    /// The sRGB curve in levels at 4,096 steps of linear light from 0 to 1 (entry `i` for
    /// `i / 4096`), each with the step to the next (``MeshColorField/encodingTable`` times
    /// 255): read with linear interpolation, within 0.005 level.
    static let encodingLevels: [SIMD2<Float>] = (0...4096).map { i in
        let table = MeshColorField.encodingTable
        return SIMD2(Float(table[i] * 255), Float((table[i + 1] - table[i]) * 255))
    }

    /// The bend of the sRGB curve in levels: at entry `i`, the largest `|f''|` of
    /// `f(x) = 255 · encoded(x)` for `x` in `i / 4096 … 1`. The curve is straight below its
    /// knee and bends less and less above it, so that is `|f''|` at `i / 4096` or at the knee,
    /// whichever is larger: `f''(x) = −(7/12) · f'(x) / x` (``MeshColorField/encodingSlope(_:)``).
    static let encodingBends: [Float] = (0...4096).map { i in
        let x = max(Double(i) / 4096, MeshColorField.encodingKnee)
        return Float(255 * MeshColorField.encodingSlope(x) * (7.0 / 12) / x)
    }

    /// ``MeshColorField/encodingKnee`` as a `Float`.
    static let knee = Float(MeshColorField.encodingKnee)

    /// Red, green and blue of an opaque perceptual mesh's span (linear light times 255, from
    /// `start` to `end` over `count` steps) drawn linear in levels rather than encoding each
    /// pixel: the levels at the start and their change per pixel, when that is within
    /// `tolerance` levels of encoding each pixel; else `nil`. Linear interpolation of a curve
    /// over an interval of length `L` is off by at most `max |f''| · L² / 8`
    /// (``encodingBends``); over an interval across the knee, where the slope drops by
    /// 0.22 · 255 levels per unit, by at most `14 · L` more. The curve is straight below the
    /// knee and past 1 (where colours are clamped).
    @inline(__always)
    static func levelsSpan(
        from start: SIMD4<Float>, to end: SIMD4<Float>, count: Int, table: UnsafePointer<SIMD2<Float>>, bends: UnsafePointer<Float>,
        tolerance: Float
    ) -> (start: SIMD4<Float>, step: SIMD4<Float>)? {
        for c in 0..<3 {
            let a = min(start[c], end[c]) / 255
            let b = max(start[c], end[c]) / 255
            guard b > knee, a < 1 else { continue }
            let length = b - a
            var error = bends[Int(max(a, 0) * 4096)] * length * length / 8
            if a < knee { error += 14 * length }
            guard error <= tolerance else { return nil }
        }
        @inline(__always) func levels(_ v: Float) -> Float {
            if v <= 0 { return 12.92 * v }
            let position = v * (4096 / 255)
            let i = position < 4096 ? Int(position) : 4096  // (and 4096 for a value that is not a number)
            let t = table[i]
            return t.x + (position - Float(i)) * t.y
        }
        let s = SIMD4(levels(start.x), levels(start.y), levels(start.z), 255)
        let e = SIMD4(levels(end.x), levels(end.y), levels(end.z), 255)
        return (s, count > 0 ? (e - s) / Float(count) : .zero)
    }

    /// As ``span(_:_:_:start:step:d:)`` for an opaque perceptual mesh's cells (linear light
    /// times 255, ``MeshColorField/cellOutput(_:)``): each pixel's red, green and blue are
    /// clamped to `0…255`, encoded with the sRGB curve from `table` (``encodingLevels``), and
    /// rounded to nearest, ties to even, after adding the dither offset `offsets[x & 7]`;
    /// alpha is 255.
    ///
    /// Four pixels at a time, each channel's four values in one vector: only the table is
    /// read lane by lane.
    @inline(never)
    static func encodedSpan(
        _ out: UnsafeMutablePointer<UInt32>, _ first: Int, _ last: Int, start: SIMD4<Float>, step: SIMD4<Float>,
        offsets: UnsafePointer<Float>, table: UnsafePointer<SIMD2<Float>>
    ) {
        let scale: Float = 4096 / 255
        let (r0, g0, b0) = (start.x * scale, start.y * scale, start.z * scale)
        let (dr, dg, db) = (step.x * scale, step.y * scale, step.z * scale)
        let zero = SIMD4<Float>(repeating: 0)
        let top = SIMD4<Float>(repeating: 4096)
        let high = SIMD4<Float>(repeating: 255)
        @inline(__always) func encoded(_ p: SIMD4<Float>) -> SIMD4<Float> {
            let q = VectorMath.clamped(p, zero, top)
            let i = VectorMath.truncatedToInt32(q)
            let f = q - VectorMath.float(i)
            let (t0, t1) = (table[Int(truncatingIfNeeded: i.x)], table[Int(truncatingIfNeeded: i.y)])
            let (t2, t3) = (table[Int(truncatingIfNeeded: i.z)], table[Int(truncatingIfNeeded: i.w)])
            return VectorMath.clamped(SIMD4(t0.x, t1.x, t2.x, t3.x) + f * SIMD4(t0.y, t1.y, t2.y, t3.y), zero, high)
        }
        var x = first
        while x + 3 <= last {
            let k = SIMD4<Float>(0, 1, 2, 3) + Float(x - first)
            let d = SIMD4(offsets[x & 7], offsets[(x + 1) & 7], offsets[(x + 2) & 7], offsets[(x + 3) & 7])
            let r = SIMD4<UInt32>(truncatingIfNeeded: VectorMath.roundedToInt32(encoded(r0 + dr * k) + d))
            let g = SIMD4<UInt32>(truncatingIfNeeded: VectorMath.roundedToInt32(encoded(g0 + dg * k) + d))
            let b = SIMD4<UInt32>(truncatingIfNeeded: VectorMath.roundedToInt32(encoded(b0 + db * k) + d))
            let pixels = r | (g &<< 8) | (b &<< 16) | SIMD4(repeating: 0xFF00_0000)
            UnsafeMutableRawPointer(out + x).storeBytes(of: pixels, as: SIMD4<UInt32>.self)
            x += 4
        }
        while x <= last {
            let k = SIMD4<Float>(repeating: Float(x - first))
            let d = SIMD4<Float>(repeating: offsets[x & 7])
            let r = VectorMath.roundedToInt32(encoded(r0 + dr * k) + d).x
            let g = VectorMath.roundedToInt32(encoded(g0 + dg * k) + d).x
            let b = VectorMath.roundedToInt32(encoded(b0 + db * k) + d).x
            out[x] = UInt32(truncatingIfNeeded: r) | UInt32(truncatingIfNeeded: g) << 8 | UInt32(truncatingIfNeeded: b) << 16 | 0xFF00_0000
            x += 1
        }
    }
}
