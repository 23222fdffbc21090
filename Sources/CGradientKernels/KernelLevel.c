// AVX2 versions of GradientRaster's inner loops (see CGradientKernels.h; the AVX-512 ones
// are in KernelsAVX512.c), and the choice of level. Every operation is
// an intrinsic, one IEEE operation each, in the order the Swift kernels use; nothing is
// contracted into a fused multiply-add (the pragma below forbids it, and the functions are
// compiled for "avx2" only, not "fma"), so each lane's result is the baseline's to the bit.
#include "CGradientKernels.h"

#if defined(__x86_64__)
#include <immintrin.h>
#include <cpuid.h>
#include <stdlib.h>
#include <string.h>

#pragma clang fp contract(off)

#define GK_AVX2 __attribute__((target("avx2")))
#define GK_INLINE static inline __attribute__((always_inline, target("avx2")))

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

// ---------- stores ----------

/// How a kernel's 32-byte vectors are written: 0 ordinary stores, 1 streamed to a
/// 32-byte-aligned address, 2 streamed from an address 16 bytes past one (where a Swift array's
/// elements start on Linux), as whole aligned 32 bytes too (gk_sink).
static inline int gk_mode(const void *p, int streamed) {
    if (!streamed) return 0;
    return ((uintptr_t)p & 31) == 0 ? 1 : 2;
}

/// Where a kernel writes its vectors, one after another with no gap, in mode `mode`. In mode
/// 2 each vector's high half is held back and streamed with the next one's low half as one
/// aligned 32-byte store (the first low half alone, as 16 bytes): two 16-byte streamed stores
/// run at two thirds of the speed of one 32-byte store on AMD's Zen 1, measured. The bytes and
/// where they go are the same in every mode; gk_sink_end writes what is held.
typedef struct {
    char *at;
    __m128i held;
    int holding;
} gk_sink;

GK_INLINE gk_sink gk_sink_make(void *out) {
    gk_sink s = {(char *)out, _mm_setzero_si128(), 0};
    return s;
}

/// Writes `v` (8 pixels) at the sink's place and moves it on.
GK_INLINE void gk_put32(gk_sink *s, __m256i v, int mode) {
    if (mode == 0) {
        _mm256_storeu_si256((__m256i *)s->at, v);
    } else if (mode == 1) {
        _mm256_stream_si256((__m256i *)s->at, v);
    } else {
        if (s->holding) {
            _mm256_stream_si256(
                (__m256i *)(s->at - 16), _mm256_inserti128_si256(_mm256_castsi128_si256(s->held), _mm256_castsi256_si128(v), 1));
        } else {
            _mm_stream_si128((__m128i *)s->at, _mm256_castsi256_si128(v));
        }
        s->held = _mm256_extracti128_si256(v, 1);
        s->holding = 1;
    }
    s->at += 32;
}

/// Writes `v` (4 pixels) at the sink's place and moves it on.
GK_INLINE void gk_put16(gk_sink *s, __m128i v, int mode) {
    if (mode == 0) {
        _mm_storeu_si128((__m128i *)s->at, v);
    } else if (mode == 1 || !s->holding) {
        _mm_stream_si128((__m128i *)s->at, v);
    } else {
        _mm256_stream_si256((__m256i *)(s->at - 16), _mm256_set_m128i(v, s->held));
        s->holding = 0;
    }
    s->at += 16;
}

/// Writes the half vector still held (mode 2): the last 16 bytes before the sink's place.
GK_INLINE void gk_sink_end(gk_sink *s, int mode) {
    if (mode == 2 && s->holding) _mm_stream_si128((__m128i *)(s->at - 16), s->held);
    s->holding = 0;
}

// ---------- positions ----------

