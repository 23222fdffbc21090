import GradientCore

/// Splits CSS gradient text into ``CSSToken``s: the small subset of CSS Syntax 3 (§4) that
/// gradients and colours use — identifiers, functions, numbers, percentages, dimensions,
/// hashes, strings, `,`, `/` and `)`. Comments (`/* … */`) and whitespace separate tokens;
/// escapes (`\72 ed` for `red`, §4.3.7) are read in names, functions, hashes, units and
/// strings, as browsers read them.
///
/// It also holds the one nesting budget of the CSS readers: a function (`rgb(`, `calc(`,
/// `linear-gradient(` …) or a `(` opens a level and `)` closes it (CSS Syntax 3 §5.4.8–§5.4.9,
/// "consume a function" and "consume a simple block", are the only recursive parts of CSS),
/// and text that opens more than ``maxNesting`` levels at once is refused here, before any
/// parser runs. The parsers recurse only where a function or `(` opens (a colour inside
/// `color-mix()`, `light-dark()` or a relative colour's `from`; a math function or
/// parentheses inside maths), so their depth never exceeds the text's, and every construct
/// added later is held to the same budget with the same sentence.
///
/// - Complexity: O(n) in the length of the text.
enum CSSTokenizer {
    /// The longest text accepted: 1 Mi Unicode scalars, as long as any gradient text the
    /// command reads (1 MiB of UTF-8), so that the CSS it writes for 4096 stops, each colour
    /// and position in its longest exact form, always reads back.
    static let maxLength = 1 << 20

    /// The most functions and parentheses open at once: 32, a gradient function counted.
    ///
    /// Chosen by the stack a level costs: 32 levels of the costliest construct take at most
    /// 169 KB of stack in a debug build and 76 KB in a release build (measured by
    /// `NestingDepthTests`; the README's limits), well inside a 512 KiB secondary thread.
    /// Hand-written CSS rarely nests past 6.
    static let maxNesting = 32

