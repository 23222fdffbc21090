import Foundation
import GradientKit

/// The `gradient` command: renders and converts gradients.
///
/// Exit codes: 0 success, 64 for input the command cannot take (bad flags, values or gradient
/// text, sizes over a limit), 1 for a failure (reading or writing, memory, what an output
/// format cannot hold); ``GradientError/Kind/exitStatus`` is the one place that decides.
/// Every error is one line on standard error.
@main
enum GradientCommand {
    static let version = "0.1.0"

    /// The date of ``version`` (ISO 8601), which the manual page's `.TH` line gives: set with
    /// the version, never taken from the clock, so that every build prints the same page.
    /// 0.1.0 was set on 2026-11-29.
    static let versionDate = "2026-11-29"

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
        } catch let error as GradientError {
            StandardStreams.writeError(errorLine(error.message))
            exit(error.kind.exitStatus)
        } catch {
            // Never a Foundation error dump: every expected failure is a GradientError;
            // anything else is named by its type only.
            StandardStreams.writeError("gradient: An unexpected error stopped the command (\(type(of: error))).\n")
            exit(1)
        }
    }

    /// The line an error prints on standard error: `gradient: `, then the message as a
    /// sentence, its first letter a capital. The CSS reader's messages start in lower case
    /// ("expected a colour at column 17, …") to read well after a colon inside other
    /// messages; alone after `gradient: ` they start as every other message does.
    ///
    /// `errorLine("expected a colour at column 17, found ')'.")` is
    /// `"gradient: Expected a colour at column 17, found ')'.\n"`.
    static func errorLine(_ message: String) -> String {
        guard let first = message.unicodeScalars.first, ("a"..."z").contains(first) else { return "gradient: \(message)\n" }
        return "gradient: " + first.properties.uppercaseMapping + String(message.unicodeScalars.dropFirst()) + "\n"
    }

    /// The subcommands, as `gradient help` lists them.
    static let subcommands = ["render", "help", "completions", "manpage"]

    static func run(_ raw: [[UInt8]]) throws {
        // Bytes that are not UTF-8 are kept, so that a message shows them as a path shows them (`\xFF`).
        let arguments = raw.map { String(escapingInvalidUTF8: $0) }
        guard let first = arguments.first else {
            try StandardStreams.print(Help.main)
            return
        }
        switch first {
        case "-h", "--help":
            try StandardStreams.print(Help.main)
        case "help":
            try StandardStreams.print(try Help.topic(arguments.count > 1 ? arguments[1] : nil))
        case "-V", "--version":
            try StandardStreams.print(version)
        case "render":
            try RenderCommand(rawArguments: Array(raw.dropFirst())).run()
        case "completions":
            try StandardStreams.write(Data(try Completions.script(for: arguments.count > 1 ? arguments[1] : nil).utf8))
        case "manpage":
            try StandardStreams.write(Data(ManPage.text.utf8))
        default:
            throw GradientError(
                .invalidValue,
                "\(first.quotedForMessage) is not a subcommand\(first.didYouMean(subcommands + ["--help", "--version"])): use render, help, completions or manpage (or --help, --version)."
            )
        }
    }
}

extension GradientError.Kind {
    /// The command's exit status for an error of this kind: 64 (`EX_USAGE`) when what was
    /// given cannot be taken (syntax, a value, a limit), 1 when the work failed (I/O, memory,
    /// what the output format cannot hold).
    var exitStatus: Int32 {
        switch self {
        case .syntax, .invalidValue, .limitExceeded: 64
        case .unsupported, .io: 1
        }
    }
}