GK_AVX2 void gk_avx2_radial(float *out, long count, long first, float fraction, float inverse, float v2) {
    const __m256 iota = _mm256_setr_ps(0, 1, 2, 3, 4, 5, 6, 7);
    __m256 xs = _mm256_add_ps(iota, _mm256_set1_ps((float)first));
    const __m256 step = _mm256_set1_ps(8);
    const __m256 f = _mm256_set1_ps(fraction);
    const __m256 inv = _mm256_set1_ps(inverse);
    const __m256 v = _mm256_set1_ps(v2);
    for (long i = 0; i < count; i += 8) {
        __m256 u = _mm256_mul_ps(_mm256_add_ps(xs, f), inv);
        _mm256_storeu_ps(out + i, _mm256_sqrt_ps(_mm256_add_ps(_mm256_mul_ps(u, u), v)));
        xs = _mm256_add_ps(xs, step);
    }
}

GK_INLINE __m256 gk_atan_right(__m256 u, const gk_atan_row *r) {
    __m256 s = _mm256_mul_ps(u, u);
    __m256 num = _mm256_add_ps(
        _mm256_mul_ps(_mm256_add_ps(_mm256_mul_ps(_mm256_set1_ps(r->c0), s), _mm256_set1_ps(r->c1)), s),
        _mm256_set1_ps(r->c2));
    __m256 den = _mm256_mul_ps(
        u, _mm256_add_ps(_mm256_mul_ps(_mm256_add_ps(s, _mm256_set1_ps(r->e1)), s), _mm256_set1_ps(r->e2)));
    return _mm256_div_ps(num, den);
}

GK_INLINE __m256 gk_atan_middle(__m256 u, const gk_atan_row *r) {
    __m256 s = _mm256_mul_ps(u, u);
    __m256 p = _mm256_add_ps(
        _mm256_mul_ps(_mm256_add_ps(_mm256_mul_ps(_mm256_set1_ps(r->a0), s), _mm256_set1_ps(r->a1)), s),
        _mm256_set1_ps(r->a2));
    __m256 q = _mm256_add_ps(
        _mm256_mul_ps(_mm256_add_ps(_mm256_mul_ps(_mm256_set1_ps(r->b0), s), _mm256_set1_ps(r->b1)), s),
        _mm256_set1_ps(r->b2));
    return _mm256_sub_ps(_mm256_set1_ps(r->quarterTurn), _mm256_div_ps(_mm256_mul_ps(u, p), q));
}

GK_INLINE void gk_conic_loop(
    float *out, long count, __m256 xs, __m256 step, __m256 f, int kind, const gk_atan_row *row) {
    const __m256 half = _mm256_set1_ps(row->halfTurn);
    for (long i = 0; i < count; i += 8) {
        __m256 u = _mm256_add_ps(xs, f);
        __m256 a;
        if (kind == 0) a = _mm256_add_ps(gk_atan_right(u, row), half);
        else if (kind == 1) a = gk_atan_middle(u, row);
        else a = gk_atan_right(u, row);
        _mm256_storeu_ps(out + i, a);
        xs = _mm256_add_ps(xs, step);
    }
}

GK_AVX2 void gk_avx2_conic(float *out, long count, long first, float scale, float fraction, int kind, const gk_atan_row *row) {
    const __m256 iota = _mm256_setr_ps(0, 1, 2, 3, 4, 5, 6, 7);
    const __m256 sc = _mm256_set1_ps(scale);
    // (i + first) · scale and its steps are exact: whole numbers below 2²⁴ times a power of two.
    __m256 xs = _mm256_mul_ps(_mm256_add_ps(iota, _mm256_set1_ps((float)first)), sc);
    const __m256 step = _mm256_set1_ps(8 * scale);
    const __m256 f = _mm256_set1_ps(fraction);
    switch (kind) {
    case 0: gk_conic_loop(out, count, xs, step, f, 0, row); break;
    case 1: gk_conic_loop(out, count, xs, step, f, 1, row); break;
    default: gk_conic_loop(out, count, xs, step, f, 2, row); break;
    }
}

// ---------- planar spans ----------

GK_INLINE __m256i gk_narrow(__m256 a, __m256 b) {
    return _mm256_packs_epi32(_mm256_cvtps_epi32(a), _mm256_cvtps_epi32(b));
}