    /// The tokens of `text`, ending with one `.end` token.
    ///
    /// - Throws: ``GradientError`` when the text is longer than ``maxLength``, nests deeper
    ///   than ``maxNesting`` or a comment is not closed.
    static func tokens(_ text: String) throws -> [CSSToken] {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count <= maxLength else {
            throw GradientError(.limitExceeded, "The CSS text is \(scalars.count) characters long, over the limit of \(maxLength).")
        }
        // The UTF-8 bytes and where each scalar starts in them, so that a token's text is one
        // copy of its bytes rather than a string built scalar by scalar.
        let utf8 = Array(text.utf8)
        var offsets = [Int](repeating: 0, count: scalars.count + 1)
        for (k, c) in scalars.enumerated() { offsets[k + 1] = offsets[k] + UTF8.width(c) }
        var tokens: [CSSToken] = []
        var i = 0
        var nesting = 0
        /// Opens a level at `column`, or throws past ``maxNesting``.
        func open(at column: Int) throws {
            nesting += 1
            guard nesting <= maxNesting else {
                throw GradientError(
                    .limitExceeded, "The CSS at column \(column) nests functions and parentheses more than \(maxNesting) levels deep, over the limit.",
                    column: column)
            }
        }
        func slice(_ from: Int, _ to: Int) -> String {
            String(decoding: utf8[offsets[from]..<offsets[to]], as: UTF8.self)
        }
        /// The name starting at `from` (CSS Syntax 3 §4.3.11), its escapes read (§4.3.7), and
        /// where it ends. Without escapes the value is a copy of the text's bytes.
        func name(from: Int) -> (value: String, end: Int) {
            var j = from
            var value = String.UnicodeScalarView()
            var escaped = false
            while j < scalars.count {
                if isNameCharacter(scalars[j]) {
                    if escaped { value.append(scalars[j]) }
                    j += 1
                } else if isValidEscape(scalars, j) {
                    if !escaped { value.append(contentsOf: scalars[from..<j]) }
                    escaped = true
                    let (scalar, next) = escapedCodePoint(scalars, j + 1)
                    value.append(scalar)
                    j = next
                } else {
                    break
                }
            }
            return (escaped ? String(value) : slice(from, j), j)
        }
        while i < scalars.count {
            let c = scalars[i]
            let start = i
            if isWhitespace(c) {
                i += 1
                continue
            }
            if startsComment(scalars, i) {
                guard let end = endOfComment(scalars, i) else {
                    throw GradientError(.syntax(column: i + 1), "expected '*/' to close the comment at column \(i + 1), found the end of the text.")
                }
                i = end
                continue
            }
            switch c {
            case ",":
                tokens.append(CSSToken(kind: .comma, column: start + 1, text: ","))
                i += 1
            case "/":
                tokens.append(CSSToken(kind: .slash, column: start + 1, text: "/"))
                i += 1
            case ")":
                tokens.append(CSSToken(kind: .close, column: start + 1, text: ")"))
                nesting = max(0, nesting - 1)
                i += 1
            case "#":
                if i + 1 < scalars.count, isNameCharacter(scalars[i + 1]) || isValidEscape(scalars, i + 1) {
                    let (value, j) = name(from: i + 1)
                    tokens.append(CSSToken(kind: .hash(value.lowercased()), column: start + 1, text: slice(i, j)))
                    i = j
                } else {
                    tokens.append(CSSToken(kind: .other, column: start + 1, text: "#"))
                    i += 1
                }
            case "\"", "'":
                let (value, j) = string(scalars, from: i)
                tokens.append(CSSToken(kind: value.map { .string($0) } ?? .other, column: start + 1, text: slice(i, j)))
                i = j
            default:
                if startsNumber(scalars, i) {
                    var j = i
                    if scalars[j] == "+" || scalars[j] == "-" { j += 1 }
                    while j < scalars.count, isDigit(scalars[j]) { j += 1 }
                    if j + 1 < scalars.count, scalars[j] == ".", isDigit(scalars[j + 1]) {
                        j += 1
                        while j < scalars.count, isDigit(scalars[j]) { j += 1 }
                    }
                    if j + 1 < scalars.count, scalars[j] == "e" || scalars[j] == "E" {
                        var k = j + 1
                        if k < scalars.count, scalars[k] == "+" || scalars[k] == "-" { k += 1 }
                        if k < scalars.count, isDigit(scalars[k]) {
                            while k < scalars.count, isDigit(scalars[k]) { k += 1 }
                            j = k
                        }
                    }
                    let value = Double(slice(i, j)) ?? .nan
                    if j < scalars.count, scalars[j] == "%" {
                        tokens.append(CSSToken(kind: .percentage(value), column: start + 1, text: slice(i, j + 1)))
                        i = j + 1
                    } else if j < scalars.count, startsName(scalars, j) {
                        let (unit, k) = name(from: j)
                        tokens.append(CSSToken(kind: .dimension(value, unit.lowercased()), column: start + 1, text: slice(i, k)))
                        i = k
                    } else {
                        tokens.append(CSSToken(kind: .number(value), column: start + 1, text: slice(i, j)))
                        i = j
                    }
                } else if startsName(scalars, i) {
                    let (value, j) = name(from: i)
                    if j < scalars.count, scalars[j] == "(" {
                        try open(at: start + 1)
                        tokens.append(CSSToken(kind: .function(value.lowercased()), column: start + 1, text: slice(i, j + 1)))
                        i = j + 1
                    } else {
                        tokens.append(CSSToken(kind: .ident(value.lowercased()), column: start + 1, text: slice(i, j)))
                        i = j
                    }
                } else {
                    if c == "(" { try open(at: start + 1) }
                    tokens.append(CSSToken(kind: .other, column: start + 1, text: String(Character(c))))
                    i += 1
                }
            }
        }
        tokens.append(CSSToken(kind: .end, column: scalars.count + 1, text: ""))
        return tokens
    }

    /// The first character of `text` that is neither whitespace nor inside a comment, and
    /// whether it opens a comment that is never closed; `nil` when there is none.
    static func firstAfterComments(_ text: String) -> (scalar: Unicode.Scalar, unclosedComment: Bool)? {
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i < scalars.count {
            if isWhitespace(scalars[i]) {
                i += 1
            } else if startsComment(scalars, i) {
                guard let end = endOfComment(scalars, i) else { return ("/", true) }
                i = end
            } else {
                return (scalars[i], false)
            }
        }
        return nil
    }

    /// Whether a comment (`/*`) starts at `i` (CSS Syntax 3 §4.3.2).
    static func startsComment(_ s: [Unicode.Scalar], _ i: Int) -> Bool {
        i + 1 < s.count && s[i] == "/" && s[i + 1] == "*"
    }

    /// Where the text after the comment starting at `i` begins, past its `*/`; `nil` when it
    /// is not closed.
    static func endOfComment(_ s: [Unicode.Scalar], _ i: Int) -> Int? {
        var j = i + 2
        while j + 1 < s.count, !(s[j] == "*" && s[j + 1] == "/") { j += 1 }
        return j + 1 < s.count ? j + 2 : nil
    }

