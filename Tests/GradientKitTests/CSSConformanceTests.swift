import Foundation
import Testing

@testable import GradientCSS
@testable import GradientCore
@testable import GradientEncode
@testable import GradientRaster
@testable import GradientViewModel

/// The engine's render of each case in `Fixtures/css/cases.txt` against the reference PNG that
/// headless Chromium drew (`Scripts/css-references.py` refreshes them).
///
/// Tolerances, the same for every case: mean absolute channel difference ≤ 0.6 levels and at
/// least 99.9% of pixels with every channel within 2 levels. Why: Chromium adds an ordered
/// dither of ±1 level in a fixed 8×8 pattern and evaluates colours in single precision; the
/// engine's render is compared undithered (exactly rounded), so a correct render differs by
/// at most about 1 level per channel on most pixels and by a little more only where the
/// browser's float evaluation and ours round a hard edge or a steep ramp differently.
/// Channels are compared premultiplied by alpha, so the colour of a transparent pixel does
/// not count. On failure `<case>.actual.png` and `<case>.diff.png` are written next to the
/// reference (those names are ignored by git).
@Suite("CSS conformance against Chromium")
struct CSSConformanceTests {
    static let maxMeanDifference = 0.6
    static let minFractionWithin2 = 0.999

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/css")

    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var width: Int
        var height: Int
        var css: String
        var description: String { name }
    }

    static let cases: [Case] = {
        guard let text = try? String(contentsOf: directory.appendingPathComponent("cases.txt"), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            let line = line.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, !line.hasPrefix("#") else { return nil }
            let parts = line.split(separator: "|", maxSplits: 2).map { $0.trimmingCharacters(in: .whitespaces) }
            let size = parts[1].split(separator: "x").compactMap { Int($0) }
            return Case(name: parts[0], width: size[0], height: size[1], css: parts[2])
        }
    }()

    @Test func thereAreAtLeastFortyCases() {
        #expect(Self.cases.count >= 40)
    }

    @Test(arguments: cases)
    func matchesChromium(_ c: Case) throws {
        let referenceURL = Self.directory.appendingPathComponent(c.name + ".png")
        let reference = try PNG.decode(Array(try Data(contentsOf: referenceURL)))
        try #require(reference.width == c.width && reference.height == c.height)
        let gradient = try CSSGradient(parsing: c.css)
        let actual = try Rasterizer.render(
            gradient.paint(width: c.width, height: c.height), width: c.width, height: c.height,
            options: .init(dither: false, threads: 1))
        let (mean, within2, diff) = Self.compare(actual, reference)
        print("CSS conformance \(c.name): mean \(String(format: "%.3f", mean)), within 2: \(String(format: "%.3f", within2 * 100))%")
        let passed = mean <= Self.maxMeanDifference && within2 >= Self.minFractionWithin2
        if !passed {
            try Data(PNG.encode(actual)).write(to: Self.directory.appendingPathComponent(c.name + ".actual.png"))
            try Data(PNG.encode(diff)).write(to: Self.directory.appendingPathComponent(c.name + ".diff.png"))
        }
        #expect(mean <= Self.maxMeanDifference, "\(c.name): mean difference \(mean) levels")
        #expect(within2 >= Self.minFractionWithin2, "\(c.name): \(within2 * 100)% of pixels within 2 levels")
    }

    /// Mean absolute difference of premultiplied channels, the fraction of pixels whose every
    /// channel is within 2 levels, and a difference image (each channel's difference × 32, opaque).
    static func compare(_ a: Bitmap, _ b: Bitmap) -> (Double, Double, Bitmap) {
        var total = 0.0
        var within = 0
        var diff = Bitmap(width: a.width, height: a.height)
        for i in stride(from: 0, to: a.pixels.count, by: 4) {
            func premultiplied(_ p: [UInt8], _ k: Int) -> Double {
                k == 3 ? Double(p[i + 3]) : Double(p[i + k]) * Double(p[i + 3]) / 255
            }
            var worst = 0.0
            for k in 0..<4 {
                let d = abs(premultiplied(a.pixels, k) - premultiplied(b.pixels, k))
                total += d
                worst = max(worst, d)
                if k < 3 { diff.pixels[i + k] = UInt8(min(255, d * 32)) }
            }
            diff.pixels[i + 3] = 255
            // Premultiplying leaves fractions: a pixel is within 2 levels when it rounds so.
            if worst <= 2.5 { within += 1 }
        }
        let pixels = max(a.width * a.height, 1)
        return (total / Double(pixels * 4), Double(within) / Double(pixels), diff)
    }
}
