import Foundation

/// A SwiftUI gradient as its initialiser takes it: `LinearGradient`, `RadialGradient`,
/// `EllipticalGradient` or `AngularGradient` with SwiftUI's own parameters, drawn on a frame
/// of a given size in points, as SwiftUI draws it.
///
/// ```swift
/// let style = SwiftUIGradientStyle(
///     .radial(center: .center, startRadius: 0, endRadius: 300),
///     stops: SwiftUIGradientStyle.evenlySpaced([.red, RGBA(red: 0, green: 1, blue: 0), .blue]))
/// let paint = style.paint(width: 100, height: 100)   // a 100 × 100 pt frame, one pixel a point
/// ```
///
/// Geometry, in points on a `width × height` frame (origin top-left, `y` down); unit points
/// such as ``GradientPoint/center`` are mapped into the frame (`x · width`, `y · height`):
/// - ``Kind/linear(startPoint:endPoint:)``: `t` is the projection onto start → end in points,
///   so the isolines are perpendicular to that line on screen whatever the frame's shape.
///   Start equal to end fills the frame with the colour at location 1.
/// - ``Kind/radial(center:startRadius:endRadius:)``: circles in points around the centre; the
///   colour at location 0 lies on the start circle and at 1 on the end circle, the end colours
///   extend inside and outside. Both radii equal make a hard edge there.
/// - ``Kind/elliptical(center:startRadiusFraction:endRadiusFraction:)``: the same in the
///   frame's unit square stretched onto the frame (Apple's documentation of
///   `EllipticalGradient`): a fraction `f` is the ellipse with radii `f · width` and
///   `f · height`, so the default end, 0.5, touches the frame's sides from its centre.
/// - ``Kind/angular(center:startAngle:endAngle:)``: angles in degrees, 0 along `+x`
///   (trailing), growing clockwise on screen, measured in points. As Apple documents
///   `AngularGradient`: when `endAngle − startAngle` exceeds 360° only the last full turn is
///   drawn; when it is less, the missing sector takes the colour at location 1 up to its
///   middle and the colour at location 0 after it. A span below 0 draws as a span of 0.
///
/// Colours are mixed by ``interpolation``, SwiftUI's by default (``Interpolation/swiftUI``,
/// OKLab; `Docs/swiftui-model.md` has the evidence and the fit to real renders).
public struct SwiftUIGradientStyle: Sendable, Hashable {
    /// Which SwiftUI gradient, with its geometry.
    public enum Kind: Sendable, Hashable {
        /// `LinearGradient(stops:startPoint:endPoint:)`: unit points.
        case linear(startPoint: GradientPoint, endPoint: GradientPoint)
        /// `RadialGradient(stops:center:startRadius:endRadius:)`: a unit point and radii in points.
        case radial(center: GradientPoint, startRadius: Double, endRadius: Double)
        /// `EllipticalGradient(stops:center:startRadiusFraction:endRadiusFraction:)`: a unit
        /// point and radii as fractions of the frame's width and height.
        case elliptical(center: GradientPoint, startRadiusFraction: Double, endRadiusFraction: Double)
        /// `AngularGradient(stops:center:startAngle:endAngle:)`: a unit point and angles in degrees.
        case angular(center: GradientPoint, startAngle: Double, endAngle: Double)

        /// The name of the kind in a JSON spec: `linear`, `radial`, `elliptical` or `angular`.
        public var name: String {
            switch self {
            case .linear: "linear"
            case .radial: "radial"
            case .elliptical: "elliptical"
            case .angular: "angular"
            }
        }
    }

    /// The gradient and its geometry.
    public var kind: Kind
    /// The stops, SwiftUI's `Gradient.Stop`s: locations in `0…1`, in order. No stops draw nothing.
    public var stops: [ColorStop]
    /// How colours are mixed. Default ``Interpolation/swiftUI``.
    public var interpolation: Interpolation

    /// Creates a style; `interpolation` defaults to SwiftUI's.
    public init(_ kind: Kind, stops: [ColorStop], interpolation: Interpolation = .swiftUI) {
        self.kind = kind
        self.stops = stops
        self.interpolation = interpolation
    }

