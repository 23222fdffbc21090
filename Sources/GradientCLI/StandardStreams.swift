import Foundation
import GradientKit

/// Standard output and standard error, written with `write(2)`: a full disk (`> /dev/full`) is
/// an error the command reports in one sentence with exit code 1 instead of a crash in
/// `FileHandle.write`, and a reader that went away (`gradient render -o - | head -c 10`) ends
/// the command quietly with status 141, as the `SIGPIPE` signal ends other tools in a pipe.
enum StandardStreams {
    /// Makes writing to a pipe nobody reads an `EPIPE` error instead of the `SIGPIPE` signal,
    /// which would end the process before it could say anything.
    static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// The exit status when the reader of standard output has gone: 128 + `SIGPIPE`, what a
    /// shell reports for a command the signal ended (and what `set -o pipefail` sees).
    static let readerGoneStatus: Int32 = 128 + SIGPIPE

    /// Writes all of `data` to standard output (`fd`, default `STDOUT_FILENO`); exits quietly
    /// with ``readerGoneStatus`` when nobody reads it any more (nothing is left to tell, and no
    /// file is half-written).
    ///
    /// - Throws: ``GradientError`` (``GradientError/Kind/io``, exit 1) such as "Cannot write to standard output: No space left on device."
    static func write(_ data: Data, to fd: Int32 = STDOUT_FILENO) throws {
        try write(to: fd) { output in try data.withUnsafeBytes(output) }
    }

    /// Writes the bytes `produce` hands its output to standard output (`fd`) as they come, as
    /// ``write(_:to:)`` writes its data.
    static func write(to fd: Int32 = STDOUT_FILENO, producing produce: AtomicFile.Producer) throws {
        try produce { buffer in
            if let failure = writeAll(buffer, to: fd) {
                if failure.code == EPIPE { exit(readerGoneStatus) }
                throw GradientError(.io, "Cannot write to standard output: \(failure.description).")
            }
        }
    }

    /// Writes `text` to standard error; a failure there is ignored, as nothing is left to tell.
    static func writeError(_ text: String) {
        _ = writeAll(Data(text.utf8), to: STDERR_FILENO)
    }

    /// Why a write failed: the `errno` value and the system's description ("Broken pipe").
    struct WriteFailure {
        var code: Int32
        var description: String { String(cString: strerror(code)) }
    }

    /// Writes every byte of `data` to `fd`, retrying after interruptions; `nil` on success.
    static func writeAll(_ data: Data, to fd: Int32) -> WriteFailure? {
        data.withUnsafeBytes { writeAll($0, to: fd) }
    }

    /// Writes every byte of `buffer` to `fd`, retrying after interruptions; `nil` on success.
    static func writeAll(_ buffer: UnsafeRawBufferPointer, to fd: Int32) -> WriteFailure? {
        var offset = 0
        while offset < buffer.count {
            let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if n < 0, errno == EINTR { continue }
            if n <= 0 { return WriteFailure(code: n < 0 ? errno : EIO) }
            offset += n
        }
        return nil
    }

    /// The path standard output was redirected to with `>` (a regular file), read from
    /// `/proc/self/fd/1`; `nil` for a terminal, a pipe, a device, or where `/proc` is missing.
    static var standardOutputFileName: [UInt8]? {
        #if os(Linux)
        var st = stat()
        guard fstat(STDOUT_FILENO, &st) == 0, st.st_mode & S_IFMT == S_IFREG else { return nil }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = buffer.withUnsafeMutableBufferPointer { b in
            b.baseAddress!.withMemoryRebound(to: CChar.self, capacity: b.count) { readlink("/proc/self/fd/1", $0, b.count) }
        }
        guard n > 0, n < buffer.count else { return nil }
        return Array(buffer[..<n])
        #else
        return nil
        #endif
    }

    /// `FIONREAD`, the request for the number of bytes ready to read (a macro Swift cannot
    /// import on every platform): `0x541B` on Linux, `_IOR('f', 127, int)` on Darwin.
    #if os(Linux)
    static let fionread = UInt(0x541B)
    #else
    static let fionread = UInt(0x4004_667F)
    #endif

    /// Whether standard input is a pipe or file with bytes ready to read (`echo … | gradient
    /// render`, `< spec.json`); `false` for a terminal, `/dev/null`, a closed or empty input.
    static var standardInputHasData: Bool {
        var st = stat()
        guard fstat(STDIN_FILENO, &st) == 0 else { return false }
        switch st.st_mode & S_IFMT {
        case S_IFREG:
            return st.st_size > lseek(STDIN_FILENO, 0, SEEK_CUR)
        case S_IFIFO, S_IFSOCK:
            var available: Int32 = 0
            return ioctl(STDIN_FILENO, fionread, &available) == 0 && available > 0
        default:
            return false
        }
    }
}
