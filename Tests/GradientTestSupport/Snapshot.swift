import Foundation

/// Snapshot files: text a test compares byte for byte with a file stored next to the tests
/// (help, the manual page, what the writers write), instead of pinning a few substrings.
///
/// Every snapshot file ends in `.txt` (`completion.bash.txt`, `gradient.1.txt`): it is recorded
/// output, data, never source of the language its first name suggests.
///
/// A snapshot is recorded only on request: run the tests with `RECORD_SNAPSHOTS=1` (refused
/// on CI, where a missing or different snapshot fails) and read what changed with `git diff`
/// before committing it. A failing comparison writes the actual text beside the snapshot as
/// `<name>.actual` (ignored by git) for `diff`.
public enum Snapshot {
    /// Whether this run records snapshots instead of comparing them.
    public static var isRecording: Bool {
        guard let value = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"]?.lowercased() else { return false }
        return !["", "0", "false", "no"].contains(value)
    }

    /// What a comparison found.
    public enum Outcome: Equatable, Sendable {
        /// The text is the snapshot's.
        case matches
        /// The snapshot was written (recording).
        case recorded
        /// No snapshot file: record it with `RECORD_SNAPSHOTS=1`.
        case missing(path: String)
        /// The text differs; `actual` is where it was written.
        case differs(path: String, actual: String)
    }

    /// The ending of every snapshot file, after its name.
    public static let fileExtension = "txt"

    /// The file of the snapshot `name` in `folder`: `<name>.txt`.
    public static func file(named name: String, in folder: URL) -> URL {
        folder.appendingPathComponent(name).appendingPathExtension(fileExtension)
    }

    /// Compares `text` with the snapshot `name` in `folder` (or records it).
    ///
    /// - Parameters:
    ///   - folder: The snapshot folder, e.g. `Snapshots` next to the test file (from `#filePath`).
    ///   - name: The snapshot's name, without the `.txt` every file gets (`help-render`,
    ///     `gradient.1`, `completion.bash`).
    public static func check(_ text: String, named name: String, in folder: URL) throws -> Outcome {
        let file = Self.file(named: name, in: folder)
        let actual = file.appendingPathExtension("actual")
        let data = Data(text.utf8)
        if isRecording {
            guard !TestEnvironment.isCI else { return .missing(path: file.path + " (RECORD_SNAPSHOTS is refused on CI)") }
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: file)
            try? FileManager.default.removeItem(at: actual)
            return .recorded
        }
        guard let stored = FileManager.default.contents(atPath: file.path) else { return .missing(path: file.path) }
        if stored == data {
            try? FileManager.default.removeItem(at: actual)
            return .matches
        }
        try data.write(to: actual)
        return .differs(path: file.path, actual: actual.path)
    }

    /// The `Snapshots` folder beside the test file `filePath` (pass `#filePath`).
    public static func folder(besides filePath: String) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    }
}

extension Snapshot.Outcome: CustomStringConvertible {
    public var description: String {
        switch self {
        case .matches: "matches"
        case .recorded: "recorded"
        case .missing(let path): "no snapshot at \(path): run the tests with RECORD_SNAPSHOTS=1 to record it, then review it"
        case .differs(let path, let actual): "differs from \(path): the actual text is in \(actual) (diff them)"
        }
    }

    /// Whether the test passes: the text matched, or was recorded on request.
    public var passes: Bool { self == .matches || self == .recorded }
}
