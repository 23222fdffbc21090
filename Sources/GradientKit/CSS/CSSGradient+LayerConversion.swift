import Foundation

extension CSSGradient {
    /// The CSS gradient that draws `layer` on a `width × height` box (CSS px; only the ratio
    /// matters), so a gradient designed for a layer can be pasted into a web page.
    ///
    /// - axial: the layer's pixel-space gradient `t = a·x + b·y + c` is exactly a CSS linear
    ///   gradient at angle `atan2(a, −b)` whose stop positions are `t` re-measured along the
    ///   CSS gradient line (`|W·sin A| + |H·cos A|` through the centre);
    /// - radial: `radial-gradient(ellipse rx% ry% at x% y%, …)` with stops at their locations;
    /// - conic: `conic-gradient(from A at x% y%, …)`, `A` measured on the box's pixels; on a
    ///   non-square box, where the layer's unit-square angles differ from CSS's pixel ones,
    ///   the stops are moved and resampled (premultiplied sRGB, within half a level).
    ///
    /// CSS always mixes premultiplied colours, so a straight-alpha ``Interpolation/srgb``
    /// gradient with translucent colours gets extra stops that reproduce the straight mix
    /// within half an 8-bit level; opaque ones need none. Degenerate geometry is a solid
    /// gradient of the colour the layer draws (transparent for one that ``LayerGradient/drawsNothing``).
    public init(_ layer: LayerGradient, width w: Double, height h: Double) {
        let ramp = layer.ramp
        var stops = ramp.stops
        var interpolation = layer.interpolation
        if interpolation == .coreAnimation {
            // CSS cannot name Core Animation's measured mixing: its ramp becomes plain stops.
            stops = ramp.straightSRGBStops(maxStops: CSSGradient.maxItemCount)
            interpolation = .premultipliedSRGB
        }
        if interpolation == .srgb {
            if stops.contains(where: { $0.color.alpha < 1 }) { stops = CSSGradient.premultipliedStops(ramp) }
            interpolation = .premultipliedSRGB
        }
        var shading = layer.shading(width: w, height: h)
        if case .linear = shading, AxialLine(shading) == nil { shading = .uniform(.infinity) }
        var shape: Shape
        var locations: [Double] = stops.map(\.location)
        switch shading {
        case .linear:
            guard let line = AxialLine(shading) else { preconditionFailure("a degenerate line is uniform") }
            let css = line.cssLine(width: w, height: h)
            locations = locations.map { ($0 - css.start) / (css.end - css.start) }
            shape = .linear(.angle(CSSGradient.tidy(css.degrees)))
        case .radial(let center, let rx, let ry):
            shape = .radial(
                .ellipse, .ellipse(radiusX: .percent(CSSGradient.tidy(rx / w * 100)), radiusY: .percent(CSSGradient.tidy(ry / h * 100))),
                CSSPosition(x: .percent(CSSGradient.tidy(center.x / w * 100)), y: .percent(CSSGradient.tidy(center.y / h * 100))))
        case .conic(let center, var angle, let k):
            if k != 1 {
                // The layer measures angles in its unit square, CSS on the pixels: the start
                // direction gets its pixel angle, and the stops are resampled to pixel
                // positions (premultiplied, as CSS mixes, within half a level).
                let toCSS = ConicAngles.positionMap(from: angle, by: 1 / k)
                angle = ConicAngles.stretch(angle, by: 1 / k)
                let toLayer = ConicAngles.positionMap(from: angle, by: k)
                stops = ColorRamp(stops, interpolation: interpolation).resampled(premultiplied: true, source: toLayer, target: toCSS)
                locations = stops.map(\.location)
                interpolation = .premultipliedSRGB
            }
            var degrees = (angle * 180 / .pi + 90).truncatingRemainder(dividingBy: 360)
            if degrees < 0 { degrees += 360 }
            shape = .conic(
                from: CSSGradient.tidy(degrees), at: CSSPosition(x: .percent(CSSGradient.tidy(center.x / w * 100)), y: .percent(CSSGradient.tidy(center.y / h * 100))))
        case .uniform(let t):
            let color = layer.drawsNothing ? .clear : ramp.color(at: t)
            stops = [ColorStop(color, at: 0), ColorStop(color, at: 1)]
            locations = [0, 1]
            shape = .linear(.angle(180))
        }
        let colors = stops.map { CSSColor($0.color, isLegacy: $0.color.components.allSatisfy { $0 >= 0 && $0 <= 1 }) }
        let allLegacy = colors.allSatisfy(\.isLegacy)
        self.init(
            shape: shape, interpolation: allLegacy && interpolation == .premultipliedSRGB ? nil : interpolation,
            items: zip(colors, locations).map { .stop($0, .percent(CSSGradient.tidy($1 * 100)), nil) })
    }

