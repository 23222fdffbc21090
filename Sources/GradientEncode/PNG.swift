import CZlib
import Dispatch
import Foundation
import GradientCore
import GradientRaster

/// Writes PNG images (ISO/IEC 15948, W3C PNG 3rd edition): 8 bits a sample, RGB when every
/// pixel is opaque, RGBA otherwise, with an `sRGB` chunk (perceptual intent). Deflate, CRC-32
/// and Adler-32 come from the system zlib; the chunks, the filters and the cutting of the data
/// are done here.
///
/// A frame is drawn and compressed one segment at a time (bands of rows, or stretches of a row
/// for very wide images; `PNGLayout`), on every core: each thread draws a segment, filters
/// and compresses it on its own, and the segments are written in order as they are done, so
/// the memory a write needs stays about the same whatever the image's size, and the file can
/// go to disk as it is made (``write(_:level:progress:to:)``).
///
/// Every row takes one filter, the same for the whole image: the one under which a sample of
/// rows compresses smallest at the level asked for. On gradients one filter fits every row
/// (the ordered dither makes a row's best filter the same everywhere), and trying each filter
/// on each row, as the PNG specification's heuristic does, costs five filterings per row and
/// gave larger files (`Benchmarks/README.md`).
public enum PNG {
    /// The 8-byte PNG signature.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The compression levels: 0 stores the data uncompressed, 1 is the fastest, 9 the
    /// smallest. All but 5 are zlib's levels; 5 is zlib's fast matcher tuned for gradients
    /// (`DeflateSettings`).
    public static let levels: ClosedRange<Int> = 0...9

    /// The level used unless another is given: 5, tuned on the benchmark's four 3840 × 2160
    /// gradients to compress faster than zlib's level 5 into files no larger than the
    /// level-6, five-filter files the writer made before (`Benchmarks/README.md`, "The PNG
    /// writer").
    public static let defaultLevel = 5

    /// Encodes `bitmap` as a PNG.
    ///
    /// - Parameters:
    ///   - level: The compression level, 0…9 (``levels``); default ``defaultLevel``.
    ///   - threads: How many threads compress; `nil` (the default) uses every core.
    /// - Throws: ``GradientError`` for an empty bitmap, a level outside 0…9, or when zlib fails.
    public static func encode(_ bitmap: Bitmap, level: Int = defaultLevel, threads: Int? = nil) throws -> Data {
        try collect { try write(bitmap, level: level, threads: threads, to: $0) }
    }

    /// Writes `bitmap` as a PNG through `output`, piece by piece (each at most 64 KiB, in order).
    ///
    /// - Parameters:
    ///   - level: The compression level, 0…9 (``levels``); default ``defaultLevel``.
    ///   - threads: How many threads compress; `nil` (the default) uses every core.
    ///   - output: Takes the file's bytes; an error it throws ends the write and is rethrown.
    /// - Throws: ``GradientError`` for an empty bitmap, a level outside 0…9, or when zlib fails;
    ///   whatever `output` throws.
    public static func write(
        _ bitmap: Bitmap, level: Int = defaultLevel, threads: Int? = nil, to output: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        guard bitmap.width > 0, bitmap.height > 0 else {
            throw GradientError(.invalidValue, "A \(bitmap.width)x\(bitmap.height) bitmap cannot be a PNG: both sides must be at least 1 pixel.")
        }
        guard bitmap.width <= Int(Int32.max), bitmap.height <= Int(Int32.max),
            let count = Bitmap.byteCount(width: bitmap.width, height: bitmap.height), bitmap.pixels.count == count
        else {
            throw GradientError(
                .invalidValue,
                "A \(bitmap.width)x\(bitmap.height) bitmap cannot be a PNG: it holds \(bitmap.pixels.count) bytes of pixels, not width × height × 4.")
        }
        try write(PNGSource(bitmap), level: level, threads: threads, progress: nil, to: output)
    }

    /// Draws `frame` and encodes it as a PNG, never holding the whole picture: the file is the
    /// largest thing in memory. Runs on the frame's threads (``Rasterizer/Options/threads``).
    ///
    /// - Parameters:
    ///   - level: The compression level, 0…9 (``levels``); default ``defaultLevel``.
    ///   - progress: Called with the fraction done (0…1) as the segments are written.
    /// - Throws: ``GradientError`` for a level outside 0…9, a side over 2³¹ − 1 pixels, or when zlib fails.
    public static func encode(_ frame: PreparedFrame, level: Int = defaultLevel, progress: ((Double) -> Void)? = nil) throws -> Data {
        try collect { try write(frame, level: level, progress: progress, to: $0) }
    }

