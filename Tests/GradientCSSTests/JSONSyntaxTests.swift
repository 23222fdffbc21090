import Foundation
import GradientCore
import GradientTestSupport
import Testing

@testable import GradientCSS

/// The strict JSON check run before a spec is decoded: what RFC 8259 allows passes, anything
/// else is refused with its line, column, what was expected and what was found.
@Suite struct JSONSyntaxTests {
    func check(_ text: String) throws { try JSONSyntax.check(Data(text.utf8)) }

    /// The message of the error `text` gets, or `nil` when it passes.
    func message(_ text: String) -> String? {
        do {
            try check(text)
            return nil
        } catch let error as GradientError {
            return error.message
        } catch {
            return "\(error)"
        }
    }

    static let notJSON = "The JSON spec is not valid JSON at line"
    static let aValue = "expected a value (an object, array, string, number, true, false or null)"

    @Test(arguments: [
        #"{"colors": ["red", "blue"]}"#,
        #"{}"#, #"[]"#, #"{ }"#, "[\n]", #""a string""#, "0", "-0", "true", "false", "null", " \t\r\n{} \t\r\n",
        #"{"a": {"b": {"c": [[], {}, [1, [2, [3]]]]}}}"#,
        #"[0, -0, 1, -1, 10, 0.5, -0.5e-3, 1E+2, 1e2, 2.5E-2, 123456789012345678901234567890, 0e999999, 0.000e-400]"#,
        #"[1.7976931348623157e308, -1.7976931348623157e308, 4.9406564584124654e-324, -4.9406564584124654e-324]"#,
        #"["\"\\\/\b\f\n\r\t", "\u00e9\u00E9", "\ud83d\ude00", "é, 日本, 😀", ""]"#,
        #"{"css": "linear-gradient(red, blue)", "colorScheme": "dark"}"#,
    ])
    func validJSONPasses(_ text: String) throws {
        try check(text)
        // Foundation reads each of them too.
        _ = try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
    }

