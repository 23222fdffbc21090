import Foundation
import GradientTestSupport
import Testing

/// The snapshot comparison itself: a match, a missing file, and a difference that leaves the
/// actual text beside the snapshot (skipped while recording, when every check records).
@Suite(.enabled(if: !Snapshot.isRecording, "RECORD_SNAPSHOTS is set"))
struct SnapshotTests {
    @Test func matchesMissesAndDiffers() throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Snapshot.check("a\n", named: "x", in: folder) == .missing(path: folder.appendingPathComponent("x.txt").path))
        try Data("a\n".utf8).write(to: folder.appendingPathComponent("x.txt"))
        #expect(try Snapshot.check("a\n", named: "x", in: folder) == .matches)
        let outcome = try Snapshot.check("b\n", named: "x", in: folder)
        let actual = folder.appendingPathComponent("x.txt.actual")
        #expect(outcome == .differs(path: folder.appendingPathComponent("x.txt").path, actual: actual.path))
        #expect(try Data(contentsOf: actual) == Data("b\n".utf8))
        // A match again removes the stale actual file.
        #expect(try Snapshot.check("a\n", named: "x", in: folder) == .matches)
        #expect(!FileManager.default.fileExists(atPath: actual.path))
    }
}
