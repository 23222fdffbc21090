/// The five PNG row filters (PNG spec §9.2), written from the spec: `filtered` turns a
/// scanline into filter-type bytes (for building files), ``PNGReader`` undoes them.
public enum PNGFilter {
    /// The predictor of filter `type` (0 None, 1 Sub, 2 Up, 3 Average, 4 Paeth) from the
    /// bytes left (`a`), above (`b`) and above-left (`c`).
    public static func predictor(_ type: UInt8, a: Int, b: Int, c: Int) -> Int {
        switch type {
        case 1: return a
        case 2: return b
        case 3: return (a + b) / 2
        case 4:
            let p = a + b - c
            let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
            return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
        default: return 0
        }
    }

    /// `row` under filter `type`, given the previous unfiltered row and `bpp` bytes per pixel
    /// (at least 1); without the leading filter-type byte.
    public static func filtered(_ row: [UInt8], type: UInt8, previous: [UInt8], bytesPerPixel bpp: Int) -> [UInt8] {
        row.indices.map { i in
            let a = i >= bpp ? Int(row[i - bpp]) : 0
            let c = i >= bpp ? Int(previous[i - bpp]) : 0
            return row[i] &- UInt8(truncatingIfNeeded: predictor(type, a: a, b: Int(previous[i]), c: c))
        }
    }
}
