import Foundation
import GradientCore

/// A strict check of JSON syntax (RFC 8259), run before a spec is decoded.
///
/// Foundation's readers take some text that is not JSON (a comma before `}` or `]`) and
/// refuse the rest with "not valid JSON" and nothing more. This check refuses exactly what
/// RFC 8259 refuses and says where the text goes wrong (line and column, 1-based, in Unicode
/// scalars) and what it expected and found:
///
/// ```swift
/// try JSONSyntax.check(Data(#"{"css": "linear-gradient(red, blue)",}"#.utf8))
/// // throws "The JSON spec is not valid JSON at line 1, column 38: expected a key in double
/// // quotes after ',', found '}' (JSON allows no comma before '}')."
/// ```
///
/// It reads objects and arrays nested up to ``maxDepth`` deep, without recursion (no input
/// can overflow the stack); strings with the escapes of §7 (a `\u` escape of half a surrogate
/// pair is syntax; ``checkSpec(_:startingAt:)`` refuses it as text);
/// numbers of §6 that a `Double` holds (`JSONDecoder` refuses one that overflows or rounds to
/// zero); `true`, `false`, `null`; whitespace of §2 (space, tab, line feed, carriage return).
/// The text is UTF-8, after a byte-order mark or not (the mark is not counted in columns);
/// UTF-16 or UTF-32, found from a byte-order mark or the zero bytes among the first four as
/// `JSONDecoder` finds it, is read as UTF-8 first. A line ends at a line feed, a carriage
/// return, or both together.
///
/// The kind of the error is ``GradientError/Kind/syntax(column:)`` with the position in the
/// whole text (1-based, in scalars, every line before counted), where an editor marks it;
/// ``GradientError/Kind/limitExceeded`` for nesting over ``maxDepth``;
/// ``GradientError/Kind/invalidValue`` for a number a `Double` does not hold.
///
/// - Complexity: O(n) in the length of the text, one pass; O(``maxDepth``) memory besides a
///   copy of UTF-16 or UTF-32 text as UTF-8.
enum JSONSyntax {
    /// The deepest nesting of arrays and objects read: 512, as deep as `JSONDecoder` reads
    /// (a spec needs 3).
    static let maxDepth = 512

    /// A place in a text: its line and column (1-based, in Unicode scalars) and the number of
    /// scalars before it.
    struct Position: Hashable, Sendable {
        /// The line, from 1.
        var line = 1
        /// The column on the line, from 1, in Unicode scalars.
        var column = 1
        /// The scalars before this place in the whole text.
        var offset = 0

        /// The start of a text.
        init() {}

        /// The place at `line` and `column`, `offset` scalars into the text.
        init(line: Int, column: Int, offset: Int) {
            (self.line, self.column, self.offset) = (line, column, offset)
        }

        /// The place just after `prefix`: where text given after it starts.
        init(after prefix: some StringProtocol) {
            var previous: Unicode.Scalar?
            for scalar in prefix.unicodeScalars {
                advance(over: scalar.value, after: previous?.value)
                previous = scalar
            }
        }

        /// Moves past one scalar, `previous` being the one before it (a line feed after a
        /// carriage return ends no second line).
        mutating func advance(over scalar: UInt32, after previous: UInt32?) {
            offset += 1
            if scalar == 0x0D || (scalar == 0x0A && previous != 0x0D) {
                line += 1
                column = 1
            } else if scalar != 0x0A {
                column += 1
            }
        }
    }

    /// Checks that `data` is one JSON value and nothing else.
    ///
    /// - Parameters:
    ///   - data: The JSON text (UTF-8, or UTF-16 or UTF-32 as described above).
    ///   - start: Where `data` starts in the text the user gave (after whitespace trimmed
    ///     off, say), for the line and column of an error; default the start of a text.
    /// - Throws: ``GradientError`` naming the first error, its line and column, what was
    ///   expected there and what was found.
    static func check(_ data: Data, startingAt start: Position = Position()) throws {
        try scan(data, startingAt: start, checkingText: false)
    }

