import Foundation
import GradientKit
import GradientTestSupport
import Testing

/// `-o Name.imageset`: an Xcode asset-catalog image set, written whole or not at all.
@Suite struct ImageSetTests {
    struct Contents: Decodable {
        struct Image: Decodable, Equatable {
            var filename: String
            var idiom: String
            var scale: String
        }
        var images: [Image]
    }

    @Test func writesThreeScalesAndTheirContents() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CLIRunner.run(["render", "linear-gradient(90deg, red, blue)", "--size", "20x10", "--no-dither", "-o", "Hero.imageset"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        let folder = dir.appendingPathComponent("Hero.imageset")
        #expect(try CLIRunner.listing(folder) == ["Contents.json", "Hero.png", "Hero@2x.png", "Hero@3x.png"])
        let contents = try JSONDecoder().decode(Contents.self, from: Data(contentsOf: folder.appendingPathComponent("Contents.json")))
        #expect(
            contents.images == [
                .init(filename: "Hero.png", idiom: "universal", scale: "1x"),
                .init(filename: "Hero@2x.png", idiom: "universal", scale: "2x"),
                .init(filename: "Hero@3x.png", idiom: "universal", scale: "3x"),
            ])
        for (name, scale) in [("Hero.png", 1), ("Hero@2x.png", 2), ("Hero@3x.png", 3)] {
            let bitmap = try PNGReader.decode([UInt8](try Data(contentsOf: folder.appendingPathComponent(name))))
            #expect(bitmap.width == 20 * scale && bitmap.height == 10 * scale, "\(name)")
            // The same picture at every scale: red at the left edge, blue at the right.
            #expect(bitmap[0, 0].x > 240 && bitmap[0, 0].z < 15, "\(name)")
            #expect(bitmap[bitmap.width - 1, 0].z > 240 && bitmap[bitmap.width - 1, 0].x < 15, "\(name)")
        }
        #expect(try CLIRunner.listing(dir) == ["Hero.imageset"])
    }

    @Test func replacesAnImageSetButNotAnotherFolder() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try CLIRunner.run(["render", "linear-gradient(red, blue)", "--size", "4x4", "-o", "A.imageset"], in: dir).status == 0)
        let again = try CLIRunner.run(["render", "linear-gradient(lime, navy)", "--size", "6x6", "-o", "A.imageset"], in: dir)
        #expect(again.status == 0, "\(again.stderr)")
        let png = try PNGReader.decode([UInt8](try Data(contentsOf: dir.appendingPathComponent("A.imageset/A.png"))))
        #expect(png.width == 6)
        #expect(try CLIRunner.listing(dir) == ["A.imageset"])

        // A folder with a file of the user's is not an image set this command replaces.
        let other = dir.appendingPathComponent("B.imageset")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: false)
        try Data("notes".utf8).write(to: other.appendingPathComponent("notes.txt"))
        let refused = try CLIRunner.run(["render", "-o", "B.imageset"], in: dir)
        #expect(refused.status == 1)
        #expect(refused.stderr == "gradient: Cannot write 'B.imageset': the folder holds 'notes.txt', so it is not an image set this command may replace.\n")
        #expect(try CLIRunner.listing(other) == ["notes.txt"])
        #expect(try CLIRunner.listing(dir) == ["A.imageset", "B.imageset"])
    }

    @Test func standardOutputAndScaleAreRefused() throws {
        let stdout = try CLIRunner.run(["render", "--format", "imageset", "-o", "-"])
        #expect(stdout.status == 64 && stdout.stdout.isEmpty)
        #expect(stdout.stderr == "gradient: An image set is a folder: give -o Name.imageset, not '-'.\n")
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scaled = try CLIRunner.run(["render", "--scale", "2", "-o", "C.imageset"], in: dir)
        #expect(scaled.status == 64)
        #expect(scaled.stderr == "gradient: --scale does not apply to an image set: it holds 1x, 2x and 3x images of --size points.\n")
        #expect(try CLIRunner.listing(dir).isEmpty)
    }
}
