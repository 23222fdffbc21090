// Renders the four cases of the gradient peers benchmark (lin2v, lin5d, rad3, conic4: same
// stops and geometry as every peer) with GradientKit's fast path and prints the harness's
//   RESULT <peer> <case> <W>x<H> <Mpix/s> <ms/frame> <frames/rep>
// lines, with the same protocol: 2 warm-up frames, a frame count N so one repetition takes
// at least BENCH_MIN_TIME seconds, BENCH_REPS repetitions, the median; the repetitions of a
// case's peers are interleaved (see bench(_:_:_:_:)).
//
// Peers: gradientkit (one thread, no dithering, like every other peer), gradientkit-dither
// (one thread, ordered dithering), gradientkit-mt and gradientkit-mt-dither (all cores), and
// gradientkit-2x1 (two single-thread renders of separate frames at once: what two threads
// can draw on this machine at best, the yardstick for the all-cores figures).
// Knobs: BENCH_SIZES, BENCH_CASES, BENCH_REPS, BENCH_MIN_TIME, BENCH_DUMP (as the harness),
// BENCH_GK_PEERS (subset of the peer names above, space-separated; default all),
// BENCH_GK_CPUTIME (also print pixels per CPU-second, a steadier figure on a shared machine),
// BENCH_GK_CENTRE_OFFSET (pixels added to both coordinates of the radial and conic centres:
// 0.3 puts them off the pixel grid, where rows and columns no longer mirror each other),
// BENCH_GK_BANDWIDTH (also print the ordinary and streamed store bandwidth, one and two
// threads: StoreBandwidth.swift).
//
// The harness pins the process to one CPU; the all-cores peers run last, in a child process
// started after widening the CPU set to every CPU (sched_setaffinity), or they could not use
// more than one.
import BenchSupport
import Foundation
import GradientKit

let knobs = BenchKnobs(program: "gradientkit-bench")
knobs.refuseDebugBuild()
let env = knobs.environment

/// `BENCH_SIZES`: `WxH` sizes separated by spaces (as the harness), e.g. "1920x1080 3840x2160";
/// thin ones too ("1x16777216"), up to 2²⁴ pixels a side and 2²⁶ in all.
let sizes: [(Int, Int)] = (env["BENCH_SIZES"].flatMap { $0.isEmpty ? nil : $0 } ?? "1920x1080 3840x2160")
    .split(separator: " ").map { token in
        let parts = token.split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let w = parts[0], let h = parts[1], w > 0, h > 0, w <= 1 << 24, h <= 1 << 24, w * h <= 1 << 26 else {
            knobs.bad("BENCH_SIZES", String(token), "a size WxH (whole numbers 1…16777216, at most 67108864 pixels, sizes separated by spaces)")
        }
        return (w, h)
    }
let caseFilter = env["BENCH_CASES"] ?? ""
/// Whether `BENCH_CASES` asks for case `name`: a substring match, as the harness has it, but
/// `lin2d` (not a harness case) only by its name.
func caseEnabled(_ name: String) -> Bool {
    if name == "lin2d" { return caseFilter.split(separator: " ").contains("lin2d") }
    return caseFilter.isEmpty || caseFilter.contains(name)
}
let peerFilter = env["BENCH_GK_PEERS"] ?? ""
func peerEnabled(_ name: String) -> Bool { peerFilter.isEmpty || peerFilter.split(separator: " ").contains { $0 == name } }
let reps = min(64, max(1, knobs.positiveInt("BENCH_REPS", 7)))
let minTime = knobs.double("BENCH_MIN_TIME", 0.2)

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// CPU time of this process in seconds (all threads).
func cpuTime() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> RGBA { RGBA(red8: r, green8: g, blue8: b) }

let centreOffset = knobs.double("BENCH_GK_CENTRE_OFFSET", 0, signed: true)

