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
        let arguments = Array(CommandLine.arguments.dropFirst())
        StandardStreams.ignoreBrokenPipes()
        do {
            try run(arguments)
            exit(0)
        } catch let error as CLIError {
            StandardStreams.writeError("gradient: \(error.message)\n")
            exit(error.exitCode)
        } catch {
            StandardStreams.writeError("gradient: \(error)\n")
            exit(1)
        }
    }

    static func run(_ arguments: [String]) throws {
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
            try RenderCommand(arguments: Array(arguments.dropFirst())).run()
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
    /// The string in single quotes for a message, shortened and with control characters hidden.
    var quotedForCLI: String {
        var s = String(unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) })
        if s.count > 60 { s = String(s.prefix(57)) + "..." }
        return "'" + s + "'"
    }
}
