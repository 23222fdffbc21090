import GradientTestSupport
import Testing

@testable import GradientCSS
@testable import GradientCore

/// CSS colour syntaxes against values computed by hand from CSS Color 4's definitions or
/// published there.
@Suite struct CSSColorParserTests {
    func color(_ text: String) throws -> CSSColor { try CSSColor(parsing: text) }

    @Test func namedHexAndTransparent() throws {
        #expect(try color("RebeccaPurple") == CSSColor(RGBA(red8: 0x66, green8: 0x33, blue8: 0x99)))
        #expect(try color("#abcd") == CSSColor(RGBA(red8: 0xAA, green8: 0xBB, blue8: 0xCC, alpha8: 0xDD)))
        #expect(try color("#0044ff80") == CSSColor(RGBA(red8: 0, green8: 0x44, blue8: 0xFF, alpha8: 0x80)))
        #expect(try color("transparent") == CSSColor(.clear))
    }

    @Test func rgbForms() throws {
        #expect(try color("rgb(255, 0, 0)").rgba == RGBA(red: 1, green: 0, blue: 0))
        #expect(try color("rgba(0,128,0,0.5)").rgba == RGBA(red: 0, green: 128.0 / 255, blue: 0, alpha: 0.5))
        #expect(try color("rgb(0 0 255 / 80%)").rgba == RGBA(red: 0, green: 0, blue: 1, alpha: 0.8))
        #expect(try color("rgb(100% 50% 0%)").rgba == RGBA(red: 1, green: 0.5, blue: 0))
        #expect(try color("rgb(none 255 0)").rgba == RGBA(red: 0, green: 1, blue: 0))
        // Out-of-range values are clamped (CSS Color 4 §5.1).
        #expect(try color("rgba(300, -5, 0, 2)").rgba == RGBA(red: 1, green: 0, blue: 0, alpha: 1))
    }

    /// HSL by its definition: chroma `C = (1 − |2L − 1|)·S`, then `m = L − C/2`.
    @Test func hsl() throws {
        #expect(close(try color("hsl(120, 100%, 25%)").rgba, RGBA(red: 0, green: 0.5, blue: 0), 1e-12))
        #expect(close(try color("hsla(240deg 100% 50% / 0.5)").rgba, RGBA(red: 0, green: 0, blue: 1, alpha: 0.5), 1e-12))
        // Hue 180, S 0.6, L 0.7: C = 0.36, m = 0.52 → (m, m + C, m + C).
        #expect(close(try color("hsl(0.5turn 60% 70%)").rgba, RGBA(red: 0.52, green: 0.88, blue: 0.88), 1e-12))
    }

    /// HWB by its definition: the pure hue scaled by `1 − W − B`, plus `W`; `W + B ≥ 1` is grey `W / (W + B)`.
    @Test func hwb() throws {
        #expect(close(try color("hwb(0 0% 0%)").rgba, RGBA(red: 1, green: 0, blue: 0), 1e-12))
        #expect(close(try color("hwb(120 20% 30%)").rgba, RGBA(red: 0.2, green: 0.7, blue: 0.2), 1e-12))
        #expect(close(try color("hwb(30deg 60% 60% / 0.7)").rgba, RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.7), 1e-12))
    }

    /// `lab(50% 0 0)` is the grey of CIE luminance `((50 + 16) / 116)³ = 0.184187`, sRGB-encoded
    /// `0.466325`; `lab(100 0 0)` is white. Tolerance 1e-4: the published matrices are not exact inverses.
    @Test func labAndLch() throws {
        let grey = RGBA(red: 0.466325, green: 0.466325, blue: 0.466325)
        #expect(close(try color("lab(50% 0 0)").rgba, grey, 1e-4))
        #expect(close(try color("lch(50 0 0)").rgba, grey, 1e-4))
        #expect(close(try color("lab(100 0 0)").rgba, .white, 1e-4))
        // Polar and Cartesian forms of one colour agree; percentages scale (100% = 125 for a, b; 150 for C).
        #expect(close(try color("lch(50% 30 90deg)").rgba, try color("lab(50 0 30)").rgba, 1e-12))
        #expect(close(try color("lab(50% 40% -20%)").rgba, try color("lab(50 50 -25)").rgba, 1e-12))
        #expect(close(try color("lch(60% 100% 0)").rgba, try color("lab(60 150 0)").rgba, 1e-12))
        #expect(try !color("lab(50% 0 0)").isLegacy)
    }

