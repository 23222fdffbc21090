import Foundation
import GradientCore

extension CSSGradient {
    /// The interpolation used: the given ``interpolation``, else `in srgb` (premultiplied)
    /// when every colour is legacy and `in oklab` otherwise (CSS Images 4 §3.1, CSS Color 4 §12.1).
    public var effectiveInterpolation: Interpolation {
        if let interpolation { return interpolation }
        let allLegacy = items.allSatisfy { item in
            if case .stop(let color, _, _) = item { return color.isLegacy }
            return true
        }
        return allLegacy ? .premultipliedSRGB : .oklab
    }

    /// The pixel-space geometry and colours on a `width × height` box.
    ///
    /// Geometry follows CSS Images 3/4: a linear gradient's line has length
    /// `|W·sin A| + |H·cos A|` through the box's centre (so the corners get the end colours),
    /// with "magic corners" for `to <corner>`; radial sizes resolve their extent keyword
    /// against the box; a conic gradient starts at `from` (0 = up) and turns clockwise.
    /// A radial ending shape of zero width or height is drawn as the spec's degenerate cases
    /// (§3.2.2 of CSS Images 3): percentages resolve to 0 and lengths measure from the centre
    /// along the non-zero axis (the other radius is `unboundedRadius`, 1e12 px); when every stop
    /// sits at the centre the shading is `.uniform(.infinity)`, the last colour. A repeating gradient whose first and last stops coincide draws
    /// the last colour, as browsers do (and the web-platform test
    /// `css/css-images/normalization-linear-degenerate.html` requires). Colour hints are drawn
    /// the way Chromium draws them (see the internal `browserHintStops(_:hints:interpolation:)`): the spec's curve at nine
    /// points, straight between them (up to about 20 levels off the exact curve near the stops).
    public func paint(width: Int, height: Int) -> GradientPaint {
        paint(width: Double(width), height: Double(height))
    }

    /// The paint on a `w × h` box of any size (points or pixels).
    func paint(width w: Double, height h: Double) -> GradientPaint {
        let geometry = self.geometry(width: w, height: h)
        let ramp = ramp(geometry)
        // A degenerate radial shape whose stops all sit at its centre: the last colour everywhere.
        if geometry.percentScale == 0, ramp.extend == .pad, let last = ramp.stops.last, last.location <= 0 {
            return GradientPaint(shading: .uniform(.infinity), ramp: ramp)
        }
        return GradientPaint(shading: geometry.shading, ramp: ramp)
    }

    /// Where pixels fall on the gradient and how stop positions turn into ramp locations.
    struct Geometry {
        /// Pixel → position along the gradient (`1` = one `lineLength`).
        var shading: Shading
        /// The length in px (or, for conic gradients, 360 degrees) that position `1` spans.
        var lineLength: Double
        /// What a percentage is worth: `1` normally, `0` on a degenerate radial shape.
        var percentScale: Double
        /// The render size (width, height in px), the viewport of viewport units.
        var viewport: SIMD2<Double> = .zero
    }

    /// The radius the paint gives the unbounded axis of a degenerate ending shape (zero width
    /// or height, drawn as an ellipse "arbitrarily" long on the other axis): 1e12 px, far
    /// beyond any grid. No layer has such an ellipse (``layerGradient(width:height:)``).
    static let unboundedRadius = 1e12

    /// The geometry on a `w × h` box.
    func geometry(width w: Double, height h: Double) -> Geometry {
        var geometry = shapeGeometry(width: w, height: h)
        geometry.viewport = SIMD2(w, h)
        return geometry
    }

    /// The geometry on a `w × h` box, before the viewport is set.
    private func shapeGeometry(width w: Double, height h: Double) -> Geometry {
        switch shape {
        case .linear(let direction):
            let degrees = CSSGradient.angle(of: direction, width: w, height: h)
            guard let line = AxialLine(cssAngle: degrees, width: w, height: h) else {
                return Geometry(shading: .uniform(.infinity), lineLength: 0, percentScale: 1)
            }
            return Geometry(shading: line.shading, lineLength: line.length, percentScale: 1)
        case .radial(let shape, let size, let position):
            let c = position.point(width: w, height: h)
            let (rx, ry) = CSSGradient.radii(shape: shape, size: size, center: c, width: w, height: h)
            if rx > 0, ry > 0, rx.isFinite, ry.isFinite {
                return Geometry(shading: .radial(center: c, radiusX: rx, radiusY: ry), lineLength: rx, percentScale: 1)
            }
            // Degenerate shapes: distances in px along the axis that is left, percentages at 0.
            let huge = CSSGradient.unboundedRadius
            let shading: Shading =
                if shape == .circle || (rx == 0 && ry == 0) { .radial(center: c, radiusX: 1, radiusY: 1) } else if rx == 0 {
                    .radial(center: c, radiusX: 1, radiusY: huge)
                } else { .radial(center: c, radiusX: huge, radiusY: 1) }
            return Geometry(shading: shading, lineLength: 1, percentScale: 0)
        case .conic(let from, let position):
            let c = position.point(width: w, height: h)
            // A pixel exactly on the starting ray (or on any hard edge) takes the colour that starts
            // there, as Chromium draws it wherever its float angle is exact (Docs/conic-seams.md):
            // the ray is turned back by 1e-9 rad (far below what a pixel can show), so that
            // rounding cannot put such a pixel a turn (or a piece) early.
            let start = (from - 90) * .pi / 180 - 1e-9
            return Geometry(shading: .conic(center: c, startAngle: start), lineLength: 360, percentScale: 1)
        }
    }

