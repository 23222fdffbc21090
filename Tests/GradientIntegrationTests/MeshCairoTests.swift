import Foundation
import GradientTestSupport
import Testing

@testable import GradientCSS
@testable import GradientCore
@testable import GradientRaster

/// Meshes with bilinear colours (`smoothsColors` off, device colours) against an independent
/// renderer: cairo's mesh patterns (Debian's libcairo2 1.16), one Coons patch per cell, drawn by
/// `Scripts/mesh-references.py` into `Fixtures/mesh-cairo/` (regular and warped grids,
/// inferred and given control points, meshes inside a background, a folded patch).
///
/// The references are cairo's pictures at 8 times the size, each 8 × 8 block averaged (the
/// script says why). Two things of cairo's own keep them off the exact colours: its
/// forward differencing steps each patch row's colour in 16 bits, truncating the step, which
/// drifts by up to about a level along a row (1.72 levels from the closed-form bilinear ramp
/// on `regular-2x2`, where the engine is within 0.501, its rounding); and it does not antialias: it counts
/// every sub-pixel a patch touches, so its edges lie up to an eighth of a pixel outward. So
/// pixels the outline cuts (fractional in cairo's coverage mask or the engine's, and their
/// neighbours) are not held to a level; the rest are: within 1 level on 99.5% of pixels,
/// never more than 3 off (cairo's drift plus both roundings), 0.35 levels off on average.
@Suite("Meshes against cairo")
struct MeshCairoTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/mesh-cairo")

    struct Case: Codable, Sendable, CustomTestStringConvertible {
        var name: String
        var width: Int
        var height: Int
        var mask: Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = {
        guard let data = try? Data(contentsOf: directory.appendingPathComponent("cases.json")) else { return [] }
        return (try? JSONDecoder().decode([Case].self, from: data)) ?? []
    }()

    static func picture(_ name: String) throws -> Bitmap {
        try PNGReader.read(Array(try Data(contentsOf: directory.appendingPathComponent(name)))).bitmap
    }

    static func mesh(_ c: Case) throws -> GradientMesh {
        let text = try String(contentsOf: directory.appendingPathComponent(c.name + ".json"), encoding: .utf8)
        guard case .mesh(let mesh) = try GradientDefinition(parsing: text) else { throw GradientError(.invalidValue, "\(c.name) is not a mesh") }
        return mesh
    }

    @Test func thereAreCases() {
        #expect(Self.cases.count >= 10)
        #expect(Self.cases.contains { $0.name.hasPrefix("regular") } && Self.cases.contains { $0.name.hasPrefix("warped") })
        #expect(Self.cases.contains { $0.name.hasPrefix("handles") } && Self.cases.contains { $0.name.hasPrefix("folded") })
    }

    @Test(arguments: cases)
    func matchesCairo(_ c: Case) throws {
        let mesh = try Self.mesh(c)
        #expect(!mesh.smoothsColors && mesh.colorSpace == .device)
        let reference = try Self.picture(c.name + ".png")
        try #require(reference.width == c.width && reference.height == c.height)
        let drawn = try Rasterizer.render(mesh: mesh, width: c.width, height: c.height, options: .init(dither: false))
        // Pixels the outline cuts, in either renderer's coverage, and their neighbours.
        var cut = [Bool](repeating: false, count: c.width * c.height)
        if c.mask {
            let cairoMask = try Self.picture(c.name + ".mask.png")
            let white = try GradientMesh(
                width: mesh.width, height: mesh.height, vertices: mesh.vertices, colors: Array(repeating: .white, count: mesh.colors.count),
                background: .black, smoothsColors: false)
            let ownMask = try Rasterizer.render(mesh: white, width: c.width, height: c.height, options: .init(dither: false))
            for y in 0..<c.height {
                for x in 0..<c.width {
                    let fractional = { (b: Bitmap) in b[x, y][0] != 0 && b[x, y][0] != 255 }
                    guard fractional(cairoMask) || fractional(ownMask) else { continue }
                    for dy in -1...1 {
                        for dx in -1...1 where x + dx >= 0 && x + dx < c.width && y + dy >= 0 && y + dy < c.height {
                            cut[(y + dy) * c.width + x + dx] = true
                        }
                    }
                }
            }
        }
        var compared = 0
        var within = 0
        var worst = 0
        var total = 0.0
        for y in 0..<c.height {
            for x in 0..<c.width where !cut[y * c.width + x] {
                let a = drawn[x, y]
                let b = reference[x, y]
                var pixelWorst = 0
                for k in 0..<3 {
                    let d = abs(Int(a[k]) - Int(b[k]))
                    pixelWorst = max(pixelWorst, d)
                    total += Double(d)
                }
                compared += 1
                worst = max(worst, pixelWorst)
                if pixelWorst <= 1 { within += 1 }
            }
        }
        let share = Double(within) / Double(compared)
        let mean = total / Double(3 * compared)
        #expect(share >= 0.995, "\(c.name): \(share * 100)% within 1 level")
        #expect(worst <= 3, "\(c.name): \(worst) levels at worst")
        #expect(mean <= 0.35, "\(c.name): \(mean) levels on average")
        // The cut pixels set aside are the outline's, a small share of the picture.
        #expect(Double(cut.filter { $0 }.count) / Double(cut.count) < 0.2, "\(c.name)")
    }

    @Test func theBilinearRampAgainstItsFormula() throws {
        // regular-2x2 is a bilinear ramp: the engine within 0.501 of the formula, cairo within
        // 1.72 (its colour drift), which is why the cases above allow 3 levels.
        let c = try #require(Self.cases.first { $0.name == "regular-2x2" })
        let mesh = try Self.mesh(c)
        let drawn = try Rasterizer.render(mesh: mesh, width: c.width, height: c.height, options: .init(dither: false))
        let reference = try Self.picture(c.name + ".png")
        var engine = 0.0
        var cairo = 0.0
        for y in 0..<c.height {
            for x in 0..<c.width {
                let u = (Double(x) + 0.5) / Double(c.width)
                let v = (Double(y) + 0.5) / Double(c.height)
                for (k, channel) in [\RGBA.red, \RGBA.green, \RGBA.blue].enumerated() {
                    let cs = mesh.colors.map { $0[keyPath: channel] * 255 }
                    let value = (1 - u) * (1 - v) * cs[0] + u * (1 - v) * cs[1] + (1 - u) * v * cs[2] + u * v * cs[3]
                    engine = max(engine, abs(Double(drawn[x, y][k]) - value))
                    cairo = max(cairo, abs(Double(reference[x, y][k]) - value))
                }
            }
        }
        #expect(engine <= 0.501)
        #expect(cairo > 1 && cairo < 2)
    }
}
