import Foundation
import GradientCSS
import GradientCore
import GradientEncode
import GradientRaster
import GradientTestSupport
import Testing

/// The PNG writer's bytes read by decoders that share no code with ``PNG``: the test support's
/// reader (chunks and CRCs walked here, the image data inflated by zlib's own `uncompress`,
/// filters undone here) and, where `python3` is installed, Python's `zlib` with a reader
/// written in the test.
@Suite struct PNGEncoderTests {
    /// Noise (every filter does about as badly) and smooth gradients (which the filters
    /// flatten), at the sizes of the round-trip test and one wider than an `IDAT` chunk.
    static func bitmaps(width: Int, height: Int) throws -> [Bitmap] {
        var rng = SplitMix64(seed: UInt64(width * 7919 + height))
        let noise = try Bitmap(width: width, height: height, pixels: (0..<(width * height * 4)).map { _ in UInt8(truncatingIfNeeded: rng.next()) })
        let smooth = try Rasterizer.render(
            LayerGradient(type: .radial, colors: [.white, RGBA(red: 0, green: 0.4, blue: 1, alpha: 0.5), .black], startPoint: .center, endPoint: .bottomRight)
                .paint(width: width, height: height), width: width, height: height)
        return [noise, smooth]
    }

    static let sizes = [(1, 1), (3, 2), (17, 5), (64, 64), (300, 70)]

    @Test(arguments: sizes)
    func anIndependentReaderGetsThePixelsBack(width: Int, height: Int) throws {
        for (index, bitmap) in try Self.bitmaps(width: width, height: height).enumerated() {
            for level: Int32 in [0, 6, 9] {
                let png = try PNG.encode(bitmap, compressionLevel: level)
                let chunks = try PNGChunks(png)
                #expect(Array(chunks.types.prefix(2)) == ["IHDR", "sRGB"])
                #expect(chunks.chunks.first { $0.type == "sRGB" }?.body == [0])  // perceptual intent
                #expect(chunks.types.drop { $0 != "IDAT" }.prefix { $0 == "IDAT" }.count == chunks.types.filter { $0 == "IDAT" }.count)
                #expect(chunks.types.last == "IEND")
                #expect(chunks.chunks.filter { $0.type == "IDAT" }.allSatisfy { $0.body.count <= 65536 })
                let (decoded, filters) = try ReferencePNGReader.read(png)
                #expect(decoded == bitmap, "\(width)x\(height) image \(index) level \(level)")
                #expect(filters == Self.expectedFilters(bitmap), "\(width)x\(height) image \(index) level \(level)")
            }
        }
    }

    /// The filter each row should take by the heuristic of PNG spec §12.8: the smallest sum of
    /// the filtered bytes read as signed differences, the first filter on a tie.
    static func expectedFilters(_ bitmap: Bitmap) -> [UInt8] {
        let stride = bitmap.width * 4
        var previous = [UInt8](repeating: 0, count: stride)
        return (0..<bitmap.height).map { y in
            let row = Array(bitmap.pixels[(y * stride)..<((y + 1) * stride)])
            defer { previous = row }
            let scores = (0...4).map { (type: UInt8) in
                PNGFilter.filtered(row, type: type, previous: previous, bytesPerPixel: 4).reduce(0) { $0 + Int(Int8(bitPattern: $1).magnitude) }
            }
            return UInt8(scores.firstIndex(of: scores.min()!)!)
        }
    }

    /// `python3` on the `PATH`, if there is one.
    static let python: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { "\($0)/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Python's zlib (CRC-32 and inflate) and a reader written here in Python: its unfiltered
    /// bytes must be the bitmap's.
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
        assert (depth, colour, interlace) == (8, 6, 0), header
        raw, stride, out, prev = zlib.decompress(idat), width * 4, bytearray(), bytearray(width * 4)
        assert len(raw) == (stride + 1) * height, "length"
        for y in range(height):
            kind, row = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
            for i in range(stride):
                a = row[i - 4] if i >= 4 else 0
                b = prev[i]
                c = prev[i - 4] if i >= 4 else 0
                p = a + b - c
                paeth = a if abs(p - a) <= abs(p - b) and abs(p - a) <= abs(p - c) else b if abs(p - b) <= abs(p - c) else c
                row[i] = (row[i] + [0, a, b, (a + b) // 2, paeth][kind]) & 255
            out += row
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
            try Data(PNG.encode(bitmap)).write(to: file)
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
