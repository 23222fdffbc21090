import GradientCore

/// Reads a ``CSSGradient`` from CSS text (CSS Images 3 §3 and CSS Images 4 §3 grammar).
///
/// The parser is a single left-to-right pass; only math functions (`calc()`…, see the
/// internal `CSSMathParser`) and colours holding colours (`color-mix()`, `light-dark()`,
/// relative colours) recurse, within the tokenizer's one nesting budget
/// (`CSSTokenizer.maxNesting`), so time and memory grow linearly with the text. Every error is one sentence naming
/// what was expected, the column and the offending text, e.g.
/// "expected a colour at column 23, found 'bleu'."
enum CSSGradientParser {
    /// The gradient function names and what they make.
    static let functions: [String: (kind: Kind, repeating: Bool)] = [
        "linear-gradient": (.linear, false), "repeating-linear-gradient": (.linear, true),
        "radial-gradient": (.radial, false), "repeating-radial-gradient": (.radial, true),
        "conic-gradient": (.conic, false), "repeating-conic-gradient": (.conic, true),
    ]

    enum Kind { case linear, radial, conic }

    /// Parses a whole gradient; the stream must end after it (a final `;` is allowed).
    static func parse(_ s: inout CSSTokenStream) throws -> CSSGradient {
        guard case .function(let name) = s.peek.kind, let (kind, repeating) = functions[name] else {
            throw s.error(expected: "a gradient function such as 'linear-gradient(', 'radial-gradient(' or 'conic-gradient('")
        }
        s.next()
        var gradient: CSSGradient
        switch kind {
        case .linear: gradient = try linearPrelude(&s)
        case .radial: gradient = try radialPrelude(&s)
        case .conic: gradient = try conicPrelude(&s)
        }
        gradient.isRepeating = repeating
        gradient.items = try stopList(&s, angular: kind == .conic)
        try s.expect(.close, "',' or ')'")
        return gradient
    }

    // MARK: Preludes

    static func linearPrelude(_ s: inout CSSTokenStream) throws -> CSSGradient {
        var direction: CSSGradient.LinearDirection?
        var interpolation: Interpolation?
        var any = false
        while true {
            let t = s.peek
            if interpolation == nil, t.ident == "in" {
                interpolation = try colorInterpolation(&s)
            } else if direction == nil, t.ident == "to" {
                s.next()
                direction = try sideOrCorner(&s)
            } else if direction == nil, case .dimension(let v, let unit) = t.kind {
                guard let degrees = CSSAngle.degrees(v, unit: unit), degrees.isFinite else {
                    throw s.error(expected: "an angle in deg, rad, grad or turn")
                }
                s.next()
                direction = .angle(degrees)
            } else if direction == nil, case .number(let v) = t.kind {
                guard v == 0 else { throw s.error(expected: "an angle with a unit, such as '45deg'") }
                s.next()
                direction = .angle(0)
            } else if direction == nil, CSSMathParser.startsMath(t) {
                direction = .angle(try mathAngle(&s, what: "an angle in deg, rad, grad or turn"))
            } else {
                break
            }
            any = true
        }
        if any { try s.expect(.comma, "','") }
        return CSSGradient(shape: .linear(direction ?? .angle(180)), interpolation: interpolation, items: [])
    }

    static func sideOrCorner(_ s: inout CSSTokenStream) throws -> CSSGradient.LinearDirection {
        var h = 0
        var v = 0
        func read(_ s: inout CSSTokenStream, optional: Bool) throws -> Bool {
            switch s.peek.ident {
            case "left" where h == 0: h = -1
            case "right" where h == 0: h = 1
            case "top" where v == 0: v = -1
            case "bottom" where v == 0: v = 1
            default:
                if optional { return false }
                throw s.error(expected: "'left', 'right', 'top' or 'bottom' after 'to'")
            }
            s.next()
            return true
        }
        _ = try read(&s, optional: false)
        _ = try read(&s, optional: true)
        return .toward(horizontal: h, vertical: v)
    }

