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

/// Where a kernel writes consecutive 64-byte vectors from `p` on. Ordinary stores go where the
/// vectors fall; streamed ones (`p` 16-byte aligned) are written as whole 64-byte-aligned lines,
/// one non-temporal store each: a vector's bytes past a line's end wait in `held` for the next
/// vector, and the partial lines at either end are written 16 bytes at a time.
typedef struct {
    char *at;      // where the next line (streamed) or vector (ordinary) goes
    __m512i held;  // the last vector given (streamed)
    __m512i join;  // lanes of `held`'s last `o` bytes, then the new vector's first 64 − o
    int o;         // bytes of `held` still to be written, once it is started (p & 63)
    int started;   // whether `held` holds a vector
    int streamed;
} gk_sink;

GK_INLINE gk_sink gk_sink_make(void *p, int streamed) {
    gk_sink s;
    s.at = (char *)p;
    s.held = _mm512_setzero_si512();
    s.o = (int)((uintptr_t)p & 63);
    int k = 16 - s.o / 4;
    s.join = _mm512_add_epi32(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), _mm512_set1_epi32(k));
    s.started = 0;
    s.streamed = streamed;
    return s;
}

/// Writes `n` bytes (a multiple of 16) from `bytes` to `p` with 16-byte non-temporal stores.
GK_INLINE void gk_stream_bytes(char *p, const char *bytes, int n) {
    for (int i = 0; i < n; i += 16) _mm_stream_si128((__m128i *)(p + i), _mm_loadu_si128((const __m128i *)(bytes + i)));
}

/// The next 64 bytes.
GK_INLINE void gk_put64(gk_sink *s, __m512i v) {
    if (!s->streamed) {
        _mm512_storeu_si512(s->at, v);
        s->at += 64;
        return;
    }
    if (__builtin_expect(!s->started, 0)) {
        // The first vector: its bytes up to the line's end.
        __attribute__((aligned(64))) char bytes[64];
        _mm512_store_si512(bytes, v);
        gk_stream_bytes(s->at, bytes, 64 - s->o);
        s->at += 64 - s->o;
        s->held = v;
        s->started = 1;
        return;
    }
    _mm512_stream_si512((__m512i *)s->at, _mm512_permutex2var_epi32(s->held, s->join, v));
    s->at += 64;
    s->held = v;
}

