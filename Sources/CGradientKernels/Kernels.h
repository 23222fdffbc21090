// GradientRaster's inner loops (CGradientKernels.h), written once over GK_LANES float lanes and
// compiled once per instruction set: KernelsAVX2.c (8 lanes) and KernelsAVX512.c (16) each
// define, before including this file,
//   GK_LANES    the lanes of a float vector: 8 or 16
//   GK_TARGET   the instruction set, as `__attribute__((target(…)))` names it
//   GK_MM(op)   the intrinsic `op` at that width (_mm256_##op or _mm512_##op)
//   GK_KERNELS  the name of the table of kernels this file ends with
// and, after it, gk_lookup8, gk_join and gk_repeat256 (declared below), whose intrinsics differ
// by more than their width. Every operation is one IEEE operation per lane, in the order the
// Swift kernels use; nothing is contracted into a fused multiply-add (the pragma below forbids
// it, and the AVX-512 target has FMA), so each lane's result is the baseline's to the bit.
#include <immintrin.h>
#include <stdint.h>

#pragma clang fp contract(off)

#define GK_INLINE static inline __attribute__((always_inline, target(GK_TARGET)))
#define GK_KERNEL static __attribute__((target(GK_TARGET)))

/// The bytes of one vector: 32 or 64.
#define GK_BYTES (4 * GK_LANES)

typedef float gk_f __attribute__((vector_size(GK_BYTES)));        // GK_LANES floats
typedef int32_t gk_i __attribute__((vector_size(GK_BYTES)));      // GK_LANES 32-bit integers
typedef uint32_t gk_u __attribute__((vector_size(GK_BYTES)));     // GK_LANES 32-bit integers
typedef uint16_t gk_u16 __attribute__((vector_size(GK_BYTES)));   // 2 · GK_LANES 16-bit words
typedef uint64_t gk_u64 __attribute__((vector_size(GK_BYTES)));   // GK_LANES / 2 pixels of 4 words
typedef long long gk_v __attribute__((vector_size(GK_BYTES)));    // the intrinsics' integer vector
typedef long long gk_v256 __attribute__((vector_size(32)));       // 32 bytes (__m256i)
typedef float gk_f4 __attribute__((vector_size(16)));
typedef int32_t gk_i4 __attribute__((vector_size(16)));
typedef uint32_t gk_u4 __attribute__((vector_size(16)));
typedef uint16_t gk_u16x4 __attribute__((vector_size(8)));
typedef uint16_t gk_u16x8 __attribute__((vector_size(16)));
typedef uint16_t gk_u16x16 __attribute__((vector_size(32)));

/// The lanes of `table` (8 floats) that `index` names (each 0…7).
GK_INLINE gk_f gk_lookup8(const float *table, gk_i index);

/// The last `o` bytes of `held`, then the first GK_BYTES − `o` of `next` (`o` a multiple of 16
/// below GK_BYTES).
GK_INLINE gk_v gk_join(gk_v held, gk_v next, int o);

/// `v` in every 32 bytes of a vector.
GK_INLINE gk_v gk_repeat256(gk_v256 v);

// ---------- lanes ----------

GK_INLINE gk_f gk_load(const float *p) {
    gk_f v;
    __builtin_memcpy(&v, p, sizeof v);
    return v;
}

/// 0, 1, 2, … in the lanes.
GK_INLINE gk_i gk_iota(void) {
    gk_i v;
    for (int i = 0; i < GK_LANES; i++) v[i] = i;
    return v;
}

/// The 8 values of `p` (one dither period) repeated across the lanes.
GK_INLINE gk_f gk_period(const void *p) {
    gk_v256 v;
    __builtin_memcpy(&v, p, sizeof v);
    return (gk_f)gk_repeat256(v);
}

/// Each lane rounded to the nearest integer, ties to even (cvtps2dq).
GK_INLINE gk_i gk_round(gk_f v) { return (gk_i)GK_MM(cvtps_epi32)(v); }

/// `a` and `b` rounded and saturated to 16 bits (packssdw): in each 128-bit lane l, lanes 4l…4l+3
/// of `a`, then the same of `b`.
GK_INLINE gk_u16 gk_narrow(gk_f a, gk_f b) {
    return (gk_u16)GK_MM(packs_epi32)((gk_v)gk_round(a), (gk_v)gk_round(b));
}

