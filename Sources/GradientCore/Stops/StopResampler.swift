/// The stops that make plain stops, mixed one way (``StopMixing``), draw a colour function to
/// within a tolerance: the one bisection behind a layer's, SVG's, SwiftUI's and CSS's stops.
///
/// Each segment between two given stops is halved while mixing between the ends of a piece
/// strays more than ``tolerance`` from the exact colour at 7 evenly spaced points inside it
/// (per premultiplied channel and alpha, after clamping to `0…1`, what an 8-bit pixel shows),
/// at most ``maxDepth`` times. The worst piece of all segments is halved first, so when the
/// stops would exceed ``maxStops`` the halving stops there with the error spread as evenly as
/// the budget allows; under the budget the result is what halving each piece alone gives.
///
/// ```swift
/// let ramp = ColorRamp([ColorStop(.red, at: 0), ColorStop(.blue, at: 1)], interpolation: .oklab)
/// let resampler = StopResampler(mixing: .straight)
/// resampler.interiorStops([.init(a: 0, b: 1, start: .red, end: .blue)], color: ramp.color(at:))
/// // [[…the stops between red and blue that straight mixing needs…]]
/// ```
package struct StopResampler: Sendable {
    /// How the stops are mixed.
    package var mixing: StopMixing
    /// The largest error left, in `0…1` per premultiplied channel. Default half an 8-bit level.
    package var tolerance: Double
    /// How many times a segment may be halved. Default 10 (1024 pieces a segment).
    package var maxDepth: Int
    /// The most interior stops made in all. Default unbounded.
    package var maxStops: Int

    /// Creates a resampler.
    package init(mixing: StopMixing, tolerance: Double = 0.5 / 255, maxDepth: Int = 10, maxStops: Int = .max) {
        self.mixing = mixing
        self.tolerance = tolerance
        self.maxDepth = maxDepth
        self.maxStops = maxStops
    }

    /// A stretch `a…b` of positions whose stops mix from `start` to `end`.
    package struct Segment: Sendable {
        package var a: Double
        package var b: Double
        package var start: RGBA
        package var end: RGBA

        package init(a: Double, b: Double, start: RGBA, end: RGBA) {
            self.a = a
            self.b = b
            self.start = start
            self.end = end
        }
    }

    /// The stops inside each segment (one list per segment, in order of location) that make
    /// the segments' mix draw `color` within ``tolerance``.
    ///
    /// - Complexity: O((s + k) log(s + k)) for s segments and k stops made, plus 7 `color`
    ///   calls for each piece looked at and one for each stop made.
    package func interiorStops(_ segments: [Segment], color: (Double) -> RGBA) -> [[ColorStop]] {
        var out = [[ColorStop]](repeating: [], count: segments.count)
        var remaining = maxStops
        guard remaining > 0 else { return out }
        var heap = MaxHeap<(index: Int, piece: Segment, depth: Int)>()
        func consider(_ index: Int, _ piece: Segment, _ depth: Int) {
            guard depth < maxDepth else { return }
            var worst = 0.0
            for k in 1...7 {
                let f = Double(k) / 8
                let exact = color(piece.a + (piece.b - piece.a) * f)
                worst = max(worst, ColorRamp.visibleDifference(exact, mixing.mix(piece.start, piece.end, f)))
            }
            if worst > tolerance { heap.push((index, piece, depth), key: worst) }
        }
        for (index, segment) in segments.enumerated() { consider(index, segment, 0) }
        while remaining > 0, let (index, piece, depth) = heap.pop() {
            let m = (piece.a + piece.b) / 2
            let mid = color(m)
            out[index].append(ColorStop(mid, at: m))
            remaining -= 1
            consider(index, Segment(a: piece.a, b: m, start: piece.start, end: mid), depth + 1)
            consider(index, Segment(a: m, b: piece.b, start: mid, end: piece.end), depth + 1)
        }
        for i in out.indices where out[i].count > 1 { out[i].sort { $0.location < $1.location } }
        return out
    }
}
