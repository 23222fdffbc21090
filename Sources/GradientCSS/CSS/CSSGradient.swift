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
    /// A font-relative or viewport length or a math function, kept as written and resolved
    /// at paint time on the render size (`2em`, `10vw`, `calc(50% - 10px)`, `min(30%, 8vh)`).
    case math(CSSMathValue)
}

/// A `<position>` (CSS Values 4 §8.3): offsets of the point from the box's left and top edge.
/// Default: centre (`50% 50%`).
///
/// A parsed position also remembers which keywords it was written with (`left`, `center`,
/// `right 10px`…), so that it is written back with them; two positions are equal when they
/// are the same point, however written.
public struct CSSPosition: Sendable, Hashable {
    /// The horizontal offset from the left edge.
    public var x: CSSLength
    /// The vertical offset from the top edge.
    public var y: CSSLength
    /// Whether `x` is measured from the right edge instead (`right 20px`).
    public var fromRight: Bool
    /// Whether `y` is measured from the bottom edge instead (`bottom 10px`).
    public var fromBottom: Bool
    /// How each axis was written (not part of `==`).
    package var spelling: Spelling

    /// Creates a position; offsets are from the left and top edge unless told otherwise.
    public init(x: CSSLength, y: CSSLength, fromRight: Bool = false, fromBottom: Bool = false) {
        self.x = x
        self.y = y
        self.fromRight = fromRight
        self.fromBottom = fromBottom
        self.spelling = Spelling(x: fromRight ? .keywordAndOffset : .offset, y: fromBottom ? .keywordAndOffset : .offset)
    }

    /// `50% 50%`.
    public static let center = CSSPosition(x: .percent(50), y: .percent(50))

    /// How the two axes of a position were written.
    package struct Spelling: Sendable, Hashable {
        /// One axis: a length (`10px`), a keyword (`left`, `center`; `0%`, `50%` or `100%`) or
        /// a keyword and an offset (`right 10px`).
        package enum Axis: Sendable, Hashable { case offset, keyword, keywordAndOffset }
        package var x: Axis
        package var y: Axis
    }

    public static func == (a: CSSPosition, b: CSSPosition) -> Bool {
        a.x == b.x && a.y == b.y && a.fromRight == b.fromRight && a.fromBottom == b.fromBottom
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(x)
        hasher.combine(y)
        hasher.combine(fromRight)
        hasher.combine(fromBottom)
    }

    /// The point in pixels for a `width × height` box, which is also the viewport of
    /// viewport units.
    public func point(width: Double, height: Double) -> SIMD2<Double> {
        let viewport = SIMD2(width, height)
        let px = x.pixels(relativeTo: width, viewport: viewport)
        let py = y.pixels(relativeTo: height, viewport: viewport)
        return SIMD2(fromRight ? width - px : px, fromBottom ? height - py : py)
    }
}

extension CSSLength {
    /// Pixels, with a percentage taken of `reference` (and degrees read as a fraction of 360
    /// of it), on a 0 × 0 viewport: viewport units are `0` here (a value in them needs
    /// ``pixels(relativeTo:viewport:)``); font-relative units use the 16px default font.
    public func pixels(relativeTo reference: Double) -> Double {
        pixels(relativeTo: reference, viewport: .zero)
    }

    /// Pixels, with a percentage taken of `reference` (degrees read as a fraction of 360 of
    /// it), viewport units of `viewport` (width, height in px; the render size) and
    /// font-relative units of the 16px default font. A math function's angle is in degrees.
    ///
    /// `CSSLength.math(…"calc(50% + 10vw)"…).pixels(relativeTo: 80, viewport: [200, 80])` is `60`.
    public func pixels(relativeTo reference: Double, viewport: SIMD2<Double>) -> Double {
        switch self {
        case .px(let v): v
        case .percent(let p): p / 100 * reference
        case .degrees(let d): d / 360 * reference
        case .math(let m): m.resolved(relativeTo: reference, viewport: viewport)
        }
    }

    /// Whether a percentage takes part in the length.
    var hasPercentage: Bool {
        switch self {
        case .px, .degrees: false
        case .percent: true
        case .math(let m): m.hasPercentage
        }
    }

    /// Whether the length is written as a negative number (`-5px`, `-2em`, `-10%`; not a math function).
    var isNegativeLiteral: Bool {
        switch self {
        case .px(let v), .percent(let v), .degrees(let v): v < 0
        case .math(let m):
            if case .dimension(let v, _) = m.node { v < 0 } else { false }
        }
    }
}
