import Foundation
import GradientKit
import GradientTestSupport
import Testing

/// The seed corpora of the four fuzz targets in `Fuzz/`, replayed with the invariants those
/// targets check (see each `Fuzz/Fuzz*.swift`), so a change that breaks one fails here too,
/// without a fuzzing toolchain.
///
/// The colour and PNG corpora are cheap and replayed whole. The CSS and spec seeds include
/// gradients of hundreds of stops whose colour tables take tens of milliseconds each in a
/// debug build (all of them: minutes), so an evenly spread, fixed sample of those (every k-th
/// file by name) is replayed: 30 files each locally, 100 on CI (`CI` set), and always the
/// nesting-shaped seeds (`nesting-*`: the deepest input the nesting budget takes, one level
/// past it, long runs of operators); `GRADIENT_FUZZ_CORPUS=all` replays every file.
@Suite struct FuzzCorpusTests {
    static let corpora = TestEnvironment.repository.appendingPathComponent("Fuzz/corpus")

    /// How many files of the CSS and spec corpora are replayed, or `nil` for all of them.
    static var sampleSize: Int? {
        if ProcessInfo.processInfo.environment["GRADIENT_FUZZ_CORPUS"] == "all" { return nil }
        return TestEnvironment.isCI ? 100 : 30
    }

    /// The files of corpus `name` to replay, sorted by name (`sample` of them, evenly spread,
    /// when given, and every nesting-shaped seed), and how many it holds.
    static func files(_ name: String, sample: Int? = nil) throws -> (files: [URL], total: Int) {
        let all = try FileManager.default.contentsOfDirectory(
            at: corpora.appendingPathComponent(name), includingPropertiesForKeys: nil
        ).sorted { $0.lastPathComponent < $1.lastPathComponent }
        guard let sample, all.count > sample else { return (all, all.count) }
        let step = Double(all.count) / Double(sample)
        let spread = (0..<sample).map { all[Int(Double($0) * step)] }
        let nesting = all.filter { $0.lastPathComponent.hasPrefix("nesting-") && !spread.contains($0) }
        return (spread + nesting, all.count)
    }

    /// `FuzzCheck.paintsFinite`: finite colours at every pixel centre of a few small grids,
    /// and a render of each with the right number of bytes.
    static func paintsFinite(_ gradient: GradientDefinition, _ name: String) throws {
        for (w, h) in [(8, 8), (13, 3), (2, 9), (1, 1)] {
            for paint in gradient.paints(width: w, height: h) { try paintsFinite(paint, w, h, name) }
            let bitmap = try gradient.render(width: w, height: h, options: .init(threads: 1))
            #expect(bitmap.pixels.count == w * h * 4, "\(name): a \(w)x\(h) render")
        }
    }

    /// One paint's part of ``paintsFinite(_:_:)``.
    static func paintsFinite(_ paint: GradientPaint, _ w: Int, _ h: Int, _ name: String) throws {
        var bad = 0
        for y in 0..<h {
            for x in 0..<w where !paint.color(x: Double(x) + 0.5, y: Double(y) + 0.5).isFinite { bad += 1 }
        }
        #expect(bad == 0, "\(name): \(bad) colours on \(w)x\(h) are not finite")
        let bitmap = try Rasterizer.render(paint, width: w, height: h, options: .init(threads: 1))
        #expect(bitmap.pixels.count == w * h * 4, "\(name): a \(w)x\(h) render")
    }

    /// `FuzzCSS`: a parsed gradient paints finite colours, and its printed CSS and its JSON
    /// form both read back as the same gradient.
    @Test func cssCorpus() throws {
        let (files, total) = try Self.files("css", sample: Self.sampleSize)
        var parsed = 0
        for file in files {
            let name = "css/\(file.lastPathComponent)"
            guard let text = String(data: try Data(contentsOf: file), encoding: .utf8), let css = try? CSSGradient(parsing: text) else { continue }
            parsed += 1
            try Self.paintsFinite(.css(css), name)
            #expect(try CSSGradient(parsing: css.css) == css, "\(name): \(css.css)")
            let json = String(decoding: try GradientDefinition.css(css).json(), as: UTF8.self)
            #expect(try GradientDefinition(parsing: json) == .css(css), "\(name): \(json)")
        }
        #expect(total > 1000 && parsed * 4 >= files.count, "\(parsed) of \(files.count) replayed files parse")
    }

    /// `FuzzSpec`: a decoded spec paints finite colours, and encoding it and decoding the
    /// result gives the same gradient, of the same kind.
    @Test func specCorpus() throws {
        let (files, total) = try Self.files("spec", sample: Self.sampleSize)
        var parsed = 0
        for file in files {
            let name = "spec/\(file.lastPathComponent)"
            guard let text = String(data: try Data(contentsOf: file), encoding: .utf8),
                let gradient = try? GradientDefinition(parsing: text)
            else { continue }
            parsed += 1
            try Self.paintsFinite(gradient, name)
            let json = String(decoding: try gradient.json(), as: UTF8.self)
            let again = try GradientDefinition(parsing: json)
            #expect(again == gradient, "\(name): \(json)")
        }
        #expect(total > 1000 && parsed * 4 >= files.count, "\(parsed) of \(files.count) replayed files parse")
    }

    /// `FuzzColor`: a parsed colour has exact 8-bit components in `0…1`, and its `.hex` reads
    /// back as the same colour; the CSS colour reader returns or throws.
    @Test func colorCorpus() throws {
        let (files, total) = try Self.files("color")
        var parsed = 0
        for file in files {
            let name = "color/\(file.lastPathComponent)"
            let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
            _ = try? CSSColor(parsing: text)
            guard let color = try? RGBA(parsing: text) else { continue }
            parsed += 1
            #expect(color.components.allSatisfy { $0 >= 0 && $0 <= 1 && ($0 * 255).rounded() / 255 == $0 }, "\(name): \(color)")
            #expect(try RGBA(parsing: color.hex) == color, "\(name): \(color.hex)")
        }
        // Most colour seeds are near misses the fuzzer kept for coverage: 13 of 183 parse.
        #expect(total > 100 && parsed >= 10, "\(parsed) of \(files.count) replayed files parse")
    }

    /// `FuzzPNG`: each input, with its chunk CRCs mended and as a recipe for a well-formed
    /// file, either is refused or decodes to pixels that re-encode and decode unchanged.
    @Test func pngCorpus() throws {
        let (files, total) = try Self.files("png")
        var decoded = 0
        for file in files {
            let name = "png/\(file.lastPathComponent)"
            let bytes = Array(try Data(contentsOf: file))
            for png in [PNGFuzzRecipe.fixingCRCs(bytes)] + (PNGFuzzRecipe.build(bytes).map { [$0] } ?? []) {
                guard let bitmap = try? PNGReader.decode(png) else { continue }
                decoded += 1
                #expect(try PNGReader.decode(PNG.encode(bitmap)) == bitmap, "\(name): \(bitmap.width)x\(bitmap.height)")
            }
        }
        #expect(total > 100 && decoded * 4 >= files.count, "\(decoded) decodes from \(files.count) replayed files")
    }
}
