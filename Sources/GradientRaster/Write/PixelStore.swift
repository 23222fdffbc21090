#if os(Linux) && arch(x86_64)
import _Builtin_intrinsics.intel
#endif

/// A way of writing 16 bytes of pixels: the type parameter that gives each ``SpanWriter``
/// kernel one loop for ordinary and one for non-temporal stores (``StreamingStore``).
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
