import Foundation
import GradientKit
import GradientTestSupport
import Testing

/// `-o Name.imageset`: an Xcode asset-catalog image set, written whole or not at all.
@Suite struct ImageSetTests {
    struct Contents: Decodable {
        struct Image: Decodable, Equatable {
            var filename: String
            var idiom: String
            var scale: String
        }
        var images: [Image]
    }

    @Test func writesThreeScalesAndTheirContents() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CLIRunner.run(["render", "linear-gradient(90deg, red, blue)", "--size", "20x10", "--no-dither", "-o", "Hero.imageset"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        let folder = dir.appendingPathComponent("Hero.imageset")
        #expect(try CLIRunner.listing(folder) == ["Contents.json", "Hero.png", "Hero@2x.png", "Hero@3x.png"])
        let contents = try JSONDecoder().decode(Contents.self, from: Data(contentsOf: folder.appendingPathComponent("Contents.json")))
        #expect(
            contents.images == [
                .init(filename: "Hero.png", idiom: "universal", scale: "1x"),
                .init(filename: "Hero@2x.png", idiom: "universal", scale: "2x"),
                .init(filename: "Hero@3x.png", idiom: "universal", scale: "3x"),
            ])
        for (name, scale) in [("Hero.png", 1), ("Hero@2x.png", 2), ("Hero@3x.png", 3)] {
            let bitmap = try PNGReader.decode([UInt8](try Data(contentsOf: folder.appendingPathComponent(name))))
            #expect(bitmap.width == 20 * scale && bitmap.height == 10 * scale, "\(name)")
            // The same picture at every scale: red at the left edge, blue at the right.
            #expect(bitmap[0, 0].x > 240 && bitmap[0, 0].z < 15, "\(name)")
            #expect(bitmap[bitmap.width - 1, 0].z > 240 && bitmap[bitmap.width - 1, 0].x < 15, "\(name)")
        }
        #expect(try CLIRunner.listing(dir) == ["Hero.imageset"])
    }

