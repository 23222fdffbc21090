// The measurements behind the PNG writer's choices, on the four gradients of the peers
// benchmark (written in CSS, as `gradient-command-bench` runs them), one frame each:
//
// 1. Compressors: the frame as rendered (dithered), packed to RGB and filtered with Sub,
//    compressed whole on one thread by zlib at each level with the default strategy,
//    Z_FILTERED and Z_RLE, zlib 3 with the searches around the writer's level 5, and by libdeflate (a Linux system library, measured here only: the
//    package uses the system zlib, which every platform has): CPU time and size.
// 2. Filters: each fixed filter for every row, and the PNG specification's heuristic (each
//    row the filter with the smallest sum of absolute differences, what the writer did
//    before), at zlib levels 1 and 5 and libdeflate 6.
// 3. Dither patterns: the frame evaluated exactly (`GradientPaint.color`) and rounded with
//    each 8×8 pattern (none; the rasterizer's Bayer matrix; a 4×4 Bayer; one varying only
//    along rows or only along columns; 64-level ones varying mostly along one axis), each
//    with its best filter at zlib levels 1 and 5: size, and how much of the rounding error
//    the eye can see, as the RMS of the error blurred by a Gaussian of σ = 2 pixels (levels).
//
//   BENCH_SIZE   WxH (default 3840x2160)
//   BENCH_CASES  cases, space-separated (default: lin5d rad3 conic4 lin2v)
//   BENCH_PARTS  which tables: compressors filters dither (default all three)
//   BENCH_REPS   compressions timed per entry, the fastest kept (default 2)
import BenchLibdeflate
import BenchSupport
import BenchZlib
import Foundation
import GradientKit

let knobs = BenchKnobs(program: "png-candidates")
knobs.refuseDebugBuild()

let css = PeerCases.css
let (width, height, sizeText) = knobs.size("BENCH_SIZE", "3840x2160")
let cases = knobs.peerCases()
let parts = Set(knobs.words("BENCH_PARTS", "compressors filters dither"))
let reps = knobs.positiveInt("BENCH_REPS", 2)

func threadTime() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

// MARK: Filtering

/// The five PNG filters (0 None … 4 Paeth) on 3-byte pixels, and 5: each row the filter
/// with the smallest sum of absolute (signed) bytes.
func filtered(_ rgb: [UInt8], filter: Int) -> [UInt8] {
    let stride = width * 3
    var out = [UInt8](repeating: 0, count: (stride + 1) * height)
    var candidate = [UInt8](repeating: 0, count: stride)
    func apply(_ f: Int, _ y: Int, into o: inout [UInt8], at start: Int) {
        let row = y * stride
        for i in 0..<stride {
            let a = i >= 3 ? Int(rgb[row + i - 3]) : 0
            let b = y > 0 ? Int(rgb[row - stride + i]) : 0
            let c = i >= 3 && y > 0 ? Int(rgb[row - stride + i - 3]) : 0
            let p: Int
            switch f {
            case 1: p = a
            case 2: p = b
            case 3: p = (a + b) / 2
            case 4:
                let e = a + b - c
                let (pa, pb, pc) = (abs(e - a), abs(e - b), abs(e - c))
                p = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
            default: p = 0
            }
            o[start + i] = rgb[row + i] &- UInt8(truncatingIfNeeded: p)
        }
    }
    for y in 0..<height {
        let start = y * (stride + 1)
        if filter < 5 {
            out[start] = UInt8(filter)
            apply(filter, y, into: &out, at: start + 1)
            continue
        }
        var best = Int.max
        for f in 0..<5 {
            apply(f, y, into: &candidate, at: 0)
            let score = candidate.reduce(0) { $0 + Int(Int8(bitPattern: $1).magnitude) }
            if score < best {
                best = score
                out[start] = UInt8(f)
                out.replaceSubrange((start + 1)..<(start + 1 + stride), with: candidate)
            }
        }
    }
    return out
}

// MARK: Compressing