/// The last `n` bytes (0, 16, 32 or 48: the low ones of `v`), and what `held` still has: ends
/// the writes.
GK_INLINE void gk_sink_end(gk_sink *s, __m512i v, int n) {
    __attribute__((aligned(64))) char bytes[128];
    int count = n;
    if (!s->streamed) {
        _mm512_store_si512(bytes, v);
        for (int i = 0; i < n; i += 16) _mm_storeu_si128((__m128i *)(s->at + i), _mm_load_si128((const __m128i *)(bytes + i)));
        return;
    }
    if (s->started) {
        // `held`'s last o bytes, then v's bytes.
        _mm512_store_si512(bytes, _mm512_permutex2var_epi32(s->held, s->join, v));
        _mm512_store_si512(bytes + 64, _mm512_permutex2var_epi32(v, s->join, _mm512_setzero_si512()));
        count += s->o;
    } else {
        _mm512_store_si512(bytes, v);
    }
    gk_stream_bytes(s->at, bytes, count);
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

/// Packs 32 pixels (A: 0–15, B: 16–31) and writes them to `out`. `gk_narrow32` puts pixels
/// 4l…4l+3 of A and of B in 128-bit lane l, so the word interleave yields pixels 0–15, then
/// 16–31, in order.
GK_INLINE void gk_pack32(
    __m512 rA, __m512 rB, __m512 gA, __m512 gB, __m512 bA, __m512 bB, __m512i aHigh, gk_sink *out) {
    __m512i r = gk_narrow32(rA, rB);
    __m512i g = gk_narrow32(gA, gB);
    __m512i b = gk_narrow32(bA, bB);
    __m512i rg = _mm512_or_si512(r, _mm512_slli_epi16(g, 8));
    __m512i ba = _mm512_or_si512(b, aHigh);
    gk_put64(out, _mm512_unpacklo_epi16(rg, ba));
    gk_put64(out, _mm512_unpackhi_epi16(rg, ba));
}

/// Packs 16 pixels (A: 0–7, B: 8–15 of each channel's lanes) as the AVX2 kernel does, and
/// writes them to `out`.
GK_INLINE void gk_pack16(__m512 r, __m512 g, __m512 b, __m512 a, int alpha, __m256i aHigh, gk_sink *out) {
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
    gk_put64(
        out, _mm512_inserti64x4(_mm512_castsi256_si512(_mm256_unpacklo_epi16(rg, ba)), _mm256_unpackhi_epi16(rg, ba), 1));
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
    gk_sink p = gk_sink_make(first->out, streamed);
    gk_sink q = gk_sink_make(paired ? second->out : first->out, streamed);
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
        gk_pack32(rA, rB, gA, gB, bA, bB, aH, &p);
        if (paired) {
            __m512i aH2 = ah2;
            if (alpha) aH2 = _mm512_slli_epi16(gk_narrow32(_mm512_add_ps(aA, d), _mm512_add_ps(aB, d)), 8);
            gk_pack32(
                _mm512_add_ps(rA, d), _mm512_add_ps(rB, d), _mm512_add_ps(gA, d), _mm512_add_ps(gB, d),
                _mm512_add_ps(bA, d), _mm512_add_ps(bB, d), aH2, &q);
        }
        t += 32;
    }
    if (i < runs) {
        // The last run of 16, packed as the AVX2 kernel packs it.
        __m512 tA = _mm512_loadu_ps(t);
        __m512 r = _mm512_add_ps(kr, _mm512_mul_ps(tA, sr));
        __m512 g = _mm512_add_ps(kg, _mm512_mul_ps(tA, sg));
        __m512 b = _mm512_add_ps(kb, _mm512_mul_ps(tA, sb));
        __m512 a = alpha ? _mm512_add_ps(ka, _mm512_mul_ps(tA, sa)) : ka;
        gk_pack16(r, g, b, a, alpha, _mm512_castsi512_si256(ah1), &p);
        if (paired) {
            gk_pack16(
                _mm512_add_ps(r, d), _mm512_add_ps(g, d), _mm512_add_ps(b, d), alpha ? _mm512_add_ps(a, d) : a, alpha,
                _mm512_castsi512_si256(ah2), &q);
        }
    }
    gk_sink_end(&p, _mm512_setzero_si512(), 0);
    if (paired) gk_sink_end(&q, _mm512_setzero_si512(), 0);
}

GK_512 void gk_avx512_planar(
    const float *t, long runs, const float *slope, const gk_planar_row *first, const gk_planar_row *second,
    const float *shift, int streamed) {
    int alpha = first->alphaHigh == 0;
    int s = streamed != 0;
#define GK_PLANAR(S, P, A) gk_planar_loop(t, runs, slope, first, second, shift, S, P, A)
    if (second) {
        if (alpha) s ? GK_PLANAR(1, 1, 1) : GK_PLANAR(0, 1, 1);
        else s ? GK_PLANAR(1, 1, 0) : GK_PLANAR(0, 1, 0);
    } else {
        if (alpha) s ? GK_PLANAR(1, 0, 1) : GK_PLANAR(0, 0, 1);
        else s ? GK_PLANAR(1, 0, 0) : GK_PLANAR(0, 0, 0);
    }
#undef GK_PLANAR
}

// ---------- linear spans ----------

/// The 16 pixels' lane offsets of gk_avx512_linear_span, in the layout of gk_linear_loop:
/// `x` holds pixels 4j, 4j + 1 in 128-bit lane j, `y` pixels 4j + 2, 4j + 3.
GK_INLINE void gk_linear_lanes(const float *scaled, const float *d, long phase, __m512i *x, __m512i *y) {
    const __m512 sc = _mm512_castps128_ps512(_mm_loadu_ps(scaled));
    const __m512 scale = _mm512_shuffle_f32x4(sc, sc, 0);  // the 4 channels in every 128-bit lane
    const __m512 dd = _mm512_castps256_ps512(_mm256_loadu_ps(d));
    const __m512i channel = _mm512_setr_epi32(0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3);
    const __m512 half = _mm512_set1_ps(0.5f), levels = _mm512_set1_ps(256.0f);
    __m256i w[4];
    for (int j = 0; j < 4; j++) {
        // Lane 4·k + c: channel c of pixel i = 4j + k.
        __m512i i = _mm512_add_epi32(channel, _mm512_set1_epi32(4 * j));
        __m512i at = _mm512_and_si512(_mm512_add_epi32(i, _mm512_set1_epi32((int)phase)), _mm512_set1_epi32(7));
        __m512 dv = _mm512_permutexvar_ps(at, dd);
        __m512 o = _mm512_add_ps(_mm512_mul_ps(scale, _mm512_cvtepi32_ps(i)), _mm512_mul_ps(_mm512_add_ps(dv, half), levels));
        w[j] = _mm512_cvtepi32_epi16(_mm512_cvtps_epi32(o));
    }
    __m512i w01 = _mm512_inserti64x4(_mm512_castsi256_si512(w[0]), w[1], 1);
    __m512i w23 = _mm512_inserti64x4(_mm512_castsi256_si512(w[2]), w[3], 1);
    *x = _mm512_shuffle_i64x2(w01, w23, _MM_SHUFFLE(2, 0, 2, 0));
    *y = _mm512_shuffle_i64x2(w01, w23, _MM_SHUFFLE(3, 1, 3, 1));
}

