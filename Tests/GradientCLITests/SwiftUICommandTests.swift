import Foundation
import GradientKit
import GradientTestSupport
import Testing

/// `gradient render` with a SwiftUI spec (`{"swiftui": …}`) and with `--interpolation swiftui`,
/// run as a user runs it.
@Suite struct SwiftUICommandTests {
    static let radial = ##"{"swiftui": "radial", "colors": ["#ff0000", "#00ff00", "#0000ff"], "endRadius": 50}"##

    @Test func theSizeIsPointsAndTheScalePixelsPerPoint() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["render", Self.radial, "--size", "100x60", "--scale", "3", "-o", "r.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr == "Wrote r.png (300x180 px, SwiftUI radial, 3 colours).\n")
        let bitmap = try PNGReader.read(Array(try Data(contentsOf: dir.appendingPathComponent("r.png")))).bitmap
        #expect(bitmap.width == 300 && bitmap.height == 180)
        // Red at the centre (50, 30) pt, blue from 50 pt away: the corner pixel is 58 pt away.
        let centre = bitmap[150, 90]
        let outside = bitmap[299, 179]
        #expect(centre.x >= 250 && centre.z <= 2, "\(centre)")
        #expect(outside.z >= 254 && outside.x <= 2 && outside.y <= 2, "\(outside)")
    }

    @Test func theInterpolationNameIsReadInAnyCase() throws {
        let css = "linear-gradient(red, lime)"
        let swiftUI = try CLIRunner.run(["render", css, "--size", "4x3", "--interpolation", "SwiftUI", "--no-dither", "-o", "-"])
        let oklab = try CLIRunner.run(["render", css, "--size", "4x3", "--interpolation", "oklab", "--no-dither", "-o", "-"])
        #expect(swiftUI.status == 0, "\(swiftUI.stderr)")
        // Opaque colours: SwiftUI's mode mixes as OKLab does.
        #expect(swiftUI.stdout == oklab.stdout)
    }

    @Test func aSpecWritesBackAsTheSwiftUIForm() throws {
        let r = try CLIRunner.run(["render", Self.radial, "-o", "-", "--format", "json"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdoutText.contains(#""swiftui" : "radial""#))
        #expect(try GradientDefinition(parsing: r.stdoutText) == (try GradientDefinition(parsing: Self.radial)))
        let css = try CLIRunner.run(["render", Self.radial, "--size", "200x100", "-o", "-", "--format", "css"])
        // 50 pt on a 200 × 100 pt box: 25% of the width, 50% of the height.
        #expect(css.stdoutText.hasPrefix("radial-gradient(ellipse 25% 50% in oklab, "), "\(css.stdoutText)")
    }

    /// As Swift, a SwiftUI spec is SwiftUI's own initialiser (any size) beside the view's
    /// layer (for the box), and the note says both.
    @Test func aSpecWritesAsSwiftUICode() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["render", Self.radial, "--size", "200x100", "-o", "Glow.swift"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr == "Wrote Glow.swift (SwiftUI code for any size, the view's layer for a 200x100 box, SwiftUI radial, 3 colours).\n")
        let code = try String(contentsOf: dir.appendingPathComponent("Glow.swift"), encoding: .utf8)
        #expect(code.contains("enum Glow {") && code.contains("static func style() -> RadialGradient {"))
        #expect(code.contains("            center: .center,\n            startRadius: 0,\n            endRadius: 50)"), "\(code)")
    }

    @Test func aBadSpecIsOneSentenceAndWritesNothing() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["render", #"{"swiftui": "radial", "colors": ["red"], "endRadius": 9, "startRaduis": 1}"#, "-o", "x.png"], in: dir)
        #expect(r.status == 64)
        #expect(
            r.stderr
                == "gradient: The JSON spec is invalid at startRaduis: 'startRaduis' is not a key of a SwiftUI radial gradient (did you mean 'startRadius'?); its keys are swiftui, colors, stops, center, startRadius, endRadius, interpolation, colorScheme, currentColor.\n"
        )
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.png").path))
    }
}