    /// Checks that `data` is one JSON value, as ``check(_:startingAt:)`` does, and in the same
    /// pass what `JSONDecoder` and `JSONSerialization` let through in a spec: a key given twice
    /// in one object (they keep one of the values, not always the same one), compared as the
    /// text it stands for however it is escaped, and a `\u` escape of an unpaired UTF-16
    /// surrogate (they fail with a misleading error). A syntax error anywhere is reported
    /// before either of these.
    ///
    /// - Throws: ``GradientError``: a syntax error as ``check(_:startingAt:)`` says it, or such
    ///   as "The JSON spec has the key 'colors' twice in one object; give each key once."
    static func checkSpec(_ data: Data, startingAt start: Position = Position()) throws {
        try scan(data, startingAt: start, checkingText: true)
    }

    private static func scan(_ data: Data, startingAt start: Position, checkingText: Bool) throws {
        if let utf8 = transcodedToUTF8(data) {
            try utf8.withUnsafeBufferPointer { bytes in
                var scanner = Scanner(bytes: bytes, start: start, checksText: checkingText)
                try scanner.run()
            }
        } else {
            try data.withUnsafeBytes { raw in
                var scanner = Scanner(bytes: raw.bindMemory(to: UInt8.self), start: start, checksText: checkingText)
                try scanner.run()
            }
        }
    }

    /// `data` as UTF-8 when it is UTF-16 or UTF-32 (a byte-order mark, or the zeros RFC 4627
    /// §3 describes among the first four bytes), `nil` when it is UTF-8 already (or is not
    /// text in the encoding found: the scanner then reports what it finds there).
    static func transcodedToUTF8(_ data: Data) -> [UInt8]? {
        let b = Array(data.prefix(4)) + [1, 1, 1, 1]
        let encoding: String.Encoding
        if b[0] == 0, b[1] == 0, b[2] == 0 || (b[2] == 0xFE && b[3] == 0xFF) {
            encoding = .utf32BigEndian
        } else if b[0] == 0xFF, b[1] == 0xFE {
            // Also FF FE 00 00: UTF-16 (a mark, then U+0000), as JSONDecoder reads it.
            encoding = .utf16LittleEndian
        } else if b[0] == 0xFE, b[1] == 0xFF {
            encoding = .utf16BigEndian
        } else if b[1] == 0, b[2] == 0, b[3] == 0 {
            encoding = .utf32LittleEndian
        } else if b[0] == 0 {
            encoding = .utf16BigEndian
        } else if b[1] == 0 {
            encoding = .utf16LittleEndian
        } else {
            return nil
        }
        return String(data: data, encoding: encoding).map { Array($0.utf8) }
    }

    /// One pass over a text's UTF-8 bytes.
    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        let start: Position
        /// Where the text starts: after a byte-order mark.
        let origin: Int
        /// The next byte to read.
        var i: Int
        /// Whether strings are read as text too (``JSONSyntax/checkSpec(_:startingAt:)``).
        let checksText: Bool
        /// The keys of each open object so far, as UTF-16 text, innermost last (when ``checksText``).
        var keys: [Set<[UInt16]>] = []
        /// The first problem with the text of a string, thrown once the syntax has passed.
        var textProblem: GradientError?
        /// The open containers, innermost last: true for an object, false for an array.
        var open: [Bool] = []

        init(bytes: UnsafeBufferPointer<UInt8>, start: Position, checksText: Bool) {
            self.bytes = bytes
            self.start = start
            self.checksText = checksText
            origin = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            i = origin
        }

        static let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        /// What `\b`, `\f`, `\n`, `\r` and `\t` stand for.
        static let escaped: [UInt8: UInt8] = [
            UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]

