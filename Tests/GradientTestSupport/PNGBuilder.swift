/// PNG files built chunk by chunk from the PNG spec, for feeding the reader what it must
/// accept or refuse.
public enum PNGBuilder {
    /// The eight signature bytes (PNG spec §5.2).
    public static let signature = PNGReader.signature

    /// A chunk: length, type, body, CRC-32 of type and body (PNG spec §5.3).
    public static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
    }

    /// An `IHDR` chunk: size, bit depth, colour type, then compression, filter and interlace
    /// methods 0.
    public static func header(width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colorType: UInt8 = 6) -> [UInt8] {
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [bitDepth, colorType, 0, 0, 0])
    }

    /// A whole file: signature, `IHDR`, the `extra` chunks in order, one `IDAT` holding `raw`
    /// (filter bytes included) as stored deflate blocks, `IEND`.
    public static func file(
        width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, raw: [UInt8], extra: [(String, [UInt8])] = []
    ) -> [UInt8] {
        var out = signature + header(width: UInt32(width), height: UInt32(height), bitDepth: bitDepth, colorType: colorType)
        for (type, body) in extra { out += chunk(type, body) }
        return out + chunk("IDAT", storedZlib(raw)) + chunk("IEND", [])
    }

    /// `png` with its `IHDR` body (the 13 bytes after the signature and chunk header) edited
    /// and its CRC recomputed.
    public static func rewritingHeader(_ png: [UInt8], _ edit: (inout [UInt8]) -> Void) -> [UInt8] {
        var body = Array(png[16..<29])
        edit(&body)
        return Array(png[0..<8]) + chunk("IHDR", body) + Array(png[33...])
    }

    /// A file of `scanlines` (without filter bytes), each row under a random filter, the zlib
    /// stream cut into random pieces over several `IDAT` chunks, an empty one among them.
    public static func filteredFile(
        width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, scanlines: [[UInt8]], bytesPerPixel bpp: Int,
        extra: [(String, [UInt8])], rng: inout SplitMix64
    ) -> [UInt8] {
        var raw: [UInt8] = []
        var previous = [UInt8](repeating: 0, count: scanlines[0].count)
        for row in scanlines {
            let type = UInt8(rng.next() % 5)
            raw.append(type)
            raw += PNGFilter.filtered(row, type: type, previous: previous, bytesPerPixel: bpp)
            previous = row
        }
        let stream = storedZlib(raw)
        var out = signature + header(width: UInt32(width), height: UInt32(height), bitDepth: bitDepth, colorType: colorType)
        for (type, body) in extra { out += chunk(type, body) }
        let cut1 = Int(rng.next() % UInt64(stream.count + 1))
        let cut2 = cut1 + Int(rng.next() % UInt64(stream.count - cut1 + 1))
        for piece in [stream[..<cut1], [], stream[cut1..<cut2], stream[cut2...]] { out += chunk("IDAT", Array(piece)) }
        return out + chunk("IEND", [])
    }
}