/// The words of `a` and `b` interleaved from the low (punpcklwd) or the high (punpckhwd) half
/// of each 128-bit lane.
GK_INLINE gk_v gk_interleave_low(gk_u16 a, gk_u16 b) { return GK_MM(unpacklo_epi16)((gk_v)a, (gk_v)b); }
GK_INLINE gk_v gk_interleave_high(gk_u16 a, gk_u16 b) { return GK_MM(unpackhi_epi16)((gk_v)a, (gk_v)b); }

/// The words of `a` and `b` narrowed to bytes, unsigned saturation (packuswb): in each 128-bit
/// lane, 8 of `a`, then the same of `b`.
GK_INLINE gk_v gk_bytes(gk_u16 a, gk_u16 b) { return GK_MM(packus_epi16)((gk_v)a, (gk_v)b); }

/// The first `n` lanes of `v` at `out`: all of them, or (the rest of a count of 8s) 8.
GK_INLINE void gk_store_floats(float *out, gk_f v, long n) {
    if (n >= GK_LANES) {
        __builtin_memcpy(out, &v, sizeof v);
    } else {
        __builtin_memcpy(out, &v, 8 * sizeof(float));
    }
}

// ---------- stores ----------

/// Where a kernel writes its vectors, one after another with no gap. Ordinary stores go where
/// the vectors fall. Streamed ones (from a 16-byte-aligned address) are written as whole
/// aligned vectors, one non-temporal store each: the first vector's bytes up to the first
/// aligned address 16 at a time, then each vector's last `o` bytes joined with the next
/// one's first; gk_sink_end writes what is held and the last bytes, 16 at a time. The bytes
/// and where they go are the same either way.
typedef struct {
    char *at;     // where the next vector goes (streamed, once started: an aligned address)
    gk_v held;    // the last vector given (streamed)
    int o;        // the start's bytes past an aligned address: of `held`, the last `o` wait
    int started;  // whether `held` holds a vector
} gk_sink;

GK_INLINE gk_sink gk_sink_make(void *out) {
    gk_sink s = {(char *)out, {0}, (int)((uintptr_t)out & (GK_BYTES - 1)), 0};
    return s;
}

/// Writes `n` bytes (a multiple of 16) from `bytes` at `p` (16-byte aligned), 16 at a time,
/// non-temporal.
GK_INLINE void gk_stream16(char *p, const char *bytes, int n) {
    for (int i = 0; i < n; i += 16) _mm_stream_si128((__m128i *)(p + i), _mm_loadu_si128((const __m128i *)(bytes + i)));
}

/// Copies `n` bytes (0, 16, 32 or 48) from `bytes` to `p`, 16 at a time (a loop would become a
/// call to memcpy).
GK_INLINE void gk_copy16(char *p, const char *bytes, int n) {
    if (n >= 16) _mm_storeu_si128((__m128i *)p, _mm_loadu_si128((const __m128i *)bytes));
    if (n >= 32) _mm_storeu_si128((__m128i *)(p + 16), _mm_loadu_si128((const __m128i *)(bytes + 16)));
    if (n >= 48) _mm_storeu_si128((__m128i *)(p + 32), _mm_loadu_si128((const __m128i *)(bytes + 32)));
}

/// Writes `v` at the sink's place and moves it on.
GK_INLINE void gk_put(gk_sink *s, gk_v v, int streamed) {
    if (!streamed) {
        __builtin_memcpy(s->at, &v, sizeof v);
        s->at += GK_BYTES;
    } else if (__builtin_expect(!s->started, 0)) {
        gk_stream16(s->at, (const char *)&v, GK_BYTES - s->o);
        s->at += GK_BYTES - s->o;
        s->held = v;
        s->started = 1;
    } else {
        __builtin_nontemporal_store(gk_join(s->held, v, s->o), (gk_v *)s->at);
        s->at += GK_BYTES;
        s->held = v;
    }
}