    static func radialPrelude(_ s: inout CSSTokenStream) throws -> CSSGradient {
        var shape: CSSGradient.RadialShape?
        var size: CSSGradient.RadialSize?
        var lengths: [(CSSLength, CSSToken)] = []
        var position: CSSPosition?
        var interpolation: Interpolation?
        var any = false
        while true {
            let t = s.peek
            if shape == nil, position == nil, let name = t.ident, let value = CSSGradient.RadialShape(rawValue: name) {
                s.next()
                shape = value
            } else if size == nil, lengths.isEmpty, position == nil, let name = t.ident,
                let extent = CSSGradient.Extent(rawValue: name)
            {
                s.next()
                size = .extent(extent)
            } else if size == nil, lengths.isEmpty, position == nil, isLength(t) {
                lengths.append((try length(&s, what: "a radius in px or a percentage"), t))
                if isLength(s.peek) {
                    let second = s.peek
                    lengths.append((try length(&s, what: "a radius in px or a percentage"), second))
                }
                for (value, token) in lengths where value.isNegativeLiteral {
                    throw s.error(expected: "a radius of 0 or more", at: token)
                }
            } else if !(try atOrIn(&s, position: &position, interpolation: &interpolation)) {
                break
            }
            any = true
        }
        if any { try s.expect(.comma, "','") }
        if !lengths.isEmpty {
            let resolvedShape = shape ?? (lengths.count == 1 ? .circle : .ellipse)
            switch (resolvedShape, lengths.count) {
            case (.circle, 1):
                if lengths[0].0.hasPercentage {
                    throw s.error(expected: "a circle's radius in px (a percentage needs an ellipse)", at: lengths[0].1)
                }
                size = .circle(radius: lengths[0].0)
            case (.circle, _):
                throw s.error(expected: "one radius for a circle", at: lengths[1].1)
            case (.ellipse, 1):
                throw s.error(expected: "two radii for an ellipse (horizontal and vertical)", at: lengths[0].1)
            case (.ellipse, _):
                size = .ellipse(radiusX: lengths[0].0, radiusY: lengths[1].0)
            }
            shape = resolvedShape
        }
        return CSSGradient(
            shape: .radial(shape ?? .ellipse, size ?? .extent(.farthestCorner), position ?? .center),
            interpolation: interpolation, items: [])
    }

    static func conicPrelude(_ s: inout CSSTokenStream) throws -> CSSGradient {
        var from: Double?
        var position: CSSPosition?
        var interpolation: Interpolation?
        var any = false
        while true {
            let t = s.peek
            if from == nil, position == nil, t.ident == "from" {
                s.next()
                let angleToken = s.peek
                if CSSMathParser.startsMath(angleToken) {
                    from = try mathAngle(&s, what: "an angle in deg, rad, grad or turn after 'from'")
                    any = true
                    continue
                }
                switch angleToken.kind {
                case .dimension(let v, let unit):
                    guard let degrees = CSSAngle.degrees(v, unit: unit), degrees.isFinite else {
                        throw s.error(expected: "an angle in deg, rad, grad or turn after 'from'")
                    }
                    from = degrees
                case .number(0):
                    from = 0
                default:
                    throw s.error(expected: "an angle in deg, rad, grad or turn after 'from'")
                }
                s.next()
            } else if !(try atOrIn(&s, position: &position, interpolation: &interpolation)) {
                break
            }
            any = true
        }
        if any { try s.expect(.comma, "','") }
        return CSSGradient(shape: .conic(from: from ?? 0, at: position ?? .center), interpolation: interpolation, items: [])
    }

    // MARK: Parts

    /// Reads `at <position>` or `in <colorspace> …` when the next token starts one that is not
    /// given yet: the parts the radial and conic preludes share. `false` when it starts neither.
    static func atOrIn(_ s: inout CSSTokenStream, position: inout CSSPosition?, interpolation: inout Interpolation?) throws -> Bool {
        if position == nil, s.peek.ident == "at" {
            s.next()
            position = try self.position(&s)
            return true
        }
        if interpolation == nil, s.peek.ident == "in" {
            interpolation = try colorInterpolation(&s)
            return true
        }
        return false
    }

    /// `in <colorspace> [<hue-method> hue]` after the `in`, which is the next token.
    static func colorInterpolation(_ s: inout CSSTokenStream) throws -> Interpolation {
        s.next()  // "in"
        guard let name = s.peek.ident, let space = ColorSpace(cssName: name) else {
            throw s.error(
                expected: "a colour space: " + ColorSpace.allCases.map { "'\($0.cssName)'" }.joined(separator: ", ") + " or 'xyz'",
                suggesting: ColorSpace.cssNames(of: ColorSpace.allCases))
        }
        s.next()
        // CSS Color 4 §12.1: `<polar-color-space> <hue-interpolation-method>?`; a rectangular
        // space takes no hue method.
        if let method = s.peek.ident.flatMap(Interpolation.HueMethod.init(rawValue:)) {
            guard space.isPolar else {
                throw s.error(expected: "no hue method after '\(space.cssName)' (only hsl, hwb, lch and oklch take one)")
            }
            s.next()
            guard s.accept(ident: "hue") else { throw s.error(expected: "'hue' after '\(method.rawValue)'") }
            return Interpolation(space, hue: method)
        }
        return Interpolation(space)
    }

