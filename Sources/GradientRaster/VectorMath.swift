#if arch(x86_64)
import _Builtin_intrinsics.intel
import GradientCore
#endif

/// Vector operations that Swift's SIMD types do not lower to one instruction everywhere.
///
/// On x86-64 these are the SSE2 instructions every x86-64 CPU has (no compiler flags
/// needed); elsewhere the portable spelling.
enum VectorMath {
    /// The square roots of four lanes (`sqrtps`; `SIMD4.squareRoot()` becomes four scalar
    /// calls that keep `errno` semantics on Linux).
    @inline(__always)
    static func squareRoot(_ v: SIMD4<Float>) -> SIMD4<Float> {
        #if arch(x86_64)
        return _mm_sqrt_ps(v)
        #else
        return v.squareRoot()
        #endif
    }

    /// Four lanes rounded to the nearest integer, ties to even (`cvtps2dq`). Lanes must be
    /// within `±2²²`.
    @inline(__always)
    static func roundedToInt32(_ v: SIMD4<Float>) -> SIMD4<Int32> {
        #if arch(x86_64)
        return unsafeBitCast(_mm_cvtps_epi32(v), to: SIMD4<Int32>.self)
        #else
        // 1.5 · 2²³: the sum's low mantissa bits hold the rounded value.
        let bits = unsafeBitCast(v + 12_582_912, to: SIMD4<Int32>.self)
        return bits &- 0x4B40_0000
        #endif
    }

    /// Four lanes rounded toward zero (`cvttps2dq`). Lanes must be within `±2³¹`.
    @inline(__always)
    static func truncatedToInt32(_ v: SIMD4<Float>) -> SIMD4<Int32> {
        #if arch(x86_64)
        return unsafeBitCast(_mm_cvttps_epi32(v), to: SIMD4<Int32>.self)
        #else
        return SIMD4(Int32(v.x), Int32(v.y), Int32(v.z), Int32(v.w))
        #endif
    }

    /// Four integers as `Float`s (`cvtdq2ps`).
    @inline(__always)
    static func float(_ v: SIMD4<Int32>) -> SIMD4<Float> {
        #if arch(x86_64)
        return _mm_cvtepi32_ps(unsafeBitCast(v, to: __m128i.self))
        #else
        return SIMD4(Float(v.x), Float(v.y), Float(v.z), Float(v.w))
        #endif
    }

    /// Four lanes clamped to `low…high` (`maxps`, `minps`; the generic `pointwiseMin` and
    /// `pointwiseMax` are calls).
    @inline(__always)
    static func clamped(_ v: SIMD4<Float>, _ low: SIMD4<Float>, _ high: SIMD4<Float>) -> SIMD4<Float> {
        #if arch(x86_64)
        return _mm_min_ps(_mm_max_ps(v, low), high)
        #else
        return v.replacing(with: low, where: v .< low).replacing(with: high, where: v .> high)
        #endif
    }
}
