// The choice of kernel level (CGradientKernels.h): what the CPU has and the OS saves the
// registers of, lowered by the environment variable GRADIENTKIT_KERNELS.
#include "CGradientKernels.h"

#if defined(__x86_64__)
#include <cpuid.h>
#include <stdlib.h>
#include <string.h>

/// The widest kernels the CPU has and the OS saves the registers of: 2 when CPUID leaf 7 has
/// AVX512F, DQ, BW and VL and XGETBV shows the opmask and ZMM state (XCR0 bits 5–7) besides XMM
/// and YMM (bits 1, 2); 1 when leaf 1 has OSXSAVE and AVX, leaf 7 AVX2, and XCR0 bits 1, 2 are
/// set; else 0. (Bits as in Intel's SDM, vol. 2A, CPUID, and vol. 1, 13.3.)
static int gk_detect(void) {
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return 0;
    if (!(c & (1u << 27)) || !(c & (1u << 28))) return 0;
    unsigned lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    if ((lo & 6u) != 6u) return 0;
    if (__get_cpuid_max(0, 0) < 7) return 0;
    __cpuid_count(7, 0, a, b, c, d);
    if (!(b & (1u << 5))) return 0;
    const unsigned avx512 = (1u << 16) | (1u << 17) | (1u << 30) | (1u << 31);  // F, DQ, BW, VL
    return ((b & avx512) == avx512 && (lo & 0xE6u) == 0xE6u) ? 2 : 1;
}

/// The level the environment variable GRADIENTKIT_KERNELS asks for (`baseline`, `avx2` or
/// `avx512`), or 2 (no limit) when it is unset or holds anything else: a way to measure or
/// check the narrower levels on a wide CPU. Every level draws the same bytes.
static int gk_requested(void) {
    const char *name = getenv("GRADIENTKIT_KERNELS");
    if (name == NULL) return 2;
    if (strcmp(name, "baseline") == 0) return 0;
    if (strcmp(name, "avx2") == 0) return 1;
    return 2;
}

int gk_kernel_level(void) {
    static int level = -1;  // decided once; a race only computes the same answer twice
    int l = __atomic_load_n(&level, __ATOMIC_RELAXED);
    if (l < 0) {
        l = gk_detect();
        int requested = gk_requested();
        if (requested < l) l = requested;
        __atomic_store_n(&level, l, __ATOMIC_RELAXED);
    }
    return l;
}

#else

int gk_kernel_level(void) { return 0; }

#endif
