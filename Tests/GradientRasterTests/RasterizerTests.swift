import GradientTestSupport
import Testing

@testable import GradientCore
@testable import GradientRaster

@Suite struct RasterizerTests {
    @Test func randomGradientsStayWithinOneLevel() throws {
        try expectRandomPaintsMatchExact(seed: 2026, count: 150) { g, _ in
            let width = Int.random(in: 1...70, using: &g)
            let height = Int.random(in: 1...40, using: &g)
            return (width, height, randomShading(&g, width: width, height: height))
        }
    }

    @Test func randomWideGradientsStayWithinOneLevel() throws {
        // Wide rows, so that long runs go through the 8-pixel kernels rather than the tails.
        try expectRandomPaintsMatchExact(seed: 77, count: 60) { g, _ in
            let width = Int.random(in: 150...400, using: &g)
            let height = Int.random(in: 2...9, using: &g)
            return (width, height, randomShading(&g, width: width, height: height))
        }
    }

    @Test func centresOnTheGridStayWithinOneLevel() throws {
        // Whole and half-pixel centres: mirrored rows share positions, mirrored columns are
        // copied; odd and even sizes put the axis through pixel centres or between them.
        try expectRandomPaintsMatchExact(seed: 4096, count: 90) { g, i in
            let width = Int.random(in: 1...80, using: &g) + (i % 3 == 0 ? 150 : 0)
            let height = Int.random(in: 1...30, using: &g)
            var shading = randomShading(&g, width: width, height: height, onGrid: true)
            if case .linear = shading { shading = .conic(center: [Double(width) / 2, Double(height) / 2], startAngle: 0.25) }
            return (width, height, shading)
        }
    }

    @Test func rowsWiderThanOneStretchStayWithinOneLevel() throws {
        // Rows of more than RowScratch.capacity pixels are rendered in stretches; the centre's
        // mirror image then lies in another stretch or outside the row.
        let ramp = ColorRamp(
            [ColorStop(.black, at: 0), ColorStop(RGBA(red: 1, green: 0.5, blue: 0.1), at: 0.4), ColorStop(.white, at: 1)],
            extend: .repeat)
        let width = RowScratch.capacity + 333
        for shading in [
            Shading.radial(center: [Double(width) / 2, 1], radiusX: 900, radiusY: 2),
            .conic(center: [Double(width) / 2, 1.5], startAngle: 1), .conic(center: [4000.25, 0.7], startAngle: 0),
            .conic(center: [Double(width) / 2, 1.5], startAngle: 1, yScale: 3.7),
            .line(from: [0, 0], to: [Double(width), 3]),
        ] {
            try expectFastMatchesExact(GradientPaint(shading: shading, ramp: ramp), width: width, height: 3)
        }
    }

    @Test func streamedFramesEqualCachedOnes() throws {
        // The same pixels whichever way they are stored, for widths whose rows start on
        // 16-byte boundaries (streamed) and widths whose rows do not (never streamed).
        var g = SplitMix64(seed: 9)
        for i in 0..<40 {
            let width = 4 * Int.random(in: 1...60, using: &g) + (i % 4 == 3 ? 1 : 0)
            let height = Int.random(in: 1...12, using: &g)
            let paint = GradientPaint(shading: randomShading(&g, width: width, height: height, onGrid: i % 2 == 0), ramp: randomRamp(&g))
            for dither in [false, true] {
                var streamed = Rasterizer.Options(dither: dither, threads: 1)
                streamed.streamingThreshold = 0
                let a = try Rasterizer.render(paint, width: width, height: height, options: .init(dither: dither, threads: 1))
                let b = try Rasterizer.render(paint, width: width, height: height, options: streamed)
                let first = a.pixels.indices.first { a.pixels[$0] != b.pixels[$0] }
                #expect(first == nil, "\(width)x\(height), first difference at pixel \((first ?? 0) / 4), \(paint)")
            }
        }
    }