    /// The CSS angle in degrees of a linear direction on a `w × h` box. `to <corner>` points
    /// perpendicular to the diagonal joining the two neighbouring corners (CSS Images 3 §3.1.1).
    static func angle(of direction: LinearDirection, width w: Double, height h: Double) -> Double {
        switch direction {
        case .angle(let degrees):
            return degrees
        case .toward(let x, let y):
            if y == 0 { return x < 0 ? 270 : 90 }
            if x == 0 { return y < 0 ? 0 : 180 }
            // Direction (x·H, y·W) in screen coordinates; CSS angle = atan2(dx, −dy).
            return atan2(Double(x) * h, -Double(y) * w) * 180 / .pi
        }
    }

    /// The ending shape's radii in px (CSS Images 3 §3.2.1).
    static func radii(
        shape: RadialShape, size: RadialSize, center c: SIMD2<Double>, width w: Double, height h: Double
    ) -> (Double, Double) {
        let dx = (abs(c.x), abs(w - c.x))
        let dy = (abs(c.y), abs(h - c.y))
        let viewport = SIMD2(w, h)
        // A radius a math function makes negative is clamped to 0 (CSS Values 4 §10.12).
        switch size {
        case .circle(let r):
            let v = max(r.pixels(relativeTo: 0, viewport: viewport), 0)
            return (v, v)
        case .ellipse(let rx, let ry):
            return (max(rx.pixels(relativeTo: w, viewport: viewport), 0), max(ry.pixels(relativeTo: h, viewport: viewport), 0))
        case .extent(let extent):
            let near = (min(dx.0, dx.1), min(dy.0, dy.1))
            let far = (max(dx.0, dx.1), max(dy.0, dy.1))
            switch (extent, shape) {
            case (.closestSide, .circle):
                let r = min(near.0, near.1)
                return (r, r)
            case (.farthestSide, .circle):
                let r = max(far.0, far.1)
                return (r, r)
            case (.closestCorner, .circle):
                let r = (near.0 * near.0 + near.1 * near.1).squareRoot()
                return (r, r)
            case (.farthestCorner, .circle):
                let r = (far.0 * far.0 + far.1 * far.1).squareRoot()
                return (r, r)
            case (.closestSide, .ellipse):
                return near
            case (.farthestSide, .ellipse):
                return far
            case (.closestCorner, .ellipse):
                // The closest-side ellipse scaled to pass through the nearest corner: × √2.
                return (near.0 * 2.0.squareRoot(), near.1 * 2.0.squareRoot())
            case (.farthestCorner, .ellipse):
                return (far.0 * 2.0.squareRoot(), far.1 * 2.0.squareRoot())
            }
        }
    }

    /// The ramp for `geometry`: stop positions resolved and fixed up (CSS Images 4 §3.5.3
    /// "Color Stop Fixup"), hints per segment, the interpolation and the repeat rule.
    func ramp(_ geometry: Geometry) -> ColorRamp {
        let interpolation = effectiveInterpolation
        var (stops, hints) = resolvedStops(geometry)
        if hints.contains(where: { $0 != nil }) {
            stops = CSSGradient.browserHintStops(stops, hints: hints, interpolation: interpolation)
        }
        guard isRepeating else { return ColorRamp(stops, interpolation: interpolation) }
        if let first = stops.first, let last = stops.last, !(last.location - first.location > 1e-9) {
            // Coincident first and last stops: a solid image of the last colour.
            return ColorRamp([ColorStop(last.color, at: 0)], interpolation: interpolation)
        }
        return ColorRamp(stops, interpolation: interpolation, extend: .repeat)
    }