/// The paint of case `name` on a `w × h` frame (README of the peers benchmark).
func paint(_ name: String, _ w: Int, _ h: Int) -> GradientPaint? {
    let fw = Double(w)
    let fh = Double(h)
    let centre = SIMD2(fw / 2, fh / 2) + centreOffset
    switch name {
    case "lin2v":
        return GradientPaint(
            shading: .line(from: [0, 0], to: [0, fh]),
            ramp: ColorRamp([ColorStop(rgb(30, 144, 255), at: 0), ColorStop(rgb(255, 127, 80), at: 1)]))
    case "lin5d":
        return GradientPaint(
            shading: .line(from: [0, 0], to: [fw, fh]),
            ramp: ColorRamp([
                ColorStop(rgb(230, 25, 75), at: 0), ColorStop(rgb(255, 225, 25), at: 0.15),
                ColorStop(rgb(60, 180, 75), at: 0.40), ColorStop(rgb(67, 99, 216), at: 0.75),
                ColorStop(rgb(145, 30, 180), at: 1),
            ]))
    case "lin2d":
        // Not a harness case: lin5d's geometry with lin2v's two stops, one span a row, which
        // tells the cost of the spans of lin5d from the cost of its pixels.
        return GradientPaint(
            shading: .line(from: [0, 0], to: [fw, fh]),
            ramp: ColorRamp([ColorStop(rgb(30, 144, 255), at: 0), ColorStop(rgb(255, 127, 80), at: 1)]))
    case "rad3":
        let r = 0.5 * (fw * fw + fh * fh).squareRoot()
        return GradientPaint(
            shading: .radial(center: centre, radiusX: r, radiusY: r),
            ramp: ColorRamp([
                ColorStop(rgb(255, 255, 255), at: 0), ColorStop(rgb(245, 130, 49), at: 0.5),
                ColorStop(rgb(0, 0, 117), at: 1),
            ]))
    case "conic4":
        return GradientPaint(
            shading: .conic(center: centre, startAngle: 0),
            ramp: ColorRamp([
                ColorStop(rgb(255, 0, 0), at: 0), ColorStop(rgb(0, 255, 0), at: 1.0 / 3),
                ColorStop(rgb(0, 0, 255), at: 2.0 / 3), ColorStop(rgb(255, 0, 0), at: 1),
            ]))
    default:
        return nil
    }
}

/// `checksum` with a sample of the frame folded in (one pixel in 4099, about 2,000 at 4K,
/// starting at a place that depends on the checksum so far), so every frame is read back.
func fold(_ bitmap: Bitmap, _ checksum: UInt64) -> UInt64 {
    bitmap.pixels.withUnsafeBytes { raw in
        let words = raw.bindMemory(to: UInt32.self)
        var i = Int(checksum % 4099)
        var sum = checksum
        while i < words.count {
            sum = (sum &* 31) &+ UInt64(words[i])
            i += 4099
        }
        return sum
    }
}
var checksum: UInt64 = 0

/// One peer's part of a case: `frame` draws `copies` frames (2 for `gradientkit-2x1`).
struct Run {
    let peer: String
    let copies: Int
    let frame: () -> Void
}

/// The harness's protocol for the peers of one case, their repetitions interleaved: the first
/// repetition of every peer, then the second, and so on. Another guest's memory traffic on the
/// host changes what a frame costs from one second to the next (lin2v, which only stores,
/// measured 9,468 and 4,768 Mpix/s for `-2x1` in two runs a minute apart on the Zen 1 machine),
/// so peers measured one after the other can differ by that change alone; interleaved, it falls
/// on every peer of the case alike, and the ratios between them hold. Prints a RESULT line a peer.
func bench(_ runs: [Run], _ name: String, _ w: Int, _ h: Int) {
    guard !runs.isEmpty else { return }
    // Two warm-up frames, then a frame count N so one repetition takes at least minTime.
    let counts = runs.map { run in
        run.frame()
        run.frame()
        var iterations = 1
        while true {
            let t0 = now()
            for _ in 0..<iterations { run.frame() }
            let dt = now() - t0
            if dt >= minTime || iterations >= 1 << 20 { return iterations }
            let want = Int(Double(iterations) * (minTime / max(dt, 1e-6)) * 1.1) + 1
            iterations = max(iterations * 2, want)
        }
    }
    var times = [[Double]](repeating: [], count: runs.count)
    var cpu = [Double](repeating: 0, count: runs.count)
    for _ in 0..<reps {
        for (k, run) in runs.enumerated() {
            let cpu0 = cpuTime()
            let t0 = now()
            for _ in 0..<counts[k] { run.frame() }
            times[k].append(now() - t0)
            cpu[k] += cpuTime() - cpu0
        }
    }
    for (k, run) in runs.enumerated() {
        let pixels = Double(w * h * run.copies * counts[k])
        if env["BENCH_GK_CPUTIME"] != nil {
            // Pixels per CPU-second: steadier than wall time when other processes share the core.
            print("NOTE\tcpu time\t\(run.peer)\t\(name)\t\(String(format: "%.1f", pixels * Double(reps) / cpu[k] / 1e6)) Mpix per CPU-second")
        }
        let median = times[k].sorted()[reps / 2]
        let ms = median / Double(counts[k]) * 1e3
        print("RESULT\t\(run.peer)\t\(name)\t\(w)x\(h)\t\(String(format: "%.1f", pixels / median / 1e6))\t\(String(format: "%.3f", ms))\t\(counts[k])")
    }
    fflush(nil)
}