    /// A `<position>` after `at`: one or two values (keywords or lengths) or the four-value
    /// form `right 20px bottom 10px` (CSS Values 4 §8.3), with the keywords as written kept
    /// for the writer (one value has `center` added, as CSS serializes it).
    static func position(_ s: inout CSSTokenStream) throws -> CSSPosition {
        enum Part {
            case keyword(String)
            case length(CSSLength)
        }
        let keywords: Set<String> = ["left", "right", "top", "bottom", "center"]
        var parts: [(Part, CSSToken)] = []
        while parts.count < 4 {
            let t = s.peek
            if let name = t.ident, keywords.contains(name) {
                s.next()
                parts.append((.keyword(name), t))
            } else if isLength(t) {
                parts.append((.length(try length(&s, what: "a position")), t))
            } else {
                break
            }
        }
        let expected = "a position such as 'center', '30% 40%', 'left 20px' or 'right 10px bottom 5px'"
        guard !parts.isEmpty else { throw s.error(expected: expected) }
        typealias Axis = CSSPosition.Spelling.Axis
        /// A part read along one axis: an offset, or a keyword (`low` 0%, `center` 50%,
        /// `high` 100%), with how it is written.
        func along(_ part: Part, _ low: String, _ high: String) -> (CSSLength, Axis)? {
            switch part {
            case .length(let l): (l, .offset)
            case .keyword(low): (.percent(0), .keyword)
            case .keyword("center"): (.percent(50), .keyword)
            case .keyword(high): (.percent(100), .keyword)
            default: nil
            }
        }
        func x(_ part: Part) -> (CSSLength, Axis)? { along(part, "left", "right") }
        func y(_ part: Part) -> (CSSLength, Axis)? { along(part, "top", "bottom") }
        func make(_ px: (CSSLength, Axis), _ py: (CSSLength, Axis)) -> CSSPosition {
            var p = CSSPosition(x: px.0, y: py.0)
            p.spelling = CSSPosition.Spelling(x: px.1, y: py.1)
            return p
        }
        let center: (CSSLength, Axis) = (.percent(50), .keyword)
        switch parts.count {
        case 1:
            if let px = x(parts[0].0) { return make(px, center) }
            if let py = y(parts[0].0) { return make(center, py) }
            throw s.error(expected: expected, at: parts[0].1)
        case 2:
            if let px = x(parts[0].0), let py = y(parts[1].0) { return make(px, py) }
            // Two keywords in the other order: `top left`.
            if case .keyword = parts[0].0, case .keyword = parts[1].0, let px = x(parts[1].0), let py = y(parts[0].0) {
                return make(px, py)
            }
            throw s.error(expected: expected, at: parts[1].1)
        case 4:
            var result = CSSPosition.center
            result.spelling = CSSPosition.Spelling(x: .keywordAndOffset, y: .keywordAndOffset)
            var sawX = false
            var sawY = false
            for pair in [(parts[0], parts[1]), (parts[2], parts[3])] {
                guard case .keyword(let k) = pair.0.0, case .length(let l) = pair.1.0 else {
                    throw s.error(expected: expected, at: pair.0.1)
                }
                switch k {
                case "left" where !sawX, "right" where !sawX:
                    result.x = l
                    result.fromRight = k == "right"
                    sawX = true
                case "top" where !sawY, "bottom" where !sawY:
                    result.y = l
                    result.fromBottom = k == "bottom"
                    sawY = true
                default:
                    throw s.error(expected: expected, at: pair.0.1)
                }
            }
            return result
        default:
            throw s.error(expected: expected, at: parts[2].1)
        }
    }

