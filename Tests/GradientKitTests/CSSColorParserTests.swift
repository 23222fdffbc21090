import GradientTestSupport
import Testing

@testable import GradientCSS
@testable import GradientCore
@testable import GradientEncode
@testable import GradientRaster
@testable import GradientViewModel

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

    @Test(arguments: [
        ("bleu", "expected a colour at column 1, found 'bleu'."),
        ("rgb(1 2)", "expected a number or percentage at column 8, found ')'."),
        ("red blue", "expected the end of the colour at column 5, found 'blue'."),
        ("hwb(1, 2%, 3%)", "expected a percentage at column 6, found ','."),
        ("oklch(0.5 0.1 10%)", "expected a hue (a number or an angle) at column 15, found '10%'."),
        ("rgb(1 2 3 / )", "expected an alpha value (a number or percentage) at column 13, found ')'."),
    ])
    func malformed(_ text: String, _ message: String) {
        let error = #expect(throws: GradientError.self) { try CSSColor(parsing: text) }
        #expect(error?.message == message)
        // A syntax error's kind carries the column its sentence names.
        let column = message.firstMatch(of: /^expected .* at column (\d+)/).map { Int($0.1)! }
        #expect(column == nil || error?.kind == .syntax(column: column))
    }
}
