import Foundation
import GradientCSS
import GradientCore
import GradientTestSupport
import Testing

/// `color()` in every predefined space, `none`, and `in <space>` in gradients. Expected
/// colours are published values (CSS Color 4 §10 examples: sRGB red in each space, and its
/// inverse); tolerance 1e-3, the references' printed precision.
@Suite struct CSSColorParserPredefinedTests {
    private static let red = RGBA(red: 1, green: 0, blue: 0)

    /// sRGB red written in each predefined space (the values ColorSpaceTests
    /// checks the other way; XYZ as the first column of the sRGB matrix of CSS Color 4 §10.2,
    /// 506752/1228815, 87098/409605, 7918/409605, to 7 digits) reads back as red;
    /// display-p3 red is rgb(109.3% -22.6% -15.0%) in sRGB, outside its gamut.
    @Test(arguments: [
        "color(xyz 0.4123908 0.2126390 0.0193308)", "color(xyz-d65 41.23908% 21.26390% 1.93308%)", "color(display-p3 0.9175 0.2003 0.1386)",
        "color(rec2020 0.7920 0.2310 0.0738)", "color(a98-rgb 0.8587 0 0)", "color(prophoto-rgb 0.7023 0.2757 0.1036)",
        "color(srgb-linear 1 0 0)", "COLOR(SRGB 1 0 0)",
    ])
    func predefinedSpacesReadRed(_ text: String) throws {
        let c = try CSSColor(parsing: text)
        #expect(close(c.rgba, Self.red, 1e-3), "\(text): \(c.rgba)")
        #expect(!c.isLegacy && c.missing.isEmpty)
    }

    @Test func wideAndD50Colours() throws {
        let p3 = try CSSColor(parsing: "color(display-p3 1 0 0 / 50%)").rgba
        #expect(close(p3, RGBA(red: 1.0931, green: -0.2267, blue: -0.1501, alpha: 0.5), 1e-3))
        // The D50 white point (0.3457/0.3585 chromaticity, printed to 5 digits) is white.
        #expect(close(try CSSColor(parsing: "color(xyz-d50 0.96422 1 0.82521)").rgba, .white, 1e-3))
    }

    /// `none` counts as 0 in the value and is recorded by category (CSS Color 4 §4.4, §12.2);
    /// a colour with a missing component is not legacy.
    static let noneCases: [(String, MissingComponents)] = [
        ("rgb(0 0 255 / none)", .alpha), ("oklch(none 0.2 30)", .lightness), ("hsl(none 100% 50%)", .hue),
        ("hwb(120 none 10%)", .whiteness), ("lab(50 none 40)", .opponentA), ("lch(50 none 30 / none)", [.colorfulness, .alpha]),
        ("color(xyz none 0.2 0.3)", .reds), ("color(display-p3 0.5 0.5 none)", .blues), ("oklab(0.5 0.1 none)", .opponentB),
    ]

    @Test(arguments: noneCases)
    func noneIsMissing(_ text: String, _ missing: MissingComponents) throws {
        let c = try CSSColor(parsing: text)
        #expect(c.missing == missing)
        #expect(!c.isLegacy)
        #expect(c.rgba.isFinite)
    }

    @Test func noneCountsAsZero() throws {
        #expect(try CSSColor(parsing: "rgb(0 0 255 / none)").rgba == RGBA(red: 0, green: 0, blue: 1, alpha: 0))
        #expect(try CSSColor(parsing: "rgb(none 0 255)").rgba == RGBA(red: 0, green: 0, blue: 1))
        #expect(try CSSColor(parsing: "rgb(0 0 255)").isLegacy)
    }

    @Test(arguments: ["color(rgb 1 0 0)", "color(lab 50 0 0)", "color(xyz-d60 1 1 1)", "color(1 0 0)"])
    func unknownPredefinedSpacesAreErrors(_ text: String) {
        #expect(throws: GradientError.self) { try CSSColor(parsing: text) }
    }

    /// `in <space>` for every space, anywhere in the prelude, with hue methods only on polar ones.
    @Test(arguments: [
        ("linear-gradient(in lab, red, blue)", Interpolation.lab), ("linear-gradient(in lch 45deg, red, blue)", .lch(.shorter)),
        ("linear-gradient(45deg in hsl longer hue, red, blue)", .hsl(.longer)),
        ("radial-gradient(circle in hwb increasing hue at 10% 20%, red, blue)", .hwb(.increasing)),
        ("conic-gradient(in xyz from 10deg, red, blue)", .xyzD65), ("linear-gradient(in xyz-d50, red, blue)", .xyzD50),
        ("linear-gradient(in xyz-d65, red, blue)", .xyzD65), ("linear-gradient(in display-p3, red, blue)", .displayP3),
        ("linear-gradient(in a98-rgb, red, blue)", .a98RGB), ("linear-gradient(in prophoto-rgb, red, blue)", .proPhotoRGB),
        ("linear-gradient(in rec2020, red, blue)", .rec2020), ("linear-gradient(in oklch decreasing hue, red, blue)", .oklch(.decreasing)),
    ])
    func interpolationSpaces(_ css: String, _ mode: Interpolation) throws {
        #expect(try CSSGradient(parsing: css).interpolation == mode)
    }

    @Test(arguments: [
        "linear-gradient(in lab longer hue, red, blue)", "linear-gradient(in srgb shorter hue, red, blue)",
        "linear-gradient(in hsl longer, red, blue)", "linear-gradient(in cmyk, red, blue)", "linear-gradient(in, red, blue)",
    ])
    func badInterpolationsAreErrors(_ css: String) {
        #expect(throws: GradientError.self) { try CSSGradient(parsing: css) }
    }

    /// A gradient's stops carry their missing components into the ramp: `rgb(0 0 255 / none)`
    /// next to yellow is opaque half-way (the Chromium conformance case missing-alpha-oklab).
    @Test func gradientRampCarriesMissingComponents() throws {
        let paint = try CSSGradient(parsing: "linear-gradient(to right in oklab, rgb(0 0 255 / none), yellow)").paint(width: 100, height: 10)
        #expect(paint.ramp.stops.first?.missing == .alpha)
        #expect(paint.ramp.color(at: 0.5).alpha == 1)
        // Without `in`, a colour with `none` makes the gradient mix in OKLab, as Chromium does.
        #expect(try CSSGradient(parsing: "linear-gradient(red, rgb(0 0 255 / none))").effectiveInterpolation == .oklab)
    }
}
