import GradientCore

extension CSSColor {
    /// Parses `text` given where only a colour can go (a JSON spec's colour, a flag's value),
    /// as ``init(parsing:options:)`` does, with errors that start with the text: "'bleu' is not
    /// a colour (did you mean 'blue'?): use …" or "'rgb(1 2)' is not a colour: expected a
    /// number or percentage at column 8, found ')'."
    ///
    /// - Throws: ``GradientError`` of kind ``GradientError/Kind/invalidValue`` (or
    ///   ``GradientError/Kind/limitExceeded``) naming the text.
    package init(parsingValue text: String, options: CSSParsingOptions) throws {
        do {
            try self.init(parsing: text, options: options)
        } catch let error as GradientError {
            let quoted = text.quotedForMessage
            let kind: GradientError.Kind = error.kind == .limitExceeded ? .limitExceeded : .invalidValue
            if let tokens = try? CSSTokenizer.tokens(text), tokens.count == 2, case .end = tokens[1].kind {
                switch tokens[0].kind {
                case .ident where !CSSColorParser.startsColor(tokens[0]):
                    throw GradientError(kind, "\(quoted) is not a colour\(CSSColorParser.suggestion(for: tokens[0])): \(Self.validForms)")
                case .hash(let digits):
                    // What is wrong with the digits: "'#12345' is not a colour: a hex colour has 3, 4, 6 or 8 digits."
                    _ = try RGBA.parseHex(digits, original: text)
                default:
                    break
                }
            }
            // A message that already names the text ("'currentcolor' at column 1 has no value …") stands as it is.
            if error.message.hasPrefix(quoted) { throw GradientError(kind, error.message) }
            // A sentence of its own ("The CSS at column 9 nests …") continues this one.
            let reason = error.message.hasPrefix("The ") ? "the " + error.message.dropFirst(4) : error.message
            throw GradientError(kind, "\(quoted) is not a colour: \(reason)")
        }
    }

    /// What a colour may be, to follow a colon in a message.
    static let validForms =
        "use a hex colour such as '#ff8800', a CSS colour name, a colour function such as 'oklch(70% 0.15 200)' or 'transparent'."
}
