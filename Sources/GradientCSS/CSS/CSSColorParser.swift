import Foundation
import GradientCore

/// Reads a CSS colour from a token stream: named colours and `transparent`, hex (`#rgb`,
/// `#rgba`, `#rrggbb`, `#rrggbbaa`), `rgb()`/`rgba()`, `hsl()`/`hsla()` (comma and
/// space/slash forms), `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()` and
/// `color()` in every predefined space (`srgb`, `srgb-linear`, `display-p3`, `a98-rgb`,
/// `prophoto-rgb`, `rec2020`, `xyz`, `xyz-d50`, `xyz-d65`), following CSS Color 4 (§4–§10),
/// relative colours (`oklch(from red l c calc(h + 30))`, CSS Color 5 §4), the system colours
/// (§6.2, see the internal `SystemColors`), `currentcolor` (the stream's
/// `CSSParsingOptions.currentColor`, an error without one), `light-dark()` (CSS Color 5 §5,
/// by `CSSParsingOptions.colorScheme`) and `color-mix()` (CSS Color 5 §2). `none` counts as `0`
/// in the colour's value and is recorded in ``CSSColor/missing``.
///
/// The comma ("legacy") forms are strict, as browsers are (CSS Color 4 §5.1, §7.1):
/// `rgb(1, 2, 3)` takes three numbers or three percentages, never both, and `hsl(h, s, l)`
/// percentages; neither takes `none`. The space forms mix numbers, percentages and `none`.
///
/// Out-of-range values are clamped as CSS Color 4 says at parse time (`rgb()` channels and
/// `hsl()`/`hwb()` percentages to their range, alpha to `0…1`, `lab`/`oklab` lightness to
/// `0…100%`, negative chroma to `0`); `lab()`, `lch()`, `oklab()` and `oklch()` colours outside
/// sRGB keep their out-of-range components. A component too large to compute (not finite)
/// is `0`, as a ramp draws it.
enum CSSColorParser {
    /// One argument of a colour function.
    enum Value {
        case number(Double)
        case percentage(Double)
        /// An angle converted to degrees.
        case angle(Double)
        case none
    }

    /// Whether the next token can start a colour.
    static func startsColor(_ token: CSSToken) -> Bool {
        switch token.kind {
        case .hash: return true
        case .ident(let name):
            return name == "transparent" || name == "currentcolor" || cssNamedColors[name] != nil || SystemColors.contains(name)
        case .function(let name): return functionNames.contains(name) || name == "light-dark" || name == "color-mix"
        default: return false
        }
    }

    static let functionNames: Set<String> = ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color"]

    /// Parses one colour.
    ///
    /// The parsers of colours that hold colours (`light-dark()`, `color-mix()`, a relative
    /// colour's origin) call this again, once per function the text opens, so the tokenizer's
    /// nesting budget bounds the recursion; every function on that path is kept small (the
    /// work of each kind of colour is in functions that do not recurse), because a debug
    /// build gives each function a frame as large as all its locals together.
    ///
    /// - Throws: ``GradientError`` "expected a colour at column N, found '…'" and the like.
    static func parse(_ s: inout CSSTokenStream) throws -> CSSColor {
        switch start(s) {
        case .hex: return try hexColor(&s)
        case .keyword: return try keywordColor(&s)
        case .lightDark: return try lightDark(&s)
        case .mix: return try parseMix(&s)
        case .relative(let name): return try parseRelative(name, &s)
        case .absolute(let name): return try absoluteColor(name, &s)
        case nil: throw notAColor(s)
        }
    }

    /// What kind of colour starts at a token, as `parse` dispatches on it.
    enum Start {
        case hex, keyword, lightDark, mix
        /// A relative colour function (CSS Color 5 §4: `rgb(from …)`).
        case relative(String)
        /// A colour function in its ordinary form.
        case absolute(String)
    }

    /// The kind of colour that starts at the next token of `s`; `nil` when none does (a name
    /// is checked when read).
    static func start(_ s: CSSTokenStream) -> Start? {
        switch s.peek.kind {
        case .hash: return .hex
        case .ident: return .keyword
        case .function("light-dark"): return .lightDark
        case .function("color-mix"): return .mix
        case .function(let name) where functionNames.contains(name): return s.peekSecond.ident == "from" ? .relative(name) : .absolute(name)
        default: return nil
        }
    }

