import GradientCSS
import GradientCore
import GradientEncode
import GradientTestSupport
import Testing

/// What the CSS reader takes, the writer writes back so that it reads back equal: relative
/// units and math, mixed colours, every interpolation space, and random mutations of valid
/// gradients.
@Suite struct CSSWriterRoundTripTests {
    /// Relative units and math functions are written back as written and read back equal.
    @Test(arguments: [
        "linear-gradient(red 2em, blue calc(100% - 10vw))",
        "radial-gradient(circle 10vmin at calc(50% + 2em) 10vh, red, min(30%, 8vh), blue)",
        "radial-gradient(ellipse calc(50% - 1ex) max(2ch, 10%) at right 1em bottom calc(1lh * 2), red, blue)",
        "conic-gradient(red calc(10% + 9deg), blue clamp(0deg, 50%, 0.5turn))",
        "linear-gradient(red calc((1px + 2vw) * 3 / 2 - pi * 1px), blue)",
    ])
    func relativeUnitsAndMathRoundTrip(_ css: String) throws {
        let g = try CSSGradient(parsing: css)
        #expect(g.css == css)
        #expect(try CSSGradient(parsing: g.css) == g)
    }

    /// A mix writes as its sRGB value and reads back to exactly the same colour.
    @Test func colorMixRoundTrips() throws {
        let g = try CSSGradient(parsing: "linear-gradient(color-mix(in oklch longer hue, red 30%, oklch(0.7 0.1 none)), color-mix(in lab, Canvas, blue))")
        #expect(try CSSGradient(parsing: g.css) == g, "\(g.css)")
        #expect(g.css.hasPrefix("linear-gradient(color(srgb "))
    }

    /// The written form names every space (`in hsl longer hue`) and parses back to it.
    @Test func writtenInterpolationsReadBack() throws {
        for mode in Interpolation.allCases where mode != .srgb && mode != .coreAnimation {
            let css = try CSSGradient(parsing: "linear-gradient(red, blue)")
            var g = css
            g.interpolation = mode
            #expect(try CSSGradient(parsing: g.css).interpolation == mode, "\(g.css)")
        }
        var g = try CSSGradient(parsing: "linear-gradient(red, blue)")
        g.interpolation = .hsl(.longer)
        #expect(g.css.contains("in hsl longer hue"))
    }

    /// Seeded random mutations of valid gradients parse or throw, never crash. One that parses
    /// reads back exactly from its written form and paints finite colours; one that throws
    /// says where, with a column inside the text (or just past its end).
    @Test func mutationsNeverCrash() throws {
        var rng = SplitMix64(seed: 42)
        let seeds = [
            "repeating-radial-gradient(circle 20px at right 10px bottom 5%, rgb(1 2 3 / 50%) 10px 20px, 30%, hsl(120deg 50% 50%))",
            "conic-gradient(from 0.25turn at 30% 40% in oklch longer hue, red 0deg, 10%, #abcd 90deg, oklab(0.5 0.1 -0.1))",
        ]
        let alphabet = Array("()%,/#.-+e0123456789 abcdefghijklmnopqrstuvwxyz")
        var parsed = 0
        var thrown = 0
        for _ in 0..<3000 {
            var chars = Array(seeds[Int(rng.next() % 2)])
            for _ in 0..<(1 + rng.next() % 4) {
                let i = Int(rng.next() % UInt64(chars.count))
                switch rng.next() % 3 {
                case 0: chars.remove(at: i)
                case 1: chars.insert(alphabet[Int(rng.next() % UInt64(alphabet.count))], at: i)
                default: chars[i] = alphabet[Int(rng.next() % UInt64(alphabet.count))]
                }
            }
            let text = String(chars)
            do {
                let g = try CSSGradient(parsing: text)
                #expect(try CSSGradient(parsing: g.css) == g, "\(text) → \(g.css)")
                let paint = g.paint(width: 8, height: 8)
                for y in 0..<8 {
                    for x in 0..<8 where !paint.color(x: Double(x) + 0.5, y: Double(y) + 0.5).isFinite {
                        Issue.record("\(text): colour at (\(x), \(y)) is not finite")
                    }
                }
                parsed += 1
            } catch let error as GradientError {
                let message = error.message
                let columns = message.matches(of: /at column (\d+)/).compactMap { Int($0.output.1) }
                #expect(columns.count == 1, "\(text): \(message)")
                #expect(columns.allSatisfy { 1 <= $0 && $0 <= text.unicodeScalars.count + 1 }, "\(text): \(message)")
                if message.hasPrefix("expected ") {
                    #expect(message.wholeMatch(of: /expected .+ at column \d+, found .+\./) != nil, "\(text): \(message)")
                }
                thrown += 1
            }
        }
        // Both kinds are common enough to be tested.
        #expect(parsed > 100 && thrown > 100, "\(parsed) parsed, \(thrown) thrown")
    }
}
