import GradientCSS
import GradientCore

extension SwiftCode {
    /// A CSS gradient in the terms of a gradient view's own settings (GradientUI's
    /// `GradientView` and `GradientFill`, the view model's `GradientViewState`): a direction
    /// in CSS degrees or a named one, a centre, a radius fraction and a start angle, the
    /// colours and locations as CSS gives them and the engine's `Interpolation`. The view
    /// places the gradient itself, so the settings draw what the CSS draws on any size.
    ///
    /// ```swift
    /// let settings = try SwiftCode.ViewSettings(CSSGradient(parsing: "linear-gradient(45deg in oklab, #f06, #fc0)"))
    /// settings.direction       // .angle(45)
    /// settings.interpolation   // .oklab
    /// ```
    public struct ViewSettings: Sendable, Hashable {
        /// The shape.
        public var type: GradientType
        /// The colours (extended sRGB), first to last.
        public var colors: [RGBA]
        /// Each colour's location in `0…1`; `nil` when CSS gave no position (spread evenly).
        public var locations: [Double]?
        /// Which way an axial gradient runs (`Direction.vertical` for the others).
        public var direction: Direction
        /// The centre of a radial or conic gradient in unit coordinates (`(0.5, 0.5)` for an axial one).
        public var center: GradientPoint
        /// A radial gradient's radius as a fraction of the view's width and height; `nil`
        /// reaches the farthest corner (and is `nil` for the other types).
        public var radiusFraction: Double?
        /// Where a conic gradient starts, in CSS degrees (`0` up, clockwise); `0` for the others.
        public var startAngle: Double
        /// How colours are mixed.
        public var interpolation: Interpolation

        /// The settings that draw `css` as CSS draws it on any size.
        ///
        /// - Throws: ``GradientError`` (``GradientError/Kind/unsupported(format:)``) naming
        ///   what the settings cannot say: a repeating gradient, a colour hint, a colour with a
        ///   missing (`none`) component, a position that is not a percentage (or, for a conic
        ///   gradient, an angle), a stop outside `0%…100%`, a circle, an ellipse whose
        ///   radii are different fractions of the width and height.
        public init(_ css: CSSGradient) throws {
            guard !css.isRepeating else { throw Self.unsupported("a repeating gradient repeats its stops, which the view does not") }
            let isConic: Bool
            if case .conic = css.shape { isConic = true } else { isConic = false }
            var colors: [RGBA] = []
            var positions: [Double?] = []
            for item in css.items {
                switch item {
                case .hint:
                    throw Self.unsupported("a colour hint moves the midpoint of a mix, which the view does not")
                case .stop(let color, let first, let second):
                    guard color.missing.isEmpty else {
                        throw Self.unsupported(
                            "a colour with a missing ('none') component mixes with its neighbours' components, which the view's colours lack")
                    }
                    colors.append(color.rgba)
                    positions.append(try first.map { try Self.fraction($0, conic: isConic) })
                    if let second {
                        colors.append(color.rgba)
                        positions.append(try Self.fraction(second, conic: isConic))
                    }
                }
            }
            self.colors = colors
            self.locations = try Self.locations(positions)
            let mode = css.effectiveInterpolation
            // Premultiplied and straight sRGB mixes are the same for opaque colours.
            self.interpolation = mode == .premultipliedSRGB && colors.allSatisfy { $0.alpha == 1 } ? .srgb : mode
            (type, direction, center, radiusFraction, startAngle) = (.axial, .vertical, .center, nil, 0)
            switch css.shape {
            case .linear(let line):
                direction = Self.direction(line)
            case .radial(let shape, let size, let position):
                guard shape == .ellipse else {
                    throw Self.unsupported("a circle keeps its shape on every view, and the view's radial gradient has the view's shape")
                }
                type = .radial
                center = try Self.unitPoint(position)
                radiusFraction = try Self.radiusFraction(size, center: center)
            case .conic(let from, let position):
                type = .conic
                center = try Self.unitPoint(position)
                startAngle = from
            }
        }

        /// The settings of a layer spec given an angle: the same colours, locations (read by
        /// Core Animation's rules in both), interpolation and CSS angle, on any size.
        public init(_ angled: AngledLayerGradient) {
            (type, colors, locations, direction) = (.axial, angled.colors, angled.locations, .angle(angled.degrees))
            (center, radiusFraction, startAngle, interpolation) = (.center, nil, 0, angled.interpolation)
        }

