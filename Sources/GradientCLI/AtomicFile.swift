import Foundation

/// Writes a file all at once or not at all.
enum AtomicFile {
    /// Writes `data` to a temporary file beside `path`, then renames it over `path`. On any
    /// failure the temporary file is removed and `path` is left as it was.
    static func write(_ data: Data, to path: String) throws {
        let directory = try checkDestination(path)
        let temporary = directory + "/.\((path as NSString).lastPathComponent).\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else {
            throw CLIError.failure("Cannot write \(path.quotedForCLI): \(String(cString: strerror(errno))).")
        }
        var failure: String?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n <= 0 {
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += n
            }
        }
        if failure == nil, fsync(fd) != 0 { failure = String(cString: strerror(errno)) }
        if close(fd) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil, rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw CLIError.failure("Cannot write \(path.quotedForCLI): \(failure).")
        }
    }

    /// Checks, before any work is done, that `path` can be written: its directory exists and
    /// is writable, and `path` is not a directory. Returns the directory.
    @discardableResult
    static func checkDestination(_ path: String) throws -> String {
        let parent = (path as NSString).deletingLastPathComponent
        let directory = parent.isEmpty ? "." : parent
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CLIError.failure("Cannot write \(path.quotedForCLI): the directory \(directory.quotedForCLI) does not exist.")
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw CLIError.failure("Cannot write \(path.quotedForCLI): it is a directory.")
        }
        guard access(directory, W_OK) == 0 else {
            throw CLIError.failure("Cannot write \(path.quotedForCLI): the directory \(directory.quotedForCLI) is not writable.")
        }
        return directory
    }
}
