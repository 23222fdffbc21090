import Foundation
import GradientKit
import GradientTestSupport
import Testing

@testable import GradientCLI

/// How `gradient` behaves as a command among others: streams, option syntax, help topics,
/// suggestions, and `--scale` for CSS lengths (through the built binary).
@Suite struct CommandBehaviourTests {
    @Test func helpTopicsAndSuggestions() throws {
        let render = InProcessCommand.run(["help", "render"])
        #expect(render.status == 0 && render.stdoutText.hasPrefix("OVERVIEW: Render a gradient"))
        let unknown = InProcessCommand.run(["help", "rendr"])
        #expect(unknown.status == 64 && unknown.stdout.isEmpty)
        #expect(unknown.stderr == "gradient: 'rendr' is not a help topic (did you mean 'render'?): use render, help, completions or manpage.\n")
        let flag = InProcessCommand.run(["render", "--szie", "10x10"])
        #expect(flag.status == 64)
        #expect(flag.stderr == "gradient: '--szie' is not an option of 'gradient render' (did you mean '--size'?); see 'gradient help render'.\n")
        let subcommand = InProcessCommand.run(["rendre"])
        #expect(subcommand.status == 64)
        #expect(subcommand.stderr.hasPrefix("gradient: 'rendre' is not a subcommand (did you mean 'render'?): "))
        // Far from every name: no guess.
        #expect(
            InProcessCommand.run(["render", "--frobnicate"]).stderr
                == "gradient: '--frobnicate' is not an option of 'gradient render'; see 'gradient help render'.\n")
    }

    @Test func aFileRenderWritesItsNoteToStandardErrorAndQuietSilencesIt() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let noted = try CLIRunner.run(["render", "linear-gradient(red, blue)", "--size", "8x8", "-o", "a.png"], in: dir)
        #expect(noted.status == 0 && noted.stdout.isEmpty)
        #expect(noted.stderr == "Wrote a.png (8x8 px, CSS linear, 2 colours).\n")
        let quiet = try CLIRunner.run(["render", "linear-gradient(red, blue)", "--size", "8x8", "-q", "-o", "b.png"], in: dir)
        #expect(quiet.status == 0 && quiet.stdout.isEmpty && quiet.stderr.isEmpty)
        #expect(try CLIRunner.listing(dir) == ["a.png", "b.png"])
    }

    @Test func doubleDashEndsOptionsAndShortOptionTakesEquals() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A file whose name starts with '-', reachable only after '--'.
        try Data("linear-gradient(red, blue)".utf8).write(to: dir.appendingPathComponent("-g.css"))
        let run = try CLIRunner.run(["render", "--size=4x4", "-o=out.png", "--", "-g.css"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        let bitmap = try PNGReader.decode([UInt8](try Data(contentsOf: dir.appendingPathComponent("out.png"))))
        #expect(bitmap.width == 4 && bitmap.height == 4)
        // Without '--' the same name is an unknown option.
        #expect(try CLIRunner.run(["render", "-g.css"], in: dir).status == 64)
    }

    @Test func aReaderThatGoesAwayEndsTheCommandQuietly() throws {
        for arguments in [["render", "-o", "-"], ["--help"]] {
            let run = try CLIRunner.run(arguments, output: .closedPipe)
            #expect(run.status == 141, "\(arguments)")
            #expect(run.stderr.isEmpty, "\(arguments): \(run.stderr)")
        }
    }

    @Test func redirectingWithoutDashOIsRefused() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent("x.png")
        _ = FileManager.default.createFile(atPath: target.path, contents: nil)
        let run = try CLIRunner.run(["render"], in: dir, output: .file(target.path))
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("gradient: Standard output goes to '"))
        #expect(run.stderr.hasSuffix("x.png', but the image would go to 'gradient.png': pass '-o -' to write it to standard output, or '-o x.png'.\n"))
        #expect(try CLIRunner.listing(dir) == ["x.png"])
        #expect(try Data(contentsOf: target).isEmpty)
        // A log file is not an image: a render into gradient.png with its note is fine.
        let log = dir.appendingPathComponent("run.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        #expect(try CLIRunner.run(["render", "--size", "4x4"], in: dir, output: .file(log.path)).status == 0)
    }

    @Test func pipedInputWithoutDashIsExplained() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CLIRunner.run(["render", "-o", "g.png"], in: dir, stdin: Data("linear-gradient(red, blue)".utf8))
        #expect(run.status == 64)
        #expect(run.stderr == "gradient: Standard input holds data but no gradient was given: pass '-' to read the gradient from standard input.\n")
        #expect(try CLIRunner.listing(dir).isEmpty)
        let read = try CLIRunner.run(["render", "-", "--size", "4x4", "-o", "g.png"], in: dir, stdin: Data("linear-gradient(red, blue)".utf8))
        #expect(read.status == 0, "\(read.stderr)")
    }

    /// `--scale 2` draws the 1× picture at twice the pixels, as a browser at device scale 2:
    /// 20px stripes become 40 pixels.
    @Test func scaleScalesCSSLengths() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let css = "repeating-linear-gradient(90deg, navy 0 20px, gold 20px 40px)"
        for (scale, name) in [("1", "one.png"), ("2", "two.png")] {
            let run = try CLIRunner.run(["render", css, "--size", "200x20", "--scale", scale, "--no-dither", "-o", name], in: dir)
            #expect(run.status == 0, "\(run.stderr)")
        }
        let one = try PNGReader.decode([UInt8](try Data(contentsOf: dir.appendingPathComponent("one.png"))))
        let two = try PNGReader.decode([UInt8](try Data(contentsOf: dir.appendingPathComponent("two.png"))))
        #expect(two.width == 400 && two.height == 40)
        let navy = SIMD4<UInt8>(0, 0, 128, 255)
        let gold = SIMD4<UInt8>(255, 215, 0, 255)
        // Hard stripes: navy on 0..<20 px, gold on 20..<40 px, repeating.
        for x in [0, 19, 20, 39, 40, 199] { #expect(one[x, 10] == (x % 40 < 20 ? navy : gold), "1x column \(x)") }
        var mismatches = 0
        for y in 0..<40 { for x in 0..<400 where two[x, y] != one[x / 2, y / 2] { mismatches += 1 } }
        #expect(mismatches == 0)
    }
}

