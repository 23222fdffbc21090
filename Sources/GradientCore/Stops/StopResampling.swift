extension ColorRamp {
    /// Stops that draw this ramp seen through a change of position: at a new position `q` in
    /// `0…1` they give `color(at: source(q))`, mixed straight (`premultiplied` false, what a
    /// layer draws) or premultiplied sRGB (what CSS draws), to within `tolerance`.
    ///
    /// Each stop in `0…1` moves to `target(location)` (`target` is `source`'s inverse; both
    /// increasing, `0` and `1` fixed), so hard edges stay hard; each segment in between is
    /// halved until mixing between the ends of every piece stays within `tolerance` of the
    /// exact colour at 7 evenly spaced points (per premultiplied channel and alpha; the
    /// default half an 8-bit level), at most `maxDepth` times (default 10). Used where a conic
    /// gradient changes from CSS's pixel-grid angles to a layer's unit-square ones.
    ///
    /// - Complexity: O(k) colour evaluations for k output stops.
    package func resampled(
        premultiplied: Bool, source: (Double) -> Double, target: (Double) -> Double, tolerance: Double = 0.5 / 255,
        maxDepth: Int = 10
    ) -> [ColorStop] {
        guard stops.count > 1 else { return stops.map { ColorStop($0.color, at: target(min(max($0.location, 0), 1))) } }
        func mix(_ p: RGBA, _ q: RGBA, _ f: Double) -> RGBA {
            let a = p.alpha + (q.alpha - p.alpha) * f
            func channel(_ x: Double, _ y: Double) -> Double {
                guard premultiplied else { return x + (y - x) * f }
                return a > 0 ? (x * p.alpha + (y * q.alpha - x * p.alpha) * f) / a : 0
            }
            return RGBA(red: channel(p.red, q.red), green: channel(p.green, q.green), blue: channel(p.blue, q.blue), alpha: a)
        }
        var out: [ColorStop] = []
        func subdivide(_ a: Double, _ b: Double, _ start: RGBA, _ end: RGBA, _ depth: Int) {
            var worst = 0.0
            for k in 1...7 {
                let f = Double(k) / 8
                worst = max(worst, ColorRamp.visibleDifference(color(at: source(a + (b - a) * f)), mix(start, end, f)))
            }
            guard worst > tolerance, depth < maxDepth else { return }
            let m = (a + b) / 2
            let mid = color(at: source(m))
            subdivide(a, m, start, mid, depth + 1)
            out.append(ColorStop(mid, at: m))
            subdivide(m, b, mid, end, depth + 1)
        }
        // A stop that repeats the one before it (same place, colour within 1e-9) is left out.
        func append(_ c: RGBA, at q: Double) {
            if let last = out.last, last.location == q,
                max(abs(last.color.red - c.red), abs(last.color.green - c.green), abs(last.color.blue - c.blue),
                    abs(last.color.alpha - c.alpha)) <= 1e-9
            {
                return
            }
            out.append(ColorStop(c, at: q))
        }
        let inside = stops.filter { $0.location >= 0 && $0.location <= 1 }
        // What pads before the first stop inside.
        if inside.first?.location ?? 1 > 0 { append(color(at: 0), at: 0) }
        for (i, stop) in inside.enumerated() {
            let q = target(stop.location)
            if i > 0, inside[i - 1].location < stop.location {
                let a = inside[i - 1].location
                let b = stop.location
                let start = color(at: a)
                let end = color(at: b - (b - a) * 1e-9)
                append(start, at: target(a))
                subdivide(target(a), q, start, end, 0)
                append(end, at: q)
            }
            append(stop.color, at: q)
        }
        // What pads after the last one.
        if inside.last?.location ?? 0 < 1 { append(color(at: 1), at: 1) }
        return out
    }
}
