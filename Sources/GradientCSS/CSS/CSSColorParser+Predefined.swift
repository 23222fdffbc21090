import GradientCore

extension CSSColorParser {
    /// The rest of `color(<space> c0 c1 c2 [/ alpha])` after `color(`: every predefined space
    /// of CSS Color 4 §10 (`xyz` is `xyz-d65`). A percentage is a fraction of `1` for every
    /// space (§10.1: `100%` is `1.0`); values outside `0…1` are kept (colours outside sRGB).
    ///
    /// - Throws: ``GradientError`` naming the space names when the first token is none of them.
    static func predefinedColor(_ s: inout CSSTokenStream) throws -> CSSColor {
        guard let name = s.peek.ident, let space = ColorSpace(cssName: name), ColorSpace.predefined.contains(space) else {
            throw s.error(
                expected: "a colour space: " + ColorSpace.predefined.map { "'\($0.cssName)'" }.joined(separator: ", ") + " or 'xyz'",
                suggesting: ColorSpace.cssNames(of: ColorSpace.predefined))
        }
        s.next()
        let (v, alpha) = try arguments(&s, allowCommas: false, what: "a number or percentage", hue: nil)
        let c = SIMD3(scaled(v[0], percent: 1), scaled(v[1], percent: 1), scaled(v[2], percent: 1))
        return CSSColor(space.rgba(c, alpha: alpha), isLegacy: false, missing: missing(v, alpha: alpha, in: space))
    }
}
