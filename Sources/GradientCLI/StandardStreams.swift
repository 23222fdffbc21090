import Foundation
import GradientKit

/// Standard output and standard error, written with `write(2)` so that a reader that went away
/// (`gradient render -o - | head -c 10`) or a full disk (`> /dev/full`) is an error the command
/// reports in one sentence with exit code 1, instead of the `SIGPIPE` signal (exit 141) or a
/// crash in `FileHandle.write`.
enum StandardStreams {
    /// Makes writing to a pipe nobody reads an `EPIPE` error instead of the `SIGPIPE` signal,
    /// which would end the process before it could say anything.
    static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Writes all of `data` to standard output.
    ///
    /// - Throws: ``GradientError`` (``GradientError/Kind/io``, exit 1) such as "Cannot write to standard output: Broken pipe."
    static func write(_ data: Data) throws {
        if let failure = writeAll(data, to: STDOUT_FILENO) {
            throw GradientError(.io, "Cannot write to standard output: \(failure).")
        }
    }

    /// Writes `text` and a newline to standard output (what `print` does, with errors reported).
    static func print(_ text: String) throws {
        try write(Data((text + "\n").utf8))
    }

    /// Writes `text` to standard error; a failure there is ignored, as nothing is left to tell.
    static func writeError(_ text: String) {
        _ = writeAll(Data(text.utf8), to: STDERR_FILENO)
    }

    /// Writes every byte of `data` to `fd`, retrying after interruptions; `nil` on success,
    /// else the system's description of what went wrong ("Broken pipe").
    static func writeAll(_ data: Data, to fd: Int32) -> String? {
        data.withUnsafeBytes { buffer -> String? in
            var offset = 0
            while offset < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0, errno == EINTR { continue }
                if n <= 0 { return String(cString: strerror(n < 0 ? errno : EIO)) }
                offset += n
            }
            return nil
        }
    }
}
