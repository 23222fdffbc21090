import Foundation
import GradientTestSupport
import Testing

@testable import GradientCLI

/// Help, the manual page and the completion scripts: stored as snapshot files
/// (`Snapshots/`, recorded with `RECORD_SNAPSHOTS=1`), and checked against the option table
/// they are made from, and the README's synopsis against help's.
@Suite struct HelpTests {
    static let snapshots = Snapshot.folder(besides: #filePath)

    static func expectSnapshot(_ text: String, _ name: String) throws {
        let outcome = try Snapshot.check(text, named: name, in: snapshots)
        #expect(outcome.passes, "\(outcome)")
    }

    @Test func theOverviewSnapshot() throws {
        try Self.expectSnapshot(Help.main + "\n", "help")
    }

    @Test(arguments: Subcommand.allCases) func aSubcommandsHelpSnapshot(_ subcommand: Subcommand) throws {
        try Self.expectSnapshot(Help.text(for: subcommand) + "\n", "help-\(subcommand.rawValue)")
    }

    @Test func theManualPageSnapshot() throws {
        try Self.expectSnapshot(ManPage.text, "gradient.1")
    }

    @Test(arguments: Shell.allCases) func aCompletionScriptSnapshot(_ shell: Shell) throws {
        try Self.expectSnapshot(Completions.script(for: shell), "completion.\(shell.rawValue)")
    }

    /// Every option and operand of a subcommand is in its help, its synopsis and the manual
    /// page (for `render`), each help line fits 90 columns but the examples, and no example
    /// needs a file the installed tool's user does not have.
    @Test(arguments: Subcommand.allCases) func helpListsWhatTheTableDeclares(_ subcommand: Subcommand) {
        let help = Help.text(for: subcommand)
        let usage = Help.usage(subcommand).joined(separator: " ")
        for option in subcommand.options {
            #expect(help.contains("  " + option.head), "\(option.names)")
            if option != .help { #expect(usage.contains("[\(option.synopsis)]"), "\(option.names)") }
            if subcommand == .render {
                #expect(ManPage.text.contains(option.names.map(ManPage.escape).joined(separator: "\\fR, \\fB")), "\(option.names)")
            }
        }
        for operand in subcommand.operands { #expect(usage.contains(operand.synopsis)) }
        let examples = Set(subcommand.examples.map { "  " + $0 })
        for line in help.split(separator: "\n") where !examples.contains(String(line)) {
            #expect(line.count <= Help.width, "\(line)")
        }
        for example in subcommand.examples + Subcommand.rootExamples { #expect(!example.contains("Examples/"), "\(example)") }
    }

    /// The root help lists every subcommand and its one-line summary.
    @Test func theOverviewListsEverySubcommand() {
        for subcommand in Subcommand.allCases {
            #expect(Help.main.contains("  \(subcommand.rawValue)"))
            #expect(Help.main.contains(subcommand.summary))
        }
        #expect(Help.main.contains("Swift code") && Help.main.contains("image sets"))
    }

    /// The synopsis in the README and in the DocC article `CommandLine` is help's, line for
    /// line (they once left out --color-scheme and --current-color).
    @Test(arguments: ["README.md", "Sources/GradientKit/GradientKit.docc/CommandLine.md"])
    func theDocumentedSynopsisIsHelps(_ file: String) throws {
        let text = try String(contentsOf: TestEnvironment.repository.appendingPathComponent(file), encoding: .utf8)
        let block = "```text\n" + Help.synopsis.joined(separator: "\n") + "\n```"
        #expect(text.contains(block), "\(file) should hold:\n\(block)")
    }

    /// The manual page's `.TH` line carries the version and its date (from the one place they
    /// are written, not the clock), and the page is ASCII, characters beyond it written as
    /// groff's `\[u2026]`.
    @Test func theManualPageIsDatedAndASCII() {
        let th = String(ManPage.text.prefix { $0 != "\n" })
        #expect(th == ".TH GRADIENT 1 \"\(GradientCommand.versionDate)\" \"gradient \(GradientCommand.version)\" \"User Commands\"")
        #expect(ManPage.text.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(ManPage.text.contains("ButtonFace, \\[u2026])") && ManPage.text.contains("120\\[u00B0]"))
        // No line may start with a character roff would read as a request by mistake.
        for line in ManPage.text.split(separator: "\n") where line.hasPrefix("'") { Issue.record("line starts with ': \(line)") }
    }

    /// groff reads the page without a warning and draws the escaped characters.
    @Test(.enabled(if: CompletionTests.shell("groff") != nil || TestEnvironment.isCI, "groff is not installed"))
    func groffReadsTheManPageWithoutWarnings() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(ManPage.text.utf8).write(to: dir.appendingPathComponent("gradient.1"))
        let groff = try #require(CompletionTests.shell("groff"), "groff is missing on CI")
        let check = try CLIRunner.runThrough("/bin/sh", ["-c", "\(groff) -man -Tutf8 -ww -z gradient.1"], in: dir)
        #expect(check.status == 0 && check.stderr.isEmpty, "\(check.stderr)")
        let drawn = try CLIRunner.runThrough("/bin/sh", ["-c", "\(groff) -man -Tutf8 gradient.1 >&2"], in: dir)
        #expect(drawn.stderr.contains("…") && drawn.stderr.contains("120°"))
    }

    /// The version is written once (``GradientCommand/version``); the README installs that
    /// release and the changelog has its entry, dated as the manual page is.
    @Test func theDocumentsNameTheVersion() throws {
        let root = TestEnvironment.repository
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains(#"from: "\#(GradientCommand.version)")"#))
        let changelog = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        #expect(changelog.contains("\n## [\(GradientCommand.version)] - \(GradientCommand.versionDate)\n"))
    }

    /// `--help` and the version print through the binary too, with status 0.
    @Test func helpAndVersionThroughTheBinary() throws {
        let version = try CLIRunner.run(["--version"])
        #expect(version.status == 0 && version.stdoutText == GradientCommand.version + "\n" && version.stderr.isEmpty)
        let completions = try CLIRunner.run(["completions", "--help"])
        #expect(completions.status == 0 && completions.stdoutText == Help.text(for: .completions) + "\n" && completions.stderr.isEmpty)
    }
}
