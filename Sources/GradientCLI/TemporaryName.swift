import Foundation
import GradientKit

/// The names of the temporary files and folders `gradient` makes beside what it writes, and
/// how a later run tells one left by a run that was killed from one still being written.
///
/// A name is `.gradient-`, its owner, `-`, 12 random letters and digits, and `.tmp`
/// (`.gradient-3f2a9c1e.4026531836.4242-k3j4h5g6f7d8.tmp`, about 54 bytes whatever the
/// length of the name written). The owner is the process that made it: the first 8 hex
/// digits of the kernel's boot id, the inode of its pid namespace and its pid. A run that
/// writes into a directory first removes the temporaries there whose owner is gone: made on
/// this boot of this machine in this pid namespace (so the pid names a process of this
/// process table) by a pid that no process has now. One whose owner runs, and one whose owner
/// cannot be told (another machine's on a shared file system, another boot's or namespace's,
/// an older name without an owner), are left alone: a live writer's folder is never taken.
enum TemporaryName {
    /// This process's owner part: boot, pid namespace and pid; `nil` where the boot id or the
    /// namespace cannot be read (then temporaries are named without a judgeable owner).
    static let owner: String? = {
        guard let boot = try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8) else { return nil }
        let hex = boot.filter(\.isHexDigit).prefix(8)
        var st = stat()
        guard hex.count == 8, stat("/proc/self/ns/pid", &st) == 0 else { return nil }
        return "\(hex).\(st.st_ino).\(getpid())"
    }()

    /// A fresh temporary name.
    static func make() -> [UInt8] {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8)
        var generator = SystemRandomNumberGenerator()
        let random = (0..<12).map { _ in alphabet[Int(generator.next(upperBound: UInt64(alphabet.count)))] }
        return Array(".gradient-".utf8) + (owner.map { Array(($0 + "-").utf8) } ?? []) + random + Array(".tmp".utf8)
    }

    /// Whether `name` is a temporary of a process of this boot and namespace that no longer runs.
    static func isStale(_ name: [UInt8]) -> Bool {
        guard let owner, let text = String(bytes: name, encoding: .utf8), text.hasPrefix(".gradient-"), text.hasSuffix(".tmp")
        else { return false }
        let middle = text.dropFirst(".gradient-".count).dropLast(".tmp".count)
        guard let dash = middle.lastIndex(of: "-"), middle.distance(from: dash, to: middle.endIndex) == 13 else { return false }
        let parts = middle[..<dash].split(separator: ".", omittingEmptySubsequences: false)
        let ours = owner.split(separator: ".")
        guard parts.count == 3, parts[0] == ours[0], parts[1] == ours[1], let pid = pid_t(parts[2]), pid > 0 else { return false }
        // No such process (a process of another user answers EPERM: it runs).
        return kill(pid, 0) != 0 && errno == ESRCH
    }

    /// Removes the stale temporaries in `directory` (``isStale(_:)``): files, and folders
    /// with the files in them. Best effort: what cannot be listed or removed stays.
    static func removeStale(in directory: FilePath) {
        guard owner != nil else { return }
        for name in names(in: directory) where isStale(name) {
            let path = directory.appending(name)
            guard case .success(let st) = path.status(followingLinks: false) else { continue }
            if st.st_mode & S_IFMT == S_IFDIR {
                removeFolder(path)
            } else {
                _ = path.withCString { unlink($0) }
            }
        }
    }

    /// Removes `folder` and the files directly in it (a temporary image set holds no folders).
    static func removeFolder(_ folder: FilePath) {
        for name in names(in: folder) { _ = folder.appending(name).withCString { unlink($0) } }
        _ = folder.withCString { rmdir($0) }
    }

    /// The names in `directory` but `.` and `..`, as bytes.
    static func names(in directory: FilePath) -> [[UInt8]] {
        guard let dir = directory.withCString({ opendir($0) }) else { return [] }
        defer { closedir(dir) }
        var names: [[UInt8]] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name != [FilePath.dot] && name != [FilePath.dot, FilePath.dot] { names.append(name) }
        }
        return names
    }
}
