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
/// Geometry (unit coordinates, origin top-left, stretched onto the pixel grid), as real
/// Core Animation renders show it (see `Docs/core-animation-model.md` for the references):
/// - ``GradientType/axial``: `t` is the projection onto start→end computed in the unit
///   square, so on a non-square grid a diagonal's isolines are skewed, as on a device.
/// - ``GradientType/radial``: ellipse centred at ``startPoint`` with radii
///   `|end.x − start.x| · width` and `|end.y − start.y| · height`.
/// - ``GradientType/conic``: centred at ``startPoint``; `t = 0` towards ``endPoint``,
///   increasing clockwise on screen, both angles measured in the unit square (normalised
///   coordinates): on a non-square grid equal steps of `t` are not equal angles on screen
///   (`dag-conic-stripes-1x`, whose library chose uneven locations to get even stripes).
///
/// Degenerate input draws what Core Animation draws: no colours, or a radial gradient with a
/// zero radius on either axis, draws nothing (every pixel transparent, ``drawsNothing``);
/// start equal to end on an axial gradient draws a full-width left-to-right ramp
/// (`t = x / width`, `dez-green-blue-degenerate-2x`); a conic gradient whose end equals its
/// start starts at 3 o'clock. A non-finite point fills the grid with the last colour.
public struct LayerGradient: Sendable, Hashable {
    /// The most colours a layer gradient holds: 4096 (what a JSON spec may give, and what
    /// a CSS gradient's layer form may need).
    public static let maxStopCount = 4096

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

    /// The pixel-space geometry and colours for a grid of `width × height` pixels. A gradient
    /// that ``drawsNothing`` has an empty ramp (transparent everywhere).
    public func paint(width: Int, height: Int) -> GradientPaint {
        GradientPaint(shading: shading(width: Double(width), height: Double(height)), ramp: drawnRamp)
    }

    /// The colours this gradient draws: its ``ramp``, or an empty (transparent) one when it
    /// ``drawsNothing``.
    package var drawnRamp: ColorRamp { drawsNothing ? ColorRamp([], interpolation: interpolation) : ramp }

    /// Whether Core Animation draws no pixel at all for this gradient (at any size): it has no
    /// colours, or it is radial with a zero radius on either axis (`end.x == start.x` or
    /// `end.y == start.y`, finite points).
    public var drawsNothing: Bool {
        if colors.isEmpty { return true }
        guard type == .radial, startPoint.isFinite, endPoint.isFinite else { return false }
        return endPoint.x == startPoint.x || endPoint.y == startPoint.y
    }

    /// The pixel-space geometry for a `width × height` grid. A radial gradient with a zero
    /// radius is `.uniform(0)` here (it ``drawsNothing``); a non-finite point or size is
    /// `.uniform(.infinity)`, the last colour.
    public func shading(width w: Double, height h: Double) -> Shading {
        let s = startPoint
        let e = endPoint
        guard s.isFinite, e.isFinite, w > 0, h > 0, w.isFinite, h.isFinite else { return .uniform(.infinity) }
        switch type {
        case .axial:
            return AxialLine(unitStart: s, unitEnd: e, width: w, height: h)?.shading ?? .uniform(.infinity)
        case .radial:
            let rx = abs(e.x - s.x) * w
            let ry = abs(e.y - s.y) * h
            // A zero radius (drawsNothing, or a difference too small to survive the scaling).
            guard rx > 0, ry > 0 else { return .uniform(0) }
            guard rx.isFinite, ry.isFinite else { return .uniform(.infinity) }
            return .radial(center: SIMD2(s.x * w, s.y * h), radiusX: rx, radiusY: ry)
        case .conic:
            // Both angles in the unit square: the start direction from unit coordinates, and
            // each pixel's through yScale = w / h (see Shading.conic).
            let dx = e.x - s.x
            let dy = e.y - s.y
            let angle = dx == 0 && dy == 0 ? 0 : atan2(dy, dx)
            let k = w / h
            return .conic(center: SIMD2(s.x * w, s.y * h), startAngle: angle, yScale: k > 0 && k.isFinite ? k : 1)
        }
    }
}
