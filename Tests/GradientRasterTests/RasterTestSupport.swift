import GradientTestSupport
import Testing

@testable import GradientCore
@testable import GradientRaster

/// The largest distance, in 8-bit levels, between a rendered channel and the exact colour at
/// the pixel centre (clamped to 0…1 and scaled to 0…255), over the whole bitmap; also where.
func worstError(_ bitmap: Bitmap, _ paint: GradientPaint) -> (error: Double, x: Int, y: Int) {
    var worst = (error: 0.0, x: 0, y: 0)
    for y in 0..<bitmap.height {
        for x in 0..<bitmap.width {
            let c = paint.color(x: Double(x) + 0.5, y: Double(y) + 0.5).clamped
            let exact = SIMD4(c.red, c.green, c.blue, c.alpha) * 255
            let px = bitmap[x, y]
            let got = SIMD4(Double(px.x), Double(px.y), Double(px.z), Double(px.w))
            let diff = got - exact
            let e = max(abs(diff.x), abs(diff.y), abs(diff.z), abs(diff.w))
            if e > worst.error { worst = (e, x, y) }
        }
    }
    return worst
}

/// Checks the fast path against the exact colour at every pixel: within one level without
/// dithering (rounding to nearest is ½ level; the table may add at most 1/512), and strictly
/// less than one level with dithering (the output must be the exact value rounded down or up);
/// on one and two threads, with ordinary and (frames of a width divisible by 4) streamed stores.
/// `prepare` makes the fast path's gradient (default: as ``Rasterizer/render(_:width:height:options:pixelLimit:)`` does).
func expectFastMatchesExact(
    _ paint: GradientPaint, width: Int, height: Int, prepare: (GradientPaint) -> PreparedGradient = { PreparedGradient($0) },
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let prepared = prepare(paint)
    for threads in [1, 2] {
        for streamingThreshold in [StreamingStore.threshold, 0] {
            // Held to the exact colour before Core Animation's premultiplied storage, which
            // rounds translucent colour coarser than a level (PremultipliedStorageTests).
            var plainOptions = Rasterizer.Options(dither: false, threads: threads)
            plainOptions.streamingThreshold = streamingThreshold
            plainOptions.premultipliedStorage = false
            var ditherOptions = Rasterizer.Options(dither: true, threads: threads)
            ditherOptions.streamingThreshold = streamingThreshold
            ditherOptions.premultipliedStorage = false
            let plain = try prepared.render(width: width, height: height, options: plainOptions)
            let p = worstError(plain, paint)
            #expect(p.error <= 1, "undithered error \(p.error) at (\(p.x), \(p.y)) for \(paint)", sourceLocation: sourceLocation)
            let dithered = try prepared.render(width: width, height: height, options: ditherOptions)
            let d = worstError(dithered, paint)
            #expect(d.error < 1, "dithered error \(d.error) at (\(d.x), \(d.y)) for \(paint)", sourceLocation: sourceLocation)
        }
    }
}

/// Draws `count` random paints from the generator seeded with `seed` and holds each to the
/// exact colour (``expectFastMatchesExact``): `frame` gives the `i`-th frame's size and
/// shading from the generator, then ``randomRamp`` its ramp.
func expectRandomPaintsMatchExact(
    seed: UInt64, count: Int, frame: (inout SplitMix64, Int) -> (width: Int, height: Int, shading: Shading),
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    var g = SplitMix64(seed: seed)
    for i in 0..<count {
        let (width, height, shading) = frame(&g, i)
        let paint = GradientPaint(shading: shading, ramp: randomRamp(&g))
        try expectFastMatchesExact(paint, width: width, height: height, sourceLocation: sourceLocation)
    }
}

/// A random ramp: 1–6 stops (sometimes a hard edge, sometimes outside 0…1), random hints,
/// any interpolation mode, pad or repeat.
func randomRamp(_ g: inout SplitMix64) -> ColorRamp {
    let count = Int.random(in: 1...6, using: &g)
    var locations = (0..<count).map { _ in Double.random(in: -0.3...1.3, using: &g) }.sorted()
    if count >= 3 && Bool.random(using: &g) { locations[1] = locations[2] }  // a hard edge
    if count >= 2 && Int.random(in: 0..<4, using: &g) == 0 {
        locations[0] = 0
        locations[count - 1] = 1
    }
    let stops = locations.map { l in
        ColorStop(
            RGBA(
                red: Double.random(in: 0...1, using: &g), green: Double.random(in: 0...1, using: &g),
                blue: Double.random(in: 0...1, using: &g),
                alpha: Bool.random(using: &g) ? 1 : Double.random(in: 0...1, using: &g)),
            at: l)
    }
    // The draws a hint list once took, kept so that each seed gives the ramp it gave.
    let _: [Double?] =
        count >= 2 && Bool.random(using: &g)
        ? (0..<(count - 1)).map { _ in Bool.random(using: &g) ? Double.random(in: 0.02...0.98, using: &g) : nil } : []
    let mode = Interpolation.allCases.randomElement(using: &g) ?? .srgb
    return ColorRamp(stops, interpolation: mode, extend: Bool.random(using: &g) ? .pad : .repeat)
}

/// A random shading on a `width × height` grid: linear in any direction, elliptical radial
/// or conic (angles on the grid or stretched), centred anywhere near the grid; with `onGrid`, radial and conic centres lie on
/// whole or half pixels (so rows and columns mirror, see ``RowPairs`` and ``RowPositions``).
func randomShading(_ g: inout SplitMix64, width: Int, height: Int, onGrid: Bool = false) -> Shading {
    let w = Double(width)
    let h = Double(height)
    func point() -> SIMD2<Double> {
        let p = SIMD2(Double.random(in: -0.5...1.5, using: &g) * w, Double.random(in: -0.5...1.5, using: &g) * h)
        return onGrid ? (p * 2).rounded(.toNearestOrEven) / 2 : p
    }
    switch Int.random(in: 0..<3, using: &g) {
    case 0: return .line(from: point(), to: point())
    case 1:
        return .radial(center: point(), radiusX: Double.random(in: 0.2...1.5, using: &g) * w, radiusY: Double.random(in: 0.2...1.5, using: &g) * h)
    default:
        // Angles on the pixel grid (CSS) or stretched as a layer's unit square stretches them.
        let yScale = Bool.random(using: &g) ? 1 : Double.random(in: 0.2...5, using: &g)
        return .conic(center: point(), startAngle: Double.random(in: -7...7, using: &g), yScale: yScale)
    }
}
