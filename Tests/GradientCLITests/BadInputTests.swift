import Foundation
import GradientTestSupport
import Testing

@testable import GradientCLI

/// The table of bad inputs of the `gradient` command (most rows as data in `BadInputs.json`,
/// the rest made in code), checked in process: each row is parsed and prepared as `gradient`
/// would (``RenderCommand/prepare(_:)``, everything but writing) and must give its exit code
/// and exact message; a sample also runs through the built binary, for the exit code and the
/// streams a process shows.
///
/// Every row runs with a fresh folder holding the ``fixtures`` (including `existing.png`, a
/// file a failed run must not replace), and checks that nothing went to standard output and
/// that no file was created, changed or removed.
@Suite struct BadInputTests {
    /// The contents of `existing.png`: not a real PNG, just bytes to compare.
    static let existing = Data("the user's existing picture\n".utf8)

    /// The files each row starts with.
    static let fixtures: [String: Data] = [
        "existing.png": existing,
        "good.json": Data(#"{"colors": ["red", "blue"]}"#.utf8),
        // ISO 8859-1 "{"colors": ["é"]}": the é is the single byte 0xE9, invalid UTF-8.
        "latin1.json": Data(#"{"colors": [""#.utf8) + Data([0xE9]) + Data(#""]}"#.utf8),
        "empty.json": Data(),
        "blank.json": Data(" \n\t\n".utf8),
        // A missing comma at line 4, column 5 (after a blank first line).
        "multiline.json": Data("\n{\"colors\": [\n    \"red\"\n    \"blue\"\n]}\n".utf8),
        // A misspelt colour on line 3, at column 8 (after two blank lines' worth of text).
        "multiline.css": Data("linear-gradient(\n  45deg,\n  red, bleu\n)\n".utf8),
        // 33 levels of brackets on line 2: the 33rd opens with the 32nd `light-dark(`, at column
        // 365 (two spaces, `linear-gradient(` and `red, `, then eleven characters a level).
        "deep.css": Data(
            ("\n  linear-gradient(red, " + String(repeating: "light-dark(", count: 32) + "red" + String(repeating: ", blue)", count: 32) + ")\n").utf8),
        // A comment opened on line 2 at column 13 and never closed.
        "open-comment.css": Data("linear-gradient(red, blue)\n            /* the end\n".utf8),
        // The PNG signature and the first bytes of an IHDR chunk, cut off.
        "truncated.png": Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48]),
        // An image set the user made, which --no-clobber must leave alone.
        "Old.imageset/Contents.json": Data("{}\n".utf8),
    ]

    /// A JSON spec of `count` black colours.
    static func spec(colors count: Int) -> String {
        #"{"colors": ["# + Array(repeating: ##""#000""##, count: count).joined(separator: ", ") + "]}"
    }

    /// The rows kept as data in `BadInputs.json` beside this file, in sections, each with
    /// the arguments, exit code and exact message (`$DIR` as above).
    static let tableFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("BadInputs.json")
    static let tableRows = (try? BadInput.table(tableFile)) ?? []

