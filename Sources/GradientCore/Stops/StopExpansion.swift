extension ColorRamp {
    /// The most stops ``straightSRGBStops(tolerance:maxDepth:maxStops:)`` returns by default:
    /// 8192. It bounds what any output holds (a layer's `colors`, SVG, Swift code) for any
    /// input within the limits: 8192 stops are about 3 MB of Swift code and 0.5 MB of SVG.
    public static let maxExpandedStops = 8192

    /// Stops that reproduce this ramp with plain straight-alpha sRGB interpolation — the only
    /// kind `CAGradientLayer` and SVG draw — to within `tolerance`, in at most `maxStops` stops.
    ///
    /// Each segment is written as the colour it starts with (approached from inside the
    /// segment), interior stops, and the colour it ends with (approached from inside). So a
    /// premultiplied fade to transparent *black* keeps its hue up to the end instead of
    /// turning grey; where the end of one segment and the start of the next agree, one stop
    /// serves both, and where they differ (a hard edge) both stand at the same location.
    /// A piece of a segment is halved while straight interpolation between its ends strays
    /// more than `tolerance` from the exact colour at 7 evenly spaced points inside it (error
    /// measured per premultiplied channel and alpha, in `0…1`), at most `maxDepth` times
    /// (default 10, 1024 pieces a segment). The default tolerance, half an 8-bit level, keeps
    /// the 8-bit result within one level of the exact ramp.
    ///
    /// The worst piece of the whole ramp is always halved first, so when the stops would
    /// exceed `maxStops` (default ``maxExpandedStops``) the halving stops there with the error
    /// spread as evenly as the budget allows: the tolerance adapts instead of the output
    /// growing. Under the budget the result is what halving each segment alone gives. The
    /// stops that mark segment ends are always kept, so a ramp with more segments than
    /// `maxStops / 2` can come back with up to two stops per segment.
    ///
    /// A ``Interpolation/srgb`` ramp without hints comes back as its own stops.
    ///
    /// - Complexity: O(k log k) colour evaluations for k output stops.
    public func straightSRGBStops(tolerance: Double = 0.5 / 255, maxDepth: Int = 10, maxStops: Int = ColorRamp.maxExpandedStops)
        -> [ColorStop]
    {
        guard stops.count > 1, interpolation != .srgb || hints.contains(where: { $0 != nil }) else { return stops }
        let segments = (0..<(stops.count - 1)).filter { stops[$0 + 1].location > stops[$0].location }
        guard let first = segments.first, let last = segments.last else { return stops }
        // The segment ends first; the interior stops are then spent where the error is worst.
        var ends: [(start: ColorStop, end: ColorStop)] = []
        var fixedCount = first > 0 ? 1 : 0
        var previousEnd: ColorStop?
        for i in segments {
            let a = stops[i].location
            let b = stops[i + 1].location
            let inset = (b - a) * 1e-9
            let start = limit(of: stops[i], approaching: a + inset)
            let end = limit(of: stops[i + 1], approaching: b - inset)
            fixedCount += (previousEnd == start ? 0 : 1) + 1
            previousEnd = end
            ends.append((start, end))
        }
        if last + 1 < stops.count - 1 { fixedCount += 1 }
        let pieces = segments.enumerated().map { n, i in
            StopSubdivision.Piece(
                segment: n, a: stops[i].location, b: stops[i + 1].location, start: ends[n].start.color, end: ends[n].end.color, depth: 0)
        }
        let interior = StopSubdivision.split(
            pieces, budget: maxStops - fixedCount, tolerance: tolerance, maxDepth: maxDepth, color: { color(at: $0) },
            error: { piece in straightError(piece) }, children: { piece, mid in
                (
                    StopSubdivision.Piece(segment: piece.segment, a: piece.a, b: (piece.a + piece.b) / 2, start: piece.start, end: mid, depth: piece.depth + 1),
                    StopSubdivision.Piece(segment: piece.segment, a: (piece.a + piece.b) / 2, b: piece.b, start: mid, end: piece.end, depth: piece.depth + 1)
                )
            })
        // Stops stacked at the start (a hard edge there): the first one is what pads before.
        var out = first > 0 ? [stops[0]] : []
        for n in segments.indices {
            if out.last != ends[n].start { out.append(ends[n].start) }
            out += interior[n]
            out.append(ends[n].end)
        }
        if last + 1 < stops.count - 1, let final = stops.last { out.append(final) }
        return out
    }

    /// How far straight interpolation between a piece's end colours strays from the ramp at 7
    /// evenly spaced points inside it.
    private func straightError(_ piece: StopSubdivision.Piece) -> Double {
        var worst = 0.0
        let (a, b, p, q) = (piece.a, piece.b, piece.start, piece.end)
        for k in 1...7 {
            let f = Double(k) / 8
            let exact = color(at: a + (b - a) * f)
            let approx = RGBA(
                red: p.red + (q.red - p.red) * f, green: p.green + (q.green - p.green) * f,
                blue: p.blue + (q.blue - p.blue) * f, alpha: p.alpha + (q.alpha - p.alpha) * f)
            worst = max(worst, ColorRamp.visibleDifference(exact, approx))
        }
        return worst
    }

    /// The colour a segment has at `stop`, seen from inside it (at `t`): the stop's own colour,
    /// except for a fully transparent stop, whose colour is irrelevant to premultiplied
    /// mixing, so (when the mode premultiplies) it takes the hue of its neighbour with alpha 0.
    private func limit(of stop: ColorStop, approaching t: Double) -> ColorStop {
        // Core Animation's measured mixing shifts saturated colours even at the stops.
        if interpolation == .coreAnimation { return ColorStop(color(at: t), at: stop.location) }
        guard stop.color.alpha == 0, interpolation.premultiplies else { return stop }
        return ColorStop(color(at: t).withAlpha(multipliedBy: 0), at: stop.location)
    }

    /// The largest difference between two colours per premultiplied channel or alpha, after
    /// clamping both to `0…1` (what an 8-bit pixel can show).
    package static func visibleDifference(_ p: RGBA, _ q: RGBA) -> Double {
        let p = p.clamped
        let q = q.clamped
        return max(
            abs(p.red * p.alpha - q.red * q.alpha), abs(p.green * p.alpha - q.green * q.alpha),
            abs(p.blue * p.alpha - q.blue * q.alpha), abs(p.alpha - q.alpha))
    }
}