    @Test func steepRunsInEveryKernelStayWithinOneLevel() throws {
        // Ramps steep enough that a kernel error of a few thousandths of a level would show in
        // the dithered check somewhere among these pixels, yet within what the Float kernels
        // accept (160 levels per radian for the conic, 510 per unit for the radial).
        let ramp = ColorRamp(
            [ColorStop(.black, at: 0), ColorStop(RGBA(red: 1, green: 0.6, blue: 0.2, alpha: 0.8), at: 0.2), ColorStop(.white, at: 0.25)],
            extend: .repeat)
        let shadings: [Shading] = [
            .conic(center: [97.3, 40.6], startAngle: 0.4),
            .radial(center: [97.3, 40.6], radiusX: 150, radiusY: 110),
            .line(from: [3, 5], to: [180, 60]),
        ]
        for shading in shadings {
            try expectFastMatchesExact(GradientPaint(shading: shading, ramp: ramp), width: 256, height: 80)
        }
    }

    @Test func conicsAcrossBothAtanPolynomialsStayWithinOneLevel() throws {
        // Black to white repeating every `period` turns: 255 / (period · 2π) levels per radian,
        // from 203 (the degree-11 polynomial's error fits) past 600 (only the degree-15 one
        // fits) to 1353 (per-pixel fallback). Off-grid centres put the |u| = |dy| cuts of the
        // conic kernel between pixel centres on every row.
        let periods = [0.2, 0.1, 0.07, 0.06, 0.05, 0.04, 0.03]
        for (i, period) in periods.enumerated() {
            let ramp = ColorRamp([ColorStop(.black, at: 0), ColorStop(.white, at: period)], extend: .repeat)
            let centre = SIMD2(47.3 + Double(i) * 3.1, 38.65 - Double(i) * 2.7)
            let paint = GradientPaint(shading: .conic(center: centre, startAngle: 0.3 * Double(i)), ramp: ramp)
            try expectFastMatchesExact(paint, width: 120, height: 90)
        }
    }

    @Test func hardEdgeTakesTheColourAfterItAtThePixelCentre() throws {
        // t = x / 10 on a 20-pixel row: pixel 4 has its centre at t = 0.45, pixel 5 at 0.55.
        // A hard edge at 0.45 must colour pixel 4 (centre exactly on the edge) blue.
        let ramp = ColorRamp([
            ColorStop(.black, at: 0), ColorStop(RGBA(red: 1, green: 0, blue: 0), at: 0.45),
            ColorStop(RGBA(red: 0, green: 0, blue: 1), at: 0.45), ColorStop(.white, at: 1),
        ])
        let paint = GradientPaint(shading: .linear(dtdx: 0.1, dtdy: 0, t0: 0), ramp: ramp)
        for dither in [false, true] {
            let b = try Rasterizer.render(paint, width: 20, height: 3, options: .init(dither: dither, threads: 1))
            #expect(b[4, 1] == SIMD4(0, 0, 255, 255))
            // Pixel 3: centre at 0.35, 0.35 / 0.45 of the way from black to red = 198.33 levels.
            #expect(b[3, 1].x == 198 || (dither && b[3, 1].x == 199))
        }
        try expectFastMatchesExact(paint, width: 20, height: 3)
    }

    @Test func hardEdgesJustBesidePixelCentres() throws {
        // Edges one ulp before and after pixel centres, on a steep and on a slow ramp.
        for edge in [(0.45).nextDown, 0.45, (0.45).nextUp, (0.55).nextDown] {
            let ramp = ColorRamp(
                [
                    ColorStop(.white, at: 0), ColorStop(.black, at: edge),
                    ColorStop(RGBA(red: 0, green: 1, blue: 0), at: edge), ColorStop(.white, at: 1),
                ], extend: .repeat)
            for shading in [Shading.linear(dtdx: 0.1, dtdy: 0, t0: 0), .linear(dtdx: -0.1, dtdy: 0.02, t0: 2)] {
                try expectFastMatchesExact(GradientPaint(shading: shading, ramp: ramp), width: 40, height: 9)
            }
        }
    }