/// A compressor: a name and the size it makes of some bytes.
struct Compressor {
    let name: String
    let compress: ([UInt8]) -> Int
}

/// zlib at `level` with `strategy`, its match search replaced by `search` (`deflateTune`'s good
/// length, insert limit, nice length and chain) when given.
func zlib(_ level: Int32, _ strategy: Int32, _ name: String, search: [Int32]? = nil) -> Compressor {
    Compressor(name: name) { bytes in
        var stream = z_stream()
        deflateInit2_(&stream, level, Z_DEFLATED, 15, 8, strategy, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        defer { deflateEnd(&stream) }
        if let s = search { deflateTune(&stream, s[0], s[1], s[2], s[3]) }
        var out = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))))
        var input = bytes
        input.withUnsafeMutableBufferPointer { i in
            out.withUnsafeMutableBufferPointer { o in
                stream.next_in = i.baseAddress
                stream.avail_in = uInt(i.count)
                stream.next_out = o.baseAddress
                stream.avail_out = uInt(o.count)
                _ = deflate(&stream, Z_FINISH)
            }
        }
        return Int(stream.total_out)
    }
}

func libdeflate(_ level: Int32) -> Compressor {
    Compressor(name: "libdeflate \(level)") { bytes in
        guard let compressor = libdeflate_alloc_compressor(level) else { return -1 }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, bytes.count)
        var out = [UInt8](repeating: 0, count: bound)
        return bytes.withUnsafeBytes { i in
            out.withUnsafeMutableBytes { o in libdeflate_zlib_compress(compressor, i.baseAddress, i.count, o.baseAddress, o.count) }
        }
    }
}

/// The size `compressor` makes of `bytes` and its CPU time (the fastest of `reps`), in ms.
func run(_ compressor: Compressor, _ bytes: [UInt8]) -> (size: Int, ms: Double) {
    var best = Double.infinity
    var size = 0
    for _ in 0..<reps {
        let t0 = threadTime()
        size = compressor.compress(bytes)
        best = min(best, threadTime() - t0)
    }
    return (size, best * 1e3)
}

/// The opaque RGB bytes of a render (every case is opaque).
func rgb(of bitmap: Bitmap) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: width * height * 3)
    for i in 0..<(width * height) {
        out[3 * i] = bitmap.pixels[4 * i]
        out[3 * i + 1] = bitmap.pixels[4 * i + 1]
        out[3 * i + 2] = bitmap.pixels[4 * i + 2]
    }
    return out
}

func megabytes(_ n: Int) -> String { String(format: "%.3f", Double(n) / 1e6) }

let frames: [String: [UInt8]] = Dictionary(
    uniqueKeysWithValues: try cases.map { name in
        (name, rgb(of: try GradientDefinition(parsing: css[name]!).render(width: width, height: height)))
    })

if parts.contains("compressors") {
    let compressors: [Compressor] =
        (1...9).map { zlib(Int32($0), Z_DEFAULT_STRATEGY, "zlib \($0)") } + [1, 5, 6].map { zlib(Int32($0), Z_FILTERED, "zlib \($0) Z_FILTERED") }
        + [zlib(1, Z_RLE, "zlib Z_RLE")]
        // The writer's level 5 is zlib 3 with the search 4, 258, 258, 24 (DeflateSettings);
        // chains of 16 and 32 beside it.
        + [16, 24, 32].map { zlib(3, Z_DEFAULT_STRATEGY, "zlib 3, search 4/258/258/\($0)", search: [4, 258, 258, Int32($0)]) }
        + [1, 4, 6, 9, 12].map { libdeflate(Int32($0)) }
    print("## Compressors: the dithered frame as RGB, Sub on every row, one thread, \(sizeText)\n")
    print("| compressor | " + cases.map { "\($0) MB | ms" }.joined(separator: " | ") + " |")
    print("|---|" + cases.map { _ in "---:|---:" }.joined(separator: "|") + "|")
    let data = cases.map { filtered(frames[$0]!, filter: 1) }
    for compressor in compressors {
        let cells = data.map { run(compressor, $0) }.map { "\(megabytes($0.size)) | \(String(format: "%.0f", $0.ms))" }
        print("| \(compressor.name) | " + cells.joined(separator: " | ") + " |")
        fflush(nil)
    }
    print()
}

