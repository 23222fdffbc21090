import GradientCore

extension CSSColor {
    /// Parses one CSS colour, resolving system colours, `light-dark()` and `currentcolor` with
    /// `options`.
    ///
    /// ```swift
    /// try CSSColor(parsing: "light-dark(white, #111)", options: .init(colorScheme: .dark)).rgba
    /// // RGBA(red: 0.0667, green: 0.0667, blue: 0.0667)
    /// ```
    ///
    /// - Throws: ``GradientError`` naming what was expected, the column and the offending text.
    public init(parsing text: String, options: CSSParsingOptions) throws {
        var stream = CSSTokenStream(try CSSTokenizer.tokens(text), options: options)
        self = try CSSColorParser.parse(&stream)
        guard case .end = stream.peek.kind else { throw stream.error(expected: "the end of the colour") }
    }
}
