import CZlib

/// Reads and writes PNG images (ISO/IEC 15948 / W3C PNG 2nd edition). Deflate and CRC-32
/// come from the system zlib; the chunk format, filters and colour types are handled here.
public enum PNG {
    /// The 8-byte PNG signature.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Largest image the reader accepts, in pixels (same as the render limit).
    public static let maxPixelCount = Rasterizer.defaultPixelLimit

    // MARK: Writing

    /// Encodes `bitmap` as an 8-bit RGBA PNG with an `sRGB` chunk (perceptual intent).
    ///
    /// Each row takes the filter (None, Sub, Up, Average, Paeth) with the smallest sum of
    /// absolute byte values, the usual heuristic of the PNG spec §12.8. Rows are compressed as
    /// they are filtered and written as `IDAT` chunks of up to 64 KiB, so the encoder holds
    /// the bitmap, a few rows and the compressed file, never a second copy of the image.
    ///
    /// - Throws: ``GradientError`` for an empty bitmap or when zlib fails.
    public static func encode(_ bitmap: Bitmap, compressionLevel: Int32 = 6) throws -> [UInt8] {
        guard bitmap.width > 0, bitmap.height > 0 else {
            throw GradientError("A \(bitmap.width)x\(bitmap.height) bitmap cannot be a PNG: both sides must be at least 1 pixel.")
        }
        var out = signature
        var header = [UInt8]()
        header.appendBigEndian(UInt32(bitmap.width))
        header.appendBigEndian(UInt32(bitmap.height))
        header += [8, 6, 0, 0, 0]  // bit depth 8, colour type RGBA, deflate, adaptive filters, no interlace
        appendChunk("IHDR", header, to: &out)
        appendChunk("sRGB", [0], to: &out)

        var writer = try IDATWriter(level: compressionLevel)
        defer { writer.end() }
        let stride = bitmap.width * 4
        var previous = [UInt8](repeating: 0, count: stride)
        var candidate = [UInt8](repeating: 0, count: stride)
        var best = [UInt8](repeating: 0, count: stride + 1)  // the filter byte, then the filtered row
        for y in 0..<bitmap.height {
            let row = Array(bitmap.pixels[(y * stride)..<((y + 1) * stride)])
            var bestScore = Int.max
            for filter: UInt8 in 0...4 {
                applyFilter(filter, row: row, previous: previous, into: &candidate)
                let score = candidate.reduce(0) { $0 + Int(Int8(bitPattern: $1).magnitude) }
                if score < bestScore {
                    bestScore = score
                    best[0] = filter
                    best.replaceSubrange(1..., with: candidate)
                }
            }
            try writer.write(best, finish: false, to: &out)
            previous = row
        }
        try writer.write([], finish: true, to: &out)
        appendChunk("IEND", [], to: &out)
        return out
    }

    /// A zlib stream that appends its output to a PNG as `IDAT` chunks of up to 64 KiB.
    struct IDATWriter {
        /// On the heap: zlib keeps a pointer back to its stream, so the stream must not move.
        private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        private var buffer = [UInt8](repeating: 0, count: 1 << 16)
        private var filled = 0

        init(level: Int32) throws {
            stream.initialize(to: z_stream())
            let status = deflateInit_(stream, level, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
            guard status == Z_OK else {
                stream.deallocate()
                throw GradientError("Compressing the PNG data failed (zlib status \(status)).") }
        }

        /// Compresses `bytes`; with `finish`, ends the stream and writes what is left.
        mutating func write(_ bytes: [UInt8], finish: Bool, to out: inout [UInt8]) throws {
            var input = bytes
            var status = Z_OK
            input.withUnsafeMutableBufferPointer { inp in
                stream.pointee.next_in = inp.baseAddress
                stream.pointee.avail_in = uInt(inp.count)
                while true {
                    status = buffer.withUnsafeMutableBufferPointer { b in
                        stream.pointee.next_out = b.baseAddress! + filled
                        stream.pointee.avail_out = uInt(b.count - filled)
                        return CZlib.deflate(stream, finish ? Z_FINISH : Z_NO_FLUSH)
                    }
                    filled = buffer.count - Int(stream.pointee.avail_out)
                    if filled == buffer.count || (status == Z_STREAM_END && filled > 0) {
                        PNG.appendChunk("IDAT", Array(buffer[0..<filled]), to: &out)
                        filled = 0
                    }
                    let done = finish ? status == Z_STREAM_END : stream.pointee.avail_in == 0 && stream.pointee.avail_out > 0
                    if done || (status != Z_OK && status != Z_BUF_ERROR) { return }
                }
            }
            guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
                throw GradientError("Compressing the PNG data failed (zlib status \(status)).")
            }
        }

