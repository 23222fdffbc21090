import GradientCore

/// `color-mix()` (CSS Color 5 §2): two colours mixed in a colour space.
///
/// `color-mix([in <space> [<hue-method> hue]]?, <color> <percentage>?, <color> <percentage>?)`,
/// each percentage `0%…100%` before or after its colour. The space defaults to `oklab`; the
/// hue method (polar spaces only: `hsl`, `hwb`, `lch`, `oklch`) to `shorter`.
///
/// The percentages are normalised as CSS Color 5 §2.1 says: both omitted are 50% each; one
/// omitted is 100% less the other; a pair that does not sum to 100% is scaled to do so, and a
/// sum under 100% also multiplies the result's alpha by it (`red 20%, blue 20%` is half and
/// half at alpha 0.4). A sum of 0% gives half and half at alpha 0, as Chromium 156 does (the
/// spec leaves it invalid in older drafts).
///
/// Mixing (CSS Color 5 §2.2, CSS Color 4 §12): both colours are converted into the space;
/// a component written `none` (CSS Color 4 §12.2: carried into the space by its analogous
/// category) or a powerless hue takes the other colour's value; the components (not the hue)
/// are premultiplied by alpha, interpolated, and divided by the mixed alpha; hues follow the
/// hue method (§12.4). The result is not a legacy colour (Chromium drops a default `in oklab`
/// next to one) and has no written form: the writer gives its sRGB value, `color(srgb …)`.
extension CSSColorParser {
    /// `color-mix(…)`; the next token is the function. (Small: it is on the path `parse`
    /// recurses by.)
    static func parseMix(_ s: inout CSSTokenStream) throws -> CSSColor {
        s.next()
        let (space, method) = try mixMethod(&s)
        let (first, p1) = try mixOperand(&s)
        try s.expect(.comma, "','")
        let (second, p2) = try mixOperand(&s)
        try s.expect(.close, "')'")
        return mixed(first, p1, second, p2, in: space, hue: method)
    }

    /// The optional `in <space> [<hue-method> hue],` that starts the arguments; `oklab` and
    /// `shorter` when it is left out.
    static func mixMethod(_ s: inout CSSTokenStream) throws -> (ColorSpace, Interpolation.HueMethod) {
        var space = ColorSpace.oklab
        var method = Interpolation.HueMethod.shorter
        if s.accept(ident: "in") {
            let token = s.peek
            guard let name = token.ident, let named = ColorSpace(cssName: name) else {
                throw s.error(
                    expected: "a colour space (" + ColorSpace.allCases.map(\.cssName).joined(separator: ", ") + ")",
                    suggesting: ColorSpace.cssNames(of: ColorSpace.allCases))
            }
            s.next()
            space = named
            if let name = s.peek.ident, let m = Interpolation.HueMethod(rawValue: name) {
                guard space.isPolar else {
                    throw s.error(expected: "',' (a hue method goes with hsl, hwb, lch or oklch only)")
                }
                s.next()
                guard s.accept(ident: "hue") else { throw s.error(expected: "'hue'") }
                method = m
            }
            try s.expect(.comma, "','")
        }
        return (space, method)
    }

    /// The mix of two operands and their percentages (`nil` when omitted).
    static func mixed(
        _ first: CSSColor, _ p1: Double?, _ second: CSSColor, _ p2: Double?, in space: ColorSpace, hue method: Interpolation.HueMethod
    ) -> CSSColor {
        let (weight, alphaFactor) = mixWeights(p1, p2)
        let rgba = mix(first, second, weight: weight, in: space, hue: method)
        return CSSColor(rgba.with(alpha: rgba.alpha * alphaFactor), isLegacy: false)
    }

    /// A colour and its percentage (either order), the percentage `nil` when omitted.
    static func mixOperand(_ s: inout CSSTokenStream) throws -> (CSSColor, Double?) {
        var percentage = try mixPercentage(&s)
        let color = try parse(&s)
        if percentage == nil { percentage = try mixPercentage(&s) }
        return (color, percentage)
    }

    /// A percentage of `0%…100%` if one comes next.
    static func mixPercentage(_ s: inout CSSTokenStream) throws -> Double? {
        guard case .percentage(let p) = s.peek.kind else { return nil }
        guard p.isFinite, p >= 0, p <= 100 else { throw s.error(expected: "a percentage from 0% to 100%") }
        s.next()
        return p
    }

    /// The second colour's share `0…1` and the alpha multiplier for the two percentages
    /// (CSS Color 5 §2.1).
    static func mixWeights(_ p1: Double?, _ p2: Double?) -> (weight: Double, alpha: Double) {
        let a = p1 ?? (p2.map { 100 - $0 } ?? 50)
        let b = p2 ?? 100 - a
        let sum = a + b
        guard sum > 0 else { return (0.5, 0) }
        return (b / sum, min(sum, 100) / 100)
    }

    /// `a` and `b` mixed in `space`, `weight` of `b` (`0…1`), straight alpha.
    static func mix(_ a: CSSColor, _ b: CSSColor, weight t: Double, in space: ColorSpace, hue method: Interpolation.HueMethod) -> RGBA {
        var ca = space.components(of: a.rgba)
        var cb = space.components(of: b.rgba)
        let ma = missing(of: a, in: space)
        let mb = missing(of: b, in: space)
        var alphaA = ma.alpha ? b.rgba.alpha : a.rgba.alpha
        var alphaB = mb.alpha ? a.rgba.alpha : b.rgba.alpha
        if ma.alpha && mb.alpha { (alphaA, alphaB) = (0, 0) }
        var bothMissing: [Bool] = [false, false, false]
        for i in 0..<3 {
            switch (ma.components.contains(i), mb.components.contains(i)) {
            case (true, false): ca[i] = cb[i]
            case (false, true): cb[i] = ca[i]
            case (true, true): bothMissing[i] = true
            default: break
            }
        }
        let alpha = alphaA * (1 - t) + alphaB * t
        var result = SIMD3<Double>()
        for i in 0..<3 {
            if bothMissing[i] { continue }
            if i == space.hueIndex {
                result[i] = ColorRamp.mixHue(ca[i], cb[i], t, method)
            } else if alpha > 0 {
                result[i] = (ca[i] * alphaA * (1 - t) + cb[i] * alphaB * t) / alpha
            } else {
                result[i] = ca[i] * (1 - t) + cb[i] * t
            }
        }
        return space.rgba(result, alpha: alpha)
    }

    /// Which of `color`'s components are missing once it is in `space`: those written `none`
    /// (carried by analogous category, CSS Color 4 §12.2) and a powerless hue (a chroma or
    /// saturation that is nearly 0, or whiteness + blackness of 100 or more).
    static func missing(of color: CSSColor, in space: ColorSpace) -> (components: Set<Int>, alpha: Bool) {
        let categories = color.missing
        var indices = Set(space.missingIndices(categories))
        if let hue = space.hueIndex, isPowerless(space.components(of: color.rgba), in: space) { indices.insert(hue) }
        return (indices, categories.contains(.alpha))
    }

    /// Whether the hue of `c` (components of the polar `space`) is powerless: chroma or
    /// saturation within rounding of 0 (the conversions leave about 1e-8 on greys), or
    /// whiteness + blackness at 100 or more.
    static func isPowerless(_ c: SIMD3<Double>, in space: ColorSpace) -> Bool {
        switch space {
        case .hsl: return abs(c.y) < 1e-6
        case .hwb: return c.y + c.z >= 100 - 1e-6
        case .lch: return c.y < 1e-4
        case .oklch: return c.y < 1e-6
        default: return false
        }
    }
}
