import Foundation
import GradientKit
import Testing

/// The PNG reader refuses damaged and oversized files with one sentence and without first
/// allocating what the header claims; the writer streams its output.
@Suite struct PNGLimitsTests {
    /// A chunk: length, type, body, CRC-32 (PNG spec §5.3).
    static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
    }

    /// CRC-32 as PNG spec Annex D computes it: reflected polynomial 0xEDB88320, bit by bit.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// An 8-bit RGBA header of `width × height`.
    static func header(_ width: UInt32, _ height: UInt32) -> [UInt8] {
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0])
    }

    /// `bytes` as a zlib stream of stored (uncompressed) deflate blocks: RFC 1950 header
    /// `78 01`, RFC 1951 §3.2.4 blocks of at most 65535 bytes (`BFINAL`, `LEN`, `NLEN`
    /// little-endian), then the Adler-32 of the data, big-endian.
    static func zlib(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let n = min(65535, bytes.count - start)
            let final: UInt8 = start + n == bytes.count ? 1 : 0
            out += [final, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8(~n >> 8 & 0xFF)]
            out += bytes[start..<(start + n)]
            start += n
        } while start < bytes.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return out + bigEndian(b << 16 | a)
    }

    /// A header of 4294967295 × 4294967295 once overflowed `width * height` and crashed the
    /// reader (found by the PNG fuzz target).
    @Test func sidesOverTwoToTheThirtyOneAreRefused() {
        let png = Self.signature + Self.header(0xFFFF_FFFF, 0xFFFF_FFFF) + Self.chunk("IEND", [])
        #expect(throws: GradientError(.limitExceeded, "The PNG's size 4294967295x4294967295 is over the limit of 67108864 pixels.")) {
            try PNG.decode(png)
        }
    }

    @Test func moreThanSixtyFourMegapixelsIsRefused() {
        // 8193 × 8192 = 67,117,056 > 64 Mi = 67,108,864.
        let png = Self.signature + Self.header(8193, 8192) + Self.chunk("IEND", [])
        #expect(throws: GradientError(.limitExceeded, "The PNG's size 8193x8192 is over the limit of 67108864 pixels.")) {
            try PNG.decode(png)
        }
    }

    /// A 100-byte file that claims 8192 × 8192 RGBA (256 MiB) but holds one row is refused as
    /// too short; the output grows with the data, so this takes a few KiB, not 256 MiB.
    @Test func shortDataForAHugeHeaderIsRefused() {
        let oneRow = Self.zlib([UInt8](repeating: 0, count: 8192 * 4 + 1))
        let png = Self.signature + Self.header(8192, 8192) + Self.chunk("IDAT", oneRow) + Self.chunk("IEND", [])
        #expect(throws: GradientError(.invalidValue, "The PNG's image data has the wrong length for its size.")) {
            try PNG.decode(png)
        }
    }

    @Test func tooMuchDataIsRefused() {
        // A 1 × 1 RGBA image is 5 bytes of scanline (filter byte + RGBA); give 6.
        let png = Self.signature + Self.header(1, 1) + Self.chunk("IDAT", Self.zlib([0, 1, 2, 3, 4, 5])) + Self.chunk("IEND", [])
        #expect(throws: GradientError(.invalidValue, "The PNG's image data has the wrong length for its size.")) {
            try PNG.decode(png)
        }
    }

    @Test func exactDataDecodes() throws {
        let png = Self.signature + Self.header(1, 1) + Self.chunk("IDAT", Self.zlib([0, 10, 20, 30, 40])) + Self.chunk("IEND", [])
        #expect(try PNG.decode(png).pixels == [10, 20, 30, 40])
    }

    /// Sub on the first row, Up on the second (PNG spec §9.2), unfiltered by hand:
    /// row 0 `(255,0,0) (0+255, 255+0, 0+0)`; row 1 `(255+0, 0+0, 0+255) (255+9, 255+9, 0+9) mod 256`.
    @Test func subAndUpFiltersUndo() throws {
        let rows: [UInt8] = [1, 255, 0, 0, 0, 255, 0, 2, 0, 0, 255, 9, 9, 9]
        let header = Self.chunk("IHDR", Self.bigEndian(2) + Self.bigEndian(2) + [8, 2, 0, 0, 0])
        let png = Self.signature + header + Self.chunk("IDAT", Self.zlib(rows)) + Self.chunk("IEND", [])
        #expect(try PNG.decode(png).pixels == [255, 0, 0, 255, 255, 255, 0, 255, 255, 0, 255, 255, 8, 8, 9, 255])
    }

    @Test func emptyBitmapIsNotEncoded() throws {
        #expect(throws: GradientError(.invalidValue, "A 0x5 bitmap cannot be a PNG: both sides must be at least 1 pixel.")) {
            try PNG.encode(Bitmap(width: 0, height: 5))
        }
    }

    /// 256 × 256 of seeded noise compresses to more than 64 KiB, so it spans several IDAT
    /// chunks; it must decode to the same pixels.
    @Test func largeImageRoundTripsThroughSeveralIDATChunks() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let pixels = (0..<(256 * 256 * 4)).map { _ -> UInt8 in
            state = state &* 6364136223846793005 &+ 1442695040888963407  // Knuth's MMIX LCG
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        let bitmap = try Bitmap(width: 256, height: 256, pixels: pixels)
        let png = try PNG.encode(bitmap)
        var idatCount = 0
        var offset = 8
        while offset + 8 <= png.count {
            let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
            if String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self) == "IDAT" { idatCount += 1 }
            offset += 12 + length
        }
        #expect(idatCount > 1)
        #expect(try PNG.decode(png) == bitmap)
    }
}