    /// A hex colour; the next token is a hash.
    static func hexColor(_ s: inout CSSTokenStream) throws -> CSSColor {
        let token = s.next()
        guard case .hash(let digits) = token.kind, let rgba = try? RGBA.parseHex(digits, original: token.text) else {
            throw s.error(expected: "a hex colour of 3, 4, 6 or 8 digits 0-9 and a-f", at: token)
        }
        var color = CSSColor(rgba)
        color.written = .legacy(none: [false, false, false, false])
        return color
    }

    /// A named colour, `transparent`, a system colour or `currentcolor`; the next token is a name.
    static func keywordColor(_ s: inout CSSTokenStream) throws -> CSSColor {
        let token = s.peek
        guard let name = token.ident else { throw notAColor(s) }
        if name == "transparent" {
            s.next()
            var color = CSSColor(.clear)
            color.written = .keyword(name)
            return color
        }
        if let v = cssNamedColors[name] {
            s.next()
            var color = CSSColor(RGBA(rgb: v))
            color.written = .keyword(name)
            return color
        }
        if let v = SystemColors.color(name, scheme: s.options.colorScheme) {
            s.next()
            return CSSColor(v)
        }
        if name == "currentcolor" {
            guard let v = s.options.currentColor else {
                throw GradientError(
                    .invalidValue,
                    "'currentcolor' at column \(token.column) has no value outside a web page: give the colour itself, or one for it (--current-color, \"currentColor\")."
                )
            }
            s.next()
            return CSSColor(v)
        }
        throw notAColor(s)
    }

    /// `light-dark(<light>, <dark>)` (CSS Color 5 §5), by the stream's colour scheme; the next
    /// token is the function.
    static func lightDark(_ s: inout CSSTokenStream) throws -> CSSColor {
        s.next()
        let light = try parse(&s)
        try s.expect(.comma, "','")
        let dark = try parse(&s)
        try s.expect(.close, "')'")
        return s.options.colorScheme == .light ? light : dark
    }

    /// A colour function `name` that is not relative, with the form it was written in; the
    /// next token is the function.
    static func absoluteColor(_ name: String, _ s: inout CSSTokenStream) throws -> CSSColor {
        s.next()
        var probe = s
        var color = finite(try parseFunction(name, &s))
        color.written = writtenForm(name, &probe)
        return color
    }

    /// `color` with a component that overflowed (`oklch(0.7 1e300 200)` computes ∞ − ∞) kept
    /// as 0, the value a ramp draws for it, so that every parsed colour is a finite value.
    static func finite(_ color: CSSColor) -> CSSColor {
        let c = color.rgba
        guard !c.isFinite else { return color }
        var finite = color
        finite.rgba = RGBA(
            red: c.red.isFinite ? c.red : 0, green: c.green.isFinite ? c.green : 0,
            blue: c.blue.isFinite ? c.blue : 0, alpha: c.alpha.isFinite ? c.alpha : 0)
        return finite
    }

