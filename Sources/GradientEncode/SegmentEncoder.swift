import GradientCore

/// One thread's work on a PNG's segments (``PNGLayout``): each segment's pixels drawn, packed
/// to the file's samples (RGB or RGBA), filtered and compressed, its buffers kept from one
/// segment to the next.
///
/// A segment is drawn with the pixels before it that its filter and its dictionary need: the
/// row above (or the pixel to the left) of every byte it filters, and up to 32 KiB of the data
/// just before it, filtered again here, as its deflate dictionary. So segments are independent
/// of each other, and any thread can take any segment.
final class SegmentEncoder {
    let source: PNGSource
    let layout: PNGLayout
    /// Bytes per pixel in the file: 3 (RGB) or 4 (RGBA).
    let channels: Int
    let filter: RowFilter
    private let deflater: DeflateSegment
    private var pixels: [UInt8] = []
    private var current: [UInt8] = []
    private var previous: [UInt8] = []
    private var data: [UInt8] = []

    /// A segment compressed: its bytes, and the length and Adler-32 of what they hold.
    struct Result: Sendable {
        var compressed: [UInt8]
        var length: Int
        var adler: UInt32
    }

    init(source: PNGSource, layout: PNGLayout, channels: Int, filter: RowFilter, level: Int) throws {
        self.source = source
        self.layout = layout
        self.channels = channels
        self.filter = filter
        self.deflater = try DeflateSegment(level: level)
    }

    /// Segment `k` compressed (the last one finished, the others sync-flushed).
    ///
    /// - Throws: ``GradientError`` when zlib fails, or when the file leaves alpha out and a
    ///   pixel is not opaque after all.
    func encode(_ k: Int) throws -> Result {
        let (rows, columns) = layout.segment(k)
        let (dictionaryLength, payload) = try filteredData(rows: rows, columns: columns)
        return try data.withUnsafeBufferPointer { all in
            let dictionary = UnsafeBufferPointer(rebasing: all[0..<dictionaryLength])
            let bytes = UnsafeBufferPointer(rebasing: all[dictionaryLength..<(dictionaryLength + payload)])
            let compressed = try deflater.compress(bytes, dictionary: dictionary, last: k == layout.count - 1)
            return Result(compressed: compressed, length: payload, adler: Adler32.checksum(bytes))
        }
    }

    /// Fills ``data`` with the filtered bytes of `rows` × `columns` (with a row's filter-type
    /// byte before its first column), preceded by up to ``DeflateSegment/window`` bytes of the
    /// data before them; returns how many bytes precede, and how many are the segment's.
    func filteredData(rows: Range<Int>, columns: Range<Int>) throws -> (dictionary: Int, payload: Int) {
        let window = DeflateSegment.window
        let wholeRows = columns.count == layout.width
        // The first row and column whose filtered bytes are made (the dictionary's start).
        var firstRow = rows.lowerBound
        var firstColumn = columns.lowerBound
        if wholeRows {
            let lineBytes = layout.width * channels + 1
            firstRow -= min(rows.lowerBound, (window + lineBytes - 1) / lineBytes)
        } else {
            firstColumn -= min(columns.lowerBound, (window + channels - 1) / channels)
        }
        // One more row above and column to the left, for the filter, where there are any.
        let top = max(0, firstRow - 1)
        let left = max(0, firstColumn - 1)
        let regionRows = top..<rows.upperBound
        let regionColumns = left..<columns.upperBound
        let regionWidth = regionColumns.count
        let needed = regionRows.count * regionWidth * 4
        if pixels.count < needed { pixels = [UInt8](repeating: 0, count: needed) }
        pixels.withUnsafeMutableBytes { source.draw(regionRows, regionColumns, $0) }

        let lineBytes = regionWidth * channels
        if current.count < lineBytes {
            current = [UInt8](repeating: 0, count: lineBytes)
            previous = current
        }
        let emitted = ((firstColumn - left) * channels)..<((columns.upperBound - left) * channels)
        let startsRows = wholeRows || columns.lowerBound == 0
        let dataCount = (rows.upperBound - firstRow) * (emitted.count + (startsRows ? 1 : 0))
        if data.count < dataCount { data = [UInt8](repeating: 0, count: dataCount) }
        var dictionary = 0
        var written = 0
        var alpha: UInt8 = 255
        pixels.withUnsafeBufferPointer { rgba in
            data.withUnsafeMutableBufferPointer { out in
                for y in regionRows {
                    swap(&current, &previous)
                    alpha &= current.withUnsafeMutableBufferPointer { line in
                        Self.pack(rgba.baseAddress! + (y - top) * regionWidth * 4, count: regionWidth, channels: channels, into: line.baseAddress!)
                    }
                    guard y >= firstRow else { continue }
                    if y == rows.lowerBound { dictionary = written }
                    let o = out.baseAddress! + written
                    var range = emitted
                    if startsRows {
                        o.pointee = filter.rawValue
                        written += 1
                    }
                    if y == rows.lowerBound, !wholeRows, firstColumn < columns.lowerBound {
                        // The columns before the segment are its dictionary (a tail of the data
                        // before it, which is all a dictionary must be).
                        let split = (columns.lowerBound - left) * channels
                        filterLine(range.lowerBound..<split, above: y > 0, into: out.baseAddress! + written)
                        written += split - range.lowerBound
                        dictionary = written
                        range = split..<range.upperBound
                    }
                    filterLine(range, above: y > 0, into: out.baseAddress! + written)
                    written += range.count
                }
            }
        }
        guard channels == 4 || alpha == 255 else {
            throw GradientError(.io, "Writing the PNG failed: a pixel that should be opaque has alpha \(alpha).")
        }
        return (dictionary, written - dictionary)
    }

    /// Filters bytes `range` of ``current`` (with ``previous`` above it when `above`) into `out`.
    private func filterLine(_ range: Range<Int>, above: Bool, into out: UnsafeMutablePointer<UInt8>) {
        current.withUnsafeBufferPointer { line in
            previous.withUnsafeBufferPointer { up in
                filter.apply(line.baseAddress!, previous: above ? up.baseAddress! : nil, range: range, bpp: channels, into: out)
            }
        }
    }

    /// Packs `count` RGBA pixels into `channels` bytes each (RGB drops alpha); returns the AND
    /// of the alpha bytes dropped (255 when every one was opaque, and for RGBA).
    @inline(__always)
    static func pack(_ rgba: UnsafePointer<UInt8>, count: Int, channels: Int, into out: UnsafeMutablePointer<UInt8>) -> UInt8 {
        if channels == 4 {
            out.update(from: rgba, count: count * 4)
            return 255
        }
        var alpha: UInt8 = 255
        var i = 0
        // Four pixels at a time: 16 bytes in, 12 out.
        while i + 4 <= count {
            let v = UnsafeRawPointer(rgba + 4 * i).loadUnaligned(as: SIMD16<UInt8>.self)
            let rgb = SIMD16<UInt8>(
                v[0], v[1], v[2], v[4], v[5], v[6], v[8], v[9], v[10], v[12], v[13], v[14], 0, 0, 0, 0)
            alpha &= v[3] & v[7] & v[11] & v[15]
            withUnsafeBytes(of: rgb) { (out + 3 * i).update(from: $0.baseAddress!.assumingMemoryBound(to: UInt8.self), count: 12) }
            i += 4
        }
        while i < count {
            out[3 * i] = rgba[4 * i]
            out[3 * i + 1] = rgba[4 * i + 1]
            out[3 * i + 2] = rgba[4 * i + 2]
            alpha &= rgba[4 * i + 3]
            i += 1
        }
        return alpha
    }
}