/// The 16-bit alpha words of a 16-pixel step from the 8 of one dither period: each 128-bit
/// lane holds 4 pixels of the first 8 and the same 4 of the next 8.
GK_INLINE __m256i gk_alpha_layout(const int16_t *h8) {
    __m128i h = _mm_loadu_si128((const __m128i *)h8);
    return _mm256_set_m128i(_mm_unpackhi_epi64(h, h), _mm_unpacklo_epi64(h, h));
}

/// Packs 16 pixels (A: 0–7, B: 8–15) and writes them to `out`.
GK_INLINE void gk_pack16(
    __m256 rA, __m256 rB, __m256 gA, __m256 gB, __m256 bA, __m256 bB, __m256i aHigh, gk_sink *out, int mode) {
    __m256i r = gk_narrow(rA, rB);
    __m256i g = gk_narrow(gA, gB);
    __m256i b = gk_narrow(bA, bB);
    __m256i rg = _mm256_or_si256(r, _mm256_slli_epi16(g, 8));
    __m256i ba = _mm256_or_si256(b, aHigh);
    gk_put32(out, _mm256_unpacklo_epi16(rg, ba), mode);
    gk_put32(out, _mm256_unpackhi_epi16(rg, ba), mode);
}

GK_INLINE void gk_planar_loop(
    const float *t, long runs, const float *slope, const gk_planar_row *first, const gk_planar_row *second,
    const float *shift, int streamed, int paired, int alpha) {
    const __m256 sr = _mm256_set1_ps(slope[0]), sg = _mm256_set1_ps(slope[1]);
    const __m256 sb = _mm256_set1_ps(slope[2]), sa = _mm256_set1_ps(slope[3]);
    const __m256 kr = _mm256_loadu_ps(first->k), kg = _mm256_loadu_ps(first->k + 8);
    const __m256 kb = _mm256_loadu_ps(first->k + 16), ka = _mm256_loadu_ps(first->k + 24);
    const __m256i ah1 = alpha ? _mm256_setzero_si256() : gk_alpha_layout(first->alphaHigh);
    const __m256i ah2 = (alpha || !paired) ? _mm256_setzero_si256() : gk_alpha_layout(second->alphaHigh);
    const __m256 d = paired ? _mm256_loadu_ps(shift) : _mm256_setzero_ps();
    gk_sink p = gk_sink_make(first->out);
    gk_sink q = gk_sink_make(paired ? second->out : first->out);
    const int pm = gk_mode(p.at, streamed), qm = gk_mode(q.at, streamed);
    for (long i = 0; i < runs; i++) {
        __m256 tA = _mm256_loadu_ps(t), tB = _mm256_loadu_ps(t + 8);
        __m256 rA = _mm256_add_ps(kr, _mm256_mul_ps(tA, sr)), rB = _mm256_add_ps(kr, _mm256_mul_ps(tB, sr));
        __m256 gA = _mm256_add_ps(kg, _mm256_mul_ps(tA, sg)), gB = _mm256_add_ps(kg, _mm256_mul_ps(tB, sg));
        __m256 bA = _mm256_add_ps(kb, _mm256_mul_ps(tA, sb)), bB = _mm256_add_ps(kb, _mm256_mul_ps(tB, sb));
        __m256 aA = ka, aB = ka;
        __m256i aH = ah1;
        if (alpha) {
            aA = _mm256_add_ps(ka, _mm256_mul_ps(tA, sa));
            aB = _mm256_add_ps(ka, _mm256_mul_ps(tB, sa));
            aH = _mm256_slli_epi16(gk_narrow(aA, aB), 8);
        }
        gk_pack16(rA, rB, gA, gB, bA, bB, aH, &p, pm);
        if (paired) {
            __m256i aH2 = ah2;
            if (alpha) aH2 = _mm256_slli_epi16(gk_narrow(_mm256_add_ps(aA, d), _mm256_add_ps(aB, d)), 8);
            gk_pack16(
                _mm256_add_ps(rA, d), _mm256_add_ps(rB, d), _mm256_add_ps(gA, d), _mm256_add_ps(gB, d),
                _mm256_add_ps(bA, d), _mm256_add_ps(bB, d), aH2, &q, qm);
        }
        t += 16;
    }
    gk_sink_end(&p, pm);
    if (paired) gk_sink_end(&q, qm);
}

