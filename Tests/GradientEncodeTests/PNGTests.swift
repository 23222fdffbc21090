import Foundation
import GradientCSS
import GradientCore
import GradientEncode
import GradientRaster
import GradientTestSupport
import Testing

@Suite struct PNGTests {
    func randomBitmap(width: Int, height: Int, seed: UInt64) throws -> Bitmap {
        var rng = SplitMix64(seed: seed)
        return try Bitmap(width: width, height: height, pixels: (0..<(width * height * 4)).map { _ in UInt8(truncatingIfNeeded: rng.next()) })
    }

    @Test(arguments: [(1, 1), (3, 2), (17, 5), (64, 64)])
    func roundTripsExactly(width: Int, height: Int) throws {
        let bitmap = try randomBitmap(width: width, height: height, seed: UInt64(width * 1000 + height))
        #expect(try PNGReader.decode(PNG.encode(bitmap)) == bitmap)
        // A smooth gradient exercises the row filters.
        let g = try Rasterizer.render(LayerGradient(colors: [.black, .white]).paint(width: width, height: height), width: width, height: height)
        #expect(try PNGReader.decode(PNG.encode(g)) == g)
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
        #expect(throws: GradientError(.invalidValue, "The data is not a PNG: it does not start with the PNG signature.")) {
            try PNGReader.decode(Array("hello".utf8))
        }
        for cut in [8, 20, 40, good.count - 20] {
            #expect(throws: GradientError.self) { try PNGReader.decode(Array(good[0..<cut])) }
        }
        var flipped = good
        flipped[30] ^= 0xFF  // inside the IHDR body: fails its CRC
        #expect(throws: GradientError(.invalidValue, "The PNG is damaged: chunk 'IHDR' fails its CRC check.")) { try PNGReader.decode(flipped) }
    }

    /// A 2×1 palette PNG with transparency, built here chunk by chunk from the PNG spec.
    @Test func readsPaletteWithTransparency() throws {
        let raw: [UInt8] = [0, 0b0100_0000]  // filter 0; 1-bit indices 0, 1
        let bitmap = try PNGReader.decode(
            PNGBuilder.file(
                width: 2, height: 1, bitDepth: 1, colorType: 3, raw: raw,
                extra: [
                    ("PLTE", [255, 0, 0, 0, 0, 255]), ("tRNS", [128]),
                ]))
        #expect(bitmap[0, 0] == SIMD4(255, 0, 0, 128))
        #expect(bitmap[1, 0] == SIMD4(0, 0, 255, 255))
    }

    @Test func readsSixteenBitGrey() throws {
        let raw: [UInt8] = [0, 0x80, 0x00, 0xFF, 0xFF]  // filter 0; two 16-bit samples
        let bitmap = try PNGReader.decode(PNGBuilder.file(width: 2, height: 1, bitDepth: 16, colorType: 0, raw: raw))
        #expect(bitmap[0, 0] == SIMD4(128, 128, 128, 255))  // 0x8000 · 255 / 65535 = 127.5 → 128
        #expect(bitmap[1, 0] == SIMD4(255, 255, 255, 255))
    }

    @Test func refusesInterlaced() throws {
        let png = PNGBuilder.rewritingHeader(PNGBuilder.file(width: 1, height: 1, bitDepth: 8, colorType: 0, raw: [0, 0])) { $0[12] = 1 }
        #expect(throws: GradientError(.unsupported(format: "PNG"), "The PNG is interlaced (Adam7), which this reader does not support.")) {
            try PNGReader.decode(png)
        }
    }
}

/// The reader against the PNG spec on every colour type and bit depth: random images are
/// filtered here (all five filters), split over several `IDAT` chunks and compared with RGBA
/// computed here from the unfiltered samples (PNG spec §7–§11; samples of depth `d` scaled to
/// 8 bits as `(v · 255 + (2^d − 1) / 2) / (2^d − 1)`, rounded down).
extension PNGTests {
    static let variants: [(colorType: UInt8, bitDepth: UInt8)] = [
        (0, 1), (0, 2), (0, 4), (0, 8), (0, 16), (2, 8), (2, 16), (3, 1), (3, 2), (3, 4), (3, 8), (4, 8), (4, 16), (6, 8), (6, 16),
    ]

