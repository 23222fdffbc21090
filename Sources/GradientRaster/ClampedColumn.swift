extension Double {
    /// This coordinate rounded by `rule` and clamped to `range` before it becomes an `Int`, so
    /// a centre far outside the bitmap (a unit point of 1e25, say) cannot overflow the
    /// conversion; NaN gives the lower bound. Used for columns (and the colour table's grid
    /// cells) computed from a shading's geometry.
    ///
    /// The common rules round in integers after the clamp, without a call to `floor` or
    /// `trunc` (the x86-64 baseline has no rounding instruction): rounding is monotonic and the
    /// bounds are whole, so a value outside the range rounds to the bound it passed, and one
    /// inside converts exactly.
    @inline(__always)
    func clampedColumn(_ rule: FloatingPointRoundingRule, in range: ClosedRange<Int>) -> Int {
        guard self > Double(range.lowerBound) else { return range.lowerBound }
        guard self < Double(range.upperBound) else { return range.upperBound }
        let i = Int(self)  // toward zero; |self| is below 2⁶³ here
        switch rule {
        case .towardZero: return i
        case .down: return Double(i) > self ? i - 1 : i
        case .up: return Double(i) < self ? i + 1 : i
        default: return Int(rounded(rule))
        }
    }
}
