import Foundation
import GradientKit

/// Writes the output file all at once or not at all, without harming what the path names.
///
/// - A path that names a regular file, or nothing yet, gets a new file written beside it and
///   renamed over it in one step, so a reader sees the old bytes or the new ones, never part.
///   On Linux the new file is made with `O_TMPFILE` (it has no name until it is complete, so
///   even `SIGKILL` leaves nothing); it is then linked under a temporary name (``TemporaryName``)
///   and renamed. Where `O_TMPFILE` is not supported, a file of a temporary name is written
///   instead. SIGINT, SIGTERM, SIGHUP and SIGQUIT are held while a named temporary file exists
///   and act once it is gone; one left by a run that was killed (`SIGKILL`) is removed by the
///   next run into that directory.
/// - A symbolic link is followed and its target replaced in the target's directory; the link
///   stays a link.
/// - A file that is replaced keeps its permission bits (and, for root, its owner). A file with
///   other hard links is replaced at this name only; its other names keep the old bytes.
/// - A read-only file is refused, not replaced.
/// - A path that exists and is neither a regular file nor a directory (`/dev/null`, a FIFO,
///   `/dev/stdout`, a terminal) is written into, as the shell's `>` does, never renamed over.
///   A socket is refused.
/// - Not replacing (`--no-clobber`), anything that exists is refused, and the new file is
///   linked in under its name with `link`, which fails if the name is taken meanwhile: there
///   is no moment between the check and the write at which another file could be replaced.
enum AtomicFile {
    /// Where `write` puts the bytes, decided by ``checkDestination(_:)``.
    enum Destination {
        /// A device, FIFO or other special file: opened and written into.
        case special(FilePath)
        /// A regular file to replace, or a new one: `directory` and `name` after following
        /// links, and the status of the file it replaces.
        case file(directory: FilePath, name: [UInt8], existing: stat?)
    }

    /// Writes `data` to `path` as the type's documentation says.
    ///
    /// - Parameters:
    ///   - replacing: Whether an existing file may be replaced (default `true`); when `false`,
    ///     anything at `path` is refused, atomically.
    ///   - shown: The path an error names (default `path`): an image set's, for the files
    ///     written into its temporary folder.
    /// - Throws: ``GradientError`` (``GradientError/Kind/io``, exit 1) in one sentence naming the path; nothing is left behind.
    static func write(_ data: Data, to path: FilePath, replacing: Bool = true, shown: FilePath? = nil) throws {
        try write(to: path, replacing: replacing, shown: shown) { output in try data.withUnsafeBytes(output) }
    }

    /// What writes a file's bytes: called once with an output that takes them in order (and
    /// throws when they cannot be written, which ends the production).
    typealias Producer = ((UnsafeRawBufferPointer) throws -> Void) throws -> Void

    /// Writes the bytes `produce` hands its output to `path`, as they come, as the type's
    /// documentation says: a file made piece by piece (a PNG drawn a band at a time) is never
    /// whole in memory.
    ///
    /// - Parameters: As ``write(_:to:replacing:shown:)``.
    /// - Throws: ``GradientError`` (``GradientError/Kind/io``, exit 1) in one sentence naming
    ///   the path, or what `produce` throws; nothing is left behind.
    static func write(to path: FilePath, replacing: Bool = true, shown: FilePath? = nil, producing produce: Producer) throws {
        switch try checkDestination(path, replacing: replacing, shown: shown ?? path) {
        case .special(let special):
            try writeInto(special, produce, shown: shown ?? path)
        case .file(let directory, let name, let existing):
            try replace(directory: directory, name: name, with: produce, existing: existing, replacing: replacing, shown: shown ?? path)
        }
    }

    /// A write that failed inside a producer, carried out of it.
    struct WriteFailed: Error {
        var description: String
    }

    /// Runs `produce` with an output writing into `fd`; `nil` on success, else why the write
    /// failed (an error of the producer's own is rethrown).
    static func produce(_ produce: Producer, into fd: Int32) throws -> String? {
        do {
            try produce { bytes in
                if let failure = StandardStreams.writeAll(bytes, to: fd) { throw WriteFailed(description: failure.description) }
            }
        } catch let failure as WriteFailed {
            return failure.description
        }
        return nil
    }

    /// The error for an output that exists when it may not be replaced.
    static func exists(_ path: FilePath) -> GradientError {
        GradientError(.io, "Cannot write \(path.quoted): it exists, and --no-clobber keeps it.")
    }