    /// Draws `frame` and writes it as a PNG through `output`, piece by piece as it is made (a
    /// piece is at most 64 KiB and `output` is called on one thread at a time, in order). In
    /// memory at once: a few segments per thread (about 3 MiB each), whatever the frame's size.
    ///
    /// - Parameters:
    ///   - level: The compression level, 0…9 (``levels``); default ``defaultLevel``.
    ///   - progress: Called with the fraction done (0…1) as the segments are written.
    ///   - output: Takes the file's bytes; an error it throws ends the write and is rethrown.
    /// - Throws: ``GradientError`` for a level outside 0…9, a side over 2³¹ − 1 pixels, or
    ///   when zlib fails; whatever `output` throws.
    public static func write(
        _ frame: PreparedFrame, level: Int = defaultLevel, progress: ((Double) -> Void)? = nil,
        to output: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        guard frame.width <= Int(Int32.max), frame.height <= Int(Int32.max) else {
            throw GradientError(
                .limitExceeded, "A \(frame.width)x\(frame.height) image cannot be a PNG: each side is at most \(Int32.max) pixels.")
        }
        try write(PNGSource(frame), level: level, threads: frame.options.threads, progress: progress, to: output)
    }

    /// The level's check: a whole number in ``levels``.
    static func checkLevel(_ level: Int) throws {
        guard levels.contains(level) else {
            throw GradientError(.invalidValue, "The PNG level \(level) is not valid: give a whole number from 0 (no compression) to 9 (smallest).")
        }
    }

