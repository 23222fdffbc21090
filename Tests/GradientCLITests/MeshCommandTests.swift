import Foundation
import GradientKit
import GradientTestSupport
import Testing

/// `gradient render mesh.json`: a mesh drawn as PNG and image sets, written back as JSON and
/// as SwiftUI code, and refused, in one sentence and with no file left, by the formats that
/// have no mesh.
@Suite struct MeshCommandTests {
    static let mesh =
        #"{"mesh": {"width": 3, "height": 2, "points": [[0, 0], [0.5, 0], [1, 0], [0, 1], [0.6, 1], [1, 1]], "#
        + ##""colors": ["#ff0000", "#00ff00", "#0000ff", "#000000", "#ffffff", "#808080"], "background": "#102030"}}"##

    @Test func rendersAPNGOfTheEnginesPicture() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(Self.mesh.utf8).write(to: dir.appendingPathComponent("mesh.json"))
        let r = try CLIRunner.run(["render", "mesh.json", "--size", "90x40", "-o", "mesh.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr == "Wrote mesh.png (90x40 px, mesh 3x2, 6 colours).\n")
        let png = try PNGReader.read(Array(try Data(contentsOf: dir.appendingPathComponent("mesh.png")))).bitmap
        let expected = try GradientDefinition(parsing: Self.mesh).render(width: 90, height: 40)
        #expect(png == expected)
        // Near the red corner, red (half a pixel from it, a few levels off).
        #expect(png[0, 0][0] > 240 && png[0, 0][1] < 15 && png[0, 0][2] < 15)
    }

    @Test func writesJSONThatReadsBack() throws {
        let r = try CLIRunner.run(["render", Self.mesh, "-o", "-", "--format", "json"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try GradientDefinition(parsing: r.stdoutText) == GradientDefinition(parsing: Self.mesh))
    }

    @Test func formatsWithoutMeshesRefuseIt() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (file, message) in [
            ("x.svg", "gradient: SVG has no mesh gradient: write a mesh gradient as PNG, JSON or Swift code instead.\n"),
            ("x.css", "gradient: CSS has no mesh gradient: write a mesh gradient as PNG, JSON or Swift code instead.\n"),
        ] {
            let r = try CLIRunner.run(["render", Self.mesh, "-o", file], in: dir)
            #expect(r.status == 1 && r.stderr == message, "\(file)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent(file).path))
        }
        let r = try CLIRunner.run(["render", Self.mesh, "--interpolation", "oklab", "-o", "x.png"], in: dir)
        #expect(
            r.status == 64
                && r.stderr == "gradient: --interpolation does not apply to a mesh gradient: set its \"colorSpace\" to \"device\" or \"perceptual\" instead.\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func aBadMeshIsOneSentence() throws {
        let bad = #"{"mesh": {"width": 3, "height": 2, "points": [[0, 0], [1, 0]], "colors": []}}"#
        let r = try CLIRunner.run(["render", bad, "-o", "-"])
        #expect(r.status == 64)
        #expect(r.stderr == "gradient: The JSON spec is invalid at mesh.points: there are 2 points for a 3x2 mesh; give one per vertex, 6.\n")
    }

    @Test func writesSwiftUICode() throws {
        let r = try CLIRunner.run(["render", Self.mesh, "-o", "-", "--format", "swift"])
        #expect(r.status == 0, "\(r.stderr)")
        let code = r.stdoutText
        #expect(code.contains("\nenum GeneratedGradient {\n") && code.contains("\nextension GeneratedGradient {\n"))
        #expect(code.contains("#if canImport(SwiftUI, _version: 6.0)"))
        #expect(code.contains("@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)"))
        #expect(
            code.contains("        MeshGradient(\n            width: 3, height: 2,\n            points: [\n                [0, 0],\n                [0.5, 0],"))
        #expect(
            code.contains("            background: Color(.sRGB, red: 0.06274509803921569, green: 0.12549019607843137, blue: 0.18823529411764706, opacity: 1),"))
        #expect(code.contains("            smoothsColors: true,\n            colorSpace: .device)"))
        #expect(code.contains("if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {\n            meshGradient()"))
    }

    @Test func writesAnImageSet() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["render", Self.mesh, "--size", "30x20", "-o", "Mesh.imageset"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let three = try PNGReader.read(Array(try Data(contentsOf: dir.appendingPathComponent("Mesh.imageset/Mesh@3x.png")))).bitmap
        #expect(three.width == 90 && three.height == 60)
    }
}
