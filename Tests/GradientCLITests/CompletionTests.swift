import Foundation
import GradientTestSupport
import Testing

/// `gradient completions` and `gradient manpage` list what `gradient help render` lists, and
/// the scripts are valid for their shells.
@Suite struct CompletionTests {
    /// The render options as `gradient help render` prints them: each `--flag` of its OPTIONS.
    static func renderFlags() throws -> [String] {
        let help = try CLIRunner.run(["help", "render"]).stdoutText
        let options = help.components(separatedBy: "OPTIONS:\n")[1].components(separatedBy: "\n\n")[0]
        return options.split(separator: "\n").filter { $0.hasPrefix("  -") }.flatMap { line in
            line.split(separator: " ").prefix(2).filter { $0.hasPrefix("-") }.map { String($0.trimmingCharacters(in: [","])) }
        }
    }

    static func shell(_ name: String) -> String? {
        ["/usr/bin/\(name)", "/bin/\(name)"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Completes the words `line` (the last one being typed) with the bash script.
    static func bashComplete(_ words: [String]) throws -> [String] {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = try CLIRunner.run(["completions", "bash"]).stdout
        try script.write(to: dir.appendingPathComponent("gradient.bash"))
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let program = "source ./gradient.bash; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _gradient; printf '%s\\n' \"${COMPREPLY[@]}\" >&2"
        let run = try CLIRunner.runThrough("/bin/bash", ["-c", program], in: dir)
        #expect(run.status == 0)
        return run.stderr.split(separator: "\n").map(String.init)
    }

    @Test func bashCompletesSubcommandsFlagsAndValues() throws {
        #expect(try Self.bashComplete(["gradient", "re"]) == ["render"])
        #expect(try Self.bashComplete(["gradient", "render", "--fo"]) == ["--format"])
        #expect(try Self.bashComplete(["gradient", "render", "--format", "s"]) == ["svg", "swift"])
        #expect(try Self.bashComplete(["gradient", "render", "--interpolation", "oklch-l"]) == ["oklch-longer"])
        #expect(try Self.bashComplete(["gradient", "completions", "f"]) == ["fish"])
        #expect(try Self.bashComplete(["gradient", "render", "--color-scheme", ""]) == ["light", "dark"])
        #expect(try Self.bashComplete(["gradient", "render", "--color-scheme", "d"]) == ["dark"])
        let all = try Self.bashComplete(["gradient", "render", "-"])
        for flag in try Self.renderFlags() { #expect(all.contains(flag), "\(flag)") }
    }

    @Test(.enabled(if: shell("zsh") != nil || TestEnvironment.isCI, "zsh is not installed"))
    func zshScriptParses() throws {
        try Self.checkSyntax(shell: "zsh", arguments: ["-n"])
    }

    @Test(.enabled(if: shell("fish") != nil || TestEnvironment.isCI, "fish is not installed"))
    func fishScriptParses() throws {
        try Self.checkSyntax(shell: "fish", arguments: ["--no-execute"])
    }

    static func checkSyntax(shell name: String, arguments: [String]) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = try CLIRunner.run(["completions", name])
        #expect(script.status == 0)
        for flag in try renderFlags() {
            // fish spells `--size` as `-l size` and `-q` as `-s q`; zsh spells flags as they are.
            let spelling = name != "fish" ? flag : flag.hasPrefix("--") ? "-l " + flag.dropFirst(2) : "-s " + flag.dropFirst()
            #expect(script.stdoutText.contains(spelling), "\(flag)")
        }
        try script.stdout.write(to: dir.appendingPathComponent("completion"))
        let shellPath = try #require(shell(name), "\(name) is missing on CI")
        let run = try CLIRunner.runThrough(shellPath, arguments + ["completion"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
    }

    /// zsh and fish offer the colour schemes too (their syntax is checked where they are installed).
    @Test func everyScriptOffersTheColorSchemes() throws {
        let zsh = try CLIRunner.run(["completions", "zsh"]).stdoutText
        #expect(zsh.split(separator: "\n").contains { $0.contains("'--color-scheme[") && $0.hasSuffix(":s:(light dark)' \\") })
        let fish = try CLIRunner.run(["completions", "fish"]).stdoutText
        #expect(fish.split(separator: "\n").contains { $0.contains("-l color-scheme -x -a 'light dark'") })
    }

    @Test func unknownShellIsRefused() throws {
        let run = try CLIRunner.run(["completions", "bsh"])
        #expect(run.status == 64)
        #expect(run.stderr == "gradient: 'bsh' is not a shell (did you mean 'bash'?): give bash, zsh or fish.\n")
        #expect(try CLIRunner.run(["completions"]).status == 64)
    }

    @Test func manPageHoldsEveryOption() throws {
        let run = try CLIRunner.run(["manpage"])
        #expect(run.status == 0)
        let roff = run.stdoutText
        #expect(roff.hasPrefix(".TH GRADIENT 1 "))
        for section in [".SH NAME", ".SH SYNOPSIS", ".SH OPTIONS", ".SH EXAMPLES", ".SH EXIT STATUS"] { #expect(roff.contains(section), "\(section)") }
        for flag in try Self.renderFlags() {
            #expect(roff.contains("\\fB" + flag.replacingOccurrences(of: "-", with: "\\-") + "\\fR"), "\(flag)")
        }
        // No line may start with a character roff would read as a request by mistake.
        for line in roff.split(separator: "\n") where line.hasPrefix("'") { Issue.record("line starts with ': \(line)") }
    }

    /// The `.TH` line dates the page (from the version, not the clock: two runs agree), and
    /// the page is ASCII, characters beyond it written as groff's `\[u2026]`.
    @Test func manPageIsDatedAndASCII() throws {
        let roff = try CLIRunner.run(["manpage"]).stdoutText
        let th = String(roff.prefix(while: { $0 != "\n" }))
        // 0.1.0's date, not today's (both pinned here: a new version changes this line).
        #expect(th == #".TH GRADIENT 1 "2026-11-29" "gradient 0.1.0" "User Commands""#)
        let again = try CLIRunner.run(["manpage"]).stdoutText
        #expect(again == roff)
        #expect(roff.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(roff.contains("ButtonFace, \\[u2026])") && roff.contains("120\\[u00B0]"))
    }

    /// groff reads the page without a warning and draws the escaped characters.
    @Test(.enabled(if: shell("groff") != nil || TestEnvironment.isCI, "groff is not installed"))
    func groffReadsTheManPageWithoutWarnings() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLIRunner.run(["manpage"]).stdout.write(to: dir.appendingPathComponent("gradient.1"))
        let groff = try #require(Self.shell("groff"), "groff is missing on CI")
        let check = try CLIRunner.runThrough("/bin/sh", ["-c", "\(groff) -man -Tutf8 -ww -z gradient.1"], in: dir)
        #expect(check.status == 0 && check.stderr.isEmpty, "\(check.stderr)")
        let drawn = try CLIRunner.runThrough("/bin/sh", ["-c", "\(groff) -man -Tutf8 gradient.1 >&2"], in: dir)
        #expect(drawn.stderr.contains("…") && drawn.stderr.contains("120°"))
    }
}
