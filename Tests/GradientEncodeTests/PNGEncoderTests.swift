import Foundation
import GradientCSS
import GradientCore
import GradientRaster
import GradientTestSupport
import Synchronization
import Testing

@testable import GradientEncode

/// The PNG writer's bytes read by decoders that share no code with ``PNG``: the test support's
/// reader (chunks and CRCs walked there, the image data inflated by zlib's `inflate`, filters
/// undone there) and, where `python3` is installed, Python's `zlib` with a reader written in
/// the test.
@Suite struct PNGEncoderTests {
    /// Noise with random alpha, opaque noise (every filter does about as badly), a translucent
    /// and an opaque smooth gradient (which the filters flatten), seeded by the size.
    static func bitmaps(width: Int, height: Int) throws -> [Bitmap] {
        var rng = SplitMix64(seed: UInt64(width * 7919 + height))
        let noise = try Bitmap(width: width, height: height, pixels: (0..<(width * height * 4)).map { _ in UInt8(truncatingIfNeeded: rng.next()) })
        var opaqueNoise = noise
        for i in stride(from: 3, to: opaqueNoise.pixels.count, by: 4) { opaqueNoise.pixels[i] = 255 }
        let smooth = try Rasterizer.render(
            LayerGradient(type: .radial, colors: [.white, RGBA(red: 0, green: 0.4, blue: 1, alpha: 0.5), .black], startPoint: .center, endPoint: .bottomRight)
                .paint(width: width, height: height), width: width, height: height)
        let opaqueSmooth = try Rasterizer.render(
            LayerGradient(type: .conic, colors: [.white, RGBA(red: 0, green: 0.4, blue: 1), .black], startPoint: .center, endPoint: .bottomRight)
                .paint(width: width, height: height), width: width, height: height)
        return [noise, opaqueNoise, smooth, opaqueSmooth]
    }

    static let sizes = [(1, 1), (3, 2), (17, 5), (64, 64), (300, 70)]

    /// Whether every pixel of `bitmap` is opaque.
    static func isOpaque(_ bitmap: Bitmap) -> Bool { stride(from: 3, to: bitmap.pixels.count, by: 4).allSatisfy { bitmap.pixels[$0] == 255 } }

    @Test(arguments: sizes)
    func anIndependentReaderGetsThePixelsBack(width: Int, height: Int) throws {
        for (index, bitmap) in try Self.bitmaps(width: width, height: height).enumerated() {
            for level in [0, 1, 5, 9] {
                let png = try PNG.encode(bitmap, level: level)
                let chunks = try PNGChunks(Array(png))
                #expect(Array(chunks.types.prefix(2)) == ["IHDR", "sRGB"])
                #expect(chunks.chunks.first { $0.type == "sRGB" }?.body == [0])  // perceptual intent
                #expect(chunks.types.drop { $0 != "IDAT" }.prefix { $0 == "IDAT" }.count == chunks.types.filter { $0 == "IDAT" }.count)
                #expect(chunks.types.last == "IEND")
                #expect(chunks.chunks.filter { $0.type == "IDAT" }.allSatisfy { $0.body.count <= 65536 })
                let (decoded, colorType, filters) = try PNGReader.read(png)
                let context = "\(width)x\(height) image \(index) level \(level)"
                #expect(decoded == bitmap, "\(context)")
                // RGB exactly when every pixel is opaque (PNG spec §11.2.2: colour types 2 and 6).
                #expect(colorType == (Self.isOpaque(bitmap) ? 2 : 6), "\(context)")
                // One filter for every row; none at level 0, where nothing is compressed.
                #expect(Set(filters).count == 1 && filters.allSatisfy { $0 <= 4 }, "\(context): \(Set(filters))")
                if level == 0 { #expect(filters.allSatisfy { $0 == 0 }, "\(context)") }
            }
        }
    }

    /// The writer cuts the image data into segments compressed on their own and joins them:
    /// bands of rows, and stretches of one row when a row is longer than a segment. With
    /// segments of a few pixels, each filter forced and several threads, the file decodes to
    /// the pixels (zlib's `inflate` checks the joined stream and its Adler-32) and is the same
    /// bytes whatever the number of threads.
    @Test(arguments: [(1, 1), (7, 9), (33, 17), (300, 5), (5, 300)])
    func segmentsJoinIntoOneStream(width: Int, height: Int) throws {
        for bitmap in try Self.bitmaps(width: width, height: height) {
            for segmentPixels in [1, 3, 16, 40, 1 << 18] {
                for filter in RowFilter.allCases {
                    func encoded(threads: Int) throws -> Data {
                        var data = Data()
                        try PNG.write(
                            PNGSource(bitmap), level: 6, threads: threads, progress: nil, filter: filter, segmentPixels: segmentPixels
                        ) { data.append(contentsOf: $0) }
                        return data
                    }
                    let one = try encoded(threads: 1)
                    let (decoded, _, filters) = try PNGReader.read(one)
                    let context = "\(width)x\(height), \(segmentPixels)-pixel segments, filter \(filter)"
                    #expect(decoded == bitmap, "\(context)")
                    #expect(filters.allSatisfy { $0 == filter.rawValue }, "\(context)")
                    #expect(try encoded(threads: 3) == one, "\(context)")
                }
            }
        }
    }

    /// Progress goes from above 0 to exactly 1, never backwards, once per segment.
    @Test func progressRisesToOne() throws {
        let frame = try PreparedFrame(
            [LayerGradient(colors: [.white, .black]).paint(width: 64, height: 4096)], width: 64, height: 4096, options: .init(threads: 2))
        let seen = Mutex<[Double]>([])
        _ = try PNG.encode(frame) { fraction in seen.withLock { $0.append(fraction) } }
        let fractions = seen.withLock { $0 }
        #expect(fractions.count == PNGLayout(width: 64, height: 4096).count)
        #expect(fractions == fractions.sorted() && fractions.first! > 0 && fractions.last == 1)
    }

    /// A level outside 0…9 is refused in one sentence, before anything is written.
    @Test(arguments: [-1, 10, Int.max]) func aLevelOutsideTheRangeIsRefused(_ level: Int) throws {
        var written = 0
        let frame = try PreparedFrame([LayerGradient(colors: [.white, .black]).paint(width: 4, height: 4)], width: 4, height: 4)
        #expect(throws: GradientError(.invalidValue, "The PNG level \(level) is not valid: give a whole number from 0 (no compression) to 9 (smallest).")) {
            try PNG.write(frame, level: level) { written += $0.count }
        }
        #expect(written == 0)
    }

