import Foundation
import GradientTestSupport
import Testing

@testable import GradientCSS
@testable import GradientCore
@testable import GradientEncode
@testable import GradientRaster
@testable import GradientViewModel

@Suite struct CSSWriterTests {
    @Test(arguments: [
        ("linear-gradient(red, blue)", "linear-gradient(#ff0000, #0000ff)"),
        ("linear-gradient(0.25turn, red 10px, 30%, blue 20% 2in)", "linear-gradient(90deg, #ff0000 10px, 30%, #0000ff 20% 192px)"),
        ("linear-gradient(to top right in srgb-linear, red, blue)", "linear-gradient(to right top in srgb-linear, #ff0000, #0000ff)"),
        ("radial-gradient(circle closest-side at 30% 40%, red, blue)", "radial-gradient(circle closest-side at 30% 40%, #ff0000, #0000ff)"),
        ("radial-gradient(ellipse, red, blue)", "radial-gradient(#ff0000, #0000ff)"),
        ("repeating-radial-gradient(10px 20%, red, blue)", "repeating-radial-gradient(ellipse 10px 20%, #ff0000, #0000ff)"),
        ("conic-gradient(from 0.25turn at right 10px bottom 5px in oklch longer hue, red 10%, 20%, blue 1turn)",
         "conic-gradient(from 90deg at right 10px bottom 5px in oklch longer hue, #ff0000 10%, 20%, #0000ff 360deg)"),
        ("conic-gradient(in oklab, red, blue)", "conic-gradient(in oklab, #ff0000, #0000ff)"),
        // hsl(120 100% 25%) is (0, 127.5, 0): not an 8-bit value, still a legacy colour.
        ("linear-gradient(hsl(120 100% 25%), rgba(0, 0, 255, 0.5))", "linear-gradient(rgb(0 127.5 0), rgb(0 0 255 / 0.5))"),
        ("linear-gradient(color(srgb 1 0.5 0), transparent)", "linear-gradient(color(srgb 1 0.5 0), #00000000)"),
    ])
    func writes(_ input: String, _ output: String) throws {
        #expect(try CSSGradient(parsing: input).css == output)
    }

    /// Text already in the writer's form prints as itself: exact values keep their short forms.
    @Test(arguments: [
        "linear-gradient(45deg, #ff0066, #ffcc00 50%)",
        "linear-gradient(to right top in oklab, #ff006680 10px, 30%, #0000ff 20% 192px)",
        "radial-gradient(circle 12.5px at right 10px bottom 5px, #ffffff, #000000)",
        "conic-gradient(from 90deg at 30% 40% in oklch longer hue, #ff0000 10%, #0000ff 0.25deg)",
        "linear-gradient(rgb(0 127.5 0), rgb(0 0 255 / 0.5), color(srgb 1.5 -0.25 0 / 0.75))",
        "repeating-linear-gradient(-0.001deg, #000000 0, #ffffff 0.333333px)",
    ])
    func canonicalTextPrintsAsItself(_ css: String) throws {
        #expect(try CSSGradient(parsing: css).css == css)
    }

    /// Parsing the written text gives exactly the gradient that was written (`==`: every number
    /// and colour component to the last bit), for values six decimals cannot hold.
    @Test(arguments: [
        "linear-gradient(2.5rad, hsl(60deg 50% 60%), oklch(0.7 0.1 200))",
        "linear-gradient(0.1rad in oklch decreasing hue, hwb(200 12.3% 45.6%), lab(52.2 40.1 59.9 / 0.3), lch(30 70 300))",
        "conic-gradient(from 1grad at 33.33333333333333% 2mm, hsl(123.456 77.7% 33.3% / 0.123456789), 1.1turn, oklab(0.5 0.1 -0.1) 2rad)",
        "radial-gradient(closest-corner at left 1q top 1pc, rgba(10.5, 20.25, 30.125, 0.1), color(srgb-linear 0.5 0.2 0.1))",
        "repeating-radial-gradient(1cm 1in, hsl(1 1% 1%) 1pt, hsl(359.9 99.9% 99.9%) 3pc)",
    ])
    func exactRoundTrip(_ css: String) throws {
        let g = try CSSGradient(parsing: css)
        #expect(try CSSGradient(parsing: g.css) == g, "\(g.css)")
    }

    /// Tiny, huge and inexact numbers in every place a number goes read back exactly.
    @Test(arguments: [1e-7, -1e-7, 1e12, -1e12, 1e300, -1e300, 0.1 + 0.2, 2.5 * 180 / Double.pi, 5e-324, Double.greatestFiniteMagnitude, 1.0 / 3])
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
            #expect(try CSSGradient(parsing: g.css) == g, "\(text) → \(g.css)")
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
            #expect(try CSSGradient(parsing: g.css) == Self.droppingMissing(g), "\(file.lastPathComponent): \(g.css)")
        }
        #expect(parsed >= 100, "only \(parsed) of \(files.count) seeds parse")
    }

    /// Every conformance case parses back from its written form to exactly the same gradient.
    @Test(arguments: CSSConformanceTests.cases)
    func roundTrips(_ c: CSSConformanceTests.Case) throws {
        let g = try CSSGradient(parsing: c.css)
        #expect(try CSSGradient(parsing: g.css) == Self.droppingMissing(g), "\(c.name): \(g.css)")
    }

    /// `g` with no colour's components marked missing: the writer gives a `none` as the value
    /// it stands for (`0`), so the written form reads back without the marks (until
    /// `CSSWriter.color` writes `none` itself).
    static func droppingMissing(_ g: CSSGradient) -> CSSGradient {
        var g = g
        g.items = g.items.map { item in
            guard case .stop(let color, let p1, let p2) = item else { return item }
            return .stop(CSSColor(color.rgba, isLegacy: color.isLegacy), p1, p2)
        }
        return g
    }
}
