import GradientCore

/// A colour as written in CSS: its sRGB value and whether it used a legacy syntax.
///
/// Legacy syntaxes (named colours, `transparent`, hex, `rgb()`/`rgba()`, `hsl()`/`hsla()`,
/// `hwb()`) matter for gradients: when every colour of a gradient without `in <colorspace>`
/// is legacy, it is interpolated in sRGB, otherwise in OKLab (CSS Color 4 §12.1 and CSS
/// Images 4 §3.1; Chromium does the same).
///
/// ```swift
/// try CSSColor(parsing: "hsl(120 100% 25%)").rgba   // RGBA(red: 0, green: 0.5, blue: 0)
/// ```
public struct CSSColor: Sendable, Hashable {
    /// The colour in sRGB, straight alpha. Components may fall outside `0…1` for colours
    /// outside the sRGB gamut (such as some `lab()` or `oklch()` values).
    public var rgba: RGBA
    /// Whether the colour was written in a legacy syntax. Default `true`. A colour with a
    /// missing component is never legacy: `none` exists only in the modern syntax, and Chromium
    /// mixes `rgb(0 0 255 / none)` in OKLab like any modern colour.
    public var isLegacy: Bool
    /// The components written `none` (CSS Color 4 §4.4 "missing components"), by category;
    /// ``rgba`` counts them as `0`, and a gradient takes them from the neighbouring stop.
    /// Default empty.
    public var missing: MissingComponents
    /// How the colour was written (see ``written``); not compared by `==`.
    package var writtenForm = Uncompared<CSSColor.WrittenForm?>(nil)

    /// Creates a colour.
    public init(_ rgba: RGBA, isLegacy: Bool = true, missing: MissingComponents = []) {
        self.rgba = rgba
        self.isLegacy = isLegacy && missing.isEmpty
        self.missing = missing
    }

    /// Parses one CSS colour (any syntax the internal `CSSColorParser` lists).
    ///
    /// - Throws: ``GradientError`` naming what was expected, the column and the offending text.
    public init(parsing text: String) throws {
        var stream = CSSTokenStream(try CSSTokenizer.tokens(text))
        self = try CSSColorParser.parse(&stream)
        guard case .end = stream.peek.kind else { throw stream.error(expected: "the end of the colour") }
    }
}
