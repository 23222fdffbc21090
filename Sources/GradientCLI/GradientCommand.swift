import Foundation
import GradientKit

/// The `gradient` command: renders and converts gradients.
///
/// Exit codes: 0 success, 1 failure (I/O, rendering), 64 usage (bad flags, values or
/// gradient text). Every error is one line on standard error.
@main
enum GradientCommand {
    static let version = "0.1.0"

    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            try run(arguments)
            exit(0)
        } catch let error as CLIError {
            FileHandle.standardError.write(Data("gradient: \(error.message)\n".utf8))
            exit(error.exitCode)
        } catch {
            FileHandle.standardError.write(Data("gradient: \(error)\n".utf8))
            exit(1)
        }
    }

    static func run(_ arguments: [String]) throws {
        guard let first = arguments.first else {
            print(Help.main)
            return
        }
        switch first {
        case "-h", "--help", "help":
            if arguments.count > 1, arguments[1] == "render" { print(Help.render) } else { print(Help.main) }
        case "--version":
            print(version)
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
