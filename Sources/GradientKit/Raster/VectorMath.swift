#if arch(x86_64)
import _Builtin_intrinsics.intel
#endif

/// Vector operations that Swift's SIMD types do not lower to one instruction everywhere.
enum VectorMath {
    /// The square roots of four lanes (`sqrtps` on x86-64, where `SIMD4.squareRoot()` becomes
    /// four scalar calls that keep `errno` semantics; the portable spelling elsewhere).
    @inline(__always)
    static func squareRoot(_ v: SIMD4<Float>) -> SIMD4<Float> {
        #if arch(x86_64)
        return _mm_sqrt_ps(v)
        #else
        return v.squareRoot()
        #endif
    }
}
