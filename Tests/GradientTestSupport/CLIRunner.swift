import Foundation

/// What one run of the `gradient` binary did.
public struct CLIRun: Sendable {
    public var status: Int32
    public var stdout: Data
    public var stderr: String

    public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
}

/// Runs the built `gradient` binary the way a user would, and captures what it did.
public enum CLIRunner {
    /// Where the command's standard output goes.
    public enum Output: Sendable {
        /// A pipe the test reads to the end (the default).
        case pipe
        /// A pipe whose reading end is closed before the command starts, as when the reader
        /// (`| head -c 10`) has gone: every write to it fails with `EPIPE`.
        case closedPipe
        /// A file opened for writing, such as `/dev/full`.
        case file(String)
    }

    /// Why a run could not start.
    public struct MissingExecutable: Error, CustomStringConvertible {
        public var path: String
        public var description: String { "no gradient executable at \(path): build it with `swift build --build-tests`" }
    }

    /// The build products directory: the one holding the test bundle (on Linux the test
    /// executable itself, on macOS the `.xctest` bundle), where SwiftPM also puts `gradient`.
    public static var productsDirectory: URL {
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL
    }

    /// The `gradient` executable built beside the test bundle.
    public static var executable: URL { productsDirectory.appendingPathComponent("gradient") }

    /// Runs `gradient` with `arguments` in `directory`, feeding `stdin` (or the file at
    /// `stdinFile`), its standard output going to `output` (a pipe read to the end by default;
    /// nothing is read otherwise). Standard output and standard error are read concurrently,
    /// so neither can fill its pipe and block the child.
    public static func run(
        _ arguments: [String], in directory: URL? = nil, stdin: Data? = nil, stdinFile: String? = nil, output: Output = .pipe
    ) throws -> CLIRun {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else { throw MissingExecutable(path: executable.path) }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        var outputFile: FileHandle?
        switch output {
        case .pipe:
            process.standardOutput = out
        case .closedPipe:
            try out.fileHandleForReading.close()
            process.standardOutput = out
        case .file(let path):
            guard let handle = FileHandle(forWritingAtPath: path) else { throw CocoaError(.fileNoSuchFile) }
            outputFile = handle
            process.standardOutput = handle
        }
        defer { try? outputFile?.close() }
        process.standardError = err
        process.standardInput = input
        if let stdinFile {
            // Opened with open(2): a directory is fine (FileHandle(forReadingAtPath:) refuses it).
            let fd = open(stdinFile, O_RDONLY)
            guard fd >= 0 else { throw CocoaError(.fileNoSuchFile) }
            process.standardInput = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        }
        // Input that fits the pipe's buffer (64 KiB on Linux) is in it before the command
        // starts, as a shell's `echo … |` usually has it: a command that looks whether input is
        // waiting sees it. Larger input is written while the command reads.
        let early = stdin.map { $0.count < 65536 } ?? false
        if early, let stdin { input.fileHandleForWriting.write(stdin) }
        try process.run()
        if !early, let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        let errData = readConcurrently(err)
        var outData = Data()
        if case .pipe = output { outData = out.fileHandleForReading.readDataToEndOfFile() }
        process.waitUntilExit()
        return CLIRun(status: process.terminationStatus, stdout: outData, stderr: String(decoding: errData(), as: UTF8.self))
    }

    /// Runs `launcher` (a wrapper such as `/bin/sh` or `unshare`) with `arguments` in
    /// `directory`, standard output discarded; returns its exit status and standard error.
    public static func runThrough(_ launcher: String, _ arguments: [String], in directory: URL) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: launcher)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, message)
    }

    /// Starts reading `pipe` to its end on another thread; the returned function waits for
    /// the bytes.
    public static func readConcurrently(_ pipe: Pipe) -> () -> Data {
        nonisolated(unsafe) var data = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            data = pipe.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        return {
            group.wait()
            return data
        }
    }

    /// A fresh empty directory for one test.
    public static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("gradient-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The names of the files in `directory` (hidden ones included), sorted.
    public static func listing(_ directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }
}
