import Foundation
import GradientKit
import GradientTestSupport
import Testing

/// `gradient render` with CSS, end to end: the built binary, run as a user would.
@Suite struct CSSCommandTests {
    func run(_ arguments: [String], in directory: URL) throws -> CLIRun {
        try CLIRunner.run(arguments, in: directory)
    }

    func temporaryDirectory() throws -> URL { try CLIRunner.temporaryDirectory() }

    /// Runs `arguments` in an empty folder: the run must end with `status` and only `message`
    /// on standard error, and write nothing there.
    func expectRefusal(_ arguments: [String], status: Int32, message: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try run(arguments, in: dir)
        #expect(r.status == status, sourceLocation: sourceLocation)
        #expect(r.stderr == "gradient: \(message)\n", sourceLocation: sourceLocation)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty, sourceLocation: sourceLocation)
    }

    @Test func rendersCSSToPNG() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try run(["render", "linear-gradient(to right, #000, #fff)", "--size", "256x2", "--no-dither", "-o", "g.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let bitmap = try PNGReader.decode(Array(try Data(contentsOf: dir.appendingPathComponent("g.png"))))
        #expect(bitmap.width == 256 && bitmap.height == 2)
        // Pixel i's centre is at (i + 0.5) / 256 of the way: level 255·(i + 0.5)/256; the
        // rasterizer promises to be within one level of it (pixel 0's 0.498 may become 0 or 1).
        for i in [0, 100, 255] {
            #expect(abs(Double(bitmap[i, 1].x) - 255 * (Double(i) + 0.5) / 256) <= 1)
        }
    }

    @Test func badCSSExits64AndWritesNothing() throws {
        try expectRefusal(
            ["render", "linear-gradient(to right, red, bleu)", "-o", "g.png"], status: 64,
            message: "Expected a colour at column 32, found 'bleu' (did you mean 'blue'?).")
    }

    @Test func writesCSSForAJSONSpec() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = ##"{"colors": ["#000000", "#ffffff"], "startPoint": [0, 0.5], "endPoint": [1, 0.5]}"##
        let r = try run(["render", spec, "--size", "300x100", "-o", "x.css"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let css = try String(contentsOf: dir.appendingPathComponent("x.css"), encoding: .utf8)
        #expect(css == "linear-gradient(90deg, rgb(0, 0, 0) 0%, rgb(255, 255, 255) 100%)\n")
    }

    @Test func writesCSSBackAsParsedAndAsJSON() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = "conic-gradient(from 45deg, red, blue)"
        let css = try run(["render", text, "--format", "css", "-o", "-"], in: dir)
        #expect(css.status == 0)
        #expect(String(decoding: css.stdout, as: UTF8.self) == "conic-gradient(from 45deg, red, blue)\n")
        let json = try run(["render", text, "-o", "c.json"], in: dir)
        #expect(json.status == 0)
        let back = try run(["render", "c.json", "-o", "-", "--format", "css"], in: dir)
        #expect(String(decoding: back.stdout, as: UTF8.self) == "conic-gradient(from 45deg, red, blue)\n")
    }

    @Test func readsCSSFromAFile() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "radial-gradient(circle, white, black)\n".write(to: dir.appendingPathComponent("g.css"), atomically: true, encoding: .utf8)
        let r = try run(["render", "g.css", "--size", "40x20", "-o", "g.svg"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try String(contentsOf: dir.appendingPathComponent("g.svg"), encoding: .utf8).contains("<radialGradient"))
    }

    /// A `.css` file that starts with a comment (as a file exported from a design tool often
    /// does), once refused as "not a gradient": the same picture as without it.
    @Test func readsACSSFileThatStartsWithAComment() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let css = "linear-gradient(45deg /* the angle */, #f06, #fc0)\n"
        try ("/* Hero banner, from the design file */\n" + css).write(to: dir.appendingPathComponent("hero.css"), atomically: true, encoding: .utf8)
        let commented = try run(["render", "hero.css", "--size", "40x20", "-o", "a.png"], in: dir)
        #expect(commented.status == 0, "\(commented.stderr)")
        #expect(try run(["render", css, "--size", "40x20", "-o", "b.png"], in: dir).status == 0)
        #expect(try Data(contentsOf: dir.appendingPathComponent("a.png")) == Data(contentsOf: dir.appendingPathComponent("b.png")))
    }

    @Test func conicToSVGFailsWithExit1() throws {
        try expectRefusal(
            ["render", "conic-gradient(red, blue)", "-o", "c.svg"], status: 1,
            message: "SVG has no conic gradient: write a conic gradient as PNG, JSON or CSS instead.")
    }
}
