// Streaming is done where both the instruction (`movntdq`, x86-64's SSE2, see
// ``StreamedStore``) and a full memory fence without an availability floor (the
// Synchronization module on Linux) exist.
#if os(Linux) && arch(x86_64)
import Synchronization
#endif

/// Writing a frame larger than the processor's last-level cache with non-temporal stores,
/// which go to memory without first reading each line into the cache: a large frame is
/// drawn faster that way, because no store waits for a line to be read first. Smaller frames
/// stay in the cache, where ordinary stores are faster for whoever reads the pixels next.
/// (What was measured, and how: `Benchmarks/README.md`.)
///
/// The kernels write 16 bytes at a time through a ``PixelStore``: ``CachedStore`` or, for a
/// streamed frame, ``StreamedStore``, which needs 16-byte-aligned addresses (the kernels write
/// single pixels up to the first one). On Linux on x86-64 these are SSE2's `movntdq` and a
/// full fence (`mfence`, which orders non-temporal stores); elsewhere frames are not streamed.
enum StreamingStore {
    /// Frames of more bytes than this are streamed: 16 MiB (4 Mpx, e.g. a 4K frame but not a
    /// 1080p one). Fixed here rather than read from the system, because the size `sysconf`
    /// reports can be the whole package's cache rather than the slice one core writes through
    /// (`Benchmarks/README.md` has the machine it was chosen on).
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
