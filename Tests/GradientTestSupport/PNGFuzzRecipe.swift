/// The two ways the PNG fuzz target (`Fuzz/FuzzPNG.swift`) turns an input into files its
/// reader gets further into, written again here for replaying its corpus in `swift test`.
public enum PNGFuzzRecipe {
    /// `bytes` with the CRC of every whole chunk after the signature set to the right value.
    public static func fixingCRCs(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        var offset = 8
        while offset + 12 <= out.count {
            let length = out[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            guard length <= out.count - offset - 12 else { break }
            let crc = bigEndian(crc32(out[(offset + 4)..<(offset + 8 + length)]))
            out.replaceSubrange((offset + 8 + length)..<(offset + 12 + length), with: crc)
            offset += 12 + length
        }
        return out
    }

    /// A file from `[IHDR body: 13][palette length: 1][palette][tRNS length: 1][tRNS][scanlines…]`
    /// (width and height taken modulo 64, plus 1; the scanlines compressed at level 1), or
    /// `nil` when the input is shorter than 15 bytes.
    public static func build(_ bytes: [UInt8]) -> [UInt8]? {
        guard bytes.count >= 15 else { return nil }
        var header = Array(bytes[0..<13])
        header.replaceSubrange(0..<8, with: [0, 0, 0, bytes[3] % 64 + 1, 0, 0, 0, bytes[7] % 64 + 1])
        var i = 13
        func take(_ count: Int) -> [UInt8] {
            let n = min(count, bytes.count - i)
            defer { i += n }
            return Array(bytes[i..<(i + n)])
        }
        let palette = take(Int(take(1).first ?? 0))
        let transparency = take(Int(take(1).first ?? 0) % 16)
        let scanlines = take(bytes.count - i)
        guard let compressed = try? Zlib.compress(scanlines, level: 1) else { return nil }
        var png = PNGBuilder.signature + PNGBuilder.chunk("IHDR", header)
        if !palette.isEmpty { png += PNGBuilder.chunk("PLTE", palette) }
        if !transparency.isEmpty { png += PNGBuilder.chunk("tRNS", transparency) }
        return png + PNGBuilder.chunk("IDAT", compressed) + PNGBuilder.chunk("IEND", [])
    }
}
