import GradientCore

/// Rows that share their positions: when a radial or conic centre lies on the pixel grid's
/// horizontal axis of symmetry (`2·cy` a whole number), row `y` and row `2·cy − 1 − y` are
/// mirror images (`v` or `dy` exactly negated), so one pass of ``RowPositions`` serves both.
///
/// Pairs are taken among the ``rows`` being drawn (a whole frame, or a band of it): the lower
/// row of each pair whose rows are both there renders both; the upper one is *covered*. Any
/// other shading has no pairs.
struct RowPairs: Sendable {
    /// The rows being drawn.
    let rows: Range<Int>
    /// `M = 2·cy − 1`: row `y` mirrors row `M − y`.
    let mirror: Int?

    /// The pairs among `rows` of a bitmap whose rows mirror about the line at `axis` (a
    /// shading's centre `y`, see ``RowFetcher/mirrorAxis``); none when `axis` is `nil` or not
    /// on a whole or half pixel.
    init(axis: Double?, rows: Range<Int>) {
        self.rows = rows
        let m = 2 * (axis ?? .nan) - 1
        mirror = m.isFinite && m == m.rounded() && abs(m) < Double(1 << 40) ? Int(m) : nil
    }

    /// The pairs among all the rows of a `height`-row bitmap.
    init(axis: Double?, height: Int) {
        self.init(axis: axis, rows: 0..<max(0, height))
    }

    /// The pairs of `shading` on a `height`-row bitmap: radial and conic rows mirror about the
    /// centre's `y` (as their fetchers' ``RowFetcher/mirrorAxis`` say), linear ones do not.
    init(_ shading: Shading, height: Int) {
        let axis: Double? =
            switch shading {
            case .radial(let c, _, _), .conic(let c, _, _): c.y
            case .linear, .uniform: nil
            }
        self.init(axis: axis, height: height)
    }

    /// The rows whose partner is among ``rows`` and below them: `max(y₀, M − y₁ + 1) … (M − 1) / 2`
    /// for rows `y₀..<y₁`.
    private var lower: Range<Int> {
        guard let m = mirror, m >= 1 else { return rows.lowerBound..<rows.lowerBound }
        let first = max(rows.lowerBound, m - rows.upperBound + 1)
        let last = min(rows.upperBound - 1, (m - 1) / 2)
        return first <= last ? first..<(last + 1) : rows.lowerBound..<rows.lowerBound
    }

    /// The row rendered together with `y`, when `y` is the lower row of a pair.
    func partner(of y: Int) -> Int? {
        guard let m = mirror, lower.contains(y) else { return nil }
        return m - y
    }

    /// Whether row `y` is rendered together with its partner above it.
    func isCovered(_ y: Int) -> Bool {
        guard let m = mirror else { return false }
        return lower.contains(m - y)
    }

    /// The work of the rows before `y` (from the first of ``rows``): one per row, two for a
    /// pair's lower row, none for a covered one.
    private func work(before y: Int) -> Int {
        let l = lower
        let before = rows.lowerBound..<y
        guard let m = mirror, !l.isEmpty else { return before.count }
        let covered = (m - l.upperBound + 1)..<(m - l.lowerBound + 1)
        return before.count + l.clamped(to: before).count - covered.clamped(to: before).count
    }

    /// Band `k` of `count`: consecutive rows holding about `1 / count` of the work.
    func band(_ k: Int, of count: Int) -> Range<Int> {
        let total = work(before: rows.upperBound)
        @inline(__always) func start(_ k: Int) -> Int {
            let target = Int((Double(total) * Double(k) / Double(count)).rounded(.up))
            var lo = rows.lowerBound
            var hi = rows.upperBound
            while lo < hi {
                let mid = lo + (hi - lo) / 2
                if work(before: mid) >= target { hi = mid } else { lo = mid + 1 }
            }
            return lo
        }
        return start(k)..<(k + 1 == count ? rows.upperBound : start(k + 1))
    }
}