    @Test(arguments: variants.indices)
    func decodesLikeTheSpec(_ index: Int) throws {
        let (colorType, bitDepth) = Self.variants[index]
        var rng = SplitMix64(seed: UInt64(100 + index))
        for (width, height) in [(1, 1), (2, 3), (3, 7), (5, 2), (8, 8), (13, 5), (33, 4)] {
            for withTransparency in [false, true] {
                let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(colorType)]!
                let maxSample = (1 << Int(bitDepth)) - 1
                let paletteCount = colorType == 3 ? Int(rng.next() % UInt64(maxSample + 1)) + 1 : 0
                // Samples row by row; palette indices stay inside the palette.
                let samples = (0..<(width * height * channels)).map { _ in
                    Int(rng.next() % UInt64(colorType == 3 ? paletteCount : maxSample + 1))
                }
                var extra: [(String, [UInt8])] = []
                let palette = (0..<(paletteCount * 3)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
                var alphas: [UInt8] = []
                var key: [Int]?
                if colorType == 3 {
                    extra.append(("PLTE", palette))
                    if withTransparency {
                        alphas = (0..<Int(rng.next() % UInt64(paletteCount + 1))).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
                        if !alphas.isEmpty { extra.append(("tRNS", alphas)) }
                    }
                } else if withTransparency, colorType == 0 || colorType == 2 {
                    // The key is the colour of a pixel of the image, so that some pixels match it.
                    let pixel = Int(rng.next() % UInt64(width * height))
                    key = Array(samples[(pixel * channels)..<((pixel + 1) * channels)])
                    extra.append(("tRNS", key!.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }))
                }
                let png = PNGBuilder.filteredFile(
                    width: width, height: height, bitDepth: bitDepth, colorType: colorType,
                    scanlines: Self.pack(samples, width: width, height: height, channels: channels, bitDepth: Int(bitDepth)),
                    bytesPerPixel: max(1, channels * Int(bitDepth) / 8), extra: extra, rng: &rng)
                func to8(_ v: Int) -> UInt8 { UInt8((v * 255 + maxSample / 2) / maxSample) }
                var expected: [UInt8] = []
                for p in 0..<(width * height) {
                    let s = Array(samples[(p * channels)..<((p + 1) * channels)])
                    let transparent = key == s
                    switch colorType {
                    case 0: expected += [to8(s[0]), to8(s[0]), to8(s[0]), transparent ? 0 : 255]
                    case 2: expected += [to8(s[0]), to8(s[1]), to8(s[2]), transparent ? 0 : 255]
                    case 3: expected += palette[(s[0] * 3)..<(s[0] * 3 + 3)] + [s[0] < alphas.count ? alphas[s[0]] : 255]
                    case 4: expected += [to8(s[0]), to8(s[0]), to8(s[0]), to8(s[1])]
                    default: expected += s.map(to8)
                    }
                }
                let bitmap = try PNGReader.decode(png)
                #expect(bitmap.pixels == expected, "type \(colorType) depth \(bitDepth) \(width)x\(height) tRNS \(withTransparency)")
            }
        }
    }

    /// A palette index past the palette is refused, naming the first such index in reading
    /// order (here 3 in row 0, before the 2 in row 1).
    @Test func firstIndexOutsideThePaletteIsNamed() throws {
        let raw: [UInt8] = [0, 0, 3, 0, 2, 0]  // two rows of two 8-bit indices, no filter
        let png = PNGBuilder.file(width: 2, height: 2, bitDepth: 8, colorType: 3, raw: raw, extra: [("PLTE", [1, 2, 3, 4, 5, 6])])
        #expect(throws: GradientError(.invalidValue, "The PNG is damaged: palette index 3 is outside its 2-entry palette.")) { try PNGReader.decode(png) }
    }

    /// An image that compresses about as far as deflate can go (a transparent 2048 × 2048,
    /// over 1000:1) decodes: the reader's bound on what compressed data can hold is not tight.
    /// The file is built here from zero scanlines (filter 0, transparent black) that zlib
    /// compresses at level 9, which is quicker in a debug build than running the writer's
    /// filter search over 4 million pixels.
    @Test func maximallyCompressedImageDecodes() throws {
        let bitmap = Bitmap(width: 2048, height: 2048)
        let raw = [UInt8](repeating: 0, count: (2048 * 4 + 1) * 2048)
        let png =
            PNGBuilder.signature + PNGBuilder.header(width: 2048, height: 2048)
            + PNGBuilder.chunk("IDAT", try Zlib.compress(raw, level: 9)) + PNGBuilder.chunk("IEND", [])
        #expect(raw.count / png.count > 1000)
        #expect(try PNGReader.decode(png) == bitmap)
    }

    /// Samples packed into scanlines (without filter bytes), most significant bits first.
    static func pack(_ samples: [Int], width: Int, height: Int, channels: Int, bitDepth: Int) -> [[UInt8]] {
        let rowBytes = (width * channels * bitDepth + 7) / 8
        return (0..<height).map { y in
            var row = [UInt8](repeating: 0, count: rowBytes)
            for i in 0..<(width * channels) {
                let v = samples[y * width * channels + i]
                if bitDepth == 16 {
                    row[2 * i] = UInt8(v >> 8)
                    row[2 * i + 1] = UInt8(v & 0xFF)
                } else {
                    let bit = i * bitDepth
                    row[bit / 8] |= UInt8(v << (8 - bitDepth - bit % 8))
                }
            }
            return row
        }
    }
}
