// Times the whole `gradient render` command, process start to exit, as a user runs it: the
// four gradients of the peers benchmark written in CSS, to PNG and (where SVG can hold them)
// to SVG, with one or more builds of `gradient` and, when asked, ImageMagick's `convert`
// drawing the two it can (a vertical linear gradient and a radial one). The runs of one case
// are interleaved (every binary once, then every binary again, …), so that what other
// processes do to the machine falls on each alike, and each case prints, per binary, the
// median wall time, the median CPU time (user + system, of the process and its threads),
// the largest peak memory (maximum resident set) and the output's size.
//
//   BENCH_BINARIES  space-separated name=path pairs, e.g. "main=/tmp/main/gradient new=.build/release/gradient"
//                   (default: "gradient=gradient", the one on the PATH)
//   BENCH_SIZE      WxH in pixels (default 3840x2160)
//   BENCH_CASES     cases to run, space-separated (default: lin5d rad3 conic4 lin2v)
//   BENCH_FORMATS   png, svg or both (default "png svg")
//   BENCH_REPS      runs of each binary per case (default 7)
//   BENCH_ARGS      more arguments for every gradient run, e.g. "--png-level 9"
//   BENCH_CONVERT   path of ImageMagick's convert, to time it too (PNG only; default: not run)
//
// Output files go to a temporary folder, removed at the end.
import BenchSupport
import Foundation

let knobs = BenchKnobs(program: "gradient-command-bench")
knobs.refuseDebugBuild()

/// The case's gradient as CSS: the stops and geometry of the peers benchmark's cases.
let css = PeerCases.css
/// ImageMagick's nearest drawing of a case, where it has one (two colours only).
let convertSpec: [String: String] = ["lin2v": "gradient:#1E90FF-#FF7F50", "rad3": "radial-gradient:#FFFFFF-#000075"]

let binaries: [(name: String, path: String)] = knobs.words("BENCH_BINARIES", "gradient=gradient").map { pair in
    let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { knobs.bad("BENCH_BINARIES", pair, "name=path") }
    return (parts[0], parts[1])
}
let sizeText = knobs.size("BENCH_SIZE", "3840x2160").text
let cases = knobs.peerCases()
let formats = knobs.words("BENCH_FORMATS", "png svg")
for f in formats where f != "png" && f != "svg" { knobs.bad("BENCH_FORMATS", f, "png or svg") }
let reps = knobs.positiveInt("BENCH_REPS", 7)
let extraArguments = knobs.words("BENCH_ARGS", "")
let convert = knobs.environment["BENCH_CONVERT"]

/// What one run of a process took.
struct Measurement {
    var wall: Double
    var cpu: Double
    /// Peak resident memory in KiB.
    var maxRSS: Int
    var bytes: Int
}

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// Runs `arguments` (the first the program) to completion, standard output and error to
/// /dev/null, and measures it; `output` is the file whose size is taken.
func measure(_ arguments: [String], output: String) -> Measurement {
    unlink(output)
    var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var pid: pid_t = 0
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for p in argv { free(p) } }
    let t0 = now()
    let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
    guard spawned == 0 else { knobs.bad("program", arguments[0], "a program that runs (\(String(cString: strerror(spawned))))") }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    let wall = now() - t0
    guard status == 0 else {
        FileHandle.standardError.write(Data("gradient-command-bench: \(arguments.joined(separator: " ")) failed (status \(status)).\n".utf8))
        exit(1)
    }
    func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) * 1e-6 }
    var st = stat()
    let bytes = stat(output, &st) == 0 ? Int(st.st_size) : -1
    return Measurement(wall: wall, cpu: seconds(usage.ru_utime) + seconds(usage.ru_stime), maxRSS: Int(usage.ru_maxrss), bytes: bytes)
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gradient-command-bench-\(getpid())").path
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: folder) }

print("Whole command, \(sizeText), \(reps) runs each, interleaved; medians (CPU: user + system).\n")
print("| case | format | program | wall ms | CPU ms | peak RSS MB | bytes | wall vs first |")
print("|---|---|---|---:|---:|---:|---:|---:|")
for format in formats {
    for name in cases {
        // SVG has no conic gradient.
        if format == "svg" && name == "conic4" { continue }
        var runs: [(String, [String], String)] = binaries.map { binary in
            let output = "\(folder)/\(binary.name)-\(name).\(format)"
            return (binary.name, [binary.path, "render", css[name]!, "--size", sizeText, "-q", "-o", output] + extraArguments, output)
        }
        if format == "png", let convert, let spec = convertSpec[name] {
            let output = "\(folder)/convert-\(name).png"
            runs.append(("convert", [convert, "-size", sizeText, spec, output], output))
        }
        var results = [[Measurement]](repeating: [], count: runs.count)
        for _ in 0..<reps {
            for (k, run) in runs.enumerated() { results[k].append(measure(run.1, output: run.2)) }
        }
        let first = median(results[0].map(\.wall))
        for (k, run) in runs.enumerated() {
            let wall = median(results[k].map(\.wall))
            let cpu = median(results[k].map(\.cpu))
            let rss = Double(results[k].map(\.maxRSS).max()!) / 1024
            let line = [
                name, format, run.0, String(format: "%.0f", wall * 1e3), String(format: "%.0f", cpu * 1e3), String(format: "%.1f", rss),
                String(results[k][0].bytes), String(format: "%.2f", wall / first),
            ]
            print("| " + line.joined(separator: " | ") + " |")
            fflush(nil)
        }
    }
}
