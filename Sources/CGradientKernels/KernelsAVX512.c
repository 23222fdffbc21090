// AVX-512 versions of GradientRaster's inner loops (see CGradientKernels.h): the AVX2 kernels'
// operations (Kernels.c) on 16 float lanes, or 32 pixels at a time where the AVX2 kernel packs
// 16. Each lane sees the same IEEE operations in the same order as the Swift kernel; nothing is
// contracted into a fused multiply-add (the target below implies FMA, so the pragma is what
// keeps every multiply and add apart), and the saturating packs are the same instructions on
// wider registers, so each byte is the baseline's.
#include "CGradientKernels.h"

#if defined(__x86_64__)
#include <immintrin.h>

#pragma clang fp contract(off)

#define GK_TARGET "avx512f,avx512bw,avx512vl,avx512dq,avx2"
#define GK_512 __attribute__((target(GK_TARGET)))
#define GK_INLINE static inline __attribute__((always_inline, target(GK_TARGET)))

// ---------- stores ----------

/// How 64 bytes are written: 0 ordinary; streamed to an address aligned to 1: 64, 2: 32,
/// 3: 16 bytes (as one, two or four non-temporal stores).
static inline int gk_mode64(const void *p, int streamed) {
    if (!streamed) return 0;
    uintptr_t a = (uintptr_t)p;
    return (a & 63) == 0 ? 1 : (a & 31) == 0 ? 2 : 3;
}

GK_INLINE void gk_store64(void *p, __m512i v, int mode) {
    if (mode == 0) {
        _mm512_storeu_si512(p, v);
    } else if (mode == 1) {
        _mm512_stream_si512((__m512i *)p, v);
    } else if (mode == 2) {
        _mm256_stream_si256((__m256i *)p, _mm512_castsi512_si256(v));
        _mm256_stream_si256((__m256i *)p + 1, _mm512_extracti64x4_epi64(v, 1));
    } else {
        _mm_stream_si128((__m128i *)p, _mm512_castsi512_si128(v));
        _mm_stream_si128((__m128i *)p + 1, _mm512_extracti32x4_epi32(v, 1));
        _mm_stream_si128((__m128i *)p + 2, _mm512_extracti32x4_epi32(v, 2));
        _mm_stream_si128((__m128i *)p + 3, _mm512_extracti32x4_epi32(v, 3));
    }
}

/// 32 bytes at p, in the manner of `gk_store64`'s `mode` (an address aligned to 32 for modes
/// 1 and 2 is the same thing here).
GK_INLINE void gk_store32(void *p, __m256i v, int mode) {
    if (mode == 0) {
        _mm256_storeu_si256((__m256i *)p, v);
    } else if (mode != 3) {
        _mm256_stream_si256((__m256i *)p, v);
    } else {
        _mm_stream_si128((__m128i *)p, _mm256_castsi256_si128(v));
        _mm_stream_si128((__m128i *)p + 1, _mm256_extracti128_si256(v, 1));
    }
}

/// The 32-byte-aligned mode of the 32 bytes at p (after a 64-byte store of mode `mode`, a
/// 32-byte store at p + 64 has the same alignment).
static inline int gk_mode32(const void *p, int streamed) {
    if (!streamed) return 0;
    return ((uintptr_t)p & 31) == 0 ? 2 : 3;
}

/// `v` (8 floats) in both halves of a 16-lane vector.
GK_INLINE __m512 gk_twice(const float *v) {
    return _mm512_castpd_ps(_mm512_broadcast_f64x4(_mm256_castps_pd(_mm256_loadu_ps(v))));
}

// ---------- positions ----------

