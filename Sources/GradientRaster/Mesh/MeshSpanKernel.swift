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

    /// Writes `out[x]` for `x` in `first…last`: `start + (x − first) · step` levels plus the
    /// dither offset `d[x & 7]`, rounded to nearest, ties to even (as ``SpanWriter/pack(_:_:)``
    /// rounds). Every value must lie in `−1/256 … 255 + 1/256` (``isLevel(_:)``).
    ///
    /// Four pixels at a time: each is the group's colour plus 0, 1, 2 or 3 steps (so that no
    /// pixel waits for the one before), the group's colour moved on by 4 steps; in `Float`,
    /// within 1/250 level over a few thousand pixels. On x86-64 SSE2 rounds (`cvtps2dq`) and
    /// packs (`packssdw`, `packuswb`) the four into 16 bytes; elsewhere each pixel is packed
    /// on its own.
    @inline(never)
    static func span(
        _ out: UnsafeMutablePointer<UInt32>, _ first: Int, _ last: Int, start: SIMD4<Float>, step: SIMD4<Float>,
        d: UnsafePointer<SIMD4<Float>>
    ) {
        var x = first
        var v = start
        let step2 = step + step
        let step3 = step2 + step
        let step4 = step2 + step2
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
            out[x] = SpanWriter.pack(p0, 0)
            out[x + 1] = SpanWriter.pack(p1, 0)
            out[x + 2] = SpanWriter.pack(p2, 0)
            out[x + 3] = SpanWriter.pack(p3, 0)
            #endif
            v += step4
            x += 4
        }
        while x <= last {
            out[x] = SpanWriter.pack(v + d[x & 7], 0)
            v += step
            x += 1
        }
    }

    /// Whether every lane of `v` lies in `−1/256 … 255 + 1/256`, the levels ``span(_:_:_:start:step:d:)``
    /// and ``SpanWriter/pack(_:_:)`` take.
    @inline(__always)
    static func isLevel(_ v: SIMD4<Float>) -> Bool {
        let low = SIMD4<Float>(repeating: -1.0 / 256)
        let high = SIMD4<Float>(repeating: 255 + 1.0 / 256)
        #if arch(x86_64)
        return _mm_movemask_ps(_mm_or_ps(_mm_cmplt_ps(v, low), _mm_cmpgt_ps(v, high))) == 0
        #else
        return v.min() >= low.x && v.max() <= high.x
        #endif
    }
}