/// Writes the last `n` bytes (0, 16, 32 or 48) from `bytes`, after what is held: ends the
/// writes.
GK_INLINE void gk_sink_end(gk_sink *s, const void *bytes, int n, int streamed) {
    if (!streamed) {
        gk_copy16(s->at, bytes, n);
        return;
    }
    __attribute__((aligned(16))) char line[GK_BYTES + 64];
    const int held = s->started ? s->o : 0;
    gk_copy16(line, (const char *)&s->held + (GK_BYTES - held), held);
    gk_copy16(line + held, bytes, n);
    gk_stream16(s->at, line, held + n);
}

// ---------- positions ----------

GK_KERNEL void gk_radial(float *out, long count, long first, float fraction, float inverse, float v2) {
    gk_f xs = __builtin_convertvector(gk_iota(), gk_f) + (float)first;
    for (long i = 0; i < count; i += GK_LANES) {
        const gk_f u = (xs + fraction) * inverse;
        gk_store_floats(out + i, GK_MM(sqrt_ps)(u * u + v2), count - i);
        xs += GK_LANES;
    }
}

GK_INLINE gk_f gk_atan_right(gk_f u, const gk_atan_row *r) {
    const gk_f s = u * u;
    const gk_f num = (r->c0 * s + r->c1) * s + r->c2;
    const gk_f den = u * ((s + r->e1) * s + r->e2);
    return num / den;
}

GK_INLINE gk_f gk_atan_middle(gk_f u, const gk_atan_row *r) {
    const gk_f s = u * u;
    const gk_f p = (r->a0 * s + r->a1) * s + r->a2;
    const gk_f q = (r->b0 * s + r->b1) * s + r->b2;
    return r->quarterTurn - (u * p) / q;
}

GK_INLINE void gk_conic_loop(float *out, long count, gk_f xs, float step, float fraction, int kind, const gk_atan_row *row) {
    for (long i = 0; i < count; i += GK_LANES) {
        const gk_f u = xs + fraction;
        gk_f a;
        if (kind == 0) a = gk_atan_right(u, row) + row->halfTurn;
        else if (kind == 1) a = gk_atan_middle(u, row);
        else a = gk_atan_right(u, row);
        gk_store_floats(out + i, a, count - i);
        xs += step;
    }
}

GK_KERNEL void gk_conic(float *out, long count, long first, float scale, float fraction, int kind, const gk_atan_row *row) {
    // (i + first) · scale and its steps are exact: whole numbers below 2²⁴ times a power of two.
    const gk_f xs = (__builtin_convertvector(gk_iota(), gk_f) + (float)first) * scale;
    const float step = GK_LANES * scale;
    switch (kind) {
    case 0: gk_conic_loop(out, count, xs, step, fraction, 0, row); break;
    case 1: gk_conic_loop(out, count, xs, step, fraction, 1, row); break;
    default: gk_conic_loop(out, count, xs, step, fraction, 2, row); break;
    }
}

// ---------- planar spans ----------

/// The four channels of GK_LANES pixels, a vector each.
typedef struct {
    gk_f r, g, b, a;
} gk_channels;

/// `k + t · slope`, channel by channel; alpha only when `alpha` (else k's).
GK_INLINE gk_channels gk_channels_at(gk_channels k, gk_f t, gk_channels slope, int alpha) {
    gk_channels c = {k.r + t * slope.r, k.g + t * slope.g, k.b + t * slope.b, alpha ? k.a + t * slope.a : k.a};
    return c;
}

/// `c` plus `d` in every channel; alpha only when `alpha`.
GK_INLINE gk_channels gk_channels_plus(gk_channels c, gk_f d, int alpha) {
    gk_channels p = {c.r + d, c.g + d, c.b + d, alpha ? c.a + d : c.a};
    return p;
}

/// The alpha words (levels shifted left by 8) of a step, in gk_narrow's layout, from the 8 of
/// a dither period: 128-bit lane l holds the period's pixels 4·(l mod 2) to 4·(l mod 2) + 3,
/// twice.
GK_INLINE gk_u16 gk_alpha_words(const int16_t *high8) {
    gk_u16x8 h;
    __builtin_memcpy(&h, high8, sizeof h);
    const gk_u16x16 twice = __builtin_shufflevector(h, h, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 6, 7, 4, 5, 6, 7);
    return (gk_u16)gk_repeat256((gk_v256)twice);
}

