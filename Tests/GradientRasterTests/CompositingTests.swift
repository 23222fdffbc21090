import Testing

@testable import GradientCore
@testable import GradientRaster

/// `Rasterizer.render(layers:…)` against source-over worked out by hand (CSS Compositing 1
/// §9.1.4: `co = cs·αs + cb·αb·(1 − αs)`, `αo = αs + αb·(1 − αs)`, then `C = co / αo`).
@Suite struct CompositingTests {
    /// A layer of one colour everywhere.
    static func solid(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> GradientPaint {
        GradientPaint(shading: .uniform(0), ramp: ColorRamp([ColorStop(RGBA(red: r, green: g, blue: b, alpha: a), at: 0)]))
    }

    static func render(_ paints: [GradientPaint], dither: Bool = false) throws -> Bitmap {
        try Rasterizer.render(layers: paints, width: 5, height: 3, options: .init(dither: dither, threads: 1))
    }

    /// Every pixel of `bitmap` within `tolerance` levels of `expected` (straight RGBA, 0…255).
    static func expectEverywhere(_ bitmap: Bitmap, _ expected: SIMD4<Double>, tolerance: Double, _ what: String) {
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = bitmap[x, y]
                let worst = (0..<4).map { abs(Double(p[$0]) - expected[$0]) }.max() ?? 0
                #expect(worst <= tolerance, "\(what) at (\(x), \(y)): \(p), expected \(expected)")
            }
        }
    }

    @Test func translucentOverOpaque() throws {
        // 60% red over blue: co = (0.6, 0, 0.4), αo = 1. 0.6 and 0.4 are 153 and 102 levels
        // exactly, so no rounding is involved: exact.
        let bitmap = try Self.render([Self.solid(1, 0, 0, 0.6), Self.solid(0, 0, 1, 1)])
        Self.expectEverywhere(bitmap, SIMD4(153, 0, 102, 255), tolerance: 0, "red over blue")
    }

    @Test func translucentOverTranslucent() throws {
        // 60% red over 40% blue: co = (0.6, 0, 0.4·0.4 = 0.16), αo = 0.6 + 0.4·0.4 = 0.76,
        // C = (0.6 / 0.76, 0, 0.16 / 0.76) = (0.78947, 0, 0.21053): 201.3, 0, 53.7 and 193.8
        // levels. Tolerance 1 level: the frame keeps 8-bit premultiplied colour between layers
        // (as Chromium's surface does), which the division by alpha then enlarges.
        let bitmap = try Self.render([Self.solid(1, 0, 0, 0.6), Self.solid(0, 0, 1, 0.4)])
        Self.expectEverywhere(bitmap, SIMD4(201.3, 0, 53.7, 193.8), tolerance: 1, "red over translucent blue")
    }

    @Test func threeLayersFirstOnTop() throws {
        // Top 50% white, then 25% black, then opaque (0.2, 0.4, 0.8). Bottom up:
        // black over: co = 0.75·(0.2, 0.4, 0.8) = (0.15, 0.3, 0.6), αo = 1;
        // white over: co = 0.5 + 0.5·(0.15, 0.3, 0.6) = (0.575, 0.65, 0.8), αo = 1.
        // In levels (146.6, 165.75, 204); each of the two 8-bit steps rounds by at most half a
        // level, and the 8-bit alphas (128 for 0.5, 64 for 0.25) move it by at most one more.
        let bitmap = try Self.render([Self.solid(1, 1, 1, 0.5), Self.solid(0, 0, 0, 0.25), Self.solid(0.2, 0.4, 0.8, 1)])
        Self.expectEverywhere(bitmap, SIMD4(146.625, 165.75, 204, 255), tolerance: 1.5, "three layers")
    }

    @Test func anOpaqueTopHidesAndATransparentTopKeeps() throws {
        let blue = Self.solid(0, 0, 1, 1)
        Self.expectEverywhere(try Self.render([Self.solid(0, 1, 0, 1), blue]), SIMD4(0, 255, 0, 255), tolerance: 0, "opaque green on top")
        Self.expectEverywhere(try Self.render([Self.solid(0, 1, 0, 0), blue]), SIMD4(0, 0, 255, 255), tolerance: 0, "transparent on top")
        // Dithering leaves exact levels exact (the offsets stay within half a level).
        Self.expectEverywhere(try Self.render([Self.solid(1, 0, 0, 0.6), blue], dither: true), SIMD4(153, 0, 102, 255), tolerance: 0, "dithered")
    }

    @Test func oneLayerIsTheSingleRenderAndNoneIsTransparent() throws {
        let ramp = ColorRamp([ColorStop(RGBA(red: 1, green: 0, blue: 0.4, alpha: 0.5), at: 0), ColorStop(RGBA(red: 0, green: 0.8, blue: 1), at: 1)])
        let paint = GradientPaint(shading: .line(from: [0, 3], to: [5, 0]), ramp: ramp)
        let options = Rasterizer.Options(dither: true, threads: 1)
        #expect(
            try Rasterizer.render(layers: [paint], width: 5, height: 3, options: options)
                == Rasterizer.render(paint, width: 5, height: 3, options: options))
        #expect(try Self.render([]) == Bitmap(width: 5, height: 3))
    }

    @Test func sizesAreCheckedBeforeDrawing() {
        let paints = [Self.solid(1, 0, 0, 0.5), Self.solid(0, 0, 1, 1)]
        let over = #expect(throws: GradientError.self) { try Rasterizer.render(layers: paints, width: 100, height: 100, pixelLimit: 9_999) }
        #expect(over?.kind == .limitExceeded)
        let empty = #expect(throws: GradientError.self) { try Rasterizer.render(layers: [], width: 0, height: 4) }
        #expect(empty?.kind == .invalidValue)
    }
}
