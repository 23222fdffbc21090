import Foundation
import GradientKit
import GradientTestSupport
import Testing

/// `gradient render` with a `background-image` list of gradients, end to end.
@Suite struct LayersCommandTests {
    static let list = "linear-gradient(rgb(255 0 0 / 60%), rgb(255 0 0 / 60%)), linear-gradient(to right, #000, #00f)"

    @Test func rendersAListToPNG() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["render", Self.list, "--size", "256x2", "--no-dither", "-o", "g.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == "Wrote g.png (256x2 px, CSS 2 layers: linear, 2 colours; linear, 2 colours).\n")
        let bitmap = try PNGReader.decode(Array(try Data(contentsOf: dir.appendingPathComponent("g.png"))))
        // Source-over (CSS Compositing 1): red at 0.6 over the bottom layer's blue level b
        // gives (0.6·255, 0, 0.4·b), opaque; b is 255·(i + 0.5)/256 within a level, and each
        // 8-bit rounding on the way adds at most one more.
        for i in [0, 128, 255] {
            let p = bitmap[i, 1]
            let blue = 255 * (Double(i) + 0.5) / 256
            #expect(p.x == 153 && p.y == 0 && p.w == 255)
            #expect(abs(Double(p.z) - 0.4 * blue) <= 1.5, "pixel \(i): \(p)")
        }
    }

    @Test func writesAListAsCSSJSONAndSVG() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let css = try CLIRunner.run(["render", Self.list, "-o", "-", "--format", "css"], in: dir)
        #expect(css.status == 0, "\(css.stderr)")
        let expected = "linear-gradient(rgba(255, 0, 0, 0.6), rgba(255, 0, 0, 0.6)), linear-gradient(to right, rgb(0, 0, 0), rgb(0, 0, 255))"
        #expect(String(decoding: css.stdout, as: UTF8.self) == expected + "\n")
        let json = try CLIRunner.run(["render", Self.list, "-o", "g.json"], in: dir)
        #expect(json.status == 0, "\(json.stderr)")
        #expect(try String(contentsOf: dir.appendingPathComponent("g.json"), encoding: .utf8) == "{\n  \"css\" : \"\(expected)\"\n}\n")
        let back = try CLIRunner.run(["render", "g.json", "-o", "-", "--format", "css"], in: dir)
        #expect(String(decoding: back.stdout, as: UTF8.self) == expected + "\n")
        let svg = try CLIRunner.run(["render", Self.list, "--size", "40x20", "-o", "g.svg"], in: dir)
        #expect(svg.status == 0, "\(svg.stderr)")
        let text = try String(contentsOf: dir.appendingPathComponent("g.svg"), encoding: .utf8)
        #expect(text.components(separatedBy: "<rect").count - 1 == 2)
    }

    @Test func swiftCodeRefusesAListWithExit1() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["render", Self.list, "-o", "View.swift"], in: dir)
        #expect(r.status == 1)
        #expect(
            r.stderr == "gradient: Swift code configures one GradientView, which draws one gradient, and this CSS stacks 2: "
                + "write it as PNG, SVG, CSS or JSON, or give one gradient.\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func interpolationAppliesToEveryLayer() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(
            ["render", "linear-gradient(red, blue), radial-gradient(red, blue)", "--interpolation", "oklab", "-o", "-", "--format", "css"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(
            String(decoding: r.stdout, as: UTF8.self)
                == "linear-gradient(in oklab, red, blue), radial-gradient(in oklab, red, blue)\n")
    }

    @Test func anEmptyLayerExits64() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["render", "linear-gradient(red, blue),", "-o", "g.png"], in: dir)
        #expect(r.status == 64)
        #expect(r.stderr == "gradient: Expected a gradient or 'none' after the last ',' at column 28, found the end of the text.\n")
    }
}
