// The rasterizer's inner loops for vector units wider than the x86-64 baseline (AVX2, AVX-512), chosen
// at run time. Each kernel does, lane for lane, the same IEEE operations in the same order as
// the Swift kernel it stands in for (GradientRaster's SpanWriter, RowPositions), without fused
// multiply-adds, so every path draws the same bytes. Swift calls them on whole runs of pixels.
// Each kernel is written once (Kernels.h, over a lane count) and compiled once per instruction
// set (KernelsAVX2.c, KernelsAVX512.c); the tables below hold each set's functions. The Swift
// kernels stay the baseline: they run on every platform (arm64 too, where these intrinsics do
// not exist), are inlined into the span writers' loops, and are an independent spelling that
// KernelLevelTests compares these with, byte for byte.
#ifndef CGRADIENTKERNELS_H
#define CGRADIENTKERNELS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#pragma clang assume_nonnull begin

/// The widest kernels this CPU and OS run: 0 the baseline (Swift's SSE2 or portable code),
/// 1 AVX2 (`gk_avx2_kernels`), 2 AVX-512 F, DQ, BW and VL (`gk_avx512_kernels`). Decided once
/// per process; the environment variable GRADIENTKIT_KERNELS=baseline or =avx2 lowers it (for
/// measuring a narrower level).
int gk_kernel_level(void);

/// The next piece of work to claim among threads sharing one counter: returns `*counter` and
/// adds 1 to it, atomically (relaxed: each piece's pixels belong to one thread only).
long gk_claim(long *counter);

// The kernels exist on x86-64 only; elsewhere the Swift code is the only path.
#if defined(__x86_64__)

/// The coefficients of one conic row (GradientRaster's AtanRational.Row), in this order.
typedef struct {
    float c0, c1, c2, e1, e2;
    float a0, a1, a2, b0, b1, b2;
    float halfTurn, quarterTurn;
} gk_atan_row;

/// One row of a planar span (SpanWriter.planar): the 8 constant terms of each channel (R, G,
/// B, A: 32 floats, the pixels of one dither period from the run's start), and when the alpha
/// channel is constant its 8 levels shifted left by 8 (`alphaHigh`, else NULL).
typedef struct {
    const float *k;
    const int16_t *_Nullable alphaHigh;
    uint32_t *out;
} gk_planar_row;

/// The kernels of one instruction set. Every one takes whole groups of pixels and writes
/// the bytes the Swift kernel would; `streamed` asks for non-temporal stores (`out` then
/// 16-byte aligned).
typedef struct {
    /// Radial positions: for i in 0..<count (a multiple of 8),
    /// out[i] = sqrt(u·u + v2), u = (((float)first + i) + fraction) · inverse.
    void (*radial)(float *out, long count, long first, float fraction, float inverse, float v2);

    /// Conic angles: for i in 0..<count (a multiple of 8), with u = ((float)first + i) · scale +
    /// fraction, `kind` 0 left (u ≤ −|dy|), 1 middle (|u| ≤ |dy|), 2 right (u ≥ |dy|) of
    /// AtanRational.Row.
    void (*conic)(float *out, long count, long first, float scale, float fraction, int kind, const gk_atan_row *row);

    /// `runs` runs of 16 pixels: pixel j's channel c is `k[c][j & 7] + t[j] · slope[c]` (alpha
    /// only when `alphaHigh` is NULL), rounded (cvtps2dq) and packed as RGBA8 into `first.out`.
    /// With `second` (a twin row), its pixels get the same colours plus `shift[j & 7]` (alpha
    /// too when computed).
    void (*planar)(
        const float *t, long runs, const float *slope, const gk_planar_row *first, const gk_planar_row *_Nullable second,
        const float *shift, int streamed);

    /// A linear span's pixels from its first 16-pixel run on, but the last `rest & 3`
    /// (SpanWriter.linear): `runs` runs of 16 pixels, then `rest` (under 16) pixels rounded down
    /// to a multiple of 4: 8 pixels and then 4, or 4. `acc` (4 × int32, 2⁻²² level) gives each
    /// run's first colour `(acc + 0x2000) >> 14` truncated to 16 bits, pixel i of the run
    /// `((colour + lane[i]) mod 2¹⁶) >> 8` per channel, then `acc += step16` (wrapping);
    /// `step8` is added after the rest's 8. The lane offsets are computed here, as
    /// SpanWriter.linear computes them: for pixel i < 16 and channel c, `scaled[c] · i +
    /// (d[(phase + i) & 7] + ½) · 256` in float, rounded (cvtps2dq), truncated to 16 bits.
    void (*linear_span)(
        uint32_t *out, long runs, long rest, const int32_t *acc, const int32_t *step16, const int32_t *step8,
        const float *scaled, const float *d, long phase, int streamed);
} gk_kernels;

/// The kernels 8 lanes wide, for CPUs with AVX2 (kernel level 1 and up).
extern const gk_kernels gk_avx2_kernels;
/// The kernels 16 lanes wide, for CPUs with AVX-512 F, DQ, BW and VL (kernel level 2).
extern const gk_kernels gk_avx512_kernels;

#endif

#pragma clang assume_nonnull end

#ifdef __cplusplus
}
#endif

#endif
