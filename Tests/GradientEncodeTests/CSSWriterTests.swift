import Foundation
import GradientTestSupport
import Testing

@testable import GradientCSS
@testable import GradientCore
@testable import GradientEncode
@testable import GradientRaster

/// What the writer writes. Expected texts follow Chromium 156's serialization of the specified
/// value (`element.style.backgroundImage` after setting it; the web-platform-tests
/// `css/css-color/parsing/color-valid*.html` check the same forms), except where a browser
/// rounds: the writer keeps every value exact (noted case by case).
@Suite struct CSSWriterTests {
    @Test(arguments: [
        ("linear-gradient(red, blue)", "linear-gradient(red, blue)"),
        ("linear-gradient(0.25turn, red 10px, 30%, blue 20% 2in)", "linear-gradient(90deg, red 10px, 30%, blue 20% 192px)"),
        ("linear-gradient(to top right in srgb-linear, red, blue)", "linear-gradient(to right top in srgb-linear, red, blue)"),
        ("radial-gradient(circle closest-side at 30% 40%, red, blue)", "radial-gradient(circle closest-side at 30% 40%, red, blue)"),
        ("radial-gradient(ellipse, red, blue)", "radial-gradient(red, blue)"),
        ("repeating-radial-gradient(10px 20%, red, blue)", "repeating-radial-gradient(ellipse 10px 20%, red, blue)"),
        (
            "conic-gradient(from 0.25turn at right 10px bottom 5px in oklch longer hue, red 10%, 20%, blue 1turn)",
            "conic-gradient(from 90deg at right 10px bottom 5px in oklch longer hue, red 10%, 20%, blue 360deg)"
        ),
        // `in oklab` over legacy colours is not the default: kept, as Chromium keeps it.
        ("conic-gradient(in oklab, red, blue)", "conic-gradient(in oklab, red, blue)"),
        // hsl(120 100% 25%) is (0, 127.5, 0); Chromium rounds it to rgb(0, 128, 0).
        ("linear-gradient(hsl(120 100% 25%), rgba(0, 0, 255, 0.5))", "linear-gradient(rgb(0, 127.5, 0), rgba(0, 0, 255, 0.5))"),
        ("linear-gradient(color(srgb 1 0.5 0), transparent)", "linear-gradient(color(srgb 1 0.5 0), transparent)"),
        ("linear-gradient(in oklab, red, oklch(0.5 0.1 20))", "linear-gradient(red, oklch(0.5 0.1 20))"),
        ("radial-gradient(in oklab circle, red, oklab(0.5 0 0))", "radial-gradient(circle, red, oklab(0.5 0 0))"),
        ("linear-gradient(in oklch shorter hue, red, blue)", "linear-gradient(in oklch, red, blue)"),
        // Chromium also drops `to bottom`; kept here, since it reads back as another value than 180deg.
        ("linear-gradient(to bottom, #FFF, rgb(10 20 30))", "linear-gradient(to bottom, rgb(255, 255, 255), rgb(10, 20, 30))"),
        ("linear-gradient(RED, ThistLE, hwb(0 0% 0%))", "linear-gradient(red, thistle, rgb(255, 0, 0))"),
        ("linear-gradient(oklch(60% 0.15 390deg), lab(50% 40% none / none))", "linear-gradient(oklch(0.6 0.15 30), lab(50 50 none / none))"),
        ("linear-gradient(lch(50 -20 -10deg), red)", "linear-gradient(lch(50 0 350), red)"),
        ("linear-gradient(rgb(300 -5 0 / 2), color(srgb 1 none 0.5 / 0.5))", "linear-gradient(rgb(255, 0, 0), color(srgb 1 none 0.5 / 0.5))"),
        ("linear-gradient(rgb(10% 20 30%), rgba(10,20,30,.25))", "linear-gradient(rgb(25.5, 20, 76.5), rgba(10, 20, 30, 0.25))"),
        // Chromium writes 0.533 and rgb(0, 255, 0): the exact alpha, and `none` kept as missing.
        ("linear-gradient(#FFF8, rgb(none 255 0))", "linear-gradient(rgba(255, 255, 255, 0.5333333333333333), rgb(none 255 0))"),
        // Resolved against the options, so the text reads back the same without them.
        (
            "linear-gradient(Canvas, light-dark(oklch(0.5 0.1 20), blue), ButtonFace)",
            "linear-gradient(rgb(255, 255, 255), oklch(0.5 0.1 20), rgb(239, 239, 239))"
        ),
    ])
    func writes(_ input: String, _ output: String) throws {
        #expect(try CSSGradient(parsing: input).css == output)
    }

