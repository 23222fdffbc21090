/// How a PNG's image data is cut into segments compressed one by one (``DeflateSegment``), in
/// the order of the data: bands of whole rows, or, where a single row holds more than a
/// segment's worth of pixels, stretches of one row. A segment is what one thread renders,
/// filters and compresses at a time, so the encoder's memory follows the segment's size
/// whatever the image's shape.
struct PNGLayout: Sendable {
    /// The image's width and height in pixels.
    let width: Int
    let height: Int
    /// Rows per segment (when ``columnsPerSegment`` is the width), else 1.
    let rowsPerSegment: Int
    /// Columns per segment: the width, or fewer for rows longer than a segment.
    let columnsPerSegment: Int

    /// The pixels a segment holds at most: 256 Ki (1 MiB of RGBA), a band of 68 rows of a 4K frame.
    static let segmentPixels = 256 * 1024

    /// The segments of a `width × height` image, each at most `segmentPixels` pixels.
    init(width: Int, height: Int, segmentPixels: Int = PNGLayout.segmentPixels) {
        self.width = width
        self.height = height
        if width <= segmentPixels {
            rowsPerSegment = max(1, segmentPixels / width)
            columnsPerSegment = width
        } else {
            rowsPerSegment = 1
            // Equal stretches, each at most `segmentPixels`.
            let stretches = (width + segmentPixels - 1) / segmentPixels
            columnsPerSegment = (width + stretches - 1) / stretches
        }
    }

    /// Stretches a row is cut into (1 for bands of whole rows).
    var stretchesPerRow: Int { (width + columnsPerSegment - 1) / columnsPerSegment }

    /// How many segments there are.
    var count: Int {
        columnsPerSegment == width ? (height + rowsPerSegment - 1) / rowsPerSegment : height * stretchesPerRow
    }

    /// Segment `k`: its rows and columns.
    func segment(_ k: Int) -> (rows: Range<Int>, columns: Range<Int>) {
        if columnsPerSegment == width {
            let y = k * rowsPerSegment
            return (y..<min(height, y + rowsPerSegment), 0..<width)
        }
        let (y, s) = k.quotientAndRemainder(dividingBy: stretchesPerRow)
        let x = s * columnsPerSegment
        return (y..<(y + 1), x..<min(width, x + columnsPerSegment))
    }
}
