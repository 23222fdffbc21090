import Foundation

/// The `BENCH_*` environment knobs of one benchmark program: each read with its default when
/// unset, a bad value refused in one sentence on standard error (exit status 64).
public struct BenchKnobs: Sendable {
    /// The program's name, which starts its refusals.
    public let program: String
    /// The environment the knobs are read from.
    public let environment: [String: String]

    public init(program: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.program = program
        self.environment = environment
    }

    /// Stops the run over a knob's bad value: one sentence on standard error, exit status 64.
    public func bad(_ key: String, _ value: String, _ expected: String) -> Never {
        FileHandle.standardError.write(Data("\(program): \(key)=\(value.debugDescription) is not \(expected).\n".utf8))
        exit(64)
    }

    /// The text of `key`, or `fallback` when it is unset.
    public func text(_ key: String, _ fallback: String) -> String { environment[key] ?? fallback }

    /// The words of `key`, separated by spaces (those of `fallback` when it is unset).
    public func words(_ key: String, _ fallback: String) -> [String] {
        text(key, fallback).split(separator: " ").map(String.init)
    }

    /// A whole number greater than 0 (`fallback` when unset or empty, as the peers' harness has it).
    public func positiveInt(_ key: String, _ fallback: Int) -> Int {
        guard let text = environment[key], !text.isEmpty else { return fallback }
        guard let value = Int(text), value > 0 else { bad(key, text, "a positive whole number") }
        return value
    }

    /// A finite number, 0 or more unless `signed` (`fallback` when unset or empty).
    public func double(_ key: String, _ fallback: Double, signed: Bool = false) -> Double {
        guard let text = environment[key], !text.isEmpty else { return fallback }
        guard let value = Double(text), value.isFinite, signed || value >= 0 else {
            bad(key, text, signed ? "a finite number" : "a finite number, 0 or more")
        }
        return value
    }

    /// A size `WxH` in pixels, both greater than 0, with its text as given.
    public func size(_ key: String, _ fallback: String) -> (width: Int, height: Int, text: String) {
        let text = text(key, fallback)
        let parts = text.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, parts.allSatisfy({ $0 > 0 }) else { bad(key, text, "a size WxH") }
        return (parts[0], parts[1], text)
    }

    /// `BENCH_CASES`: the names of cases of ``PeerCases/css`` to run (default all four).
    public func peerCases() -> [String] {
        let cases = words("BENCH_CASES", PeerCases.names.joined(separator: " "))
        for c in cases where PeerCases.css[c] == nil { bad("BENCH_CASES", c, "one of \(PeerCases.names.joined(separator: ", "))") }
        return cases
    }

    /// Stops a debug build: benchmarks are measured in release builds only.
    public func refuseDebugBuild() {
        #if DEBUG
        FileHandle.standardError.write(Data("\(program): this is a debug build; build with `swift build -c release`.\n".utf8))
        exit(2)
        #endif
    }
}
