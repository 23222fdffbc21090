import Foundation
import GradientCSS
import GradientCore
import Testing

/// The JSON spec's colours: every CSS colour syntax, colours outside sRGB kept as CSS keeps
/// them, and errors that name the path and the value.
@Suite struct SpecColorTests {
    func colors(_ texts: [String], options: CSSParsingOptions = .default) throws -> [RGBA] {
        let list = texts.map { "\"\($0)\"" }.joined(separator: ", ")
        return try GradientSpec.decode(Data(#"{"colors": [\#(list)]}"#.utf8), options: options).colors
    }

    func message(_ json: String) -> String? {
        let error = #expect(throws: GradientError.self) { try GradientSpec.decode(Data(json.utf8)) }
        return error?.message
    }

    /// Values from CSS Color 4: `hsl(120deg 100% 25%)` is `rgb(0 127.5 0)` (§7.1's
    /// example), `hwb(0 0% 0%)` is red, `lab(0 0 0)` black, and `color-mix()` mixes half and
    /// half by default (CSS Color 5 §2.1); the rest are exact in 8 bits.
    @Test(arguments: [
        ("#ff8800", RGBA(red8: 0xFF, green8: 0x88, blue8: 0x00)),
        ("RebeccaPurple", RGBA(red8: 0x66, green8: 0x33, blue8: 0x99)),
        ("transparent", RGBA.clear),
        ("rgb(255 136 0 / 50%)", RGBA(red: 1, green: 136.0 / 255, blue: 0, alpha: 0.5)),
        ("rgba(255, 136, 0, 0.5)", RGBA(red: 1, green: 136.0 / 255, blue: 0, alpha: 0.5)),
        ("hsl(120 100% 25%)", RGBA(red: 0, green: 0.5, blue: 0)),
        ("hwb(0 0% 0%)", RGBA(red: 1, green: 0, blue: 0)),
        ("lab(0 0 0)", RGBA(red: 0, green: 0, blue: 0)),
        ("color(srgb 0.25 0.5 1)", RGBA(red: 0.25, green: 0.5, blue: 1)),
        ("color-mix(in srgb, red, blue)", RGBA(red: 0.5, green: 0, blue: 0.5)),
    ])
    func readsEveryCSSSyntax(_ text: String, _ expected: RGBA) throws {
        let c = try #require(try colors([text]).first)
        // 1e-9: the conversions are exact up to rounding in the last bits.
        for (a, b) in zip(c.components, expected.components) { #expect(abs(a - b) <= 1e-9, "\(text): \(c)") }
    }

    /// A JSON colour is what the same text is in CSS, for every syntax the CSS reader takes.
    @Test func colorsAreTheCSSColors() throws {
        let texts = [
            "oklch(70% 0.15 200)", "oklab(0.6 -0.1 0.1)", "lch(50% 60 120)", "lab(60 40 -20)", "hwb(200 10% 20%)",
            "color(display-p3 1 0.5 0)", "color(rec2020 0.2 0.4 0.6 / 0.8)", "color(xyz-d50 0.3 0.3 0.3)",
            "color-mix(in oklch longer hue, red 30%, blue)", "oklch(from red l c calc(h + 90))", "rgb(none 128 0)",
        ]
        let decoded = try colors(texts)
        for (text, color) in zip(texts, decoded) { #expect(color == (try CSSColor(parsing: text)).rgba, "\(text)") }
    }

    /// `color(display-p3 1 0 0)` is outside sRGB: about (1.0931, -0.2267, -0.1501) there
    /// (CSS Color 4 §10's display-p3 → XYZ → sRGB matrices; 1e-3 for the rounded figures). JSON
    /// keeps it out of range, as CSS does, and writes it back as the same value.
    @Test func colorsOutsideSRGBKeepTheirComponents() throws {
        let p3 = try #require(try colors(["color(display-p3 1 0 0)"]).first)
        #expect(abs(p3.red - 1.0931) <= 1e-3 && abs(p3.green + 0.2267) <= 1e-3 && abs(p3.blue + 0.1501) <= 1e-3)
        let g = LayerGradient(colors: [p3, RGBA(red: 0, green: 0, blue: 1, alpha: 0.25)])
        let data = try GradientSpec.encode(g)
        #expect(String(decoding: data, as: UTF8.self).contains(#""color(srgb 1.09"#))
        #expect(try GradientSpec.decode(data) == g)
    }

    @Test func systemColoursAndLightDarkFollowTheOptions() throws {
        let texts = ["Canvas", "light-dark(white, black)"]
        // Canvas is #ffffff on a light page and #121212 on a dark one in Chromium 156.
        #expect(try colors(texts) == [.white, .white])
        #expect(try colors(texts, options: CSSParsingOptions(colorScheme: .dark)) == [RGBA(rgb: 0x121212), .black])
        let current = RGBA(red: 0.2, green: 0.4, blue: 0.6)
        #expect(try colors(["currentcolor"], options: CSSParsingOptions(currentColor: current)) == [current])
    }

    /// The spec's own `colorScheme` and `currentColor` keys, as in the CSS form: they win over
    /// the decoder's options and are not written back (the resolved colours are).
    @Test func theSpecsOwnSchemeAndCurrentColor() throws {
        let json = ##"{"colors": ["Canvas", "light-dark(white, black)", "currentcolor"], "colorScheme": "dark", "currentColor": "#336699"}"##
        let light = CSSParsingOptions(colorScheme: .light, currentColor: .white)
        let gradient = try GradientSpec.decode(Data(json.utf8), options: light)
        #expect(gradient.colors == [RGBA(rgb: 0x121212), .black, RGBA(rgb: 0x336699)])
        let written = String(decoding: try GradientSpec.encode(gradient), as: UTF8.self)
        #expect(!written.contains("colorScheme") && !written.contains("currentColor"))
        #expect(try GradientSpec.decode(Data(written.utf8)) == gradient)
        #expect(
            message(#"{"colors": ["red"], "colorScheme": "sepia"}"#) == #"The JSON spec is invalid at colorScheme: expected "light" or "dark"."#)
        #expect(
            message(#"{"colors": ["red"], "currentColor": "bleu"}"#)
                == "The JSON spec is invalid at currentColor: 'bleu' is not a colour (did you mean 'blue'?): use a hex colour such as '#ff8800', "
                + "a CSS colour name, a colour function such as 'oklch(70% 0.15 200)' or 'transparent'.")
    }

    @Test(arguments: [
        (
            ##"{"colors": ["red", "blu"]}"##,
            "The JSON spec is invalid at colors[1]: 'blu' is not a colour (did you mean 'blue'?): use a hex colour such as '#ff8800', "
                + "a CSS colour name, a colour function such as 'oklch(70% 0.15 200)' or 'transparent'."
        ),
        (
            ##"{"colors": ["zzzzzz"]}"##,
            "The JSON spec is invalid at colors[0]: 'zzzzzz' is not a colour: use a hex colour such as '#ff8800', "
                + "a CSS colour name, a colour function such as 'oklch(70% 0.15 200)' or 'transparent'."
        ),
        (
            ##"{"colors": ["red", "rgb(1 2)"]}"##,
            "The JSON spec is invalid at colors[1]: 'rgb(1 2)' is not a colour: expected a number or percentage at column 8, found ')'."
        ),
        (
            ##"{"colors": ["oklch(70% 0.1 200) red"]}"##,
            "The JSON spec is invalid at colors[0]: 'oklch(70% 0.1 200) red' is not a colour: expected the end of the colour at column 20, found 'red'."
        ),
        (
            ##"{"colors": ["hsl(120 100% 25%", "red"]}"##,
            "The JSON spec is invalid at colors[0]: 'hsl(120 100% 25%' is not a colour: expected '/' or ')' at column 17, found the end of the text."
        ),
        (
            ##"{"colors": ["#12345"]}"##,
            "The JSON spec is invalid at colors[0]: '#12345' is not a colour: a hex colour has 3, 4, 6 or 8 digits."
        ),
        (
            ##"{"colors": ["rbg(1 2 3)"]}"##,
            "The JSON spec is invalid at colors[0]: 'rbg(1 2 3)' is not a colour: expected a colour at column 1, found 'rbg(' (did you mean 'rgb('?)."
        ),
        (
            ##"{"colors": ["currentcolor"]}"##,
            "The JSON spec is invalid at colors[0]: 'currentcolor' at column 1 has no value outside a web page: give the colour itself, "
                + "or one for it (--current-color, \"currentColor\")."
        ),
    ])
    func errorsNameThePathAndTheValue(json: String, expected: String) {
        #expect(message(json) == expected)
    }
}