/// Writes `bitmap` as `$BENCH_DUMP/<peer>__<case>.ppm` (binary P6).
func dump(_ peer: String, _ name: String, _ bitmap: Bitmap) {
    guard let dir = env["BENCH_DUMP"], !dir.isEmpty else { return }
    var data = Data("P6\n\(bitmap.width) \(bitmap.height)\n255\n".utf8)
    data.reserveCapacity(data.count + bitmap.width * bitmap.height * 3)
    for i in stride(from: 0, to: bitmap.pixels.count, by: 4) { data.append(contentsOf: bitmap.pixels[i..<(i + 3)]) }
    try? data.write(to: URL(fileURLWithPath: dir).appendingPathComponent("\(peer)__\(name).ppm"))
}

/// Lets this process run on every CPU again (the harness pins it to one).
func useAllCPUs() {
    #if os(Linux)
    var set = cpu_set_t()
    withUnsafeMutableBytes(of: &set) { bytes in
        for cpu in 0..<min(ProcessInfo.processInfo.processorCount, bytes.count * 8) { bytes[cpu / 8] |= UInt8(1 << (cpu % 8)) }
    }
    // sched_setaffinity is declared only under _GNU_SOURCE, so Glibc does not import it; look it up.
    typealias SetAffinity = @convention(c) (pid_t, Int, UnsafeRawPointer) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "sched_setaffinity") else {
        print("NOTE\tno sched_setaffinity; the all-cores peers stay on the harness's CPU set")
        return
    }
    let setAffinity = unsafeBitCast(symbol, to: SetAffinity.self)
    // Every thread of the process, not only this one: the worker threads that the
    // single-thread runs already started keep the mask they were created with otherwise.
    let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task"))?.compactMap { pid_t($0) } ?? [0]
    for tid in threads where withUnsafeBytes(of: &set, { setAffinity(tid, $0.count, $0.baseAddress!) }) != 0 {
        print("NOTE\tsched_setaffinity failed for thread \(tid); the all-cores peers may stay on the harness's CPU set")
    }
    #endif
}

/// The harness's cases, then `lin2d`, run only when `BENCH_CASES` names it, then the mesh
/// cases (Meshes.swift).
let cases = ["lin2v", "lin5d", "rad3", "conic4", "lin2d", "mesh3", "mesh3p", "mesh4", "mesh4p", "mesh4b"]
/// Each peer: its options, whether it runs in the all-cores child, and how many frames it
/// draws at once. `gradientkit-2x1` renders two frames at once, each on its own thread with the
/// single-thread code, and counts both: nothing is shared but the machine (memory, caches, the
/// host), so it is the most two threads can draw here, the ceiling for `gradientkit-mt`.
let variants: [(peer: String, options: Rasterizer.Options, allCores: Bool, copies: Int)] = [
    ("gradientkit", .init(dither: false, threads: 1), false, 1),
    ("gradientkit-dither", .init(dither: true, threads: 1), false, 1),
    ("gradientkit-mt", .init(dither: false, threads: nil), true, 1),
    ("gradientkit-mt-dither", .init(dither: true, threads: nil), true, 1),
    ("gradientkit-2x1", .init(dither: false, threads: 1), true, 2),
].filter { peerEnabled($0.0) }

