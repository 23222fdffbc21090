import GradientCSS
import GradientCore
import GradientRaster

/// Writes CSS text: a ``CSSGradient`` as written, and colours, lengths and interpolation
/// methods in the forms a browser reads back to the same values.
///
/// The writer is lossless: parsing what it writes gives back the same ``CSSGradient``, every
/// number and colour component bit for bit, and writing that again gives the same text.
/// Colours keep the form they were written in, as browsers serialize a specified value
/// (`red`, `oklch(0.6 0.15 30)`; hex as `rgb(255, 0, 102)`); an `in oklab` that is the default
/// (some colour is not legacy) is left out, as Chromium leaves it out. Ordinary values keep
/// their short forms (`45deg`, `50%`); a number that six decimals do not hold exactly is written as the
/// shortest decimal that reads back to it (`143.2394487827058deg`, `1e-07px`, `1e+300%`).
///
/// ```swift
/// try CSSGradient(parsing: "conic-gradient(from 45deg, red, blue 50%)").css
/// // "conic-gradient(from 45deg, red, blue 50%)"
/// ```
enum CSSWriter {
    /// `v` as CSS reads it back exactly: with at most 6 decimals when that is exact (`0.5`,
    /// `45`, `0.333333` only for that very value), else the shortest decimal that parses to
    /// `v` (`0.30000000000000004`, `1e-07`, `1e+300`, `1000000000000`). Not-finite values,
    /// which CSS numbers cannot hold, are written `0` (how the ramp draws such a component).
    static func number(_ v: Double) -> String { formatNumberExactly(v) }

    /// A colour, written so that it parses back to the same ``CSSColor``, in the form it was
    /// written in (``CSSColor/written``) as browsers serialize a specified colour (CSS Color 4
    /// §15; the web-platform-tests `css/css-color/parsing/color-valid*.html`):
    /// - a named colour or `transparent` as its lowercase name (`red`);
    /// - hex, `rgb()`, `hsl()` and `hwb()` as `rgb(r, g, b)` or `rgba(r, g, b, a)` (`#FFF` →
    ///   `rgb(255, 255, 255)`), with the exact channels (`rgb(0, 127.5, 0)` where a browser
    ///   rounds to `rgb(0, 128, 0)`, and alpha `0.5019607843137255` where it writes `0.502`),
    ///   or `rgb(none 255 0)` when `rgb()` had `none`s (a browser writes 0 for them, which would
    ///   lose them as missing components);
    /// - `lab()`, `lch()`, `oklab()`, `oklch()` and `color()` in their own function, with
    ///   numbers for percentages, hues in `0..<360` degrees, `none` kept and an alpha of 1 left
    ///   out (`oklch(60% 0.15 390deg)` → `oklch(0.6 0.15 30)`).
    ///
    /// A colour with no written form (made in code, or a system colour or `currentcolor`,
    /// resolved against the parse options so that the text reads back the same without them,
    /// or a `color-mix()`; `light-dark()` writes the colour it chose, in its form):
    /// - a legacy colour in gamut as a hex colour is written, `rgb(r, g, b)` or
    ///   `rgba(r, g, b, a)`, each channel a number of `0…255` (all percentages, or the space
    ///   form `rgb(r g b / a)`, where no number divides by 255 to exactly a channel);
    /// - any other colour as `color(srgb r g b / a)` (not legacy, and able to hold components
    ///   outside `0…1`).
    ///
    /// `rgb(255, 0, 102)`, `rgb(0, 127.5, 0)`, `rgb(204 204 101.99999999999999)`,
    /// `color(srgb 1.5 0.25 0 / 0.5)`.
    static func color(_ c: CSSColor) -> String {
        let v = c.rgba
        let inGamut = v.components.allSatisfy { $0 >= 0 && $0 <= 1 }
        switch c.written {
        case .keyword(let name)?:
            return name
        case .legacy(let none)? where (c.isLegacy || none.contains(true)) && inGamut:
            return legacyRGB(v, none: none)
        case .function(let notation, let components, let alpha)?:
            return modernFunction(notation, components, alpha: alpha)
        default:
            break
        }
        if c.isLegacy, inGamut { return legacyRGB(v, none: []) }
        let alpha = v.alpha < 1 ? " / " + number(v.alpha.clampedUnit) : ""
        return "color(srgb \(number(v.red)) \(number(v.green)) \(number(v.blue))\(alpha))"
    }