    /// CSS Color 4 gives red as `oklch(62.8% 0.2577 29.23)` (4 digits: tolerance 2e-3).
    @Test func oklabAndOklch() throws {
        #expect(close(try color("oklch(62.8% 0.2577 29.23)").rgba, RGBA(red: 1, green: 0, blue: 0), 2e-3))
        #expect(close(try color("oklab(1 0 0)").rgba, .white, 1e-4))
        #expect(close(try color("oklab(50% 100% -100%)").rgba, try color("oklab(0.5 0.4 -0.4)").rgba, 1e-12))
        #expect(close(try color("oklch(0.6 0.15 30 / 0.9)").rgba.with(alpha: 1), try color("oklab(0.6 0.129904 0.075)").rgba, 1e-5))
        #expect(try color("oklch(0.6 0.15 30 / 0.9)").rgba.alpha == 0.9)
    }

    /// `color(srgb-linear 0.5 …)` encodes to `1.055 · 0.5^(1/2.4) − 0.055 = 0.735357`.
    @Test func colorFunction() throws {
        #expect(try color("color(srgb 1 0.5 0 / 50%)").rgba == RGBA(red: 1, green: 0.5, blue: 0, alpha: 0.5))
        #expect(close(try color("color(srgb-linear 0.5 0 1)").rgba, RGBA(red: 0.735357, green: 0, blue: 1), 1e-6))
        #expect(try !color("color(srgb 1 0 0)").isLegacy)
    }

    @Test func legacyFlags() throws {
        for text in ["red", "#fff", "rgb(1 2 3)", "rgba(1,2,3,0.5)", "hsl(1 2% 3%)", "hwb(1 2% 3%)", "transparent"] {
            #expect(try color(text).isLegacy, "\(text)")
        }
        for text in ["lab(1 2 3)", "lch(1 2 3)", "oklab(0.1 0.2 0.3)", "oklch(0.1 0.2 3)", "color(srgb 1 1 1)"] {
            #expect(try !color(text).isLegacy, "\(text)")
        }
    }

    /// System colours (CSS Color 4 §6.2) at the values Chromium 156 computes, light and dark
    /// (`getComputedStyle` with `color-scheme: light` / `dark`); deprecated names as appendix A
    /// maps them (Chromium gives them the same values).
    @Test(
        arguments: [
            ("Canvas", 0xFFFFFF, 0x121212), ("CANVASTEXT", 0x000000, 0xFFFFFF), ("ButtonFace", 0xEFEFEF, 0x6B6B6B),
            ("LinkText", 0x0000EE, 0x9E9EFF), ("VisitedText", 0x551A8B, 0xD0ADF0), ("SelectedItem", 0x1967D2, 0x99C8FF),
            ("SelectedItemText", 0xFFFFFF, 0x3B3B3B), ("Field", 0xFFFFFF, 0x3B3B3B), ("GrayText", 0x808080, 0x808080),
            ("AccentColor", 0x0075FF, 0x0075FF), ("Mark", 0xFFFF00, 0xFFFF00), ("ActiveText", 0xFF0000, 0xFF0000),
            ("ThreeDFace", 0xEFEFEF, 0x6B6B6B), ("ButtonHighlight", 0xEFEFEF, 0x6B6B6B), ("WindowFrame", 0x000000, 0xFFFFFF),
            ("InactiveCaptionText", 0x808080, 0x808080), ("Background", 0xFFFFFF, 0x121212), ("InfoText", 0x000000, 0xFFFFFF),
        ] as [(String, UInt32, UInt32)])
    func systemColors(_ name: String, _ light: UInt32, _ dark: UInt32) throws {
        let l = try CSSColor(parsing: name)
        let d = try CSSColor(parsing: name, options: CSSParsingOptions(colorScheme: .dark))
        #expect(l.rgba == RGBA(rgb: light))
        #expect(d.rgba == RGBA(rgb: dark))
        #expect(l.isLegacy && d.isLegacy)
    }

    /// Chromium 156: `Highlight` is `rgba(0, 65, 198, 0.8)` on both schemes.
    @Test func highlightIsTranslucent() throws {
        #expect(try color("Highlight").rgba == RGBA(rgb: 0x0041C6).with(alpha: 0.8))
    }