/// The frame of a single-frame peer.
final class SingleFrame {
    var bitmap: Bitmap
    init(width: Int, height: Int) { bitmap = Bitmap(width: width, height: height) }
}

/// The two frames of `gradientkit-2x1`; each thread writes only its own.
final class FramePair: @unchecked Sendable {
    var first: Bitmap
    var second: Bitmap
    init(width: Int, height: Int) {
        first = Bitmap(width: width, height: height)
        second = Bitmap(width: width, height: height)
    }
}

/// Runs the all-cores peers in a child process started after widening the CPU set:
/// libdispatch sizes its thread pool once, from the CPUs it sees at start-up, so in this
/// process (started pinned to one CPU) concurrent work would still run on one thread.
func runAllCoresPeersInChild() {
    useAllCPUs()
    let child = Process()
    child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    var childEnv = env
    childEnv["BENCH_GK_CHILD"] = "1"
    childEnv["BENCH_GK_PEERS"] = variants.filter(\.allCores).map(\.peer).joined(separator: " ")
    child.environment = childEnv
    do {
        try child.run()
        child.waitUntilExit()
    } catch {
        print("NOTE\tcould not start the all-cores run: \(error)")
    }
}

let isChild = env["BENCH_GK_CHILD"] == "1"
if isChild {
    print("NOTE\tall-cores peers: \(ProcessInfo.processInfo.activeProcessorCount) CPUs available")
    // Here, in the child started with every CPU, two threads can run at once.
    if env["BENCH_GK_BANDWIDTH"] != nil { reportStoreBandwidth() }
}
for allCores in [false, true] {
    if allCores && !isChild && variants.contains(where: \.allCores) {
        fflush(nil)
        runAllCoresPeersInChild()
        continue
    }
    for (sizeIndex, (w, h)) in sizes.enumerated() {
        for name in cases where caseEnabled(name) {
            // What a frame draws: a paint through its prepared gradient, or a mesh.
            let draw: @Sendable (inout Bitmap, Rasterizer.Options) -> Void
            if let mesh = mesh(name) {
                draw = { bitmap, options in Rasterizer.render(mesh: mesh, into: &bitmap, options: options) }
            } else {
                guard let paint = paint(name, w, h) else { continue }
                if !allCores {
                    // The colour table's cost, paid once per gradient: median of 31 builds.
                    var builds: [Double] = []
                    for _ in 0..<31 {
                        let t0 = now()
                        let prepared = PreparedGradient(paint)
                        builds.append(now() - t0)
                        withExtendedLifetime(prepared) {}
                    }
                    builds.sort()
                    print("NOTE\ttable build\t\(name)\t\(w)x\(h)\t\(String(format: "%.1f", builds[15] * 1e6)) µs")
                }
                let prepared = PreparedGradient(paint)
                draw = { bitmap, options in prepared.render(into: &bitmap, options: options) }
            }
            // Each peer draws into frames of its own, so that each can be dumped afterwards.
            var singles: [(peer: String, frame: SingleFrame)] = []
            var runs: [Run] = []
            for variant in variants where variant.allCores == allCores {
                let options = variant.options
                if variant.copies == 1 {
                    let single = SingleFrame(width: w, height: h)
                    singles.append((variant.peer, single))
                    runs.append(
                        Run(peer: variant.peer, copies: 1) {
                            draw(&single.bitmap, options)
                            checksum = fold(single.bitmap, checksum)
                        })
                } else {
                    let pair = FramePair(width: w, height: h)
                    runs.append(
                        Run(peer: variant.peer, copies: 2) {
                            DispatchQueue.concurrentPerform(iterations: 2) { k in
                                if k == 0 {
                                    draw(&pair.first, options)
                                } else {
                                    draw(&pair.second, options)
                                }
                            }
                            checksum = fold(pair.second, fold(pair.first, checksum))
                        })
                }
            }
            bench(runs, name, w, h)
            if sizeIndex == 0 { for (peer, single) in singles { dump(peer, name, single.bitmap) } }
        }
    }
}
print("NOTE\tchecksum\t\(String(checksum, radix: 16))")