    /// The stops of SwiftUI's `Gradient(colors:)`: `colors` at `i / (n − 1)`, one colour at 0.
    public static func evenlySpaced(_ colors: [RGBA]) -> [ColorStop] {
        colors.indices.map { ColorStop(colors[$0], at: colors.count > 1 ? Double($0) / Double(colors.count - 1) : 0) }
    }

    /// The geometry and colours on a `width × height` point frame, one pixel a point (pixel
    /// `(i, j)` centred at `(i + 0.5, j + 0.5)`); ``GradientPaint/scaled(by:)`` draws it at
    /// another scale. Both sides are positive and finite.
    public func paint(width w: Double, height h: Double) -> GradientPaint {
        func point(_ p: GradientPoint) -> SIMD2<Double> { SIMD2(p.x * w, p.y * h) }
        guard !stops.isEmpty else { return GradientPaint(shading: .uniform(0), ramp: ColorRamp([], interpolation: interpolation)) }
        switch kind {
        case .linear(let start, let end):
            return GradientPaint(shading: .line(from: point(start), to: point(end)), ramp: ColorRamp(stops, interpolation: interpolation))
        case .radial(let center, let r0, let r1):
            return rings(center: point(center), unitX: 1, unitY: 1, from: r0, to: r1)
        case .elliptical(let center, let f0, let f1):
            return rings(center: point(center), unitX: w, unitY: h, from: f0, to: f1)
        case .angular(let center, let a0, let a1):
            return sweep(center: point(center), from: a0, to: a1)
        }
    }

    /// Concentric ellipses whose radius `ρ` (in units of `(unitX, unitY)`) runs from `ρ0` at
    /// location 0 to `ρ1` at location 1: `t = ρ / max(ρ0, ρ1)`, the stops moved to the `t` of
    /// their radius (and reversed when the radius shrinks).
    private func rings(center: SIMD2<Double>, unitX: Double, unitY: Double, from ρ0: Double, to ρ1: Double) -> GradientPaint {
        let outer = max(ρ0, ρ1)
        guard outer > 0, outer.isFinite, min(ρ0, ρ1) >= 0, center.x.isFinite, center.y.isFinite else {
            return GradientPaint(shading: .uniform(.infinity), ramp: ColorRamp(stops, interpolation: interpolation))
        }
        var moved = stops.map { ColorStop($0.color, at: (ρ0 + $0.location * (ρ1 - ρ0)) / outer, missing: $0.missing) }
        if ρ1 < ρ0 { moved.reverse() }
        let ramp = ColorRamp(moved, interpolation: interpolation)
        // Rings too large for a Double in points: every pixel lies at their centre (t = 0).
        guard (unitX * outer).isFinite, (unitY * outer).isFinite else { return GradientPaint(shading: .uniform(0), ramp: ramp) }
        return GradientPaint(shading: .radial(center: center, radiusX: unitX * outer, radiusY: unitY * outer), ramp: ramp)
    }

    /// The sweep from `a0` to `a1` degrees (see the type's documentation for spans other than
    /// one turn): `t` is the clockwise turn from the start of the drawn sweep.
    private func sweep(center: SIMD2<Double>, from a0: Double, to a1: Double) -> GradientPaint {
        let span = max(a1 - a0, 0)
        guard span.isFinite, a0.isFinite, center.x.isFinite, center.y.isFinite else {
            return GradientPaint(shading: .uniform(0), ramp: ColorRamp(stops, interpolation: interpolation))
        }
        let moved: [ColorStop]
        let start: Double
        if span >= 360 {
            // The last full turn: from a1 − 360° on, location 1 − 360° / span at t = 0.
            start = a1 - 360
            moved = stops.map { ColorStop($0.color, at: 1 + ($0.location - 1) * span / 360, missing: $0.missing) }
        } else {
            // The sweep, then the missing sector: location 1's colour to its middle, location 0's after.
            // (The end stops' colours: locations lie in 0…1, so they are the colours at 1 and 0.)
            start = a0
            let middle = (span / 360 + 1) / 2
            let ends = ColorRamp(stops).stops
            moved =
                stops.map { ColorStop($0.color, at: $0.location * span / 360, missing: $0.missing) }
                + [ends.last, ends.first].compactMap { $0.map { ColorStop($0.color, at: middle, missing: $0.missing) } }
        }
        return GradientPaint(
            shading: .conic(center: center, startAngle: start * .pi / 180), ramp: ColorRamp(moved, interpolation: interpolation))
    }
}
