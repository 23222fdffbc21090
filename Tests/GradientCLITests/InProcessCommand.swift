import Foundation
import GradientKit
import GradientTestSupport

@testable import GradientCLI

/// What a `gradient` command line did when run in this process: the exit status and the
/// streams it would have written, as a process run shows them (``CLIRunner``), without
/// starting one.
struct InProcessRun {
    var status: Int32
    var stdout: Data
    /// Everything on standard error: notes and the error line.
    var stderr: String

    var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
}

/// Standard streams for a command run in process: input from bytes or a file descriptor,
/// output and notes captured.
final class CapturedStreams: @unchecked Sendable {
    var output = Data()
    var notes = ""
    private let lock = NSLock()

    /// The streams of a run: `stdin` bytes (or the file at `stdinFD`), standard output a
    /// terminal or not, redirected to `redirect` or not, written into `stdoutFD` instead of
    /// captured when given.
    func io(stdin: Data? = nil, stdinFD: Int32? = nil, stdoutFD: Int32? = nil, terminal: Bool = false, redirect: [UInt8]? = nil) -> CommandIO {
        CommandIO(
            readInput: {
                if let stdinFD { return try BoundedInput.readStandardInput(fd: stdinFD) }
                let data = stdin ?? Data()
                // Bounded as the real input is: one byte over the limit is enough to refuse it.
                return data.prefix(GradientSpec.maxJSONBytes + 1)
            },
            inputHasData: { !(stdin ?? Data()).isEmpty },
            outputFileName: { redirect },
            outputIsTerminal: { terminal },
            writeOutputProducing: { [self] produce in
                if let stdoutFD { return try StandardStreams.write(to: stdoutFD, producing: produce) }
                try produce { bytes in lock.withLock { output.append(contentsOf: bytes) } }
            },
            writeNote: { [self] text in lock.withLock { notes += text } })
    }
}

/// Runs command lines in this process, as ``GradientCommand/main()`` does.
enum InProcessCommand {
    /// Parses `arguments` and runs them to the end, writing files as the command does.
    static func run(_ arguments: [String], stdin: Data? = nil, terminal: Bool = false, redirect: String? = nil) -> InProcessRun {
        let streams = CapturedStreams()
        let result = run(arguments, io: streams.io(stdin: stdin, terminal: terminal, redirect: redirect.map { Array($0.utf8) }))
        return InProcessRun(status: result.status, stdout: streams.output, stderr: streams.notes + result.stderr)
    }

    /// Parses `arguments` and runs them to the end with `io`; the result holds the status and
    /// the error line (what `io` captured stays there).
    static func run(_ arguments: [String], io: CommandIO) -> InProcessRun {
        do {
            try GradientCommand.run(try Invocation(arguments: arguments), io: io)
            return InProcessRun(status: 0, stdout: Data(), stderr: "")
        } catch {
            let (status, line) = GradientCommand.report(error)
            return InProcessRun(status: status, stdout: Data(), stderr: line)
        }
    }

    /// Parses `arguments` and, for `render`, does everything but writing the output
    /// (``RenderCommand/prepare(_:)``): bad input is refused without any file being touched,
    /// whatever the outcome.
    static func prepare(_ arguments: [String], io: CommandIO) -> InProcessRun {
        do {
            let invocation = try Invocation(arguments: arguments)
            if case .render(let command) = invocation { _ = try command.prepare(io) }
            return InProcessRun(status: 0, stdout: Data(), stderr: "")
        } catch {
            let (status, line) = GradientCommand.report(error)
            return InProcessRun(status: status, stdout: Data(), stderr: line)
        }
    }

    /// The `render` command `arguments` parse to.
    static func render(_ arguments: [String]) throws -> RenderCommand {
        guard case .render(let command) = try Invocation(arguments: ["render"] + arguments) else {
            throw GradientError(.invalidValue, "\(arguments) asks for help, not a render")
        }
        return command
    }

    /// A fresh directory with a short path (`/tmp/gcli.XXXXXX`), so that messages that quote a
    /// path in it are not shortened.
    static func shortTemporaryDirectory() throws -> URL {
        var template = Array("/tmp/gcli.XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard made != nil else { throw CocoaError(.fileWriteUnknown) }
        return URL(fileURLWithPath: String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
}
