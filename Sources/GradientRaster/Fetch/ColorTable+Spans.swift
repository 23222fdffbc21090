/// The runs of pixels along a row that fall in one piece of the table: the search every
/// ``RowFetcher`` shares, and the colour line each run follows.
extension ColorTable {
    /// The pixel-centre coordinate at which a position `exitT` is reached, if the shading can say.
    typealias Crossing = (_ exitT: Double) -> Double?

    /// Walks pixels `range` of a row on which `t` is monotonic (`increasing` tells which way;
    /// `nil` = constant), calling `span` for each run of pixels in one piece and period, left
    /// to right: the run's columns, its piece, and the multiple of the period by which the
    /// run's positions lie past the wrapped ones (0 when padding).
    ///
    /// A run is found by solving for the pixel where the position leaves the piece
    /// (`crossing`), then checked with the exact position `t` at its last pixel and the one
    /// after it. The position is monotonic and floating-point operations are monotonic, so a
    /// run whose ends are in the piece is in it throughout.
    @inline(__always)
    func forEachSpan(
        in range: Range<Int>, increasing: Bool?, t: (Int) -> Double, crossing: Crossing,
        _ span: (_ columns: ClosedRange<Int>, _ piece: Int, _ shift: Double) -> Void
    ) {
        let period = self.period
        let m = innerCount
        var x = range.lowerBound
        let last = range.upperBound - 1
        while x <= last {
            let tx = t(x)
            let w = wrap(tx)
            let k = piece(w)
            let shift = tx.isFinite ? tx - w : 0
            @inline(__always) func inSpan(_ q: Int) -> Bool {
                let tq = t(q)
                let wq = wrap(tq)
                return contains(k, wq) && (period == 0 || abs((tq - wq) - shift) < period / 2)
            }
            var e = last
            if let up = increasing, tx.isFinite {
                let exit =
                    up
                    ? (k == m + 1 ? Double.infinity : breaks[k] + shift)
                    : (k == 0 ? -Double.infinity : breaks[k - 1] + shift)
                if exit.isFinite, let xc = crossing(exit) {
                    // The last centre before the crossing: ⌊xc − ½⌋ (compared unrounded: `last` is whole).
                    let xe = xc - 0.5
                    if xe.isFinite && xe < Double(last) { e = xe.clampedColumn(.down, in: x...last) }
                }
            }
            if e > x && !inSpan(e) {
                if e - 1 > x && inSpan(e - 1) {
                    e -= 1
                } else {
                    var inside = x
                    var outside = e
                    while outside - inside > 1 {
                        let mid = (inside + outside) / 2
                        if inSpan(mid) { inside = mid } else { outside = mid }
                    }
                    e = inside
                }
            } else {
                var steps = 0
                while e < last && steps < 3 && inSpan(e + 1) {
                    e += 1
                    steps += 1
                }
                if e < last && steps == 3 {
                    // The estimate was far off: gallop, then halve back.
                    var inside = e
                    var stride = 8
                    while inside + stride <= last && inSpan(inside + stride) {
                        inside += stride
                        stride *= 2
                    }
                    var outside = min(inside + stride, last + 1)
                    while outside - inside > 1 {
                        let mid = (inside + outside) / 2
                        if inSpan(mid) { inside = mid } else { outside = mid }
                    }
                    e = inside
                }
            }
            span(x...e, k, shift)
            x = e + 1
        }
    }

    /// How piece `k`'s colour follows the position, for positions `shift` past the wrapped ones
    /// (a multiple of the period).
    enum PieceColor {
        /// Not a straight line within ``ColorTable/tolerance``: evaluate the ramp itself.
        case exact
        /// The same colour (levels) at every position.
        case constant(SIMD4<Double>)
        /// `base + t · slope` levels at the unwrapped position `t`.
        case line(base: SIMD4<Double>, slope: SIMD4<Double>)
    }

    /// How piece `k`'s colour follows the position `t = w + shift` (`w` wrapped into it).
    @inline(__always)
    func color(ofPiece k: Int, shift: Double) -> PieceColor {
        if exactPieces[k] { return .exact }
        let slope = self.slope[k]
        if slope == .zero { return .constant(base[k]) }
        return .line(base: base[k] - (shift + origin[k]) * slope, slope: slope)
    }
}