    /// The rows whose arguments or standard input are made here: long, repeated or not text.
    static let generatedRows: [BadInput] = [
        BadInput(
            what: "non-UTF-8 standard input", arguments: ["render", "-", "-o", "$DIR/existing.png"], stdin: Data([0x7B, 0xFF, 0xFE, 0x7D]),
            status: 64, message: "The gradient from standard input is not UTF-8 text."),
        BadInput(
            what: "standard input over 1 MiB", arguments: ["render", "-"], stdin: Data(repeating: 0x20, count: (1 << 20) + 1),
            status: 64, message: "The gradient from standard input is over the limit of 1048576 bytes."),
        BadInput(
            what: "input path over PATH_MAX", arguments: ["render", String(repeating: "d/", count: 2100) + "x.json"], status: 1,
            message: "Cannot read 'd/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d...': the path or a name in it is "
                + "longer than the system allows (4095 bytes, 255 for a name)."),
        BadInput(
            what: "input name over NAME_MAX", arguments: ["render", String(repeating: "n", count: 300) + ".json"], status: 1,
            message: "Cannot read '\(String(repeating: "n", count: 57))...': the path or a name in it is "
                + "longer than the system allows (4095 bytes, 255 for a name)."),
        BadInput(
            what: "JSON nested 100000 deep", arguments: ["render", "-"],
            stdin: Data((#"{"colors": "# + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}").utf8),
            status: 64, message: "The JSON spec at line 1, column 523 nests arrays and objects more than 512 levels deep, over the limit."),
        // Once a crash (SIGSEGV, the stack overflowed). The 33rd level opens after the gradient
        // function (16 characters) and 31 colour functions: 16 + 31 × 19 + 1 = 606.
        BadInput(
            what: "color-mix nested 3000 deep", arguments: ["render", "-", "-o", "existing.png"],
            stdin: Data(
                ("linear-gradient(" + String(repeating: "color-mix(in srgb, ", count: 3000) + "red" + String(repeating: ", blue)", count: 3000) + ")").utf8),
            status: 64, message: "The CSS at column 606 nests functions and parentheses more than 32 levels deep, over the limit."),
        // 16 + 31 × 11 + 1 = 358.
        BadInput(
            what: "light-dark nested 20000 deep", arguments: ["render", "-", "-o", "existing.png"],
            stdin: Data(
                ("linear-gradient(" + String(repeating: "light-dark(", count: 20_000) + "red" + String(repeating: ", blue)", count: 20_000) + ")").utf8),
            status: 64, message: "The CSS at column 358 nests functions and parentheses more than 32 levels deep, over the limit."),
        // The colour alone holds 32 levels: 32 × 19 + 1 = 609.
        BadInput(
            what: "a spec colour nested 3000 deep", arguments: ["render", "-", "-o", "existing.png"],
            stdin: Data(
                (#"{"colors": [""# + String(repeating: "color-mix(in srgb, ", count: 3000) + "red" + String(repeating: ", blue)", count: 3000) + #"", "red"]}"#)
                    .utf8),
            status: 64,
            message: "The JSON spec is invalid at colors[0]: 'color-mix(in srgb, color-mix(in srgb, color-mix(in srgb, ...' is not a colour: "
                + "the CSS at column 609 nests functions and parentheses more than 32 levels deep, over the limit."),
        BadInput(
            what: "4097 colours", arguments: ["render", "-"], stdin: Data(spec(colors: 4097).utf8), status: 64,
            message: "The JSON spec is invalid at colors: 4097 colours is over the limit of 4096."),
        BadInput(
            what: "CSS nested 10000 deep", arguments: ["render", "-"],
            stdin: Data(("linear-gradient(" + String(repeating: "rgb(", count: 10_000) + String(repeating: ")", count: 10_000) + ")").utf8),
            // Nesting is checked as the text is split into tokens, before its syntax: the 33rd
            // level opens at 16 + 31 × 4 + 1 = 141.
            status: 64, message: "The CSS at column 141 nests functions and parentheses more than 32 levels deep, over the limit."),
        // 80,017 characters: once refused as over a 64 Ki character limit that the CSS the
        // command writes itself exceeded; the limit is now that of any gradient text (1 MiB).
        BadInput(
            what: "CSS of 80,017 characters, nested parentheses", arguments: ["render", "-"],
            stdin: Data(("linear-gradient(" + String(repeating: "(", count: 40_000) + String(repeating: ")", count: 40_000) + ")").utf8),
            status: 64, message: "The CSS at column 48 nests functions and parentheses more than 32 levels deep, over the limit."),
        BadInput(
            what: "CSS with 5000 stops", arguments: ["render", "-"],
            stdin: Data(("linear-gradient(" + Array(repeating: "red", count: 5000).joined(separator: ", ") + ")").utf8),
            status: 64, message: "The gradient at column 20497 has more than 4096 stops and hints, over the limit."),
        BadInput(
            what: "output path over PATH_MAX", arguments: ["render", "-o", String(repeating: "d/", count: 2100) + "x.png"], status: 1,
            message: "Cannot write 'd/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d/d...': the path is 4205 bytes long, "
                + "over the system's limit of 4095."),
        BadInput(
            what: "output name over NAME_MAX", arguments: ["render", "-o", String(repeating: "n", count: 252) + ".png"], status: 1,
            message: "Cannot write '\(String(repeating: "n", count: 57))...': the name '\(String(repeating: "n", count: 57))...' "
                + "is 256 bytes long, over the system's limit of 255."),
    ]

    static let rows = tableRows + generatedRows

    @Test func theTableHasAtLeastFortyRows() throws {
        #expect(try BadInput.table(Self.tableFile).count == Self.tableRows.count)
        #expect(Self.rows.count >= 40)
    }

    /// After `gradient: ` (and the place in a file, `g.css:3:8: `) every message starts as a
    /// sentence does: a capital, or the flag or quoted value it is about (the CSS reader's
    /// "expected …" once started in lower case).
    @Test func everyMessageStartsWithACapitalOrWhatItNames() throws {
        let place = try Regex(#"^\$DIR/[^:]+:[0-9]+:[0-9]+: "#)
        for row in Self.rows {
            let sentence = row.message.replacing(place, with: "")
            let first = sentence.unicodeScalars.first ?? " "
            #expect(("A"..."Z").contains(first) || first == "'" || first == "-", "\(row.what): \(row.message)")
        }
    }

    @Test(arguments: rows) func badInputIsRefusedAndChangesNothing(_ row: BadInput) throws {
        let dir = try Self.fixtureDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let before = try Self.snapshot(dir)
        let streams = CapturedStreams()
        let stdinFD = row.stdinFile.map { open($0, O_RDONLY) }
        let stdoutFD = row.stdoutFile.map { open($0, O_WRONLY) }
        defer {
            if let stdinFD { close(stdinFD) }
            if let stdoutFD { close(stdoutFD) }
        }
        let io = streams.io(stdin: row.stdin, stdinFD: stdinFD, stdoutFD: stdoutFD)
        let arguments = row.arguments.map { $0.replacingOccurrences(of: "$DIR", with: dir.path) }

        // Standard output given as a file: the row is about writing it, so the command runs
        // to the end (its output is `-o -`, never a file).
        let run = row.stdoutFile == nil ? InProcessCommand.prepare(arguments, io: io) : InProcessCommand.run(arguments, io: io)

        #expect(run.status == row.status)
        #expect(run.stderr == "gradient: \(row.message.replacingOccurrences(of: "$DIR", with: dir.path))\n")
        #expect(streams.output.isEmpty)
        #expect(try Self.snapshot(dir) == before)
    }

    /// The rows run through the built binary as well: a usage error, a failure, standard input
    /// and output, each with its exit code and only its message on standard error.
    static let processSample = [
        "unknown long option", "over the pixel limit", "missing file", "non-UTF-8 standard input", "a directory as standard input",
        "truncated JSON", "misspelt CSS colour", "output into a missing directory", "standard output on a full device",
        "a CSS file wrong on line 3",
    ]

    @Test func theProcessSampleNamesRows() {
        #expect(Set(Self.processSample).isSubset(of: Set(Self.rows.map(\.what))))
    }

    @Test(arguments: rows.filter { processSample.contains($0.what) })
    func aSampleIsRefusedByTheBinaryToo(_ row: BadInput) throws {
        let dir = try Self.fixtureDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let before = try Self.snapshot(dir)
        let arguments = row.arguments.map { $0.replacingOccurrences(of: "$DIR", with: dir.path) }
        let output: CLIRunner.Output = row.stdoutFile.map { .file($0) } ?? .pipe
        let run = try CLIRunner.run(arguments, in: dir, stdin: row.stdin, stdinFile: row.stdinFile, output: output)
        #expect(run.status == row.status)
        #expect(run.stderr == "gradient: \(row.message.replacingOccurrences(of: "$DIR", with: dir.path))\n")
        #expect(run.stdout.isEmpty)
        #expect(try Self.snapshot(dir) == before)
    }

    /// A fresh folder with a short path holding the fixtures.
    static func fixtureDirectory() throws -> URL {
        let dir = try InProcessCommand.shortTemporaryDirectory()
        for (name, data) in fixtures {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return dir
    }

    /// Output into a directory the user may not write to. Root may write anywhere, so this runs
    /// only for other users.
    @Test(.enabled(if: geteuid() != 0)) func outputIntoAReadOnlyDirectory() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let readOnly = dir.appendingPathComponent("ro")
        try FileManager.default.createDirectory(at: readOnly, withIntermediateDirectories: false)
        try Self.existing.write(to: readOnly.appendingPathComponent("existing.png"))
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: readOnly.path)
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: readOnly.path)
            try? FileManager.default.removeItem(at: dir)
        }
        let run = try CLIRunner.run(["render", "-o", "ro/existing.png"], in: dir)
        #expect(run.status == 1)
        #expect(run.stderr == "gradient: Cannot write 'ro/existing.png': the directory 'ro' is not writable.\n")
        #expect(try CLIRunner.listing(readOnly) == ["existing.png"])
        #expect(try Data(contentsOf: readOnly.appendingPathComponent("existing.png")) == Self.existing)
    }

    /// A gradient file the user may not read. Root may read anything, so this runs only for others.
    @Test(.enabled(if: geteuid() != 0)) func unreadableGradientFile() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let secret = dir.appendingPathComponent("secret.json")
        try Data(#"{"colors": ["red"]}"#.utf8).write(to: secret)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: secret.path)
        let run = try CLIRunner.run(["render", "secret.json"], in: dir)
        #expect(run.status == 1)
        #expect(run.stderr == "gradient: Cannot read 'secret.json': permission denied.\n")
        #expect(try CLIRunner.listing(dir) == ["secret.json"])
    }

    /// A run that fails (here on a bad colour) never replaces `existing.png`, whatever format
    /// it was asked to write.
    @Test func failedRunKeepsExistingOutputForEveryFormat() throws {
        for format in ["png", "svg", "json", "css", "swift"] {
            let dir = try CLIRunner.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            let name = "existing.\(format)"
            try Self.existing.write(to: dir.appendingPathComponent(name))
            let run = try CLIRunner.run(["render", #"{"colors": ["nope"]}"#, "-o", name], in: dir)
            #expect(run.status == 64)
            #expect(try CLIRunner.listing(dir) == [name])
            #expect(try Data(contentsOf: dir.appendingPathComponent(name)) == Self.existing)
        }
    }

    /// The pixel limit is inclusive and `--max-pixels` moves it: 100 × 100 = 10,000 pixels
    /// renders under a limit of 10,000 and is refused under 9,999 (a row of the table).
    @Test func pixelLimitIsInclusiveAndRaisable() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CLIRunner.run(["render", "--size", "100x100", "--max-pixels", "10000", "-o", "out.png"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try CLIRunner.listing(dir) == ["out.png"])
        let raised = try CLIRunner.run(["render", "--size", "10000x10000", "--max-pixels", "100000000", "--format", "json", "-o", "big.json"], in: dir)
        #expect(raised.status == 0, "\(raised.stderr)")
    }

    /// Numbers of 1e12 and more once trapped the CSS and SVG writers (exit 132, no message);
    /// they are written in exponent form.
    @Test(arguments: [
        (#"linear-gradient(to right, red -5e20%, blue)"#, "css", "linear-gradient(to right, red -5e+20%, blue)\n"),
        (#"{"colors": ["red", "blue"], "locations": [0, 1e20]}"#, "svg", ##"<stop offset="1e+20" stop-color="#0000ff"/>"##),
    ])
    func hugeNumbersAreWritten(_ source: String, _ format: String, _ expected: String) throws {
        let run = try CLIRunner.run(["render", source, "--format", format, "-o", "-"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdoutText.contains(expected))
    }

    /// A repeat whose period is near the largest Double: the PNG is solid red, and the SVG and
    /// the Swift code once had no colours at all (`fill="none"`, `colors: []`).
    @Test func aHugeRepeatPeriodKeepsItsColourInEveryFormat() throws {
        let css = "repeating-linear-gradient(to top left, red -1e300% 5e-324%)"
        let svg = try CLIRunner.run(["render", css, "--format", "svg", "-o", "-"])
        #expect(svg.status == 0 && svg.stdoutText.contains(##"fill="#ff0000""##))
        let swift = try CLIRunner.run(["render", css, "--format", "swift", "-o", "-"])
        #expect(swift.status == 0 && swift.stdoutText.contains("RGBA(red: 1, green: 0, blue: 0, alpha: 1),  // #ff0000"))
    }

    /// Standard input closed (`<&-`), once an NSCocoaErrorDomain dump.
    @Test func closedStandardInput() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", #"exec "$0" render - -o - <&-"#, CLIRunner.executable.path]
        let err = Pipe()
        let out = Pipe()
        process.standardError = err
        process.standardOutput = out
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(message == "gradient: Cannot read standard input: it is closed.\n")
    }

    /// Runs the built `gradient` with `arguments` in `dir` under an address space of
    /// `kibibytes` (`ulimit -v`): its exit status and standard error.
    static func run(_ arguments: [String], addressSpace kibibytes: Int, in dir: URL) throws -> (status: Int32, stderr: String) {
        try CLIRunner.runThrough("/bin/sh", ["-c", #"ulimit -v \#(kibibytes); exec "$0" "$@""#, CLIRunner.executable.path] + arguments, in: dir)
    }

    /// Memory the render cannot have is one sentence before any allocation (once a crash with
    /// a backtrace). A PNG is drawn and written a band at a time, so its size does not matter,
    /// only the bands' working memory: with the address space limited to 150 MiB, about half
    /// of which the process itself takes, that is refused.
    @Test func outOfMemoryIsOneSentence() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (status, message) = try Self.run(
            ["render", "--size", "30000x30000", "--max-pixels", "4294967296", "-o", "out.png"], addressSpace: 153_600, in: dir)
        #expect(status == 1)
        #expect(message.hasPrefix("gradient: The size 30000x30000 pixels needs about "))
        #expect(message.contains(" MiB of memory (its bands, drawn and compressed on each core), more than the "))
        #expect(message.hasSuffix(" MiB available.\n") && message.split(separator: "\n").count == 1)
        #expect(try CLIRunner.listing(dir).isEmpty)
    }

    /// A wide image under a 600 MiB address space: drawn and written a segment at a time, it is
    /// written whole (once refused by an estimate of the bitmap and its file, and before that
    /// ended by "Fatal error: failed to allocate").
    @Test func aWideImageIsWrittenInLittleMemory() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (status, message) = try Self.run(
            ["render", "-q", "--size", "33554432x1", "--max-pixels", "33554432", "-o", "out.png"], addressSpace: 614_400, in: dir)
        #expect(status == 0, "\(message)")
        let png = try Data(contentsOf: dir.appendingPathComponent("out.png"))
        // The header's width and height (big-endian, after the signature and IHDR's length and type).
        #expect(Array(png[16..<24]) == [0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01])
    }

    /// A mesh, drawn whole before it is written, over the memory: refused in one sentence that
    /// names what takes the memory, nothing written.
    @Test func aMeshOverTheMemoryIsOneSentence() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let mesh = #"{"mesh": {"width": 2, "height": 2, "points": [[0, 0], [1, 0], [0, 1], [1, 1]], "colors": ["red", "blue", "gold", "navy"]}}"#
        let (status, message) = try Self.run(
            ["render", mesh, "--size", "20000x20000", "--max-pixels", "400000000", "-o", "out.png"], addressSpace: 614_400, in: dir)
        #expect(status == 1)
        #expect(message.hasPrefix("gradient: The size 20000x20000 pixels needs about "))
        #expect(message.contains(" MiB of memory (the bitmap and its PNG), more than the "))
        #expect(message.hasSuffix(" MiB available.\n") && message.split(separator: "\n").count == 1)
        #expect(try CLIRunner.listing(dir).isEmpty)
    }

    /// Bytes of arguments that are not UTF-8 (here 0xFF, made by the shell's `printf`:
    /// Foundation's `arguments` cannot pass them) are shown in messages as a path shows them,
    /// `\xFF`, by one escaping for both (once U+FFFD for arguments).
    @Test(arguments: [
        (#"render --size "$(printf '12\377x3')""#, "--size '12\\xFFx3' is not a size: give WIDTHxHEIGHT with numbers greater than 0, such as 1200x630."),
        (
            #""$(printf 'rend\377er')""#,
            "'rend\\xFFer' is not a subcommand (did you mean 'render'?): use render, help, completions or manpage (or --help, --version)."
        ),
        (#"render "$(printf 'linear-gradient(r\377ed, blue)')""#, "Expected a colour at column 17, found 'r\\xFFed' (did you mean 'red'?)."),
        (#"render --format "$(printf 'pn\351g')""#, "--format 'pn\\xE9g' is not a format: use png, svg, json, css, swift or imageset."),
        (#"render -o "$(printf '/no-such-folder/\377.png')""#, "Cannot write '/no-such-folder/\\xFF.png': the directory '/no-such-folder' does not exist."),
    ])
    func bytesThatAreNotUTF8AreShownAsBytes(_ arguments: String, _ message: String) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (status, stderr) = try CLIRunner.runThrough("/bin/sh", ["-c", #"exec "$0" "# + arguments, CLIRunner.executable.path], in: dir)
        #expect(status == 64 || status == 1)
        #expect(stderr == "gradient: \(message)\n")
        #expect(try CLIRunner.listing(dir).isEmpty)
    }

    /// Every file under `dir` (hidden ones included, folders followed) with its bytes.
    static func snapshot(_ dir: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try CLIRunner.listing(dir) {
            let url = dir.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
                for (inner, data) in try snapshot(url) { result[name + "/" + inner] = data }
            } else {
                result[name] = try Data(contentsOf: url)
            }
        }
        return result
    }
}
