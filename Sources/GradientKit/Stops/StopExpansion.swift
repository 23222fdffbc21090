extension ColorRamp {
    /// Stops that reproduce this ramp with plain straight-alpha sRGB interpolation — the only
    /// kind `CAGradientLayer` and SVG draw — to within `tolerance`.
    ///
    /// Each segment is halved until straight interpolation between the ends of every piece
    /// stays within `tolerance` of the exact colour at 7 evenly spaced points inside it (error
    /// measured per premultiplied channel and alpha, in `0…1`). The default, half an 8-bit
    /// level, keeps the 8-bit result within one level of the exact ramp. Hard edges stay hard;
    /// a segment is halved at most `maxDepth` times (default 10, 1024 pieces).
    ///
    /// A ``Interpolation/srgb`` ramp without hints comes back as its own stops.
    ///
    /// - Complexity: O(k) colour evaluations for k output stops.
    public func straightSRGBStops(tolerance: Double = 0.5 / 255, maxDepth: Int = 10) -> [ColorStop] {
        guard stops.count > 1 else { return stops }
        var out = [stops[0]]
        for i in 0..<(stops.count - 1) {
            let a = stops[i].location
            let b = stops[i + 1].location
            if b > a, interpolation != .srgb || hints[i] != nil {
                subdivide(a, b, startColor: color(at: a), depth: 0, tolerance: tolerance, maxDepth: maxDepth, into: &out)
            }
            out.append(stops[i + 1])
        }
        return out
    }

    /// Appends the interior stops of `[a, b]` (the stop at `b` is the caller's).
    private func subdivide(
        _ a: Double, _ b: Double, startColor: RGBA, depth: Int, tolerance: Double, maxDepth: Int,
        into out: inout [ColorStop]
    ) {
        // The colour at `b` approached from the left: a hard edge at `b` must not count.
        let endColor = color(at: b - (b - a) * 1e-9)
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
        subdivide(a, m, startColor: startColor, depth: depth + 1, tolerance: tolerance, maxDepth: maxDepth, into: &out)
        out.append(ColorStop(mid, at: m))
        subdivide(m, b, startColor: mid, depth: depth + 1, tolerance: tolerance, maxDepth: maxDepth, into: &out)
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