if parts.contains("filters") {
    let names = ["None", "Sub", "Up", "Average", "Paeth", "per row, least sum"]
    let compressors = [zlib(1, Z_DEFAULT_STRATEGY, "zlib 1"), zlib(5, Z_DEFAULT_STRATEGY, "zlib 5"), libdeflate(6)]
    print("## Filters: the dithered frame as RGB, one thread, \(sizeText)\n")
    print("| filter | compressor | " + cases.map { "\($0) MB | ms" }.joined(separator: " | ") + " |")
    print("|---|---|" + cases.map { _ in "---:|---:" }.joined(separator: "|") + "|")
    for (f, name) in names.enumerated() {
        let data = cases.map { filtered(frames[$0]!, filter: f) }
        for compressor in compressors {
            let cells = data.map { run(compressor, $0) }.map { "\(megabytes($0.size)) | \(String(format: "%.0f", $0.ms))" }
            print("| \(name) | \(compressor.name) | " + cells.joined(separator: " | ") + " |")
            fflush(nil)
        }
    }
    print()
}

// MARK: Dither patterns

/// An 8×8 pattern of rounding offsets in levels, row-major, each in (−½, ½).
struct Pattern {
    let name: String
    let cells: [Double]
}

/// Bayer's matrix of side `n` (a power of 2), values 0..<n².
func bayer(_ n: Int) -> [[Int]] {
    var m = [[0]]
    while m.count < n {
        let k = m.count
        var next = [[Int]](repeating: [Int](repeating: 0, count: 2 * k), count: 2 * k)
        for y in 0..<k {
            for x in 0..<k {
                next[y][x] = 4 * m[y][x]
                next[y][x + k] = 4 * m[y][x] + 2
                next[y + k][x] = 4 * m[y][x] + 3
                next[y + k][x + k] = 4 * m[y][x] + 1
            }
        }
        m = next
    }
    return m
}
let b8 = bayer(8)
let b4 = bayer(4)
/// The 1-D Bayer order of 8 and a triangle order (neighbours two apart at most).
let b1 = [0, 4, 2, 6, 1, 5, 3, 7]
let triangle = [0, 2, 4, 6, 7, 5, 3, 1]
func pattern(_ name: String, levels: Int, _ cell: (_ x: Int, _ y: Int) -> Int) -> Pattern {
    Pattern(name: name, cells: (0..<64).map { i in (Double(cell(i & 7, i >> 3)) + 0.5) / Double(levels) - 0.5 })
}
let patterns: [Pattern] = [
    Pattern(name: "none", cells: [Double](repeating: 0, count: 64)),
    pattern("Bayer 8×8 (the rasterizer's)", levels: 64) { x, y in b8[y][x] },
    pattern("Bayer 4×4", levels: 16) { x, y in b4[y & 3][x & 3] },
    pattern("along rows only (8 levels)", levels: 8) { x, _ in b1[x] },
    pattern("along columns only (8 levels)", levels: 8) { _, y in b1[y] },
    pattern("mostly along rows (64 levels)", levels: 64) { x, y in 8 * b1[x] + triangle[y] },
    pattern("mostly along columns (64 levels)", levels: 64) { x, y in 8 * b1[y] + b1[x] },
]

/// The frame's exact colours, in levels (0…255), RGB.
func exactLevels(_ name: String) throws -> [Float] {
    let paint = try GradientDefinition(parsing: css[name]!).paints(width: width, height: height)[0]
    var out = [Float](repeating: 0, count: width * height * 3)
    for y in 0..<height {
        for x in 0..<width {
            let c = paint.color(x: Double(x) + 0.5, y: Double(y) + 0.5)
            let i = 3 * (y * width + x)
            out[i] = Float(min(max(c.red, 0), 1) * 255)
            out[i + 1] = Float(min(max(c.green, 0), 1) * 255)
            out[i + 2] = Float(min(max(c.blue, 0), 1) * 255)
        }
    }
    return out
}

