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

    static let cases: [CSSConformanceTests.Case] = {
        guard let text = try? String(contentsOf: directory.appendingPathComponent("cases.txt"), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            let line = line.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, !line.hasPrefix("#") else { return nil }
            let parts = line.split(separator: "|", maxSplits: 2).map { $0.trimmingCharacters(in: .whitespaces) }
            let size = parts[1].split(separator: "x").compactMap { Int($0) }
            return CSSConformanceTests.Case(name: parts[0], width: size[0], height: size[1], css: parts[2])
        }
    }()

    @Test func thereAreDarkCases() {
        #expect(Self.cases.count >= 5)
    }

    @Test(arguments: cases)
    func matchesChromium(_ c: CSSConformanceTests.Case) throws {
        let reference = try PNG.decode(Array(try Data(contentsOf: Self.directory.appendingPathComponent(c.name + ".png"))))
        try #require(reference.width == c.width && reference.height == c.height)
        let gradient = try CSSGradient(parsing: c.css, options: CSSParsingOptions(colorScheme: .dark))
        let actual = try Rasterizer.render(
            gradient.paint(width: c.width, height: c.height), width: c.width, height: c.height,
            options: .init(dither: false, threads: 1))
        let difference = BitmapDifference(actual, reference, cutoff: CSSConformanceTests.withinCutoff)
        let (mean, within2) = (difference.mean, difference.fractionWithin)
        print("CSS dark conformance \(c.name): mean \(String(format: "%.3f", mean)), within 2: \(String(format: "%.3f", within2 * 100))%")
        var saved = ""
        if mean > CSSConformanceTests.maxMeanDifference || within2 < CSSConformanceTests.minFractionWithin2 {
            let actualPath = try FailureArtefacts.write(Data(PNG.encode(actual)), named: c.name + ".actual.png", suite: "css-conformance-dark")
            let diffPath = try FailureArtefacts.write(Data(PNG.encode(difference.image)), named: c.name + ".diff.png", suite: "css-conformance-dark")
            saved = " (render: \(actualPath), difference: \(diffPath))"
        }
        #expect(mean <= CSSConformanceTests.maxMeanDifference, "\(c.name): mean difference \(mean) levels\(saved)")
        #expect(within2 >= CSSConformanceTests.minFractionWithin2, "\(c.name): \(within2 * 100)% of pixels within 2 levels\(saved)")
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
