import Foundation
import GradientKit
import Testing

@Suite struct PNGTests {
    func randomBitmap(width: Int, height: Int, seed: UInt64) throws -> Bitmap {
        var rng = SplitMix64(seed: seed)
        return try Bitmap(width: width, height: height, pixels: (0..<(width * height * 4)).map { _ in UInt8(truncatingIfNeeded: rng.next()) })
    }

    @Test(arguments: [(1, 1), (3, 2), (17, 5), (64, 64)])
    func roundTripsExactly(width: Int, height: Int) throws {
        let bitmap = try randomBitmap(width: width, height: height, seed: UInt64(width * 1000 + height))
        #expect(try PNG.decode(PNG.encode(bitmap)) == bitmap)
        // A smooth gradient exercises the row filters.
        let g = try Rasterizer.render(LayerGradient(colors: [.black, .white]).paint(width: width, height: height), width: width, height: height)
        #expect(try PNG.decode(PNG.encode(g)) == g)
    }

    @Test func writesSignatureHeaderAndSRGBChunk() throws {
        let bytes = try PNG.encode(Bitmap(width: 2, height: 3))
        #expect(Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR")
        #expect(Array(bytes[16..<25]) == [0, 0, 0, 2, 0, 0, 0, 3, 8])  // width 2, height 3, depth 8
        #expect(bytes[25] == 6)  // colour type RGBA
        #expect(String(decoding: bytes[37..<41], as: UTF8.self) == "sRGB")
    }

    @Test func rejectsDamage() throws {
        let good = try PNG.encode(randomBitmap(width: 8, height: 8, seed: 1))
        #expect(throws: GradientError("The data is not a PNG: it does not start with the PNG signature.")) {
            try PNG.decode(Array("hello".utf8))
        }
        for cut in [8, 20, 40, good.count - 20] {
            #expect(throws: GradientError.self) { try PNG.decode(Array(good[0..<cut])) }
        }
        var flipped = good
        flipped[30] ^= 0xFF  // inside the IHDR body: fails its CRC
        #expect(throws: GradientError("The PNG is damaged: chunk 'IHDR' fails its CRC check.")) { try PNG.decode(flipped) }
    }

    /// A 2×1 palette PNG with transparency, built here chunk by chunk from the PNG spec.
    @Test func readsPaletteWithTransparency() throws {
        let raw: [UInt8] = [0, 0b0100_0000]  // filter 0; 1-bit indices 0, 1
        let bitmap = try PNG.decode(
            makePNG(width: 2, height: 1, bitDepth: 1, colorType: 3, raw: raw, extra: [
                ("PLTE", [255, 0, 0, 0, 0, 255]), ("tRNS", [128]),
            ]))
        #expect(bitmap[0, 0] == SIMD4(255, 0, 0, 128))
        #expect(bitmap[1, 0] == SIMD4(0, 0, 255, 255))
    }

    @Test func readsSixteenBitGrey() throws {
        let raw: [UInt8] = [0, 0x80, 0x00, 0xFF, 0xFF]  // filter 0; two 16-bit samples
        let bitmap = try PNG.decode(makePNG(width: 2, height: 1, bitDepth: 16, colorType: 0, raw: raw, extra: []))
        #expect(bitmap[0, 0] == SIMD4(128, 128, 128, 255))  // 0x8000 · 255 / 65535 = 127.5 → 128
        #expect(bitmap[1, 0] == SIMD4(255, 255, 255, 255))
    }

    @Test func refusesInterlaced() throws {
        var png = makePNG(width: 1, height: 1, bitDepth: 8, colorType: 0, raw: [0, 0], extra: [])
        png = rewriteIHDR(png) { $0[12] = 1 }
        #expect(throws: GradientError("The PNG is interlaced (Adam7), which this reader does not support.")) { try PNG.decode(png) }
    }

    // MARK: Building test PNGs (zlib via Foundation-free stored deflate blocks)

    func makePNG(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, raw: [UInt8], extra: [(String, [UInt8])]) -> [UInt8] {
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let ihdr = be32(width) + be32(height) + [bitDepth, colorType, 0, 0, 0]
        out += chunk("IHDR", ihdr)
        for (type, body) in extra { out += chunk(type, body) }
        out += chunk("IDAT", storedZlib(raw))
        out += chunk("IEND", [])
        return out
    }

    func rewriteIHDR(_ png: [UInt8], _ edit: (inout [UInt8]) -> Void) -> [UInt8] {
        var body = Array(png[16..<29])
        edit(&body)
        return Array(png[0..<8]) + chunk("IHDR", body) + Array(png[33...])
    }

    func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let t = Array(type.utf8)
        return be32(body.count) + t + body + be32(Int(crc32(t + body)))
    }

    /// A zlib stream with one stored (uncompressed) deflate block (RFC 1950/1951).
    func storedZlib(_ data: [UInt8]) -> [UInt8] {
        let n = data.count
        var out: [UInt8] = [0x78, 0x01, 0x01, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
        out += data
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        out += be32(Int(b << 16 | a))
        return out
    }

    /// CRC-32 (ISO 3309 polynomial 0xEDB88320), bit by bit.
    func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return c ^ 0xFFFF_FFFF
    }
}
