import GradientCore

/// An axial layer gradient whose direction is a CSS angle: the JSON layer spec with an
/// `"angle"` key, `{"angle": 45, "colors": ["red", "blue"]}`.
///
/// A layer's unit start and end points fix the picture to one aspect ratio; an angle is
/// resolved at each size as CSS `linear-gradient(<angle>, …)` resolves it (CSS Images 3
/// §3.1.1): the gradient line runs through the box's centre at the angle (0 up, 90 right,
/// clockwise), and is long enough that the corners get the first and last colours. The
/// colours, locations and interpolation mean what they mean in ``LayerGradient``.
public struct AngledLayerGradient: Sendable, Hashable {
    /// The stop colours, in order. An empty array draws nothing (transparent).
    public var colors: [RGBA]
    /// Each colour's location in `0…1`, or `nil` (the default) to spread them evenly, by
    /// Core Animation's rules (``LayerGradient/locations``).
    public var locations: [Double]?
    /// The direction in degrees: 0 up, 90 right, clockwise. Finite.
    public var degrees: Double
    /// How colours are mixed. Default ``Interpolation/srgb``, as a layer gradient's.
    public var interpolation: Interpolation

    /// Creates an axial gradient at `degrees`.
    public init(colors: [RGBA], locations: [Double]? = nil, degrees: Double, interpolation: Interpolation = .srgb) {
        self.colors = colors
        self.locations = locations
        self.degrees = degrees
        self.interpolation = interpolation
    }

    /// The layer gradient with this gradient's colours, locations and interpolation, axial,
    /// with its start and end points at `.top` and `.bottom` (where a size puts them:
    /// ``layerGradient(width:height:)``).
    private var unplaced: LayerGradient {
        LayerGradient(type: .axial, colors: colors, locations: locations, interpolation: interpolation)
    }

    /// The pixel-space geometry and colours for a `width × height` grid: the CSS gradient
    /// line of the angle on that grid. A grid with a side that is not positive draws the
    /// last colour, as a layer does.
    public func paint(width: Int, height: Int) -> GradientPaint {
        paint(width: Double(width), height: Double(height))
    }

    /// ``paint(width:height:)`` on a `w × h` box (CSS px or pixels).
    func paint(width w: Double, height h: Double) -> GradientPaint {
        let line = w > 0 && h > 0 ? AxialLine(cssAngle: degrees, width: w, height: h) : nil
        return GradientPaint(shading: line?.shading ?? .uniform(.infinity), ramp: unplaced.drawnRamp)
    }

    /// The `CAGradientLayer` configuration that draws this gradient on a `width × height`
    /// layer (points or pixels: only the ratio matters): the unit start and end points whose
    /// unit-square projection is the CSS gradient line on that box.
    ///
    /// - Throws: ``GradientError`` for a size that is not positive and finite.
    public func layerGradient(width w: Double, height h: Double) throws -> LayerGradient {
        guard w > 0, h > 0, let line = AxialLine(cssAngle: degrees, width: w, height: h) else {
            throw GradientError(
                .invalidValue, "A layer of \(formatNumber(w))x\(formatNumber(h)) cannot draw a gradient at an angle: the size must be positive.")
        }
        var layer = unplaced
        (layer.startPoint, layer.endPoint) = line.unitPoints(width: w, height: h, startNearest: SIMD2(w / 2, h / 2))
        return layer
    }
}
