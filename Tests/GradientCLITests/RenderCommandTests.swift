import Foundation
import GradientKit
import GradientTestSupport
import Testing

/// End-to-end tests of `gradient render` through the built binary.
@Suite struct RenderCommandTests {
    @Test func defaultRenderWritesGradientPNG() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let run = try CLIRunner.run(["render"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "Wrote gradient.png (1200x630 px, axial, 3 colours).\n")
        let data = try Data(contentsOf: dir.appendingPathComponent("gradient.png"))
        let bitmap = try PNGReader.decode([UInt8](data))
        #expect(bitmap.width == 1200 && bitmap.height == 630)
        #expect(try CLIRunner.listing(dir) == ["gradient.png"])
    }
}

extension RenderCommandTests {
    @Test func rendersASpecAtSizeAndScale() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let spec = ##"{"colors": ["#000000", "#ffffff"], "startPoint": [0, 0.5], "endPoint": [1, 0.5]}"##
        let run = try CLIRunner.run(["render", spec, "--size", "50x4", "--scale", "2", "--no-dither", "-o", "h.png"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        let bitmap = try PNGReader.decode([UInt8](try Data(contentsOf: dir.appendingPathComponent("h.png"))))
        #expect(bitmap.width == 100 && bitmap.height == 8)
        // Column x of a black→white horizontal ramp: (x + 0.5) / 100 · 255, rounded.
        for x in [0, 37, 99] {
            #expect(bitmap[x, 5].x == UInt8(((Double(x) + 0.5) / 100 * 255).rounded()))
        }
    }

    @Test func readsASpecFileAndWritesEachFormat() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let specURL = dir.appendingPathComponent("spec.json")
        try Data(#"{"type": "radial", "colors": ["white", "navy"], "startPoint": [0.5, 0.5], "endPoint": [1, 1]}"#.utf8).write(to: specURL)
        let svg = try CLIRunner.run(["render", "spec.json", "-o", "r.svg"], in: dir)
        #expect(svg.status == 0, "\(svg.stderr)")
        let text = try String(contentsOf: dir.appendingPathComponent("r.svg"), encoding: .utf8)
        #expect(text.contains("<radialGradient") && text.contains(##"stop-color="#000080""##))
        let json = try CLIRunner.run(["render", "spec.json", "-o", "-", "--format", "json"], in: dir)
        #expect(json.status == 0)
        let decoded = try GradientSpec.decode(json.stdout)
        #expect(decoded.type == .radial && decoded.colors.count == 2)
        let png = try CLIRunner.run(["render", "spec.json", "--size", "10x10", "-o", "-"], in: dir)
        #expect(try PNGReader.decode([UInt8](png.stdout)).width == 10)
    }

    @Test func aFailedRunKeepsTheExistingFile() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let existing = dir.appendingPathComponent("keep.svg")
        try Data("precious".utf8).write(to: existing)
        // Conic gradients cannot be SVG: the run fails after parsing, before writing.
        let run = try CLIRunner.run(["render", #"{"type": "conic", "colors": ["red", "blue"]}"#, "-o", "keep.svg"], in: dir)
        #expect(run.status == 1)
        #expect(run.stderr == "gradient: SVG has no conic gradient: write a conic gradient as PNG, JSON or CSS instead.\n")
        #expect(try String(contentsOf: existing, encoding: .utf8) == "precious")
        #expect(try CLIRunner.listing(dir) == ["keep.svg"])
        let missingDir = try CLIRunner.run(["render", "-o", "nowhere/x.png"], in: dir)
        #expect(missingDir.status == 1 && missingDir.stderr.contains("the directory 'nowhere' does not exist"))
    }

    /// `--png-level` sets the compression: 0 stores the image data (filter-type byte and RGB
    /// for each row, in stored deflate blocks of at most 65,535 bytes, RFC 1951 §3.2.4), 9
    /// makes a file no larger than the default; every level decodes to the same pixels.
    @Test func pngLevelSetsTheCompression() throws {
        let dir = try CLIRunner.temporaryDirectory()
        var files: [Int: Data] = [:]
        for level in [0, 1, 5, 9] {
            let run = try CLIRunner.run(["render", "--size", "300x200", "--png-level", "\(level)", "-o", "l\(level).png"], in: dir)
            #expect(run.status == 0, "\(run.stderr)")
            files[level] = try Data(contentsOf: dir.appendingPathComponent("l\(level).png"))
        }
        let pixels = try PNGReader.decode(files[5]!)
        for level in [0, 1, 9] { #expect(try PNGReader.decode(files[level]!) == pixels, "level \(level)") }
        // The default gradient is opaque: RGB, 300 · 3 bytes a row and its filter-type byte.
        let raw = (300 * 3 + 1) * 200
        let stored = 2 + raw + 5 * ((raw + 65534) / 65535) + 4
        let idat = try PNGChunks(Array(files[0]!)).imageData
        #expect(idat.count == stored)
        #expect(files[9]!.count <= files[5]!.count && files[5]!.count < files[1]!.count && files[1]!.count < files[0]!.count)
    }
}
