/// Operations on a list of stops in non-decreasing order of location, as a layer, SVG or CSS
/// holds them (mixed straight between stops, the end colours padding outside).
///
/// ```swift
/// let stops = [ColorStop(.black, at: 0), ColorStop(.white, at: 1)]
/// stops.straightColor(at: 0.25)                      // 25 % of the way to white
/// stops.tiled(from: 0, to: 3, maxCount: 100)         // three copies, 0…1, 1…2, 2…3
/// stops.clipped(from: 0.5, to: 1)                    // grey at 0.5, white at 1
/// ```
extension Array where Element == ColorStop {
    /// The colour a straight-alpha mix draws at `t`: the first colour before the first stop,
    /// the last at and after the last stop (and for NaN), at a hard edge the later stop's.
    /// An empty list is ``RGBA/clear``.
    ///
    /// - Complexity: O(log n).
    package func straightColor(at t: Double) -> RGBA {
        guard let first, let last else { return .clear }
        if t.isNaN || t >= last.location { return last.color }
        if t < first.location { return first.color }
        let (lo, f) = segment(at: t)
        return StopMixing.straight.mix(self[lo].color, self[lo + 1].color, f)
    }

    /// The segment holding `t`, for `t` from the first location up to (not including) the
    /// last: the index of its last stop at or before `t`, and how far along it `t` is (`0…1`).
    ///
    /// - Complexity: O(log n).
    package func segment(at t: Double) -> (index: Int, fraction: Double) {
        var lo = 0
        var hi = count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if self[mid].location <= t { lo = mid } else { hi = mid }
        }
        let a = self[lo].location
        let b = self[lo + 1].location
        // Halved when the span overflows (locations near ±Double.greatestFiniteMagnitude), so
        // that ∞/∞ cannot make the fraction NaN.
        return (lo, (b - a).isFinite ? (t - a) / (b - a) : (t / 2 - a / 2) / (b / 2 - a / 2))
    }

    /// Copies of the list (one period, first to last location) shifted by whole periods to
    /// cover `lower…upper`; the list itself when its period is not positive; `nil` when that
    /// takes more than `maxCount` stops.
    package func tiled(from lower: Double, to upper: Double, maxCount: Int) -> [ColorStop]? {
        guard let first = first?.location, let last = last?.location, last > first else { return self }
        let period = last - first
        let k0 = ((lower - first) / period).rounded(.down)
        // At least one copy: with a period near the largest Double, both ends can round alike.
        let k1 = Swift.max(((upper - first) / period).rounded(.up), k0 + 1)
        let copies = k1 - k0
        guard copies.isFinite, copies * Double(count) <= Double(maxCount) else { return nil }
        var out: [ColorStop] = []
        var k = k0
        while k < k1 {
            out += map { ColorStop($0.color, at: $0.location + k * period) }
            k += 1
        }
        return out
    }

    /// The stops within `lower…upper`, with the ``straightColor(at:)`` at an end that cuts
    /// through the list (`upper` may be `.infinity`, which cuts nothing).
    package func clipped(from lower: Double, to upper: Double) -> [ColorStop] {
        guard let first, let last else { return self }
        var out = filter { $0.location >= lower && $0.location <= upper }
        if first.location < lower { out.insert(ColorStop(straightColor(at: lower), at: lower), at: 0) }
        if last.location > upper, upper.isFinite { out.append(ColorStop(straightColor(at: upper), at: upper)) }
        return out
    }
}
