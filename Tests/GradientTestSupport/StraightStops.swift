import GradientKit

/// Core Animation's straight interpolation between stops (each component, alpha included,
/// mixed linearly between the two stops around `t`; the last colour past the last stop),
/// written out here as an oracle independent of ``ColorRamp``.
public enum StraightStops {
    /// The colour at `t` of `stops` in increasing location order.
    public static func color(_ stops: [ColorStop], at t: Double) -> RGBA {
        guard let i = stops.lastIndex(where: { $0.location <= t }), i + 1 < stops.count else { return stops.last!.color }
        let a = stops[i]
        let b = stops[i + 1]
        let f = (t - a.location) / (b.location - a.location)
        func mix(_ p: Double, _ q: Double) -> Double { p + (q - p) * f }
        return RGBA(
            red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
            blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
    }

    /// The colour at `t` of a layer's colours and locations (evenly spread when it has none).
    public static func color(_ layer: LayerGradient, at t: Double) -> RGBA {
        let colors = layer.colors
        let locations = layer.locations ?? colors.indices.map { Double($0) / Double(max(colors.count - 1, 1)) }
        return color(zip(colors, locations).map { ColorStop($0, at: $1) }, at: t)
    }

    /// The largest difference, in 8-bit levels, between `exact` and `approximate` over
    /// `samples + 1` evenly spaced points of `0...1`, both clamped and compared premultiplied
    /// by alpha (what a composited pixel shows).
    public static func worstPremultipliedLevels(
        samples: Int, exact: (Double) -> RGBA, approximate: (Double) -> RGBA
    ) -> Double {
        var worst = 0.0
        for k in 0...samples {
            let t = Double(k) / Double(samples)
            worst = max(worst, premultipliedLevels(exact(t).clamped, approximate(t).clamped))
        }
        return worst
    }

    /// The largest channel difference between `a` and `b` premultiplied by their alphas, in
    /// 8-bit levels.
    public static func premultipliedLevels(_ a: RGBA, _ b: RGBA) -> Double {
        let pairs = [
            (a.red * a.alpha, b.red * b.alpha), (a.green * a.alpha, b.green * b.alpha),
            (a.blue * a.alpha, b.blue * b.alpha), (a.alpha, b.alpha),
        ]
        return pairs.map { abs($0 - $1) * 255 }.max()!
    }
}
