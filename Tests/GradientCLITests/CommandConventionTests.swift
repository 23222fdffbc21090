import Foundation
import GradientKit
import GradientTestSupport
import Testing

@testable import GradientCLI

/// The conventions of command-line tools `gradient` follows besides parsing: no PNG to a
/// terminal, `--format` that must agree with the file's name, `--no-clobber` without a race,
/// a pasted CSS declaration, CSS errors placed in their file.
@Suite struct CommandConventionTests {
    static let pngSignature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    /// A PNG to a terminal is refused before any work (as `gzip` refuses); text formats go.
    @Test func noPNGToATerminal() throws {
        let png = InProcessCommand.run(["render", "--size", "4x4", "-o", "-"], terminal: true)
        #expect(png.status == 64 && png.stdout.isEmpty)
        #expect(
            png.stderr == "gradient: Standard output is a terminal, which cannot show a PNG: give -o with a file name, or pipe the output into a program.\n")
        let svg = InProcessCommand.run(["render", "--size", "4x4", "--format", "svg", "-o", "-"], terminal: true)
        #expect(svg.status == 0 && svg.stdoutText.hasPrefix("<svg "))
        let piped = InProcessCommand.run(["render", "--size", "4x4", "-o", "-"], terminal: false)
        #expect(piped.status == 0 && piped.stdout.prefix(8) == Self.pngSignature)
    }

    /// The same through the binary with a real pseudo-terminal as standard output (and as
    /// `-o /dev/stdout`): nothing reaches the terminal, the message does reach standard error.
    @Test func noPNGToAPseudoTerminal() throws {
        let (master, terminal) = try Self.openPseudoTerminal()
        defer { close(master) }
        for output in ["-", "/dev/stdout", terminal] {
            let run = try CLIRunner.run(["render", "--size", "4x4", "-o", output], output: .file(terminal))
            #expect(run.status == 64, "\(output)")
            #expect(run.stderr.hasSuffix(" is a terminal, which cannot show a PNG: give -o with a file name, or pipe the output into a program.\n"))
            // Nothing was written to the terminal.
            var available: Int32 = 0
            #expect(ioctl(master, UInt(0x541B), &available) == 0 && available == 0, "\(output): \(available) bytes")
        }
    }

    /// A new pseudo-terminal (Linux): the controlling side's descriptor and the terminal's
    /// path. `/dev/ptmx` opens the controlling side; `TIOCSPTLCK` (0x40045431) unlocks the
    /// terminal and `TIOCGPTN` (0x80045430) gives its number (linux/include/uapi/asm-generic/ioctls.h).
    static func openPseudoTerminal() throws -> (Int32, String) {
        let controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        try #require(controller >= 0, "no /dev/ptmx")
        var locked: Int32 = 0
        var number: UInt32 = 0
        try #require(ioctl(controller, UInt(0x4004_5431), &locked) == 0 && ioctl(controller, UInt(0x8004_5430), &number) == 0)
        return (controller, "/dev/pts/\(number)")
    }

    /// `--format` names what the file holds; a name that says otherwise is refused, a name
    /// without a known extension (or in capitals) is fine.
    @Test func theFormatMustNotContradictTheName() throws {
        let dir = try InProcessCommand.shortTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let contradiction = InProcessCommand.run(["render", "--size", "4x4", "-o", dir.path + "/a.png", "--format", "svg"])
        #expect(contradiction.status == 64)
        #expect(contradiction.stderr == "gradient: --format svg does not match the output '\(dir.path)/a.png': name it .svg, or leave out --format.\n")
        for (name, format) in [("b.txt", "svg"), ("c.PNG", "png"), ("d", "css")] {
            let run = InProcessCommand.run(["render", "--size", "4x4", "-q", "-o", dir.path + "/" + name, "--format", format])
            #expect(run.status == 0, "\(name): \(run.stderr)")
        }
        #expect(try CLIRunner.listing(dir) == ["b.txt", "c.PNG", "d"])
    }

    /// `-n` writes a new file, and refuses an existing one, leaving it as it was.
    @Test func noClobberWritesOnlyNewFiles() throws {
        let dir = try InProcessCommand.shortTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.path + "/g.png"
        #expect(InProcessCommand.run(["render", "--size", "4x4", "-qn", "-o", path]).status == 0)
        let first = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(first.prefix(8) == Self.pngSignature)
        let again = InProcessCommand.run(["render", "linear-gradient(red, blue)", "--size", "4x4", "-n", "-o", path])
        #expect(again.status == 1)
        #expect(again.stderr == "gradient: Cannot write '\(path)': it exists, and --no-clobber keeps it.\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == first)
        #expect(try CLIRunner.listing(dir) == ["g.png"])
    }

    /// No race: a file that appears after the checks, while the picture is drawn, is still
    /// not replaced; the new file is linked in under its name or not at all, and no temporary
    /// file is left. The same for an image set.
    @Test(arguments: ["late.png", "late.svg", "Late.imageset"]) func noClobberHasNoRace(_ name: String) throws {
        let dir = try InProcessCommand.shortTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.path + "/" + name
        let command = try InProcessCommand.render(["--size", "4x4", "-n", "-o", path])
        let streams = CapturedStreams()
        let io = streams.io()
        let (plan, gradient, output) = try command.prepare(io)
        // Another program writes the name between the checks and the write.
        let intruder = Data("written meanwhile\n".utf8)
        if name.hasSuffix(".imageset") {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            try intruder.write(to: URL(fileURLWithPath: path + "/Contents.json"))
        } else {
            try intruder.write(to: URL(fileURLWithPath: path))
        }
        #expect(throws: GradientError(.io, "Cannot write '\(path)': it exists, and --no-clobber keeps it.")) {
            try command.write(output, gradient, plan, io)
        }
        let kept = name.hasSuffix(".imageset") ? path + "/Contents.json" : path
        #expect(try Data(contentsOf: URL(fileURLWithPath: kept)) == intruder)
        #expect(try CLIRunner.listing(dir) == [name])
    }

    /// A declaration pasted from a stylesheet reads as the gradient it holds, from an argument
    /// or a file, in any case; the columns of an error in it are those of the text given.
    @Test func aPastedDeclarationReadsAsItsValue() throws {
        for text in [
            "background: linear-gradient(red, blue);", "BACKGROUND-IMAGE:linear-gradient(red, blue)", "background-image : linear-gradient(red, blue) ;",
        ] {
            let run = InProcessCommand.run(["render", text, "--format", "css", "-o", "-"])
            #expect(run.status == 0 && run.stdoutText == "linear-gradient(red, blue)\n", "\(text): \(run.stderr)")
        }
        let wrong = InProcessCommand.run(["render", "background: linear-gradient(red, bleu);"])
        #expect(wrong.stderr == "gradient: Expected a colour at column 34, found 'bleu' (did you mean 'blue'?).\n")
        let dir = try InProcessCommand.shortTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("style.css")
        try Data(".hero {\n".utf8).write(to: file)
        let rule = InProcessCommand.run(["render", file.path, "--format", "css", "-o", "-"])
        #expect(rule.status == 64, "a rule is not a declaration")
        try Data("  background:\n    linear-gradient(to right, #ff512f, #dd2476);\n".utf8).write(to: file)
        let declaration = InProcessCommand.run(["render", file.path, "--format", "css", "-o", "-"])
        #expect(declaration.stdoutText == "linear-gradient(to right, rgb(255, 81, 47), rgb(221, 36, 118))\n", "\(declaration.stderr)")
    }

    /// A CSS error in a file names the file, the line and the column there (in a file that
    /// starts with blank lines and indentation too); in an argument, the column alone.
    @Test func aCSSErrorInAFileIsPlaced() throws {
        let dir = try InProcessCommand.shortTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("g.css")
        try Data("\n\n   linear-gradient(\r\n  red,\r\n  bleu)\n".utf8).write(to: file)
        let run = InProcessCommand.run(["render", file.path])
        #expect(run.stderr == "gradient: \(file.path):5:3: Expected a colour, found 'bleu' (did you mean 'blue'?).\n")
        let json = dir.appendingPathComponent("g.json")
        try Data(#"{"css": "linear-gradient(red, bleu)"}"#.utf8).write(to: json)
        // A JSON spec's CSS is a string in the file: its column is the string's, as before.
        #expect(InProcessCommand.run(["render", json.path]).stderr == "gradient: Expected a colour at column 22, found 'bleu' (did you mean 'blue'?).\n")
        #expect(LocatedError.removing(" at column 5", from: "a at column 50, b at column 5.") == "a at column 50, b.")
    }

    /// Bundled short options and no-clobber through the binary: `-qno x.png` writes quietly.
    @Test func bundledOptionsThroughTheBinary() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CLIRunner.run(["render", "--size", "4x4", "-qno", "x.png"], in: dir)
        #expect(run.status == 0 && run.stderr.isEmpty && run.stdout.isEmpty)
        #expect(try Data(contentsOf: dir.appendingPathComponent("x.png")).prefix(8) == Self.pngSignature)
        let again = try CLIRunner.run(["render", "--size", "4x4", "-qno", "x.png"], in: dir)
        #expect(again.status == 1 && again.stderr == "gradient: Cannot write 'x.png': it exists, and --no-clobber keeps it.\n")
    }
}
