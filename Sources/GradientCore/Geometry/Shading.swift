import Foundation

/// Where each pixel falls on a gradient line: maps a point in pixel coordinates (origin
/// top-left, `x` right, `y` down, pixel `(i, j)` centred at `(i + 0.5, j + 0.5)`) to the
/// position `t` that a ``ColorRamp`` turns into a colour.
public enum Shading: Sendable, Hashable {
    /// `t = dtdx · x + dtdy · y + t0`: an axial gradient, whatever its direction and aspect.
    case linear(dtdx: Double, dtdy: Double, t0: Double)
    /// `t = √((Δx / radiusX)² + (Δy / radiusY)²)` with `Δ` measured from `center`: ellipses.
    /// Both radii are positive and finite.
    case radial(center: SIMD2<Double>, radiusX: Double, radiusY: Double)
    /// `t = (angle from startAngle) / 2π` in `0..<1`, angles in radians measured clockwise
    /// on screen from the `+x` axis, each the angle of `(Δx, yScale · Δy)` with `Δ` measured
    /// from `center` in pixels.
    ///
    /// `yScale` 1 (the default) measures angles on the pixel grid, as CSS does; a layer's
    /// `width / height` measures them in its unit square, as Core Animation does
    /// (`(Δx, Δy · w / h)` is `w · (Δu, Δv)` in unit coordinates). It is positive and finite.
    case conic(center: SIMD2<Double>, startAngle: Double, yScale: Double = 1)
    /// The same `t` everywhere: what degenerate geometry draws (`.infinity` = the last colour).
    case uniform(Double)

    /// The gradient line from `start` to `end` in pixel coordinates (`t = 0` at `start`,
    /// `1` at `end`, isolines perpendicular to the line). A zero-length or non-finite line is
    /// `.uniform(.infinity)`.
    public static func line(from start: SIMD2<Double>, to end: SIMD2<Double>) -> Shading {
        let d = end - start
        let len2 = (d * d).sum()
        guard len2 > 0, len2.isFinite, start.x.isFinite, start.y.isFinite else { return .uniform(.infinity) }
        return .linear(dtdx: d.x / len2, dtdy: d.y / len2, t0: -(start * d).sum() / len2)
    }

    /// The position at the pixel-space point `(x, y)`.
    ///
    /// Evaluated through the row formulas (`LinearRow`, `RadialRow`, `ConicRow`), which the
    /// rasterizer's fast path also uses, so both put a pixel at the same `t`.
    public func t(x: Double, y: Double) -> Double {
        switch self {
        case .linear(let dtdx, let dtdy, let t0):
            return LinearRow(dtdx: dtdx, dtdy: dtdy, t0: t0, y: y).t(x: x)
        case .radial(let c, let rx, let ry):
            return RadialRow(center: c, radiusX: rx, radiusY: ry, y: y).t(x: x)
        case .conic(let c, let start, let k):
            return ConicRow(center: c, startAngle: start, yScale: k, y: y).t(x: x)
        case .uniform(let t):
            return t
        }
    }
}

// MARK: - The formulas along one row

// The row formulas are public behind the `Rasterizer` SPI, not `package`: with Swift 6.3.1,
// an `@inlinable package` function is still called out of line from another module of the
// package, so every pixel position the rasterizer took from them cost a call (which also
// spills every live vector register). Public `@inlinable` ones are inlined. Clients see
// them only with `@_spi(Rasterizer) import GradientCore`.
extension Shading {
    /// `t = dtdx · x + dtdy · y + t0` along the row at `y`, its `y` term computed once.
    @_spi(Rasterizer) public struct LinearRow: Sendable {
        /// The change of `t` per pixel.
        public let dtdx: Double
        /// `dtdy · y`.
        public let rowTerm: Double
        /// `t` at the origin.
        public let t0: Double

        @inlinable
        public init(dtdx: Double, dtdy: Double, t0: Double, y: Double) {
            self.dtdx = dtdx
            self.rowTerm = dtdy * y
            self.t0 = t0
        }

        /// `t` at `x`.
        @inlinable @inline(__always)
        public func t(x: Double) -> Double { dtdx * x + rowTerm + t0 }

        /// The `x` at which `t` reaches `target` (`dtdx` not 0).
        @inlinable @inline(__always)
        public func x(reaching target: Double) -> Double { (target - rowTerm - t0) / dtdx }
    }

    /// `t = √(u² + v²)` with `u = (x − cx) / radiusX` along the row at `y`, whose
    /// `v = (y − cy) / radiusY` is computed once.
    @_spi(Rasterizer) public struct RadialRow: Sendable {
        /// The centre's `x`.
        public let cx: Double
        /// The horizontal radius, in pixels.
        public let radiusX: Double
        /// `v²`.
        public let v2: Double

        @inlinable
        public init(center: SIMD2<Double>, radiusX: Double, radiusY: Double, y: Double) {
            let v = (y - center.y) / radiusY
            self.cx = center.x
            self.radiusX = radiusX
            self.v2 = v * v
        }

        /// `t` at `x`.
        @inlinable @inline(__always)
        public func t(x: Double) -> Double {
            let u = (x - cx) / radiusX
            return (u * u + v2).squareRoot()
        }

        /// Where along a line through a radial shading `t` reaches `target`: the line's
        /// coordinate `centre + sign · radius · √(target² − offset²)` (`sign` −1 before the
        /// centre, 1 after it), for a line whose squared offset from the centre, in radii, is
        /// `offset2`; `nil` when `t` never falls that low on it. A row's `offset2` is its `v²`;
        /// a column's is its `u²`, with the axes swapped.
        @inlinable @inline(__always)
        public static func crossing(
            _ target: Double, offset2: Double, centre: Double, radius: Double, sign: Double
        ) -> Double? {
            let d = target * target - offset2
            return d >= 0 ? centre + sign * radius * d.squareRoot() : nil
        }
    }

    /// `t = (angle of (x − cx, dy) − startAngle) / 2π` wrapped into `0..<1`, along the row at
    /// `y`, whose `dy = (y − cy) · yScale` is computed once.
    @_spi(Rasterizer) public struct ConicRow: Sendable {
        /// The centre's `x`.
        public let cx: Double
        /// The angle of `t = 0`, in radians.
        public let startAngle: Double
        /// `(y − cy) · yScale`: the row's offset from the centre in the shading's stretched space.
        public let dy: Double

        @inlinable
        public init(center: SIMD2<Double>, startAngle: Double, yScale: Double, y: Double) {
            self.cx = center.x
            self.startAngle = startAngle
            self.dy = (y - center.y) * yScale
        }

        /// The angle at `x` from `startAngle`, in turns, before wrapping (in `−1…1`).
        @inlinable @inline(__always)
        public func turns(x: Double) -> Double { (atan2(dy, x - cx) - startAngle) / (2 * .pi) }

        /// `t` at `x`: ``turns(x:)`` wrapped into `0..<1`.
        @inlinable @inline(__always)
        public func t(x: Double) -> Double {
            var a = turns(x: x)
            a -= a.rounded(.down)
            return a < 1 ? a : 0
        }
    }
}