        mutating func run() throws {
            var needValue = true
            while true {
                skipWhitespace()
                if needValue {
                    guard i < bytes.count else { throw fail(expected: Self.aValue) }
                    switch bytes[i] {
                    case UInt8(ascii: "{"), UInt8(ascii: "["):
                        let isObject = bytes[i] == UInt8(ascii: "{")
                        guard open.count < maxDepth else {
                            let p = position(of: i)
                            throw GradientError(
                                .limitExceeded,
                                "The JSON spec at line \(p.line), column \(p.column) nests arrays and objects more than \(maxDepth) levels deep, over the limit."
                            )
                        }
                        open.append(isObject)
                        if isObject && checksText { keys.append([]) }
                        i += 1
                        skipWhitespace()
                        if i < bytes.count, bytes[i] == UInt8(ascii: isObject ? "}" : "]") {
                            i += 1
                            closeContainer()
                            needValue = false
                        } else if isObject {
                            try key(after: "'{'")
                        }
                    case Self.quote:
                        try string()
                        needValue = false
                    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                        try number()
                        needValue = false
                    default:
                        guard accept("true") || accept("false") || accept("null") else { throw fail(expected: Self.aValue) }
                        needValue = false
                    }
                    continue
                }
                guard let isObject = open.last else {
                    guard i == bytes.count else { throw fail(expected: "the end of the text after the JSON value") }
                    if let textProblem { throw textProblem }
                    return
                }
                let close = UInt8(ascii: isObject ? "}" : "]")
                let closeName = isObject ? "'}'" : "']'"
                if i < bytes.count, bytes[i] == UInt8(ascii: ",") {
                    i += 1
                    skipWhitespace()
                    if i < bytes.count, bytes[i] == close {
                        throw fail(
                            expected: isObject ? "a key in double quotes after ','" : "a value after ','",
                            note: " (JSON allows no comma before \(closeName))")
                    }
                    if isObject { try key(after: "','") }
                    needValue = true
                } else if i < bytes.count, bytes[i] == close {
                    i += 1
                    closeContainer()
                } else {
                    throw fail(expected: "',' or \(closeName) after a value in \(isObject ? "an object" : "an array")")
                }
            }
        }

        static let aValue = "a value (an object, array, string, number, true, false or null)"

        /// Ends the innermost container.
        mutating func closeContainer() {
            if open.removeLast() && checksText { keys.removeLast() }
        }

