import GradientCore

/// One token of CSS gradient text, with the column where it starts.
///
/// Columns count Unicode scalars from `1`, so an error can point at the offending text:
/// "expected a colour at column 23, found 'bleu'".
struct CSSToken: Sendable, Hashable {
    /// What the token is.
    enum Kind: Sendable, Hashable {
        /// A name such as `red`, `to` or `closest-side` (lowercased).
        case ident(String)
        /// A name directly followed by `(`, such as `rgb(` (name lowercased, without the parenthesis).
        case function(String)
        /// A plain number such as `0.5`.
        case number(Double)
        /// A number followed by `%`.
        case percentage(Double)
        /// A number followed by a unit, such as `30deg` or `10px` (unit lowercased).
        case dimension(Double, String)
        /// `#` followed by name characters, such as `#ff8800` (without `#`).
        case hash(String)
        /// A quoted string such as `"a b"` (its value, escapes read). No gradient or colour
        /// takes one: it is read whole so that an error names it whole.
        case string(String)
        /// `,`
        case comma
        /// `/`
        case slash
        /// `)`
        case close
        /// Anything else (a stray character, an unclosed `(`…).
        case other
        /// The end of the text.
        case end
    }

    /// The token's kind and value.
    var kind: Kind
    /// The column (1-based, in Unicode scalars) where the token starts.
    var column: Int
    /// The token's text as written, for error messages.
    var text: String

    /// The identifier's name, or `nil` when the token is not an identifier.
    var ident: String? {
        if case .ident(let name) = kind { return name }
        return nil
    }

    /// How the token is named in an error message: `'bleu'` or `the end of the text`.
    var quoted: String {
        if case .end = kind { return "the end of the text" }
        return text.quotedForMessage
    }
}
