import GradientCore
import GradientRaster

/// The pixels a PNG is made of, handed to the writer a region at a time: a frame drawn as each
/// region is needed (``PreparedFrame``), or a bitmap already drawn.
struct PNGSource: Sendable {
    let width: Int
    let height: Int
    /// Whether every pixel is opaque, so the file can leave alpha out (colour type 2).
    let isOpaque: Bool
    /// Writes the RGBA pixels of `rows` × `columns` into the buffer, `columns.count · 4` bytes a row.
    let draw: @Sendable (_ rows: Range<Int>, _ columns: Range<Int>, _ into: UnsafeMutableRawBufferPointer) -> Void

    /// A frame drawn region by region, each on the thread that asks for it.
    init(_ frame: PreparedFrame) {
        let oneThread = {
            var f = frame
            f.options.threads = 1
            return f
        }()
        width = frame.width
        height = frame.height
        isOpaque = frame.isOpaque
        draw = { rows, columns, buffer in oneThread.render(rows: rows, columns: columns, into: buffer) }
    }

    /// A bitmap's pixels, copied out region by region; opaque when every alpha byte is 255.
    init(_ bitmap: Bitmap) {
        width = bitmap.width
        height = bitmap.height
        let pixels = bitmap.pixels
        isOpaque = pixels.withUnsafeBufferPointer { p in
            var all: UInt8 = 255
            var i = 3
            while i < p.count {
                all &= p[i]
                i += 4
            }
            return all == 255
        }
        let width = bitmap.width
        draw = { rows, columns, buffer in
            pixels.withUnsafeBytes { source in
                let rowBytes = columns.count * 4
                for (i, y) in rows.enumerated() {
                    let from = source.baseAddress! + (y * width + columns.lowerBound) * 4
                    (buffer.baseAddress! + i * rowBytes).copyMemory(from: from, byteCount: rowBytes)
                }
            }
        }
    }
}
