import CZlib
import Foundation
import GradientKit
import Testing

/// The PNG reader refuses damaged and oversized files with one sentence and without first
/// allocating what the header claims; the writer streams its output.
@Suite struct PNGLimitsTests {
    /// A chunk: length, type, body, CRC-32 (PNG spec §5.3), with the CRC from zlib.
    static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        let crc = typed.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc)
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// An 8-bit RGBA header of `width × height`.
    static func header(_ width: UInt32, _ height: UInt32) -> [UInt8] {
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0])
    }

    /// zlib's compression of `bytes`.
    static func zlib(_ bytes: [UInt8]) -> [UInt8] {
        var length = compressBound(uLong(bytes.count))
        var out = [UInt8](repeating: 0, count: Int(length))
        _ = out.withUnsafeMutableBufferPointer { o in bytes.withUnsafeBufferPointer { compress(o.baseAddress, &length, $0.baseAddress, uLong($0.count)) } }
        return Array(out.prefix(Int(length)))
    }

    /// A header of 4294967295 × 4294967295 once overflowed `width * height` and crashed the
    /// reader (found by the PNG fuzz target).
    @Test func sidesOverTwoToTheThirtyOneAreRefused() {
        let png = Self.signature + Self.header(0xFFFF_FFFF, 0xFFFF_FFFF) + Self.chunk("IEND", [])
        #expect(throws: GradientError("The PNG's size 4294967295x4294967295 is over the limit of 67108864 pixels.")) {
            try PNG.decode(png)
        }
    }

    @Test func moreThanSixtyFourMegapixelsIsRefused() {
        // 8193 × 8192 = 67,117,056 > 64 Mi = 67,108,864.
        let png = Self.signature + Self.header(8193, 8192) + Self.chunk("IEND", [])
        #expect(throws: GradientError("The PNG's size 8193x8192 is over the limit of 67108864 pixels.")) {
            try PNG.decode(png)
        }
    }

    /// A 100-byte file that claims 8192 × 8192 RGBA (256 MiB) but holds one row is refused as
    /// too short; the output grows with the data, so this takes a few KiB, not 256 MiB.
    @Test func shortDataForAHugeHeaderIsRefused() {
        let oneRow = Self.zlib([UInt8](repeating: 0, count: 8192 * 4 + 1))
        let png = Self.signature + Self.header(8192, 8192) + Self.chunk("IDAT", oneRow) + Self.chunk("IEND", [])
        #expect(throws: GradientError("The PNG's image data has the wrong length for its size.")) {
            try PNG.decode(png)
        }
    }

    @Test func tooMuchDataIsRefused() {
        // A 1 × 1 RGBA image is 5 bytes of scanline (filter byte + RGBA); give 6.
        let png = Self.signature + Self.header(1, 1) + Self.chunk("IDAT", Self.zlib([0, 1, 2, 3, 4, 5])) + Self.chunk("IEND", [])
        #expect(throws: GradientError("The PNG's image data has the wrong length for its size.")) {
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
        #expect(throws: GradientError("A 0x5 bitmap cannot be a PNG: both sides must be at least 1 pixel.")) {
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
