import Foundation

extension CSSGradient {
    /// The `CAGradientLayer` configuration that draws this gradient on a `width × height`
    /// layer (points or pixels: only the ratio matters for the geometry; repeats and radial
    /// extents are resolved at this size).
    ///
    /// - linear: unit start and end points from the CSS angle and gradient-line length, chosen
    ///   so that the layer's unit-square projection equals the pixel-space gradient, with the
    ///   first stop at `0` and the last at `1`;
    /// - radial: a radial layer centred at the CSS centre with the ending shape's radii
    ///   (scaled so the last stop sits at `1`);
    /// - conic: a conic layer from the CSS `from` angle around the CSS centre. CSS measures
    ///   angles on the pixels and a layer in its unit square, so on a non-square size the stops
    ///   are moved and resampled (the internal `ConicAngles`), within half a level of the CSS ramp.
    ///
    /// Interpolation modes other than straight sRGB, premultiplied alpha, hints and repeats
    /// become extra stops (``ColorRamp/straightSRGBStops(tolerance:maxDepth:maxStops:)``, within half
    /// an 8-bit level), since a layer interpolates straight sRGB between stops and never repeats.
    ///
    /// - Throws: ``GradientError`` for a non-positive or non-finite size, a degenerate radial
    ///   shape with stops away from its centre, or a repeat needing more than
    ///   ``LayerGradient/maxStopCount`` stops.
    public func layerGradient(width w: Double, height h: Double) throws -> LayerGradient {
        let layer = try unguardedLayerGradient(width: w, height: h)
        guard layer.colors.isEmpty else { return layer }
        // Never a layer without colours (Core Animation would draw nothing): the colour the
        // rasterizer draws at the box's centre, everywhere.
        let color = paint(width: max(1, Int(min(w, 4096))), height: max(1, Int(min(h, 4096)))).color(x: w / 2, y: h / 2)
        return LayerGradient(colors: [color, color], locations: [0, 1])
    }

    private func unguardedLayerGradient(width w: Double, height h: Double) throws -> LayerGradient {
        guard w > 0, h > 0, w.isFinite, h.isFinite else {
            throw GradientError("A layer of \(formatNumber(w))x\(formatNumber(h)) cannot draw a CSS gradient: the size must be positive.")
        }
        let geometry = self.geometry(width: w, height: h)
        let ramp = self.ramp(geometry)
        guard ramp.stops.count > 1 else {
            let color = ramp.stops.first?.color ?? .clear
            return LayerGradient(colors: [color, color], locations: [0, 1])
        }
        var stops = CSSGradient.tintingTransparentStops(ramp).straightSRGBStops()
        let corners = [SIMD2(0, 0), SIMD2(w, 0), SIMD2(0, h), SIMD2(w, h)].map { geometry.shading.t(x: $0.x, y: $0.y) }
        switch geometry.shading {
        case .linear:
            if ramp.extend == .repeat { stops = try CSSGradient.tile(stops, from: corners.min() ?? 0, to: corners.max() ?? 1) }
            let s0 = stops.first?.location ?? 0
            let s1 = stops.last?.location ?? 1
            let span = s1 > s0 ? s1 - s0 : 1
            let points = AxialLine(geometry.shading)?.rescaled(from: s0, to: s0 + span).unitPoints(width: w, height: h, startNearest: .zero) ?? (.top, .bottom)
            return LayerGradient(
                type: .axial, colors: stops.map(\.color), locations: stops.map { ($0.location - s0) / span },
                startPoint: points.start, endPoint: points.end)
        case .radial(let center, let rx, let ry):
            if geometry.percentScale == 0 {
                // Degenerate shape: only stops all at the centre (percentages) have a layer form.
                guard let last = stops.last, last.location <= 0 || ramp.extend == .repeat && ramp.stops.count == 1 else {
                    throw GradientError("A layer cannot draw a radial gradient whose ending shape has zero width or height and stops given in px.")
                }
                return LayerGradient(colors: [last.color, last.color], locations: [0, 1])
            }
            if ramp.extend == .repeat { stops = try CSSGradient.tile(stops, from: 0, to: corners.max() ?? 1) }
            stops = CSSGradient.clip(stops, from: 0, to: .infinity)
            let scale = max(stops.last?.location ?? 1, 1e-9)
            let start = GradientPoint(x: center.x / w, y: center.y / h)
            return LayerGradient(
                type: .radial, colors: stops.map(\.color), locations: stops.map { $0.location / scale },
                startPoint: start, endPoint: GradientPoint(x: start.x + rx * scale / w, y: start.y + ry * scale / h))
        case .conic(let center, let angle, _):
            if ramp.extend == .repeat { stops = try CSSGradient.tile(stops, from: 0, to: 1) }
            stops = CSSGradient.clip(stops, from: 0, to: 1)
            let k = w / h
            if k != 1 {
                // CSS measures the angle on the pixels, a layer in its unit square: the same
                // direction has another position there, so the stops move and the segments
                // between them are resampled (straight mixing, within half a level).
                let toLayer = ConicAngles.positionMap(from: angle, by: k)
                let toCSS = ConicAngles.positionMap(from: ConicAngles.stretch(angle, by: k), by: 1 / k)
                stops = ColorRamp(stops).resampled(premultiplied: false, source: toCSS, target: toLayer)
            }
            let start = GradientPoint(x: center.x / w, y: center.y / h)
            let r = min(w, h) / 2
            return LayerGradient(
                type: .conic, colors: stops.map(\.color), locations: stops.map(\.location), startPoint: start,
                endPoint: GradientPoint(x: start.x + cos(angle) * r / w, y: start.y + sin(angle) * r / h))
        case .uniform:
            let color = ramp.color(at: .infinity)
            return LayerGradient(colors: [color, color], locations: [0, 1])
        }
    }

