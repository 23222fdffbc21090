import GradientCore

extension CSSGradient {
    /// Parses a CSS gradient such as `linear-gradient(45deg, red, blue)`. A final `;` is allowed.
    ///
    /// - Throws: ``GradientError`` naming what was expected, the column and the offending text,
    ///   e.g. "expected a colour at column 23, found 'bleu'."
    public init(parsing text: String) throws {
        try self.init(parsing: text, options: .default)
    }

    /// Parses a CSS gradient, resolving system colours, `light-dark()` and `currentcolor` with
    /// `options`. A final `;` is allowed. An `in oklab` that is the default anyway (some colour is
    /// not legacy) is read as no method (``interpolation`` `nil`), as browsers read it (they
    /// drop it when they write the gradient back).
    ///
    /// ```swift
    /// try CSSGradient(parsing: "linear-gradient(Canvas, CanvasText)", options: .init(colorScheme: .dark))
    /// ```
    ///
    /// - Throws: ``GradientError`` naming what was expected, the column and the offending text.
    public init(parsing text: String, options: CSSParsingOptions) throws {
        var s = CSSTokenStream(try CSSTokenizer.tokens(text), options: options)
        self = try CSSGradientParser.parse(&s)
        if case .other = s.peek.kind, s.peek.text == ";" { s.next() }
        guard case .end = s.peek.kind else { throw s.error(expected: "the end of the text after the gradient") }
        interpolation = writtenInterpolation
    }

    /// The `in <colorspace>` a writer gives: ``interpolation``, or `nil` when it is `in oklab`
    /// and some colour is not legacy, where `oklab` is the default (CSS Images 4 §3.1; Chromium
    /// writes `linear-gradient(red, oklch(0.5 0.1 20))` for
    /// `linear-gradient(in oklab, red, oklch(0.5 0.1 20))`).
    package var writtenInterpolation: Interpolation? {
        guard interpolation == .oklab else { return interpolation }
        let allLegacy = items.allSatisfy { item in
            if case .stop(let color, _, _) = item { return color.isLegacy }
            return true
        }
        return allLegacy ? interpolation : nil
    }
}
