import Foundation
import GradientKit

/// A path as the user typed it: the bytes of the argument, never re-encoded, cut or joined by
/// Foundation's string helpers (which trap on names such as `.` or `q`). Names may hold any
/// byte but `/` and NUL, newlines and bytes that are not UTF-8 included.
struct FilePath: Hashable, Sendable {
    /// The bytes of the path, without a terminating NUL.
    var bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }
    init(_ string: String) { self.bytes = Array(string.utf8) }

    static let slash = UInt8(ascii: "/")
    static let dot = UInt8(ascii: ".")

    /// The path for a message: quoted, shortened, invisible characters and bytes that are not
    /// UTF-8 shown as escapes (`\xE9`, `\u{FEFF}`).
    var quoted: String { String.quotedForMessage(bytes: bytes) }

    /// The path as text for Foundation's file APIs (bytes that are not UTF-8 read as U+FFFD).
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The path for a note, unquoted and whole: invisible characters and bytes that are not
    /// UTF-8 shown as escapes, as in ``quoted``.
    var visible: String { String(escapingInvalidUTF8: bytes).visibleForMessages }

    /// True when the path ends in `/` (and is not `/` itself).
    var hasTrailingSlash: Bool { bytes.count > 1 && bytes.last == Self.slash }

    /// The directory part: everything before the last `/` (`/` for `/x`), or `.` when there is
    /// no `/`. Not meaningful for a path with a trailing slash.
    var directory: FilePath {
        guard let i = bytes.lastIndex(of: Self.slash) else { return FilePath(".") }
        if i == 0 { return FilePath("/") }
        return FilePath(Array(bytes[..<i]))
    }

    /// The last component: everything after the last `/`.
    var lastComponent: [UInt8] {
        guard let i = bytes.lastIndex(of: Self.slash) else { return bytes }
        return Array(bytes[(i + 1)...])
    }

    /// The extension of the last component, lowercased: the text after its last `.`, unless
    /// that `.` is the first byte (`.png` has none, as for a hidden file); `""` when none.
    /// Trailing slashes are ignored here (`out.png/` has the extension `png`, and is refused
    /// when written).
    var pathExtension: String {
        var trimmed = self
        while trimmed.hasTrailingSlash { trimmed.bytes.removeLast() }
        let name = trimmed.lastComponent
        guard let i = name.lastIndex(of: Self.dot), i > 0 else { return "" }
        return String(decoding: name[(i + 1)...], as: UTF8.self).lowercased()
    }

    /// The path `name` inside this directory.
    func appending(_ name: [UInt8]) -> FilePath {
        if bytes == [Self.slash] { return FilePath(bytes + name) }
        return FilePath(bytes + [Self.slash] + name)
    }

    /// Calls `body` with the path as a NUL-terminated C string.
    func withCString<R>(_ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        try (bytes + [0]).withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }

    /// `lstat` or `stat` of the path: the status, or the `errno` that stopped it.
    func status(followingLinks: Bool = true) -> Result<stat, SystemError> {
        var st = stat()
        let rc = withCString { followingLinks ? stat($0, &st) : lstat($0, &st) }
        if rc == 0 { return .success(st) }
        return .failure(SystemError(code: errno))
    }

    /// True when the path (links followed) names something that exists and is neither a
    /// regular file nor a directory: a device, a FIFO, a socket.
    var isSpecialFile: Bool {
        guard case .success(let st) = status() else { return false }
        return st.st_mode & S_IFMT != S_IFREG && st.st_mode & S_IFMT != S_IFDIR
    }

    /// The target of a symbolic link at this path, read with `readlink`, or `nil` when the
    /// path is not a link.
    func linkTarget() -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = withCString { path in
            buffer.withUnsafeMutableBufferPointer { readlink(path, UnsafeMutableRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), $0.count) }
        }
        guard n >= 0 else { return nil }
        return Array(buffer[..<n])
    }

    /// The path with symbolic links in its last component followed (at most 40 of them, as the
    /// kernel allows), relative targets read against the link's directory. A link whose target
    /// does not exist resolves to that target, so writing through it creates the target.
    ///
    /// - Throws: ``GradientError`` (``GradientError/Kind/io``) when the links form a loop or a chain over 40.
    func resolvingFinalLinks() throws -> FilePath {
        var path = self
        for _ in 0..<40 {
            guard case .success(let st) = path.status(followingLinks: false), st.st_mode & S_IFMT == S_IFLNK,
                let target = path.linkTarget()
            else { return path }
            path = target.first == Self.slash ? FilePath(target) : path.directory.appending(target)
        }
        throw GradientError(.io, "Cannot write \(quoted): it is a chain of more than 40 symbolic links (or a loop).")
    }
}

/// An `errno` value.
struct SystemError: Error, Equatable {
    var code: Int32
    /// The system's description of the error ("Permission denied").
    var text: String { String(cString: strerror(code)) }
}
