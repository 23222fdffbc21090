// The store bandwidth behind StreamingStore's choice: ordinary against non-temporal 16-byte
// stores filling one 3840 × 2160 RGBA frame, on one thread and on two (each half the frame).
// Printed as NOTE lines when BENCH_GK_BANDWIDTH is set.
import Foundation

#if arch(x86_64)
import _Builtin_intrinsics.intel

/// A frame's worth of bytes and a pointer the threads may share.
private struct Frame: @unchecked Sendable {
    let base: UnsafeMutableRawPointer
    let bytes: Int
}

/// Fills `bytes` bytes from `base` with 16-byte stores, streamed or not.
private func fill(_ base: UnsafeMutableRawPointer, _ bytes: Int, streamed: Bool, value: Int32) {
    let v = _mm_set1_epi32(value)
    var p = base
    let end = base + bytes
    if streamed {
        while p < end {
            _mm_stream_si128(p.assumingMemoryBound(to: __m128i.self), v)
            p += 16
        }
    } else {
        while p < end {
            p.storeBytes(of: v, as: __m128i.self)
            p += 16
        }
    }
}

/// GB/s of the best of `rounds` rounds of 10 fills by `threads` threads.
private func bandwidth(_ frame: Frame, threads: Int, streamed: Bool, rounds: Int = 5) -> Double {
    var best = 0.0
    for round in 0..<rounds {
        let t0 = now()
        DispatchQueue.concurrentPerform(iterations: threads) { k in
            let part = frame.bytes / threads
            for i in 0..<10 { fill(frame.base + k * part, part, streamed: streamed, value: Int32(round * 10 + i)) }
        }
        best = max(best, Double(frame.bytes) * 10 / (now() - t0) / 1e9)
    }
    return best
}

/// Prints the four figures.
func reportStoreBandwidth() {
    let bytes = 3840 * 2160 * 4
    let base = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
    defer { base.deallocate() }
    memset(base, 0, bytes)
    let frame = Frame(base: base, bytes: bytes)
    for threads in [1, 2] {
        let ordinary = bandwidth(frame, threads: threads, streamed: false)
        let streamed = bandwidth(frame, threads: threads, streamed: true)
        print(
            "NOTE\tstore bandwidth\t\(threads) thread\(threads == 1 ? "" : "s")\tordinary \(String(format: "%.1f", ordinary)) GB/s\tstreamed \(String(format: "%.1f", streamed)) GB/s"
        )
    }
}
#else
func reportStoreBandwidth() {
    print("NOTE\tstore bandwidth\tmeasured on x86-64 only")
}
#endif