    /// Checks, before any work is done, that `path` can be written, and says how; an error
    /// names `shown` (default `path`).
    ///
    /// - Parameter replacing: Whether an existing file may be replaced; when `false`, a path
    ///   that names anything (a link to nothing excepted: writing creates its target) is refused.
    static func checkDestination(_ path: FilePath, replacing: Bool = true, shown: FilePath? = nil) throws -> Destination {
        let shown = (shown ?? path).quoted
        func fail(_ why: String) -> GradientError { GradientError(.io, "Cannot write \(shown): \(why).") }
        if path.bytes.contains(0) { throw fail("a path cannot hold a NUL byte") }
        if path.bytes.count >= Int(PATH_MAX) {
            throw fail("the path is \(path.bytes.count) bytes long, over the system's limit of \(Int(PATH_MAX) - 1)")
        }
        if let long = path.bytes.split(separator: FilePath.slash).first(where: { $0.count > Int(NAME_MAX) }) {
            throw fail("the name \(String.quotedForMessage(bytes: Array(long))) is \(long.count) bytes long, over the system's limit of \(NAME_MAX)")
        }
        switch path.status() {
        case .success(let st):
            switch st.st_mode & S_IFMT {
            case S_IFDIR:
                throw fail("it is a directory")
            case S_IFSOCK:
                throw fail("it is a socket, which cannot be written as a file")
            case _ where !replacing:
                throw exists(path)
            case S_IFREG:
                break
            default:
                return .special(path)
            }
        case .failure(let code):
            switch code.code {
            case ENOENT, ENOTDIR: break  // checked below, with the directory
            case ELOOP: throw fail("it is a loop of symbolic links")
            case EACCES: throw fail("a directory on the way to it cannot be searched (permission denied)")
            default: throw fail(code.text)
            }
        }
        if path.hasTrailingSlash { throw fail("a file name cannot end in '/'") }
        let resolved = try path.resolvingFinalLinks()
        let directory = resolved.directory
        switch directory.status() {
        case .success(let st) where st.st_mode & S_IFMT == S_IFDIR:
            break
        case .success:
            throw fail("\(directory.quoted) is not a directory")
        case .failure(let code) where code.code == ENOENT:
            throw fail("the directory \(directory.quoted) does not exist")
        case .failure(let code) where code.code == ENOTDIR:
            throw fail("a part of \(directory.quoted) is not a directory")
        case .failure(let code):
            throw fail("the directory \(directory.quoted) cannot be used: \(code.text)")
        }
        var existing: stat?
        if case .success(let st) = resolved.status(followingLinks: false), st.st_mode & S_IFMT == S_IFREG {
            existing = st
            let writable = resolved.withCString { access($0, W_OK) } == 0 && st.st_mode & 0o222 != 0
            guard writable else {
                throw fail("the file is read-only (mode \(String(st.st_mode & 0o7777, radix: 8))); make it writable or remove it first")
            }
        }
        guard directory.withCString({ access($0, W_OK) }) == 0 else {
            throw fail("the directory \(directory.quoted) is not writable")
        }
        return .file(directory: directory, name: resolved.lastComponent, existing: existing)
    }

    /// Writes into a special file, as `>` does.
    static func writeInto(_ path: FilePath, _ produce: Producer, shown: FilePath) throws {
        let fd = path.withCString { open($0, O_WRONLY | O_TRUNC | O_NOCTTY | O_CLOEXEC) }
        guard fd >= 0 else { throw GradientError(.io, "Cannot write \(shown.quoted): \(String(cString: strerror(errno))).") }
        let failure: String?
        do {
            failure = try Self.produce(produce, into: fd)
        } catch {
            close(fd)
            throw error
        }
        let closed = close(fd) == 0 ? nil : String(cString: strerror(errno))
        if let failure = failure ?? closed { throw GradientError(.io, "Cannot write \(shown.quoted): \(failure).") }
    }

    /// `O_TMPFILE` (Linux 3.11): an unnamed file in a directory. Glibc defines it as a macro
    /// Swift cannot import; `__O_TMPFILE` is 0o20000000 on every Linux architecture Swift runs on.
    #if os(Linux)
    static let tmpfileFlag: Int32 = 0o20000000 | O_DIRECTORY
    #endif

