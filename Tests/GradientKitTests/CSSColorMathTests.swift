import Testing

@testable import GradientCSS
@testable import GradientCore

/// Math functions in colour channels (CSS Color 4 §4 with CSS Values 4 §10): numbers,
/// percentages, hues and alpha, against the plain colour they compute. Tolerance 1e-12
/// (rounding of the arithmetic).
@Suite struct CSSColorMathTests {
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
}
