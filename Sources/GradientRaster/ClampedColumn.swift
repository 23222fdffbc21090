extension Double {
    /// This coordinate rounded by `rule` and clamped to `range` before it becomes an `Int`, so
    /// a centre far outside the bitmap (a unit point of 1e25, say) cannot overflow the
    /// conversion; NaN gives the lower bound. Used for columns (and the colour table's grid
    /// cells) computed from a shading's geometry.
    @inline(__always)
    func clampedColumn(_ rule: FloatingPointRoundingRule, in range: ClosedRange<Int>) -> Int {
        let r = rounded(rule)
        guard r > Double(range.lowerBound) else { return range.lowerBound }
        guard r < Double(range.upperBound) else { return range.upperBound }
        return Int(r)
    }
}
