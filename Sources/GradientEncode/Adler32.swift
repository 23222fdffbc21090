import CZlib

/// The Adler-32 checksum that ends a zlib stream (RFC 1950 §8.2): two sums modulo 65 521,
/// `s1` of the bytes plus one and `s2` of each byte's running `s1`, as `s2 << 16 | s1`.
enum Adler32 {
    /// The largest prime below 2¹⁶, the sums' modulus.
    static let modulus: UInt32 = 65_521

    /// The checksum of `bytes`, continuing from `adler` (1 for none yet).
    ///
    /// Sixteen bytes at a time in vector lanes: over a block of `16 · k` bytes (`k` at most
    /// 347, so no 32-bit lane overflows before the sums are reduced, zlib's bound of 5 552
    /// bytes), `s1` gains the sum of the bytes, and `s2` gains `16 · k · s1` plus each byte
    /// weighted by how many bytes from it to the block's end, counting itself: 16 times the
    /// sum of each lane's running total before each row of 16, plus each lane's total times
    /// its weight 16 … 1. Only additions run per row; four times the speed of zlib's byte
    /// loop here (`Benchmarks/README.md`, "The PNG writer").
    static func checksum(_ bytes: UnsafeBufferPointer<UInt8>, continuing adler: UInt32 = 1) -> UInt32 {
        var s1 = adler & 0xFFFF
        var s2 = adler >> 16
        guard var p = bytes.baseAddress.map(UnsafeRawPointer.init) else { return adler }
        var left = bytes.count
        let weights = SIMD16<UInt32>(16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
        while left >= 16 {
            let rows = min(left, 5552) / 16
            var totals = SIMD16<UInt32>(repeating: 0)
            var runningTotals = SIMD16<UInt32>(repeating: 0)
            for _ in 0..<rows {
                runningTotals &+= totals
                totals &+= SIMD16<UInt32>(truncatingIfNeeded: p.loadUnaligned(as: SIMD16<UInt8>.self))
                p += 16
            }
            let count = UInt64(rows * 16)
            let weighted = UInt64(16 &* runningTotals.wrappedSum()) + UInt64((totals &* weights).wrappedSum())
            s2 = UInt32((UInt64(s2) + count * UInt64(s1) + weighted) % UInt64(modulus))
            s1 = (s1 + totals.wrappedSum()) % modulus
            left -= rows * 16
        }
        for byte in UnsafeRawBufferPointer(start: p, count: left) {
            s1 = (s1 + UInt32(byte)) % modulus
            s2 = (s2 + s1) % modulus
        }
        return s2 << 16 | s1
    }

    /// The checksum of two byte runs joined, from each one's and the second's length (zlib's
    /// `adler32_combine`).
    static func joining(_ first: UInt32, _ second: UInt32, secondLength: Int) -> UInt32 {
        // (`z_off_t` is `Int64` on Linux and `Int` on Apple platforms: converted to whichever it is.)
        UInt32(adler32_combine(uLong(first), uLong(second), .init(secondLength)))
    }
}
