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
    /// within 1/250 level over a few thousand pixels. On x86-64 SSE2 rounds (`cvtps2dq`) and
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
}