    @Test func replacesAnImageSetButNotAnotherFolder() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try CLIRunner.run(["render", "linear-gradient(red, blue)", "--size", "4x4", "-o", "A.imageset"], in: dir).status == 0)
        let again = try CLIRunner.run(["render", "linear-gradient(lime, navy)", "--size", "6x6", "-o", "A.imageset"], in: dir)
        #expect(again.status == 0, "\(again.stderr)")
        let png = try PNGReader.decode([UInt8](try Data(contentsOf: dir.appendingPathComponent("A.imageset/A.png"))))
        #expect(png.width == 6)
        #expect(try CLIRunner.listing(dir) == ["A.imageset"])

        // A folder with a file of the user's is not an image set this command replaces.
        let other = dir.appendingPathComponent("B.imageset")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: false)
        try Data("notes".utf8).write(to: other.appendingPathComponent("notes.txt"))
        let refused = try CLIRunner.run(["render", "-o", "B.imageset"], in: dir)
        #expect(refused.status == 1)
        #expect(refused.stderr == "gradient: Cannot write 'B.imageset': the folder holds 'notes.txt', so it is not an image set this command may replace.\n")
        #expect(try CLIRunner.listing(other) == ["notes.txt"])
        #expect(try CLIRunner.listing(dir) == ["A.imageset", "B.imageset"])
    }

    /// Every file in `folder` and its bytes.
    static func snapshot(_ folder: URL) throws -> [String: Data] {
        var out: [String: Data] = [:]
        for name in try CLIRunner.listing(folder) { out[name] = try Data(contentsOf: folder.appendingPathComponent(name)) }
        return out
    }

    /// A set holding a PNG this command does not write for its name (another idiom's, a scale
    /// it does not write, another case, another set's) is refused, naming the file, and left
    /// exactly as it was, old images and all.
    @Test(arguments: ["Hero~ipad.png", "Hero@4x.png", "hero.png", "Old.png", "Hero-dark@1x.png"])
    func aSetHoldingAnotherPNGIsLeftAlone(stranger: String) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try CLIRunner.run(["render", "linear-gradient(red, blue)", "--size", "4x4", "-q", "-o", "Hero.imageset"], in: dir).status == 0)
        let folder = dir.appendingPathComponent("Hero.imageset")
        try Data("the user's own picture".utf8).write(to: folder.appendingPathComponent(stranger))
        let before = try Self.snapshot(folder)
        #expect(before.count == 5)
        let refused = try CLIRunner.run(["render", "linear-gradient(lime, navy)", "--size", "6x6", "-o", "Hero.imageset"], in: dir)
        #expect(refused.status == 1)
        #expect(
            refused.stderr == "gradient: Cannot write 'Hero.imageset': the folder holds '\(stranger)', so it is not an image set this command may replace.\n")
        #expect(try Self.snapshot(folder) == before)
        #expect(try CLIRunner.listing(dir) == ["Hero.imageset"])
    }

    /// One of the set's own names that is a folder or a link is the user's: refused, naming
    /// it, and left as it was.
    @Test func aSetWhoseImageIsAFolderOrALinkIsLeftAlone() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try CLIRunner.run(["render", "linear-gradient(red, blue)", "--size", "4x4", "-q", "-o", "Hero.imageset"], in: dir).status == 0)
        let folder = dir.appendingPathComponent("Hero.imageset")
        let image = folder.appendingPathComponent("Hero@2x.png")
        try FileManager.default.removeItem(at: image)
        try FileManager.default.createDirectory(at: image, withIntermediateDirectories: false)
        try Data("kept".utf8).write(to: image.appendingPathComponent("notes.txt"))
        let refused = try CLIRunner.run(["render", "--size", "4x4", "-o", "Hero.imageset"], in: dir)
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "gradient: Cannot write 'Hero.imageset': 'Hero@2x.png' in it is not a plain file, so it is not an image set this command may replace.\n")
        #expect(try Data(contentsOf: image.appendingPathComponent("notes.txt")) == Data("kept".utf8))

        try FileManager.default.removeItem(at: image)
        try FileManager.default.createSymbolicLink(atPath: image.path, withDestinationPath: "../shared.png")
        #expect(try CLIRunner.run(["render", "--size", "4x4", "-o", "Hero.imageset"], in: dir).status == 1)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: image.path) == "../shared.png")
        #expect(try CLIRunner.listing(dir) == ["Hero.imageset"])
    }

    @Test func standardOutputAndScaleAreRefused() throws {
        let stdout = try CLIRunner.run(["render", "--format", "imageset", "-o", "-"])
        #expect(stdout.status == 64 && stdout.stdout.isEmpty)
        #expect(stdout.stderr == "gradient: An image set is a folder: give -o Name.imageset, not '-'.\n")
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scaled = try CLIRunner.run(["render", "--scale", "2", "-o", "C.imageset"], in: dir)
        #expect(scaled.status == 64)
        #expect(scaled.stderr == "gradient: --scale does not apply to an image set: it holds 1x, 2x and 3x images of --size points.\n")
        #expect(try CLIRunner.listing(dir).isEmpty)
    }

    /// The four files of a complete image set called `name`, each PNG at its scale of
    /// `size` points and all three of one colour (one writer's), or why not.
    static func problem(inSet folder: URL, name: String, size: Int) -> String? {
        guard let names = try? CLIRunner.listing(folder) else { return "no image set" }
        guard names == ["Contents.json", "\(name).png", "\(name)@2x.png", "\(name)@3x.png"] else { return "it holds \(names)" }
        var reds: Set<UInt8> = []
        for (file, scale) in [("\(name).png", 1), ("\(name)@2x.png", 2), ("\(name)@3x.png", 3)] {
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(file)), let png = try? PNGReader.decode(data) else {
                return "\(file) is not a PNG"
            }
            guard png.width == size * scale, png.height == size * scale else { return "\(file) is \(png.width)x\(png.height)" }
            reds.insert(png[0, 0].x)
        }
        return reds.count == 1 ? nil : "its PNGs come from different writers (reds \(reds.sorted()))"
    }

    /// Twenty writers of one image set at once, three rounds (the first with no set yet):
    /// every one ends with status 0 and says nothing, and a complete set of one writer's
    /// colour is left, with nothing else beside it. (Once up to 6 of 20 failed a round with
    /// "Directory not empty", and one said "could not be moved aside (Success)".)
    @Test func concurrentWritersEachLeaveACompleteSet() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for round in 0..<3 {
            var runs: [(Process, () -> Data)] = []
            for k in 0..<20 {
                let process = Process()
                process.executableURL = CLIRunner.executable
                let colour = "rgb(\(10 * k + round) 0 0)"
                process.arguments = ["render", "linear-gradient(\(colour), \(colour))", "--size", "8x8", "--no-dither", "-q", "-o", "Set.imageset"]
                process.currentDirectoryURL = dir
                let err = Pipe()
                process.standardError = err
                process.standardOutput = FileHandle.nullDevice
                runs.append((process, CLIRunner.readConcurrently(err)))
            }
            for (process, _) in runs { try process.run() }
            for (k, (process, stderr)) in runs.enumerated() {
                process.waitUntilExit()
                let message = String(decoding: stderr(), as: UTF8.self)
                #expect(process.terminationStatus == 0 && message.isEmpty, "round \(round), writer \(k): \(process.terminationStatus) \(message)")
            }
            #expect(Self.problem(inSet: dir.appendingPathComponent("Set.imageset"), name: "Set", size: 8) == nil, "round \(round)")
            #expect(try CLIRunner.listing(dir) == ["Set.imageset"], "round \(round)")
        }
    }

    /// The temporary name of a process that owns it: as `gradient` makes them,
    /// `.gradient-` + the first 8 hex digits of the boot id + `.` + the pid namespace's inode
    /// + `.` + the pid + `-` + 12 letters and digits + `.tmp`.
    static func temporaryName(pid: Int32, random: String) throws -> String {
        let boot = try String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8).filter(\.isHexDigit).prefix(8)
        var st = stat()
        try #require(stat("/proc/self/ns/pid", &st) == 0)
        return ".gradient-\(boot).\(st.st_ino).\(pid)-\(random).tmp"
    }

    /// A temporary folder left by a writer that was killed (its process gone) is removed by
    /// the next run into that folder; one whose writer is alive, and one whose owner cannot
    /// be told (another machine's, or an older name without an owner), are left alone.
    @Test func aKilledWritersTemporaryFolderGoesWithTheNextRun() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let stale = try Self.temporaryName(pid: gone.processIdentifier, random: "abcdefghijk0")
        let live = try Self.temporaryName(pid: getpid(), random: "abcdefghijk1")
        let elsewhere = ".gradient-00000000.1.\(gone.processIdentifier)-abcdefghijk2.tmp"
        let unowned = ".gradient-abcdefghijk3.tmp"
        for name in [stale, live, elsewhere, unowned] {
            let folder = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
            try Data("half a picture".utf8).write(to: folder.appendingPathComponent("Set.png"))
        }
        try Data("half a file".utf8).write(to: dir.appendingPathComponent(try Self.temporaryName(pid: gone.processIdentifier, random: "abcdefghijk4")))
        let run = try CLIRunner.run(["render", "--size", "8x8", "-q", "-o", "Set.imageset"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try CLIRunner.listing(dir) == [elsewhere, live, unowned, "Set.imageset"].sorted())
        #expect(try CLIRunner.listing(dir.appendingPathComponent(live)) == ["Set.png"])
    }

    /// Writers killed (SIGKILL) while their temporary folder exists (the directory is
    /// watched for it) and at moments spread over their run, the set already there: after
    /// each, the set is complete (the old one or the new one, never missing or mixed), and
    /// after one more run nothing but the set is left. (Once every kill in the folder's
    /// lifetime left it behind for good.)
    @Test func killedWritersNeverLeaveAHalfSet() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let arguments = ["render", "conic-gradient(red, blue, lime, red)", "--size", "120x120", "-q", "-o", "Set.imageset"]
        #expect(try CLIRunner.run(arguments, in: dir).status == 0)
        var g = SplitMix64(seed: 27)
        var caught = 0
        for i in 0..<12 {
            let process = Process()
            process.executableURL = CLIRunner.executable
            process.arguments = arguments
            process.currentDirectoryURL = dir
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            if i % 3 == 2 {
                usleep(useconds_t.random(in: 100_000...1_500_000, using: &g))
            } else {
                // Until the temporary folder appears (or the run ends).
                while process.isRunning, !(try CLIRunner.listing(dir)).contains(where: { $0.hasPrefix(".gradient-") }) { usleep(200) }
                if process.isRunning { caught += 1 }
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(Self.problem(inSet: dir.appendingPathComponent("Set.imageset"), name: "Set", size: 120) == nil, "kill \(i)")
        }
        #expect(caught > 0, "no writer was killed while its temporary folder existed")
        #expect(try CLIRunner.run(arguments, in: dir).status == 0)
        #expect(try CLIRunner.listing(dir) == ["Set.imageset"])
    }

    /// A write that fails once the folder is being filled (here the file size limit, as a
    /// full device would) names the image set, not the temporary folder it was built in,
    /// and leaves nothing behind.
    @Test func aFailedWriteNamesTheImageSet() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (status, message) = try CLIRunner.runThrough(
            "/bin/sh", ["-c", #"trap '' XFSZ; ulimit -f 2; exec "$0" render --size 300x300 -o Hero.imageset"#, CLIRunner.executable.path], in: dir)
        #expect(status == 1)
        #expect(message == "gradient: Cannot write 'Hero.imageset': File too large.\n")
        #expect(try CLIRunner.listing(dir).isEmpty)
    }
}