    /// A legacy sRGB colour (components in `0…1`) as browsers write one: `rgb(r, g, b)` or
    /// `rgba(r, g, b, a)`, channels all numbers (or, where a number cannot hold a channel
    /// exactly, all percentages); the space form `rgb(r g b / a)` where neither holds every
    /// channel, or where `none` marks the channels (red, green, blue, alpha) written `none`.
    static func legacyRGB(_ v: RGBA, none: [Bool]) -> String {
        let channels = [v.red, v.green, v.blue]
        if none.contains(true) {
            let parts = channels.indices.map { none.indices.contains($0) && none[$0] ? "none" : legacyChannel(channels[$0]) }
            let alphaNone = none.count > 3 && none[3]
            let alpha = alphaNone ? " / none" : v.alpha < 1 ? " / " + number(v.alpha) : ""
            return "rgb(\(parts.joined(separator: " "))\(alpha))"
        }
        let numbers = channels.compactMap { scaledPreimage(of: $0, by: 255).map(number) }
        let percentages = channels.compactMap { scaledPreimage(of: $0, by: 100).map { number($0) + "%" } }
        guard let parts = numbers.count == 3 ? numbers : percentages.count == 3 ? percentages : nil else {
            let alpha = v.alpha < 1 ? " / " + number(v.alpha) : ""
            return "rgb(\(channels.map(legacyChannel).joined(separator: " "))\(alpha))"
        }
        if v.alpha < 1 { return "rgba(\(parts.joined(separator: ", ")), \(number(v.alpha)))" }
        return "rgb(\(parts.joined(separator: ", ")))"
    }

    /// `lab(50 40 none)`, `oklch(0.6 0.15 30 / 0.5)`, `color(srgb-linear 1 0 0 / none)`:
    /// `nil` components and alpha are `none`; an alpha of 1 is left out.
    static func modernFunction(_ notation: CSSColor.Notation, _ components: [Double?], alpha: Double?) -> String {
        let prefix: String
        switch notation {
        case .lab: prefix = "lab("
        case .lch: prefix = "lch("
        case .oklab: prefix = "oklab("
        case .oklch: prefix = "oklch("
        case .color(let space): prefix = "color(\(space) "
        case .hsl: prefix = "hsl("
        case .hwb: prefix = "hwb("
        }
        // hsl() and hwb() take percentages for their second and third components.
        let percent = notation == .hsl || notation == .hwb
        let parts = components.enumerated().map { i, v in v.map { number($0) + (percent && i > 0 ? "%" : "") } ?? "none" }
            .joined(separator: " ")
        let alphaText = alpha.map { $0 == 1 ? "" : " / " + number($0) } ?? " / none"
        return prefix + parts + alphaText + ")"
    }

    /// An `rgb()` channel `v` in `0…1` as the parser reads it back exactly: a number `n` with
    /// `n / 255 == v`, else a percentage `p%` with `p / 100 == v`.
    ///
    /// One of the two always exists: where doubles near `255·v` are too sparse to reach every
    /// `v` (one value in 256 of those with a significand of 256/255 or more), `100·v` is
    /// exact. The shortest candidate near `255·v` (or `100·v`) is taken.
    static func legacyChannel(_ v: Double) -> String {
        if let n = scaledPreimage(of: v, by: 255) { return number(n) }
        if let p = scaledPreimage(of: v, by: 100) { return number(p) + "%" }
        return number(v * 255)  // not reached for a channel in 0…1 (see above)
    }

    /// The double `y` near `v × k` with the shortest text for which `y / k == v`, or `nil`.
    static func scaledPreimage(of v: Double, by k: Double) -> Double? {
        let center = v * k
        var candidates = [center]
        var down = center
        var up = center
        for _ in 0..<2 {
            down = down.nextDown
            up = up.nextUp
            candidates += [down, up]
        }
        return candidates.filter { $0 / k == v }.min { number($0).count < number($1).count }
    }

    /// `10px`, `25%`, `90deg`, or a relative length or math function as written (`2em`,
    /// `calc(50% - 10px)`).
    static func length(_ l: CSSLength) -> String {
        switch l {
        case .px(let v): v == 0 ? "0" : number(v) + "px"
        case .percent(let p): number(p) + "%"
        case .degrees(let d): number(d) + "deg"
        case .math(let m): m.css
        }
    }

