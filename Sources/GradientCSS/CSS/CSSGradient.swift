import GradientCore

/// A CSS gradient as written: `linear-gradient()`, `radial-gradient()`, `conic-gradient()` or
/// a `repeating-` form, resolved to pixels only when drawn at a size (CSS Images 3 §3 and
/// CSS Images 4 §3).
///
/// ```swift
/// let g = try CSSGradient(parsing: "conic-gradient(from 45deg, red, blue)")
/// let paint = g.paint(width: 200, height: 100)   // pixel-space geometry and colours
/// g.css                                          // "conic-gradient(from 45deg, red, blue)"
/// ```
public struct CSSGradient: Sendable, Hashable {
    /// The shape and its geometry.
    public var shape: Shape
    /// Whether the stops repeat (`repeating-…-gradient`). Default `false`.
    public var isRepeating: Bool
    /// The `in <colorspace>` given, or `nil` (the default) for the one CSS prescribes: sRGB
    /// when every colour uses a legacy syntax, OKLab otherwise (see ``CSSColor``).
    public var interpolation: Interpolation?
    /// The colour stops and hints, in order; starts and ends with a colour stop.
    public var items: [Item]

    /// Creates a gradient.
    public init(shape: Shape, isRepeating: Bool = false, interpolation: Interpolation? = nil, items: [Item]) {
        self.shape = shape
        self.isRepeating = isRepeating
        self.interpolation = interpolation
        self.items = items
    }

    /// The largest number of stops and hints a CSS gradient may hold: 4096 (as a JSON spec).
    public static let maxItemCount = 4096

    /// The three kinds of gradient with their geometry.
    public enum Shape: Sendable, Hashable {
        /// `linear-gradient`: towards an angle or a side/corner. Default direction: `to bottom`.
        case linear(LinearDirection)
        /// `radial-gradient`: an ending shape of a size, centred at a position.
        case radial(RadialShape, RadialSize, CSSPosition)
        /// `conic-gradient`: starting at `from` degrees (0 = up, clockwise), centred at a position.
        case conic(from: Double, at: CSSPosition)
    }

    /// Which way a linear gradient runs.
    public enum LinearDirection: Sendable, Hashable {
        /// An angle in degrees: 0 up, 90 right, clockwise.
        case angle(Double)
        /// `to <side>` or `to <corner>`: `horizontal` is -1 left, 0 none, 1 right; `vertical`
        /// -1 top, 0 none, 1 bottom (at least one is not 0). A corner uses the "magic corners"
        /// angle of CSS Images 3 §3.1.1, which depends on the box's aspect ratio.
        case toward(horizontal: Int, vertical: Int)
    }

    /// The ending shape of a radial gradient.
    public enum RadialShape: String, Sendable, Hashable {
        /// Same radius both ways.
        case circle
        /// Its own horizontal and vertical radius. The default (unless one length is given).
        case ellipse
    }

    /// The size of a radial gradient's ending shape.
    public enum RadialSize: Sendable, Hashable {
        /// An extent keyword.
        case extent(Extent)
        /// A circle's radius (px).
        case circle(radius: CSSLength)
        /// An ellipse's horizontal and vertical radii (px or % of the box's width / height).
        case ellipse(radiusX: CSSLength, radiusY: CSSLength)
    }

    /// Where a radial ending shape reaches (CSS Images 3 §3.2.1).
    public enum Extent: String, Sendable, Hashable, CaseIterable {
        case closestSide = "closest-side"
        case closestCorner = "closest-corner"
        case farthestSide = "farthest-side"
        /// The default.
        case farthestCorner = "farthest-corner"
    }

    /// One entry of the stop list.
    public enum Item: Sendable, Hashable {
        /// A colour with no, one or two positions (`red`, `red 10%`, `red 10% 30%`).
        case stop(CSSColor, CSSLength?, CSSLength?)
        /// A colour hint: where the mix of its two neighbours is half and half.
        case hint(CSSLength)
    }
}

/// A length or position as CSS writes it in a gradient.
public enum CSSLength: Sendable, Hashable {
    /// Pixels (`10px`; other absolute units are converted; a bare `0`).
    case px(Double)
    /// A percentage (`25%`) of the gradient line, ray, box side or turn, by context.
    case percent(Double)
    /// An angle in degrees (conic gradient stops only; `90deg`, `0.25turn`).
    case degrees(Double)
}

/// A `<position>` (CSS Values 4 §8.3): offsets of the point from the box's left and top edge.
/// Default: centre (`50% 50%`).
public struct CSSPosition: Sendable, Hashable {
    /// The horizontal offset from the left edge.
    public var x: CSSLength
    /// The vertical offset from the top edge.
    public var y: CSSLength
    /// Whether `x` is measured from the right edge instead (`right 20px`).
    public var fromRight: Bool
    /// Whether `y` is measured from the bottom edge instead (`bottom 10px`).
    public var fromBottom: Bool

    /// Creates a position; offsets are from the left and top edge unless told otherwise.
    public init(x: CSSLength, y: CSSLength, fromRight: Bool = false, fromBottom: Bool = false) {
        self.x = x
        self.y = y
        self.fromRight = fromRight
        self.fromBottom = fromBottom
    }

    /// `50% 50%`.
    public static let center = CSSPosition(x: .percent(50), y: .percent(50))

    /// The point in pixels for a `width × height` box.
    public func point(width: Double, height: Double) -> SIMD2<Double> {
        let px = x.pixels(relativeTo: width)
        let py = y.pixels(relativeTo: height)
        return SIMD2(fromRight ? width - px : px, fromBottom ? height - py : py)
    }
}

extension CSSLength {
    /// Pixels, with a percentage taken of `reference` (and degrees read as a fraction of 360 of it).
    public func pixels(relativeTo reference: Double) -> Double {
        switch self {
        case .px(let v): v
        case .percent(let p): p / 100 * reference
        case .degrees(let d): d / 360 * reference
        }
    }
}