/// Packs the pixels `a` (GK_LANES of them) and `b` (the next GK_LANES) as RGBA8 and writes
/// them, or `a`'s only when `!both`. gk_narrow puts pixels 4l…4l+3 of `a` and of `b` in 128-bit
/// lane l, so the low interleave holds `a`'s pixels in order and the high one `b`'s.
GK_INLINE void gk_pack(gk_channels a, gk_channels b, int alpha, gk_u16 alphaWords, gk_sink *out, int streamed, int both) {
    const gk_u16 rg = gk_narrow(a.r, b.r) | gk_narrow(a.g, b.g) << 8;
    const gk_u16 ba = gk_narrow(a.b, b.b) | (alpha ? gk_narrow(a.a, b.a) << 8 : alphaWords);
    gk_put(out, gk_interleave_low(rg, ba), streamed);
    if (both) gk_put(out, gk_interleave_high(rg, ba), streamed);
}

GK_INLINE void gk_planar_loop(
    const float *t, long runs, const float *slope, const gk_planar_row *first, const gk_planar_row *second,
    const float *shift, int streamed, int paired, int alpha) {
    const gk_channels s = {(gk_f){0} + slope[0], (gk_f){0} + slope[1], (gk_f){0} + slope[2], (gk_f){0} + slope[3]};
    const gk_channels k = {gk_period(first->k), gk_period(first->k + 8), gk_period(first->k + 16), gk_period(first->k + 24)};
    const gk_u16 words1 = alpha ? (gk_u16){0} : gk_alpha_words(first->alphaHigh);
    const gk_u16 words2 = (alpha || !paired) ? (gk_u16){0} : gk_alpha_words(second->alphaHigh);
    const gk_f d = paired ? gk_period(shift) : (gk_f){0};
    gk_sink p = gk_sink_make(first->out);
    gk_sink q = gk_sink_make(paired ? second->out : first->out);
    // Steps of 2 · GK_LANES pixels (one run of 16 at 8 lanes, two at 16); an odd last run of 16
    // is the first half of a step.
    const long pixels = runs * 16;
    for (long i = 0; i < pixels; i += 2 * GK_LANES) {
        const int both = i + 2 * GK_LANES <= pixels;
        const gk_channels a = gk_channels_at(k, gk_load(t + i), s, alpha);
        const gk_channels b = both ? gk_channels_at(k, gk_load(t + i + GK_LANES), s, alpha) : a;
        gk_pack(a, b, alpha, words1, &p, streamed, both);
        if (paired) gk_pack(gk_channels_plus(a, d, alpha), gk_channels_plus(b, d, alpha), alpha, words2, &q, streamed, both);
    }
    gk_sink_end(&p, 0, 0, streamed);
    if (paired) gk_sink_end(&q, 0, 0, streamed);
}

GK_KERNEL void gk_planar(
    const float *t, long runs, const float *slope, const gk_planar_row *first, const gk_planar_row *second,
    const float *shift, int streamed) {
#define GK_PLANAR(S, P, A) gk_planar_loop(t, runs, slope, first, second, shift, S, P, A)
    switch ((streamed ? 4 : 0) | (second ? 2 : 0) | (first->alphaHigh ? 0 : 1)) {
    case 0: GK_PLANAR(0, 0, 0); break;
    case 1: GK_PLANAR(0, 0, 1); break;
    case 2: GK_PLANAR(0, 1, 0); break;
    case 3: GK_PLANAR(0, 1, 1); break;
    case 4: GK_PLANAR(1, 0, 0); break;
    case 5: GK_PLANAR(1, 0, 1); break;
    case 6: GK_PLANAR(1, 1, 0); break;
    default: GK_PLANAR(1, 1, 1); break;
    }
#undef GK_PLANAR
}

// ---------- linear spans ----------

/// The lane offsets of gk_linear_span (CGradientKernels.h) of the pixels `pixel` (4 lanes each,
/// its channels), as 32-bit integers of the same low 16 bits.
GK_INLINE gk_i gk_linear_offsets(gk_f scale, const float *d, long phase, gk_i pixel) {
    const gk_f o = scale * __builtin_convertvector(pixel, gk_f) + (gk_lookup8(d, (pixel + (int)phase) & 7) + 0.5f) * 256.0f;
    return (gk_i)((gk_u)gk_round(o) << 16) >> 16;
}

