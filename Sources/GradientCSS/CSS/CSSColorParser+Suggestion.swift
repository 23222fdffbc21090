import GradientCore

extension CSSColorParser {
    /// Every colour keyword the parser reads, for "did you mean …?": the 148 named colours,
    /// `transparent`, `currentcolor`, then the system colours (current before deprecated), so
    /// that a tie goes to the more common name.
    static let keywords: [String] =
        cssNamedColors.keys.sorted() + ["transparent", "currentcolor"] + SystemColors.current.keys.sorted()
        + SystemColors.deprecated.keys.sorted()

    /// The colour functions the parser reads, for "did you mean …?".
    static let allFunctionNames: [String] = functionNames.sorted() + ["color-mix", "light-dark"]

    /// " (did you mean 'blue'?)" when `token` is a name or function name close to a colour
    /// keyword or colour function, otherwise `""`.
    static func suggestion(for token: CSSToken) -> String {
        switch token.kind {
        case .ident(let name): return name.didYouMean(keywords)
        case .function(let name):
            guard let match = name.closestMatch(in: allFunctionNames) else { return "" }
            return " (did you mean \((match + "(").quotedForMessage)?)"
        default: return ""
        }
    }

    /// The error for a next token that does not start a colour: "expected a colour at column
    /// 22, found 'bleu' (did you mean 'blue'?)." (the suggestion only when one is close).
    static func notAColor(_ s: CSSTokenStream, expected what: String = "a colour") -> GradientError {
        s.error(expected: what, at: s.peek, hint: suggestion(for: s.peek))
    }
}