GK_AVX2 void gk_avx2_planar(
    const float *t, long runs, const float *slope, const gk_planar_row *first, const gk_planar_row *second,
    const float *shift, int streamed) {
    int alpha = first->alphaHigh == 0;
    if (second) {
        if (alpha) gk_planar_loop(t, runs, slope, first, second, shift, streamed, 1, 1);
        else gk_planar_loop(t, runs, slope, first, second, shift, streamed, 1, 0);
    } else {
        if (alpha) gk_planar_loop(t, runs, slope, first, second, shift, streamed, 0, 1);
        else gk_planar_loop(t, runs, slope, first, second, shift, streamed, 0, 0);
    }
}

// ---------- linear spans ----------

/// The 16 pixels' lane offsets of gk_avx2_linear_span (16 pixels × 4 uint16, pixel by pixel):
/// pixel i's channel c is `scaled[c] · i + (d[(phase + i) & 7]
/// + ½) · 256` in float, rounded (cvtps2dq), truncated to 16 bits, as SpanWriter.linear has it.
GK_INLINE void gk_linear_lanes(const float *scaled, const float *d, long phase, uint16_t *lanes) {
    const __m256 scale = _mm256_broadcast_ps((const __m128 *)scaled);  // the 4 channels in both halves
    const __m256 dd = _mm256_loadu_ps(d);
    const __m256 half = _mm256_set1_ps(0.5f), levels = _mm256_set1_ps(256.0f);
    // The low 16 bits of each 32-bit lane, in the low 8 bytes of each 128-bit half.
    const __m256i low16 = _mm256_setr_epi8(
        0, 1, 4, 5, 8, 9, 12, 13, -1, -1, -1, -1, -1, -1, -1, -1, 0, 1, 4, 5, 8, 9, 12, 13, -1, -1, -1, -1, -1, -1, -1, -1);
    // Pixels j (low half) and j + 1 (high half): their index, and where their dither offset is in `d`.
    __m256 i = _mm256_setr_ps(0, 0, 0, 0, 1, 1, 1, 1);
    __m256i at = _mm256_add_epi32(_mm256_setr_epi32(0, 0, 0, 0, 1, 1, 1, 1), _mm256_set1_epi32((int)phase));
    const __m256 two = _mm256_set1_ps(2.0f);
    const __m256i twoIndices = _mm256_set1_epi32(2), seven = _mm256_set1_epi32(7);
    for (int j = 0; j < 16; j += 2) {
        const __m256 dv = _mm256_permutevar8x32_ps(dd, _mm256_and_si256(at, seven));
        const __m256 o = _mm256_add_ps(_mm256_mul_ps(scale, i), _mm256_mul_ps(_mm256_add_ps(dv, half), levels));
        const __m256i w = _mm256_permute4x64_epi64(_mm256_shuffle_epi8(_mm256_cvtps_epi32(o), low16), _MM_SHUFFLE(3, 1, 2, 0));
        _mm_store_si128((__m128i *)(lanes + 4 * j), _mm256_castsi256_si128(w));
        i = _mm256_add_ps(i, two);  // exact: whole numbers below 2²⁴
        at = _mm256_add_epi32(at, twoIndices);
    }
}

