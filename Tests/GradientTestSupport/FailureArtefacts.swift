import Foundation

/// Where a failing test writes what it saw (actual renders, difference images): a folder
/// under `$GRADIENT_TEST_ARTEFACTS`, or the temporary directory, never the source tree.
public enum FailureArtefacts {
    /// The folder for `suite`, created if needed.
    public static func folder(_ suite: String) throws -> URL {
        let base =
            ProcessInfo.processInfo.environment["GRADIENT_TEST_ARTEFACTS"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("gradientview-test-artefacts")
        let url = base.appendingPathComponent(suite)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `data` as `name` in `suite`'s folder and returns its path, to print in the
    /// failure message.
    public static func write(_ data: Data, named name: String, suite: String) throws -> String {
        let url = try folder(suite).appendingPathComponent(name)
        try data.write(to: url)
        return url.path
    }
}
