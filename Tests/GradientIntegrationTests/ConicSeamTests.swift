import Foundation
import GradientTestSupport
import Testing

@testable import GradientCSS
@testable import GradientCore
@testable import GradientEncode
@testable import GradientRaster

/// Conic gradients whose seams Chromium draws off the exact geometry, against the references
/// in `Fixtures/conic-seams/` (headless Chromium 156, `Scripts/css-references.py --cases …`).
///
/// Chromium's software sweep gradient takes a pixel's angle from a degree-7 polynomial in
/// single precision that is up to 2.65e-5 turn (0.00955°) off the true angle, most at the
/// 45° diagonals, and turns the gradient by `from − 90°` with a float rotation. So a pixel
/// whose centre lies on a hard edge or the start ray (a tie), or within 0.00955° of it, takes
/// either colour as those roundings fall; the engine draws the exact angle (ties take the
/// colour that starts there) and does not copy the approximation (Docs/conic-seams.md).
/// These cases miss the conformance suite's tolerance for that reason alone, which is what the
/// suite checks: every pixel more than 2 levels off Chromium lies within `band` of a stop's
/// direction or of the start ray, and the pixels outside the band meet the conformance mean.
@Suite("Conic seams against Chromium")
struct ConicSeamTests {
    /// Half-width of the band around each seam, in turns: 0.01°, just above the polynomial's
    /// largest error (0.00955°); the float rotation adds about 1e-7 rad.
    static let band = 0.01 / 360

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/conic-seams")

    static let cases = CSSConformanceTests.readCases(in: directory)

    @Test func thereAreCases() {
        #expect(Self.cases.count >= 10)
    }

    /// The distance in turns from position `t` to the nearest seam: a stop's location (for a
    /// repeating ramp, any of its repeats) or the start ray (`t` = 0, which is also 1).
    static func seamDistance(_ t: Double, _ ramp: ColorRamp) -> Double {
        var distance = min(t, 1 - t)
        guard let first = ramp.stops.first?.location, let last = ramp.stops.last?.location else { return distance }
        let period = last - first
        for stop in ramp.stops {
            if ramp.extend == .repeat && period > 0 {
                var d = (t - stop.location).truncatingRemainder(dividingBy: period)
                if d < 0 { d += period }
                distance = min(distance, d, period - d)
            } else {
                distance = min(distance, abs(t - stop.location))
            }
        }
        return distance
    }

    @Test(arguments: cases)
    func differencesLieOnSeams(_ c: CSSConformanceTests.Case) throws {
        let reference = try PNGReader.decode(Array(try Data(contentsOf: Self.directory.appendingPathComponent(c.name + ".png"))))
        try #require(reference.width == c.width && reference.height == c.height)
        let paint = try CSSGradient(parsing: c.css).paint(width: c.width, height: c.height)
        guard case .conic = paint.shading else {
            Issue.record("\(c.name) is not a conic gradient")
            return
        }
        let actual = try Rasterizer.render(paint, width: c.width, height: c.height, options: .init(dither: false, threads: 1))
        var offSeam: [String] = []
        var onSeam = 0
        var total = 0.0
        var counted = 0
        for y in 0..<c.height {
            for x in 0..<c.width {
                let a = actual[x, y]
                let b = reference[x, y]
                // Premultiplied levels, as the conformance suite compares them.
                var worst = 0.0
                var sum = 0.0
                for k in 0..<3 {
                    let pa: Double = Double(a[k]) * Double(a[3])
                    let pb: Double = Double(b[k]) * Double(b[3])
                    let d = abs(pa - pb) / 255
                    worst = max(worst, d)
                    sum += d
                }
                let alpha = abs(Double(a[3]) - Double(b[3]))
                worst = max(worst, alpha)
                let t = paint.shading.t(x: Double(x) + 0.5, y: Double(y) + 0.5)
                if Self.seamDistance(t, paint.ramp) <= Self.band {
                    if worst > CSSConformanceTests.withinCutoff { onSeam += 1 }
                    continue
                }
                total += sum + alpha
                counted += 1
                if worst > CSSConformanceTests.withinCutoff && offSeam.count < 5 {
                    offSeam.append("(\(x), \(y)) \(a) against \(b), t \(t)")
                }
            }
        }
        let mean = total / Double(max(counted, 1) * 4)
        print("Conic seam \(c.name): \(onSeam) pixels off on the seams, mean \(String(format: "%.3f", mean)) elsewhere")
        #expect(offSeam.isEmpty, "\(c.name): pixels off Chromium away from every seam: \(offSeam)")
        #expect(mean <= CSSConformanceTests.maxMeanDifference, "\(c.name): mean difference \(mean) levels away from the seams")
    }

    /// `seamDistance` counts stops, their repeats and the start ray; 0.02° off an edge is
    /// outside the band, 0.005° inside.
    @Test func seamDistanceMeasuresTurnsToTheNearestSeam() throws {
        let ramp = try CSSGradient(parsing: "repeating-conic-gradient(black 0 10deg, white 10deg 20deg)")
            .paint(width: 80, height: 80).ramp
        #expect(abs(Self.seamDistance(25.0 / 360, ramp) - 5.0 / 360) < 1e-12)  // 25° is 5° from 20° and 30°
        #expect(abs(Self.seamDistance(359.0 / 360, ramp) - 1.0 / 360) < 1e-12)  // 1° before the start ray
        #expect(Self.seamDistance(10.02 / 360, ramp) > Self.band)
        #expect(Self.seamDistance(10.005 / 360, ramp) <= Self.band)
    }
}
