import Foundation
import GradientTestSupport
import Testing

@testable import GradientCLI

/// The completion scripts `gradient completions` writes, tried in their shells: bash and zsh
/// complete subcommands, options, the values an option lists and file names (with spaces);
/// fish reads its script. What they offer comes from the option table.
@Suite struct CompletionTests {
    static func shell(_ name: String) -> String? {
        ["/usr/bin/\(name)", "/bin/\(name)"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Files the completion tests complete: one with a space in its name.
    static let files = ["my file.json", "my other.css", "plain.css"]

    /// A fresh folder holding ``files`` and a folder `sub`.
    static func folderWithFiles() throws -> URL {
        let dir = try CLIRunner.temporaryDirectory()
        for name in files { try Data().write(to: dir.appendingPathComponent(name)) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("sub"), withIntermediateDirectories: false)
        return dir
    }

    /// Completes the last of `words` with the bash script, as bash fills `COMP_WORDS` (the word
    /// being typed as typed, quotes and backslashes included), in a folder holding ``files``.
    static func bashComplete(_ words: [String]) throws -> [String] {
        let dir = try folderWithFiles()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(Completions.bash.utf8).write(to: dir.appendingPathComponent("gradient.bash"))
        // Each word single-quoted for the shell that runs the test (`'` as `'\''`).
        let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }.joined(separator: " ")
        let program = "source ./gradient.bash; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _gradient; printf '%s\\n' \"${COMPREPLY[@]}\" >&2"
        let run = try CLIRunner.runThrough("/bin/bash", ["-c", program], in: dir)
        #expect(run.status == 0)
        return run.stderr.split(separator: "\n").map(String.init)
    }

    @Test func bashCompletesSubcommandsOptionsAndValues() throws {
        #expect(try Self.bashComplete(["gradient", "re"]) == ["render"])
        #expect(try Self.bashComplete(["gradient", "--v"]) == ["--version"])
        #expect(try Self.bashComplete(["gradient", "render", "--fo"]) == ["--format"])
        #expect(try Self.bashComplete(["gradient", "render", "--no-c"]) == ["--no-clobber"])
        #expect(try Self.bashComplete(["gradient", "render", "--format", "s"]) == ["svg", "swift"])
        #expect(try Self.bashComplete(["gradient", "render", "--interpolation", "oklch-l"]) == ["oklch-longer"])
        #expect(try Self.bashComplete(["gradient", "render", "--color-scheme", ""]) == ["light", "dark"])
        #expect(try Self.bashComplete(["gradient", "completions", "f"]) == ["fish"])
        #expect(try Self.bashComplete(["gradient", "help", "c"]) == ["completions"])
        #expect(try Self.bashComplete(["gradient", "manpage", "--h"]) == ["--help"])
        #expect(try Self.bashComplete(["gradient", "completions", "-"]) == ["-h", "--help"])
        let all = try Self.bashComplete(["gradient", "render", "-"])
        #expect(all == Subcommand.render.options.flatMap(\.names))
    }

    /// A file name with a space is one completion, however the word being typed is quoted.
    @Test func bashCompletesFileNamesWithSpaces() throws {
        // compgen lists files in the folder's order: compared sorted.
        #expect(try Self.bashComplete(["gradient", "render", "my"]).sorted() == ["my file.json", "my other.css"])
        #expect(try Self.bashComplete(["gradient", "render", #"my\ f"#]) == ["my file.json"])
        #expect(try Self.bashComplete(["gradient", "render", #""my o"#]) == ["my other.css"])
        #expect(try Self.bashComplete(["gradient", "render", "'my f"]) == ["my file.json"])
        #expect(try Self.bashComplete(["gradient", "render", "-o", "my"]).sorted() == ["my file.json", "my other.css"])
        #expect(try Self.bashComplete(["gradient", "render", "--size", "my"]) == [])
    }

    /// Drives an interactive zsh in a pseudo-terminal (the `zsh/zpty` module): loads the script
    /// with `compinit`, types `line` and Tab, and collects every match the completion system
    /// adds (a `compadd` that records what the real one adds). Returns the matches, as zsh
    /// would insert them (`my\ file.json`).
    static func zshComplete(_ line: String) throws -> [String] {
        let zsh = try #require(shell("zsh"), "zsh is missing on CI")
        let dir = try folderWithFiles()
        defer { try? FileManager.default.removeItem(at: dir) }
        let functions = dir.appendingPathComponent("functions")
        try FileManager.default.createDirectory(at: functions, withIntermediateDirectories: false)
        try Data(Completions.zsh.utf8).write(to: functions.appendingPathComponent("_gradient"))
        let matches = dir.appendingPathComponent("matches").path
        let setup = """
            PROMPT='> '
            unsetopt autolist beep
            fpath=(\(functions.path) $fpath)
            autoload -Uz compinit
            compinit -u -D
            compadd() {
              # Calls that only ask (-O, -A, -D) go straight through; the others are recorded.
              if (( ${@[(I)-[OAD]*]} )); then builtin compadd "$@"; return; fi
              local -a added
              builtin compadd -A added "$@"
              (( ${#added} )) && print -rl -- "${added[@]}" >> \(matches)
              builtin compadd "$@"
            }

            """
        try Data(setup.utf8).write(to: dir.appendingPathComponent("setup.zsh"))
        let driver = """
            zmodload zsh/zpty
            zpty z \(zsh) -f -i
            zpty -w z 'source setup.zsh'
            zpty -r -m z screen '*> ' || exit 2
            zpty -w -n z "$1"$'\\t'$'\\C-u''touch done'$'\\n'
            for i in {1..300}; do [[ -e done ]] && break; sleep 0.1; done
            zpty -d z
            [[ -e done ]] || exit 3

            """
        try Data(driver.utf8).write(to: dir.appendingPathComponent("driver.zsh"))
        let run = try CLIRunner.runThrough(zsh, ["-f", "driver.zsh", line], in: dir)
        #expect(run.status == 0, "zsh driver: \(run.stderr)")
        let text = (try? String(contentsOfFile: matches, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    @Test(.enabled(if: shell("zsh") != nil || TestEnvironment.isCI, "zsh is not installed"))
    func zshCompletesSubcommandsOptionsValuesAndFiles() throws {
        #expect(try Self.zshComplete("gradient re") == ["render"])
        #expect(try Self.zshComplete("gradient ") == Subcommand.allCases.map(\.rawValue))
        #expect(try Self.zshComplete("gradient render --fo") == ["--format"])
        #expect(try Self.zshComplete("gradient render --format s") == ["svg", "swift"])
        #expect(try Self.zshComplete("gradient render --color-scheme ") == ["light", "dark"])
        #expect(try Self.zshComplete("gradient render --interpolation oklch-l") == ["oklch-longer"])
        #expect(try Self.zshComplete("gradient completions f") == ["fish"])
        #expect(try Self.zshComplete("gradient render my").sorted() == [#"my\ file.json"#, #"my\ other.css"#])
        #expect(try Self.zshComplete("gradient render -o my\\ f") == [#"my\ file.json"#])
        let options = try Self.zshComplete("gradient render -")
        #expect(Set(options) == Set(Subcommand.render.options.flatMap(\.names)))
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
        let shellEnum = try #require(Shell(rawValue: name))
        try Data(Completions.script(for: shellEnum).utf8).write(to: dir.appendingPathComponent("completion"))
        let shellPath = try #require(shell(name), "\(name) is missing on CI")
        let run = try CLIRunner.runThrough(shellPath, arguments + ["completion"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
    }

    /// fish offers every option of every subcommand with its summary, and the values it lists.
    @Test func fishOffersEveryOption() {
        let fish = Completions.fish
        for subcommand in Subcommand.allCases {
            for option in subcommand.options {
                #expect(fish.contains("__fish_seen_subcommand_from \(subcommand.rawValue)' \(Completions.fishNames(option))"), "\(option.names)")
            }
        }
        #expect(fish.split(separator: "\n").contains { $0.contains("-l color-scheme -x -a 'light dark'") })
    }

    /// The script comes out of the binary as it is made, with status 0.
    @Test func theBinaryPrintsTheScript() throws {
        let run = try CLIRunner.run(["completions", "bash"])
        #expect(run.status == 0 && run.stdoutText == Completions.bash && run.stderr.isEmpty)
    }
}
