import GradientTestSupport
import Testing

@testable import GradientEncode

/// The writer's vector Adler-32 against the test support's byte-at-a-time one, written from
/// RFC 1950 §8.2.
@Suite struct Adler32Tests {
    /// Lengths around the vector width (16) and the block of 5 552 bytes after which the sums
    /// are reduced (347 rows of 16 = 5 552), several blocks, and none.
    static let lengths = [0, 1, 15, 16, 17, 31, 33, 100, 5535, 5551, 5552, 5553, 5568, 11_104, 11_105, 40_000]

    @Test(arguments: lengths)
    func matchesTheDefinitionOnNoise(_ length: Int) {
        var rng = SplitMix64(seed: UInt64(length) &+ 1)
        let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        #expect(bytes.withUnsafeBufferPointer { Adler32.checksum($0) } == adler32(bytes))
    }

    /// All 255s make every sum as large as it gets: a 32-bit lane that overflowed before its
    /// reduction would show here.
    @Test(arguments: lengths)
    func largestBytesDoNotOverflow(_ length: Int) {
        let bytes = [UInt8](repeating: 255, count: length)
        #expect(bytes.withUnsafeBufferPointer { Adler32.checksum($0) } == adler32(bytes))
    }

    /// A checksum continued over a second run, and two joined, equal the whole run's.
    @Test(arguments: [(0, 7), (5, 5552), (5552, 9), (1000, 40_000)])
    func continuesAndJoins(first: Int, second: Int) {
        var rng = SplitMix64(seed: UInt64(first * 31 + second))
        let bytes = (0..<(first + second)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        bytes.withUnsafeBufferPointer { all in
            let head = UnsafeBufferPointer(rebasing: all[0..<first])
            let tail = UnsafeBufferPointer(rebasing: all[first...])
            let whole = adler32(bytes)
            #expect(Adler32.checksum(tail, continuing: Adler32.checksum(head)) == whole)
            #expect(Adler32.joining(Adler32.checksum(head), Adler32.checksum(tail), secondLength: second) == whole)
        }
    }
}
