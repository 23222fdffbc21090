import CZlib
import Foundation
import GradientKit

/// libFuzzer target: the PNG writer (`PNG.encode`) on every image a fuzzed file decodes to,
/// and the tests' reader (`PNGReader`, compiled into this target from
/// `Tests/GradientTestSupport`) that decodes them.
///
/// Random bytes rarely get past a PNG's CRCs and zlib's Adler-32, so each input is tried
/// twice: as it is with every chunk's CRC recomputed (the chunk walk, IHDR checks, inflate),
/// and as a recipe for a well-formed file (13 IHDR bytes, a palette, a transparency chunk and
/// raw filtered scanlines that the target compresses), which reaches the unfilter and
/// colour-expansion code with every colour type and bit depth, and so images with and without
/// alpha, noise and flat areas for the writer.
///
/// Invariants: no crash; a decoded image encodes (at a level taken from the input), and that
/// PNG decodes to the same pixels.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let level = Int(bytes.last ?? 0) % 10
    check(PNGRecipe.fixingCRCs(bytes), bytes, level: level)
    if let built = PNGRecipe.build(bytes) { check(built, bytes, level: level) }
    return 0
}

func check(_ png: [UInt8], _ input: [UInt8], level: Int) {
    guard let bitmap = try? PNGReader.decode(png) else { return }
    let shown = input.prefix(64).map { String($0, radix: 16) }.joined(separator: " ")
    guard let encoded = try? PNG.encode(bitmap, level: level) else {
        FuzzCheck.fail("encoding a \(bitmap.width)x\(bitmap.height) image at level \(level) failed", shown)
    }
    guard let again = try? PNGReader.decode(encoded) else { FuzzCheck.fail("the encoded PNG does not decode", shown) }
    if again != bitmap { FuzzCheck.fail("decode → encode → decode changed the pixels", shown) }
}

/// Ways of turning fuzz input into PNG files the reader gets further into.
enum PNGRecipe {
    /// `bytes` with the CRC of every whole chunk after the signature set to the right value.
    static func fixingCRCs(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        var offset = 8
        while offset + 12 <= out.count {
            let length = Int(UInt32(out[offset]) << 24 | UInt32(out[offset + 1]) << 16 | UInt32(out[offset + 2]) << 8 | UInt32(out[offset + 3]))
            guard length <= out.count - offset - 12 else { break }
            let crc = out.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress! + offset + 4, uInt(4 + length))) }
            let at = offset + 8 + length
            out[at] = UInt8(crc >> 24)
            out[at + 1] = UInt8(crc >> 16 & 0xFF)
            out[at + 2] = UInt8(crc >> 8 & 0xFF)
            out[at + 3] = UInt8(crc & 0xFF)
            offset += 12 + length
        }
        return out
    }

    /// A PNG from `[IHDR body: 13][palette length: 1][palette][tRNS length: 1][tRNS][scanlines…]`,
    /// or `nil` when the input is too short. Width and height are taken modulo 64 (plus 1) so the
    /// scanlines can cover the image.
    static func build(_ bytes: [UInt8]) -> [UInt8]? {
        guard bytes.count >= 15 else { return nil }
        var header = Array(bytes[0..<13])
        header[0] = 0
        header[1] = 0
        header[2] = 0
        header[3] = bytes[3] % 64 + 1
        header[4] = 0
        header[5] = 0
        header[6] = 0
        header[7] = bytes[7] % 64 + 1
        var i = 13
        func take(_ count: Int) -> [UInt8] {
            let n = min(count, bytes.count - i)
            defer { i += n }
            return Array(bytes[i..<(i + n)])
        }
        let paletteLength = Int(take(1).first ?? 0)
        let palette = take(paletteLength)
        let transparencyLength = Int(take(1).first ?? 0) % 16
        let transparency = take(transparencyLength)
        let scanlines = take(bytes.count - i)
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        append("IHDR", header, to: &png)
        if !palette.isEmpty { append("PLTE", palette, to: &png) }
        if !transparency.isEmpty { append("tRNS", transparency, to: &png) }
        var length = compressBound(uLong(scanlines.count))
        var compressed = [UInt8](repeating: 0, count: Int(length))
        let status = compressed.withUnsafeMutableBufferPointer { out in
            scanlines.withUnsafeBufferPointer { compress2(out.baseAddress, &length, $0.baseAddress, uLong($0.count), 1) }
        }
        guard status == Z_OK else { return nil }
        append("IDAT", Array(compressed.prefix(Int(length))), to: &png)
        append("IEND", [], to: &png)
        return png
    }

    static func append(_ type: String, _ body: [UInt8], to png: inout [UInt8]) {
        let typed = Array(type.utf8) + body
        for shift in [24, 16, 8, 0] { png.append(UInt8(UInt32(body.count) >> UInt32(shift) & 0xFF)) }
        png += typed
        let crc = typed.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
        for shift in [24, 16, 8, 0] { png.append(UInt8(crc >> UInt32(shift) & 0xFF)) }
    }
}
