import GradientCore

/// Relative colour syntax (CSS Color 5 §4): `rgb(from <color> r g b / alpha)` and the same
/// with `rgba`, `hsl`, `hsla`, `hwb`, `lab`, `lch`, `oklab`, `oklch` and
/// `color(from <color> <space> …)`. The origin colour is converted into the function's space
/// (`ColorSpace`), and its components are bound to channel keywords — `r g b` (`rgb`, 0–255),
/// `h s l` (`hsl`, degrees and 0–100), `h w b`, `l a b`, `l c h`, `r g b` or `x y z` (`color()`,
/// as the space writes them) and `alpha` (0–1) — usable alone or in math functions
/// (`oklch(from red l c calc(h + 30))`). Each channel then reads and is clamped as in the
/// function's ordinary form.
extension CSSColorParser {
    /// A relative colour of function `name`; the next tokens are the function and `from`.
    /// (Small: it is on the path `parse` recurses by.)
    static func parseRelative(_ name: String, _ s: inout CSSTokenStream) throws -> CSSColor {
        s.next()
        s.next()  // "from"
        let origin = try parse(&s)
        return try relativeChannels(name, origin: origin, &s)
    }

    /// The rest of a relative colour of function `name` after its origin: the colour space of
    /// `color()`, the channels and alpha, up to and including `)`.
    static func relativeChannels(_ name: String, origin: CSSColor, _ s: inout CSSTokenStream) throws -> CSSColor {
        let space: ColorSpace
        let names: [String]
        switch name {
        case "rgb", "rgba": (space, names) = (.srgb, ["r", "g", "b"])
        case "hsl", "hsla": (space, names) = (.hsl, ["h", "s", "l"])
        case "hwb": (space, names) = (.hwb, ["h", "w", "b"])
        case "lab": (space, names) = (.lab, ["l", "a", "b"])
        case "lch": (space, names) = (.lch, ["l", "c", "h"])
        case "oklab": (space, names) = (.oklab, ["l", "a", "b"])
        case "oklch": (space, names) = (.oklch, ["l", "c", "h"])
        default:  // color()
            guard let spaceName = s.peek.ident, let predefined = ColorSpace(cssName: spaceName), ColorSpace.predefined.contains(predefined) else {
                throw s.error(
                    expected: "a colour space such as 'srgb', 'display-p3' or 'xyz'", suggesting: ColorSpace.cssNames(of: ColorSpace.predefined))
            }
            s.next()
            space = predefined
            names = predefined == .xyzD50 || predefined == .xyzD65 ? ["x", "y", "z"] : ["r", "g", "b"]
        }
        var components = space.components(of: origin.rgba)
        // rgb() channels are written 0–255.
        if space == .srgb, name != "color" { components *= 255 }
        var keywords: [String: Double] = ["alpha": origin.rgba.alpha]
        for (k, channel) in names.enumerated() { keywords[channel] = components[k] }

        let hue = space.hueIndex
        var values: [Value] = []
        for i in 0..<3 {
            let expected = i == hue ? "a hue (a number or an angle)" : "a number or percentage"
            values.append(try value(&s, expected: expected, hue: i == hue, allowNone: true, keywords: keywords))
        }
        var alpha = origin.rgba.alpha
        if s.accept(.slash) {
            switch try value(&s, expected: "an alpha value (a number or percentage)", hue: false, allowNone: true, keywords: keywords) {
            case .number(let n): alpha = n.clampedUnit
            case .percentage(let p): alpha = (p / 100).clampedUnit
            case .angle, .none: alpha = 0
            }
        }
        try s.expect(.close, "'/' or ')'")
        return finite(CSSColor(color(space, name: name, values, alpha: alpha), isLegacy: false))
    }

    /// The colour of `values` in `space`, each channel scaled and clamped as the function's
    /// ordinary form does (CSS Color 4 §5–§10).
    static func color(_ space: ColorSpace, name: String, _ v: [Value], alpha: Double) -> RGBA {
        switch space {
        case .srgb where name != "color":
            func channel(_ value: Value) -> Double {
                switch value {
                case .number(let n): (n / 255).clampedUnit
                case .percentage(let p): (p / 100).clampedUnit
                case .angle, .none: 0
                }
            }
            return RGBA(red: channel(v[0]), green: channel(v[1]), blue: channel(v[2]), alpha: alpha)
        case .hsl, .hwb:
            let a = min(max(plain(v[1]), 0), 100)
            let b = min(max(plain(v[2]), 0), 100)
            return space.rgba(SIMD3(hueDegrees(v[0]), a, b), alpha: alpha)
        case .lab:
            return space.rgba(SIMD3(min(max(scaled(v[0], percent: 100), 0), 100), scaled(v[1], percent: 125), scaled(v[2], percent: 125)), alpha: alpha)
        case .lch:
            return space.rgba(SIMD3(min(max(scaled(v[0], percent: 100), 0), 100), max(scaled(v[1], percent: 150), 0), hueDegrees(v[2])), alpha: alpha)
        case .oklab:
            return space.rgba(SIMD3(min(max(scaled(v[0], percent: 1), 0), 1), scaled(v[1], percent: 0.4), scaled(v[2], percent: 0.4)), alpha: alpha)
        case .oklch:
            return space.rgba(SIMD3(min(max(scaled(v[0], percent: 1), 0), 1), max(scaled(v[1], percent: 0.4), 0), hueDegrees(v[2])), alpha: alpha)
        default:  // color(<predefined space> …): 100% is 1
            return space.rgba(SIMD3(scaled(v[0], percent: 1), scaled(v[1], percent: 1), scaled(v[2], percent: 1)), alpha: alpha)
        }
    }
}
