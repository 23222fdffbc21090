import CZlib
import Foundation
import GradientKit

/// A PNG reader for the tests: every non-interlaced PNG of the spec to 8-bit RGBA, with the
/// chunk walk, CRC checks and limits a reader of untrusted files needs, sharing no code with
/// the package's writer (``PNG``): zlib's `inflate` for the image data, the filters undone
/// here (Paeth's predictor from ``PNGFilter``). The tests read what the writer makes with it,
/// and the Chromium and Core Animation references; the fuzz target `FuzzPNG` (which compiles
/// this file and `PNGFilter.swift` into itself) reads fuzzed files with it and writes what
/// it reads back through ``PNG``.
public enum PNGReader {
    /// Largest image the reader accepts, in pixels (the render limit, 64 Mpx).
    public static let maxPixelCount = Rasterizer.defaultPixelLimit

    /// The eight signature bytes (PNG spec §5.2).
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Decodes a PNG into 8-bit RGBA.
    ///
    /// Accepts every non-interlaced PNG of the spec: grey, grey+alpha, RGB, RGBA (8 or 16 bits;
    /// 16-bit samples are rounded to 8) and palette/grey at 1, 2, 4 or 8 bits, with `tRNS`.
    /// Chunks are CRC-checked; ancillary chunks are skipped. Multiple `IDAT` chunks are one stream.
    ///
    /// The image data is inflated straight from the file's `IDAT` chunks into one buffer,
    /// unfiltered there and expanded to RGBA in place, so decoding holds the file and about one
    /// bitmap (the larger of the bitmap and the raw scanlines, which for 16-bit images are bigger).
    ///
    /// - Throws: ``GradientError`` naming what is wrong: not a PNG, truncated, a bad CRC, an
    ///   unsupported variant (interlaced) or an image over ``maxPixelCount``.
    /// - Complexity: O(n) in the size of the file plus the number of pixels.
    public static func decode(_ data: [UInt8]) throws -> Bitmap {
        try read(data).bitmap
    }

    /// Decodes PNG bytes (see ``decode(_:)-([UInt8])``).
    public static func decode(_ data: Data) throws -> Bitmap {
        try decode(Array(data))
    }

    /// Decodes a PNG (as ``decode(_:)-([UInt8])``), and tells the colour type of its header and
    /// the filter type of each of its rows.
    public static func read(_ data: Data) throws -> (bitmap: Bitmap, colorType: Int, filters: [UInt8]) {
        try read(Array(data))
    }