    /// Half a surrogate pair is JSON syntax: the spec readers refuse it as text, in one sentence.
    @Test func aLoneSurrogateIsSyntaxButNotText() throws {
        try check(#"["\ud800"]"#)
        #expect(
            throws: GradientError(
                .invalidValue,
                "The JSON spec holds the escape \\uD800 in a string, half of a UTF-16 surrogate pair without its other half: it is not text.")
        ) { try GradientSpec.decode(Data(#"{"colors": ["\ud800"]}"#.utf8)) }
    }

    /// The two examples of the newcomer walkthrough: a missing comma and a trailing one
    /// (which Foundation's readers accept).
    @Test func theWalkthroughExamples() {
        #expect(
            message(#"{"css": "linear-gradient(red, blue)" "x"}"#)
                == "\(Self.notJSON) 1, column 38: expected ',' or '}' after a value in an object, found '\"x\"'.")
        #expect(
            message(#"{"css": "linear-gradient(red, blue)",}"#)
                == "\(Self.notJSON) 1, column 38: expected a key in double quotes after ',', found '}' (JSON allows no comma before '}').")
        #expect((try? JSONSerialization.jsonObject(with: Data(#"{"css": "linear-gradient(red, blue)",}"#.utf8))) != nil)
    }

    @Test(arguments: [
        (#"{"colors": ["red",]}"#, "1, column 19: expected a value after ',', found ']' (JSON allows no comma before ']')."),
        (#"{"colors": ["red" , ] }"#, "1, column 21: expected a value after ',', found ']' (JSON allows no comma before ']')."),
        (#"{"colors": ["red"]} and more"#, "1, column 21: expected the end of the text after the JSON value, found 'and'."),
        (#"{"colors": ["red"]}}"#, "1, column 20: expected the end of the text after the JSON value, found '}'."),
        (#"{"colors": ["red""#, "1, column 18: expected ',' or ']' after a value in an array, found the end of the text."),
        (#"{"colors": ["red"#, "1, column 17: expected '\"' to close the string from line 1, column 13, found the end of the text."),
        ("{", "1, column 2: expected a key in double quotes after '{', found the end of the text."),
        ("", "1, column 1: \(aValue), found the end of the text."),
        (#"{,}"#, "1, column 2: expected a key in double quotes after '{', found ','."),
        (#"{colors: ["red"]}"#, "1, column 2: expected a key in double quotes after '{', found 'colors'."),
        (#"{'colors': ["red"]}"#, "1, column 2: expected a key in double quotes after '{', found ''' (JSON quotes strings and keys with '\"')."),
        (#"{"colors" ["red"]}"#, "1, column 11: expected ':' after the key, found '['."),
        (#"{"colors": [NaN]}"#, "1, column 13: \(aValue), found 'NaN'."),
        (#"{"colors": [-Infinity]}"#, "1, column 13: expected a number, found '-Infinity' (a '-' needs digits after it)."),
        (#"{"colors": [tru]}"#, "1, column 13: \(aValue), found 'tru'."),
        (#"{"colors": [truex]}"#, "1, column 13: \(aValue), found 'truex'."),
        (#"{"colors": [01]}"#, "1, column 13: \(aValue), found '01' (JSON numbers have no leading zeros)."),
        (#"{"colors": [-01]}"#, "1, column 13: \(aValue), found '-01' (JSON numbers have no leading zeros)."),
        (#"{"colors": [1.]}"#, "1, column 13: expected a number, found '1.' (a '.' needs digits after it)."),
        (#"{"colors": [.5]}"#, "1, column 13: \(aValue), found '.5'."),
        (#"{"colors": [+1]}"#, "1, column 13: \(aValue), found '+1'."),
        (#"{"colors": [1e]}"#, "1, column 13: expected a number, found '1e' (an exponent needs digits)."),
        (#"{"colors": [1e+]}"#, "1, column 13: expected a number, found '1e+' (an exponent needs digits)."),
        (#"{"colors": [0x10]}"#, "1, column 14: expected ',' or ']' after a value in an array, found 'x10'."),
        (#"{"colors": ["re\qd"]}"#, #"1, column 16: expected an escape: \", \\, \/, \b, \f, \n, \r, \t or \u and four hex digits, found '\q'."#),
        (#"{"colors": ["re\u12G4"]}"#, #"1, column 16: expected four hex digits after '\u', found '\u12G4'."#),
        (#"{"colors": ["re\u12"]}"#, #"1, column 16: expected four hex digits after '\u', found '\u12"]'."#),
        (
            "{\"colors\": [\"re\td\"]}",
            "1, column 16: expected '\"' or more of the string, found '\\t' (a control character in a string is written as an escape such as \\n)."
        ),
        (
            "{\"colors\": [\"red\n\"]}",
            "1, column 17: expected '\"' or more of the string, found '\\n' (a control character in a string is written as an escape such as \\n)."
        ),
        ("{\"colors\":\u{A0}[]}", "1, column 11: \(aValue), found '\\u{00A0}'."),
        ("{\"colors\":\u{0C}[]}", "1, column 11: \(aValue), found '\\u{000C}'."),
        (#"{"colors": [] /* a comment */}"#, "1, column 15: expected ',' or '}' after a value in an object, found '/'."),
        (#"{"a": 1 "b": 2}"#, "1, column 9: expected ',' or '}' after a value in an object, found '\"b\"'."),
        (#"{"a": é}"#, "1, column 7: \(aValue), found 'é'."),
    ])
    func invalidJSONIsRefusedWithWhereAndWhat(_ text: String, _ expected: String) {
        #expect(message(text) == "\(Self.notJSON) \(expected)")
    }

    /// Lines end at LF, CRLF or CR; columns count Unicode scalars; the error's kind holds
    /// the place in the whole text.
    @Test func linesAndColumns() throws {
        let lf = "{\n  \"colors\": [\n    \"réd\"\n    \"blue\"\n  ]\n}"
        #expect(message(lf) == "\(Self.notJSON) 4, column 5: expected ',' or ']' after a value in an array, found '\"blue\"'.")
        let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(message(crlf) == message(lf))
        let cr = lf.replacingOccurrences(of: "\n", with: "\r")
        #expect(message(cr) == message(lf))
        let error = #expect(throws: GradientError.self) { try check(lf) }
        // The scalars before the '"' of "blue", and three more (the CRs) with CRLF.
        let before = lf.unicodeScalars.prefix(while: { $0 != "b" }).count - 1
        #expect(error?.kind == .syntax(column: before + 1))
        let errorCRLF = #expect(throws: GradientError.self) { try check(crlf) }
        #expect(errorCRLF?.kind == .syntax(column: before + 3 + 1))
    }

    /// Text given after trimmed whitespace reports places in the text as given.
    @Test func aPrefixMovesThePlace() throws {
        let prefix = "\n\r\n  \t"
        let start = JSONSyntax.Position(after: prefix)
        #expect(start == JSONSyntax.Position(line: 3, column: 4, offset: 6))
        let error = #expect(throws: GradientError.self) { try JSONSyntax.check(Data(#"{"a": [1,]}"#.utf8), startingAt: start) }
        #expect(error?.message == "\(Self.notJSON) 3, column 13: expected a value after ',', found ']' (JSON allows no comma before ']').")
        #expect(error?.kind == .syntax(column: 6 + 10))
        // The same through GradientDefinition, which trims the whitespace before reading.
        let definition = #expect(throws: GradientError.self) { try GradientDefinition(parsing: prefix + #"{"colors": ["red",]}"#) }
        #expect(definition?.message == "\(Self.notJSON) 3, column 22: expected a value after ',', found ']' (JSON allows no comma before ']').")
    }

    /// 512 levels of nesting pass (as `JSONDecoder` reads them); the 513th is over the limit,
    /// refused without recursion however deep the input goes.
    @Test func nestingDepthIsLimited() throws {
        try check(String(repeating: "[", count: 512) + String(repeating: "]", count: 512))
        try check(String(repeating: #"{"a":"#, count: 511) + "[]" + String(repeating: "}", count: 511))
        #expect(
            throws: GradientError(
                .limitExceeded, "The JSON spec at line 1, column 513 nests arrays and objects more than 512 levels deep, over the limit.")
        ) { try check(String(repeating: "[", count: 513) + String(repeating: "]", count: 513)) }
        let deepArrays = #expect(throws: GradientError.self) { try check(String(repeating: "[", count: 1_000_000)) }
        #expect(deepArrays?.kind == .limitExceeded && deepArrays?.message.contains("column 513 ") == true)
        let deepObjects = #expect(throws: GradientError.self) { try check(String(repeating: #"{"a":"#, count: 200_000)) }
        #expect(deepObjects?.kind == .limitExceeded)
    }

    /// A number `JSONDecoder` would refuse as a Double: infinite, or not zero but rounded to it.
    @Test(arguments: [
        ("1e400", "'1e400'"), ("-1e309", "'-1e309'"), ("1.8e308", "'1.8e308'"), ("1e-400", "'1e-400'"), ("-2e-324", "'-2e-324'"),
        (String(repeating: "9", count: 310), "'" + String(repeating: "9", count: 57) + "...'"),
    ])
    func numbersADoubleDoesNotHoldAreRefused(_ number: String, _ quoted: String) throws {
        let error = #expect(throws: GradientError.self) { try check(#"{"x": \#(number)}"#) }
        #expect(error?.kind == .invalidValue)
        #expect(
            error?.message
                == "The JSON spec at line 1, column 7 holds the number \(quoted), which a double does not hold: "
                + "give 0 or a magnitude from 5e-324 to 1.7976931348623157e308.")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([String: Double].self, from: Data(#"{"x": \#(number)}"#.utf8)) }
    }

    /// A byte-order mark is read and not counted; UTF-16 and UTF-32 are read as
    /// `JSONDecoder` reads them (from a mark or the zero bytes), with or without a mark.
    @Test func byteOrderMarksAndEncodings() throws {
        let good = #"{"colors": ["red"]}"#
        let bad = #"{"colors": ["red",]}"#
        let expected = "\(Self.notJSON) 1, column 19: expected a value after ',', found ']' (JSON allows no comma before ']')."
        let bom = Data([0xEF, 0xBB, 0xBF])
        try JSONSyntax.check(bom + Data(good.utf8))
        #expect(throws: GradientError(.syntax(column: 19), expected)) { try JSONSyntax.check(bom + Data(bad.utf8)) }
        let encodings: [(String.Encoding, [UInt8])] = [
            (.utf16LittleEndian, [0xFF, 0xFE]), (.utf16BigEndian, [0xFE, 0xFF]),
            (.utf32LittleEndian, [0xFF, 0xFE, 0, 0]), (.utf32BigEndian, [0, 0, 0xFE, 0xFF]),
        ]
        for (encoding, mark) in encodings {
            // JSONDecoder reads FF FE 00 00 as UTF-16 (and refuses the text), and so does the check.
            for prefix in encoding == .utf32LittleEndian ? [Data()] : [Data(), Data(mark)] {
                try JSONSyntax.check(prefix + good.data(using: encoding)!)
                _ = try GradientSpec.decode(prefix + good.data(using: encoding)!)
                #expect(throws: GradientError(.syntax(column: 19), expected), "\(encoding) \(prefix.count)") {
                    try JSONSyntax.check(prefix + bad.data(using: encoding)!)
                }
            }
        }
        let utf32LE = Data([0xFF, 0xFE, 0, 0]) + good.data(using: .utf32LittleEndian)!
        #expect(throws: GradientError.self) { try JSONSyntax.check(utf32LE) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([String: [String]].self, from: utf32LE) }
        // A mark inside GradientDefinition's text is not JSON's: that text is read as CSS.
        #expect(throws: GradientError.self) { try GradientDefinition(parsing: "\u{FEFF}" + good) }
    }

    @Test func textThatIsNotUTF8IsRefused() {
        let latin1 = Data(#"{"colors": [""#.utf8) + Data([0xE9]) + Data(#""]}"#.utf8)
        #expect(
            throws: GradientError(
                .syntax(column: 14), "The JSON spec is not UTF-8 text at line 1, column 14: the byte 0xE9 starts no UTF-8 character.")
        ) { try JSONSyntax.check(latin1) }
        // A surrogate encoded in UTF-8 (ED A0 80) and an overlong slash (C0 AF) are not UTF-8 either.
        for bytes: [UInt8] in [[0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]] {
            let data = Data(#"[""#.utf8) + Data(bytes) + Data(#""]"#.utf8)
            let error = #expect(throws: GradientError.self) { try JSONSyntax.check(data) }
            #expect(error?.message.hasPrefix("The JSON spec is not UTF-8 text at line 1, column 3: ") == true, "\(bytes)")
        }
        let outside = Data("[".utf8) + Data([0xFF]) + Data("]".utf8)
        let error = #expect(throws: GradientError.self) { try JSONSyntax.check(outside) }
        #expect(error?.message == "\(Self.notJSON) 1, column 2: \(Self.aValue), found the byte 0xFF, which is not UTF-8.")
    }

    /// Seeded mutations of valid specs: whatever the check passes, Foundation reads; whatever
    /// Foundation reads, the check passes, but for a comma before `}` or `]` and numbers a
    /// double does not hold.
    @Test func agreesWithFoundationOnMutatedSpecs() {
        let seeds = [
            ##"{"type": "radial", "colors": [[1, 0, 0.5, 1], "#ffff00", "rgb(0 0 0 / 50%)"], "locations": [0, 0.25e1, -1E-2], "startPoint": [0.5, 0], "endPoint": null}"##,
            #"{"css": "linear-gradient(45deg in oklab, #f06, #fc0)", "colorScheme": "dark", "currentColor": "\u00e9\"\\x"}"#,
            #"[true, false, null, {"a": [{}, []]}, "é😀", -0.0]"#,
        ]
        let alphabet = Array(#"{}[],:" \-+.0123456789eEtrufalsn\/u"#.utf8) + [0x09, 0x0A, 0x0D, 0x27, 0xC3, 0xA9]
        var random = SplitMix64(seed: 0x4A53_4F4E)
        var refusedByBoth = 0
        var acceptedByBoth = 0
        for _ in 0..<3000 {
            var bytes = Array(seeds[Int(random.next() % UInt64(seeds.count))].utf8)
            for _ in 0...(random.next() % 3) {
                let at = Int(random.next() % UInt64(bytes.count))
                let byte = alphabet[Int(random.next() % UInt64(alphabet.count))]
                switch random.next() % 3 {
                case 0: bytes[at] = byte
                case 1: bytes.insert(byte, at: at)
                default: bytes.remove(at: at)
                }
            }
            let data = Data(bytes)
            let foundation = (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) != nil
            do {
                try JSONSyntax.check(data)
                #expect(foundation, "\(String(decoding: bytes, as: UTF8.self))")
                if foundation { acceptedByBoth += 1 }
            } catch let error as GradientError {
                if foundation {
                    let allowed = error.message.contains("JSON allows no comma before") || error.message.contains("which a double does not hold")
                    #expect(allowed, "\(String(decoding: bytes, as: UTF8.self)): \(error.message)")
                } else {
                    refusedByBoth += 1
                }
            } catch {
                Issue.record("\(error)")
            }
        }
        // The mutations reach both sides of the line.
        #expect(refusedByBoth > 1000 && acceptedByBoth > 500)
    }

    /// The check runs on every spec read: through the decoder and through GradientDefinition.
    @Test func specReadersRunTheCheck() {
        let trailing = #"{"colors": ["red", "blue"],}"#
        let expected = "\(Self.notJSON) 1, column 28: expected a key in double quotes after ',', found '}' (JSON allows no comma before '}')."
        #expect(throws: GradientError(.syntax(column: 28), expected)) { try GradientSpec.decode(Data(trailing.utf8)) }
        #expect(throws: GradientError(.syntax(column: 28), expected)) { try GradientDefinition(parsing: trailing) }
        let css = #"{"css": "linear-gradient(red, blue)",}"#
        #expect(throws: GradientError.self) { try GradientDefinition(parsing: css) }
    }

    /// A spec's keys are compared as the text they stand for: an escape of a letter is the
    /// letter, `\n` a line feed (not `n`), and objects keep keys of their own; a syntax error
    /// later in the text is reported before a key given twice.
    @Test func specKeysAreComparedAsText() throws {
        let twice = GradientError(.invalidValue, "The JSON spec has the key 'ab' twice in one object; give each key once.")
        #expect(throws: twice) { try JSONSyntax.checkSpec(Data(#"{"ab": 1, "\u0061b": 2}"#.utf8)) }
        try JSONSyntax.checkSpec(Data(#"{"a\nb": 1, "anb": 2, "a\tb": 3, "atb": 4}"#.utf8))
        try JSONSyntax.checkSpec(Data(#"{"x": {"ab": 1}, "y": {"ab": 2}, "ab": [{"ab": 3}]}"#.utf8))
        #expect(
            throws: GradientError(.syntax(column: 20), "\(Self.notJSON) 1, column 20: expected a value after ',', found ']' (JSON allows no comma before ']').")
        ) {
            try JSONSyntax.checkSpec(Data(#"{"ab": 1, "ab": [1,]}"#.utf8))
        }
    }
}
