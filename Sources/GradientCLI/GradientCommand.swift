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
    /// The version: the one place it is written. `gradient --version` and the manual page read
    /// it; the README's install line, the changelog and the release tag follow it (a test
    /// checks the first two).
    static let version = "0.1.0"

    /// The date of ``version`` (ISO 8601), which the manual page's `.TH` line gives: set with
    /// the version, never taken from the clock, so that every build prints the same page.
    static let versionDate = "2026-12-05"

    static func main() {
        // The arguments as bytes: a path may hold bytes that are not UTF-8, which
        // `CommandLine.arguments` would replace.
        let raw = (1..<Int(CommandLine.argc)).map { i -> [UInt8] in
            guard let p = CommandLine.unsafeArgv[i] else { return [] }
            return Array(UnsafeBufferPointer(start: UnsafeRawPointer(p).assumingMemoryBound(to: UInt8.self), count: strlen(p)))
        }
        StandardStreams.ignoreBrokenPipes()
        do {
            try run(try Invocation(rawArguments: raw), io: .process)
            exit(0)
        } catch {
            let (status, line) = report(error)
            StandardStreams.writeError(line)
            exit(status)
        }
    }

    /// The exit status and the line on standard error for an error that stopped the command.
    /// Never a Foundation error dump: every expected failure is a ``GradientError`` (or one
    /// placed in a file, ``LocatedError``); anything else is named by its type only.
    static func report(_ error: Error) -> (status: Int32, line: String) {
        switch error {
        case let error as GradientError:
            (error.kind.exitStatus, errorLine(error.message))
        case let error as LocatedError:
            (error.underlying.kind.exitStatus, errorLine(error.underlying.message, at: error.location))
        default:
            (1, "gradient: An unexpected error stopped the command (\(type(of: error))).\n")
        }
    }

    /// Does what `invocation` asks: prints help, the version, a completion script or the
    /// manual page to standard output, or runs `render`.
    static func run(_ invocation: Invocation, io: CommandIO) throws {
        switch invocation {
        case .help(nil): try io.print(Help.main)
        case .help(let subcommand?): try io.print(Help.text(for: subcommand))
        case .version: try io.print(version)
        case .completions(let shell): try io.writeOutput(Data(Completions.script(for: shell).utf8))
        case .manpage: try io.writeOutput(Data(ManPage.text.utf8))
        case .render(let command): try command.run(io)
        }
    }

    /// The line an error prints on standard error: `gradient: `, the place in a file it is
    /// about (`g.css:3:5: `), then the message as a sentence, its first letter a capital. The
    /// CSS reader's messages start in lower case ("expected a colour at column 17, …") to read
    /// well after a colon inside other messages; alone after `gradient: ` they start as every
    /// other message does.
    ///
    /// `errorLine("expected a colour at column 17, found ')'.")` is
    /// `"gradient: Expected a colour at column 17, found ')'.\n"`.
    static func errorLine(_ message: String, at location: String? = nil) -> String {
        let place = location.map { $0 + ": " } ?? ""
        guard let first = message.unicodeScalars.first, ("a"..."z").contains(first) else { return "gradient: \(place)\(message)\n" }
        return "gradient: " + place + first.properties.uppercaseMapping + String(message.unicodeScalars.dropFirst()) + "\n"
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
