import Foundation
import GradientKit
import GradientTestSupport
import Testing

/// Whatever `gradient` writes, it reads back, and no output is more than a few MB for input
/// within the limits.
@Suite struct OutputBoundsTests {
    /// A seeded generator for reproducible inputs.
    struct Seeded {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 16
        }
        mutating func unit() -> Double { Double(next() % 1_000_000) / 1_000_000 }
    }

    /// 2048 random colours, each followed by a colour hint just after it, mixed `in oklch
    /// longer hue`: about 50 KB of CSS, within the limits, that once became 225 MB of Swift
    /// code and 32 MB of SVG.
    static var hintedOKLCH: String {
        var random = Seeded(state: 13)
        var parts: [String] = []
        for i in 0..<2048 {
            let hex = String(random.next() % 0x100_0000, radix: 16)
            let at = Double(i) * 100 / 2047
            parts.append("#" + String(repeating: "0", count: 6 - hex.count) + hex + " \(String(format: "%.2f", at))%")
            if i < 2047 { parts.append(String(format: "%.3f%%", at + 0.001)) }
        }
        return "linear-gradient(in oklch longer hue, " + parts.joined(separator: ", ") + ")"
    }

    @Test(arguments: ["svg", "swift", "css", "json"]) func outputStaysUnderFiveMB(_ format: String) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let css = Self.hintedOKLCH
        #expect(css.utf8.count > 40_000)
        let run = try CLIRunner.run(["render", "-", "-o", "out.\(format)"], in: dir, stdin: Data(css.utf8))
        #expect(run.status == 0, "\(run.stderr)")
        let size = try Data(contentsOf: dir.appendingPathComponent("out.\(format)")).count
        #expect(size > 0 && size < 5_000_000, "\(format): \(size) bytes")
    }

    /// JSON specs at the colour limit, written as CSS and as JSON, read back: 3000 hex colours
    /// (once 82 KB of CSS over a 64 Ki limit), 4096 translucent colours in their longest form.
    @Test(arguments: [3000, 4096]) func whatIsWrittenReadsBack(_ count: Int) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var random = Seeded(state: UInt64(count))
        let colors = (0..<count).map { _ in
            count == 3000
                ? "\"#" + String(format: "%06x", Int(random.next() % 0x100_0000)) + "\""
                : "[\(random.unit()), \(random.unit()), \(random.unit()), \(random.unit())]"
        }
        try Data(("{\"colors\": [" + colors.joined(separator: ", ") + "]}").utf8).write(to: dir.appendingPathComponent("spec.json"))
        for (from, to) in [("spec.json", "a.css"), ("a.css", "b.css"), ("a.css", "c.json"), ("c.json", "d.png"), ("spec.json", "e.json"), ("e.json", "f.png")] {
            let run = try CLIRunner.run(["render", from, "--size", "64x16", "-o", to], in: dir)
            #expect(run.status == 0, "\(from) → \(to): \(run.stderr)")
        }
        // CSS written from CSS is the same text.
        #expect(try Data(contentsOf: dir.appendingPathComponent("a.css")) == Data(contentsOf: dir.appendingPathComponent("b.css")))
    }
}
