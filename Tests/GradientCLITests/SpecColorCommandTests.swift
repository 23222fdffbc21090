import Foundation
import GradientKit
import GradientTestSupport
import Testing

/// JSON colours given in CSS syntax through the built binary: drawn as the same CSS draws
/// them, read with `--color-scheme`, written back in the canonical form.
@Suite struct SpecColorCommandTests {
    func run(_ arguments: [String]) throws -> CLIRun {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        return try CLIRunner.run(["render"] + arguments, in: dir)
    }

    /// Colours outside sRGB are mixed out of range and clamped per pixel in both inputs: the
    /// PNGs are the same bytes (`srgb-premultiplied` is how CSS's `in srgb` mixes alpha).
    @Test func aSpecDrawsAsTheSameCSS() throws {
        let colors = ["oklch(70% 0.3 30)", "color(display-p3 0 1 0)", "hsl(200 80% 40% / 0.5)"]
        let spec =
            #"{"colors": ["# + colors.map { "\"\($0)\"" }.joined(separator: ", ")
            + #"], "startPoint": [0, 0.5], "endPoint": [1, 0.5], "interpolation": "srgb-premultiplied"}"#
        let css = "linear-gradient(to right in srgb, " + colors.joined(separator: ", ") + ")"
        let flags = ["--size", "64x2", "--no-dither", "--format", "png", "-o", "-"]
        let fromSpec = try run([spec] + flags)
        let fromCSS = try run([css] + flags)
        #expect(fromSpec.status == 0 && fromCSS.status == 0, "\(fromSpec.stderr) \(fromCSS.stderr)")
        #expect(!fromSpec.stdout.isEmpty && fromSpec.stdout == fromCSS.stdout)
    }

    @Test func colorSchemeAndTypeNames() throws {
        let spec = #"{"type": "linear", "colors": ["Canvas", "light-dark(red, blue)"]}"#
        let r = try run([spec, "--color-scheme", "dark", "--format", "json", "-o", "-"])
        #expect(r.status == 0, "\(r.stderr)")
        // Canvas on a dark page is #121212 in Chromium 156.
        #expect(r.stdoutText.contains(##""#121212","##) && r.stdoutText.contains(##""#0000ff""##))
        #expect(r.stdoutText.contains(#""type" : "axial""#))
    }

    @Test func aBadColourExits64NamingIt() throws {
        let r = try run([#"{"colors": ["red", "rgb(1 2)"]}"#, "-o", "x.png"])
        #expect(r.status == 64)
        #expect(
            r.stderr == "gradient: The JSON spec is invalid at colors[1]: 'rgb(1 2)' is not a colour: expected a number or percentage at column 8, found ')'.\n"
        )
    }
}
