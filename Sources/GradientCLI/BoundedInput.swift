import Foundation
import GradientKit

/// Reads gradient text without ever holding much more than the spec limit in memory, so an
/// endless or enormous input (`/dev/zero`, a huge file, a pipe that never stops) is refused
/// after `GradientSpec.maxJSONBytes + 1` bytes instead of filling memory. Reads with `read(2)`
/// so that every failure is an `errno` the command can say in one sentence (never a
/// Foundation error dump).
enum BoundedInput {
    /// At most `limit + 1` bytes from `fd` (reading stops there or at end of file); more than
    /// `limit` bytes back means the input is over the limit.
    ///
    /// - Throws: ``SystemError`` with the `errno` of a failed read (`EISDIR`, `EBADF`, `EIO`).
    static func read(fd: Int32, limit: Int = GradientSpec.maxJSONBytes) throws -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while data.count <= limit {
            let want = min(chunk.count, limit + 1 - data.count)
            let n = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress!, want) }
            if n < 0, errno == EINTR { continue }
            if n < 0 { throw SystemError(code: errno) }
            if n == 0 { break }
            data.append(contentsOf: chunk[..<n])
        }
        return data
    }

    /// Standard input (`fd`, default `STDIN_FILENO`), bounded, or a one-sentence error:
    /// "Cannot read standard input: it is a directory." for `< /dev/` and "… it is closed."
    /// for `<&-`.
    static func readStandardInput(fd: Int32 = STDIN_FILENO) throws -> Data {
        do {
            return try read(fd: fd)
        } catch let error as SystemError {
            throw GradientError(.io, "Cannot read standard input: \(describe(error)).")
        }
    }

    /// The file at `path`, bounded, or a one-sentence error naming the path and the cause.
    static func read(path: FilePath) throws -> Data {
        let fd = path.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NOCTTY) }
        guard fd >= 0 else { throw GradientError(.io, "Cannot read \(path.quoted): \(describe(SystemError(code: errno))).") }
        defer { close(fd) }
        do {
            return try read(fd: fd)
        } catch let error as SystemError {
            throw GradientError(.io, "Cannot read \(path.quoted): \(describe(error)).")
        }
    }

    /// A read error as the end of a sentence.
    static func describe(_ error: SystemError) -> String {
        switch error.code {
        case EISDIR: "it is a directory, not a file"
        case EBADF: "it is closed"
        case EACCES: "permission denied"
        case ENOENT: "there is no such file"
        case ENAMETOOLONG: "the path or a name in it is longer than the system allows (\(Int(PATH_MAX) - 1) bytes, \(NAME_MAX) for a name)"
        default: error.text
        }
    }
}