/// The colours of 8 pixels from the accumulator `acc` (its colour `(acc + 0x2000) >> 14` in
/// every pixel) plus the lane offsets `x` (pixels 0, 1 | 4, 5) and `y` (2, 3 | 6, 7).
GK_INLINE __m256i gk_linear8(__m128i acc, __m256i x, __m256i y) {
    const __m128i low16 = _mm_setr_epi8(0, 1, 4, 5, 8, 9, 12, 13, 0, 1, 4, 5, 8, 9, 12, 13);
    __m128i v4 = _mm_shuffle_epi8(_mm_srai_epi32(_mm_add_epi32(acc, _mm_set1_epi32(0x2000)), 14), low16);
    __m256i v = _mm256_broadcastsi128_si256(v4);
    // packus interleaves the 128-bit halves of its operands, which puts the 8 pixels in order.
    return _mm256_packus_epi16(_mm256_srli_epi16(_mm256_add_epi16(v, x), 8), _mm256_srli_epi16(_mm256_add_epi16(v, y), 8));
}

GK_INLINE void gk_linear_span(
    uint32_t *out, long runs, long rest, const int32_t *acc0, const int32_t *step16, const int32_t *step8,
    const float *scaled, const float *d, long phase, int mode) {
    __attribute__((aligned(32))) uint16_t lanes[64];
    gk_linear_lanes(scaled, d, phase, lanes);
    const __m128i *l = (const __m128i *)lanes;
    const __m256i x0 = _mm256_set_m128i(_mm_load_si128(l + 2), _mm_load_si128(l + 0));
    const __m256i y0 = _mm256_set_m128i(_mm_load_si128(l + 3), _mm_load_si128(l + 1));
    const __m256i x1 = _mm256_set_m128i(_mm_load_si128(l + 6), _mm_load_si128(l + 4));
    const __m256i y1 = _mm256_set_m128i(_mm_load_si128(l + 7), _mm_load_si128(l + 5));
    const __m128i step = _mm_loadu_si128((const __m128i *)step16);
    __m128i acc = _mm_loadu_si128((const __m128i *)acc0);
    gk_sink p = gk_sink_make(out);
    for (long i = 0; i < runs; i++) {
        gk_put32(&p, gk_linear8(acc, x0, y0), mode);
        gk_put32(&p, gk_linear8(acc, x1, y1), mode);
        acc = _mm_add_epi32(acc, step);
    }
    // The rest: 8 pixels, then 4, or 4 (the lanes of pixels 0–7 again: the dither period).
    if (rest >= 8) {
        gk_put32(&p, gk_linear8(acc, x0, y0), mode);
        acc = _mm_add_epi32(acc, _mm_loadu_si128((const __m128i *)step8));
    }
    if (rest & 4) gk_put16(&p, _mm256_castsi256_si128(gk_linear8(acc, x0, y0)), mode);
    gk_sink_end(&p, mode);
}

GK_AVX2 void gk_avx2_linear_span(
    uint32_t *out, long runs, long rest, const int32_t *acc, const int32_t *step16, const int32_t *step8,
    const float *scaled, const float *d, long phase, int streamed) {
    switch (gk_mode(out, streamed)) {
    case 0: gk_linear_span(out, runs, rest, acc, step16, step8, scaled, d, phase, 0); break;
    case 1: gk_linear_span(out, runs, rest, acc, step16, step8, scaled, d, phase, 1); break;
    default: gk_linear_span(out, runs, rest, acc, step16, step8, scaled, d, phase, 2); break;
    }
}

// ---------- constant spans ----------

GK_AVX2 void gk_avx2_fill(uint32_t *out, long count, const uint32_t *period, int streamed) {
    const __m256i v = _mm256_loadu_si256((const __m256i *)period);
    gk_sink p = gk_sink_make(out);
    long n = count >> 3;
    const int mode = gk_mode(out, streamed);
    switch (mode) {
    case 0: for (long i = 0; i < n; i++) gk_put32(&p, v, 0); break;
    case 1: for (long i = 0; i < n; i++) gk_put32(&p, v, 1); break;
    default: for (long i = 0; i < n; i++) gk_put32(&p, v, 2); break;
    }
    gk_sink_end(&p, mode);
}

#else

int gk_kernel_level(void) { return 0; }

#endif