    /// `python3` on the `PATH`, if there is one.
    static let python: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { "\($0)/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Python's zlib (CRC-32 and inflate) and a reader written here in Python: its unfiltered
    /// bytes (opaque alpha added to RGB) must be the bitmap's.
    static let pythonReader = #"""
        import struct, sys, zlib
        data = open(sys.argv[1], "rb").read()
        assert data[:8] == b"\x89PNG\r\n\x1a\n", "signature"
        pos, idat, header = 8, b"", None
        while pos < len(data):
            (length,) = struct.unpack(">I", data[pos:pos + 4])
            kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + length]
            (crc,) = struct.unpack(">I", data[pos + 8 + length:pos + 12 + length])
            assert zlib.crc32(kind + body) == crc, "CRC of " + kind.decode()
            if kind == b"IHDR": header = struct.unpack(">IIBBBBB", body)
            if kind == b"IDAT": idat += body
            pos += 12 + length
        width, height, depth, colour, _, _, interlace = header
        assert depth == 8 and colour in (2, 6) and interlace == 0, header
        n = 4 if colour == 6 else 3
        raw, stride, out, prev = zlib.decompress(idat), width * n, bytearray(), bytearray(width * n)
        assert len(raw) == (stride + 1) * height, "length"
        for y in range(height):
            kind, row = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
            for i in range(stride):
                a = row[i - n] if i >= n else 0
                b = prev[i]
                c = prev[i - n] if i >= n else 0
                p = a + b - c
                paeth = a if abs(p - a) <= abs(p - b) and abs(p - a) <= abs(p - c) else b if abs(p - b) <= abs(p - c) else c
                row[i] = (row[i] + [0, a, b, (a + b) // 2, paeth][kind]) & 255
            out += row if n == 4 else b"".join(bytes(row[j:j + 3]) + b"\xff" for j in range(0, stride, 3))
            prev = row
        sys.stdout.buffer.write(out)
        """#

    @Test(.enabled(if: python != nil, "python3 is not installed"), arguments: sizes)
    func pythonsZlibReadsItToo(width: Int, height: Int) throws {
        let python = try #require(Self.python)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("png-python-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("read.py")
        try Self.pythonReader.write(to: script, atomically: true, encoding: .utf8)
        for (index, bitmap) in try Self.bitmaps(width: width, height: height).enumerated() {
            let file = dir.appendingPathComponent("\(index).png")
            try PNG.encode(bitmap).write(to: file)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: python)
            process.arguments = [script.path, file.path]
            let out = Pipe()
            let err = Pipe()
            process.standardOutput = out
            process.standardError = err
            try process.run()
            let readErr = CLIRunner.readConcurrently(err)
            let pixels = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let message = String(decoding: readErr(), as: UTF8.self)
            #expect(process.terminationStatus == 0, "\(width)x\(height) image \(index): \(message)")
            #expect(Array(pixels) == bitmap.pixels, "\(width)x\(height) image \(index)")
        }
    }
}
