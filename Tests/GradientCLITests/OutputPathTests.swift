import Foundation
import GradientKit
import GradientTestSupport
import Testing

/// What `-o` does to what the path names: special files are written into, links followed,
/// modes kept, nothing left behind, and no path makes the command crash.
@Suite struct OutputPathTests {
    static let pngSignature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    static let old = Data("the user's old bytes\n".utf8)

    static func fileType(_ path: String) -> mode_t {
        var st = stat()
        return lstat(path, &st) == 0 ? st.st_mode & S_IFMT : 0
    }

    static func mode(_ path: String) -> mode_t {
        var st = stat()
        return lstat(path, &st) == 0 ? st.st_mode & 0o7777 : 0
    }

    /// A character device made in a temporary folder (the same device as `/dev/null`, 1:3) is
    /// written into and stays a device; the real `/dev` is never touched. `mknod` needs root.
    @Test(.enabled(if: geteuid() == 0)) func aDeviceIsWrittenIntoNotReplaced() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let null = dir.appendingPathComponent("null").path
        try #require(mknod(null, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0)
        for args in [["--format", "png", "-o", "null"], ["-o", "null"]] {
            let run = try CLIRunner.run(["render", "--size", "8x8"] + args, in: dir)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(Self.fileType(null) == S_IFCHR)
        }
        #expect(try CLIRunner.listing(dir) == ["null"])
    }

    /// A FIFO gets the bytes (the reader sees a whole PNG) and stays a FIFO.
    @Test func aFIFOIsWrittenInto() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("pipe.png").path
        try #require(mkfifo(fifo, 0o644) == 0)
        nonisolated(unsafe) var received = Data()
        let reader = Thread {
            if let handle = FileHandle(forReadingAtPath: fifo) { received = handle.readDataToEndOfFile() }
        }
        reader.start()
        let run = try CLIRunner.run(["render", "--size", "8x8", "-o", "pipe.png"], in: dir)
        while !reader.isFinished { usleep(10_000) }
        #expect(run.status == 0, "\(run.stderr)")
        #expect(received.prefix(8) == Self.pngSignature)
        #expect(try PNGReader.decode([UInt8](received)).width == 8)
        #expect(Self.fileType(fifo) == S_IFIFO)
        #expect(try CLIRunner.listing(dir) == ["pipe.png"])
    }

    /// `-o /dev/stdout` (through the process's own descriptor) writes the PNG and nothing else
    /// to standard output: no rename over the descriptor, no note mixed into the picture.
    @Test func standardOutputByName() throws {
        let run = try CLIRunner.run(["render", "--size", "8x8", "-o", "/dev/stdout"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try PNGReader.decode([UInt8](run.stdout)).width == 8)
    }

    /// A link stays a link; its target gets the new bytes, in the target's directory.
    @Test func aSymbolicLinkIsFollowed() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let sub = dir.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: false)
        try Self.old.write(to: sub.appendingPathComponent("target.png"))
        try #require(symlink("real/target.png", dir.appendingPathComponent("link.png").path) == 0)
        try #require(symlink("real/new.png", dir.appendingPathComponent("dangling.png").path) == 0)
        for name in ["link.png", "dangling.png"] {
            let run = try CLIRunner.run(["render", "--size", "8x8", "-o", name], in: dir)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(Self.fileType(dir.appendingPathComponent(name).path) == S_IFLNK)
        }
        #expect(try Data(contentsOf: sub.appendingPathComponent("target.png")).prefix(8) == Self.pngSignature)
        #expect(try Data(contentsOf: sub.appendingPathComponent("new.png")).prefix(8) == Self.pngSignature)
        #expect(try CLIRunner.listing(dir) == ["dangling.png", "link.png", "real"])
        #expect(try CLIRunner.listing(sub) == ["new.png", "target.png"])
    }

    /// A private picture stays private: the replaced file keeps mode 0600 (and 0640, 0755).
    @Test(arguments: [0o600, 0o640, 0o755] as [mode_t]) func theModeIsKept(_ mode: mode_t) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("private.png").path
        try Self.old.write(to: URL(fileURLWithPath: path))
        try #require(chmod(path, mode) == 0)
        let run = try CLIRunner.run(["render", "--size", "8x8", "-o", "private.png"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.mode(path) == mode)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).prefix(8) == Self.pngSignature)
    }

    /// A read-only file is refused (root included, who could replace it), and kept as it was.
    @Test func aReadOnlyFileIsRefused() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("kept.png").path
        try Self.old.write(to: URL(fileURLWithPath: path))
        try #require(chmod(path, 0o444) == 0)
        let run = try CLIRunner.run(["render", "--size", "8x8", "-o", "kept.png"], in: dir)
        #expect(run.status == 1)
        #expect(run.stderr == "gradient: Cannot write 'kept.png': the file is read-only (mode 444); make it writable or remove it first.\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Self.old)
        #expect(try CLIRunner.listing(dir) == ["kept.png"])
    }

    /// A file with a second hard link is replaced at the name given; the other name keeps the
    /// old bytes (what the README says).
    @Test func aHardLinkKeepsTheOldBytes() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.old.write(to: dir.appendingPathComponent("a.png"))
        try #require(link(dir.appendingPathComponent("a.png").path, dir.appendingPathComponent("b.png").path) == 0)
        let run = try CLIRunner.run(["render", "--size", "8x8", "-o", "a.png"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Data(contentsOf: dir.appendingPathComponent("a.png")).prefix(8) == Self.pngSignature)
        #expect(try Data(contentsOf: dir.appendingPathComponent("b.png")) == Self.old)
    }

    /// A socket cannot be written as a file: refused in one sentence, left as it was.
    @Test func aSocketIsRefused() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let path = dir.appendingPathComponent("s.png").path
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, b) in path.utf8.enumerated() where i < raw.count - 1 { raw[i] = b }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(bound == 0)
        let run = try CLIRunner.run(["render", "--size", "8x8", "-o", "s.png"], in: dir)
        #expect(run.status == 1)
        #expect(run.stderr == "gradient: Cannot write 's.png': it is a socket, which cannot be written as a file.\n")
        #expect(Self.fileType(path) == S_IFSOCK)
    }

    /// Names of 247 to 255 bytes (the longest a name may be) are written, and nothing else is
    /// left beside them.
    @Test(arguments: [247, 250, 255]) func longNamesWork(_ length: Int) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let name = String(repeating: "n", count: length - 4) + ".png"
        let run = try CLIRunner.run(["render", "--size", "8x8", "-o", name], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try CLIRunner.listing(dir) == [name])
    }

    /// One-letter, dotted and odd names: written where they should be, with no crash.
    @Test(arguments: ["q", "./q", "../QQ/q", "new\nline.png", " lead.png", "-dash.png"])
    func oddNamesAreWritten(_ name: String) throws {
        let base = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: base) }
        let dir = base.appendingPathComponent("QQ")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: false)
        let run = try CLIRunner.run(["render", "--size", "8x8", "--format", "png", "-o", name], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        let written = dir.appendingPathComponent((name as NSString).lastPathComponent)
        #expect(try Data(contentsOf: written).prefix(8) == Self.pngSignature)
        #expect(try CLIRunner.listing(dir) == [written.lastPathComponent])
    }

    /// A name whose bytes are not UTF-8 (Latin-1 "été.png") is written under exactly those
    /// bytes, not under a name with U+FFFD in it.
    @Test func aNameThatIsNotUTF8() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // The shell passes the bytes as they are; Foundation's `arguments` could not.
        process.arguments = ["-c", #"exec "$0" render --size 8x8 -o "$(printf '\351t\351.png')""#, CLIRunner.executable.path]
        process.currentDirectoryURL = dir
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let name: [UInt8] = [0xE9, 0x74, 0xE9, 0x2E, 0x70, 0x6E, 0x67]
        let path = Array(dir.path.utf8) + [0x2F] + name + [0]
        var st = stat()
        let found = path.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { stat($0.baseAddress!, &st) } }
        #expect(found == 0)
        #expect(try CLIRunner.listing(dir).count == 1)
    }

    /// A stale temporary file of an earlier run with the same process ID (IDs repeat in
    /// containers) does not stop later runs. The run gets process ID 1 in a PID namespace
    /// (`unshare`, root only), the ID the stale name was made for.
    @Test(.enabled(if: geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare")))
    func aStaleTemporaryFileDoesNotBlock() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for stale in [".out.png.1.tmp", ".out.png.2.tmp"] {
            try Data("stale".utf8).write(to: dir.appendingPathComponent(stale))
        }
        let (status, message) = try CLIRunner.runThrough(
            "/usr/bin/unshare", ["--pid", "--fork", CLIRunner.executable.path, "render", "--size", "8x8", "-o", "out.png"], in: dir)
        #expect(status == 0, "\(message)")
        #expect(try Data(contentsOf: dir.appendingPathComponent("out.png")).prefix(8) == Self.pngSignature)
        #expect(try CLIRunner.listing(dir) == [".out.png.1.tmp", ".out.png.2.tmp", "out.png"])
    }

    /// SIGINT, SIGTERM, SIGHUP or SIGKILL at any moment of a run leave no temporary file: the
    /// signal is sent at several delays into a large write.
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP, SIGKILL])
    func aSignalLeavesNothingBehind(_ signal: Int32) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.old.write(to: dir.appendingPathComponent("big.png"))
        for delay in [20_000, 60_000, 120_000, 250_000] as [useconds_t] {
            let process = Process()
            process.executableURL = CLIRunner.executable
            process.arguments = ["render", "--size", "1500x1500", "-o", "big.png"]
            process.currentDirectoryURL = dir
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(delay)
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            #expect(try CLIRunner.listing(dir) == ["big.png"])
            // The old bytes, or a whole new picture: never part of one.
            let bytes = try Data(contentsOf: dir.appendingPathComponent("big.png"))
            #expect(bytes == Self.old || (try? PNGReader.decode([UInt8](bytes)))?.width == 1500)
        }
    }
}
