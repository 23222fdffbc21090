// Streaming is done where both the instruction (`movntdq`, x86-64's SSE2) and a full memory
// fence without an availability floor (the Synchronization module on Linux) exist.
#if os(Linux) && arch(x86_64)
import _Builtin_intrinsics.intel
import GradientCore
import Synchronization
#endif

/// Writing a frame larger than the processor's last-level cache with non-temporal stores,
/// which go to memory without first reading each line into the cache. On the benchmark
/// machine a loop of nothing but stores over a 3840 × 2160 frame (`BENCH_GK_BANDWIDTH=1
/// gradientkit-bench`) streams 22 GB/s against 16 GB/s of ordinary stores on one core, and
/// 22 against 28 GB/s on two; drawing, where the stores come between computations, streams
/// faster on both (two threads, medians of 10 runs: lin5d 3,730 against 3,137 Mpix/s, rad3
/// 2,552 against 2,216, conic4 1,836 against 1,624). Smaller frames stay in the cache, where
/// ordinary stores are faster for whoever reads the pixels next.
///
/// The kernels write 16 bytes at a time through a ``PixelStore``: ``CachedStore`` or, for a
/// streamed frame, ``StreamedStore``, which needs 16-byte-aligned addresses (the kernels write
/// single pixels up to the first one). On Linux on x86-64 these are SSE2's `movntdq` and a
/// full fence (`mfence`, which orders non-temporal stores); elsewhere frames are not streamed.
enum StreamingStore {
    /// Frames of more bytes than this are streamed: 16 MiB (4 Mpx), half of a last-level cache
    /// slice of the benchmark machine (32 MiB per core complex; `sysconf` reports the whole
    /// package's 256 MiB, so the size is fixed here rather than read from the system).
    static let threshold = 16 << 20

    /// Whether a frame at `base`, `width` pixels wide, is streamed: when it is larger than
    /// ``threshold`` and every row starts on a 16-byte boundary (`width` a multiple of 4), so that
    /// no 16 bytes are written both ways (mixing the two is several times slower). (`threshold`
    /// is for tests.)
    static func streams(_ base: UnsafeRawPointer, width: Int, bytes: Int, threshold: Int = threshold) -> Bool {
        #if os(Linux) && arch(x86_64)
        return bytes > threshold && width & 3 == 0 && Int(bitPattern: base) & 15 == 0
        #else
        return false
        #endif
    }

    /// Orders the streamed stores before whatever the thread does next (the end of a band).
    @inline(__always)
    static func fence() {
        #if os(Linux) && arch(x86_64)
        atomicMemoryFence(ordering: .sequentiallyConsistent)
        #endif
    }

}

/// A way of writing 16 bytes of pixels.
protocol PixelStore {
    /// Whether the address must be 16-byte aligned.
    static var needsAlignment: Bool { get }
    /// Writes `v` at `p + offset`.
    static func store(_ v: SIMD4<UInt32>, _ p: UnsafeMutableRawPointer, _ offset: Int)
}

/// Ordinary stores, at any address.
enum CachedStore: PixelStore {
    static var needsAlignment: Bool { false }
    @inline(__always)
    static func store(_ v: SIMD4<UInt32>, _ p: UnsafeMutableRawPointer, _ offset: Int) {
        p.storeBytes(of: v, toByteOffset: offset, as: SIMD4<UInt32>.self)
    }
}

/// Non-temporal stores at 16-byte-aligned addresses (ordinary ones where there are none).
enum StreamedStore: PixelStore {
    static var needsAlignment: Bool { true }
    @inline(__always)
    static func store(_ v: SIMD4<UInt32>, _ p: UnsafeMutableRawPointer, _ offset: Int) {
        #if os(Linux) && arch(x86_64)
        _mm_stream_si128((p + offset).assumingMemoryBound(to: __m128i.self), unsafeBitCast(v, to: __m128i.self))
        #else
        p.storeBytes(of: v, toByteOffset: offset, as: SIMD4<UInt32>.self)
        #endif
    }
}
