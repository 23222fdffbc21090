import Foundation

/// A gradient described the way `CAGradientLayer` describes it: the value a view assigns to
/// its layer on a device and the software rasterizer draws on any platform.
///
/// ```swift
/// var g = LayerGradient(colors: [.white, RGBA(red: 0, green: 0.5, blue: 1)])
/// g.startPoint = .topLeft        // default .top = (0.5, 0)
/// g.endPoint = .bottomRight      // default .bottom = (0.5, 1)
/// let paint = g.paint(width: 300, height: 200)
/// ```
///
/// Geometry (unit coordinates, origin top-left, stretched onto the pixel grid):
/// - ``GradientType/axial``: `t` is the projection onto start→end computed in the unit
///   square, so on a non-square grid a diagonal's isolines are skewed, as on a device.
/// - ``GradientType/radial``: ellipse centred at ``startPoint`` with radii
///   `|end.x − start.x| · width` and `|end.y − start.y| · height`.
/// - ``GradientType/conic``: centred at ``startPoint``; `t = 0` towards ``endPoint`` (measured
///   on the pixel grid), increasing clockwise on screen.
///
/// Degenerate input draws a defined picture: no colours is fully transparent; start equal to
/// end (axial), a zero radius (radial) or a non-finite point fill the whole grid with the last
/// colour; a conic gradient whose end equals its start starts at 3 o'clock.
public struct LayerGradient: Sendable, Hashable {
    /// The shape. Default ``GradientType/axial``.
    public var type: GradientType
    /// The stop colours, in order. An empty array draws nothing (transparent).
    public var colors: [RGBA]
    /// Each colour's location in `0…1`, or `nil` (the default) to spread them evenly. See
    /// ``StopResolution/coreAnimation(colors:locations:)`` for the full rules.
    public var locations: [Double]?
    /// Where `t = 0` lies (and the centre of radial and conic gradients). Default ``GradientPoint/top``.
    public var startPoint: GradientPoint
    /// Where `t = 1` lies. Default ``GradientPoint/bottom``.
    public var endPoint: GradientPoint
    /// How colours are mixed. Default ``Interpolation/srgb``, Core Animation's documented behaviour.
    public var interpolation: Interpolation

    /// Creates a layer gradient; every parameter but `colors` has Core Animation's default.
    public init(
        type: GradientType = .axial, colors: [RGBA], locations: [Double]? = nil,
        startPoint: GradientPoint = .top, endPoint: GradientPoint = .bottom, interpolation: Interpolation = .srgb
    ) {
        self.type = type
        self.colors = colors
        self.locations = locations
        self.startPoint = startPoint
        self.endPoint = endPoint
        self.interpolation = interpolation
    }

    /// The resolved stops (Core Animation's rules).
    public var stops: [ColorStop] { StopResolution.coreAnimation(colors: colors, locations: locations) }

    /// The colour ramp: resolved stops, this gradient's interpolation, padded ends.
    public var ramp: ColorRamp { ColorRamp(stops, interpolation: interpolation) }

    /// The pixel-space geometry and colours for a grid of `width × height` pixels.
    public func paint(width: Int, height: Int) -> GradientPaint {
        GradientPaint(shading: shading(width: Double(width), height: Double(height)), ramp: ramp)
    }

    /// The pixel-space geometry for a `width × height` grid.
    public func shading(width w: Double, height h: Double) -> Shading {
        let s = startPoint
        let e = endPoint
        guard s.isFinite, e.isFinite, w > 0, h > 0 else { return .uniform(.infinity) }
        switch type {
        case .axial:
            let vx = e.x - s.x
            let vy = e.y - s.y
            let len2 = vx * vx + vy * vy
            guard len2 > 0, len2.isFinite else { return .uniform(.infinity) }
            return .linear(dtdx: vx / (w * len2), dtdy: vy / (h * len2), t0: -(s.x * vx + s.y * vy) / len2)
        case .radial:
            let rx = abs(e.x - s.x) * w
            let ry = abs(e.y - s.y) * h
            guard rx > 0, ry > 0, rx.isFinite, ry.isFinite else { return .uniform(.infinity) }
            return .radial(center: SIMD2(s.x * w, s.y * h), radiusX: rx, radiusY: ry)
        case .conic:
            let dx = (e.x - s.x) * w
            let dy = (e.y - s.y) * h
            let angle = dx == 0 && dy == 0 ? 0 : atan2(dy, dx)
            return .conic(center: SIMD2(s.x * w, s.y * h), startAngle: angle)
        }
    }
}
