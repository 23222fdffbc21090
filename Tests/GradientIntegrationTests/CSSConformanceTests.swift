import Foundation
import GradientTestSupport
import Testing

@testable import GradientCSS
@testable import GradientCore
@testable import GradientEncode
@testable import GradientRaster
@testable import GradientViewModel

/// The engine's render of each case in `Fixtures/css/cases.txt` against the reference PNG that
/// headless Chromium drew (`Scripts/css-references.py` refreshes them).
///
/// Tolerances, the same for every single gradient (lists of layers: `listTolerances`): mean
/// absolute channel difference ≤ 0.6 levels and at least 99.9% of pixels with every channel
/// within 2 levels. Why: Chromium adds an ordered
/// dither of ±1 level in a fixed 8×8 pattern and evaluates colours in single precision; the
/// engine's render is compared undithered (exactly rounded), so a correct render differs by
/// at most about 1 level per channel on most pixels and by a little more only where the
/// browser's float evaluation and ours round a hard edge or a steep ramp differently.
/// Channels are compared premultiplied by alpha, so the colour of a transparent pixel does
/// not count. On failure `<case>.actual.png` and `<case>.diff.png` are written to a temporary
/// folder (``FailureArtefacts``) whose path the failure message gives.
@Suite("CSS conformance against Chromium")
struct CSSConformanceTests {
    static let maxMeanDifference = 0.6
    static let minFractionWithin2 = 0.999
    /// For a `background-image` list (cases named `layers-…`): mean ≤ 1.0 level, ≥ 99% of
    /// pixels within 2 (issue #15's target). Chromium dithers every layer with the same 8×8
    /// pattern into its 8-bit premultiplied surface, so the offsets of stacked layers add up
    /// at each pixel rather than averaging out; no undithered render can follow that (the
    /// eight-layer `layers-instagram` case: 97.6% within 2 undithered), so lists are rendered
    /// dithered, as Chromium draws them (there 99.7%, mean 0.28).
    static let listTolerances = (maxMean: 1.0, minWithin2: 0.99)
    /// Premultiplying leaves fractions: a pixel is within 2 levels when it rounds so.
    static let withinCutoff = 2.5

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/css")

    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var width: Int
        var height: Int
        var css: String
        var description: String { name }
        /// Whether the CSS is a `background-image` list of two or more gradients.
        var isList: Bool {
            if case .stack = try? GradientDefinition(parsing: css) { return true }
            return false
        }
    }

    /// The cases of one gradient each (which other suites read too), then the lists of layers.
    static let cases = allCases.filter { !$0.isList }
    static let listCases = allCases.filter(\.isList)

    static let allCases = readCases(in: directory)

    /// The cases of `directory/cases.txt` (`name | WxH | css` a line, `#` comments); none if
    /// the file is missing (the tests counting cases then fail).
    static func readCases(in directory: URL) -> [Case] {
        guard let text = try? String(contentsOf: directory.appendingPathComponent("cases.txt"), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            let line = line.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, !line.hasPrefix("#") else { return nil }
            let parts = line.split(separator: "|", maxSplits: 2).map { $0.trimmingCharacters(in: .whitespaces) }
            let size = parts[1].split(separator: "x").compactMap { Int($0) }
            return Case(name: parts[0], width: size[0], height: size[1], css: parts[2])
        }
    }

    @Test func thereAreAtLeastFortyCases() {
        #expect(Self.cases.count >= 40)
        #expect(Self.listCases.count >= 8)
    }

    @Test(arguments: allCases)
    func matchesChromium(_ c: Case) throws {
        let referenceURL = Self.directory.appendingPathComponent(c.name + ".png")
        let reference = try PNGReader.decode(Array(try Data(contentsOf: referenceURL)))
        try #require(reference.width == c.width && reference.height == c.height)
        // One gradient, or a background-image list of them: see `listTolerances`.
        let gradient = try GradientDefinition(parsing: c.css)
        let isList = c.isList
        let actual = try gradient.render(width: c.width, height: c.height, options: .init(dither: isList, threads: 1))
        let (maxMean, minWithin2) = isList ? Self.listTolerances : (Self.maxMeanDifference, Self.minFractionWithin2)
        try Self.expectMatch(actual, reference, c, maxMean: maxMean, minWithin2: minWithin2, suite: "css-conformance")
    }

    /// Expects `actual` within `maxMean` levels on average and `minWithin2` of its pixels within
    /// 2 levels of `reference`, printing both numbers; on a miss the render and the difference
    /// image are saved (``FailureArtefacts``, under `suite`) and named in the failure.
    static func expectMatch(
        _ actual: Bitmap, _ reference: Bitmap, _ c: Case, maxMean: Double, minWithin2: Double, suite: String
    ) throws {
        let difference = BitmapDifference(actual, reference, cutoff: withinCutoff)
        let (mean, within2) = (difference.mean, difference.fractionWithin)
        print("\(suite) \(c.name): mean \(String(format: "%.3f", mean)), within 2: \(String(format: "%.3f", within2 * 100))%")
        var saved = ""
        if mean > maxMean || within2 < minWithin2 {
            let actualPath = try FailureArtefacts.write(Data(PNG.encode(actual)), named: c.name + ".actual.png", suite: suite)
            let diffPath = try FailureArtefacts.write(Data(PNG.encode(difference.image)), named: c.name + ".diff.png", suite: suite)
            saved = " (render: \(actualPath), difference: \(diffPath))"
        }
        #expect(mean <= maxMean, "\(c.name): mean difference \(mean) levels\(saved)")
        #expect(within2 >= minWithin2, "\(c.name): \(within2 * 100)% of pixels within 2 levels\(saved)")
    }

    /// Every conformance case parses back from its written form to exactly the same gradient.
    @Test(arguments: cases)
    func writtenFormReadsBackEqual(_ c: Case) throws {
        let g = try CSSGradient(parsing: c.css)
        let back = try CSSGradient(parsing: g.css)
        #expect(back == g, "\(c.name): \(g.css)")
        #expect(back.css == g.css, "\(c.name): \(g.css)")
    }
}