    /// `in <space>` for every colour space (`in srgb`, `in lab`, `in display-p3` …), with
    /// `<method> hue` for a polar space unless shorter (`in hsl longer hue`). Straight
    /// ``Interpolation/srgb`` has no CSS form and is written `in srgb` (the same for opaque
    /// colours), as is ``Interpolation/coreAnimation``.
    static func interpolation(_ i: Interpolation) -> String {
        let space = i.colorSpace ?? .srgb
        guard let method = i.hueMethod, method != .shorter else { return "in " + space.cssName }
        return "in \(space.cssName) \(method.rawValue) hue"
    }

    /// A position with the keywords it was written with, horizontal first, in the two- or
    /// four-value form (CSS Values 4 §8.3, as browsers serialize a specified value): `30% 40%`,
    /// `left top` (for `top left`), `center top` (for `top`), `10px center` (for `10px`),
    /// `right 20px bottom 10px`. A keyword whose offset no longer matches is written as a length.
    static func position(_ p: CSSPosition) -> String {
        if p.fromRight || p.fromBottom || p.spelling.x == .keywordAndOffset || p.spelling.y == .keywordAndOffset {
            return "\(p.fromRight ? "right" : "left") \(length(p.x)) \(p.fromBottom ? "bottom" : "top") \(length(p.y))"
        }
        func axis(_ l: CSSLength, _ written: CSSPosition.Spelling.Axis, _ names: (String, String)) -> String {
            if written == .keyword, case .percent(let v) = l {
                if v == 0 { return names.0 }
                if v == 50 { return "center" }
                if v == 100 { return names.1 }
            }
            return length(l)
        }
        return "\(axis(p.x, p.spelling.x, ("left", "right"))) \(axis(p.y, p.spelling.y, ("top", "bottom")))"
    }

    /// Whether a position is left out of the text: the centre, however written (`at center`,
    /// `at 50% 50%`), as Chromium serializes it.
    static func isImplied(_ p: CSSPosition) -> Bool { p == .center }

    /// The whole gradient.
    static func gradient(_ g: CSSGradient) -> String {
        var prelude: [String] = []
        let name: String
        switch g.shape {
        case .linear(let direction):
            name = "linear-gradient"
            switch direction {
            case .angle(let d) where d == 180: break
            case .angle(let d): prelude.append(number(d) + "deg")
            case .toward(let x, let y):
                let sides = [x < 0 ? "left" : x > 0 ? "right" : nil, y < 0 ? "top" : y > 0 ? "bottom" : nil].compactMap { $0 }
                prelude.append("to " + sides.joined(separator: " "))
            }
        case .radial(let shape, let size, let position):
            name = "radial-gradient"
            var parts: [String] = []
            switch size {
            case .extent(let e):
                if shape == .circle { parts.append("circle") }
                if e != .farthestCorner { parts.append(e.rawValue) }
            case .circle(let r):
                parts.append("circle " + length(r))
            case .ellipse(let rx, let ry):
                parts.append("ellipse \(length(rx)) \(length(ry))")
            }
            if !isImplied(position) { parts.append("at " + self.position(position)) }
            if !parts.isEmpty { prelude.append(parts.joined(separator: " ")) }
        case .conic(let from, let position):
            name = "conic-gradient"
            var parts: [String] = []
            if from != 0 { parts.append("from " + number(from) + "deg") }
            if !isImplied(position) { parts.append("at " + self.position(position)) }
            if !parts.isEmpty { prelude.append(parts.joined(separator: " ")) }
        }
        if let i = g.writtenInterpolation {
            if prelude.isEmpty { prelude.append(interpolation(i)) } else { prelude[0] += " " + interpolation(i) }
        }
        let items = g.items.map { item -> String in
            switch item {
            case .stop(let c, let p1, let p2):
                return ([color(c)] + [p1, p2].compactMap { $0 }.map(length)).joined(separator: " ")
            case .hint(let p):
                return length(p)
            }
        }
        return (g.isRepeating ? "repeating-" : "") + name + "(" + (prelude + items).joined(separator: ", ") + ")"
    }
}

extension CSSGradient {
    /// The gradient as CSS text that parses back to the same gradient, exactly (colours in the
    /// form they were written in, as browsers serialize them, numbers in their shortest exact
    /// form; see the internal `CSSWriter`).
    public var css: String { CSSWriter.gradient(self) }
}