/// `--interpolation` reads a mode's name in any case, as `--format`, `--color-scheme` and the
/// view's `interpolationName` do (a JSON spec's names are exact).
@Suite struct InterpolationFlagTests {
    @Test(arguments: [
        ("OKLab", "oklab"), ("OKLCH-Longer", "oklch-longer"), ("Core-Animation", "core-animation"),
        ("SRGB-premultiplied", "srgb-premultiplied"), ("Premultiplied", "srgb-premultiplied"),
    ])
    func anyCaseIsRead(_ name: String, _ mode: String) throws {
        let spec = #"{"colors": ["red", "blue"]}"#
        let given = try CLIRunner.run(["render", spec, "--interpolation", name, "--format", "json", "-o", "-"])
        let lower = try CLIRunner.run(["render", spec, "--interpolation", name.lowercased(), "--format", "json", "-o", "-"])
        #expect(given.status == 0, "\(given.stderr)")
        #expect(given.stdout == lower.stdout && given.stdoutText.contains(#""interpolation" : "\#(mode)""#))
    }

    @Test func aMisspeltNameInAnyCaseIsNamedAsGiven() throws {
        let run = try CLIRunner.run(["render", "--interpolation", "OKLabb"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("gradient: --interpolation 'OKLabb' is not an interpolation (did you mean 'oklab'?); use one of srgb, "))
        let spec = try CLIRunner.run(["render", #"{"colors": ["red"], "interpolation": "OKLab"}"#])
        #expect(spec.status == 64)
        #expect(spec.stderr.hasPrefix("gradient: The JSON spec is invalid at interpolation: 'OKLab' is not an interpolation (did you mean 'oklab'?)"))
    }
}

/// Conversions that would change the picture fail in one sentence; CSS for a layer says
/// which box it was made for.
@Suite struct ConversionHonestyTests {
    @Test func cssCannotHoldCoreAnimationOrStraightAlphaMixing() throws {
        let ca = try CLIRunner.run(["render", "linear-gradient(red, blue)", "--interpolation", "core-animation", "--format", "css", "-o", "-"])
        #expect(ca.status == 1 && ca.stdout.isEmpty)
        #expect(ca.stderr.hasPrefix("gradient: CSS cannot hold the interpolation 'core-animation' of a CSS gradient"))
        let straight = try CLIRunner.run(["render", "linear-gradient(red, #00f8)", "--interpolation", "srgb", "--format", "json", "-o", "-"])
        #expect(straight.status == 1 && straight.stdout.isEmpty)
        #expect(straight.stderr.hasPrefix("gradient: JSON cannot hold the interpolation 'srgb' (straight alpha)"))
        // Opaque colours mix the same straight or premultiplied: nothing changes, nothing is refused.
        let opaque = try CLIRunner.run(["render", "linear-gradient(red, blue)", "--interpolation", "srgb", "--format", "css", "-o", "-"])
        #expect(opaque.status == 0 && opaque.stdoutText == "linear-gradient(in srgb, red, blue)\n")
        // PNG draws any mode.
        #expect(try CLIRunner.run(["render", "linear-gradient(red, blue)", "--interpolation", "core-animation", "--size", "4x4", "-o", "-"]).status == 0)
    }

    /// What CSS text cannot be written as, a JSON layer spec can: its CSS draws its picture
    /// within a level (opaque colours), two (straight alpha between translucent ones) or three
    /// (`core-animation` between translucent ones; its stops were placed for straight mixing,
    /// 4 levels off here, before they were placed for CSS's premultiplied mixing), as the README
    /// says. Premultiplied levels,
    /// undithered, so that only the conversion differs.
    @Test(arguments: [
        (##"{"colors": ["#f06", "#0c8", "#fc0"], "interpolation": "core-animation"}"##, 1.0),
        (##"{"type": "radial", "colors": ["#f00e", "#0000ff20", "#0f08"], "startPoint": [0.5, 0.5], "endPoint": [1, 1]}"##, 2.0),
        (
            ##"{"type": "conic", "colors": ["#f00c", "#00f1", "#ff0"], "startPoint": [0.5, 0.5], "endPoint": [1, 0.5], "interpolation": "core-animation"}"##,
            3.0
        ),
    ])
    func aLayerSpecConvertsToCSS(_ spec: String, _ tolerance: Double) throws {
        let size = ["--size", "120x80", "--no-dither"]
        let layer = try CLIRunner.run(["render", spec, "-o", "-"] + size)
        let css = try CLIRunner.run(["render", spec, "--format", "css", "-o", "-"] + size)
        #expect(layer.status == 0 && css.status == 0, "\(css.stderr)")
        let redrawn = try CLIRunner.run(["render", css.stdoutText, "-o", "-"] + size)
        #expect(redrawn.status == 0, "\(redrawn.stderr)")
        let difference = BitmapDifference(try PNGReader.decode([UInt8](layer.stdout)), try PNGReader.decode([UInt8](redrawn.stdout)), cutoff: tolerance)
        #expect(difference.worst <= tolerance, "worst \(difference.worst)")
    }

    @Test func cssAndSwiftForALayerNameTheirBox() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = #"{"colors": ["red", "blue"], "startPoint": [0, 0], "endPoint": [1, 1]}"#
        let css = try CLIRunner.run(["render", spec, "--size", "400x100", "-o", "g.css"], in: dir)
        #expect(css.status == 0 && css.stderr == "Wrote g.css (for a 400x100 box, axial, 2 colours).\n")
        let swift = try CLIRunner.run(["render", spec, "-o", "G.swift"], in: dir)
        #expect(swift.status == 0 && swift.stderr == "Wrote G.swift (for a 1200x630 box, axial, 2 colours).\n")
        // CSS text needs no box: it is written back as parsed.
        let back = try CLIRunner.run(["render", "linear-gradient(red, blue)", "-o", "h.css"], in: dir)
        #expect(back.status == 0 && back.stderr == "Wrote h.css (CSS linear, 2 colours).\n")
    }

    /// Swift from CSS the view's settings say holds for any size, and the note says so; CSS
    /// they cannot say is resampled for the box, which the note names. Each file declares an
    /// enum named after it, or after --name.
    @Test func swiftFromCSSNamesItsBoxAndItsEnum() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let kept = try CLIRunner.run(["render", "linear-gradient(45deg in oklab, #f06, #fc0)", "--size", "390x844", "-o", "HeroGradient.swift"], in: dir)
        #expect(kept.status == 0 && kept.stderr == "Wrote HeroGradient.swift (for any size, CSS linear, 2 colours).\n", "\(kept.stderr)")
        let code = try String(contentsOf: dir.appendingPathComponent("HeroGradient.swift"), encoding: .utf8)
        #expect(code.contains("\nenum HeroGradient {\n") && code.contains("for a 390x844 box from") && code.contains("It holds for any size"))
        let resampled = try CLIRunner.run(
            ["render", "radial-gradient(circle at 30% 40%, white, navy 70%)", "--size", "390x844", "--name", "Glow", "-o", "x.swift"], in: dir)
        #expect(resampled.status == 0 && resampled.stderr == "Wrote x.swift (for a 390x844 box, CSS radial, 2 colours).\n", "\(resampled.stderr)")
        let other = try String(contentsOf: dir.appendingPathComponent("x.swift"), encoding: .utf8)
        #expect(other.contains("\nenum Glow {\n") && other.contains("Exact for a 390x844 box alone"))
        let piped = try CLIRunner.run(["render", "linear-gradient(red, blue)", "--format", "swift", "-o", "-"])
        #expect(piped.status == 0 && piped.stdoutText.contains("\nenum GeneratedGradient {\n"))
    }

    /// A --name that is not a Swift identifier, or with an output that is not Swift, is
    /// refused in one sentence naming it, and nothing is written.
    @Test func badNamesAreRefused() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = try CLIRunner.run(["render", "linear-gradient(red, blue)", "--name", "hero-gradient", "-o", "a.swift"], in: dir)
        #expect(bad.status == 64)
        #expect(
            bad.stderr
                == "gradient: --name 'hero-gradient' is not a Swift identifier (letters, digits and underscores, not starting with a digit): give one such as HeroGradient.\n"
        )
        let keyword = try CLIRunner.run(["render", "linear-gradient(red, blue)", "--name", "class", "-o", "a.swift"], in: dir)
        #expect(keyword.status == 64 && keyword.stderr == "gradient: --name 'class' is a Swift keyword: give one such as HeroGradient.\n")
        let png = try CLIRunner.run(["render", "linear-gradient(red, blue)", "--name", "Hero", "-o", "a.png"], in: dir)
        #expect(png.status == 64 && png.stderr.hasPrefix("gradient: --name names the enum Swift code declares, and this output is png"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }
}
