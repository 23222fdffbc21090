// The kernels of Kernels.h 16 lanes wide, for CPUs with AVX-512 F, DQ, BW and VL (kernel level 2).
#include "CGradientKernels.h"

#if defined(__x86_64__)
#define GK_LANES 16
#define GK_TARGET "avx512f,avx512bw,avx512vl,avx512dq,avx2"
#define GK_MM(op) _mm512_##op
#define GK_KERNELS gk_avx512_kernels
#include "Kernels.h"

GK_INLINE gk_f gk_lookup8(const float *table, gk_i index) {
    return _mm512_permutexvar_ps((__m512i)index, _mm512_castps256_ps512(_mm256_loadu_ps(table)));
}

// Doublewords 16 − o/4 … 31 − o/4 of `held` followed by `next`.
GK_INLINE gk_v gk_join(gk_v held, gk_v next, int o) {
    const __m512i index = (__m512i)(gk_iota() + (GK_LANES - o / 4));
    return _mm512_permutex2var_epi32(held, index, next);
}

GK_INLINE gk_v gk_repeat256(gk_v256 v) { return _mm512_broadcast_i64x4(v); }
#endif