    /// `v` rounded to 6 decimals when that moves it by at most 1e-9 (of `max(1, |v|)`), else
    /// `v`: the conversion's rounding noise goes (`119.99999999999999` degrees becomes `120`,
    /// `49.999999999999986%` becomes `50%`), far below anything a pixel shows, so the CSS
    /// reads as a person would write it; values that are not that close are kept as computed.
    static func tidy(_ v: Double) -> Double {
        let r = (v * 1_000_000).rounded() / 1_000_000
        return abs(r - v) <= 1e-9 * max(1, abs(v)) ? r : v
    }

    /// Stops whose premultiplied mix reproduces `ramp`'s straight-alpha mix to within half an
    /// 8-bit level: a piece of a segment is halved until 7 evenly spaced samples agree (at most
    /// 10 times), the worst piece first, and no more than `maxStops` stops in all (default
    /// ``CSSGradient/maxItemCount``, so that the CSS reads back; beyond it the error is spread
    /// as evenly as the budget allows).
    ///
    /// - Complexity: O(k log k) colour evaluations for k output stops.
    static func premultipliedStops(_ ramp: ColorRamp, maxStops: Int = CSSGradient.maxItemCount) -> [ColorStop] {
        let stops = ramp.stops
        guard stops.count > 1 else { return stops }
        func premultipliedMix(_ p: RGBA, _ q: RGBA, _ f: Double) -> RGBA {
            let a = p.alpha + (q.alpha - p.alpha) * f
            guard a > 0 else { return .clear }
            func channel(_ x: Double, _ y: Double) -> Double { (x * p.alpha + (y * q.alpha - x * p.alpha) * f) / a }
            return RGBA(red: channel(p.red, q.red), green: channel(p.green, q.green), blue: channel(p.blue, q.blue), alpha: a)
        }
        // A piece's `end` is the ramp just inside its right end.
        func piece(_ segment: Int, _ a: Double, _ b: Double, _ start: RGBA, _ depth: Int) -> StopSubdivision.Piece {
            StopSubdivision.Piece(segment: segment, a: a, b: b, start: start, end: ramp.color(at: b - (b - a) * 1e-9), depth: depth)
        }
        var pieces: [StopSubdivision.Piece] = []
        for i in 0..<(stops.count - 1) where stops[i + 1].location > stops[i].location {
            pieces.append(piece(i, stops[i].location, stops[i + 1].location, ramp.color(at: stops[i].location), 0))
        }
        let interior = StopSubdivision.split(
            pieces, budget: maxStops - stops.count, tolerance: 0.5 / 255, maxDepth: 10, color: { ramp.color(at: $0) },
            error: { p in
                var worst = 0.0
                for k in 1...7 {
                    let f = Double(k) / 8
                    worst = max(worst, ColorRamp.visibleDifference(ramp.color(at: p.a + (p.b - p.a) * f), premultipliedMix(p.start, p.end, f)))
                }
                return worst
            },
            children: { p, mid in
                let m = (p.a + p.b) / 2
                return (piece(p.segment, p.a, m, p.start, p.depth + 1), piece(p.segment, m, p.b, mid, p.depth + 1))
            })
        var out = [stops[0]]
        for i in 0..<(stops.count - 1) {
            if i < interior.count { out += interior[i] }
            out.append(stops[i + 1])
        }
        return out
    }
}