/// GK_LANES pixels: the colour of the accumulator `acc`, `(acc + 0x2000) >> 14` (16 bits a
/// channel), plus the offsets `x` (pixels 4j and 4j + 1 in 128-bit lane j) and `y` (4j + 2,
/// 4j + 3), keeping the high byte of each word.
GK_INLINE gk_v gk_linear_pixels(gk_u4 acc, gk_u64 x, gk_u64 y) {
    const gk_u16x4 colour4 = __builtin_convertvector((gk_i4)(acc + 0x2000) >> 14, gk_u16x4);
    uint64_t colour;
    __builtin_memcpy(&colour, &colour4, sizeof colour);
    const gk_u16 v = (gk_u16)((gk_u64){0} + colour);
    return gk_bytes((v + (gk_u16)x) >> 8, (v + (gk_u16)y) >> 8);
}

GK_INLINE void gk_linear_loop(
    uint32_t *out, long runs, long rest, const int32_t *acc0, const int32_t *step16, const int32_t *step8,
    const float *scaled, const float *d, long phase, int streamed) {
    gk_f4 scale4;
    __builtin_memcpy(&scale4, scaled, sizeof scale4);
    const gk_f scale = (gk_f)gk_repeat256((gk_v256)__builtin_shufflevector(scale4, scale4, 0, 1, 2, 3, 0, 1, 2, 3));
    // The run's blocks of GK_LANES pixels in gk_linear_pixels' layout: x from the offsets of
    // pixels 4j and 4j + 1, y from 4j + 2 and 4j + 3, which packssdw puts side by side in
    // 128-bit lane j (none saturates: each is its low 16 bits, sign-extended).
    gk_u64 x[16 / GK_LANES], y[16 / GK_LANES];
    for (int b = 0; b < 16 / GK_LANES; b++) {
        const gk_i pixel = (gk_iota() >> 2) * 4 + b * GK_LANES;
#define GK_OFFSETS(k) (gk_v) gk_linear_offsets(scale, d, phase, pixel + (k))
        x[b] = (gk_u64)GK_MM(packs_epi32)(GK_OFFSETS(0), GK_OFFSETS(1));
        y[b] = (gk_u64)GK_MM(packs_epi32)(GK_OFFSETS(2), GK_OFFSETS(3));
#undef GK_OFFSETS
    }
    gk_u4 acc, step;
    __builtin_memcpy(&acc, acc0, sizeof acc);
    __builtin_memcpy(&step, step16, sizeof step);
    gk_sink p = gk_sink_make(out);
    // Two runs an iteration, as the compiler had unrolled the hand-written AVX-512 loop
    // (Benchmarks/README.md).
#pragma clang loop unroll_count(2)
    for (long i = 0; i < runs; i++) {
        for (int b = 0; b < 16 / GK_LANES; b++) gk_put(&p, gk_linear_pixels(acc, x[b], y[b]), streamed);
        acc += step;
    }
    // The rest: 8 pixels, then 4, or 4, with the offsets of pixels 0–7 again (the dither period).
    uint32_t tail[GK_LANES + 8];
    gk_v v = gk_linear_pixels(acc, x[0], y[0]);
    __builtin_memcpy(tail, &v, sizeof v);
    if (rest >= 12) {
        gk_u4 step8v;
        __builtin_memcpy(&step8v, step8, sizeof step8v);
        v = gk_linear_pixels(acc + step8v, x[0], y[0]);
        __builtin_memcpy(tail + 8, &v, sizeof v);
    }
    gk_sink_end(&p, tail, (int)(rest & ~3L) * 4, streamed);
}

GK_KERNEL void gk_linear_span(
    uint32_t *out, long runs, long rest, const int32_t *acc, const int32_t *step16, const int32_t *step8,
    const float *scaled, const float *d, long phase, int streamed) {
    if (streamed) gk_linear_loop(out, runs, rest, acc, step16, step8, scaled, d, phase, 1);
    else gk_linear_loop(out, runs, rest, acc, step16, step8, scaled, d, phase, 0);
}

const gk_kernels GK_KERNELS = {
    .radial = gk_radial, .conic = gk_conic, .planar = gk_planar, .linear_span = gk_linear_span};