    /// The colour stops and hints up to (not including) the closing `)`.
    static func stopList(_ s: inout CSSTokenStream, angular: Bool) throws -> [CSSGradient.Item] {
        var items: [CSSGradient.Item] = []
        let what = angular ? "an angle or a percentage" : "a length in px or a percentage"
        while true {
            let t = s.peek
            if CSSColorParser.startsColor(t) {
                let color = try CSSColorParser.parse(&s)
                var first: CSSLength?
                var second: CSSLength?
                if isLength(s.peek) {
                    first = try stopPosition(&s, angular: angular, what: what)
                    if isLength(s.peek) { second = try stopPosition(&s, angular: angular, what: what) }
                }
                items.append(.stop(color, first, second))
            } else if isPosition(t, angular: angular) || isLength(t) {
                guard case .stop = items.last else {
                    throw s.error(expected: items.isEmpty ? "a colour (a gradient starts with a colour stop)" : "a colour between two colour hints")
                }
                items.append(.hint(try stopPosition(&s, angular: angular, what: what)))
                guard case .comma = s.peek.kind else { throw s.error(expected: "',' and a colour after the colour hint") }
            } else {
                throw CSSColorParser.notAColor(s)
            }
            guard items.count <= CSSGradient.maxItemCount else {
                throw GradientError(
                    .limitExceeded, "The gradient at column \(t.column) has more than \(CSSGradient.maxItemCount) stops and hints, over the limit.")
            }
            guard s.accept(.comma) else { break }
        }
        return items
    }

    // MARK: Values

    /// Whether `t` can start a stop position.
    static func isPosition(_ t: CSSToken, angular: Bool) -> Bool {
        switch t.kind {
        case .percentage, .number(0): return true
        case .dimension(_, let unit): return angular ? CSSAngle.degrees(1, unit: unit) != nil : CSSUnit.isLength(unit)
        case .function: return CSSMathParser.startsMath(t)
        default: return false
        }
    }

    /// Whether `t` is a number, percentage, dimension or math function (something meant as a length).
    static func isLength(_ t: CSSToken) -> Bool {
        switch t.kind {
        case .percentage, .number, .dimension: return true
        case .function: return CSSMathParser.startsMath(t)
        default: return false
        }
    }

    /// A math function computing an angle, in degrees (angles do not depend on the box).
    static func mathAngle(_ s: inout CSSTokenStream, what: String) throws -> Double {
        try CSSMathParser.parse(&s, context: .angle, what: what).resolved(relativeTo: 0, viewport: .zero)
    }

    /// A stop position: a length-percentage, or an angle-percentage for conic gradients.
    static func stopPosition(_ s: inout CSSTokenStream, angular: Bool, what: String) throws -> CSSLength {
        guard angular else { return try length(&s, what: what) }
        return try percentageOr(&s, what: what, zero: .degrees(0), math: .anglePercentage) { v, unit in
            CSSAngle.degrees(v, unit: unit).flatMap { $0.isFinite ? .degrees($0) : nil }
        }
    }

    /// A length-percentage: a percentage, a length in an absolute unit (converted to px), `0`,
    /// a font-relative or viewport length or a math function (both kept as written).
    static func length(_ s: inout CSSTokenStream, what: String) throws -> CSSLength {
        try percentageOr(&s, what: what, zero: .px(0), math: .lengthPercentage) { v, unit in
            if let scale = pixelsPerUnit[unit], (v * scale).isFinite { return .px(v * scale) }
            if v.isFinite, CSSUnit.isLength(unit) { return .math(CSSMathValue(node: .dimension(v, unit), type: .length)) }
            return nil
        }
    }

    /// A `<…-percentage>` value: a finite percentage, a bare `0` (as `zero`), a dimension
    /// that `dimension` reads (`nil`: not this type's), or a math function parsed in `math`.
    private static func percentageOr(
        _ s: inout CSSTokenStream, what: String, zero: CSSLength, math: CSSMathParser.Context,
        dimension: (Double, String) -> CSSLength?
    ) throws -> CSSLength {
        let t = s.peek
        switch t.kind {
        case .percentage(let p) where p.isFinite:
            s.next()
            return .percent(p)
        case .number(0):
            s.next()
            return zero
        case .dimension(let v, let unit):
            if let value = dimension(v, unit) {
                s.next()
                return value
            }
        case .function where CSSMathParser.startsMath(t):
            return .math(try CSSMathParser.parse(&s, context: math, what: what))
        default:
            break
        }
        throw s.error(expected: what)
    }

    /// CSS absolute length units in px (CSS Values 4 §6.2: 1in = 96px = 2.54cm).
    static let pixelsPerUnit: [String: Double] = CSSUnit.absolute
}