        /// Frees zlib's state.
        func end() {
            deflateEnd(stream)
            stream.deallocate()
        }
    }

    static func applyFilter(_ filter: UInt8, row: [UInt8], previous: [UInt8], into out: inout [UInt8]) {
        for i in 0..<row.count {
            let a = i >= 4 ? row[i - 4] : 0
            let b = previous[i]
            let c = i >= 4 ? previous[i - 4] : 0
            let predictor: UInt8
            switch filter {
            case 1: predictor = a
            case 2: predictor = b
            case 3: predictor = UInt8((Int(a) + Int(b)) / 2)
            case 4: predictor = paeth(a, b, c)
            default: predictor = 0
            }
            out[i] = row[i] &- predictor
        }
    }

    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a))
        let pb = abs(p - Int(b))
        let pc = abs(p - Int(c))
        return pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
    }

    static func appendChunk(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        out.appendBigEndian(UInt32(data.count))
        let typeBytes = Array(type.utf8)
        let crc = crc32Of(typeBytes + data)
        out += typeBytes
        out += data
        out.appendBigEndian(crc)
    }

    static func crc32Of(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
    }

    // MARK: Reading

    /// Decodes a PNG into 8-bit RGBA.
    ///
    /// Accepts every non-interlaced PNG of the spec: grey, grey+alpha, RGB, RGBA (8 or 16 bits;
    /// 16-bit samples are rounded to 8) and palette/grey at 1, 2, 4 or 8 bits, with `tRNS`.
    /// Chunks are CRC-checked; ancillary chunks are skipped. Multiple `IDAT` chunks are one stream.
    ///
    /// - Throws: ``GradientError`` naming what is wrong: not a PNG, truncated, a bad CRC, an
    ///   unsupported variant (interlaced) or an image over ``maxPixelCount``.
    public static func decode(_ data: [UInt8]) throws -> Bitmap {
        guard data.count >= 8, Array(data[0..<8]) == signature else {
            throw GradientError("The data is not a PNG: it does not start with the PNG signature.")
        }
        var offset = 8
        var header: Header?
        var palette: [UInt8] = []
        var transparency: [UInt8] = []
        var compressed: [UInt8] = []
        var sawEnd = false
        while offset < data.count, !sawEnd {
            guard data.count - offset >= 12 else { throw GradientError("The PNG is truncated inside a chunk header.") }
            let length = Int(data.readBigEndian(at: offset))
            let type = String(decoding: data[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard length <= data.count - offset - 12 else {
                throw GradientError("The PNG is truncated: chunk '\(type)' claims \(length) bytes that are not there.")
            }
            let body = Array(data[(offset + 8)..<(offset + 8 + length)])
            let storedCRC = data.readBigEndian(at: offset + 8 + length)
            guard crc32Of(Array(data[(offset + 4)..<(offset + 8)]) + body) == storedCRC else {
                throw GradientError("The PNG is damaged: chunk '\(type)' fails its CRC check.")
            }
            switch type {
            case "IHDR": header = try Header(body)
            case "PLTE": palette = body
            case "tRNS": transparency = body
            case "IDAT":
                guard header != nil else { throw GradientError("The PNG is damaged: image data comes before its header.") }
                compressed += body
            case "IEND": sawEnd = true
            default:
                // Unknown critical chunks (upper-case first letter) cannot be skipped safely.
                if let first = type.utf8.first, first >= 65, first <= 90 {
                    throw GradientError("The PNG has a critical chunk '\(type)' this reader does not know.")
                }
            }
            offset += 12 + length
        }
        guard let header else { throw GradientError("The PNG has no IHDR header chunk.") }
        guard !compressed.isEmpty else { throw GradientError("The PNG has no image data (no IDAT chunk).") }
        let rowBytes = (header.width * header.bitsPerPixel + 7) / 8
        var raw = try inflate(compressed, expected: (rowBytes + 1) * header.height)
        try unfilter(&raw, rowBytes: rowBytes, height: header.height, bytesPerPixel: max(1, header.bitsPerPixel / 8))
        return try header.expand(raw, rowBytes: rowBytes, palette: palette, transparency: transparency)
    }

    /// Inflates a zlib stream that must give exactly `expected` bytes.
    ///
    /// The output grows as data arrives (from eight times the input, doubling, never past
    /// `expected + 1`), so a small file that claims a huge image is refused when its data runs
    /// out instead of first allocating the whole image.
    static func inflate(_ input: [UInt8], expected: Int) throws -> [UInt8] {
        // On the heap: zlib keeps a pointer back to its stream, so the stream must not move.
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer { stream.deallocate() }
        guard inflateInit_(stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw GradientError("The PNG's image data could not be inflated: zlib did not start.")
        }
        defer { inflateEnd(stream) }
        let capacity = expected + 1  // one byte more than needed shows that the data is too long
        var output = [UInt8](repeating: 0, count: min(capacity, max(1 << 16, input.count.multipliedReportingOverflow(by: 8).partialValue)))
        var produced = 0
        var status = Z_OK
        input.withUnsafeBufferPointer { inp in
            stream.pointee.next_in = UnsafeMutablePointer(mutating: inp.baseAddress)
            stream.pointee.avail_in = uInt(inp.count)
            while status == Z_OK, produced < capacity {
                if produced == output.count {
                    output += repeatElement(0, count: min(capacity - output.count, output.count))
                }
                status = output.withUnsafeMutableBufferPointer { out in
                    let room = min(out.count - produced, Int(UInt32.max))
                    stream.pointee.next_out = out.baseAddress! + produced
                    stream.pointee.avail_out = uInt(room)
                    let result = CZlib.inflate(stream, Z_NO_FLUSH)
                    produced += room - Int(stream.pointee.avail_out)
                    return result
                }
            }
        }
        switch status {
        case Z_STREAM_END where produced == expected:
            output.removeLast(output.count - expected)
            return output
        case Z_OK, Z_STREAM_END, Z_BUF_ERROR: throw GradientError("The PNG's image data has the wrong length for its size.")
        default: throw GradientError("The PNG's image data is not valid deflate data (zlib status \(status)).")
        }
    }

    /// Undoes the scanline filters in place: row `y` is the filter byte at `y · (rowBytes + 1)`
    /// followed by its `rowBytes` bytes.
    static func unfilter(_ raw: inout [UInt8], rowBytes: Int, height: Int, bytesPerPixel bpp: Int) throws {
        let stride = rowBytes + 1
        try raw.withUnsafeMutableBufferPointer { buffer in
            for y in 0..<height {
                let filter = buffer[y * stride]
                let row = y * stride + 1
                let above = row - stride
                for i in 0..<rowBytes {
                    let a = i >= bpp ? buffer[row + i - bpp] : 0
                    let b = y > 0 ? buffer[above + i] : 0
                    let c = (i >= bpp && y > 0) ? buffer[above + i - bpp] : 0
                    let predictor: UInt8
                    switch filter {
                    case 0: predictor = 0
                    case 1: predictor = a
                    case 2: predictor = b
                    case 3: predictor = UInt8((Int(a) + Int(b)) / 2)
                    case 4: predictor = paeth(a, b, c)
                    default: throw GradientError("The PNG is damaged: row \(y) has unknown filter type \(filter).")
                    }
                    buffer[row + i] = buffer[row + i] &+ predictor
                }
            }
        }
    }

    /// The fields of an `IHDR` chunk that decoding needs.
    struct Header {
        let width: Int
        let height: Int
        let bitDepth: Int
        let colorType: Int

        init(_ body: [UInt8]) throws {
            guard body.count == 13 else { throw GradientError("The PNG's IHDR chunk has \(body.count) bytes, not 13.") }
            width = Int(body.readBigEndian(at: 0))
            height = Int(body.readBigEndian(at: 4))
            bitDepth = Int(body[8])
            colorType = Int(body[9])
            guard width > 0, height > 0 else { throw GradientError("The PNG's size \(width)x\(height) is empty.") }
            // PNG spec §11.2.2: each side is at most 2^31 − 1; the product is checked without overflow.
            guard width <= Int(Int32.max), height <= Int(Int32.max),
                case let (count, overflow) = width.multipliedReportingOverflow(by: height), !overflow, count <= PNG.maxPixelCount
            else {
                throw GradientError("The PNG's size \(width)x\(height) is over the limit of \(PNG.maxPixelCount) pixels.")
            }
            let allowed: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
            guard allowed[colorType]?.contains(bitDepth) == true else {
                throw GradientError("The PNG has colour type \(colorType) with bit depth \(bitDepth), which the PNG spec does not allow.")
            }
            guard body[10] == 0, body[11] == 0 else { throw GradientError("The PNG uses an unknown compression or filter method.") }
            guard body[12] == 0 else { throw GradientError("The PNG is interlaced (Adam7), which this reader does not support.") }
        }

        var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 1 }
        var bitsPerPixel: Int { channels * bitDepth }

        /// Converts unfiltered scanlines (each after its filter byte) to 8-bit RGBA.
        func expand(_ data: [UInt8], rowBytes: Int, palette: [UInt8], transparency: [UInt8]) throws -> Bitmap {
            var pixels = [UInt8](repeating: 255, count: width * height * 4)
            let maxSample = (1 << bitDepth) - 1
            func sample(_ row: Int, _ index: Int) -> Int {
                let base = row * (rowBytes + 1) + 1
                switch bitDepth {
                case 16: return Int(data[base + index * 2]) << 8 | Int(data[base + index * 2 + 1])
                case 8: return Int(data[base + index])
                default:
                    let bit = index * bitDepth
                    return Int(data[base + bit / 8] >> (8 - bitDepth - bit % 8)) & maxSample
                }
            }
            func to8(_ v: Int) -> UInt8 { UInt8((v * 255 + maxSample / 2) / maxSample) }
            let keyColor: [Int]? =
                (colorType == 0 && transparency.count >= 2) ? [transparency.readBigEndian16(at: 0)]
                : (colorType == 2 && transparency.count >= 6)
                    ? [transparency.readBigEndian16(at: 0), transparency.readBigEndian16(at: 2), transparency.readBigEndian16(at: 4)]
                    : nil
            for y in 0..<height {
                for x in 0..<width {
                    let o = (y * width + x) * 4
                    let s = (0..<channels).map { sample(y, x * channels + $0) }
                    switch colorType {
                    case 0:
                        pixels[o] = to8(s[0]); pixels[o + 1] = pixels[o]; pixels[o + 2] = pixels[o]
                        if keyColor == s { pixels[o + 3] = 0 }
                    case 2:
                        pixels[o] = to8(s[0]); pixels[o + 1] = to8(s[1]); pixels[o + 2] = to8(s[2])
                        if keyColor == s { pixels[o + 3] = 0 }
                    case 3:
                        let i = s[0]
                        guard i * 3 + 2 < palette.count else {
                            throw GradientError("The PNG is damaged: palette index \(i) is outside its \(palette.count / 3)-entry palette.")
                        }
                        pixels[o] = palette[i * 3]; pixels[o + 1] = palette[i * 3 + 1]; pixels[o + 2] = palette[i * 3 + 2]
                        if i < transparency.count { pixels[o + 3] = transparency[i] }
                    case 4:
                        pixels[o] = to8(s[0]); pixels[o + 1] = pixels[o]; pixels[o + 2] = pixels[o]; pixels[o + 3] = to8(s[1])
                    default:
                        pixels[o] = to8(s[0]); pixels[o + 1] = to8(s[1]); pixels[o + 2] = to8(s[2]); pixels[o + 3] = to8(s[3])
                    }
                }
            }
            return try Bitmap(width: width, height: height, pixels: pixels)
        }
    }
}

extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ v: UInt32) {
        append(contentsOf: [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)])
    }

    func readBigEndian(at i: Int) -> UInt32 {
        UInt32(self[i]) << 24 | UInt32(self[i + 1]) << 16 | UInt32(self[i + 2]) << 8 | UInt32(self[i + 3])
    }

    func readBigEndian16(at i: Int) -> Int { Int(self[i]) << 8 | Int(self[i + 1]) }
}