        /// `to bottom` and `180deg` (the default) are the view's `.vertical`, the other sides and every angle
        /// CSS degrees (`.horizontal` would mirror in right-to-left layouts, where CSS does not),
        /// a corner the named diagonal: its unit points are CSS's "magic corners" line on any
        /// aspect ratio (the layer's gradient runs along them in unit coordinates, so the
        /// other two corners share the middle colour).
        static func direction(_ line: CSSGradient.LinearDirection) -> Direction {
            switch line {
            case .angle(let degrees): return degrees == 180 ? .vertical : .angle(degrees)
            case .toward(let h, let v):
                switch (h.signum(), v.signum()) {
                case (0, 1): return .vertical
                case (0, _): return .angle(0)
                case (1, 0): return .angle(90)
                case (_, 0): return .angle(270)
                case (1, 1): return .topLeftToBottomRight
                case (_, 1): return .topRightToBottomLeft
                case (1, _): return .bottomLeftToTopRight
                default: return .bottomRightToTopLeft
                }
            }
        }

        /// A stop position as a fraction of the gradient line (or turn).
        static func fraction(_ length: CSSLength, conic: Bool) throws -> Double {
            switch length {
            case .percent(let p): return p / 100
            case .degrees(let d) where conic: return d / 360
            default:
                throw unsupported("a stop at \(CSSWriter.length(length)) is not a percentage, so where it falls depends on the view's size")
            }
        }

        /// CSS's rules for missing and decreasing positions (CSS Images 3 §3.4.3): a missing
        /// first is `0`, a missing last `1`, a position below an earlier one is raised to it,
        /// missing ones are spread evenly between their neighbours. `nil` when none is given.
        static func locations(_ positions: [Double?]) throws -> [Double]? {
            guard positions.contains(where: { $0 != nil }) else { return nil }
            var largest = -Double.infinity
            let raised = positions.map { p in
                p.map { value in
                    largest = max(largest, value)
                    return largest
                }
            }
            let filled = StopResolution.fillMissingLocations(raised)
            guard filled.allSatisfy({ (0...1).contains($0) }) else {
                throw unsupported("a stop outside 0%…100% extends the gradient past the view's edges")
            }
            return filled
        }

        /// A `<position>` in percentages as unit coordinates.
        static func unitPoint(_ position: CSSPosition) throws -> GradientPoint {
            guard case .percent(let x) = position.x, case .percent(let y) = position.y else {
                throw unsupported("a centre given in px moves with the view's size")
            }
            return GradientPoint(x: position.fromRight ? 1 - x / 100 : x / 100, y: position.fromBottom ? 1 - y / 100 : y / 100)
        }

        /// The view's radius fraction for a CSS ellipse: its radii must be the same fraction of
        /// the width and height. An extent keyword sizes the ellipse by the distances from the
        /// centre to the sides (CSS Images 3 §3.2.2; a corner extent scales the side one by √2
        /// to pass through the corner); `nil` for the farthest corner, the view's default.
        static func radiusFraction(_ size: CSSGradient.RadialSize, center c: GradientPoint) throws -> Double? {
            let different = "an ellipse whose radii are different fractions of the width and height has a shape the view's radial gradient lacks"
            switch size {
            case .extent(let extent):
                let (dx, dy) = ((c.x, 1 - c.x), (c.y, 1 - c.y))
                let closest = (min(abs(dx.0), abs(dx.1)), min(abs(dy.0), abs(dy.1)))
                let farthest = (max(abs(dx.0), abs(dx.1)), max(abs(dy.0), abs(dy.1)))
                let sides = extent == .closestSide || extent == .closestCorner ? closest : farthest
                // Unit distances computed as 1 − x may differ from x's own digits in the last bits.
                guard abs(sides.0 - sides.1) < 1e-9 else { throw unsupported(different) }
                guard sides.0 > 0 else {
                    throw unsupported("an ellipse of zero size draws the last colour, and the view's zero radius means the farthest corner")
                }
                switch extent {
                case .farthestCorner: return nil
                case .closestCorner: return sides.0 * 2.0.squareRoot()
                case .closestSide, .farthestSide: return sides.0
                }
            case .ellipse(.percent(let rx), .percent(let ry)):
                guard rx == ry else { throw unsupported(different) }
                guard rx > 0 else { throw unsupported("an ellipse of zero size draws the last colour, and the view's zero radius means the farthest corner") }
                return rx / 100
            case .ellipse, .circle:
                throw unsupported("an ellipse whose radii are given in px changes shape with the view's size")
            }
        }

        static func unsupported(_ reason: String) -> GradientError {
            GradientError(.unsupported(format: "view settings"), "The view's settings cannot say this gradient: \(reason).")
        }
    }
}
