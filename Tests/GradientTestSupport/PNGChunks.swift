/// The chunks of a PNG file, read by walking lengths from the PNG spec (§5.3), checking each
/// CRC with this target's own ``crc32(_:)``.
public struct PNGChunks {
    /// One chunk's type and body.
    public struct Chunk: Sendable {
        public var type: String
        public var body: [UInt8]
    }

    public var chunks: [Chunk]

    /// Why a file is not a sequence of good chunks.
    public struct Damage: Error, CustomStringConvertible {
        public var description: String
    }

    public init(_ png: [UInt8]) throws {
        guard png.starts(with: PNGBuilder.signature) else { throw Damage(description: "no PNG signature") }
        chunks = []
        var offset = 8
        while offset < png.count {
            guard offset + 12 <= png.count else { throw Damage(description: "a chunk header is cut at byte \(offset)") }
            let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            guard length <= png.count - offset - 12 else { throw Damage(description: "a chunk at byte \(offset) runs past the end") }
            let typed = Array(png[(offset + 4)..<(offset + 8 + length)])
            let stored = png[(offset + 8 + length)..<(offset + 12 + length)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            let type = String(decoding: typed.prefix(4), as: UTF8.self)
            guard stored == crc32(typed) else { throw Damage(description: "chunk \(type) fails its CRC") }
            chunks.append(Chunk(type: type, body: Array(typed.dropFirst(4))))
            offset += 12 + length
        }
    }

    /// The chunk types in order.
    public var types: [String] { chunks.map(\.type) }

    /// The bodies of every `IDAT` chunk, joined: the zlib stream.
    public var imageData: [UInt8] { chunks.filter { $0.type == "IDAT" }.flatMap(\.body) }
}
