import GradientCore

extension CSSGradient {
    /// Parses a CSS gradient such as `linear-gradient(45deg, red, blue)`. A final `;` is allowed.
    ///
    /// - Throws: ``GradientError`` naming what was expected, the column and the offending text,
    ///   e.g. "expected a colour at column 23, found 'bleu'."
    public init(parsing text: String) throws {
        var s = CSSTokenStream(try CSSTokenizer.tokens(text))
        self = try CSSGradientParser.parse(&s)
        if case .other = s.peek.kind, s.peek.text == ";" { s.next() }
        guard case .end = s.peek.kind else { throw s.error(expected: "the end of the text after the gradient") }
    }
}
