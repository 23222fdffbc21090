import GradientCore

extension CSSColor {
    /// The form a colour was written in, which the CSS writer keeps: `red` stays `red`,
    /// `oklch(…)` stays `oklch(…)` with its `none`s, and the sRGB legacy syntaxes come back as
    /// `rgb()` (CSS Color 4 §15, as the web-platform-tests check it).
    ///
    /// ```swift
    /// try CSSColor(parsing: "OKLCH(60% 0.15 390deg)").written
    /// // .function(.oklch, [0.6, 0.15, 30], alpha: 1)
    /// ```
    public enum Written: Sendable, Hashable {
        /// A named colour or `transparent`, lowercase.
        case keyword(String)
        /// Hex, `rgb()`/`rgba()`, `hsl()`/`hsla()` or `hwb()`: written back as
        /// `rgb(r, g, b)` or `rgba(r, g, b, a)`. `none` lists which `rgb()` channels (red,
        /// green, blue, alpha) were written `none`; with any, the space form
        /// `rgb(none 255 0)` keeps them.
        case legacy(none: [Bool])
        /// `lab()`, `lch()`, `oklab()`, `oklch()` or `color()`, and `hsl()`/`hwb()` with a
        /// `none`: the components as the function's numbers (percentages resolved, hues in
        /// degrees `0..<360`, clamped as parsed; for `hsl`/`hwb` the percentages' numbers);
        /// `nil` for `none`. `alpha` is `0…1`, `nil` for `none`.
        case function(Notation, [Double?], alpha: Double?)
    }

    /// A modern colour function and, for `color()`, its colour space.
    public enum Notation: Sendable, Hashable {
        case lab, lch, oklab, oklch
        /// `hsl(h s% l%)` and `hwb(h w% b%)`, kept only when a component is `none` (otherwise
        /// written as `rgb()`, as browsers do), so that the missing component reads back.
        case hsl, hwb
        /// `color(<space> …)`, the space's name lowercase (`srgb`, `srgb-linear`, …).
        case color(String)
    }

    /// A written form with the colour it was read as, so that a colour changed since is not
    /// written back in a form that no longer describes it.
    package struct WrittenForm: Sendable, Hashable {
        var form: Written
        var rgba: RGBA
        var isLegacy: Bool
    }

    /// How the colour was written, or `nil` when it was not read from CSS (or was changed
    /// since, or was resolved from its context: system colours, `currentcolor`, `color-mix()`).
    /// Default `nil`. `==` does not compare it: two colours are equal when they draw the same.
    public var written: Written? {
        get {
            guard let w = writtenForm.value, w.rgba == rgba, w.isLegacy == isLegacy else { return nil }
            return w.form
        }
        set { writtenForm.value = newValue.map { WrittenForm(form: $0, rgba: rgba, isLegacy: isLegacy) } }
    }
}

/// A value that `==` and hashing ignore: metadata beside a value whose identity lies elsewhere.
package struct Uncompared<Value: Sendable>: Sendable, Hashable {
    package var value: Value
    package init(_ value: Value) { self.value = value }
    package static func == (lhs: Self, rhs: Self) -> Bool { true }
    package func hash(into hasher: inout Hasher) {}
}

extension CSSColorParser {
    /// The written form of the colour function `name` whose arguments `s` starts at (just
    /// after the function token), read again after the colour parsed; `nil` if they do not
    /// read (not reached for a colour that parsed).
    static func writtenForm(_ name: String, _ s: inout CSSTokenStream) -> CSSColor.Written? {
        switch name {
        case "hsl", "hsla", "hwb":
            var v: [Value] = []
            for i in 0..<3 {
                guard let x = try? value(&s, expected: "", hue: i == 0, allowNone: true) else { return nil }
                if i == 0, s.peek.kind == .comma { return .legacy(none: [false, false, false, false]) }
                v.append(x)
            }
            guard let alpha = writtenAlpha(&s) else { return nil }
            let hasNone = alpha == nil || v.contains { if case .none = $0 { return true } else { return false } }
            guard hasNone else { return .legacy(none: [false, false, false, false]) }
            func c(_ x: Value, _ f: (Value) -> Double) -> Double? {
                if case .none = x { return nil }
                return f(x)
            }
            return .function(name == "hwb" ? .hwb : .hsl, [c(v[0], hueDegrees), c(v[1], plain), c(v[2], plain)], alpha: alpha)
        case "rgb", "rgba":
            var nones: [Bool] = []
            for i in 0..<3 {
                guard let v = try? value(&s, expected: "", hue: false, allowNone: true) else { return nil }
                if i == 0, s.peek.kind == .comma { return .legacy(none: [false, false, false, false]) }
                if case .none = v { nones.append(true) } else { nones.append(false) }
            }
            var alphaNone = false
            if s.accept(.slash), case .none? = try? value(&s, expected: "", hue: false, allowNone: true) { alphaNone = true }
            return .legacy(none: nones + [alphaNone])
        default:
            var notation: CSSColor.Notation
            switch name {
            case "lab": notation = .lab
            case "lch": notation = .lch
            case "oklab": notation = .oklab
            case "oklch": notation = .oklch
            default:
                guard let space = s.next().ident else { return nil }
                notation = .color(space)
            }
            let hue = notation == .lch || notation == .oklch ? 2 : -1
            var v: [Value] = []
            for i in 0..<3 {
                guard let x = try? value(&s, expected: "", hue: i == hue, allowNone: true) else { return nil }
                v.append(x)
            }
            guard let alpha = writtenAlpha(&s) else { return nil }
            func c(_ x: Value, _ f: (Value) -> Double) -> Double? {
                if case .none = x { return nil }
                return f(x)
            }
            let lightness: (Value) -> Double
            let ab: Double
            let chroma: Double
            switch notation {
            case .hsl, .hwb: return nil  // read above
            case .lab, .lch: (lightness, ab, chroma) = ({ min(max(scaled($0, percent: 100), 0), 100) }, 125, 150)
            case .oklab, .oklch: (lightness, ab, chroma) = ({ min(max(scaled($0, percent: 1), 0), 1) }, 0.4, 0.4)
            case .color: return .function(notation, v.map { x in c(x) { scaled($0, percent: 1) } }, alpha: alpha)
            }
            let components: [Double?]
            if hue == 2 {
                components = [c(v[0], lightness), c(v[1]) { max(scaled($0, percent: chroma), 0) }, c(v[2], hueDegrees)]
            } else {
                components = [c(v[0], lightness), c(v[1]) { scaled($0, percent: ab) }, c(v[2]) { scaled($0, percent: ab) }]
            }
            return .function(notation, components, alpha: alpha)
        }
    }

    /// The alpha after the components, if any: `.some(1)` without one, `.some(nil)` for
    /// `none`, `nil` when it does not read.
    private static func writtenAlpha(_ s: inout CSSTokenStream) -> Double?? {
        guard s.accept(.slash) else { return .some(1) }
        switch try? value(&s, expected: "", hue: false, allowNone: true) {
        case .number(let n)?: return .some(n.clampedUnit)
        case .percentage(let p)?: return .some((p / 100).clampedUnit)
        case .none?: return .some(nil)
        default: return nil
        }
    }
}