/// `values` (three channels a pixel, a frame of `width` × `height`) convolved with `kernel`,
/// whose middle weight is the pixel's own, along rows (`step` (1, 0)) or columns ((0, 1)); the
/// edge pixels repeat beyond the frame.
func convolve(_ values: [Float], _ kernel: [Float], along step: (x: Int, y: Int)) -> [Float] {
    let radius = kernel.count / 2
    var result = [Float](repeating: 0, count: values.count)
    for y in 0..<height {
        for x in 0..<width {
            for c in 0..<3 {
                var s: Float = 0
                for k in -radius...radius {
                    let xx = min(max(x + k * step.x, 0), width - 1)
                    let yy = min(max(y + k * step.y, 0), height - 1)
                    s += kernel[k + radius] * values[3 * (yy * width + xx) + c]
                }
                result[3 * (y * width + x) + c] = s
            }
        }
    }
    return result
}

/// The RMS, over pixels and channels, of `error` (per pixel and channel, levels) blurred by a
/// Gaussian of `sigma` pixels: the part of the rounding error coarse enough to be seen.
func blurredRMS(_ error: [Float], sigma: Double) -> Double {
    let radius = Int((3 * sigma).rounded(.up))
    let weights = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
    let total = weights.reduce(0, +)
    let kernel = weights.map { Float($0 / total) }
    let blurred = convolve(convolve(error, kernel, along: (1, 0)), kernel, along: (0, 1))
    let sum = blurred.reduce(0.0) { $0 + Double($1 * $1) }
    return (sum / Double(error.count)).squareRoot()
}

if parts.contains("dither") {
    print("## Dither patterns: the exact frame rounded with each pattern, its best filter, \(sizeText)\n")
    print("Size in MB at zlib 1 and 5 (the best of the five filters, named), and the RMS of the")
    print("rounding error blurred by a Gaussian of σ = 2 px, in levels.\n")
    print("| case | pattern | filter | zlib 1 MB | zlib 5 MB | × none (zlib 5) | blurred error |")
    print("|---|---|---|---:|---:|---:|---:|")
    let names = ["None", "Sub", "Up", "Average", "Paeth"]
    let z1 = zlib(1, Z_DEFAULT_STRATEGY, "zlib 1")
    let z5 = zlib(5, Z_DEFAULT_STRATEGY, "zlib 5")
    for name in cases {
        let exact = try exactLevels(name)
        var noneSize = 0
        for p in patterns {
            var rgb = [UInt8](repeating: 0, count: exact.count)
            var error = [Float](repeating: 0, count: exact.count)
            for y in 0..<height {
                for x in 0..<width {
                    let d = Float(p.cells[(y & 7) * 8 + (x & 7)])
                    for c in 0..<3 {
                        let i = 3 * (y * width + x) + c
                        let v = min(max((exact[i] + d).rounded(), 0), 255)
                        rgb[i] = UInt8(v)
                        error[i] = v - exact[i]
                    }
                }
            }
            var best: (filter: Int, size: Int, data: [UInt8])?
            for f in 0..<5 {
                let data = filtered(rgb, filter: f)
                let size = z5.compress(data)
                if best.map({ size < $0.size }) ?? true { best = (f, size, data) }
            }
            let chosen = best!
            if p.name == "none" { noneSize = chosen.size }
            let cells = [
                name, p.name, names[chosen.filter], megabytes(z1.compress(chosen.data)), megabytes(chosen.size),
                String(format: "%.2f", Double(chosen.size) / Double(noneSize)), String(format: "%.3f", blurredRMS(error, sigma: 2)),
            ]
            print("| " + cells.joined(separator: " | ") + " |")
            fflush(nil)
        }
    }
}
