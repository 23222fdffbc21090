import GradientCore

/// A colour of the JSON spec's layer form: a string of CSS colour text, any syntax
/// ``CSSColor/init(parsing:options:)`` reads (`"#ff8800"`, `"rebeccapurple"`,
/// `"rgb(255 136 0 / 50%)"`, `"oklch(70% 0.15 200)"`, `"color(display-p3 1 0 0)"`,
/// `"color-mix(in oklab, red, blue)"`, `"transparent"` …), or an array of 3 or 4 numbers in
/// `0…1` (red, green, blue and optional alpha, sRGB).
///
/// A colour outside sRGB keeps its out-of-range components (extended sRGB), as a CSS gradient
/// keeps them: it is mixed as it is and clamped only when a pixel is written. A component
/// written `none` counts as `0`. System colours and `light-dark()` follow the decoder's
/// ``CSSParsingOptions`` (``GradientSpec/decode(_:options:)``), a light page by default.
struct SpecColor: Codable {
    var rgba: RGBA

    init(_ rgba: RGBA) { self.rgba = rgba }

    init(from decoder: any Decoder) throws {
        try self.init(from: decoder, options: decoder.userInfo[GradientSpec.optionsKey] as? CSSParsingOptions ?? .default)
    }

    /// Decodes a colour, reading CSS colour text with `options`.
    init(from decoder: any Decoder, options: CSSParsingOptions) throws {
        let container = try decoder.singleValueContainer()
        guard let text = try? container.decode(String.self) else {
            // Arrays of numbers, and the error for anything that is neither form.
            rgba = try container.decode(RGBA.self)
            return
        }
        do { rgba = try CSSColor(parsingValue: text, options: options).rgba } catch let error as GradientError {
            throw DecodingProblem(at: decoder, error.message, kind: error.kind)
        }
    }

    /// Encodes a colour in sRGB's range as ``RGBA`` does (hex when exact in 8 bits, else an
    /// array); one outside it as `"color(srgb r g b / a)"`, with every number written in full
    /// so that it reads back as the same value.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        guard rgba.components.allSatisfy({ $0 >= 0 && $0 <= 1 }) else {
            let alpha = rgba.alpha < 1 ? " / \(rgba.alpha)" : ""
            try container.encode("color(srgb \(rgba.red) \(rgba.green) \(rgba.blue)\(alpha))")
            return
        }
        try container.encode(rgba)
    }
}
