import Foundation
import GradientKit

/// The `gradient` command: renders and converts gradients.
///
/// Exit codes: 0 success, 1 failure (I/O, rendering, a standard output that cannot be
/// written), 64 usage (bad flags, values or gradient text). Every error is one line on
/// standard error.
@main
enum GradientCommand {
    static let version = "0.1.0"

    static func main() {
        // The arguments as bytes: a path may hold bytes that are not UTF-8, which
        // `CommandLine.arguments` would replace.
        let raw = (1..<Int(CommandLine.argc)).map { i -> [UInt8] in
            guard let p = CommandLine.unsafeArgv[i] else { return [] }
            return Array(UnsafeBufferPointer(start: UnsafeRawPointer(p).assumingMemoryBound(to: UInt8.self), count: strlen(p)))
        }
        StandardStreams.ignoreBrokenPipes()
        do {
            try run(raw)
            exit(0)
        } catch let error as CLIError {
            StandardStreams.writeError("gradient: \(error.message)\n")
            exit(error.exitCode)
        } catch let error as GradientError {
            StandardStreams.writeError("gradient: \(error.message)\n")
            exit(1)
        } catch {
            // Never a Foundation error dump: every expected failure is a CLIError or a
            // GradientError; anything else is named by its type only.
            StandardStreams.writeError("gradient: An unexpected error stopped the command (\(type(of: error))).\n")
            exit(1)
        }
    }

    static func run(_ raw: [[UInt8]]) throws {
        let arguments = raw.map { String(decoding: $0, as: UTF8.self) }
        guard let first = arguments.first else {
            try StandardStreams.print(Help.main)
            return
        }
        switch first {
        case "-h", "--help", "help":
            try StandardStreams.print(arguments.count > 1 && arguments[1] == "render" ? Help.render : Help.main)
        case "--version":
            try StandardStreams.print(version)
        case "render":
            try RenderCommand(rawArguments: Array(raw.dropFirst())).run()
        default:
            throw CLIError.usage(
                "\(first.quotedForCLI) is not a subcommand: use 'render' (or --help, --version).")
        }
    }
}

/// An error the command reports: one sentence and an exit code.
struct CLIError: Error {
    var message: String
    var exitCode: Int32

    /// A usage error (exit 64): bad flags, values or gradient text.
    static func usage(_ message: String) -> CLIError { CLIError(message: message, exitCode: 64) }
    /// A failure (exit 1): reading, writing or rendering went wrong.
    static func failure(_ message: String) -> CLIError { CLIError(message: message, exitCode: 1) }
}

extension String {
    /// The string in single quotes for a message, shortened, with invisible characters shown
    /// as escapes (`\n`, `\u{FEFF}`).
    var quotedForCLI: String { visibleForMessages.shortenedQuoted }

    /// The string in single quotes, shortened to 60 characters.
    var shortenedQuoted: String {
        var s = self
        if s.count > 60 { s = String(s.prefix(57)) + "..." }
        return "'" + s + "'"
    }
}