    /// Writes what `produce` makes to a new file in `directory` and renames it to `name`, or, not
    /// `replacing`, links it in as `name` (which fails if `name` exists).
    static func replace(directory: FilePath, name: [UInt8], with produce: Producer, existing: stat?, replacing: Bool, shown: FilePath) throws {
        func fail(_ why: String) -> GradientError { GradientError(.io, "Cannot write \(shown.quoted): \(why).") }
        let dirfd = directory.withCString { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard dirfd >= 0 else { throw fail(String(cString: strerror(errno))) }
        defer { close(dirfd) }
        let nameC = FilePath(name)
        TemporaryName.removeStale(in: directory)

        #if os(Linux)
        // An unnamed file first: nothing to clean up if the process dies while writing.
        let anonymous = openat(dirfd, ".", tmpfileFlag | O_WRONLY | O_CLOEXEC, 0o666)
        if anonymous >= 0 {
            defer { close(anonymous) }
            if let failure = try fill(anonymous, produce, existing: existing) { throw fail(failure) }
            let proc = "/proc/self/fd/\(anonymous)"
            if !replacing {
                // Straight to its name: the link fails if the name is taken.
                let rc = nameC.withCString { linkat(AT_FDCWD, proc, dirfd, $0, AT_SYMLINK_FOLLOW) }
                if rc == 0 { return }
                if errno == EEXIST { throw exists(shown) }
                // No /proc, or a file system that cannot link an unnamed file: write a named one.
            }
            let blocked = SignalGuard()
            defer { blocked.release() }
            var linkFailure: Int32 = 0
            for _ in 0..<100 where replacing {
                let temporary = FilePath(TemporaryName.make())
                let rc = temporary.withCString { linkat(AT_FDCWD, proc, dirfd, $0, AT_SYMLINK_FOLLOW) }
                if rc != 0 {
                    linkFailure = errno
                    if linkFailure == EEXIST { continue }
                    break
                }
                let renamed = temporary.withCString { t in nameC.withCString { renameat(dirfd, t, dirfd, $0) } }
                if renamed != 0 {
                    let why = String(cString: strerror(errno))
                    _ = temporary.withCString { unlinkat(dirfd, $0, 0) }
                    throw fail(why)
                }
                return
            }
            // No /proc, or a file system that cannot link an unnamed file: write a named one.
            _ = linkFailure
        }
        #endif

        let blocked = SignalGuard()
        defer { blocked.release() }
        for _ in 0..<100 {
            let temporary = FilePath(TemporaryName.make())
            let fd = temporary.withCString { openat(dirfd, $0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666) }
            if fd < 0 {
                if errno == EEXIST { continue }
                throw fail(String(cString: strerror(errno)))
            }
            var failure: String?
            do {
                failure = try fill(fd, produce, existing: existing)
            } catch {
                close(fd)
                _ = temporary.withCString { unlinkat(dirfd, $0, 0) }
                throw error
            }
            if close(fd) != 0, failure == nil { failure = String(cString: strerror(errno)) }
            var taken = false
            if failure == nil, replacing, temporary.withCString({ t in nameC.withCString { renameat(dirfd, t, dirfd, $0) } }) != 0 {
                failure = String(cString: strerror(errno))
            } else if failure == nil, !replacing {
                // A second name that fails if taken, then the temporary one removed.
                if temporary.withCString({ t in nameC.withCString { linkat(dirfd, t, dirfd, $0, 0) } }) != 0 {
                    taken = errno == EEXIST
                    failure = String(cString: strerror(errno))
                }
                _ = temporary.withCString { unlinkat(dirfd, $0, 0) }
            }
            if taken { throw exists(shown) }
            if let failure {
                _ = temporary.withCString { unlinkat(dirfd, $0, 0) }
                throw fail(failure)
            }
            return
        }
        throw fail("no unused temporary name was found in \(directory.quoted) after 100 tries")
    }

    /// Writes what `produce` makes into `fd`, gives it the replaced file's permissions (and
    /// owner, where allowed) and flushes it to the device; `nil` on success, else what went
    /// wrong (an error of the producer's own is rethrown).
    static func fill(_ fd: Int32, _ produce: Producer, existing: stat?) throws -> String? {
        if let failure = try Self.produce(produce, into: fd) { return failure }
        if let st = existing {
            // The owner first: changing it clears set-user-ID bits, which the mode then restores.
            if geteuid() == 0 { _ = fchown(fd, st.st_uid, st.st_gid) }
            if fchmod(fd, st.st_mode & 0o7777) != 0 { return String(cString: strerror(errno)) }
        }
        if fsync(fd) != 0 { return String(cString: strerror(errno)) }
        return nil
    }
}

/// Holds SIGINT, SIGTERM, SIGHUP and SIGQUIT while a named temporary file exists; a signal
/// that arrives meanwhile acts (ends the process) when ``release()`` restores the old mask.
struct SignalGuard {
    private var old = sigset_t()

    init() {
        var set = sigset_t()
        sigemptyset(&set)
        for s in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&set, s) }
        sigprocmask(SIG_BLOCK, &set, &old)
    }

    func release() {
        var old = self.old
        sigprocmask(SIG_SETMASK, &old, nil)
    }
}
