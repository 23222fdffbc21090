/// The five PNG row filters (PNG spec §9.2), applied to packed samples: each byte minus its
/// prediction from the byte one pixel to the left (`a`), the byte above (`b`) and the byte
/// above-left (`c`), all `0` outside the image.
enum RowFilter: UInt8, CaseIterable, Sendable {
    case none = 0
    case sub, up, average, paeth

    /// Filters bytes `range` of the packed row `row` (`bpp` bytes a pixel) into `out`, one byte
    /// each; `previous` is the row above (`nil`: the first row, zeros above). A byte whose index
    /// is under `bpp` has nothing to its left (the row starts there).
    func apply(
        _ row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>?, range: Range<Int>, bpp: Int,
        into out: UnsafeMutablePointer<UInt8>
    ) {
        // The bytes with nothing to their left, then the rest, so the loops below have no test.
        let edge = range.lowerBound..<max(range.lowerBound, min(range.upperBound, bpp))
        let body = edge.upperBound..<range.upperBound
        var o = out
        switch self {
        case .none:
            out.update(from: row + range.lowerBound, count: range.count)
        case .sub:
            for i in edge {
                o.pointee = row[i]
                o += 1
            }
            for i in body {
                o.pointee = row[i] &- row[i - bpp]
                o += 1
            }
        case .up:
            guard let previous else { return RowFilter.none.apply(row, previous: nil, range: range, bpp: bpp, into: out) }
            for i in range {
                o.pointee = row[i] &- previous[i]
                o += 1
            }
        case .average:
            guard let previous else {
                for i in edge {
                    o.pointee = row[i]
                    o += 1
                }
                for i in body {
                    o.pointee = row[i] &- row[i - bpp] >> 1
                    o += 1
                }
                return
            }
            for i in edge {
                o.pointee = row[i] &- previous[i] >> 1
                o += 1
            }
            for i in body {
                o.pointee = row[i] &- UInt8(truncatingIfNeeded: (UInt16(row[i - bpp]) &+ UInt16(previous[i])) >> 1)
                o += 1
            }
        case .paeth:
            // Without a row above, Paeth predicts from the left (b = c = 0); at the row's start
            // from above (a = c = 0).
            guard let previous else { return RowFilter.sub.apply(row, previous: nil, range: range, bpp: bpp, into: out) }
            for i in edge {
                o.pointee = row[i] &- previous[i]
                o += 1
            }
            for i in body {
                o.pointee = row[i] &- RowFilter.paeth(row[i - bpp], previous[i], previous[i - bpp])
                o += 1
            }
        }
    }

    /// The Paeth predictor (PNG spec §9.4): whichever of `a`, `b`, `c` is nearest `a + b − c`,
    /// `a` first on a tie, then `b`.
    @inline(__always)
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let (ia, ib, ic) = (Int16(a), Int16(b), Int16(c))
        let pa = abs(ib - ic)
        let pb = abs(ia - ic)
        let pc = abs(ia + ib - 2 * ic)
        return pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
    }
}
