import Foundation
import GradientCSS
import GradientCore
import GradientEncode
import GradientRaster
import GradientTestSupport
import Testing

/// Writing a PNG to a URL from the library: the whole file or the old one, never part of it.
@Suite struct AtomicFileWriterTests {
    /// A fresh folder, removed by the caller.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static let gradient = try! GradientDefinition(parsing: "radial-gradient(circle, #fff, #f58231 50%, #000075)")

    @Test func writesTheRenderAsAPNG() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("out.png")
        try Self.gradient.writePNG(to: url, width: 97, height: 61, level: 1)
        let decoded = try PNGReader.decode(Data(contentsOf: url))
        #expect(decoded == (try Self.gradient.render(width: 97, height: 61)))
        #expect(try Data(contentsOf: url) == (try Self.gradient.pngData(width: 97, height: 61, level: 1)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["out.png"])
    }

    /// A replaced file keeps its permission bits; a symbolic link stays a link and its target
    /// gets the new bytes.
    @Test func replacingKeepsTheModeAndTheLink() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent("target.png")
        try Data("old".utf8).write(to: target)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target.path)
        let link = dir.appendingPathComponent("link.png")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        try Self.gradient.writePNG(to: link, width: 8, height: 8)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(try PNGReader.decode(Data(contentsOf: target)).width == 8)
        let mode = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try Set(FileManager.default.contentsOfDirectory(atPath: dir.path)) == ["target.png", "link.png"])
    }

    /// What goes wrong leaves the old file as it was and no temporary file: an error of the
    /// producer's, a level out of range, a missing folder, a directory in the way.
    @Test func failuresLeaveNothingBehind() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("out.png")
        try Data("old".utf8).write(to: url)
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try AtomicFileWriter.write(to: url) { output in
                try [UInt8](repeating: 1, count: 1000).withUnsafeBytes(output)
                throw Stop()
            }
        }
        #expect(throws: GradientError.self) { try Self.gradient.writePNG(to: url, width: 8, height: 8, level: 10) }
        #expect(try Data(contentsOf: url) == Data("old".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["out.png"])

        let missing = dir.appendingPathComponent("nowhere/out.png")
        let error = #expect(throws: GradientError.self) { try Self.gradient.writePNG(to: missing, width: 8, height: 8) }
        #expect(error?.kind == .io)
        #expect(
            error?.message
                == "Cannot write \(missing.path.quotedForMessage): the directory \(dir.appendingPathComponent("nowhere").path.quotedForMessage) does not exist."
        )
        let directory = #expect(throws: GradientError.self) { try Self.gradient.writePNG(to: dir, width: 8, height: 8) }
        #expect(directory?.message == "Cannot write \(dir.path.quotedForMessage): it is a directory.")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["out.png"])
    }
}