    @Test func slowRampAcross4KStaysWithinOneLevel() throws {
        // Black to white across 3840 pixels: 1/15 level per pixel, so the table's resolution,
        // not the stops, decides; every interpolation mode, rows of the full width.
        for mode in Interpolation.allCases {
            let ramp = ColorRamp(
                [ColorStop(RGBA(red: 0.1, green: 0.0, blue: 0.6), at: 0), ColorStop(RGBA(red: 0.9, green: 0.8, blue: 0.2, alpha: 0.5), at: 1)],
                interpolation: mode)
            try expectFastMatchesExact(
                GradientPaint(shading: .line(from: [0, 0], to: [3840, 0]), ramp: ramp), width: 3840, height: 2)
            try expectFastMatchesExact(
                GradientPaint(shading: .radial(center: [0, 0], radiusX: 3840, radiusY: 3840), ramp: ramp), width: 3840, height: 2)
        }
    }

    @Test func repeatingRampsAndStopsOutsideTheUnitRange() throws {
        let ramp = ColorRamp(
            [ColorStop(.black, at: -0.25), ColorStop(RGBA(red: 1, green: 0.5, blue: 0), at: 0.3), ColorStop(.white, at: 0.4)],
            interpolation: .oklab, extend: .repeat)
        for shading in [
            Shading.line(from: [3, 2], to: [11, 7]), .radial(center: [20, 10], radiusX: 3, radiusY: 5),
            .conic(center: [20, 10], startAngle: 1),
        ] {
            try expectFastMatchesExact(GradientPaint(shading: shading, ramp: ramp), width: 41, height: 23)
        }
    }

    @Test func tinyAndHugeRadii() throws {
        let ramp = ColorRamp([ColorStop(.white, at: 0), ColorStop(RGBA(red: 0.2, green: 0.4, blue: 0.9), at: 0.5), ColorStop(.black, at: 1)])
        for r in [1e-9, 0.3, 1e9] {
            try expectFastMatchesExact(GradientPaint(shading: .radial(center: [8.5, 8.5], radiusX: r, radiusY: r), ramp: ramp), width: 17, height: 17)
        }
    }

    @Test func conicSeamAtAngleZero() throws {
        // The seam lies on the row through the centre; pixel centres on y = 8.5 sit exactly at
        // angle 0 (t = 0, the first colour) to the right and angle π (t = ½) to the left.
        let ramp = ColorRamp([ColorStop(.black, at: 0), ColorStop(.white, at: 1)])
        let paint = GradientPaint(shading: .conic(center: [8, 8.5], startAngle: 0), ramp: ramp)
        for dither in [false, true] {
            let b = try Rasterizer.render(paint, width: 17, height: 17, options: .init(dither: dither, threads: 1))
            #expect(b[12, 8] == SIMD4(0, 0, 0, 255))
            #expect(b[3, 8].x == 127 || b[3, 8].x == 128)
        }
        try expectFastMatchesExact(paint, width: 17, height: 17)
        let hard = ColorRamp([ColorStop(.black, at: 0), ColorStop(.white, at: 0.5), ColorStop(.black, at: 0.5), ColorStop(.white, at: 1)], extend: .repeat)
        try expectFastMatchesExact(GradientPaint(shading: .conic(center: [8, 8.5], startAngle: 0), ramp: hard), width: 17, height: 17)
    }

