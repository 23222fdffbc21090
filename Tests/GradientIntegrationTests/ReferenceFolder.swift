import Foundation
import GradientTestSupport
import Testing

/// A folder of device renders in `../shared` beside the repository: each case `<name>.json`
/// (what was drawn) beside `<name>.png` (the picture). The fidelity suites run when their
/// folder is there, and always on CI, where its absence fails the run.
struct ReferenceFolder: Sendable, CustomTestStringConvertible {
    /// The folder's name in `../shared`.
    let name: String

    /// The iOS Simulator's `CAGradientLayer` renders.
    static let coreAnimation = ReferenceFolder(name: "ios-refs")
    /// SwiftUI's gradient renders.
    static let swiftUI = ReferenceFolder(name: "swiftui-refs")

    var url: URL { TestEnvironment.repository.deletingLastPathComponent().appendingPathComponent("shared/" + name) }

    /// Whether the folder is there.
    var isPresent: Bool { FileManager.default.fileExists(atPath: url.path) }

    /// The names of the cases, sorted.
    var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    var testDescription: String { "../shared/\(name)" }

    /// Runs `body` on every case, once the folder is required to be there and to hold some.
    func forEachCase(sourceLocation: SourceLocation = #_sourceLocation, _ body: (String) throws -> Void) throws {
        try #require(isPresent, sourceLocation: sourceLocation)
        #expect(!names.isEmpty, sourceLocation: sourceLocation)
        for name in names { try body(name) }
    }
}

/// Each reference folder is there wherever its fidelity suite runs: on CI the suite runs
/// even without the folder, and this is the failure that says why.
@Suite struct ReferenceFolderTests {
    @Test(arguments: [ReferenceFolder.coreAnimation, .swiftUI])
    func theFolderIsThereWhereItsSuiteRuns(_ folder: ReferenceFolder) {
        guard TestEnvironment.runs(whenPresent: folder.isPresent) else { return }
        #expect(folder.isPresent, "\(folder.url.path) is missing: CI runs with ../shared beside the repository")
    }
}