    static func isWhitespace(_ c: Unicode.Scalar) -> Bool {
        c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}"
    }

    static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }

    static func isNameStart(_ c: Unicode.Scalar) -> Bool {
        (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_" || c.value >= 0x80
    }

    static func isNameCharacter(_ c: Unicode.Scalar) -> Bool { isNameStart(c) || isDigit(c) || c == "-" }

    /// Whether an identifier starts at `i` (CSS Syntax 3 §4.3.9): a name-start character or
    /// an escape, or `-` and then one of those or a second `-`.
    static func startsName(_ s: [Unicode.Scalar], _ i: Int) -> Bool {
        guard i < s.count else { return false }
        if isNameStart(s[i]) || isValidEscape(s, i) { return true }
        if s[i] == "-", i + 1 < s.count { return isNameStart(s[i + 1]) || s[i + 1] == "-" || isValidEscape(s, i + 1) }
        return false
    }

    /// A newline as CSS Syntax 3 counts one before preprocessing: LF, CR (alone or before LF), FF.
    static func isNewline(_ c: Unicode.Scalar) -> Bool { c == "\n" || c == "\r" || c == "\u{0C}" }

    /// Whether a valid escape starts at `i` (CSS Syntax 3 §4.3.8): `\` not followed by a
    /// newline (at the end of the text it is one, read as U+FFFD).
    static func isValidEscape(_ s: [Unicode.Scalar], _ i: Int) -> Bool {
        i < s.count && s[i] == "\\" && !(i + 1 < s.count && isNewline(s[i + 1]))
    }

    /// The code point of the escape whose `\` is just before `i`, and where it ends (CSS
    /// Syntax 3 §4.3.7, "consume an escaped code point"): up to six hex digits and one
    /// whitespace after them (a CRLF counting as one) for that code point, U+FFFD when it is
    /// 0, a surrogate or past U+10FFFF; the end of the text is U+FFFD; any other character
    /// stands for itself. `\72 ed` is `red`, `\000072ed` too, `\.5` is `.5`.
    static func escapedCodePoint(_ s: [Unicode.Scalar], _ i: Int) -> (Unicode.Scalar, Int) {
        guard i < s.count else { return ("\u{FFFD}", i) }
        guard let first = hexValue(s[i]) else { return (s[i], i + 1) }
        var value = first
        var j = i + 1
        while j < s.count, j - i < 6, let digit = hexValue(s[j]) {
            value = value * 16 + digit
            j += 1
        }
        if j < s.count, isWhitespace(s[j]) { j += s[j] == "\r" && j + 1 < s.count && s[j + 1] == "\n" ? 2 : 1 }
        guard value != 0, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value), let scalar = Unicode.Scalar(value) else {
            return ("\u{FFFD}", j)
        }
        return (scalar, j)
    }

    /// The value of an ASCII hex digit, or `nil`.
    static func hexValue(_ c: Unicode.Scalar) -> UInt32? {
        switch c {
        case "0"..."9": c.value - 0x30
        case "a"..."f": c.value - 0x61 + 10
        case "A"..."F": c.value - 0x41 + 10
        default: nil
        }
    }

    /// The string whose quote is at `i` (CSS Syntax 3 §4.3.5): its value, escapes read (a
    /// `\` before a newline continues the line, one at the end of the text is dropped), and
    /// where it ends, past the closing quote or at the end of the text; a `nil` value for a
    /// bad string, one that a newline ends before its closing quote (the newline not taken).
    static func string(_ s: [Unicode.Scalar], from i: Int) -> (value: String?, end: Int) {
        let quote = s[i]
        var value = String.UnicodeScalarView()
        var j = i + 1
        while j < s.count {
            let c = s[j]
            if c == quote { return (String(value), j + 1) }
            if isNewline(c) { return (nil, j) }
            if c == "\\" {
                if j + 1 >= s.count {
                    j += 1
                } else if isNewline(s[j + 1]) {
                    j += s[j + 1] == "\r" && j + 2 < s.count && s[j + 2] == "\n" ? 3 : 2
                } else {
                    let (scalar, next) = escapedCodePoint(s, j + 1)
                    value.append(scalar)
                    j = next
                }
                continue
            }
            value.append(c)
            j += 1
        }
        return (String(value), j)
    }

    /// Whether a number starts at `i` (CSS Syntax 3 §4.3.10).
    static func startsNumber(_ s: [Unicode.Scalar], _ i: Int) -> Bool {
        var j = i
        if j < s.count, s[j] == "+" || s[j] == "-" { j += 1 }
        guard j < s.count else { return false }
        if isDigit(s[j]) { return true }
        return s[j] == "." && j + 1 < s.count && isDigit(s[j + 1])
    }
}