    @Test func degenerateShadingsAndRamps() throws {
        let two = ColorRamp([ColorStop(.black, at: 0), ColorStop(RGBA(red: 1, green: 0, blue: 0, alpha: 0.5), at: 1)])
        let paints = [
            GradientPaint(shading: .uniform(.infinity), ramp: two),
            GradientPaint(shading: .uniform(.nan), ramp: two),
            GradientPaint(shading: .uniform(0.3), ramp: two),
            GradientPaint(shading: .line(from: [4, 4], to: [4, 4]), ramp: two),
            GradientPaint(shading: .linear(dtdx: 0, dtdy: 0.05, t0: 0), ramp: two),
            GradientPaint(shading: .linear(dtdx: 1e-300, dtdy: 0, t0: 0.5), ramp: two),
            GradientPaint(shading: .linear(dtdx: 1e300, dtdy: 0, t0: 0.5), ramp: two),
            GradientPaint(shading: .linear(dtdx: 0.05, dtdy: 0, t0: 0), ramp: ColorRamp([])),
            GradientPaint(shading: .linear(dtdx: 0.05, dtdy: 0, t0: 0), ramp: ColorRamp([ColorStop(.white, at: 0.5)])),
            GradientPaint(
                shading: .linear(dtdx: 0.05, dtdy: 0, t0: 0), ramp: ColorRamp([ColorStop(.white, at: 0.5), ColorStop(.black, at: 0.5)], extend: .repeat)),
            GradientPaint(shading: .conic(center: [0, 0], startAngle: 0), ramp: two),
        ]
        for paint in paints { try expectFastMatchesExact(paint, width: 33, height: 9) }
    }

    @Test func uniformBlackToWhiteMatchesHandComputedLevels() throws {
        // t = (x + 0.5) / 4: pixel centres at 1/8, 3/8, 5/8, 7/8 → 31.875, 95.625, 159.375, 223.125.
        let paint = GradientPaint(shading: .linear(dtdx: 0.25, dtdy: 0, t0: 0), ramp: ColorRamp([ColorStop(.black, at: 0), ColorStop(.white, at: 1)]))
        let b = try Rasterizer.render(paint, width: 4, height: 1, options: .init(dither: false))
        #expect((0..<4).map { b[$0, 0].x } == [32, 96, 159, 223])
    }

    /// A bitmap rendered into is overwritten whatever it held: a dirty one (every byte 0xAB)
    /// comes out as a fresh render of A, then the same bitmap as a fresh render of B (with
    /// transparent pixels, so no byte survives by chance); one whose `pixels` do not hold
    /// `width · height · 4` bytes is left as it is, as documented.
    @Test func renderIntoReusesTheBitmap() throws {
        let options = Rasterizer.Options(dither: false)
        let a = GradientPaint(shading: .radial(center: [5, 5], radiusX: 6, radiusY: 4), ramp: ColorRamp([ColorStop(.white, at: 0), ColorStop(.black, at: 1)]))
        let b = GradientPaint(
            shading: .linear(dtdx: 0.05, dtdy: 0.1, t0: -0.2),
            ramp: ColorRamp([ColorStop(RGBA(red: 0, green: 0.5, blue: 1), at: 0), ColorStop(.clear, at: 1)]))
        var bitmap = try Bitmap(width: 11, height: 7, pixels: [UInt8](repeating: 0xAB, count: 11 * 7 * 4))
        let freshA = try Rasterizer.render(a, width: 11, height: 7, options: options)
        let freshB = try Rasterizer.render(b, width: 11, height: 7, options: options)
        #expect(freshB.pixels.contains(0) && freshB != freshA)
        PreparedGradient(a).render(into: &bitmap, options: options)
        #expect(bitmap == freshA)
        PreparedGradient(b).render(into: &bitmap, options: options)
        #expect(bitmap == freshB)
        for count in [11 * 7 * 4 - 4, 11 * 7 * 4 + 4, 0] {
            var wrong = Bitmap(width: 11, height: 7)
            wrong.pixels = [UInt8](repeating: 0xAB, count: count)
            PreparedGradient(a).render(into: &wrong, options: options)
            #expect(wrong.pixels == [UInt8](repeating: 0xAB, count: count), "\(count) bytes")
        }
    }
}