/// Halving of ramp pieces under a budget, worst piece first (used for the stops a layer, SVG
/// or CSS needs to reproduce a ramp).
package enum StopSubdivision {
    /// A piece `a…b` of segment `segment`, with the colours its straight interpolation runs between.
    package struct Piece {
        package var segment: Int
        package var a: Double
        package var b: Double
        package var start: RGBA
        package var end: RGBA
        package var depth: Int

        package init(segment: Int, a: Double, b: Double, start: RGBA, end: RGBA, depth: Int) {
            (self.segment, self.a, self.b, self.start, self.end, self.depth) = (segment, a, b, start, end, depth)
        }
    }

    /// The interior stops of each segment (indexed like the pieces' `segment`, sorted by
    /// location): pieces whose `error` exceeds `tolerance` are halved, the worst first, until
    /// none is left, none may be halved again (`maxDepth`) or `budget` stops have been made.
    ///
    /// - Complexity: O((s + k) log(s + k)) for s pieces and k stops made, plus the `error`
    ///   and `color` calls (one `error` a piece, one `color` a stop).
    package static func split(
        _ pieces: [Piece], budget: Int, tolerance: Double, maxDepth: Int, color: (Double) -> RGBA,
        error: (Piece) -> Double, children: (Piece, RGBA) -> (Piece, Piece)
    ) -> [[ColorStop]] {
        let segmentCount = (pieces.map(\.segment).max() ?? -1) + 1
        var out = [[ColorStop]](repeating: [], count: segmentCount)
        var heap = MaxHeap<Piece>()
        func consider(_ piece: Piece) {
            guard piece.depth < maxDepth else { return }
            let e = error(piece)
            if e > tolerance { heap.push(piece, key: e) }
        }
        var remaining = budget
        guard remaining > 0 else { return out }
        for piece in pieces { consider(piece) }
        while remaining > 0, let piece = heap.pop() {
            let m = (piece.a + piece.b) / 2
            let mid = color(m)
            out[piece.segment].append(ColorStop(mid, at: m))
            remaining -= 1
            let (left, right) = children(piece, mid)
            consider(left)
            consider(right)
        }
        for i in out.indices where out[i].count > 1 { out[i].sort { $0.location < $1.location } }
        return out
    }
}

/// A binary max-heap of values by a `Double` key (ties: the one pushed first comes first, so
/// the result does not depend on the heap's layout).
struct MaxHeap<Value> {
    private var items: [(key: Double, order: Int, value: Value)] = []
    private var pushed = 0

    var isEmpty: Bool { items.isEmpty }

    private func above(_ i: Int, _ j: Int) -> Bool {
        items[i].key > items[j].key || items[i].key == items[j].key && items[i].order < items[j].order
    }

    mutating func push(_ value: Value, key: Double) {
        items.append((key, pushed, value))
        pushed += 1
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard above(i, parent) else { break }
            items.swapAt(i, parent)
            i = parent
        }
    }

    mutating func pop() -> Value? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let top = items.removeLast()
        var i = 0
        while true {
            let l = 2 * i + 1
            let r = l + 1
            var best = i
            if l < items.count, above(l, best) { best = l }
            if r < items.count, above(r, best) { best = r }
            if best == i { break }
            items.swapAt(i, best)
            i = best
        }
        return top.value
    }
}
