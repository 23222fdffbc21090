extension ColorRamp {
    /// Stops that reproduce this ramp with plain straight-alpha sRGB interpolation — the only
    /// kind `CAGradientLayer` and SVG draw — to within `tolerance`.
    ///
    /// Each segment is written as the colour it starts with (approached from inside the
    /// segment), interior stops, and the colour it ends with (approached from inside). So a
    /// premultiplied fade to transparent *black* keeps its hue up to the end instead of
    /// turning grey; where the end of one segment and the start of the next agree, one stop
    /// serves both, and where they differ (a hard edge) both stand at the same location.
    /// A segment is halved until straight interpolation between the ends of every piece stays
    /// within `tolerance` of the exact colour at 7 evenly spaced points inside it (error
    /// measured per premultiplied channel and alpha, in `0…1`). The default, half an 8-bit
    /// level, keeps the 8-bit result within one level of the exact ramp. A segment is halved
    /// at most `maxDepth` times (default 10, 1024 pieces).
    ///
    /// A ``Interpolation/srgb`` ramp without hints comes back as its own stops.
    ///
    /// - Complexity: O(k) colour evaluations for k output stops.
    public func straightSRGBStops(tolerance: Double = 0.5 / 255, maxDepth: Int = 10) -> [ColorStop] {
        guard stops.count > 1, interpolation != .srgb || hints.contains(where: { $0 != nil }) else { return stops }
        let segments = (0..<(stops.count - 1)).filter { stops[$0 + 1].location > stops[$0].location }
        guard let first = segments.first, let last = segments.last else { return stops }
        // Stops stacked at the start (a hard edge there): the first one is what pads before.
        var out = first > 0 ? [stops[0]] : []
        for i in segments {
            let a = stops[i].location
            let b = stops[i + 1].location
            let inset = (b - a) * 1e-9
            let start = limit(of: stops[i], approaching: a + inset)
            if out.last != start { out.append(start) }
            let end = limit(of: stops[i + 1], approaching: b - inset)
            subdivide(a, b, startColor: start.color, endColor: end.color, depth: 0, tolerance: tolerance, maxDepth: maxDepth, into: &out)
            out.append(end)
        }
        if last + 1 < stops.count - 1, let final = stops.last { out.append(final) }
        return out
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

    /// Appends the interior stops of `[a, b]`.
    private func subdivide(
        _ a: Double, _ b: Double, startColor: RGBA, endColor: RGBA, depth: Int, tolerance: Double, maxDepth: Int,
        into out: inout [ColorStop]
    ) {
        var worst = 0.0
        for k in 1...7 {
            let f = Double(k) / 8
            let exact = color(at: a + (b - a) * f)
            let approx = RGBA(
                red: startColor.red + (endColor.red - startColor.red) * f,
                green: startColor.green + (endColor.green - startColor.green) * f,
                blue: startColor.blue + (endColor.blue - startColor.blue) * f,
                alpha: startColor.alpha + (endColor.alpha - startColor.alpha) * f)
            worst = max(worst, ColorRamp.visibleDifference(exact, approx))
        }
        guard worst > tolerance, depth < maxDepth else { return }
        let m = (a + b) / 2
        let mid = color(at: m)
        subdivide(a, m, startColor: startColor, endColor: mid, depth: depth + 1, tolerance: tolerance, maxDepth: maxDepth, into: &out)
        out.append(ColorStop(mid, at: m))
        subdivide(m, b, startColor: mid, endColor: endColor, depth: depth + 1, tolerance: tolerance, maxDepth: maxDepth, into: &out)
    }

    /// The largest difference between two colours per premultiplied channel or alpha, after
    /// clamping both to `0…1` (what an 8-bit pixel can show).
    static func visibleDifference(_ p: RGBA, _ q: RGBA) -> Double {
        let p = p.clamped
        let q = q.clamped
        return max(
            abs(p.red * p.alpha - q.red * q.alpha), abs(p.green * p.alpha - q.green * q.alpha),
            abs(p.blue * p.alpha - q.blue * q.alpha), abs(p.alpha - q.alpha))
    }
}
