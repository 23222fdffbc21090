import Foundation
import GradientTestSupport
import Testing

@testable import GradientCSS
@testable import GradientCore
@testable import GradientEncode
@testable import GradientRaster

/// The cases of `Fixtures/css/dark/cases.txt` (system colours and `light-dark()` on a dark
/// page), parsed with `colorScheme: .dark`, against what headless Chromium drew with
/// `color-scheme: dark` (`Scripts/css-references.py --cases … --color-scheme dark`). Tolerances
/// and their reasons are those of ``CSSConformanceTests``.
@Suite("CSS conformance on a dark page")
struct CSSColorSchemeConformanceTests {
    static let directory = CSSConformanceTests.directory.appendingPathComponent("dark")

    static let cases = CSSConformanceTests.readCases(in: directory)

    @Test func thereAreDarkCases() {
        #expect(Self.cases.count >= 5)
    }

    @Test(arguments: cases)
    func matchesChromium(_ c: CSSConformanceTests.Case) throws {
        let reference = try PNGReader.decode(Array(try Data(contentsOf: Self.directory.appendingPathComponent(c.name + ".png"))))
        try #require(reference.width == c.width && reference.height == c.height)
        let gradient = try CSSGradient(parsing: c.css, options: CSSParsingOptions(colorScheme: .dark))
        let actual = try Rasterizer.render(
            gradient.paint(width: c.width, height: c.height), width: c.width, height: c.height,
            options: .init(dither: false, threads: 1))
        try CSSConformanceTests.expectMatch(
            actual, reference, c, maxMean: CSSConformanceTests.maxMeanDifference,
            minWithin2: CSSConformanceTests.minFractionWithin2, suite: "css-conformance-dark")
    }

    /// What is written from a dark page reads back, with no options, to the same gradient:
    /// system colours and `light-dark()` are written as what they resolved to.
    @Test(arguments: cases)
    func roundTripsWithoutOptions(_ c: CSSConformanceTests.Case) throws {
        let g = try CSSGradient(parsing: c.css, options: CSSParsingOptions(colorScheme: .dark))
        #expect(try CSSGradient(parsing: g.css) == g, "\(c.name): \(g.css)")
    }

    /// The same text on a light and a dark page: Canvas is white and #121212 (Chromium 156).
    @Test func schemeChangesSystemColors() throws {
        let light = try CSSColor(parsing: "Canvas").rgba
        let dark = try CSSColor(parsing: "canvas", options: CSSParsingOptions(colorScheme: .dark)).rgba
        #expect(light == RGBA(rgb: 0xFFFFFF))
        #expect(dark == RGBA(rgb: 0x121212))
    }
}