    /// The colour of function `name` in its ordinary (not relative) form, read from just after
    /// its name up to and including its `)`.
    static func parseFunction(_ name: String, _ s: inout CSSTokenStream) throws -> CSSColor {
        switch name {
        case "rgb", "rgba":
            let (v, alpha) = try arguments(&s, allowCommas: true, what: "a number or percentage", hue: nil)
            func channel(_ value: Value) -> Double {
                switch value {
                case .number(let n): return (n / 255).clampedUnit
                case .percentage(let p): return (p / 100).clampedUnit
                case .angle, .none: return 0
                }
            }
            return CSSColor(
                RGBA(red: channel(v[0]), green: channel(v[1]), blue: channel(v[2]), alpha: alpha),
                missing: missing(v, alpha: alpha, in: .srgb))
        case "hsl", "hsla":
            let (v, alpha) = try arguments(&s, allowCommas: true, what: "a percentage", hue: 0)
            let h = hueDegrees(v[0])
            let sat = (plain(v[1]) / 100).clampedUnit
            let light = (plain(v[2]) / 100).clampedUnit
            return CSSColor(hslToRGB(h, sat, light).with(alpha: alpha), missing: missing(v, alpha: alpha, in: .hsl))
        case "hwb":
            let (v, alpha) = try arguments(&s, allowCommas: false, what: "a percentage", hue: 0)
            let h = hueDegrees(v[0])
            var white = (plain(v[1]) / 100).clampedUnit
            var black = (plain(v[2]) / 100).clampedUnit
            if white + black >= 1 {
                // CSS Color 4 §8.2: normalise so that the colour is a grey.
                let sum = white + black
                white /= sum
                black /= sum
                return CSSColor(RGBA(red: white, green: white, blue: white, alpha: alpha), missing: missing(v, alpha: alpha, in: .hwb))
            }
            let pure = hslToRGB(h, 1, 0.5)
            func mix(_ c: Double) -> Double { c * (1 - white - black) + white }
            return CSSColor(
                RGBA(red: mix(pure.red), green: mix(pure.green), blue: mix(pure.blue), alpha: alpha),
                missing: missing(v, alpha: alpha, in: .hwb))
        case "lab", "lch":
            let (v, alpha) = try arguments(&s, allowCommas: false, what: "a number or percentage", hue: name == "lch" ? 2 : nil)
            let l = min(max(scaled(v[0], percent: 100), 0), 100)
            let a: Double
            let b: Double
            if name == "lab" {
                a = scaled(v[1], percent: 125)
                b = scaled(v[2], percent: 125)
            } else {
                let c = max(scaled(v[1], percent: 150), 0)
                let h = hueDegrees(v[2]) * .pi / 180
                a = c * cos(h)
                b = c * sin(h)
            }
            return CSSColor(
                CIELab.rgba(l: l, a: a, b: b, alpha: alpha), isLegacy: false,
                missing: missing(v, alpha: alpha, in: name == "lab" ? .lab : .lch))
        case "oklab", "oklch":
            let (v, alpha) = try arguments(&s, allowCommas: false, what: "a number or percentage", hue: name == "oklch" ? 2 : nil)
            let l = min(max(scaled(v[0], percent: 1), 0), 1)
            let lab: OKLab
            if name == "oklab" {
                lab = OKLab(l: l, a: scaled(v[1], percent: 0.4), b: scaled(v[2], percent: 0.4))
            } else {
                let c = max(scaled(v[1], percent: 0.4), 0)
                lab = OKLCH(l: l, c: c, h: hueDegrees(v[2])).oklab
            }
            return CSSColor(lab.rgba(alpha: alpha), isLegacy: false, missing: missing(v, alpha: alpha, in: name == "oklab" ? .oklab : .oklch))
        default:  // color()
            return try predefinedColor(&s)
        }
    }

    /// Reads three values and an optional alpha up to and including `)`: either
    /// `a, b, c[, alpha]` (when `allowCommas`) or `a b c[ / alpha]`. The value at index `hue`
    /// (if any) is a hue: a number or an angle, not a percentage.
    static func arguments(
        _ s: inout CSSTokenStream, allowCommas: Bool, what: String, hue: Int?
    ) throws -> ([Value], Double) {
        var values: [Value] = []
        var alpha = 1.0
        var commas = false
        let first = s.peek
        for i in 0..<3 {
            if i > 0, allowCommas {
                if i == 1 {
                    commas = s.accept(.comma)
                    // The comma form takes no `none` (CSS Color 4 §5.1, §7.1): the first value was
                    // read before the comma told which form this is.
                    if commas, case .none = values[0] {
                        throw s.error(expected: "\(hue == 0 ? "a hue" : what) (the comma form takes no 'none')", at: first)
                    }
                } else if commas {
                    try s.expect(.comma, "','")
                }
            }
            let token = s.peek
            let v = try value(&s, expected: i == hue ? "a hue (a number or an angle)" : what, hue: i == hue, allowNone: !commas)
            if commas, let problem = legacyProblem(v, index: i, first: values.first, hue: hue) {
                throw s.error(expected: problem, at: token)
            }
            values.append(v)
        }
        if commas ? s.accept(.comma) : s.accept(.slash) {
            alpha = try alphaValue(&s, allowNone: !commas)
        }
        try s.expect(.close, commas ? "',' or ')'" : "'/' or ')'")
        return (values, alpha)
    }

