import GradientCore

/// A ``ColorRamp`` flattened for fast rendering: the position axis is cut into pieces on
/// which the ramp's colour (clamped, in 8-bit levels `0…255`) is linear in `t` to within
/// ``tolerance`` levels.
///
/// Built once per ramp, only by sampling ``ColorRamp/color(at:)``, so every interpolation
/// mode (present or future) goes through the same code. Every stop location is a piece
/// boundary, so a hard edge (two stops at one location) stays exact: a position at or past
/// the edge lands in the piece after it, by a `Double` comparison with the stop's location.
/// Smooth stretches are halved until a straight line matches the ramp at 1/8…7/8 of the
/// piece; a piece that never gets there within the depth limit (a ramp that bends sharply
/// inside a tiny interval) is marked ``exactPieces`` and evaluated with the ramp itself.
///
/// A table holds at most about ``pieceBudget`` pieces. A ramp that would need more (thousands
/// of stops mixed along strongly curved paths: a random OKLCH ramp with `longer hue` needs
/// about 800 pieces a stop) is built again with every stop segment halved at most
/// `log₂(pieceBudget / segments)` times, and what is still curved is evaluated exactly:
/// slower per pixel, but the table's memory and build time stay bounded.
///
/// Pieces are numbered `0…M+1`: piece `0` is everything before the first stop, piece `k` in
/// `1…M` is `breaks[k−1] ..< breaks[k]`, piece `M+1` is the last stop and everything after
/// it (and NaN). The colour of piece `k` at position `w` is `base[k] + (w − origin[k]) · slope[k]`.
struct ColorTable: Sendable {
    /// The most a piece's straight line may differ from the ramp, in 8-bit levels.
    ///
    /// Dithered output is only guaranteed to be the exact value rounded up or down when the
    /// colour is within 1/128 level of exact (the `OrderedDither` offsets reach ±63/128), so
    /// the table keeps a 4× margin for its own error and leaves the rest to `Float` rounding.
    static let tolerance = 1.0 / 512

    /// The most pieces a table builds before it gives up refining (65,536, about 5 MB; also
    /// the lookup grid's most cells, so a lookup stays a step or two).
    static let pieceBudget = 1 << 16

    /// The ramp the table was built from (used for ``exactPieces``).
    let ramp: ColorRamp
    /// Piece boundaries, strictly increasing: `breaks[0]` is the first stop, `breaks[M]` the last.
    let breaks: [Double]
    /// Per piece: the colour in levels at ``origin``.
    let base: [SIMD4<Double>]
    /// Per piece: the change of colour in levels per unit of `t`.
    let slope: [SIMD4<Double>]
    /// Per piece: the position where ``base`` holds.
    let origin: [Double]
    /// Per piece: evaluate the ramp itself instead of the straight line.
    let exactPieces: [Bool]
    /// The repeat period (`> 0`), or `0` when the ramp pads.
    let period: Double
    /// A uniform grid over `breaks[0]…breaks[M]`: the piece holding each cell's start.
    private let grid: [Int32]
    private let gridScale: Double

    /// The number of pieces between the first and last stop (`M`).
    var innerCount: Int { breaks.count - 1 }