    /// Decodes a PNG (as ``decode(_:)-([UInt8])``), and tells the colour type of its header and
    /// the filter type of each of its rows.
    public static func read(_ data: [UInt8]) throws -> (bitmap: Bitmap, colorType: Int, filters: [UInt8]) {
        guard data.count >= 8, Array(data[0..<8]) == signature else {
            throw GradientError(.invalidValue, "The data is not a PNG: it does not start with the PNG signature.")
        }
        var offset = 8
        var header: Header?
        var palette: [UInt8] = []
        var transparency: [UInt8] = []
        var imageData: [Range<Int>] = []  // where the IDAT bodies are in `data`
        var imageDataCount = 0
        var sawEnd = false
        while offset < data.count, !sawEnd {
            guard data.count - offset >= 12 else { throw GradientError(.invalidValue, "The PNG is truncated inside a chunk header.") }
            let length = Int(data.readBigEndian(at: offset))
            let type = String(decoding: data[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard length <= data.count - offset - 12 else {
                throw GradientError(.invalidValue, "The PNG is truncated: chunk '\(type)' claims \(length) bytes that are not there.")
            }
            let body = (offset + 8)..<(offset + 8 + length)
            let storedCRC = data.readBigEndian(at: offset + 8 + length)
            let crc = data.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress! + offset + 4, uInt(4 + length))) }
            guard crc == storedCRC else {
                throw GradientError(.invalidValue, "The PNG is damaged: chunk '\(type)' fails its CRC check.")
            }
            switch type {
            case "IHDR": header = try Header(Array(data[body]))
            case "PLTE": palette = Array(data[body])
            case "tRNS": transparency = Array(data[body])
            case "IDAT":
                guard header != nil else { throw GradientError(.invalidValue, "The PNG is damaged: image data comes before its header.") }
                if !body.isEmpty { imageData.append(body) }
                imageDataCount += length
            case "IEND": sawEnd = true
            default:
                // Unknown critical chunks (upper-case first letter) cannot be skipped safely.
                if let first = type.utf8.first, first >= 65, first <= 90 {
                    throw GradientError(.unsupported(format: "PNG"), "The PNG has a critical chunk '\(type)' this reader does not know.")
                }
            }
            offset += 12 + length
        }
        guard let header else { throw GradientError(.invalidValue, "The PNG has no IHDR header chunk.") }
        guard imageDataCount > 0 else { throw GradientError(.invalidValue, "The PNG has no image data (no IDAT chunk).") }
        let rowBytes = (header.width * header.bitsPerPixel + 7) / 8
        let rawCount = (rowBytes + 1) * header.height
        let pixelCount = header.width * header.height * 4
        // Deflate writes at most 258 bytes for every 2 bits (a match coded in 1 + 1 bits), so
        // data that could not possibly fill the image is inflated without keeping its output:
        // a small file claiming a huge image gets its error without the image's memory.
        guard imageDataCount.multipliedReportingOverflow(by: 1032).partialValue + 1024 >= rawCount else {
            try inflate(data, imageData, into: nil, expected: rawCount)
            throw GradientError(.invalidValue, "The PNG's image data has the wrong length for its size.")  // not reached
        }
        // Every byte is written before it is read: by inflate up to `rawCount`, by the
        // expansion up to `pixelCount`; what lies past `pixelCount` is removed.
        let bufferCount = max(rawCount, pixelCount)
        var pixels = [UInt8](unsafeUninitializedCapacity: bufferCount) { _, initialized in initialized = bufferCount }
        var filters: [UInt8] = []
        try pixels.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            try inflate(data, imageData, into: base, expected: rawCount)
            filters = (0..<header.height).map { base[$0 * (rowBytes + 1)] }
            try unfilter(base, rowBytes: rowBytes, height: header.height, bytesPerPixel: max(1, header.bitsPerPixel / 8))
            try header.expand(base, rowBytes: rowBytes, palette: palette, transparency: transparency)
        }
        pixels.removeLast(pixels.count - pixelCount)
        return (try Bitmap(width: header.width, height: header.height, pixels: pixels), header.colorType, filters)
    }

    /// Inflates the zlib stream made of `data[ranges]` (in order) into `output`, which must end up
    /// holding exactly `expected` bytes; with no `output` the bytes are inflated and dropped,
    /// only to find the error.
    ///
    /// - Throws: ``GradientError`` when the stream is not valid deflate data or gives more or
    ///   fewer than `expected` bytes.
    static func inflate(_ data: [UInt8], _ ranges: [Range<Int>], into output: UnsafeMutablePointer<UInt8>?, expected: Int) throws {
        // On the heap: zlib keeps a pointer back to its stream, so the stream must not move.
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer { stream.deallocate() }
        guard inflateInit_(stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw GradientError(.invalidValue, "The PNG's image data could not be inflated: zlib did not start.")
        }
        defer { inflateEnd(stream) }
        var scratch = [UInt8](repeating: 0, count: output == nil ? 1 << 16 : 1)
        var produced = 0
        var extra = 0  // bytes past `expected`: any means the data is too long
        var status = Z_OK
        data.withUnsafeBufferPointer { input in
            var next = 0  // the next range to feed
            scratch.withUnsafeMutableBufferPointer { spare in
                while status == Z_OK, extra == 0 {
                    if stream.pointee.avail_in == 0, next < ranges.count {
                        stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress! + ranges[next].lowerBound)
                        stream.pointee.avail_in = uInt(ranges[next].count)
                        next += 1
                    }
                    let room: Int
                    if let output, produced < expected {
                        room = min(expected - produced, Int(UInt32.max))
                        stream.pointee.next_out = output + produced
                    } else {
                        room = spare.count
                        stream.pointee.next_out = spare.baseAddress
                    }
                    stream.pointee.avail_out = uInt(room)
                    let intoOutput = output != nil && produced < expected
                    status = CZlib.inflate(stream, Z_NO_FLUSH)
                    let n = room - Int(stream.pointee.avail_out)
                    if intoOutput {
                        produced += n
                    } else {
                        // Counted, not kept: bytes past `expected` end the loop.
                        let total = produced + extra + n
                        produced = min(total, expected)
                        extra = total - produced
                    }
                }
            }
        }
        switch status {
        case Z_STREAM_END where produced == expected && extra == 0: return
        case Z_OK, Z_STREAM_END, Z_BUF_ERROR: throw GradientError(.invalidValue, "The PNG's image data has the wrong length for its size.")
        default: throw GradientError(.invalidValue, "The PNG's image data is not valid deflate data (zlib status \(status)).")
        }
    }

    /// Undoes the scanline filters in place: row `y` is the filter byte at `y · (rowBytes + 1)`
    /// followed by its `rowBytes` bytes.
    static func unfilter(_ buffer: UnsafeMutablePointer<UInt8>, rowBytes: Int, height: Int, bytesPerPixel bpp: Int) throws {
        let stride = rowBytes + 1
        let firstCount = min(bpp, rowBytes)  // the bytes with no left neighbour
        for y in 0..<height {
            let filter = buffer[y * stride]
            let row = buffer + y * stride + 1
            // The first row has a row of zeros above it.
            let up: UnsafeMutablePointer<UInt8>? = y > 0 ? row - stride : nil
            switch filter {
            case 0:
                break
            case 1:
                for i in firstCount..<rowBytes { row[i] = row[i] &+ row[i - bpp] }
            case 2:
                guard let up else { break }
                for i in 0..<rowBytes { row[i] = row[i] &+ up[i] }
            case 3:
                if let up {
                    for i in 0..<firstCount { row[i] = row[i] &+ up[i] / 2 }
                    for i in firstCount..<rowBytes {
                        row[i] = row[i] &+ UInt8((UInt16(row[i - bpp]) + UInt16(up[i])) / 2)
                    }
                } else {
                    for i in firstCount..<rowBytes { row[i] = row[i] &+ row[i - bpp] / 2 }
                }
            case 4:
                if let up {
                    // Paeth with a = 0 and c = 0 picks b, the byte above.
                    for i in 0..<firstCount { row[i] = row[i] &+ up[i] }
                    for i in firstCount..<rowBytes {
                        row[i] = row[i] &+ UInt8(PNGFilter.predictor(4, a: Int(row[i - bpp]), b: Int(up[i]), c: Int(up[i - bpp])))
                    }
                } else {
                    // Paeth with b = 0 and c = 0 picks a, the byte to the left.
                    for i in firstCount..<rowBytes { row[i] = row[i] &+ row[i - bpp] }
                }
            default:
                throw GradientError(.invalidValue, "The PNG is damaged: row \(y) has unknown filter type \(filter).")
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
            guard body.count == 13 else { throw GradientError(.invalidValue, "The PNG's IHDR chunk has \(body.count) bytes, not 13.") }
            width = Int(body.readBigEndian(at: 0))
            height = Int(body.readBigEndian(at: 4))
            bitDepth = Int(body[8])
            colorType = Int(body[9])
            guard width > 0, height > 0 else { throw GradientError(.invalidValue, "The PNG's size \(width)x\(height) is empty.") }
            // PNG spec §11.2.2: each side is at most 2^31 − 1; the product is checked without overflow.
            guard width <= Int(Int32.max), height <= Int(Int32.max),
                case (let count, let overflow) = width.multipliedReportingOverflow(by: height), !overflow, count <= PNGReader.maxPixelCount
            else {
                throw GradientError(.limitExceeded, "The PNG's size \(width)x\(height) is over the limit of \(PNGReader.maxPixelCount) pixels.")
            }
            let allowed: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
            guard allowed[colorType]?.contains(bitDepth) == true else {
                throw GradientError(.invalidValue, "The PNG has colour type \(colorType) with bit depth \(bitDepth), which the PNG spec does not allow.")
            }
            guard body[10] == 0, body[11] == 0 else { throw GradientError(.invalidValue, "The PNG uses an unknown compression or filter method.") }
            guard body[12] == 0 else { throw GradientError(.unsupported(format: "PNG"), "The PNG is interlaced (Adam7), which this reader does not support.") }
        }

        var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 1 }
        var bitsPerPixel: Int { channels * bitDepth }

        /// Converts unfiltered scanlines (each after its filter byte, `rowBytes` bytes, from
        /// `buffer[0]` on) to 8-bit RGBA in the same buffer (from `buffer[0]`, `width · 4` bytes a
        /// row), which must hold the larger of the two.
        ///
        /// 8-bit RGBA rows only move up over the filter bytes. Other rows are copied aside and
        /// converted: rows that shrink (16-bit grey+alpha, RGB and RGBA) first to last, so a row's
        /// pixels never reach the scanlines below it; rows that grow last to first, so they never
        /// reach the scanlines above.
        ///
        /// - Throws: ``GradientError`` for a palette index outside the palette (the first one in
        ///   reading order).
        func expand(_ buffer: UnsafeMutablePointer<UInt8>, rowBytes: Int, palette: [UInt8], transparency: [UInt8]) throws {
            let outStride = width * 4
            let inStride = rowBytes + 1
            var scanline = [UInt8](repeating: 0, count: rowBytes)
            // 16-bit samples to 8 bits: (v · 255 + 32767) / 65535; smaller ones by a table.
            let maxSample = (1 << bitDepth) - 1
            let to8: [UInt8] = bitDepth >= 16 ? [] : (0...maxSample).map { UInt8(($0 * 255 + maxSample / 2) / maxSample) }
            // The transparent colour of a grey or RGB image (`tRNS`), as samples of its bit depth.
            let key: SIMD3<Int>? =
                (colorType == 0 && transparency.count >= 2)
                ? SIMD3(repeating: transparency.readBigEndian16(at: 0))
                : (colorType == 2 && transparency.count >= 6)
                    ? SIMD3(transparency.readBigEndian16(at: 0), transparency.readBigEndian16(at: 2), transparency.readBigEndian16(at: 4))
                    : nil
            // A palette of 256 entries with alpha, so an index is one lookup.
            var entries = [SIMD4<UInt8>](repeating: .zero, count: colorType == 3 ? 256 : 0)
            if colorType == 3 {
                for i in 0..<min(256, palette.count / 3) {
                    entries[i] = SIMD4(palette[i * 3], palette[i * 3 + 1], palette[i * 3 + 2], i < transparency.count ? transparency[i] : 255)
                }
                // The first index outside the palette, in reading order, is the one reported.
                let entryCount = palette.count / 3
                if entryCount < 1 << bitDepth {
                    for y in 0..<height {
                        let row = buffer + y * inStride + 1
                        for x in 0..<width {
                            let i = sample(row, x)
                            guard i < entryCount else {
                                throw GradientError(.invalidValue, "The PNG is damaged: palette index \(i) is outside its \(entryCount)-entry palette.")
                            }
                        }
                    }
                }
            }
            if colorType == 6, bitDepth == 8 {
                // Already RGBA: each row moves up over the filter bytes before it.
                for y in 0..<height { (buffer + y * outStride).update(from: buffer + y * inStride + 1, count: outStride) }
                return
            }
            let shrinking = inStride > outStride
            for k in 0..<height {
                let y = shrinking ? k : height - 1 - k
                let out = buffer + y * outStride
                scanline.withUnsafeMutableBufferPointer { line in
                    let s = line.baseAddress!
                    s.update(from: buffer + y * inStride + 1, count: rowBytes)
                    convert(s, into: out, to8: to8, key: key, entries: entries)
                }
            }
        }

        /// The `x`th sample of a row of 1-, 2-, 4- or 8-bit samples.
        @inline(__always)
        func sample(_ row: UnsafeMutablePointer<UInt8>, _ x: Int) -> Int {
            if bitDepth == 8 { return Int(row[x]) }
            let bit = x * bitDepth
            return Int(row[bit >> 3] >> (8 - bitDepth - bit & 7)) & ((1 << bitDepth) - 1)
        }

        /// One row: `width` pixels of samples at `s` to RGBA at `out` (palette indices checked before).
        private func convert(
            _ s: UnsafeMutablePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, to8: [UInt8], key: SIMD3<Int>?,
            entries: [SIMD4<UInt8>]
        ) {
            func sample16(_ i: Int) -> Int { Int(s[2 * i]) << 8 | Int(s[2 * i + 1]) }
            func to8of16(_ v: Int) -> UInt8 { UInt8((v * 255 + 32767) / 65535) }
            let keyGrey = key?.x
            switch (colorType, bitDepth) {
            case (6, _):  // 16-bit RGBA (8-bit RGBA needs no conversion)
                for x in 0..<width {
                    for c in 0..<4 { out[4 * x + c] = to8of16(sample16(4 * x + c)) }
                }
            case (2, 8):
                for x in 0..<width {
                    let r = s[3 * x]
                    let g = s[3 * x + 1]
                    let b = s[3 * x + 2]
                    out[4 * x] = r
                    out[4 * x + 1] = g
                    out[4 * x + 2] = b
                    out[4 * x + 3] = key == SIMD3(Int(r), Int(g), Int(b)) ? 0 : 255
                }
            case (2, _):
                for x in 0..<width {
                    let r = sample16(3 * x)
                    let g = sample16(3 * x + 1)
                    let b = sample16(3 * x + 2)
                    out[4 * x] = to8of16(r)
                    out[4 * x + 1] = to8of16(g)
                    out[4 * x + 2] = to8of16(b)
                    out[4 * x + 3] = key == SIMD3(r, g, b) ? 0 : 255
                }
            case (4, 8):
                for x in 0..<width {
                    let v = s[2 * x]
                    let a = s[2 * x + 1]
                    out[4 * x] = v
                    out[4 * x + 1] = v
                    out[4 * x + 2] = v
                    out[4 * x + 3] = a
                }
            case (4, _):
                for x in 0..<width {
                    let v = to8of16(sample16(2 * x))
                    out[4 * x] = v
                    out[4 * x + 1] = v
                    out[4 * x + 2] = v
                    out[4 * x + 3] = to8of16(sample16(2 * x + 1))
                }
            case (0, 16):
                for x in 0..<width {
                    let g = sample16(x)
                    let v = to8of16(g)
                    out[4 * x] = v
                    out[4 * x + 1] = v
                    out[4 * x + 2] = v
                    out[4 * x + 3] = keyGrey == g ? 0 : 255
                }
            case (0, _):
                for x in 0..<width {
                    let g = sample(s, x)
                    let v = to8[g]
                    out[4 * x] = v
                    out[4 * x + 1] = v
                    out[4 * x + 2] = v
                    out[4 * x + 3] = keyGrey == g ? 0 : 255
                }
            default:  // 3: palette
                for x in 0..<width {
                    let c = entries[sample(s, x)]
                    out[4 * x] = c.x
                    out[4 * x + 1] = c.y
                    out[4 * x + 2] = c.z
                    out[4 * x + 3] = c.w
                }
            }
        }
    }
}

extension Array where Element == UInt8 {
    fileprivate func readBigEndian(at i: Int) -> UInt32 {
        UInt32(self[i]) << 24 | UInt32(self[i + 1]) << 16 | UInt32(self[i + 2]) << 8 | UInt32(self[i + 3])
    }

    fileprivate func readBigEndian16(at i: Int) -> Int { Int(self[i]) << 8 | Int(self[i + 1]) }
}
