import Foundation
import GradientKit
import GradientTestSupport
import Testing

/// An image set's dark variant: written, drawn in the dark colour scheme and listed with the
/// dark appearance exactly when the gradient's picture depends on the scheme.
@Suite struct ImageSetDarkVariantTests {
    struct Contents: Decodable {
        struct Appearance: Decodable, Equatable {
            var appearance: String
            var value: String
        }
        struct Image: Decodable, Equatable {
            var appearances: [Appearance]?
            var filename: String
            var idiom: String
            var scale: String
        }
        var images: [Image]
    }

    /// `light-dark(a, b)` is `a` in the light scheme and `b` in the dark one (CSS Color 5 §8).
    static let whiteOrBlack = "linear-gradient(light-dark(white, black), light-dark(white, black))"

    /// The colour of pixel (0, 0) of each PNG in `folder`, by file name.
    static func corners(_ folder: URL) throws -> [String: SIMD4<UInt8>] {
        var out: [String: SIMD4<UInt8>] = [:]
        for name in try CLIRunner.listing(folder) where name.hasSuffix(".png") {
            out[name] = try PNGReader.decode(Data(contentsOf: folder.appendingPathComponent(name)))[0, 0]
        }
        return out
    }

    @Test func lightDarkGetsDarkImagesListedWithTheDarkAppearance() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CLIRunner.run(["render", Self.whiteOrBlack, "--size", "5x3", "--no-dither", "-o", "Hero.imageset"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "Wrote Hero.imageset (1x, 2x, 3x, light and dark at 5x3 pt, CSS linear, 2 colours).\n")
        let folder = dir.appendingPathComponent("Hero.imageset")
        let light = ["Hero.png", "Hero@2x.png", "Hero@3x.png"]
        let dark = ["Hero-dark.png", "Hero-dark@2x.png", "Hero-dark@3x.png"]
        #expect(try CLIRunner.listing(folder) == (["Contents.json"] + light + dark).sorted())
        let contents = try JSONDecoder().decode(Contents.self, from: Data(contentsOf: folder.appendingPathComponent("Contents.json")))
        let darkAppearance = [Contents.Appearance(appearance: "luminosity", value: "dark")]
        #expect(
            contents.images == [
                .init(filename: "Hero.png", idiom: "universal", scale: "1x"),
                .init(appearances: darkAppearance, filename: "Hero-dark.png", idiom: "universal", scale: "1x"),
                .init(filename: "Hero@2x.png", idiom: "universal", scale: "2x"),
                .init(appearances: darkAppearance, filename: "Hero-dark@2x.png", idiom: "universal", scale: "2x"),
                .init(filename: "Hero@3x.png", idiom: "universal", scale: "3x"),
                .init(appearances: darkAppearance, filename: "Hero-dark@3x.png", idiom: "universal", scale: "3x"),
            ])
        for (scale, (lightName, darkName)) in zip(1..., zip(light, dark)) {
            let l = try PNGReader.decode(Data(contentsOf: folder.appendingPathComponent(lightName)))
            let d = try PNGReader.decode(Data(contentsOf: folder.appendingPathComponent(darkName)))
            #expect(l.width == 5 * scale && l.height == 3 * scale && d.width == 5 * scale && d.height == 3 * scale)
            #expect(l[0, 0] == SIMD4(255, 255, 255, 255) && l[l.width - 1, l.height - 1] == SIMD4(255, 255, 255, 255), "\(lightName)")
            #expect(d[0, 0] == SIMD4(0, 0, 0, 255) && d[d.width - 1, d.height - 1] == SIMD4(0, 0, 0, 255), "\(darkName)")
        }
    }

    /// A CSS system colour follows the scheme too: `Canvas`, a document's background, is
    /// light in the light scheme and dark in the dark one (CSS Color 4 §6.2).
    @Test func aSystemColourGetsDarkImages() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CLIRunner.run(["render", "linear-gradient(Canvas, Canvas)", "--size", "2x2", "--no-dither", "-q", "-o", "Bg.imageset"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        let corners = try Self.corners(dir.appendingPathComponent("Bg.imageset"))
        #expect(corners.keys.sorted() == ["Bg-dark.png", "Bg-dark@2x.png", "Bg-dark@3x.png", "Bg.png", "Bg@2x.png", "Bg@3x.png"])
        for scale in ["", "@2x", "@3x"] {
            let light = try #require(corners["Bg\(scale).png"])
            let dark = try #require(corners["Bg-dark\(scale).png"])
            #expect(Int(light.x) + Int(light.y) + Int(light.z) > 600 && Int(dark.x) + Int(dark.y) + Int(dark.z) < 150, "\(light) \(dark)")
        }
    }

    /// `--current-color` is read in each scheme: `light-dark(red, lime)` is red in the light
    /// images and lime in the dark ones.
    @Test func theCurrentColourIsReadInEachScheme() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CLIRunner.run(
            [
                "render", "linear-gradient(currentcolor, currentcolor)", "--current-color", "light-dark(red, lime)", "--size", "2x2", "--no-dither", "-q",
                "-o", "Tint.imageset",
            ], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        let corners = try Self.corners(dir.appendingPathComponent("Tint.imageset"))
        #expect(corners["Tint@2x.png"] == SIMD4(255, 0, 0, 255))
        #expect(corners["Tint-dark@2x.png"] == SIMD4(0, 255, 0, 255))
    }

    /// No dark images when the picture cannot differ (no scheme-dependent colour), when a JSON
    /// spec's "colorScheme" fixes the scheme, or when --color-scheme is given: then the set
    /// holds that scheme's images alone, as a PNG would.
    @Test(arguments: [
        (["linear-gradient(white, white)"], SIMD4<UInt8>(255, 255, 255, 255)),
        ([#"{"css": "\#(whiteOrBlack)", "colorScheme": "dark"}"#], SIMD4<UInt8>(0, 0, 0, 255)),
        ([whiteOrBlack, "--color-scheme", "dark"], SIMD4<UInt8>(0, 0, 0, 255)),
        ([whiteOrBlack, "--color-scheme", "light"], SIMD4<UInt8>(255, 255, 255, 255)),
    ])
    func noDarkImagesWhenTheSchemeCannotChangeThePicture(gradient: [String], colour: SIMD4<UInt8>) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CLIRunner.run(["render"] + gradient + ["--size", "3x2", "--no-dither", "-o", "One.imageset"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("Wrote One.imageset (1x, 2x, 3x at 3x2 pt, "), "\(run.stderr)")
        let folder = dir.appendingPathComponent("One.imageset")
        #expect(try CLIRunner.listing(folder) == ["Contents.json", "One.png", "One@2x.png", "One@3x.png"])
        let contents = try String(contentsOf: folder.appendingPathComponent("Contents.json"), encoding: .utf8)
        #expect(!contents.contains("appearances"))
        #expect(try Self.corners(folder).values.allSatisfy { $0 == colour })
    }

    /// A set with dark images, replaced by a gradient without them, loses them: they are files
    /// this command wrote, and left behind they would still be listed nowhere.
    @Test func replacingWithoutADarkVariantRemovesTheOldDarkImages() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try CLIRunner.run(["render", Self.whiteOrBlack, "--size", "2x2", "-q", "-o", "Hero.imageset"], in: dir).status == 0)
        #expect(try CLIRunner.listing(dir.appendingPathComponent("Hero.imageset")).count == 7)
        let again = try CLIRunner.run(["render", "linear-gradient(red, blue)", "--size", "2x2", "-q", "-o", "Hero.imageset"], in: dir)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try CLIRunner.listing(dir.appendingPathComponent("Hero.imageset")) == ["Contents.json", "Hero.png", "Hero@2x.png", "Hero@3x.png"])
        #expect(try CLIRunner.listing(dir) == ["Hero.imageset"])
    }
}
