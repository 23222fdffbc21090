import Foundation
import GradientKit
import GradientTestSupport
import Testing

/// `gradient render … -o x.svg` at a `--scale`: an SVG is sized in CSS px, which are points,
/// so the document is `--size` whatever the scale, and a browser at that device scale draws
/// it on the PNG's pixels (CSS lengths included: `20px` is 40 device pixels at scale 2).
@Suite struct SVGScaleCommandTests {
    static let stripes = "repeating-linear-gradient(90deg, navy 0 20px, gold 20px 40px)"

    func svg(_ arguments: [String]) throws -> String {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["render"] + arguments + ["--format", "svg", "-o", "-"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        return r.stdoutText
    }

    @Test func theDocumentIsTheSizeInPointsAtEveryScale() throws {
        let one = try svg([Self.stripes, "--size", "200x20"])
        #expect(one.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="20" viewBox="0 0 200 20">"#))
        for scale in ["2", "3", "0.5"] { #expect(try svg([Self.stripes, "--size", "200x20", "--scale", scale]) == one, "--scale \(scale)") }
        // The CSS lengths are laid out on the 200×20 px box, as the library writes it.
        #expect(one == (try GradientDefinition(parsing: Self.stripes).svg(width: 200, height: 20)))
    }

    @Test func aFileIsTheSameDocument() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["render", Self.stripes, "--size", "200x20", "--scale", "2", "-o", "x.svg"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let written = try String(contentsOf: dir.appendingPathComponent("x.svg"), encoding: .utf8)
        #expect(written == (try svg([Self.stripes, "--size", "200x20"])))
    }

    @Test func layersAndFractionalSizes() throws {
        let spec = #"{"colors": ["red", "blue"], "startPoint": [0, 0], "endPoint": [1, 1]}"#
        let text = try svg([spec, "--size", "100.5x37", "--scale", "3"])
        #expect(text.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="100.5" height="37" viewBox="0 0 100.5 37">"#))
        #expect(text.contains(#"<rect width="100.5" height="37" fill="url(#g)"/>"#))
    }

    /// The scale does not count against the pixel limit for an SVG (nothing is drawn at it):
    /// 1000x1000 at scale 100 would be 10¹⁰ pixels as a PNG and is refused there.
    @Test func theScaleIsNotCountedForAnSVG() throws {
        let text = try svg([Self.stripes, "--size", "1000x1000", "--scale", "100"])
        #expect(text.contains(#"width="1000" height="1000""#))
        let png = try CLIRunner.run(["render", Self.stripes, "--size", "1000x1000", "--scale", "100", "-o", "-"])
        #expect(png.status == 64 && png.stderr.contains("pixels is over the largest allowed, 4294967296 pixels"))
    }
}