        /// A key and its colon, `after` naming what came before (`'{'` or `','`).
        mutating func key(after what: String) throws {
            guard i < bytes.count, bytes[i] == Self.quote else { throw fail(expected: "a key in double quotes after \(what)") }
            try string(isKey: true)
            skipWhitespace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw fail(expected: "':' after the key") }
            i += 1
        }

        mutating func skipWhitespace() {
            while i < bytes.count {
                switch bytes[i] {
                case 0x20, 0x09, 0x0A, 0x0D: i += 1
                default: return
                }
            }
        }

        /// Reads `word` (`true`, `false`, `null`) when it is next and not the start of a longer word.
        mutating func accept(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard bytes.count - i >= count else { return false }
            for k in 0..<count where bytes[i + k] != word.utf8Start[k] { return false }
            if i + count < bytes.count, Self.isWordByte(bytes[i + count]) { return false }
            i += count
            return true
        }

        /// A string, from its opening quote to its closing one; read as text too when
        /// ``checksText``.
        mutating func string(isKey: Bool = false) throws {
            let opening = i
            try skipString()
            if checksText && textProblem == nil { checkText(ofStringAt: opening, isKey: isKey) }
        }

        /// Moves past the string whose opening quote is next.
        mutating func skipString() throws {
            let opening = i
            i += 1
            while true {
                // Plain ASCII first, the bulk of any text.
                while i < bytes.count, bytes[i] >= 0x20, bytes[i] < 0x80, bytes[i] != Self.quote, bytes[i] != Self.backslash { i += 1 }
                guard i < bytes.count else {
                    let p = position(of: opening)
                    throw fail(expected: "'\"' to close the string from line \(p.line), column \(p.column)")
                }
                let b = bytes[i]
                if b == Self.quote {
                    i += 1
                    return
                } else if b == Self.backslash {
                    try escape()
                } else if b < 0x20 {
                    throw fail(expected: "'\"' or more of the string", note: " (a control character in a string is written as an escape such as \\n)")
                } else {
                    guard let length = utf8Length(at: i) else { throw notUTF8(at: i) }
                    i += length
                }
            }
        }

        /// Records the first problem with the text of the string from `opening` to `i`: a
        /// `\u` escape of half a surrogate pair alone, or a key its object already has.
        mutating func checkText(ofStringAt opening: Int, isKey: Bool) {
            // The string's UTF-16 units, escapes decoded, to compare keys however they are written.
            var units: [UInt16] = []
            var run = opening + 1
            var k = run
            func flush(_ end: Int) { units += String(decoding: UnsafeBufferPointer(rebasing: bytes[run..<end]), as: UTF8.self).utf16 }
            while k < i - 1 {
                guard bytes[k] == Self.backslash else {
                    k += 1
                    continue
                }
                flush(k)
                let e = bytes[k + 1]
                if e == UInt8(ascii: "u") {
                    units.append(UInt16(String(decoding: UnsafeBufferPointer(rebasing: bytes[(k + 2)..<(k + 6)]), as: UTF8.self), radix: 16) ?? 0)
                    k += 6
                } else {
                    units.append(UInt16(Self.escaped[e] ?? e))  // \" \\ \/ stand for themselves
                    k += 2
                }
                run = k
            }
            flush(i - 1)
            var u = 0
            while u < units.count {
                if UTF16.isLeadSurrogate(units[u]), u + 1 < units.count, UTF16.isTrailSurrogate(units[u + 1]) {
                    u += 2
                    continue
                }
                if UTF16.isLeadSurrogate(units[u]) || UTF16.isTrailSurrogate(units[u]) {
                    let hex = String(units[u], radix: 16, uppercase: true)
                    textProblem = GradientError(
                        .invalidValue,
                        "The JSON spec holds the escape \\u\(hex) in a string, half of a UTF-16 surrogate pair without its other half: it is not text.")
                    return
                }
                u += 1
            }
            guard isKey else { return }
            if keys[keys.count - 1].insert(units).inserted { return }
            let key = String(decoding: units, as: UTF16.self)
            textProblem = GradientError(.invalidValue, "The JSON spec has the key \(key.quotedForMessage) twice in one object; give each key once.")
        }

        /// An escape after a backslash: `\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t` or `\u` and four hex digits.
        mutating func escape() throws {
            let e: UInt8 = i + 1 < bytes.count ? bytes[i + 1] : 0
            switch e {
            case UInt8(ascii: "\""), Self.backslash, UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "n"),
                UInt8(ascii: "r"), UInt8(ascii: "t"):
                i += 2
            case UInt8(ascii: "u"):
                for k in 2..<6 where i + k >= bytes.count || !Self.isHexDigit(bytes[i + k]) {
                    throw fail(expected: "four hex digits after '\\u'", found: quoted(i..<min(i + 6, bytes.count)))
                }
                i += 6
            default:
                let end = i + 1 < bytes.count ? i + 1 + (utf8Length(at: i + 1) ?? 1) : i + 1
                throw fail(
                    expected: #"an escape: \", \\, \/, \b, \f, \n, \r, \t or \u and four hex digits"#, found: quoted(i..<min(end, bytes.count)))
            }
        }

        /// A number: `-`, an integer part without leading zeros, a fraction, an exponent;
        /// one a `Double` holds.
        mutating func number() throws {
            let first = i
            if bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard i < bytes.count, Self.isDigit(bytes[i]) else {
                throw fail(expected: "a number", at: first, note: " (a '-' needs digits after it)")
            }
            if bytes[i] == UInt8(ascii: "0") {
                i += 1
                if i < bytes.count, Self.isDigit(bytes[i]) { throw fail(expected: Self.aValue, at: first, note: " (JSON numbers have no leading zeros)") }
            } else {
                skipDigits()
            }
            if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
                i += 1
                guard i < bytes.count, Self.isDigit(bytes[i]) else { throw fail(expected: "a number", at: first, note: " (a '.' needs digits after it)") }
                skipDigits()
            }
            let mantissaEnd = i
            if i < bytes.count, bytes[i] | 0x20 == UInt8(ascii: "e") {
                i += 1
                if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
                guard i < bytes.count, Self.isDigit(bytes[i]) else { throw fail(expected: "a number", at: first, note: " (an exponent needs digits)") }
                skipDigits()
            }
            // Only an exponent or hundreds of digits can leave the range of a Double.
            guard mantissaEnd < i || i - first > 300 else { return }
            let value = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<i]), as: UTF8.self)) ?? .infinity
            let underflows = value == 0 && bytes[first..<mantissaEnd].contains { $0 >= UInt8(ascii: "1") && $0 <= UInt8(ascii: "9") }
            guard !value.isFinite || underflows else { return }
            let p = position(of: first)
            throw GradientError(
                .invalidValue,
                "The JSON spec at line \(p.line), column \(p.column) holds the number \(quoted(first..<i)), which a double does not hold: "
                    + "give 0 or a magnitude from 5e-324 to 1.7976931348623157e308.")
        }

        mutating func skipDigits() {
            while i < bytes.count, Self.isDigit(bytes[i]) { i += 1 }
        }

        static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

        static func isHexDigit(_ b: UInt8) -> Bool { isDigit(b) || (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "f")) }

        /// A byte of a word or number as a message shows it whole (`NaN`, `1e400`, `01`).
        static func isWordByte(_ b: UInt8) -> Bool {
            isDigit(b) || (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "z")) || b == UInt8(ascii: "_") || b == UInt8(ascii: "+")
                || b == UInt8(ascii: "-") || b == UInt8(ascii: ".")
        }

        /// The length of the well-formed UTF-8 sequence at `k` (Unicode Table 3-7), or `nil`.
        func utf8Length(at k: Int) -> Int? {
            let b0 = bytes[k]
            if b0 < 0x80 { return 1 }
            let length: Int
            var second: ClosedRange<UInt8> = 0x80...0xBF
            switch b0 {
            case 0xC2...0xDF: length = 2
            case 0xE0: (length, second) = (3, 0xA0...0xBF)
            case 0xED: (length, second) = (3, 0x80...0x9F)
            case 0xE1...0xEF: length = 3
            case 0xF0: (length, second) = (4, 0x90...0xBF)
            case 0xF4: (length, second) = (4, 0x80...0x8F)
            case 0xF1...0xF3: length = 4
            default: return nil
            }
            guard k + length <= bytes.count, second.contains(bytes[k + 1]) else { return nil }
            for j in 2..<length where bytes[k + j] & 0xC0 != 0x80 { return nil }
            return length
        }

        /// The line and column of byte `k`.
        func position(of k: Int) -> Position {
            var p = start
            var previous: UInt32?
            var j = origin
            while j < k {
                let b = bytes[j]
                j += 1
                // Continuation bytes belong to the scalar already counted.
                guard b & 0xC0 != 0x80 else { continue }
                p.advance(over: UInt32(b), after: previous)
                previous = UInt32(b)
            }
            return p
        }

        /// `bytes[range]` quoted for a message.
        func quoted(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self).quotedForMessage
        }

        /// What is at byte `k`, for a message: `the end of the text`, a whole string, word or
        /// number (`'"x"'`, `'NaN'`), or one character (`'}'`).
        func found(at k: Int) -> String {
            guard k < bytes.count else { return "the end of the text" }
            var end = k + 1
            if bytes[k] == Self.quote {
                while end < bytes.count, bytes[end] != Self.quote, bytes[end] >= 0x20 {
                    end += bytes[end] == Self.backslash ? 2 : 1
                }
                end = min(end + 1, bytes.count)
            } else if Self.isWordByte(bytes[k]) {
                while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
            } else if let length = utf8Length(at: k) {
                end = k + length
            } else {
                return "the byte 0x\(String(bytes[k], radix: 16, uppercase: true)), which is not UTF-8"
            }
            return quoted(k..<end)
        }

        /// The error for what is at byte `k` (default: the next byte) where `what` was expected.
        func fail(expected what: String, at k: Int? = nil, found: String? = nil, note: String = "") -> GradientError {
            let k = k ?? i
            let p = position(of: k)
            let note = note.isEmpty && k < bytes.count && bytes[k] == UInt8(ascii: "'") ? " (JSON quotes strings and keys with '\"')" : note
            return GradientError(
                .syntax(column: p.offset + 1),
                "The JSON spec is not valid JSON at line \(p.line), column \(p.column): expected \(what), found \(found ?? self.found(at: k))\(note).")
        }

        /// The error for a byte that is not part of well-formed UTF-8, inside a string.
        func notUTF8(at k: Int) -> GradientError {
            let p = position(of: k)
            return GradientError(
                .syntax(column: p.offset + 1),
                "The JSON spec is not UTF-8 text at line \(p.line), column \(p.column): the byte 0x\(String(bytes[k], radix: 16, uppercase: true)) starts no UTF-8 character."
            )
        }
    }
}