    /// `stops` with every colour hint (`hints[i]`, in `0…1` of the segment from stop `i` to
    /// `i + 1`, or `nil`) replaced by nine stops on its curve (``ColorRamp/applyHint(_:_:)``,
    /// mixed in `interpolation`), the way Chromium (and WebKit) draw a hint: between the stops
    /// at `a` and `b` with the hint at `H`, two stops split the shorter side into thirds and
    /// seven more sit at `k/13` of the longer side (`k = 0…6` counted from `H`); colours between
    /// them mix without the curve. A hint half-way is an even mix and adds nothing; a hint on a
    /// stop makes a hard edge. This matches the browser to within a level where the exact curve
    /// (CSS Images 4 §3.5.3) would differ by up to 20. Stops at non-finite locations are left
    /// for the ramp to drop.
    static func browserHintStops(_ stops: [ColorStop], hints: [Double?], interpolation: Interpolation) -> [ColorStop] {
        var out: [ColorStop] = []
        var previous: ColorStop?
        for (i, stop) in stops.enumerated() {
            guard stop.location.isFinite else {
                out.append(stop)
                continue
            }
            defer { previous = stop }
            guard let before = previous, i > 0, i - 1 < hints.count, let h = hints[i - 1], h.isFinite, h != 0.5 else {
                out.append(stop)
                continue
            }
            let a = before.location
            let b = stop.location
            // A hint on a stop is a hard edge: the far colour from there on.
            if h <= 0 || h >= 1 {
                out.append(h <= 0 ? ColorStop(stop.color, at: a, missing: stop.missing) : ColorStop(before.color, at: b, missing: before.missing))
                out.append(stop)
                continue
            }
            let hint = a + (b - a) * h
            var offsets: [Double]
            if hint - a > b - hint {
                offsets = (0..<7).map { a + (hint - a) * Double(7 + $0) / 13 }
                offsets += [hint + (b - hint) / 3, hint + (b - hint) * 2 / 3]
            } else {
                offsets = [a + (hint - a) / 3, a + (hint - a) * 2 / 3]
                offsets += (0..<7).map { hint + (b - hint) * Double($0) / 13 }
            }
            // The segment's two colours at 0 and 1, mixed at the hint curve's weight.
            let segment = ColorRamp(
                [ColorStop(before.color, at: 0, missing: before.missing), ColorStop(stop.color, at: 1, missing: stop.missing)],
                interpolation: interpolation)
            for t in offsets {
                let f = (b - a).isFinite ? (t - a) / (b - a) : (t / 2 - a / 2) / (b / 2 - a / 2)
                out.append(ColorStop(segment.color(at: ColorRamp.applyHint(f, h)), at: t))
            }
            out.append(stop)
        }
        return out
    }

    /// The stops with their final locations and the hint of each segment.
    func resolvedStops(_ geometry: Geometry) -> ([ColorStop], [Double?]) {
        func fraction(_ l: CSSLength) -> Double {
            switch l {
            case .px(let v): return geometry.lineLength > 0 ? v / geometry.lineLength : 0
            case .percent(let p): return p / 100 * geometry.percentScale
            case .degrees(let d): return d / 360
            case .math(let m):
                // Percentages of the line (or turn) as `.percent` counts them; lengths in px
                // (angles in degrees) over the line's length (360 for a turn).
                guard geometry.lineLength > 0 else { return 0 }
                let v = m.resolved(relativeTo: geometry.lineLength * geometry.percentScale, viewport: geometry.viewport)
                return v / geometry.lineLength
            }
        }
        // Each entry: a colour (nil for a hint) and its position if given.
        var entries: [(color: RGBA?, missing: MissingComponents, position: Double?)] = []
        for item in items {
            switch item {
            case .stop(let color, let p1, let p2):
                entries.append((color.rgba, color.missing, p1.map(fraction)))
                if let p2 { entries.append((color.rgba, color.missing, fraction(p2))) }
            case .hint(let p):
                entries.append((nil, [], fraction(p)))
            }
        }
        guard !entries.isEmpty else { return ([], []) }
        // 1. A missing first or last position is 0% or 100%.
        if let i = entries.firstIndex(where: { $0.color != nil }), entries[i].position == nil { entries[i].position = 0 }
        if let i = entries.lastIndex(where: { $0.color != nil }), entries[i].position == nil {
            entries[i].position = geometry.percentScale
        }
        // 2. A position below an earlier one (stop or hint) is raised to the largest before it.
        var largest = -Double.infinity
        for i in entries.indices {
            guard let p = entries[i].position else { continue }
            largest = max(largest, p)
            entries[i].position = largest
        }
        // 3. Runs of stops without positions are spread evenly between their neighbours.
        let stopIndices = entries.indices.filter { entries[$0].color != nil }
        let filled = StopResolution.fillMissingLocations(stopIndices.map { entries[$0].position })
        var stops: [ColorStop] = []
        var hints: [Double?] = []
        var pendingHint: Double?
        for (k, i) in stopIndices.enumerated() {
            if k > 0 {
                // The hint between this stop and the previous one, as a fraction of the segment.
                let a = filled[k - 1]
                let b = filled[k]
                if let h = pendingHint, b > a { hints.append(min(max((h - a) / (b - a), 0), 1)) } else { hints.append(nil) }
            }
            pendingHint = nil
            if i + 1 < entries.count, entries[i + 1].color == nil { pendingHint = entries[i + 1].position }
            stops.append(ColorStop(entries[i].color ?? .clear, at: filled[k], missing: entries[i].missing))
        }
        return (stops, hints)
    }
}