/// 16 pixels from the accumulator `acc` (its colour `(acc + 0x2000) >> 14` in every pixel) plus
/// the lane offsets.
GK_INLINE __m512i gk_linear16(__m128i acc, __m512i x, __m512i y) {
    const __m128i low16 = _mm_setr_epi8(0, 1, 4, 5, 8, 9, 12, 13, 0, 1, 4, 5, 8, 9, 12, 13);
    __m128i v4 = _mm_shuffle_epi8(_mm_srai_epi32(_mm_add_epi32(acc, _mm_set1_epi32(0x2000)), 14), low16);
    __m512i v = _mm512_broadcast_i32x4(v4);
    return _mm512_packus_epi16(_mm512_srli_epi16(_mm512_add_epi16(v, x), 8), _mm512_srli_epi16(_mm512_add_epi16(v, y), 8));
}

GK_INLINE void gk_linear_span(
    uint32_t *out, long runs, long rest, const int32_t *acc0, const int32_t *step16, const int32_t *step8,
    const float *scaled, const float *d, long phase, int streamed) {
    __m512i x, y;
    gk_linear_lanes(scaled, d, phase, &x, &y);
    const __m128i step = _mm_loadu_si128((const __m128i *)step16);
    __m128i acc = _mm_loadu_si128((const __m128i *)acc0);
    gk_sink p = gk_sink_make(out, streamed);
    for (long i = 0; i < runs; i++) {
        gk_put64(&p, gk_linear16(acc, x, y));
        acc = _mm_add_epi32(acc, step);
    }
    // The rest: 8 pixels, then 4, or 4 (the lanes of pixels 0–7 again: the dither period).
    __m512i tail = _mm512_setzero_si512();
    if (rest >= 8) {
        tail = gk_linear16(acc, x, y);
        acc = _mm_add_epi32(acc, _mm_loadu_si128((const __m128i *)step8));
        if (rest >= 12) tail = _mm512_inserti32x4(tail, _mm512_castsi512_si128(gk_linear16(acc, x, y)), 2);
    } else if (rest >= 4) {
        tail = gk_linear16(acc, x, y);
    }
    gk_sink_end(&p, tail, (int)(rest & ~3L) * 4);
}

GK_512 void gk_avx512_linear_span(
    uint32_t *out, long runs, long rest, const int32_t *acc, const int32_t *step16, const int32_t *step8,
    const float *scaled, const float *d, long phase, int streamed) {
    if (streamed) gk_linear_span(out, runs, rest, acc, step16, step8, scaled, d, phase, 1);
    else gk_linear_span(out, runs, rest, acc, step16, step8, scaled, d, phase, 0);
}

// ---------- constant spans ----------

GK_INLINE void gk_fill_loop(uint32_t *out, long count, __m512i v, int streamed) {
    gk_sink p = gk_sink_make(out, streamed);
    for (long i = 0; i < count >> 4; i++) gk_put64(&p, v);
    gk_sink_end(&p, v, (count & 8) ? 32 : 0);
}

GK_512 void gk_avx512_fill(uint32_t *out, long count, const uint32_t *period, int streamed) {
    const __m512i v = _mm512_broadcast_i64x4(_mm256_loadu_si256((const __m256i *)period));
    if (streamed) gk_fill_loop(out, count, v, 1);
    else gk_fill_loop(out, count, v, 0);
}

#endif
