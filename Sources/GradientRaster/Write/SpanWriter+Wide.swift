// The C kernels exist on x86-64 only (CGradientKernels.h); elsewhere `wide` is never set.
#if arch(x86_64)
internal import CGradientKernels

/// The calls into the kernels of `CGradientKernels` (``KernelLevel/avx2``,
/// ``KernelLevel/avx512``: the level given picks which): each takes over the 16-pixel runs of a
/// Swift kernel, with the same constants, and leaves the rest of the span to it. The C code
/// does the same operations in the same order, eight or sixteen lanes at a time instead of
/// four, so the bytes are the same.
extension SpanWriter {
    /// The 16-pixel runs of `SpanWriter.planarLoop` (`runs` of them from `t`): `first` (and
    /// `second` when `paired`) with slope `s`, alpha computed when `alpha`.
    @inline(__always)
    static func widePlanar(
        runs: Int, t: UnsafeRawPointer, slope s: PlanarColor, first: PlanarRow, firstOut: UnsafeMutableRawPointer,
        second: PlanarRow, secondOut: UnsafeMutableRawPointer, paired: Bool, alpha: Bool, streamed: Bool,
        _ level: KernelLevel
    ) {
        var slope = SIMD4<Float>(s.r[0], s.g[0], s.b[0], s.a[0])
        var k1 = (first.k0.r, first.k1.r, first.k0.g, first.k1.g, first.k0.b, first.k1.b, first.k0.a, first.k1.a)
        var a1 = first.alphaHigh ?? .zero
        var a2 = second.alphaHigh ?? .zero
        var shift = (second.shift0, second.shift1)
        withUnsafeBytes(of: &k1) { k1 in
            withUnsafeBytes(of: &a1) { a1 in
                withUnsafeBytes(of: &a2) { a2 in
                    withUnsafeBytes(of: &shift) { shift in
                        withUnsafeBytes(of: &slope) { slope in
                            var row1 = gk_planar_row(
                                k: k1.baseAddress!.assumingMemoryBound(to: Float.self),
                                alphaHigh: alpha ? nil : a1.baseAddress!.assumingMemoryBound(to: Int16.self),
                                out: firstOut.assumingMemoryBound(to: UInt32.self))
                            // The twin's constants are the first row's plus `shift`.
                            var row2 = gk_planar_row(
                                k: row1.k,
                                alphaHigh: alpha ? nil : a2.baseAddress!.assumingMemoryBound(to: Int16.self),
                                out: secondOut.assumingMemoryBound(to: UInt32.self))
                            withUnsafePointer(to: &row1) { r1 in
                                withUnsafePointer(to: &row2) { r2 in
                                    level.table.planar(
                                        t.assumingMemoryBound(to: Float.self), runs,
                                        slope.baseAddress!.assumingMemoryBound(to: Float.self), r1, paired ? r2 : nil,
                                        shift.baseAddress!.assumingMemoryBound(to: Float.self), streamed ? 1 : 0)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The pixels `x0 … x1` (at least 16 minus an alignment head; `out` is pixel `x0`) of
    /// `SpanWriter.linear` on the AVX2 or AVX-512 kernel, as the Swift loop would write them: chunks of up
    /// to 256 runs, each restarting the accumulator from `at`, then the 8- and 4-pixel rest.
    /// Returns the first pixel not written (3 or fewer remain).
    @inline(__always)
    static func wideLinearSpan(
        _ x0: Int, _ x1: Int, at: (Int) -> SIMD4<Double>, step: SIMD4<Double>, scaled: SIMD4<Float>,
        out: UnsafeMutablePointer<UInt32>, d: UnsafePointer<Float>, streamed: Bool, _ level: KernelLevel
    ) -> Int {
        let kernel = level.table.linear_span
        var step16 = SpanWriter.int32(step * (16 * 0x1p22))
        var step8 = SpanWriter.int32(step * (8 * 0x1p22))
        var scaled = scaled
        var x = x0
        var p = out
        while true {
            let left = x1 + 1 - x
            let runs = min(256, left >> 4)
            let last = left - (runs << 4) < 16
            let rest = last ? (left - (runs << 4)) & ~3 : 0
            var acc = SpanWriter.int32(at(x) * 0x1p22)
            withUnsafeBytes(of: &acc) { acc in
                withUnsafeBytes(of: &step16) { step16 in
                    withUnsafeBytes(of: &step8) { step8 in
                        withUnsafeBytes(of: &scaled) { scaled in
                            kernel(
                                p, runs, rest, acc.baseAddress!.assumingMemoryBound(to: Int32.self),
                                step16.baseAddress!.assumingMemoryBound(to: Int32.self),
                                step8.baseAddress!.assumingMemoryBound(to: Int32.self),
                                scaled.baseAddress!.assumingMemoryBound(to: Float.self), d, x0 & 7, streamed ? 1 : 0)
                        }
                    }
                }
            }
            x += (runs << 4) + rest
            p += (runs << 4) + rest
            if last { return x }
        }
    }
}
#endif
