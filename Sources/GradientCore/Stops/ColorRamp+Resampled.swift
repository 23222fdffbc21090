extension ColorRamp {
    /// Stops that draw this ramp seen through a change of position: at a new position `q` in
    /// `0…1` they give `color(at: source(q))`, mixed as `mixing` says (straight for a layer,
    /// premultiplied for CSS), to within `tolerance`.
    ///
    /// Each stop in `0…1` moves to `target(location)` (`target` is `source`'s inverse; both
    /// increasing, `0` and `1` fixed), so hard edges stay hard (a segment that crosses `0` or
    /// `1` is cut there); each segment in between is
    /// resampled by ``StopResampler`` (default tolerance half an 8-bit level, at most
    /// `maxDepth` = 10 halvings, no budget). Used where a conic gradient changes from CSS's
    /// pixel-grid angles to a layer's unit-square ones (``ConicAngles/remeasured(_:from:by:mixing:)``).
    ///
    /// - Complexity: O(k) colour evaluations for k output stops.
    func resampled(
        mixing: StopMixing, source: (Double) -> Double, target: (Double) -> Double, tolerance: Double = 0.5 / 255,
        maxDepth: Int = 10
    ) -> [ColorStop] {
        guard stops.count > 1 else { return stops.map { ColorStop($0.color, at: target(min(max($0.location, 0), 1))) } }
        var out: [ColorStop] = []
        // A stop that repeats the one before it (same place, colour within 1e-9) is left out.
        func append(_ c: RGBA, at q: Double) {
            if let last = out.last, last.location == q,
                max(
                    abs(last.color.red - c.red), abs(last.color.green - c.green), abs(last.color.blue - c.blue),
                    abs(last.color.alpha - c.alpha)) <= 1e-9
            {
                return
            }
            out.append(ColorStop(c, at: q))
        }
        var inside = stops.filter { $0.location >= 0 && $0.location <= 1 }
        // A segment that crosses 0 or 1 (stops beyond them) is cut there, so that its part
        // inside is resampled like the others rather than drawn as a straight pad.
        if let first = stops.first, first.location < 0, inside.first?.location ?? 1 > 0 { inside.insert(ColorStop(color(at: 0), at: 0), at: 0) }
        if let last = stops.last, last.location > 1, inside.last?.location ?? 0 < 1 { inside.append(ColorStop(color(at: 1), at: 1)) }
        // Each segment between two stops inside, in the new positions.
        let segments = inside.indices.dropFirst().filter { inside[$0 - 1].location < inside[$0].location }.map { i in
            let a = inside[i - 1].location
            let b = inside[i].location
            return StopResampler.Segment(a: target(a), b: target(b), start: color(at: a), end: color(at: b - (b - a) * 1e-9))
        }
        let resampler = StopResampler(mixing: mixing, tolerance: tolerance, maxDepth: maxDepth)
        var interior = resampler.interiorStops(segments, color: { color(at: source($0)) }).makeIterator()
        var segment = segments.makeIterator()
        // What pads before the first stop inside.
        if inside.first?.location ?? 1 > 0 { append(color(at: 0), at: 0) }
        for (i, stop) in inside.enumerated() {
            if i > 0, inside[i - 1].location < stop.location, let piece = segment.next(), let stops = interior.next() {
                append(piece.start, at: piece.a)
                out += stops
                append(piece.end, at: piece.b)
            }
            append(stop.color, at: target(stop.location))
        }
        // What pads after the last one.
        if inside.last?.location ?? 0 < 1 { append(color(at: 1), at: 1) }
        return out
    }
}
