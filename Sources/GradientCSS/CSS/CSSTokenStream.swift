import GradientCore

/// A cursor over ``CSSToken``s with the helpers the gradient and colour parsers share.
struct CSSTokenStream {
    private let tokens: [CSSToken]
    private var index = 0
    /// The colour scheme and `currentcolor` the colour parser resolves against. Default: a
    /// light page with no `currentcolor`.
    var options = CSSParsingOptions.default

    /// Creates a stream over `tokens` (which end with an `.end` token).
    init(_ tokens: [CSSToken], options: CSSParsingOptions = .default) {
        self.tokens = tokens
        self.options = options
    }

    /// The next token, not consumed.
    var peek: CSSToken { tokens[min(index, tokens.count - 1)] }

    /// The token after the next one, not consumed.
    var peekSecond: CSSToken { tokens[min(index + 1, tokens.count - 1)] }

    /// Consumes and returns the next token (the `.end` token repeats at the end).
    @discardableResult
    mutating func next() -> CSSToken {
        let t = peek
        if index < tokens.count - 1 { index += 1 }
        return t
    }

    /// Consumes the next token if it is the identifier `name`.
    mutating func accept(ident name: String) -> Bool {
        guard peek.ident == name else { return false }
        next()
        return true
    }

    /// Consumes the next token if it has the given kind (compared without payload for commas, slashes and `)`).
    mutating func accept(_ kind: CSSToken.Kind) -> Bool {
        guard peek.kind == kind else { return false }
        next()
        return true
    }

    /// Consumes `kind` or throws "expected `what` at column …, found …".
    mutating func expect(_ kind: CSSToken.Kind, _ what: String) throws {
        guard accept(kind) else { throw error(expected: what) }
    }

    /// The error for an unexpected next token: "expected a colour at column 23, found 'bleu'."
    func error(expected what: String) -> GradientError { error(expected: what, at: peek) }

    /// The error for an unexpected next token, with " (did you mean 'x'?)" after it when the
    /// token is a name close to one of `names` (a likely typo): "expected a colour space … at
    /// column 20, found 'oklabb' (did you mean 'oklab'?)."
    func error(expected what: String, suggesting names: [String]) -> GradientError {
        error(expected: what, at: peek, hint: peek.ident.map { $0.didYouMean(names) } ?? "")
    }

    /// The error for an unexpected `token`, `hint` (such as " (did you mean 'blue'?)") after
    /// what was found.
    func error(expected what: String, at token: CSSToken, hint: String = "") -> GradientError {
        GradientError(.syntax(column: token.column), "expected \(what) at column \(token.column), found \(token.quoted)\(hint).")
    }
}