GK_512 void gk_avx512_radial(float *out, long count, long first, float fraction, float inverse, float v2) {
    const __m512 iota = _mm512_setr_ps(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    __m512 xs = _mm512_add_ps(iota, _mm512_set1_ps((float)first));
    const __m512 step = _mm512_set1_ps(16);
    const __m512 f = _mm512_set1_ps(fraction);
    const __m512 inv = _mm512_set1_ps(inverse);
    const __m512 v = _mm512_set1_ps(v2);
    long i = 0;
    for (; i + 16 <= count; i += 16) {
        __m512 u = _mm512_mul_ps(_mm512_add_ps(xs, f), inv);
        _mm512_storeu_ps(out + i, _mm512_sqrt_ps(_mm512_add_ps(_mm512_mul_ps(u, u), v)));
        xs = _mm512_add_ps(xs, step);
    }
    if (i < count) {
        // The last 8 (count is a multiple of 8): the low half of the next step.
        __m256 x8 = _mm512_castps512_ps256(xs);
        __m256 u = _mm256_mul_ps(_mm256_add_ps(x8, _mm512_castps512_ps256(f)), _mm512_castps512_ps256(inv));
        _mm256_storeu_ps(out + i, _mm256_sqrt_ps(_mm256_add_ps(_mm256_mul_ps(u, u), _mm512_castps512_ps256(v))));
    }
}

GK_INLINE __m512 gk_atan_right16(__m512 u, const gk_atan_row *r) {
    __m512 s = _mm512_mul_ps(u, u);
    __m512 num = _mm512_add_ps(
        _mm512_mul_ps(_mm512_add_ps(_mm512_mul_ps(_mm512_set1_ps(r->c0), s), _mm512_set1_ps(r->c1)), s),
        _mm512_set1_ps(r->c2));
    __m512 den = _mm512_mul_ps(
        u, _mm512_add_ps(_mm512_mul_ps(_mm512_add_ps(s, _mm512_set1_ps(r->e1)), s), _mm512_set1_ps(r->e2)));
    return _mm512_div_ps(num, den);
}

GK_INLINE __m512 gk_atan_middle16(__m512 u, const gk_atan_row *r) {
    __m512 s = _mm512_mul_ps(u, u);
    __m512 p = _mm512_add_ps(
        _mm512_mul_ps(_mm512_add_ps(_mm512_mul_ps(_mm512_set1_ps(r->a0), s), _mm512_set1_ps(r->a1)), s),
        _mm512_set1_ps(r->a2));
    __m512 q = _mm512_add_ps(
        _mm512_mul_ps(_mm512_add_ps(_mm512_mul_ps(_mm512_set1_ps(r->b0), s), _mm512_set1_ps(r->b1)), s),
        _mm512_set1_ps(r->b2));
    return _mm512_sub_ps(_mm512_set1_ps(r->quarterTurn), _mm512_div_ps(_mm512_mul_ps(u, p), q));
}

/// The angle of kind `kind` (as gk_avx512_conic) at u.
GK_INLINE __m512 gk_angle16(__m512 u, int kind, const gk_atan_row *row) {
    if (kind == 0) return _mm512_add_ps(gk_atan_right16(u, row), _mm512_set1_ps(row->halfTurn));
    if (kind == 1) return gk_atan_middle16(u, row);
    return gk_atan_right16(u, row);
}

GK_INLINE void gk_conic_loop16(float *out, long count, __m512 xs, __m512 step, __m512 f, int kind, const gk_atan_row *row) {
    long i = 0;
    for (; i + 16 <= count; i += 16) {
        _mm512_storeu_ps(out + i, gk_angle16(_mm512_add_ps(xs, f), kind, row));
        xs = _mm512_add_ps(xs, step);
    }
    if (i < count) {
        // The last 8: all 16 lanes computed (the upper 8 are finite values past the run), the
        // lower 8 stored.
        _mm256_storeu_ps(out + i, _mm512_castps512_ps256(gk_angle16(_mm512_add_ps(xs, f), kind, row)));
    }
}

GK_512 void gk_avx512_conic(float *out, long count, long first, float scale, float fraction, int kind, const gk_atan_row *row) {
    const __m512 iota = _mm512_setr_ps(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    const __m512 sc = _mm512_set1_ps(scale);
    // (i + first) · scale and its steps are exact: whole numbers below 2²⁴ times a power of two.
    __m512 xs = _mm512_mul_ps(_mm512_add_ps(iota, _mm512_set1_ps((float)first)), sc);
    const __m512 step = _mm512_set1_ps(16 * scale);
    const __m512 f = _mm512_set1_ps(fraction);
    switch (kind) {
    case 0: gk_conic_loop16(out, count, xs, step, f, 0, row); break;
    case 1: gk_conic_loop16(out, count, xs, step, f, 1, row); break;
    default: gk_conic_loop16(out, count, xs, step, f, 2, row); break;
    }
}

// ---------- planar spans ----------

GK_INLINE __m512i gk_narrow32(__m512 a, __m512 b) {
    return _mm512_packs_epi32(_mm512_cvtps_epi32(a), _mm512_cvtps_epi32(b));
}

/// The 16-bit alpha words of two 16-pixel runs in the layout of `gk_narrow32` (each 128-bit
/// lane: 4 pixels of the first run, the same 4 of the second), from the 8 of a dither period.
GK_INLINE __m512i gk_alpha_layout32(const int16_t *h8) {
    __m128i h = _mm_loadu_si128((const __m128i *)h8);
    __m256i half = _mm256_set_m128i(_mm_unpackhi_epi64(h, h), _mm_unpacklo_epi64(h, h));
    return _mm512_broadcast_i64x4(half);
}

/// Packs 32 pixels (A: 0–15, B: 16–31) and stores them at p (two 64-byte stores). `gk_narrow32`
/// puts pixels 4l…4l+3 of A and of B in 128-bit lane l, so the word interleave yields pixels
/// 0–15, then 16–31, in order.
GK_INLINE void gk_pack32(
    __m512 rA, __m512 rB, __m512 gA, __m512 gB, __m512 bA, __m512 bB, __m512i aHigh, char *p, int mode) {
    __m512i r = gk_narrow32(rA, rB);
    __m512i g = gk_narrow32(gA, gB);
    __m512i b = gk_narrow32(bA, bB);
    __m512i rg = _mm512_or_si512(r, _mm512_slli_epi16(g, 8));
    __m512i ba = _mm512_or_si512(b, aHigh);
    gk_store64(p, _mm512_unpacklo_epi16(rg, ba), mode);
    gk_store64(p + 64, _mm512_unpackhi_epi16(rg, ba), mode);
}

/// Packs 16 pixels (A: 0–7, B: 8–15 of `a`, `b`'s 16 lanes split) as the AVX2 kernel does,
/// stored at p (32 bytes twice).
GK_INLINE void gk_pack16(__m512 r, __m512 g, __m512 b, __m512 a, int alpha, __m256i aHigh, char *p, int mode) {
#define GK_NARROW16(v) \
    _mm256_packs_epi32( \
        _mm256_cvtps_epi32(_mm512_castps512_ps256(v)), _mm256_cvtps_epi32(_mm512_extractf32x8_ps(v, 1)))
    __m256i r16 = GK_NARROW16(r);
    __m256i g16 = GK_NARROW16(g);
    __m256i b16 = GK_NARROW16(b);
    __m256i aH = alpha ? _mm256_slli_epi16(GK_NARROW16(a), 8) : aHigh;
#undef GK_NARROW16
    __m256i rg = _mm256_or_si256(r16, _mm256_slli_epi16(g16, 8));
    __m256i ba = _mm256_or_si256(b16, aH);
    gk_store32(p, _mm256_unpacklo_epi16(rg, ba), mode);
    gk_store32(p + 32, _mm256_unpackhi_epi16(rg, ba), mode);
}

GK_INLINE void gk_planar_loop(
    const float *t, long runs, const float *slope, const gk_planar_row *first, const gk_planar_row *second,
    const float *shift, int streamed, int paired, int alpha) {
    const __m512 sr = _mm512_set1_ps(slope[0]), sg = _mm512_set1_ps(slope[1]);
    const __m512 sb = _mm512_set1_ps(slope[2]), sa = _mm512_set1_ps(slope[3]);
    const __m512 kr = gk_twice(first->k), kg = gk_twice(first->k + 8);
    const __m512 kb = gk_twice(first->k + 16), ka = gk_twice(first->k + 24);
    const __m512i ah1 = alpha ? _mm512_setzero_si512() : gk_alpha_layout32(first->alphaHigh);
    const __m512i ah2 = (alpha || !paired) ? _mm512_setzero_si512() : gk_alpha_layout32(second->alphaHigh);
    const __m512 d = paired ? gk_twice(shift) : _mm512_setzero_ps();
    char *p = (char *)first->out;
    char *q = paired ? (char *)second->out : p;
    const int pm = gk_mode64(p, streamed), qm = gk_mode64(q, streamed);
    long i = 0;
    for (; i + 2 <= runs; i += 2) {
        __m512 tA = _mm512_loadu_ps(t), tB = _mm512_loadu_ps(t + 16);
        __m512 rA = _mm512_add_ps(kr, _mm512_mul_ps(tA, sr)), rB = _mm512_add_ps(kr, _mm512_mul_ps(tB, sr));
        __m512 gA = _mm512_add_ps(kg, _mm512_mul_ps(tA, sg)), gB = _mm512_add_ps(kg, _mm512_mul_ps(tB, sg));
        __m512 bA = _mm512_add_ps(kb, _mm512_mul_ps(tA, sb)), bB = _mm512_add_ps(kb, _mm512_mul_ps(tB, sb));
        __m512 aA = ka, aB = ka;
        __m512i aH = ah1;
        if (alpha) {
            aA = _mm512_add_ps(ka, _mm512_mul_ps(tA, sa));
            aB = _mm512_add_ps(ka, _mm512_mul_ps(tB, sa));
            aH = _mm512_slli_epi16(gk_narrow32(aA, aB), 8);
        }
        gk_pack32(rA, rB, gA, gB, bA, bB, aH, p, pm);
        if (paired) {
            __m512i aH2 = ah2;
            if (alpha) aH2 = _mm512_slli_epi16(gk_narrow32(_mm512_add_ps(aA, d), _mm512_add_ps(aB, d)), 8);
            gk_pack32(
                _mm512_add_ps(rA, d), _mm512_add_ps(rB, d), _mm512_add_ps(gA, d), _mm512_add_ps(gB, d),
                _mm512_add_ps(bA, d), _mm512_add_ps(bB, d), aH2, q, qm);
            q += 128;
        }
        p += 128;
        t += 32;
    }
    if (i < runs) {
        // The last run of 16, packed as the AVX2 kernel packs it.
        __m512 tA = _mm512_loadu_ps(t);
        __m512 r = _mm512_add_ps(kr, _mm512_mul_ps(tA, sr));
        __m512 g = _mm512_add_ps(kg, _mm512_mul_ps(tA, sg));
        __m512 b = _mm512_add_ps(kb, _mm512_mul_ps(tA, sb));
        __m512 a = alpha ? _mm512_add_ps(ka, _mm512_mul_ps(tA, sa)) : ka;
        gk_pack16(r, g, b, a, alpha, _mm512_castsi512_si256(ah1), p, gk_mode32(p, streamed));
        if (paired) {
            gk_pack16(
                _mm512_add_ps(r, d), _mm512_add_ps(g, d), _mm512_add_ps(b, d), alpha ? _mm512_add_ps(a, d) : a, alpha,
                _mm512_castsi512_si256(ah2), q, gk_mode32(q, streamed));
        }
    }
}

GK_512 void gk_avx512_planar(
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

GK_INLINE void gk_linear_loop(uint32_t *out, long runs, const int32_t *acc0, const int32_t *step0, const uint16_t *lanes, int mode) {
    const __m128i *l = (const __m128i *)lanes;
    // 128-bit lane j: pixels 4j, 4j+1 (x) and 4j+2, 4j+3 (y); packus keeps the lanes apart, so
    // it leaves the 16 pixels in order.
    const __m512i x = _mm512_inserti32x4(
        _mm512_inserti32x4(
            _mm512_inserti32x4(_mm512_castsi128_si512(_mm_loadu_si128(l + 0)), _mm_loadu_si128(l + 2), 1),
            _mm_loadu_si128(l + 4), 2),
        _mm_loadu_si128(l + 6), 3);
    const __m512i y = _mm512_inserti32x4(
        _mm512_inserti32x4(
            _mm512_inserti32x4(_mm512_castsi128_si512(_mm_loadu_si128(l + 1)), _mm_loadu_si128(l + 3), 1),
            _mm_loadu_si128(l + 5), 2),
        _mm_loadu_si128(l + 7), 3);
    const __m128i low16 = _mm_setr_epi8(0, 1, 4, 5, 8, 9, 12, 13, 0, 1, 4, 5, 8, 9, 12, 13);
    const __m128i round = _mm_set1_epi32(0x2000);
    const __m128i step = _mm_loadu_si128((const __m128i *)step0);
    __m128i acc = _mm_loadu_si128((const __m128i *)acc0);
    char *p = (char *)out;
    for (long i = 0; i < runs; i++) {
        __m128i v4 = _mm_shuffle_epi8(_mm_srai_epi32(_mm_add_epi32(acc, round), 14), low16);
        __m512i v = _mm512_broadcast_i32x4(v4);
        __m512i a = _mm512_packus_epi16(
            _mm512_srli_epi16(_mm512_add_epi16(v, x), 8), _mm512_srli_epi16(_mm512_add_epi16(v, y), 8));
        gk_store64(p, a, mode);
        acc = _mm_add_epi32(acc, step);
        p += 64;
    }
}

GK_512 void gk_avx512_linear(uint32_t *out, long runs, const int32_t *acc, const int32_t *step, const uint16_t *lanes, int streamed) {
    switch (gk_mode64(out, streamed)) {
    case 0: gk_linear_loop(out, runs, acc, step, lanes, 0); break;
    case 1: gk_linear_loop(out, runs, acc, step, lanes, 1); break;
    case 2: gk_linear_loop(out, runs, acc, step, lanes, 2); break;
    default: gk_linear_loop(out, runs, acc, step, lanes, 3); break;
    }
}

// ---------- constant spans ----------

GK_INLINE void gk_fill_loop(char *p, long n16, __m512i v, int mode) {
    for (long i = 0; i < n16; i++) gk_store64(p + 64 * i, v, mode);
}

GK_512 void gk_avx512_fill(uint32_t *out, long count, const uint32_t *period, int streamed) {
    const __m512i v = _mm512_broadcast_i64x4(_mm256_loadu_si256((const __m256i *)period));
    char *p = (char *)out;
    long n16 = count >> 4;
    switch (gk_mode64(out, streamed)) {
    case 0: gk_fill_loop(p, n16, v, 0); break;
    case 1: gk_fill_loop(p, n16, v, 1); break;
    case 2: gk_fill_loop(p, n16, v, 2); break;
    default: gk_fill_loop(p, n16, v, 3); break;
    }
    if (count & 8) gk_store32(p + 64 * n16, _mm512_castsi512_si256(v), gk_mode32(p + 64 * n16, streamed));
}

#endif
