import Foundation

/// A layer's view of a paint: the `CAGradientLayer` configuration that draws what a
/// ``GradientPaint`` draws on a grid of that size (within half an 8-bit level of its ramp).
///
/// ```swift
/// let paint = GradientPaint(shading: .line(from: [0, 0], to: [300, 0]), ramp: ColorRamp(stops, interpolation: .oklab))
/// let layer = try LayerGradient(projecting: paint, width: 300, height: 100, maxStops: 4096)
/// // axial, (0, 0) → (1, 0), straight sRGB stops that reproduce the OKLab ramp
/// ```
///
/// - linear: the line's unit points (``AxialLine``), the first stop at `0` and the last at `1`;
///   a repeating ramp is tiled over the grid first;
/// - radial: a radial layer with the paint's centre and radii, scaled so the last stop sits at
///   `1` (stops before the centre are cut there);
/// - conic: a conic layer around the paint's centre. The paint measures angles with its own
///   `yScale`, a layer in its unit square, so on other aspect ratios the stops are moved and
///   resampled (``ConicAngles/remeasured(_:from:by:mixing:)``);
/// - uniform: one colour.
///
/// Every mode becomes straight sRGB stops (``ColorRamp/straightSRGBStops(tolerance:maxDepth:maxStops:)``),
/// which is all a layer mixes, and the result always has at least two colours.
extension LayerGradient {
    /// The layer that draws `paint` on a `width × height` grid (sides positive and finite).
    ///
    /// - Throws: ``GradientError`` for a size that is not positive and finite, or a repeat
    ///   needing more than `maxStops` stops.
    package init(projecting paint: GradientPaint, width w: Double, height h: Double, maxStops: Int) throws {
        guard w > 0, h > 0, w.isFinite, h.isFinite else {
            throw GradientError(.invalidValue, "A layer of \(w)x\(h) cannot be drawn: the size must be positive.")
        }
        let ramp = paint.ramp
        guard ramp.stops.count > 1 else {
            self = .solid(ramp.stops.first?.color ?? .clear)
            return
        }
        var stops = ramp.straightSRGBStops()
        let corners = [SIMD2(0, 0), SIMD2(w, 0), SIMD2(0, h), SIMD2(w, h)].map { paint.shading.t(x: $0.x, y: $0.y) }
        // A repeating ramp's stops over `lower…upper`, or nil when they are more than `maxStops`.
        func tiled(from lower: Double, to upper: Double) -> [ColorStop]? {
            ramp.extend == .repeat ? stops.tiled(from: lower, to: upper, maxCount: maxStops) : stops
        }
        let tooManyStops = GradientError(
            .unsupported(format: "layer"), "A layer cannot draw this repeating gradient at this size: it needs more than \(maxStops) stops.")
        switch paint.shading {
        case .linear(let dtdx, let dtdy, let t0):
            guard let line = AxialLine(paint.shading) else {
                // No line: the paint's one position everywhere (t0 for a zero gradient, NaN,
                // which draws the last colour, for a non-finite one).
                self = .solid(ramp.color(at: dtdx == 0 && dtdy == 0 ? t0 : .nan))
                return
            }
            guard let tiled = tiled(from: corners.min() ?? 0, to: corners.max() ?? 1) else { throw tooManyStops }
            stops = tiled
            let s0 = stops.first?.location ?? 0
            let s1 = stops.last?.location ?? 1
            let span = s1 > s0 ? s1 - s0 : 1
            let points = line.rescaled(from: s0, to: s0 + span).unitPoints(width: w, height: h, startNearest: .zero)
            self.init(
                type: .axial, colors: stops.map(\.color), locations: stops.map { ($0.location - s0) / span },
                startPoint: points.start, endPoint: points.end)
        case .radial(let center, let rx, let ry):
            guard let tiled = tiled(from: 0, to: corners.max() ?? 1) else { throw tooManyStops }
            stops = tiled.clipped(from: 0, to: .infinity)
            let scale = max(stops.last?.location ?? 1, 1e-9)
            let start = GradientPoint(x: center.x / w, y: center.y / h)
            self.init(
                type: .radial, colors: stops.map(\.color), locations: stops.map { $0.location / scale },
                startPoint: start, endPoint: GradientPoint(x: start.x + rx * scale / w, y: start.y + ry * scale / h))
        case .conic(let center, let angle, let yScale):
            guard let tiled = tiled(from: 0, to: 1) else { throw tooManyStops }
            stops = tiled.clipped(from: 0, to: 1)
            // The paint measures angles of (Δx, yScale · Δy), a layer of (Δx, Δy · w / h).
            let k = w / h / yScale
            if k != 1 { stops = ConicAngles.remeasured(ColorRamp(stops), from: angle, by: k, mixing: .straight).stops }
            let start = GradientPoint(x: center.x / w, y: center.y / h)
            let r = min(w, h) / 2
            self.init(
                type: .conic, colors: stops.map(\.color), locations: stops.map(\.location), startPoint: start,
                endPoint: GradientPoint(x: start.x + cos(angle) * r / w, y: start.y + sin(angle) * r / (h * yScale)))
        case .uniform(let t):
            self = .solid(ramp.color(at: t))
            return
        }
        self = withSingleColorDoubled
    }
}