    /// Every name of CSS Color 4 §6.2 and appendix A is known.
    @Test func everySystemColorName() {
        let names = [
            "AccentColor", "AccentColorText", "ActiveText", "ButtonBorder", "ButtonFace", "ButtonText", "Canvas",
            "CanvasText", "Field", "FieldText", "GrayText", "Highlight", "HighlightText", "LinkText", "Mark", "MarkText",
            "SelectedItem", "SelectedItemText", "VisitedText", "ActiveBorder", "ActiveCaption", "AppWorkspace", "Background",
            "ButtonHighlight", "ButtonShadow", "CaptionText", "InactiveBorder", "InactiveCaption", "InactiveCaptionText",
            "InfoBackground", "InfoText", "Menu", "MenuText", "Scrollbar", "ThreeDDarkShadow", "ThreeDFace", "ThreeDHighlight",
            "ThreeDLightShadow", "ThreeDShadow", "Window", "WindowFrame", "WindowText",
        ]
        for name in names { #expect((try? color(name)) != nil, "\(name)") }
        #expect(SystemColors.current.count + SystemColors.deprecated.count == names.count)
    }

    /// `light-dark()` takes its first colour on a light page and its second on a dark one,
    /// with that colour's legacy flag and written form.
    @Test func lightDark() throws {
        let dark = CSSParsingOptions(colorScheme: .dark)
        #expect(try color("light-dark(red, oklch(0.5 0.1 20))") == color("red"))
        #expect(try CSSColor(parsing: "light-dark(red, oklch(0.5 0.1 20))", options: dark) == color("oklch(0.5 0.1 20)"))
        #expect(try CSSColor(parsing: "light-dark(red, oklch(0.5 0.1 20))", options: dark).written == .function(.oklch, [0.5, 0.1, 20], alpha: 1))
        #expect(try CSSColor(parsing: "light-dark(Canvas, Canvas)", options: dark).rgba == RGBA(rgb: 0x121212))
        #expect(throws: GradientError.self) { try color("light-dark(red)") }
        #expect(throws: GradientError.self) { try color("light-dark(red, bleu)") }
    }

    /// `currentcolor` is the colour given for it, or an error naming how to give one.
    @Test func currentColor() throws {
        let options = CSSParsingOptions(currentColor: RGBA(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
        #expect(try CSSColor(parsing: "CurrentColor", options: options).rgba == RGBA(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
        let error = #expect(throws: GradientError.self) { try color("currentcolor") }
        #expect(error?.kind == .invalidValue)
        #expect(
            error?.message
                == "'currentcolor' at column 1 has no value outside a web page: give the colour itself, or one for it (--current-color, \"currentColor\").")
    }

    /// The forms the writer keeps (values as CSS Color 4 §15 serializes them: percentages
    /// resolved, hues reduced to `0..<360`, clamped as parsed, `none` kept).
    @Test func writtenForms() throws {
        #expect(try color("ThistLE").written == .keyword("thistle"))
        #expect(try color("transparent").written == .keyword("transparent"))
        #expect(try color("#abc").written == .legacy(none: [false, false, false, false]))
        #expect(try color("hsl(1 2% 3%)").written == .legacy(none: [false, false, false, false]))
        #expect(try color("rgb(none 2 3 / none)").written == .legacy(none: [true, false, false, true]))
        #expect(try color("rgb(1, 2, 3)").written == .legacy(none: [false, false, false, false]))
        #expect(try color("lab(400 -50% none / 50%)").written == .function(.lab, [100, -62.5, nil], alpha: 0.5))
        #expect(try color("lch(50 -20 -10deg)").written == .function(.lch, [50, 0, 350], alpha: 1))
        #expect(try color("oklch(60% 50% 0.5turn / none)").written == .function(.oklch, [0.6, 0.2, 180], alpha: nil))
        #expect(try color("oklab(-1 100% -25%)").written == .function(.oklab, [0, 0.4, -0.1], alpha: 1))
        #expect(try color("color(srgb-linear 50% none 2 / 150%)").written == .function(.color("srgb-linear"), [0.5, nil, 2], alpha: 1))
        #expect(try color("Canvas").written == nil)
        #expect(try color("color-mix(in srgb, red, blue)").written == nil)
    }

    /// The comma forms are strict (CSS Color 4 §5.1, §7.1; Chromium 156 rejects each of
    /// these); the space forms may mix numbers, percentages and `none`.
    @Test(arguments: [
        (
            "rgb(10%, 20, 30%)",
            "expected a percentage like the first channel (the comma form of rgb() does not mix numbers and percentages) at column 10, found '20'."
        ),
        (
            "rgba(10, 20%, 30, 0.5)",
            "expected a number like the first channel (the comma form of rgb() does not mix numbers and percentages) at column 10, found '20%'."
        ),
        ("rgb(none, 20, 30)", "expected a number or percentage (the comma form takes no 'none') at column 5, found 'none'."),
        ("rgb(10, none, 30)", "expected a number or percentage at column 9, found 'none'."),
        ("rgb(10, 20, 30, none)", "expected an alpha value (a number or percentage) at column 17, found 'none'."),
        ("hsl(120, 50, 50%)", "expected a percentage (the comma form of hsl() takes no plain numbers) at column 10, found '50'."),
        ("hsla(120, 50%, 50, 1)", "expected a percentage (the comma form of hsl() takes no plain numbers) at column 16, found '50'."),
        ("hsl(none, 50%, 50%)", "expected a hue (the comma form takes no 'none') at column 5, found 'none'."),
    ])
    func strictLegacyForms(_ text: String, _ message: String) {
        let error = #expect(throws: GradientError.self) { try CSSColor(parsing: text) }
        #expect(error?.message == message)
    }

    /// Chromium 156 takes these: `rgb(10% 20 30%)` is `rgb(26, 20, 77)` there (rounded), `hsl(120 50 50)` `rgb(64, 191, 64)`.
    @Test func modernFormsMix() throws {
        #expect(try color("rgb(10% 20 30%)").rgba == RGBA(red: 0.1, green: 20.0 / 255, blue: 0.3))
        #expect(close(try color("hsl(120 50 50)").rgba, try color("hsl(120 50% 50%)").rgba, 0))
        #expect(try color("rgb(100%, 50%, 0%)").rgba == RGBA(red: 1, green: 0.5, blue: 0))
        #expect(try color("hsl(120deg, 100%, 25%, 0.5)").rgba.alpha == 0.5)
    }

    @Test(arguments: [
        ("bleu", "expected a colour at column 1, found 'bleu' (did you mean 'blue'?)."),
        ("rgb(1 2)", "expected a number or percentage at column 8, found ')'."),
        ("red blue", "expected the end of the colour at column 5, found 'blue'."),
        ("hwb(1, 2%, 3%)", "expected a percentage at column 6, found ','."),
        ("oklch(0.5 0.1 10%)", "expected a hue (a number or an angle) at column 15, found '10%'."),
        ("rgb(1 2 3 / )", "expected an alpha value (a number or percentage) at column 13, found ')'."),
        (
            "color(srgbb 1 0 0)",
            "expected a colour space: 'srgb', 'srgb-linear', 'display-p3', 'a98-rgb', 'prophoto-rgb', 'rec2020', 'xyz-d50', 'xyz-d65' or 'xyz' "
                + "at column 7, found 'srgbb' (did you mean 'srgb'?)."
        ),
        // oklab is a colour space, but not one of color()'s: no suggestion from outside the list.
        (
            "color(oklab 1 0 0)",
            "expected a colour space: 'srgb', 'srgb-linear', 'display-p3', 'a98-rgb', 'prophoto-rgb', 'rec2020', 'xyz-d50', 'xyz-d65' or 'xyz' "
                + "at column 7, found 'oklab'."
        ),
        (
            "color(from red dispaly-p3 r g b)",
            "expected a colour space such as 'srgb', 'display-p3' or 'xyz' at column 16, found 'dispaly-p3' (did you mean 'display-p3'?)."
        ),
    ])
    func malformed(_ text: String, _ message: String) {
        let error = #expect(throws: GradientError.self) { try CSSColor(parsing: text) }
        #expect(error?.message == message)
        // A syntax error's kind carries the column its sentence names.
        let column = message.firstMatch(of: /^expected .* at column (\d+)/).map { Int($0.1)! }
        #expect(column == nil || error?.kind == .syntax(column: column))
    }
}
