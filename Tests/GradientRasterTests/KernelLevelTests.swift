import Foundation
import GradientTestSupport
import Testing

@testable import GradientCore
@testable import GradientRaster

/// Every kernel level the CPU runs (`KernelLevel`: the Swift baseline, AVX2, AVX-512) draws the same
/// bytes, so that a picture made on one machine matches another's; and the wide path, like
/// the baseline, stays within one level of the exact evaluation.
@Suite struct KernelLevelTests {
    /// The bitmaps of `paint` at each supported level, with `options` otherwise.
    func renders(_ paint: GradientPaint, width: Int, height: Int, options: Rasterizer.Options) throws -> [(KernelLevel, Bitmap)] {
        let prepared = PreparedGradient(paint)
        return try KernelLevel.supported.map { level in
            var o = options
            o.kernels = level
            return (level, try prepared.render(width: width, height: height, options: o))
        }
    }

    /// Expects every level's pixels to equal the baseline's, byte for byte, dithered and not,
    /// with ordinary and streamed stores, on one and two threads; and the widest level within
    /// one level of the exact colour (strictly less with dithering).
    func expectSameOnEveryLevel(
        _ paint: GradientPaint, width: Int, height: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        for dither in [false, true] {
            for streamingThreshold in [StreamingStore.threshold, 0] {
                for threads in [1, 2] {
                    var options = Rasterizer.Options(dither: dither, threads: threads)
                    options.streamingThreshold = streamingThreshold
                    let all = try renders(paint, width: width, height: height, options: options)
                    let baseline = all[0].1
                    for (level, bitmap) in all.dropFirst() where bitmap.pixels != baseline.pixels {
                        let i = zip(bitmap.pixels, baseline.pixels).enumerated().first { $0.element.0 != $0.element.1 }!.offset
                        Issue.record(
                            "\(level) differs from the baseline at (\(i / 4 % width), \(i / 4 / width)) channel \(i % 4) (dither \(dither), streamed \(streamingThreshold == 0), threads \(threads)) for \(paint)",
                            sourceLocation: sourceLocation)
                    }
                }
            }
            // Against the exact colour, before Core Animation's premultiplied storage.
            var options = Rasterizer.Options(dither: dither, threads: 1)
            options.premultipliedStorage = false
            options.kernels = KernelLevel.best
            let bitmap = try PreparedGradient(paint).render(width: width, height: height, options: options)
            let worst = worstError(bitmap, paint)
            if dither {
                #expect(worst.error < 1, "dithered error \(worst.error) at (\(worst.x), \(worst.y))", sourceLocation: sourceLocation)
            } else {
                #expect(worst.error <= 1, "error \(worst.error) at (\(worst.x), \(worst.y))", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func theWidestLevelIsTheOneTheCPUHas() throws {
        // Linux reports the CPU's features; elsewhere there is nothing independent to ask.
        #if os(Linux) && arch(x86_64)
        let cpuinfo = try String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)
        let flags = cpuinfo.split(separator: "\n").first { $0.hasPrefix("flags") }.map { $0.split(separator: " ") } ?? []
        let avx512 = ["avx512f", "avx512dq", "avx512bw", "avx512vl"].allSatisfy { flags.contains(Substring($0)) }
        let detected: KernelLevel = avx512 ? .avx512 : flags.contains("avx2") ? .avx2 : .baseline
        // GRADIENTKIT_KERNELS may ask for a narrower level.
        let requested: KernelLevel =
            switch ProcessInfo.processInfo.environment["GRADIENTKIT_KERNELS"] {
            case "baseline": .baseline
            case "avx2": .avx2
            default: .avx512
            }
        #expect(KernelLevel.best == min(detected, requested))
        #else
        #expect(KernelLevel.best == .baseline || KernelLevel.best.wide)
        #endif
        #expect(KernelLevel.supported.first == .baseline)
        #expect(KernelLevel.supported.last == KernelLevel.best)
    }

    @Test func randomGradientsAreTheSameOnEveryLevel() throws {
        var g = SplitMix64(seed: 1616)
        for i in 0..<80 {
            // Wide rows for the 16-pixel runs, a width not a multiple of 4 now and then (no streaming).
            let width = Int.random(in: 17...300, using: &g) + (i % 5 == 0 ? 0 : 4 - Int.random(in: 0..<4, using: &g))
            let height = Int.random(in: 1...12, using: &g)
            let shading = randomShading(&g, width: width, height: height, onGrid: i % 2 == 0)
            let paint = GradientPaint(shading: shading, ramp: randomRamp(&g))
            try expectSameOnEveryLevel(paint, width: width, height: height)
        }
    }

    /// Rows wider than one stretch of positions (`RowScratch.capacity`), whose runs are long
    /// enough for many 32-pixel steps of the AVX-512 kernels; and streamed rows starting at
    /// each 16-byte offset within a 64-byte line (widths 4104 … 4116: 4 · width mod 64 runs
    /// through 32, 48, 0, 16).
    @Test func longRowsAreTheSameOnEveryLevel() throws {
        let ramp = ColorRamp([
            ColorStop(RGBA(red: 0.9, green: 0.1, blue: 0.3), at: 0), ColorStop(RGBA(red: 1, green: 0.88, blue: 0.1), at: 0.15),
            ColorStop(RGBA(red: 0.24, green: 0.7, blue: 0.3, alpha: 0.6), at: 0.4),
            ColorStop(RGBA(red: 0.26, green: 0.39, blue: 0.85), at: 0.75), ColorStop(RGBA(red: 0.57, green: 0.12, blue: 0.7), at: 1),
        ])
        for width in [4104, 4108, 4112, 4116] {
            let w = Double(width)
            let shadings: [Shading] = [
                .line(from: SIMD2(0, 0), to: SIMD2(w, 3)),
                .radial(center: SIMD2(w / 2, 2), radiusX: w / 2, radiusY: w / 2),
                .conic(center: SIMD2(w / 3 + 0.3, 1.6), startAngle: 0.4, yScale: 1),
            ]
            for shading in shadings {
                try expectSameOnEveryLevel(GradientPaint(shading: shading, ramp: ramp), width: width, height: 4)
            }
        }
    }

    @Test func everyKindAndInterpolationIsTheSameOnEveryLevel() throws {
        var g = SplitMix64(seed: 42)
        let (width, height) = (160, 6)
        for mode in Interpolation.allCases {
            let stops = (0..<4).map { k in
                ColorStop(
                    RGBA(
                        red: Double.random(in: 0...1, using: &g), green: Double.random(in: 0...1, using: &g),
                        blue: Double.random(in: 0...1, using: &g), alpha: k == 2 ? 0.4 : 1),
                    at: Double(k) / 3)
            }
            for extend in [ColorRamp.Extend.pad, ColorRamp.Extend.repeat] {
                let ramp = ColorRamp(stops, interpolation: mode, extend: extend)
                let shadings: [Shading] = [
                    .line(from: SIMD2(3, 1), to: SIMD2(150, 5)),
                    .line(from: SIMD2(0, 0), to: SIMD2(0, 6)),
                    .uniform(0.3),
                    .radial(center: SIMD2(80, 3), radiusX: 90, radiusY: 40),
                    .radial(center: SIMD2(60.3, 2.7), radiusX: 70, radiusY: 70),
                    .conic(center: SIMD2(80, 3), startAngle: 0.5, yScale: 1),
                    .conic(center: SIMD2(47.2, 4.1), startAngle: -2, yScale: 2.5),
                ]
                for shading in shadings {
                    try expectSameOnEveryLevel(GradientPaint(shading: shading, ramp: ramp), width: width, height: height)
                }
            }
        }
    }
}
