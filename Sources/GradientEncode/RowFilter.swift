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
        if let previous {
            apply(row, range, bpp, out) { previous[$0] }
        } else {
            // The first row: zeros above it (PNG spec §9.2).
            apply(row, range, bpp, out) { _ in 0 }
        }
    }

    /// ``apply(_:previous:range:bpp:into:)`` with the row above read through `above`
    /// (byte index → byte).
    @inline(__always)
    private func apply(
        _ row: UnsafePointer<UInt8>, _ range: Range<Int>, _ bpp: Int, _ out: UnsafeMutablePointer<UInt8>, above: (Int) -> UInt8
    ) {
        switch self {
        case .none: out.update(from: row + range.lowerBound, count: range.count)
        case .sub: Self.filter(row, above, range, bpp, out) { a, _, _ in a }
        case .up: Self.filter(row, above, range, bpp, out) { _, b, _ in b }
        case .average: Self.filter(row, above, range, bpp, out) { a, b, _ in UInt8(truncatingIfNeeded: (UInt16(a) &+ UInt16(b)) >> 1) }
        case .paeth: Self.filter(row, above, range, bpp, out, RowFilter.paeth)
        }
    }

    /// Each byte of `range` minus `predict(a, b, c)`: `a` the byte to its left, `b` the one
    /// above, `c` above-left; `a` and `c` are 0 for the row's first pixel.
    @inline(__always)
    private static func filter(
        _ row: UnsafePointer<UInt8>, _ above: (Int) -> UInt8, _ range: Range<Int>, _ bpp: Int,
        _ out: UnsafeMutablePointer<UInt8>, _ predict: (_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8
    ) {
        // The bytes with nothing to their left, then the rest, so the loops have no test.
        let edge = range.lowerBound..<max(range.lowerBound, min(range.upperBound, bpp))
        var o = out
        for i in edge {
            o.pointee = row[i] &- predict(0, above(i), 0)
            o += 1
        }
        for i in edge.upperBound..<range.upperBound {
            o.pointee = row[i] &- predict(row[i - bpp], above(i), above(i - bpp))
            o += 1
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
