import Foundation
import GradientTestSupport
import Testing

@testable import GradientCLI

/// Every `gradient render` example in help runs as written from an empty folder (an installed
/// tool's user has no `Examples/`), and every one in the README from a copy of the
/// repository's `Examples/` folder, with exit status 0.
@Suite struct ExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `gradient render` lines of the README's `sh` code blocks (`swift run gradient` read
    /// as `gradient`), comments after `#` kept: the shell ignores them. Synopses are `text` blocks.
    static func readmeExamples() throws -> [String] {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        var lines: [String] = []
        var inCode = false
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inCode = !inCode && line == "```sh"
                continue
            }
            guard inCode else { continue }
            var command = line.trimmingCharacters(in: .whitespaces)
            if command.hasPrefix("swift run gradient ") { command = String(command.dropFirst("swift run ".count)) }
            if command.hasPrefix("gradient render") { lines.append(command) }
        }
        return lines
    }

    /// Runs `command` with `/bin/sh` in a fresh directory (holding a copy of `Examples/` if
    /// `withExamples`), with the built `gradient` first on `PATH`.
    static func runExample(_ command: String, withExamples: Bool) throws -> (status: Int32, stderr: String) {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        if withExamples {
            try FileManager.default.copyItem(at: root.appendingPathComponent("Examples"), to: dir.appendingPathComponent("Examples"))
        }
        let path = CLIRunner.productsDirectory.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return try CLIRunner.runThrough("/usr/bin/env", ["PATH=\(path)", "/bin/sh", "-c", command], in: dir)
    }

    /// The `gradient render` examples of help: enough of them to show each format.
    static let helpExamples = (Subcommand.rootExamples + Subcommand.render.examples).filter { $0.hasPrefix("gradient render") }

    @Test func helpHasExamples() {
        #expect(Self.helpExamples.count >= 10)
    }

    /// Each example is a test case of its own, so that they run side by side.
    @Test(arguments: helpExamples) func aHelpExampleRuns(_ command: String) throws {
        let run = try Self.runExample(command, withExamples: false)
        #expect(run.status == 0, "\(command): \(run.stderr)")
    }

    @Test func theReadmeHasExamples() throws {
        #expect(try Self.readmeExamples().count >= 5)
    }

    @Test(arguments: try readmeExamples()) func aReadmeExampleRuns(_ command: String) throws {
        let run = try Self.runExample(command, withExamples: true)
        #expect(run.status == 0, "\(command): \(run.stderr)")
    }
}