    /// Text already in the writer's form prints as itself: exact values keep their short forms.
    @Test(arguments: [
        "linear-gradient(45deg, rgb(255, 0, 102), rgb(255, 204, 0) 50%)",
        "linear-gradient(to right top in oklab, rgba(255, 0, 102, 0.5019607843137255) 10px, 30%, blue 20% 192px)",
        "radial-gradient(circle 12.5px at right 10px bottom 5px, white, black)",
        "conic-gradient(from 90deg at 30% 40% in oklch longer hue, red 10%, blue 0.25deg)",
        "linear-gradient(rgb(0, 127.5, 0), rgba(0, 0, 255, 0.5), color(srgb 1.5 -0.25 0 / 0.75))",
        "repeating-linear-gradient(-0.001deg, black 0, white 0.333333px)",
        "linear-gradient(oklch(0.6 0.15 30), lab(50 50 none / none), rgb(none 255 0 / none), color(srgb-linear 1 none 0.5 / 0.25))",
        "linear-gradient(lch(50 0 350), oklab(1 -0.4 0.4 / none), transparent, rebeccapurple)",
    ])
    func canonicalTextPrintsAsItself(_ css: String) throws {
        #expect(try CSSGradient(parsing: css).css == css)
    }

    /// A colour made in code has no written form: legacy colours as `rgb()`, as a browser
    /// writes hex, the others as `color(srgb …)`.
    @Test func colorsWithoutAWrittenForm() {
        #expect(CSSWriter.color(CSSColor(RGBA(rgb: 0xFF0066))) == "rgb(255, 0, 102)")
        #expect(CSSWriter.color(CSSColor(RGBA(red: 0, green: 0.5, blue: 1, alpha: 0.25))) == "rgba(0, 127.5, 255, 0.25)")
        #expect(CSSWriter.color(CSSColor(RGBA(red: 1.5, green: 0.25, blue: 0, alpha: 0.5), isLegacy: false)) == "color(srgb 1.5 0.25 0 / 0.5)")
    }

    /// A colour changed after parsing is not written in its old form, which no longer describes it.
    @Test func aChangedColorDropsItsWrittenForm() throws {
        var color = try CSSColor(parsing: "oklch(0.6 0.15 30)")
        #expect(color.written == .function(.oklch, [0.6, 0.15, 30], alpha: 1))
        #expect(CSSWriter.color(color) == "oklch(0.6 0.15 30)")
        color.rgba = RGBA(red: 1, green: 0, blue: 0)
        #expect(color.written == nil)
        #expect(CSSWriter.color(color) == "color(srgb 1 0 0)")
        color.isLegacy = true
        #expect(CSSWriter.color(color) == "rgb(255, 0, 0)")
    }

    /// `in oklab` is left out only where it is the default (some colour not legacy), and such
    /// a gradient reads back with no method: it draws the same.
    @Test func defaultOklabIsLeftOut() throws {
        let g = try CSSGradient(parsing: "linear-gradient(in oklab, red, lab(50 10 10))")
        #expect(g.interpolation == nil)
        #expect(g.effectiveInterpolation == .oklab)
        #expect(try CSSGradient(parsing: "linear-gradient(in oklab, red, blue)").interpolation == .oklab)
        var made = CSSGradient(
            shape: .linear(.angle(180)), interpolation: .oklab,
            items: [.stop(CSSColor(.white), nil, nil), .stop(CSSColor(.black, isLegacy: false), nil, nil)])
        #expect(made.css == "linear-gradient(rgb(255, 255, 255), color(srgb 0 0 0))")
        made.items[1] = .stop(CSSColor(.black), nil, nil)
        #expect(made.css == "linear-gradient(in oklab, rgb(255, 255, 255), rgb(0, 0, 0))")
    }

    /// Parsing the written text gives exactly the gradient that was written (`==`: every number
    /// and colour component to the last bit), for values six decimals cannot hold.
    @Test(arguments: [
        "linear-gradient(2.5rad, hsl(60deg 50% 60%), oklch(0.7 0.1 200))",
        "linear-gradient(0.1rad in oklch decreasing hue, hwb(200 12.3% 45.6%), lab(52.2 40.1 59.9 / 0.3), lch(30 70 300))",
        "conic-gradient(from 1grad at 33.33333333333333% 2mm, hsl(123.456 77.7% 33.3% / 0.123456789), 1.1turn, oklab(0.5 0.1 -0.1) 2rad)",
        "radial-gradient(closest-corner at left 1q top 1pc, rgba(10.5, 20.25, 30.125, 0.1), color(srgb-linear 0.5 0.2 0.1))",
        "repeating-radial-gradient(1cm 1in, hsl(1 1% 1%) 1pt, hsl(359.9 99.9% 99.9%) 3pc)",
        "linear-gradient(oklch(62.8% 0.2577 389.23deg / 33.3%), lab(none 12.5% -7 / none), lch(33.3 -1 1.28rad), rgb(none 12.34 5% / 0.1))",
        "linear-gradient(in oklab, #abc, color(srgb-linear 0.1 none 0.3), oklab(0.123456789 none 0.2%), hsla(200, 30%, 40%, 0.3))",
        "conic-gradient(light-dark(rgb(1 2 3 / 50%), red), Highlight, color-mix(in oklch longer hue, red 30%, oklch(0.7 0.1 none)), ThreeDFace)",
    ])
    func exactRoundTrip(_ css: String) throws {
        let g = try CSSGradient(parsing: css)
        let back = try CSSGradient(parsing: g.css)
        #expect(back == g, "\(g.css)")
        // `==` does not compare written forms: the text itself is a fixed point.
        #expect(back.css == g.css)
    }

