import GradientCore

/// An 8×8 ordered-dither (Bayer) pattern: per pixel, an offset added before rounding to
/// 8 bits so that slow ramps do not band.
///
/// The offset at `(x, y)` is `(B[y mod 8][x mod 8] + 0.5) / 64 − 0.5`, always in
/// `(−0.5, 0.5)`; rounding `v + offset` therefore yields `floor(v)` or `ceil(v)`, never more
/// than one level from the exact value, and an exact level stays exact.
enum OrderedDither {
    /// The 8×8 Bayer index matrix (values `0…63`), row-major.
    static let matrix: [UInt8] = {
        // Built recursively: M(2n) = [[4M, 4M+2], [4M+3, 4M+1]].
        var m: [[Int]] = [[0]]
        while m.count < 8 {
            let n = m.count
            var next = [[Int]](repeating: [Int](repeating: 0, count: 2 * n), count: 2 * n)
            for y in 0..<n {
                for x in 0..<n {
                    let v = 4 * m[y][x]
                    next[y][x] = v
                    next[y][x + n] = v + 2
                    next[y + n][x] = v + 3
                    next[y + n][x + n] = v + 1
                }
            }
            m = next
        }
        return m.flatMap { $0.map { UInt8($0) } }
    }()

    /// The rounding offset in 8-bit levels for pixel `(x, y)`, in `(−0.5, 0.5)`.
    static func offset(x: Int, y: Int) -> Double {
        (Double(matrix[(y & 7) * 8 + (x & 7)]) + 0.5) / 64 - 0.5
    }
}

extension OrderedDither {
    /// ``offset(x:y:)`` in `Float` for the 64 cells of the pattern, row-major (`(y & 7) · 8 + (x & 7)`):
    /// the offsets the fast path adds.
    static let floatOffsets: [Float] = (0..<64).map { i in Float(offset(x: i & 7, y: i >> 3)) }
    /// ``floatOffsets`` of the pattern's first column, by `y & 7`: the offsets down a frame one
    /// pixel wide, which the fast path draws as one column (``RowFetcher/fetchColumn(rows:into:)``).
    static let firstColumnOffsets: [Float] = (0..<8).map { floatOffsets[$0 * 8] }
    /// The offsets the fast path adds without dithering: 64 zeros.
    static let noOffsets = [Float](repeating: 0, count: 64)
}
