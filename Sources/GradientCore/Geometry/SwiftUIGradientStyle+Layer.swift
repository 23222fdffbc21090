import Foundation

extension SwiftUIGradientStyle {
    /// The `CAGradientLayer` configuration that draws this gradient on a `width × height`
    /// point frame: the same position `t` at every point, and the same stops and mixing.
    ///
    /// - linear: a layer projects in its unit square, SwiftUI in points; the layer's points
    ///   are chosen so that both give the same `t` everywhere (an affine function of the
    ///   position is one in either space).
    /// - radial and elliptical: the layer's ellipse, centred at the centre, with radii
    ///   `|Δx| · width` and `|Δy| · height`, is the outer ring; the stops sit at the `t` of
    ///   their radius.
    /// - angular: a layer measures angles in its unit square, SwiftUI in points; on a frame
    ///   that is not square the start angle is moved and the ramp resampled to straight sRGB
    ///   stops (within half an 8-bit level, `ConicAngles.remeasured(_:from:by:mixing:)`).
    ///
    /// Geometry that draws one colour is a two-stop layer of that colour; no stops, no colours.
    public func layerGradient(width w: Double, height h: Double) -> LayerGradient {
        let paint = self.paint(width: w, height: h)
        let ramp = paint.ramp
        func layer(_ type: GradientType, _ start: SIMD2<Double>, _ end: SIMD2<Double>, stops: [ColorStop], mode: Interpolation) -> LayerGradient {
            LayerGradient(
                type: type, colors: stops.map(\.color), locations: stops.map(\.location), startPoint: GradientPoint(x: start.x, y: start.y),
                endPoint: GradientPoint(x: end.x, y: end.y), interpolation: mode)
        }
        let size = SIMD2(w, h)
        switch paint.shading {
        case .linear(let dtdx, let dtdy, let t0):
            // In unit coordinates t = g · (u, v) + t0 with g = (dtdx · w, dtdy · h): the line
            // from the point of t = 0 along g / |g|² reaches t = 1.
            let g = SIMD2(dtdx * w, dtdy * h)
            let n = (g * g).sum()
            guard n > 0, n.isFinite else { return solid(ramp.color(at: .infinity)) }
            let step = g / n
            return layer(.axial, -t0 * step, (1 - t0) * step, stops: ramp.stops, mode: ramp.interpolation)
        case .radial(let center, let rx, let ry):
            let start = center / size
            return layer(.radial, start, start + SIMD2(rx, ry) / size, stops: ramp.stops, mode: ramp.interpolation)
        case .conic(let center, let angle, _):
            let k = w / h
            var start = angle
            var stops = ramp.stops
            var mode = ramp.interpolation
            if k != 1 {
                (start, stops) = ConicAngles.remeasured(ramp, from: angle, by: k, mixing: .straight)
                mode = .srgb
            }
            let origin = center / size
            return layer(.conic, origin, origin + SIMD2(cos(start), sin(start)), stops: stops, mode: mode)
        case .uniform(let t):
            return ramp.stops.isEmpty ? LayerGradient(colors: [], interpolation: interpolation) : solid(ramp.color(at: t))
        }
    }

    /// A layer of one colour (mixed in straight sRGB, which leaves it as it is).
    private func solid(_ color: RGBA) -> LayerGradient {
        LayerGradient(colors: [color, color])
    }
}
