import Foundation
import GradientCSS
import GradientCore
import GradientEncode
import GradientRaster
import GradientTestSupport
import Testing

/// The PNG reader refuses damaged and oversized files with one sentence and without first
/// allocating what the header claims; the writer streams its output.
@Suite struct PNGLimitsTests {
    /// A header of 4294967295 × 4294967295 once overflowed `width * height` and crashed the
    /// reader (found by the PNG fuzz target).
    @Test func sidesOverTwoToTheThirtyOneAreRefused() {
        let png = PNGBuilder.signature + PNGBuilder.header(width: 0xFFFF_FFFF, height: 0xFFFF_FFFF) + PNGBuilder.chunk("IEND", [])
        #expect(throws: GradientError(.limitExceeded, "The PNG's size 4294967295x4294967295 is over the limit of 67108864 pixels.")) {
            try PNGReader.decode(png)
        }
    }

    @Test func moreThanSixtyFourMegapixelsIsRefused() {
        // 8193 × 8192 = 67,117,056 > 64 Mi = 67,108,864.
        let png = PNGBuilder.signature + PNGBuilder.header(width: 8193, height: 8192) + PNGBuilder.chunk("IEND", [])
        #expect(throws: GradientError(.limitExceeded, "The PNG's size 8193x8192 is over the limit of 67108864 pixels.")) {
            try PNGReader.decode(png)
        }
    }

    /// A 100-byte file that claims 8192 × 8192 RGBA (256 MiB) but holds one row is refused as
    /// too short; the output grows with the data, so this takes a few KiB, not 256 MiB.
    @Test func shortDataForAHugeHeaderIsRefused() {
        let oneRow = storedZlib([UInt8](repeating: 0, count: 8192 * 4 + 1))
        let png = PNGBuilder.signature + PNGBuilder.header(width: 8192, height: 8192) + PNGBuilder.chunk("IDAT", oneRow) + PNGBuilder.chunk("IEND", [])
        #expect(throws: GradientError(.invalidValue, "The PNG's image data has the wrong length for its size.")) {
            try PNGReader.decode(png)
        }
    }

    @Test func tooMuchDataIsRefused() {
        // A 1 × 1 RGBA image is 5 bytes of scanline (filter byte + RGBA); give 6.
        let png =
            PNGBuilder.signature + PNGBuilder.header(width: 1, height: 1) + PNGBuilder.chunk("IDAT", storedZlib([0, 1, 2, 3, 4, 5]))
            + PNGBuilder.chunk("IEND", [])
        #expect(throws: GradientError(.invalidValue, "The PNG's image data has the wrong length for its size.")) {
            try PNGReader.decode(png)
        }
    }

    @Test func exactDataDecodes() throws {
        let png =
            PNGBuilder.signature + PNGBuilder.header(width: 1, height: 1) + PNGBuilder.chunk("IDAT", storedZlib([0, 10, 20, 30, 40]))
            + PNGBuilder.chunk("IEND", [])
        #expect(try PNGReader.decode(png).pixels == [10, 20, 30, 40])
    }

    /// Sub on the first row, Up on the second (PNG spec §9.2), unfiltered by hand:
    /// row 0 `(255,0,0) (0+255, 255+0, 0+0)`; row 1 `(255+0, 0+0, 0+255) (255+9, 255+9, 0+9) mod 256`.
    @Test func subAndUpFiltersUndo() throws {
        let rows: [UInt8] = [1, 255, 0, 0, 0, 255, 0, 2, 0, 0, 255, 9, 9, 9]
        let header = PNGBuilder.chunk("IHDR", bigEndian(2) + bigEndian(2) + [8, 2, 0, 0, 0])
        let png = PNGBuilder.signature + header + PNGBuilder.chunk("IDAT", storedZlib(rows)) + PNGBuilder.chunk("IEND", [])
        #expect(try PNGReader.decode(png).pixels == [255, 0, 0, 255, 255, 255, 0, 255, 255, 0, 255, 255, 8, 8, 9, 255])
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
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407  // Knuth's MMIX LCG
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
        #expect(try PNGReader.decode(png) == bitmap)
    }
}
