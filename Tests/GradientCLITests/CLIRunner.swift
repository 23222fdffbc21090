import Foundation
import Testing

/// Runs the built `gradient` binary the way a user would, and captures what it did.
struct CLIRun {
    var status: Int32
    var stdout: Data
    var stderr: String

    var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
}

enum CLIRunner {
    /// Where the command's standard output goes.
    enum Output: Sendable {
        /// A pipe the test reads to the end (the default).
        case pipe
        /// A pipe whose reading end is closed before the command starts, as when the reader
        /// (`| head -c 10`) has gone: every write to it fails with `EPIPE`.
        case closedPipe
        /// A file opened for writing, such as `/dev/full`.
        case file(String)
    }

    /// The `gradient` executable built beside this test bundle.
    static var executable: URL {
        // The test bundle lives in the build products directory, next to the executable.
        var dir = Bundle.main.bundleURL
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            dir = bundle.bundleURL.deletingLastPathComponent()
        }
        let candidate = dir.appendingPathComponent("gradient")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        // Fallback: the products directory of `swift build` under .build.
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/gradient")
    }

    /// Runs `gradient` with `arguments` in `directory`, feeding `stdin`, its standard output
    /// going to `output` (a pipe read to the end by default; nothing is read otherwise).
    static func run(
        _ arguments: [String], in directory: URL? = nil, stdin: Data? = nil, stdinFile: String? = nil, output: Output = .pipe
    ) throws -> CLIRun {
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
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        // Read both pipes concurrently so a large output cannot block the child.
        nonisolated(unsafe) var errData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        var outData = Data()
        if case .pipe = output { outData = out.fileHandleForReading.readDataToEndOfFile() }
        group.wait()
        process.waitUntilExit()
        return CLIRun(status: process.terminationStatus, stdout: outData, stderr: String(decoding: errData, as: UTF8.self))
    }

    /// A fresh empty directory for one test.
    /// Runs `launcher` (a wrapper such as `/bin/sh` or `unshare`) with `arguments` in
    /// `directory`, standard output discarded; returns its exit status and standard error.
    static func runThrough(_ launcher: String, _ arguments: [String], in directory: URL) throws -> (status: Int32, stderr: String) {
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

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("gradient-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The names of the files in `directory` (hidden ones included), sorted.
    static func listing(_ directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }
}
