/// `bytes` as a zlib stream of stored (uncompressed) deflate blocks, written from the RFCs:
/// the RFC 1950 header `78 01`, RFC 1951 §3.2.4 blocks of at most 65535 bytes (`BFINAL`,
/// `LEN`, `NLEN` little-endian), then the Adler-32 of the data, big-endian.
public func storedZlib(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
        let n = min(65535, bytes.count - start)
        let final: UInt8 = start + n == bytes.count ? 1 : 0
        out += [final, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8(~n >> 8 & 0xFF)]
        out += bytes[start..<(start + n)]
        start += n
    } while start < bytes.count
    return out + bigEndian(adler32(bytes))
}

/// Adler-32 (RFC 1950 §8.2).
public func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
        a = (a + UInt32(byte)) % 65521
        b = (b + a) % 65521
    }
    return b << 16 | a
}