    /// Calls `body` with an output that gathers the bytes.
    private static func collect(_ body: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws -> Data {
        var data = Data()
        try body { data.append(contentsOf: $0) }
        return data
    }

    // MARK: Writing

    /// Writes the file for `source`: signature, header, the image data in segments compressed
    /// on `threads` threads (every core when `nil`), end.
    static func write(
        _ source: PNGSource, level: Int, threads: Int?, progress: ((Double) -> Void)?, filter chosen: RowFilter? = nil,
        segmentPixels: Int = PNGLayout.segmentPixels,
        to output: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        try checkLevel(level)
        let channels = source.isOpaque ? 3 : 4
        let layout = PNGLayout(width: source.width, height: source.height, segmentPixels: segmentPixels)
        let filter = try chosen ?? chooseFilter(source, channels: channels, level: level, threads: threads)

        var header = [UInt8]()
        header.appendBigEndian(UInt32(source.width))
        header.appendBigEndian(UInt32(source.height))
        // Bit depth 8, colour type 2 (RGB) or 6 (RGBA), deflate, adaptive filtering, no interlace.
        header += [8, channels == 3 ? 2 : 6, 0, 0, 0]
        try signature.withUnsafeBytes(output)
        try writeChunk("IHDR", header, to: output)
        try writeChunk("sRGB", [0], to: output)

        try withoutActuallyEscaping(output) { output in
            var idat = IDATWriter(output: output)
            try idat.append(DeflateSegment.header(level: level))
            var adler: UInt32 = 1
            var written = 0
            let queue = SegmentQueue(count: layout.count, ahead: 2 * max(1, threads ?? ProcessInfo.processInfo.activeProcessorCount) + 1) {
                result in
                try idat.append(result.compressed)
                adler = Adler32.joining(adler, result.adler, secondLength: result.length)
                written += 1
                progress?(Double(written) / Double(layout.count))
            }
            onWorkers(threads: threads, count: layout.count) { _, _ in
                do {
                    let encoder = try SegmentEncoder(
                        source: source, layout: layout, channels: channels, filter: filter, level: level)
                    while let k = queue.claim() { queue.finish(k, try encoder.encode(k)) }
                } catch {
                    queue.fail(error)
                }
            }
            if let failure = queue.failure { throw failure }
            var trailer = [UInt8]()
            trailer.appendBigEndian(adler)
            try idat.append(trailer)
            try idat.flush()
        }
        try writeChunk("IEND", [], to: output)
    }

    /// The filter under which a sample of the image's rows (six spread over its height, or
    /// six stretches of a row for very wide images) compresses smallest at `level` (capped at
    /// 6 for the trial), the first of equals; None for level 0, which does not compress. The
    /// filters are tried on up to `threads` threads (every core when `nil`).
    static func chooseFilter(_ source: PNGSource, channels: Int, level: Int, threads: Int?) throws -> RowFilter {
        guard level > 0 else { return .none }
        // One row (or stretch) a segment, and six of them spread out.
        let layout = PNGLayout(width: source.width, height: source.height, segmentPixels: min(source.width, PNGLayout.segmentPixels))
        let samples = Set((0..<6).map { i in (2 * i + 1) * layout.count / 12 })
        let filters = RowFilter.allCases
        let sizes = TrialSizes(count: filters.count)
        let trial = { @Sendable (i: Int) in
            do {
                let encoder = try SegmentEncoder(
                    source: source, layout: layout, channels: channels, filter: filters[i], level: min(level, 6))
                var size = 0
                for k in samples { size += try encoder.encode(k).compressed.count }
                sizes.set(i, .success(size))
            } catch {
                sizes.set(i, .failure(error))
            }
        }
        onWorkers(threads: threads, count: filters.count) { worker, workers in
            for i in stride(from: worker, to: filters.count, by: workers) { trial(i) }
        }
        let results = try sizes.values.map { try $0.get() }
        return filters[results.indices.min { results[$0] < results[$1] } ?? 0]
    }

    /// Runs `body(worker, workers)` for each of `workers` workers: one per thread, at most
    /// `threads` (every core when `nil`) and at most `count`, the pieces of work to share;
    /// on the calling thread when there is one.
    private static func onWorkers(threads: Int?, count: Int, _ body: @Sendable (_ worker: Int, _ workers: Int) -> Void) {
        let workers = max(1, min(threads ?? ProcessInfo.processInfo.activeProcessorCount, count))
        if workers == 1 {
            body(0, 1)
        } else {
            DispatchQueue.concurrentPerform(iterations: workers) { body($0, workers) }
        }
    }

    /// The compressed size of each filter's trial, set from the threads that try them.
    private final class TrialSizes: @unchecked Sendable {
        private let lock = NSLock()
        private var results: [Result<Int, any Error>]

        init(count: Int) { results = Array(repeating: .success(.max), count: count) }

        func set(_ i: Int, _ result: Result<Int, any Error>) {
            lock.lock()
            defer { lock.unlock() }
            results[i] = result
        }

        var values: [Result<Int, any Error>] {
            lock.lock()
            defer { lock.unlock() }
            return results
        }
    }

    /// Writes a chunk: length, type, body, CRC-32 of type and body (PNG spec §5.3).
    static func writeChunk(_ type: String, _ body: [UInt8], to output: (UnsafeRawBufferPointer) throws -> Void) throws {
        var chunk = [UInt8]()
        chunk.reserveCapacity(body.count + 12)
        chunk.appendBigEndian(UInt32(body.count))
        chunk += Array(type.utf8)
        chunk += body
        let crc = chunk.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress! + 4, uInt($0.count - 4))) }
        chunk.appendBigEndian(crc)
        try chunk.withUnsafeBytes(output)
    }

    /// The image data's bytes as `IDAT` chunks of 64 KiB (the last one shorter).
    struct IDATWriter {
        let output: (UnsafeRawBufferPointer) throws -> Void
        private var buffer: [UInt8] = []
        static let chunkSize = 1 << 16

        init(output: @escaping (UnsafeRawBufferPointer) throws -> Void) { self.output = output }

        mutating func append(_ bytes: [UInt8]) throws {
            var i = 0
            while i < bytes.count {
                let n = min(bytes.count - i, IDATWriter.chunkSize - buffer.count)
                buffer += bytes[i..<(i + n)]
                i += n
                if buffer.count == IDATWriter.chunkSize { try flush() }
            }
        }

        /// Writes what is gathered as one chunk (nothing when nothing is).
        mutating func flush() throws {
            guard !buffer.isEmpty else { return }
            try PNG.writeChunk("IDAT", buffer, to: output)
            buffer.removeAll(keepingCapacity: true)
        }
    }
}

extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ v: UInt32) {
        append(contentsOf: [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)])
    }
}

extension PNG {
    /// The most memory ``write(_:level:progress:to:)`` holds at once on `threads` threads
    /// (`nil`: every core), whatever the frame's size: for each thread, a segment drawn with
    /// the rows or columns before it, packed, filtered and compressed (at most 12 MiB); the
    /// compressed segments waiting to be written in order (two per thread and one more, each
    /// at most a segment's bytes and a little). The file itself goes to the output as it is made.
    public static func workingMemory(threads: Int?) -> Int {
        let t = max(1, threads ?? ProcessInfo.processInfo.activeProcessorCount)
        let segment = PNGLayout.segmentPixels * 4
        return t * 12 * segment + (2 * t + 1) * (segment + segment / 8)
    }
}
