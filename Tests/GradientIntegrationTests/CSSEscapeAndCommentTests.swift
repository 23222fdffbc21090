import GradientKit
import Testing

@testable import GradientCSS

/// CSS Syntax 3 as browsers read it beyond the gradient grammar: comments anywhere (§4.3.2),
/// escapes in names, functions, hashes, units and strings (§4.3.7 "consume an escaped code
/// point", §4.3.8 "valid escape"), strings read whole (§4.3.5). Expected values are the
/// spec's: an escape is up to six hex digits and one whitespace after them, or the character
/// after `\`; 0, a surrogate, a value past U+10FFFF and the end of the text are U+FFFD.
@Suite struct CSSEscapeAndCommentTests {
    /// The value of the one name, function, hash or string token `text` makes.
    static func value(_ text: String) throws -> String? {
        let tokens = try CSSTokenizer.tokens(text)
        guard tokens.count == 2 else { return nil }
        switch tokens[0].kind {
        case .ident(let v), .function(let v), .hash(let v), .string(let v): return v
        case .dimension(_, let unit): return unit
        default: return nil
        }
    }

    @Test(arguments: [
        (#"\72 ed"#, "red"),  // hex digits, then the one space that ends them
        (#"\000072ed"#, "red"),  // six digits end the escape without a space
        (#"\72\65\64"#, "red"),
        (#"R\45 D"#, "red"),  // names are read case-insensitively once unescaped
        (#"\r\e d"#, "r\u{0E}d"),  // `\r` is not hex: `r`; `\e ` is U+000E
        (#"\72 "#, "r"),
        ("\\72\r\ned", "red"),  // a CRLF after the digits is one whitespace
        (#"\0 red"#, "\u{FFFD}red"),
        (#"\d800 red"#, "\u{FFFD}red"),
        (#"\110000 red"#, "\u{FFFD}red"),
        (#"\10FFFF red"#, "\u{10FFFF}red"),
        (#"red\"#, "red\u{FFFD}"),  // an escape at the end of the text
        (#"\-red"#, "-red"),
        (#"-\72 ed"#, "-red"),
        (#"\31 23"#, "123"),  // a name may start with an escaped digit
        (#"\6c inear-gradient("#, "linear-gradient"),
        (#"#\66 00"#, "f00"),
        (#"90\64 eg"#, "deg"),
        (#""r\65 d""#, "red"),
        (#"'a\'b'"#, "a'b"),
        ("\"a\\\nb\"", "ab"),  // a `\` before a newline continues a string
    ])
    func escapesAreRead(_ text: String, _ expected: String) throws {
        #expect(try Self.value(text) == expected)
    }

    /// `\` before a newline is no escape: the name ends before it. One whitespace after hex
    /// digits belongs to the escape, a second ends the name. A number's digits are never
    /// escaped: `1\30 px` is 1 in the unit `0px`.
    @Test func whereEscapesEnd() throws {
        #expect(try CSSTokenizer.tokens("red\\\nblue").map(\.text) == ["red", "\\", "blue", ""])
        #expect(try CSSTokenizer.tokens(#"\72  ed"#).map(\.kind) == [.ident("r"), .ident("ed"), .end])
        #expect(try CSSTokenizer.tokens(#"1\30 px"#).map(\.kind) == [.dimension(1, "0px"), .end])
    }

    /// Escaped CSS reads as the same gradient as the plain text, in every place a name goes.
    @Test(arguments: [
        (#"linear-gradient(\72 ed, blue)"#, "linear-gradient(red, blue)"),
        (#"\6c inear-gradient(R\45 D, \62 lue)"#, "linear-gradient(red, blue)"),
        (#"linear-gradient(90\64 eg, #\66 00 10p\78, \72 gb(0 0 255))"#, "linear-gradient(90deg, #f00 10px, rgb(0 0 255))"),
        (#"radial-gradient(circle at \6c eft, oklch(from \72 ed l c h), white)"#, "radial-gradient(circle at left, oklch(from red l c h), white)"),
    ])
    func escapedCSSIsTheSameGradient(_ escaped: String, _ plain: String) throws {
        #expect(try GradientDefinition(parsing: escaped) == GradientDefinition(parsing: plain))
    }

    /// A string is one token, named whole in the error.
    @Test func aStringIsNamedWhole() {
        #expect(throws: GradientError(.syntax(column: 17), "expected a colour at column 17, found '\"red\"'.")) {
            try GradientDefinition(parsing: #"linear-gradient("red", blue)"#)
        }
    }

    /// Comments before the gradient, between tokens and after it are skipped; text that is
    /// only comments is empty; an unclosed one is named.
    @Test func commentsAreSkippedAnywhere() throws {
        let plain = try GradientDefinition(parsing: "linear-gradient(45deg, #f06, #fc0)")
        for text in [
            "/* Hero banner, from the design file */\nlinear-gradient(45deg, #f06, #fc0)",
            "/**/linear-gradient(45deg, #f06, #fc0)",
            "  /* a */ /* b */\n\tlinear-gradient(/* angle */ 45deg, #f06 /* pink */, #fc0)/* end */",
        ] {
            #expect(try GradientDefinition(parsing: text) == plain, "\(text)")
        }
        #expect(throws: GradientError(.invalidValue, "The gradient text holds only comments: give CSS gradient text or a JSON spec.")) {
            try GradientDefinition(parsing: "/* nothing here */ /* */")
        }
        #expect(throws: GradientError(.syntax(column: 1), "expected '*/' to close the comment at column 1, found the end of the text.")) {
            try GradientDefinition(parsing: "/* linear-gradient(red, blue)")
        }
    }
}
