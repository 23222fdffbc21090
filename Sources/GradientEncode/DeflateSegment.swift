import CZlib
import GradientCore

/// One thread's zlib compressor for the segments of a zlib stream compressed in parallel, as
/// parallel gzip tools do: each segment is a raw deflate stream (RFC 1951) primed with the 32 KiB
/// before it as its dictionary, ended with a sync flush (an empty stored block, so it ends on
/// a byte and no block of it is marked final) or, for the last segment, finished (its last
/// block marked final). Joined in order behind a zlib header (RFC 1950) and followed by the
/// Adler-32 of all the uncompressed bytes (``Adler32``), the segments are one valid zlib stream.
final class DeflateSegment {
    /// On the heap: zlib keeps a pointer back to its stream, so the stream must not move.
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    /// Where a segment is compressed before it is copied out at its size.
    private var output: [UInt8] = []

    /// The writer's level as zlib's level and search.
    private let settings: DeflateSettings

    /// The largest dictionary deflate can use: its window, 32 KiB.
    static let window = 32 * 1024

    /// A compressor at the writer's `level` (0…9, ``DeflateSettings``).
    ///
    /// - Throws: ``GradientError`` when zlib does not start.
    init(level: Int) throws {
        settings = DeflateSettings(level: level)
        stream.initialize(to: z_stream())
        // Window bits −15: raw deflate, a 32 KiB window; memory level 8, zlib's default.
        let status = deflateInit2_(
            stream, settings.zlibLevel, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else {
            stream.deallocate()
            throw GradientError(.io, "Compressing the PNG data failed (zlib status \(status)).")
        }
    }

    deinit {
        deflateEnd(stream)
        stream.deallocate()
    }

    /// `bytes` compressed as a segment: primed with `dictionary` (the bytes just before them
    /// in the whole stream, at most ``window`` of them used), then sync-flushed, or finished
    /// when `last`.
    ///
    /// - Throws: ``GradientError`` when zlib fails.
    func compress(_ bytes: UnsafeBufferPointer<UInt8>, dictionary: UnsafeBufferPointer<UInt8>, last: Bool) throws -> [UInt8] {
        guard deflateReset(stream) == Z_OK else { throw GradientError(.io, "Compressing the PNG data failed (zlib could not reset).") }
        // A reset restores the level's own search, so a tuned one is set again each time.
        if let search = settings.search {
            let status = deflateTune(stream, search.goodLength, search.maxInsert, search.niceLength, search.maxChain)
            guard status == Z_OK else { throw GradientError(.io, "Compressing the PNG data failed (zlib status \(status)).") }
        }
        if let base = dictionary.baseAddress, !dictionary.isEmpty {
            let used = min(dictionary.count, DeflateSegment.window)
            let status = deflateSetDictionary(stream, base + (dictionary.count - used), uInt(used))
            guard status == Z_OK else { throw GradientError(.io, "Compressing the PNG data failed (zlib status \(status)).") }
        }
        // The bound of one call, plus the flush's empty stored block and some room.
        let bound = Int(deflateBound(stream, uLong(bytes.count))) + 64
        if output.count < bound { output = [UInt8](repeating: 0, count: bound) }
        stream.pointee.next_in = UnsafeMutablePointer(mutating: bytes.baseAddress)
        stream.pointee.avail_in = uInt(bytes.count)
        var produced = 0
        while true {
            if produced == output.count { output += [UInt8](repeating: 0, count: output.count) }
            let (status, room) = output.withUnsafeMutableBufferPointer { out in
                let room = out.count - produced
                stream.pointee.next_out = out.baseAddress! + produced
                stream.pointee.avail_out = uInt(room)
                return (CZlib.deflate(stream, last ? Z_FINISH : Z_SYNC_FLUSH), room)
            }
            produced += room - Int(stream.pointee.avail_out)
            guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
                throw GradientError(.io, "Compressing the PNG data failed (zlib status \(status)).")
            }
            // Done when everything is in and zlib had room left over (a flush that fills the
            // output exactly may have more to give).
            let finished = last ? status == Z_STREAM_END : stream.pointee.avail_in == 0 && stream.pointee.avail_out > 0
            if finished { break }
        }
        return Array(output[0..<produced])
    }

    /// The zlib header (RFC 1950 §2.2) for a stream compressed at `level`: deflate with a
    /// 32 KiB window, the level's class in `FLEVEL`, no dictionary, and the check bits.
    static func header(level: Int) -> [UInt8] {
        let cmf: UInt16 = 0x78
        let flevel: UInt16 = level <= 1 ? 0 : level <= 5 ? 1 : level == 6 ? 2 : 3
        var flg = flevel << 6
        flg += 31 - (cmf << 8 | flg) % 31
        return [UInt8(cmf), UInt8(flg)]
    }
}
