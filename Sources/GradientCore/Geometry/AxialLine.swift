import Foundation

/// An axial gradient on a pixel grid: the position `t = gradient · p + offset` at each pixel
/// point `p` (origin top-left, `y` down), the ``Shading/linear(dtdx:dtdy:t0:)`` of one line.
///
/// It is the one place where the three ways of naming that line meet:
/// - a CSS angle on a `w × h` box (``init(cssAngle:width:height:)``): the CSS gradient line of
///   length `|w·sin A| + |h·cos A|` through the box's centre, `t = 0` at its start;
/// - a layer's unit start and end points (``init(unitStart:unitEnd:width:height:)``), which
///   Core Animation projects in the unit square and stretches onto the grid;
/// - two pixel points, start and end (``init(from:to:)``), perpendicular isolines.
///
/// and turns it back into each: ``unitPoints(width:height:startNearest:)``, ``cssLine(width:height:)``,
/// ``ends(nearest:)``. Degenerate input (a zero-length line, anything not finite) gives `nil`
/// from every initialiser, so callers choose their fallback once.
///
/// ```swift
/// let line = AxialLine(cssAngle: 90, width: 300, height: 100)!   // left edge to right edge
/// line.unitPoints(width: 300, height: 100, startNearest: [150, 50])   // ((0, 0.5), (1, 0.5))
/// line.cssLine(width: 300, height: 100)                           // (90, 0, 1)
/// ```
package struct AxialLine: Sendable, Hashable {
    /// How much `t` grows per pixel to the right (`x`) and down (`y`).
    package var gradient: SIMD2<Double>
    /// `t` at the pixel point `(0, 0)`.
    package var offset: Double

    /// The line with the given gradient and offset, if both are finite and the gradient is not zero.
    package init?(gradient: SIMD2<Double>, offset: Double) {
        guard (gradient * gradient).sum() > 0, gradient.x.isFinite, gradient.y.isFinite, offset.isFinite else { return nil }
        self.gradient = gradient
        self.offset = offset
    }

    /// The line of a ``Shading/linear(dtdx:dtdy:t0:)`` shading; `nil` for any other shading
    /// or a degenerate one.
    package init?(_ shading: Shading) {
        guard case .linear(let dtdx, let dtdy, let t0) = shading else { return nil }
        self.init(gradient: SIMD2(dtdx, dtdy), offset: t0)
    }

    /// The line from pixel point `start` (`t = 0`) to `end` (`t = 1`), isolines perpendicular
    /// to it (``Shading/line(from:to:)``).
    package init?(from start: SIMD2<Double>, to end: SIMD2<Double>) {
        self.init(Shading.line(from: start, to: end))
    }

    /// The CSS gradient line of `linear-gradient(<degrees>deg, …)` on a `width × height` box
    /// (CSS Images 3 §3.1): direction `(sin A, −cos A)` (0 up, clockwise), length
    /// `|w·sin A| + |h·cos A|`, centred on the box, so the corners get the end colours.
    /// `nil` for a non-finite angle, a negative or non-finite side, or a line of length zero.
    package init?(cssAngle degrees: Double, width w: Double, height h: Double) {
        guard degrees.isFinite, w >= 0, h >= 0, w.isFinite, h.isFinite else { return nil }
        let a = degrees * .pi / 180
        let direction = SIMD2(sin(a), -cos(a))
        let length = abs(w * direction.x) + abs(h * direction.y)
        let center = SIMD2(w / 2, h / 2)
        self.init(from: center - direction * (length / 2), to: center + direction * (length / 2))
    }

    /// What a layer with unit points `start` and `end` draws on a `width × height` grid:
    /// `t` is the projection onto start→end computed in the unit square (`u = x / w`,
    /// `v = y / h`). Start equal to end is Core Animation's full-width left-to-right ramp
    /// (`t = x / w`). `nil` for a point or side that is not finite, or a side that is not positive.
    package init?(unitStart s: GradientPoint, unitEnd e: GradientPoint, width w: Double, height h: Double) {
        guard s.isFinite, e.isFinite, w > 0, h > 0, w.isFinite, h.isFinite else { return nil }
        let vx = e.x - s.x
        let vy = e.y - s.y
        let len2 = vx * vx + vy * vy
        guard len2 > 0 else {
            self.init(gradient: SIMD2(1 / w, 0), offset: 0)
            return
        }
        self.init(gradient: SIMD2(vx / (w * len2), vy / (h * len2)), offset: -(s.x * vx + s.y * vy) / len2)
    }

    /// The pixel shading: ``Shading/linear(dtdx:dtdy:t0:)``.
    package var shading: Shading { .linear(dtdx: gradient.x, dtdy: gradient.y, t0: offset) }

    /// The distance in pixels from `t = 0` to `t = 1`.
    package var length: Double { 1 / (gradient * gradient).sum().squareRoot() }

    /// The position at pixel point `p`.
    package func t(at p: SIMD2<Double>) -> Double { (gradient * p).sum() + offset }

    /// The line whose `t` is `0` where this one's is `s0` and `1` where it is `s1` (`s0 ≠ s1`):
    /// how a gradient's first and last stop become `0` and `1`.
    package func rescaled(from s0: Double, to s1: Double) -> AxialLine {
        var out = self
        out.gradient = gradient / (s1 - s0)
        out.offset = (offset - s0) / (s1 - s0)
        return out
    }

    /// Pixel points where `t` is `0` and `1`: the start is the point of `t = 0` nearest
    /// `anchor`, the end lies along the gradient from it.
    package func ends(nearest anchor: SIMD2<Double>) -> (start: SIMD2<Double>, end: SIMD2<Double>) {
        let step = gradient / (gradient * gradient).sum()
        let start = anchor - t(at: anchor) * step
        return (start, start + step)
    }

    /// Unit points whose layer draws this line on a `width × height` grid (sides positive and
    /// finite): the start is the pixel point of `t = 0` nearest `anchor` (the grid's centre
    /// gives a CSS line's own start), the end lies along the line's gradient in the unit square.
    ///
    /// A layer computes `t = ((u − s) · v) / |v|²` with `u = p / (w, h)`. Matching it to
    /// `t = g · p + c` for every `p` needs `v / |v|² = (g.x · w, g.y · h)`, which gives `v`, and
    /// `s` on the pixel line `t = 0`.
    package func unitPoints(width w: Double, height h: Double, startNearest anchor: SIMD2<Double>)
        -> (start: GradientPoint, end: GradientPoint)
    {
        let pixelStart = ends(nearest: anchor).start
        let unitGradient = SIMD2(gradient.x * w, gradient.y * h)
        let v = unitGradient / (unitGradient * unitGradient).sum()
        let s = SIMD2(pixelStart.x / w, pixelStart.y / h)
        return (GradientPoint(x: s.x, y: s.y), GradientPoint(x: s.x + v.x, y: s.y + v.y))
    }

    /// The CSS form of this line on a `width × height` box: the angle in degrees (`0..<360`,
    /// 0 up, clockwise) that points along the gradient, and this line's `t` at the start and
    /// end of that angle's CSS gradient line. A position `t` of this line is at
    /// `(t − start) / (end − start)` of the CSS line.
    package func cssLine(width w: Double, height h: Double) -> (degrees: Double, start: Double, end: Double) {
        let norm = (gradient * gradient).sum().squareRoot()
        let direction = gradient / norm
        let degrees = atan2(direction.x, -direction.y) * 180 / .pi
        let length = abs(w * direction.x) + abs(h * direction.y)
        let center = t(at: SIMD2(w / 2, h / 2))
        return (degrees < 0 ? degrees + 360 : degrees, center - norm * length / 2, center + norm * length / 2)
    }
}