    /// `ramp` with each fully transparent stop split into two at its location, coloured like
    /// its neighbours: premultiplied mixing ignores a transparent stop's colour, and a layer,
    /// which mixes straight colours, then fades each neighbour's own colour in or out.
    static func tintingTransparentStops(_ ramp: ColorRamp) -> ColorRamp {
        let stops = ramp.stops
        guard ramp.interpolation.premultiplies, stops.contains(where: { $0.color.alpha == 0 }) else { return ramp }
        var out: [ColorStop] = []
        for (i, stop) in stops.enumerated() {
            guard stop.color.alpha == 0 else {
                out.append(stop)
                continue
            }
            let before = stops[..<i].last(where: { $0.color.alpha > 0 })?.color
            let after = stops[(i + 1)...].first(where: { $0.color.alpha > 0 })?.color
            for neighbour in [before ?? after, after ?? before] {
                out.append(ColorStop((neighbour ?? stop.color).with(alpha: 0), at: stop.location))
            }
        }
        return ColorRamp(out, interpolation: ramp.interpolation, extend: ramp.extend)
    }

    /// Summarises the gradient for messages: `"repeating linear, 3 colours"`.
    public var summary: String {
        let kind: String =
            switch shape {
            case .linear: "linear"
            case .radial: "radial"
            case .conic: "conic"
            }
        let count = items.reduce(0) { n, item in if case .stop = item { return n + 1 } else { return n } }
        return (isRepeating ? "repeating " : "") + kind + ", \(count) colour\(count == 1 ? "" : "s")"
    }

    /// Copies of `stops` (one period, first to last location) shifted by whole periods to
    /// cover `lower…upper`.
    static func tile(_ stops: [ColorStop], from lower: Double, to upper: Double) throws -> [ColorStop] {
        guard let first = stops.first?.location, let last = stops.last?.location, last > first else { return stops }
        let period = last - first
        let k0 = ((lower - first) / period).rounded(.down)
        // At least one copy: with a period near the largest Double, both ends can round alike.
        let k1 = max(((upper - first) / period).rounded(.up), k0 + 1)
        let copies = k1 - k0
        guard copies.isFinite, copies * Double(stops.count) <= Double(LayerGradient.maxStopCount) else {
            throw GradientError(
                "A layer cannot draw this repeating gradient at this size: it needs more than \(LayerGradient.maxStopCount) stops.")
        }
        var out: [ColorStop] = []
        var k = k0
        while k < k1 {
            out += stops.map { ColorStop($0.color, at: $0.location + k * period) }
            k += 1
        }
        return out
    }

    /// The stops limited to `lower…upper`, with the straight-interpolated colour at a cut end.
    static func clip(_ stops: [ColorStop], from lower: Double, to upper: Double) -> [ColorStop] {
        func color(at t: Double) -> RGBA {
            guard let i = stops.lastIndex(where: { $0.location <= t }) else { return stops[0].color }
            guard i + 1 < stops.count else { return stops[i].color }
            let a = stops[i]
            let b = stops[i + 1]
            let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : 1
            return RGBA(
                red: a.color.red + (b.color.red - a.color.red) * f, green: a.color.green + (b.color.green - a.color.green) * f,
                blue: a.color.blue + (b.color.blue - a.color.blue) * f, alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
        }
        guard !stops.isEmpty else { return stops }
        var out = stops.filter { $0.location >= lower && $0.location <= upper }
        if stops[0].location < lower { out.insert(ColorStop(color(at: lower), at: lower), at: 0) }
        if let last = stops.last, last.location > upper, upper.isFinite { out.append(ColorStop(color(at: upper), at: upper)) }
        return out
    }

    /// The SVG document for a `width × height` rectangle: the layer form
    /// (``layerGradient(width:height:)``) written as an SVG gradient.
    ///
    /// - Throws: ``GradientError`` for a conic gradient (SVG has none) and whatever the layer form cannot draw.
    public func svg(width: Int, height: Int) throws -> String {
        if case .conic = shape {
            throw GradientError("SVG has no conic gradient: write a CSS conic gradient as PNG, JSON or CSS instead.")
        }
        return try SVG.document(layerGradient(width: Double(width), height: Double(height)), width: width, height: height)
    }
}
