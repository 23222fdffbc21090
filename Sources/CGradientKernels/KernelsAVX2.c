// The kernels of Kernels.h 8 lanes wide, for CPUs with AVX2 (kernel level 1).
#include "CGradientKernels.h"

#if defined(__x86_64__)
#define GK_LANES 8
#define GK_TARGET "avx2"
#define GK_MM(op) _mm256_##op
#define GK_KERNELS gk_avx2_kernels
#include "Kernels.h"

GK_INLINE gk_f gk_lookup8(const float *table, gk_i index) {
    return _mm256_permutevar8x32_ps(_mm256_loadu_ps(table), (__m256i)index);
}

// `o` is 0 or 16: the high half of `held` and the low half of `next`, or `next`.
GK_INLINE gk_v gk_join(gk_v held, gk_v next, int o) { return o ? _mm256_permute2x128_si256(held, next, 0x21) : next; }

GK_INLINE gk_v gk_repeat256(gk_v256 v) { return v; }
#endif
