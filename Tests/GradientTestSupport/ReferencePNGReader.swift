import GradientKit

/// A reader for the one kind of PNG the package writes (8-bit RGBA, not interlaced), built
/// from parts that share no code with ``PNG``: ``PNGChunks`` for the chunk walk and CRCs,
/// zlib's `uncompress` for the image data, ``PNGFilter`` to undo the row filters.
public enum ReferencePNGReader {
    /// The file's pixels, and the filter type of each row.
    public static func read(_ png: [UInt8]) throws -> (bitmap: Bitmap, filters: [UInt8]) {
        let file = try PNGChunks(png)
        guard let ihdr = file.chunks.first, ihdr.type == "IHDR", ihdr.body.count == 13 else {
            throw PNGChunks.Damage(description: "IHDR is not the first chunk")
        }
        guard file.types.last == "IEND" else { throw PNGChunks.Damage(description: "IEND is not the last chunk") }
        let width = ihdr.body[0..<4].reduce(0) { $0 << 8 | Int($1) }
        let height = ihdr.body[4..<8].reduce(0) { $0 << 8 | Int($1) }
        guard Array(ihdr.body[8...]) == [8, 6, 0, 0, 0] else {
            throw PNGChunks.Damage(description: "not 8-bit RGBA without interlacing: \(Array(ihdr.body[8...]))")
        }
        let rowBytes = width * 4
        let raw = try Zlib.uncompress(file.imageData, expectedCount: (rowBytes + 1) * height)
        guard let rows = PNGFilter.unfiltered(raw, rowBytes: rowBytes, height: height, bytesPerPixel: 4) else {
            throw PNGChunks.Damage(description: "a row has a filter type over 4")
        }
        let filters = (0..<height).map { raw[$0 * (rowBytes + 1)] }
        return (try Bitmap(width: width, height: height, pixels: rows.flatMap { $0 }), filters)
    }
}
