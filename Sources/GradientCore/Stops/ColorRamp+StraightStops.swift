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
    /// A ``Interpolation/srgb`` ramp without missing components comes back as its own stops.
    ///
    /// - Complexity: O(k log k) colour evaluations for k output stops.
    public func straightSRGBStops(tolerance: Double = 0.5 / 255, maxDepth: Int = 10, maxStops: Int = ColorRamp.maxExpandedStops)
        -> [ColorStop]
    {
        stops(reproducedBy: StopResampler(mixing: .straight, tolerance: tolerance, maxDepth: maxDepth, maxStops: maxStops))
    }

    /// Stops that reproduce this ramp when mixed as `resampler` says, in at most its
    /// ``StopResampler/maxStops`` stops, laid out as ``straightSRGBStops(tolerance:maxDepth:maxStops:)``
    /// describes; a ramp that already mixes that way comes back as its stops.
    package func stops(reproducedBy resampler: StopResampler) -> [ColorStop] {
        // Stops with missing components mix with values from their neighbours: never native.
        let native = resampler.mixing.isNative(interpolation) && stops.allSatisfy { $0.missing.isEmpty }
        guard stops.count > 1, !native else { return stops }
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
        var budgeted = resampler
        budgeted.maxStops = resampler.maxStops - fixedCount
        let interior = budgeted.interiorStops(
            zip(segments, ends).map { i, end in
                StopResampler.Segment(a: stops[i].location, b: stops[i + 1].location, start: end.start.color, end: end.end.color)
            },
            color: { color(at: $0) })
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

    /// The colour a segment has at `stop`, seen from inside it (at `t`): the stop's own colour,
    /// except for a fully transparent stop, whose colour is irrelevant to premultiplied
    /// mixing, so (when the mode premultiplies) it takes the hue of its neighbour with alpha 0.
    /// A stop with missing components has, inside a segment, the neighbour's values for them.
    private func limit(of stop: ColorStop, approaching t: Double) -> ColorStop {
        // Core Animation's measured mixing shifts saturated colours even at the stops.
        if interpolation == .coreAnimation || !stop.missing.isEmpty { return ColorStop(color(at: t), at: stop.location) }
        guard stop.color.alpha == 0, interpolation.premultiplies else { return stop }
        return ColorStop(color(at: t).withAlpha(multipliedBy: 0), at: stop.location)
    }

    /// The largest difference between two colours per premultiplied channel or alpha, after
    /// clamping both to `0…1` (what an 8-bit pixel can show).
    // Not inlined: copied into the resampler's unrolled loops (seven samples a piece, in each
    // of their specialisations) it made the optimised GradientCore about twice its size.
    @inline(never)
    static func visibleDifference(_ p: RGBA, _ q: RGBA) -> Double {
        let p = p.clamped
        let q = q.clamped
        return max(
            abs(p.red * p.alpha - q.red * q.alpha), abs(p.green * p.alpha - q.green * q.alpha),
            abs(p.blue * p.alpha - q.blue * q.alpha), abs(p.alpha - q.alpha))
    }
}
