import Foundation

/// What a test run has around it: the repository, whether it runs on CI, and data that may
/// be missing outside CI.
public enum TestEnvironment {
    /// The repository's root folder (this file is `Tests/GradientTestSupport/TestEnvironment.swift`).
    public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Whether this run is on CI: `CI` set to anything but empty, `0`, `false` or `no`.
    public static var isCI: Bool {
        guard let value = ProcessInfo.processInfo.environment["CI"]?.lowercased() else { return false }
        return !["", "0", "false", "no"].contains(value)
    }

    /// Whether a test that needs some data runs: when the data is there, and always on CI,
    /// where the test then fails on its absence (a `#require` on it, with the reason).
    public static func runs(whenPresent present: Bool) -> Bool { present || isCI }
}
