import Foundation
import GradientKit
import GradientTestSupport
import Testing

/// `gradient render --color-scheme` and `--current-color`, and the JSON CSS spec's
/// `colorScheme` and `currentColor`, end to end. Expected colours are Chromium 156's
/// (`Canvas` is #ffffff on a light page, #121212 on a dark one).
@Suite struct ColorOptionsCommandTests {
    func css(_ arguments: [String]) throws -> CLIRun {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        return try CLIRunner.run(["render"] + arguments + ["--format", "css", "-o", "-"], in: dir)
    }

    @Test func colorSchemeFlag() throws {
        let light = try css(["linear-gradient(Canvas, light-dark(red, blue))"])
        #expect(light.status == 0, "\(light.stderr)")
        #expect(light.stdoutText == "linear-gradient(rgb(255, 255, 255), red)\n")
        let dark = try css(["linear-gradient(Canvas, light-dark(red, blue))", "--color-scheme", "dark"])
        #expect(dark.stdoutText == "linear-gradient(rgb(18, 18, 18), blue)\n")
        let equals = try css(["linear-gradient(Canvas, red)", "--color-scheme=DARK"])
        #expect(equals.stdoutText == "linear-gradient(rgb(18, 18, 18), red)\n")
    }

    @Test func currentColorFlag() throws {
        let r = try css(["linear-gradient(currentcolor, red)", "--current-color", "#369"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdoutText == "linear-gradient(rgb(51, 102, 153), red)\n")
        // The colour is read with the scheme given, wherever the flags stand.
        let scheme = try css(["--current-color", "light-dark(white, #000)", "linear-gradient(currentcolor, red)", "--color-scheme", "dark"])
        #expect(scheme.stdoutText == "linear-gradient(rgb(0, 0, 0), red)\n")
    }

    @Test func jsonFieldsWinOverFlags() throws {
        let spec = #"{"css": "linear-gradient(Canvas, currentcolor)", "colorScheme": "dark", "currentColor": "rgb(1 2 3)"}"#
        let r = try css([spec, "--color-scheme", "light", "--current-color", "red"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdoutText == "linear-gradient(rgb(18, 18, 18), rgb(1, 2, 3))\n")
    }

    @Test(arguments: [
        (["red", "--color-scheme", "dim"], "gradient: --color-scheme 'dim' is not a colour scheme: use light or dark.\n"),
        (
            ["red", "--current-color", "bleu"],
            "gradient: --current-color 'bleu' is not a colour (did you mean 'blue'?): use a hex colour such as '#ff8800', a CSS colour name, a colour function such as 'oklch(70% 0.15 200)' or 'transparent'.\n"
        ),
        (
            ["linear-gradient(currentcolor, red)"],
            "gradient: 'currentcolor' at column 17 has no value outside a web page: give the colour itself, or one for it (--current-color, \"currentColor\").\n"
        ),
        (
            [#"{"css": "linear-gradient(red, blue)", "colorScheme": "dim"}"#],
            "gradient: The JSON spec is invalid at colorScheme: expected \"light\" or \"dark\".\n"
        ),
        (
            [#"{"css": "linear-gradient(red, blue)", "currentColor": 3}"#],
            "gradient: The JSON spec is invalid at currentColor: expected a string of CSS colour text such as \"#336699\".\n"
        ),
        (
            [#"{"css": "linear-gradient(red, blue)", "currentColor": "bleu"}"#],
            "gradient: The JSON spec is invalid at currentColor: 'bleu' is not a colour (did you mean 'blue'?): use a hex colour such as '#ff8800', a CSS colour name, a colour function such as 'oklch(70% 0.15 200)' or 'transparent'.\n"
        ),
    ])
    func badValuesExit64(_ arguments: [String], _ message: String) throws {
        let r = try css(arguments)
        #expect(r.status == 64)
        #expect(r.stderr == message)
    }
}