    /// Tiny, huge and inexact numbers in every place a number goes read back exactly.
    @Test(arguments: [
        1e-7, -1e-7, 1e12, -1e12, 1e300, -1e300, 0.1 + 0.2, 2.5 * 180 / Double.pi, Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude, 1.0 / 3,
    ])
    func extremeNumbersRoundTrip(_ x: Double) throws {
        let r = abs(x)
        let texts = [
            "linear-gradient(\(x)deg, red, blue)", "conic-gradient(from \(x)deg, red, blue)",
            "linear-gradient(red \(x)px, blue \(x)% \(x)px)", "linear-gradient(red, \(x)%, blue)",
            "conic-gradient(red \(x)deg, \(x)deg, blue \(x)%)", "radial-gradient(circle \(r)px at \(x)px \(x)%, red, blue)",
            "radial-gradient(\(r)px \(r)% at right \(x)px bottom \(x)%, red, blue)",
            "linear-gradient(rgb(0 0 0 / \(r)), color(srgb \(x) \(r) 0 / \(r)), oklab(0.5 \(x) 0))",
        ]
        for text in texts {
            let g = try CSSGradient(parsing: text)
            let back = try CSSGradient(parsing: g.css)
            #expect(back == g, "\(text) → \(g.css)")
            #expect(back.css == g.css, "\(text) → \(g.css)")
        }
    }

    /// Every `rgb()` channel value reads back exactly and stays legacy: 20,000 seeded random
    /// values in `0…1`, and values whose significand ends in binary `10000000`, which no
    /// number `n / 255` reaches when the significand is 256/255 or more.
    @Test func legacyChannelsRoundTrip() throws {
        var rng = SplitMix64(seed: 6)
        var values = (0..<20_000).map { _ in rng.unit() }
        for v in [0.7, 0.5, 0.99, 0.3, 0.0042, 1e-300] {
            values.append(Double(bitPattern: v.bitPattern & ~0xFF | 0x80))
        }
        var percentages = 0
        for v in values {
            let color = CSSColor(RGBA(red: v, green: 1 - v, blue: v / 3, alpha: v), isLegacy: true)
            let text = CSSWriter.color(color)
            #expect(try CSSColor(parsing: text) == color, "\(color.rgba) → \(text)")
            if text.contains("%") { percentages += 1 }
        }
        #expect(percentages > 0)  // the values that need a percentage were among them
    }

    /// Colours of any other syntax, in or out of gamut, read back exactly (and not as legacy).
    @Test func otherColorsRoundTrip() throws {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<5_000 {
            let rgba = RGBA(red: rng.unit() * 3 - 1, green: rng.unit(), blue: rng.unit() * 1e-6, alpha: rng.unit())
            let color = CSSColor(rgba, isLegacy: false)
            let text = CSSWriter.color(color)
            #expect(try CSSColor(parsing: text) == color, "\(rgba) → \(text)")
        }
    }

    /// A colour whose conversion overflows (∞ − ∞ in OKLab or Lab) is read as 0 in that
    /// component, the value a ramp draws, so the gradient equals itself and prints exactly.
    @Test(arguments: ["oklch(0.7 1e300 200)", "lab(50 1e300 1e300)", "oklab(0.5 1e200 -1e200)", "color(srgb-linear 1e308 0 0)"])
    func overflowingColorsAreFinite(_ text: String) throws {
        let color = try CSSColor(parsing: text)
        #expect(color.rgba.isFinite, "\(color.rgba)")
        let g = try CSSGradient(parsing: "linear-gradient(\(text), red)")
        #expect(g == g)
        #expect(try CSSGradient(parsing: g.css) == g)
    }

    /// Every seed of the CSS fuzz target that parses reads back exactly from its written form.
    @Test func fuzzCorpusRoundTrips() throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Fuzz/corpus/css").standardized
        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
        var parsed = 0
        for file in files {
            guard let text = String(data: try Data(contentsOf: file), encoding: .utf8),
                let g = try? CSSGradient(parsing: text)
            else { continue }
            parsed += 1
            #expect(try CSSGradient(parsing: g.css) == g, "\(file.lastPathComponent): \(g.css)")
        }
        #expect(parsed >= 100, "only \(parsed) of \(files.count) seeds parse")
    }

}