    /// Why `v`, argument `index` of a comma-form `rgb()` (`hue` nil) or `hsl()` (`hue` 0), is
    /// invalid there, as what was expected, or `nil` when it is valid: `rgb()` channels are all
    /// numbers or all percentages, `hsl()` saturation and lightness percentages.
    static func legacyProblem(_ v: Value, index: Int, first: Value?, hue: Int?) -> String? {
        switch (hue, v, first) {
        case (0, .number, _) where index > 0:
            return "a percentage (the comma form of hsl() takes no plain numbers)"
        case (nil, .number, .percentage?):
            return "a percentage like the first channel (the comma form of rgb() does not mix numbers and percentages)"
        case (nil, .percentage, .number?):
            return "a number like the first channel (the comma form of rgb() does not mix numbers and percentages)"
        default:
            return nil
        }
    }

    /// One argument: a number, a percentage, `none`, (for a hue) an angle, a math function
    /// computing one of those (`calc(50% + 10%)`, `min(200, 255)`, `calc(120deg + 0.5turn)`;
    /// not a number and a percentage mixed) or, in a relative colour, a channel keyword of
    /// `keywords` (bound to the origin colour's value) alone or inside a math function.
    static func value(
        _ s: inout CSSTokenStream, expected: String, hue: Bool, allowNone: Bool, keywords: [String: Double] = [:]
    ) throws -> Value {
        let t = s.peek
        switch t.kind {
        case .number(let n) where n.isFinite:
            s.next()
            return .number(n)
        case .percentage(let p) where p.isFinite && !hue:
            s.next()
            return .percentage(p)
        case .dimension(let n, let unit) where hue && n.isFinite:
            guard let degrees = CSSAngle.degrees(n, unit: unit) else { break }
            s.next()
            return .angle(degrees)
        case .ident("none") where allowNone:
            s.next()
            return .none
        case .ident(let name):
            guard let v = keywords[name] else { break }
            s.next()
            return .number(v)
        case .function where CSSMathParser.startsMath(t):
            let context = CSSMathParser.Context(base: hue ? .angle : nil, number: true, percent: !hue, mixes: false, keywords: keywords)
            let m = try CSSMathParser.parse(&s, context: context, what: expected)
            // A percentage is returned as its number (`calc(50%)` → 50), an angle in degrees.
            // An infinite hue is 0deg (WPT's `hsl(calc(infinity) 100% 50%)` is red, as in
            // Chromium 156), not the largest finite angle that censoring gives elsewhere.
            let raw = m.node.evaluate(CSSMathEnvironment(percentBasis: 100, viewport: .zero))
            if hue, !raw.isFinite { return .angle(0) }
            let v = CSSMathValue.censored(raw)
            if m.type.percent { return .percentage(v) }
            return m.type.base == .angle ? .angle(v) : .number(v)
        default:
            break
        }
        throw s.error(expected: expected)
    }

    /// An alpha value: a number or percentage, clamped to `0…1`; `none` is NaN (missing: the
    /// colour's functions record it in ``CSSColor/missing``, and `parse` makes its value `0`).
    static func alphaValue(_ s: inout CSSTokenStream, allowNone: Bool) throws -> Double {
        switch try value(&s, expected: "an alpha value (a number or percentage)", hue: false, allowNone: allowNone) {
        case .number(let n): return n.clampedUnit
        case .percentage(let p): return (p / 100).clampedUnit
        case .angle: return 0
        case .none: return .nan
        }
    }

    /// A number as given, or a percentage's number (`50%` → `50`).
    static func plain(_ v: Value) -> Double {
        switch v {
        case .number(let n), .percentage(let n), .angle(let n): n
        case .none: 0
        }
    }

    /// A number as given, or a percentage scaled so that `100%` is `percent`.
    static func scaled(_ v: Value, percent: Double) -> Double {
        if case .percentage(let p) = v { return p / 100 * percent }
        return plain(v)
    }

    /// A hue in degrees, `0..<360` (a number counts as degrees).
    static func hueDegrees(_ v: Value) -> Double {
        let h = plain(v).truncatingRemainder(dividingBy: 360)
        return h < 0 ? h + 360 : h
    }

    /// HSL to sRGB (CSS Color 4 §7.1, the `hslToRgb` algorithm).
    static func hslToRGB(_ hue: Double, _ sat: Double, _ light: Double) -> RGBA {
        func f(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = sat * min(light, 1 - light)
            return light - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return RGBA(red: f(0), green: f(8), blue: f(4))
    }
}

extension RGBA {
    /// The colour with `alpha` replaced.
    func with(alpha: Double) -> RGBA { RGBA(red: red, green: green, blue: blue, alpha: alpha) }
}
