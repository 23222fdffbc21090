import Foundation
import GradientCore

/// Writes a file all at once or not at all: the bytes go to a new file beside the destination,
/// which is renamed over it only once it is complete and flushed to the device, so a reader
/// sees the old bytes or the new ones, never part, and a failed write leaves nothing behind.
///
/// - A symbolic link is followed: its target is replaced, and the link stays a link.
/// - A file that is replaced keeps its permission bits.
/// - A device or FIFO (`/dev/null`, a pipe) is written into, never renamed over.
/// - A directory, or a missing directory on the way, is refused.
///
/// The `gradient` command writes its files the same way, with more care for what a shell user
/// can point it at (signals, a file that is read-only, an owner kept when root writes).
public enum AtomicFileWriter {
    /// Writes to `url` the bytes `produce` hands its output, in the order it hands them.
    ///
    /// - Throws: ``GradientError`` (``GradientError/Kind/io``) in one sentence naming the path, or
    ///   whatever `produce` throws; either way the file at `url` is as it was.
    public static func write(to url: URL, _ produce: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws {
        let target = url.resolvingSymlinksInPath()
        let path = target.path
        func fail(_ why: String) -> GradientError { GradientError(.io, "Cannot write \(url.path.quotedForMessage): \(why).") }
        var existing = stat()
        let exists = stat(path, &existing) == 0
        if exists, existing.st_mode & S_IFMT == S_IFDIR { throw fail("it is a directory") }
        if exists, existing.st_mode & S_IFMT != S_IFREG {
            // A device or a FIFO: written into, as the shell's `>` does.
            let fd = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
            guard fd >= 0 else { throw fail(String(cString: strerror(errno))) }
            defer { close(fd) }
            try produce { bytes in if let why = writeAll(bytes, to: fd) { throw fail(why) } }
            return
        }
        let directory = target.deletingLastPathComponent().path
        var fd: Int32 = -1
        var temporary = ""
        for _ in 0..<100 {
            temporary = directory + "/" + randomName()
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else {
            throw fail(errno == ENOENT ? "the directory \(directory.quotedForMessage) does not exist" : String(cString: strerror(errno)))
        }
        var closed = false
        do {
            try produce { bytes in if let why = writeAll(bytes, to: fd) { throw fail(why) } }
            if exists, fchmod(fd, existing.st_mode & 0o7777) != 0 { throw fail(String(cString: strerror(errno))) }
            if fsync(fd) != 0 { throw fail(String(cString: strerror(errno))) }
            closed = true
            if close(fd) != 0 { throw fail(String(cString: strerror(errno))) }
            if rename(temporary, path) != 0 { throw fail(String(cString: strerror(errno))) }
        } catch {
            if !closed { close(fd) }
            unlink(temporary)
            throw error
        }
    }

    /// Writes all of `bytes` to `fd`, retrying after interruptions; `nil` on success, else why not.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> String? {
        var offset = 0
        while offset < bytes.count {
            let n = Foundation.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            offset += n
        }
        return nil
    }

    /// A fresh temporary name: `.gradient-`, 12 random letters and digits, `.tmp`.
    static func randomName() -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        var generator = SystemRandomNumberGenerator()
        return ".gradient-" + String((0..<12).map { _ in alphabet[Int(generator.next(upperBound: UInt64(alphabet.count)))] }) + ".tmp"
    }
}
