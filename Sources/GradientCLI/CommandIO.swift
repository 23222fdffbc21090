import Foundation
import GradientKit

/// What a command reads and writes besides the files it names: standard input, output and
/// error, and what they are connected to. ``process`` is this process's own streams; tests
/// run commands in process with streams of their own.
struct CommandIO {
    /// All of standard input, bounded (``BoundedInput/readStandardInput()``).
    var readInput: () throws -> Data
    /// Whether standard input holds data no one asked for (`echo … | gradient render`).
    var inputHasData: () -> Bool
    /// The path standard output was redirected to with `>`, if it is a regular file.
    var outputFileName: () -> [UInt8]?
    /// Whether standard output is a terminal.
    var outputIsTerminal: () -> Bool
    /// Writes to standard output the bytes a producer hands its output, as they come.
    var writeOutputProducing: (AtomicFile.Producer) throws -> Void
    /// Writes a note to standard error.
    var writeNote: (String) -> Void

    /// Writes `data` to standard output.
    func writeOutput(_ data: Data) throws {
        try writeOutputProducing { output in try data.withUnsafeBytes(output) }
    }

    /// Writes `text` and a newline to standard output.
    func print(_ text: String) throws {
        try writeOutput(Data((text + "\n").utf8))
    }

    /// This process's standard streams.
    static var process: CommandIO {
        CommandIO(
            readInput: { try BoundedInput.readStandardInput() },
            inputHasData: { StandardStreams.standardInputHasData },
            outputFileName: { StandardStreams.standardOutputFileName },
            outputIsTerminal: { isatty(STDOUT_FILENO) == 1 },
            writeOutputProducing: { try StandardStreams.write(producing: $0) },
            writeNote: StandardStreams.writeError)
    }
}
