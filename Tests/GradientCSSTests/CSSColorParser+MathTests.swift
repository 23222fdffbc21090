import Testing

@testable import GradientCSS
@testable import GradientCore

/// Math functions in colour channels (CSS Color 4 §4 with CSS Values 4 §10): numbers,
/// percentages, hues and alpha, against the plain colour they compute. Tolerance 1e-12
/// (rounding of the arithmetic).
@Suite struct CSSColorParserMathTests {
    func color(_ text: String) throws -> RGBA { try CSSColor(parsing: text).rgba }

    func close(_ a: RGBA, _ b: RGBA) -> Bool {
        zip(a.components, b.components).allSatisfy { abs($0 - $1) < 1e-12 }
    }

    @Test(arguments: [
        ("rgb(calc(255 / 2) 0 0)", "rgb(127.5 0 0)"),
        ("rgb(calc(50% + 10%) 0 0)", "rgb(60% 0 0)"),
        ("rgb(min(300, 128) max(0, 64) clamp(0, 500, 255))", "rgb(128 64 255)"),
        ("rgba(calc(100), 0, 0, calc(0.25 * 2))", "rgba(100, 0, 0, 0.5)"),
        ("rgb(0 0 0 / calc(25% * 2))", "rgb(0 0 0 / 50%)"),
        ("hsl(calc(60deg * 2) 100% 50%)", "hsl(120 100% 50%)"),
        ("hsl(calc(0.25turn + 30deg) calc(50% + 50%) 50%)", "hsl(120 100% 50%)"),
        ("hsl(calc(60 * 2) 100% 50%)", "hsl(120 100% 50%)"),
        ("hwb(calc(200 + 40) calc(10% * 2) 0%)", "hwb(240 20% 0%)"),
        ("oklch(calc(0.5 + 0.2) calc(0.1) calc(180deg + 20deg))", "oklch(0.7 0.1 200)"),
        ("lab(calc(50 + 2) calc(-40) 30)", "lab(52 -40 30)"),
        ("color(srgb calc(1 / 4) calc(50%) 0)", "color(srgb 0.25 0.5 0)"),
        // Out of range after the maths: clamped as a plain value is.
        ("rgb(calc(infinity) calc(-infinity) calc(NaN))", "rgb(255 0 0)"),
    ])
    func channels(_ math: String, _ plain: String) throws {
        #expect(close(try color(math), try color(plain)), "\(math)")
    }

    @Test(arguments: [
        "rgb(calc(10px) 0 0)", "rgb(calc(10 + 10%) 0 0)", "hsl(calc(10%) 50% 50%)", "rgb(calc(10deg) 0 0)",
        "hsl(120 calc(50% + 1) 50%)", "rgb(0 0 0 / calc(1deg))", "rgb(r g b)",
    ])
    func rejects(_ text: String) {
        #expect(throws: GradientError.self) { try color(text) }
    }

    /// Relative colours (CSS Color 5 §4): the channel keywords are the origin's components in
    /// the function's space, worked out by hand (`#3366cc` is r 51, g 102, b 204; blue's hue is
    /// 240deg, red's 0deg).
    @Test(arguments: [
        ("rgb(from red r g b)", RGBA(red: 1, green: 0, blue: 0)),
        ("rgb(from #3366cc calc(r + 60) g b / 0.5)", RGBA(red: 111.0 / 255, green: 0.4, blue: 0.8, alpha: 0.5)),
        ("rgba(from red calc(r / 2) g b / calc(alpha / 2))", RGBA(red: 0.5, green: 0, blue: 0, alpha: 0.5)),
        ("rgb(from rgb(from red r g b) b g r)", RGBA(red: 0, green: 0, blue: 1)),
        ("rgb(from red none g b)", RGBA(red: 0, green: 0, blue: 0)),
        ("rgb(from red 50% g b)", RGBA(red: 0.5, green: 0, blue: 0)),
        ("rgb(from rgb(0 0 0 / 0.25) 255 g b)", RGBA(red: 1, green: 0, blue: 0, alpha: 0.25)),
        ("hsl(from blue calc(h - 60) s l)", RGBA(red: 0, green: 1, blue: 1)),
        ("hsl(from red h s calc(l / 2))", RGBA(red: 0.5, green: 0, blue: 0)),
        ("hwb(from red calc(h + 120) w b)", RGBA(red: 0, green: 1, blue: 0)),
        ("hwb(from red h 100 b)", RGBA(red: 1, green: 1, blue: 1)),
        ("color(from red srgb calc(r / 2) g 1)", RGBA(red: 0.5, green: 0, blue: 1)),
    ])
    func relativeColors(_ text: String, _ expected: RGBA) throws {
        #expect(close(try color(text), expected), "\(text)")
        #expect(try CSSColor(parsing: text).isLegacy == false)  // Chromium mixes them in OKLab (relative-rgb-space)
    }

    /// Each space's keywords read the origin back: a colour converted there and back is itself,
    /// to 1e-9 (the conversions' rounding), or 2e-6 through OKLab, whose published matrices (10
    /// decimals) invert each other only to about 1e-7, which the sRGB transfer's slope of 12.92
    /// near 0 turns into about 1e-6.
    @Test(arguments: [
        "lab(from orange l a b)", "lch(from orange l c h)", "oklab(from orange l a b)", "oklch(from orange l c h)",
        "hsl(from orange h s l)", "hwb(from orange h w b)", "color(from orange srgb-linear r g b)",
        "color(from orange display-p3 r g b)", "color(from orange rec2020 r g b)", "color(from orange xyz x y z)",
        "color(from orange xyz-d50 x y z / alpha)",
    ])
    func keywordsReadTheOrigin(_ text: String) throws {
        let orange = RGBA(red: 1, green: 165.0 / 255, blue: 0)
        let c = try color(text)
        let tolerance = text.hasPrefix("ok") ? 2e-6 : 1e-9
        #expect(zip(c.components, orange.components).allSatisfy { abs($0 - $1) < tolerance }, "\(text): \(c)")
    }

    @Test(arguments: [
        "rgb(from red r, g, b)", "hsl(from red h calc(s - 10%) l)", "oklch(from red l c calc(h + 30deg))",
        "rgb(from red x g b)", "color(from red foo r g b)", "hwb(from red calc(h + 120deg) w b)", "rgb(from red r g)", "rgb(from r g b)", "lab(from red l c h)",
    ])
    func rejectsRelative(_ text: String) {
        #expect(throws: GradientError.self) { try color(text) }
    }

    /// 32 nested origins read; the 33rd is over the limit.
    @Test func relativeNestingIsLimited() throws {
        func nested(_ n: Int) -> String {
            String(repeating: "rgb(from ", count: n) + "red" + String(repeating: " r g b)", count: n)
        }
        #expect(close(try color(nested(32)), RGBA(red: 1, green: 0, blue: 0)))
        let error = #expect(throws: GradientError.self) { try color(nested(33)) }
        #expect(error?.kind == .limitExceeded)
    }
}