    /// Flattens `ramp` into at most about `pieceBudget` pieces (default ``pieceBudget``).
    init(_ ramp: ColorRamp, pieceBudget: Int = ColorTable.pieceBudget) {
        self.ramp = ramp
        var breaks: [Double] = []
        var base: [SIMD4<Double>] = []
        var slope: [SIMD4<Double>] = []
        var origin: [Double] = []
        var exact: [Bool] = []
        func levels(_ t: Double) -> SIMD4<Double> {
            let c = ramp.color(at: t).clamped
            return SIMD4(c.red, c.green, c.blue, c.alpha) * 255
        }
        func flat(_ c: SIMD4<Double>, at t: Double) {
            base.append(c)
            slope.append(.zero)
            origin.append(t)
            exact.append(false)
        }

        let locations = ramp.stops.map(\.location)
        guard let lo = locations.first, let hi = locations.last else {
            // An empty ramp: transparent everywhere.
            self.breaks = [0]
            self.base = [.zero, .zero]
            self.slope = [.zero, .zero]
            self.origin = [0, 0]
            self.exactPieces = [false, false]
            self.period = 0
            self.grid = [1]
            self.gridScale = 0
            return
        }
        // Adds pieces covering a..<b (inside one stop segment, so the ramp is continuous there);
        // `cb` is the colour approached at b from the left. A halved piece hands its samples
        // at 1/8, 2/8, 3/8 (or 5/8, 6/8, 7/8) to the half, where they fall at 2/8, 4/8, 6/8:
        // each piece past the first samples the ramp 4 times, not 8. Returns false, having
        // stopped, once the table holds more than `budget` pieces.
        func refine(
            _ a: Double, _ b: Double, _ ca: SIMD4<Double>, _ cb: SIMD4<Double>, depth: Int, maxDepth: Int, budget: Int,
            inherited: (Sample, Sample, Sample)? = nil
        ) -> Bool {
            let width = b - a
            let s = (cb - ca) / width
            @inline(__always) func sample(_ i: Int) -> Sample {
                let t = a + width * Double(i) / 8
                return Sample(t: t, levels: levels(t))
            }
            let (s2, s4, s6) = inherited ?? (sample(2), sample(4), sample(6))
            let s1 = sample(1)
            let s3 = sample(3)
            let s5 = sample(5)
            let s7 = sample(7)
            // The line is checked where each sample was taken (an inherited one may lie an ulp
            // away from this piece's own eighth).
            var worst = 0.0
            @inline(__always) func check(_ p: Sample) {
                let d = p.levels - (ca + (p.t - a) * s)
                worst = max(worst, max(abs(d.x), abs(d.y), abs(d.z), abs(d.w)))
            }
            check(s1)
            check(s2)
            check(s3)
            check(s4)
            check(s5)
            check(s6)
            check(s7)
            let m = s4.t
            if worst <= ColorTable.tolerance || !(m > a && m < b) || depth >= maxDepth {
                breaks.append(b)
                base.append(ca)
                slope.append(worst <= ColorTable.tolerance ? s : .zero)
                origin.append(a)
                exact.append(worst > ColorTable.tolerance)
                return breaks.count <= budget
            }
            return refine(a, m, ca, s4.levels, depth: depth + 1, maxDepth: maxDepth, budget: budget, inherited: (s1, s2, s3))
                && refine(m, b, s4.levels, cb, depth: depth + 1, maxDepth: maxDepth, budget: budget, inherited: (s5, s6, s7))
        }
        var distinct: [Double] = []
        for l in locations where distinct.last != l { distinct.append(l) }
        let segments = zip(distinct, distinct.dropFirst())
        // Every segment refined as far as it needs (down to 2⁻⁴⁰ of it), within the budget;
        // failing that, each segment at most log₂(budget / segments) times, whatever it needs.
        func build(maxDepth: Int, budget: Int) -> Bool {
            breaks = []
            base = []
            slope = []
            origin = []
            exact = []
            flat(levels(-.infinity), at: lo)
            breaks.append(lo)
            for (a, b) in segments
            where !refine(a, b, levels(a), levels(b.nextDown), depth: 0, maxDepth: maxDepth, budget: budget) {
                return false
            }
            flat(levels(hi), at: hi)
            return true
        }
        if !build(maxDepth: 40, budget: pieceBudget) {
            let perSegment = pieceBudget / max(1, distinct.count - 1)
            _ = build(maxDepth: max(0, Int.bitWidth - 1 - perSegment.leadingZeroBitCount), budget: .max)
        }

        self.breaks = breaks
        self.base = base
        self.slope = slope
        self.origin = origin
        self.exactPieces = exact
        self.period = ramp.extend == .repeat && hi - lo > 0 ? hi - lo : 0

        // The lookup grid: about two cells per piece, at most 64 Ki cells.
        let cells = min(max(2 * (breaks.count - 1), 1), 1 << 16)
        let scale = hi > lo ? Double(cells) / (hi - lo) : 0
        var grid = [Int32](repeating: 1, count: cells)
        var piece = 1
        for g in 0..<cells {
            let t = lo + Double(g) / scale
            while piece < breaks.count - 1 && t >= breaks[piece] { piece += 1 }
            grid[g] = Int32(piece)
        }
        self.grid = grid
        self.gridScale = scale
    }

    /// `t` brought into one period the way ``ColorRamp/color(at:)`` does it (unchanged when padding).
    @inline(__always)
    func wrap(_ t: Double) -> Double {
        guard period > 0, t.isFinite else { return t }
        let first = breaks[0]
        var w = first + (t - first).truncatingRemainder(dividingBy: period)
        if w < first { w += period }
        return w
    }

    /// The piece holding the (already wrapped) position `w`.
    @inline(__always)
    func piece(_ w: Double) -> Int {
        let m = breaks.count - 1
        if !(w < breaks[m]) { return m + 1 }  // also NaN
        if w < breaks[0] { return 0 }
        // Clamped before the conversion: a tiny span makes `gridScale` huge (or infinite).
        let g = ((w - breaks[0]) * gridScale).clampedColumn(.towardZero, in: 0...(grid.count - 1))
        var k = Int(grid[g])
        while k > 1 && w < breaks[k - 1] { k -= 1 }
        while k < m && w >= breaks[k] { k += 1 }
        return k
    }

    /// The ramp's colour in levels at a position, taken while building the table.
    private struct Sample {
        let t: Double
        let levels: SIMD4<Double>
    }

    /// Whether `w` lies in piece `k`.
    @inline(__always)
    func contains(_ k: Int, _ w: Double) -> Bool {
        let m = breaks.count - 1
        if k == 0 { return w < breaks[0] }
        if k == m + 1 { return !(w < breaks[m]) }
        return w >= breaks[k - 1] && w < breaks[k]
    }
}
