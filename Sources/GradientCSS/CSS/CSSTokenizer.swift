import GradientCore

/// Splits CSS gradient text into ``CSSToken``s: the small subset of CSS Syntax 3 (§4) that
/// gradients and colours use — identifiers, functions, numbers, percentages, dimensions,
/// hashes, `,`, `/` and `)`. Comments (`/* … */`) and whitespace separate tokens.
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
                    .limitExceeded, "The CSS at column \(column) nests functions and parentheses more than \(maxNesting) levels deep, over the limit.")
            }
        }
        func slice(_ from: Int, _ to: Int) -> String {
            String(decoding: utf8[offsets[from]..<offsets[to]], as: UTF8.self)
        }
        while i < scalars.count {
            let c = scalars[i]
            let start = i
            if isWhitespace(c) {
                i += 1
                continue
            }
            if c == "/", i + 1 < scalars.count, scalars[i + 1] == "*" {
                var j = i + 2
                while j + 1 < scalars.count, !(scalars[j] == "*" && scalars[j + 1] == "/") { j += 1 }
                guard j + 1 < scalars.count else {
                    throw GradientError(.syntax(column: i + 1), "expected '*/' to close the comment at column \(i + 1), found the end of the text.")
                }
                i = j + 2
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
                var j = i + 1
                while j < scalars.count, isNameCharacter(scalars[j]) { j += 1 }
                if j == i + 1 {
                    tokens.append(CSSToken(kind: .other, column: start + 1, text: "#"))
                    i += 1
                } else {
                    tokens.append(CSSToken(kind: .hash(slice(i + 1, j).lowercased()), column: start + 1, text: slice(i, j)))
                    i = j
                }
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
                        var k = j
                        while k < scalars.count, isNameCharacter(scalars[k]) { k += 1 }
                        tokens.append(CSSToken(kind: .dimension(value, slice(j, k).lowercased()), column: start + 1, text: slice(i, k)))
                        i = k
                    } else {
                        tokens.append(CSSToken(kind: .number(value), column: start + 1, text: slice(i, j)))
                        i = j
                    }
                } else if startsName(scalars, i) {
                    var j = i
                    while j < scalars.count, isNameCharacter(scalars[j]) { j += 1 }
                    let name = slice(i, j)
                    if j < scalars.count, scalars[j] == "(" {
                        try open(at: start + 1)
                        tokens.append(CSSToken(kind: .function(name.lowercased()), column: start + 1, text: name + "("))
                        i = j + 1
                    } else {
                        tokens.append(CSSToken(kind: .ident(name.lowercased()), column: start + 1, text: name))
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

    static func isWhitespace(_ c: Unicode.Scalar) -> Bool {
        c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}"
    }

    static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }

    static func isNameStart(_ c: Unicode.Scalar) -> Bool {
        (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_" || c.value >= 0x80
    }

    static func isNameCharacter(_ c: Unicode.Scalar) -> Bool { isNameStart(c) || isDigit(c) || c == "-" }

    /// Whether an identifier starts at `i` (CSS Syntax 3 §4.3.9, without escapes).
    static func startsName(_ s: [Unicode.Scalar], _ i: Int) -> Bool {
        guard i < s.count else { return false }
        if isNameStart(s[i]) { return true }
        if s[i] == "-", i + 1 < s.count { return isNameStart(s[i + 1]) || s[i + 1] == "-" }
        return false
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
