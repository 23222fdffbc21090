import Foundation
import GradientCSS
import GradientCore
import GradientRaster
import GradientTestSupport
import GradientViewModel
import Testing

/// SwiftUI's gradients, modelled from their documented semantics, draw what the layer draws
/// with the parameters ``SwiftUIGeometry`` gives them, on non-square frames.
///
/// The SwiftUI side is drawn here by the same rasterizer from a pixel-space shading written
/// straight from SwiftUI's documentation (one point = one pixel):
/// - `LinearGradient(startPoint:endPoint:)`: the unit points mapped into the frame, then the
///   projection onto start→end in points (`Shading.line`);
/// - `RadialGradient(center:startRadius: 0, endRadius: r)`: circles of radius `r` points;
/// - `EllipticalGradient(center:startRadiusFraction: 0, endRadiusFraction: f)`: its unit
///   square mapped onto the frame, so radii `f · width` and `f · height`;
/// - `AngularGradient(center:angle:)`: the angle in points, 0 along `+x`, clockwise on
///   screen (a conic shading with `yScale` 1).
///
/// Tolerance: both undithered; every channel within one level on 99.9% of pixels and a mean
/// under 0.1 levels for smooth ramps (the two differ only by floating-point route and, for
/// conics, by the resampled stops, within half a level); 99.5% for hard edges, whose pixel
/// centres may lie on either side in the two routes.
@Suite struct SwiftUIGeometryTests {
    static let sizes = [(300, 120), (90, 260)]
    static let colors = [RGBA(red: 1, green: 0.2, blue: 0.4), RGBA(red: 0.1, green: 0.6, blue: 1), RGBA(red: 1, green: 0.9, blue: 0.1)]

    /// Mean channel difference and the share of pixels with every channel within a level.
    func compare(_ a: Bitmap, _ b: Bitmap, _ label: String? = nil) -> (mean: Double, within: Double) {
        let difference = BitmapDifference(a, b, premultiplied: false, cutoff: 1)
        let result = (mean: difference.mean, within: difference.fractionWithin)
        if let label {
            print(
                "swiftui geometry: \(label) \(a.width)x\(a.height): mean \(String(format: "%.3f", result.mean)) levels, \(String(format: "%.2f", result.within * 100))% within 1"
            )
        }
        return result
    }

    func render(_ shading: Shading, _ stops: [ColorStop], _ w: Int, _ h: Int) throws -> Bitmap {
        try Rasterizer.render(
            GradientPaint(shading: shading, ramp: ColorRamp(stops)), width: w, height: h, options: .init(dither: false, threads: 1))
    }

    func layer(_ g: LayerGradient, _ w: Int, _ h: Int) throws -> Bitmap {
        try Rasterizer.render(g.paint(width: w, height: h), width: w, height: h, options: .init(dither: false, threads: 1))
    }

    func frame(_ p: GradientPoint, _ w: Int, _ h: Int) -> SIMD2<Double> { SIMD2(p.x * Double(w), p.y * Double(h)) }

    // MARK: LinearGradient

    static let axials: [LayerGradient] = [
        LayerGradient(colors: colors, startPoint: .topLeft, endPoint: .bottomRight),
        LayerGradient(colors: colors, locations: [0.1, 0.3, 0.8], startPoint: GradientPoint(x: 0.2, y: 0.9), endPoint: GradientPoint(x: 0.7, y: 0.1)),
        LayerGradient(colors: [.black, .white], startPoint: .center, endPoint: .center),  // Core Animation's left-to-right ramp
    ]

    @Test(arguments: 0..<axials.count)
    func linearGradientDrawsTheLayer(_ index: Int) throws {
        let g = Self.axials[index]
        for (w, h) in Self.sizes {
            let (start, end) = SwiftUIGeometry.linear(g, width: Double(w), height: Double(h))
            let swiftUI = try render(.line(from: frame(start, w, h), to: frame(end, w, h)), g.stops, w, h)
            let (mean, within) = compare(swiftUI, try layer(g, w, h), "linear \(index)")
            #expect(mean < 0.1 && within >= 0.999, "\(index) \(w)x\(h): mean \(mean), \(within * 100)% within 1")
        }
    }

    @Test func theLayersOwnPointsDrawSomethingElse() throws {
        // What SwiftUIGradient.linear used to do: the diagonal's unit points handed over as
        // they are put SwiftUI's isolines perpendicular in points, not the layer's skewed ones.
        let g = Self.axials[0]
        let swiftUI = try render(.line(from: frame(g.startPoint, 300, 120), to: frame(g.endPoint, 300, 120)), g.stops, 300, 120)
        #expect(compare(swiftUI, try layer(g, 300, 120), "old linear").mean > 10)
    }

    @Test func linearPointsWorkedByHand() {
        // topLeft → bottomRight on 200 × 100: t = (x/200 + y/100) / 2, gradient vector
        // (1/400, 1/200), so D = (80, 160) points from the origin: unit end (0.4, 1.6).
        let (start, end) = SwiftUIGeometry.linear(Self.axials[0], width: 200, height: 100)
        #expect(abs(start.x) < 1e-12 && abs(start.y) < 1e-12)
        #expect(abs(end.x - 0.4) < 1e-12 && abs(end.y - 1.6) < 1e-12)
        // An angle direction is an angle in points again: `.angle(45)` on 300 × 100 runs up
        // and to the right at 45° on screen (the layer's own points, read as points, give 6°).
        var angled = LayerGradient(colors: Self.colors)
        (angled.startPoint, angled.endPoint) = Direction.angle(45).points(width: 300, height: 100)
        let (s45, e45) = SwiftUIGeometry.linear(angled, width: 300, height: 100)
        let d = SIMD2((e45.x - s45.x) * 300, (e45.y - s45.y) * 100)
        #expect(abs(atan2(d.x, -d.y) * 180 / .pi - 45) < 1e-9)
        let degenerate = SwiftUIGeometry.linear(Self.axials[2], width: 200, height: 100)
        #expect(degenerate.start == GradientPoint(x: 0, y: 0) && degenerate.end == GradientPoint(x: 1, y: 0))
    }

    // MARK: RadialGradient / EllipticalGradient

    @Test func aCircleInPointsIsARadialGradient() throws {
        // 300 × 120: |Δx| = 0.2 of the width and |Δy| = 0.5 of the height are both 60 points.
        let g = LayerGradient(type: .radial, colors: Self.colors, startPoint: GradientPoint(x: 0.4, y: 0.5), endPoint: GradientPoint(x: 0.6, y: 1))
        let radial = SwiftUIGeometry.radial(g, width: 300, height: 120)
        guard case .circle(let c, let r) = radial else {
            Issue.record("\(radial)")
            return
        }
        #expect(c == GradientPoint(x: 0.4, y: 0.5) && abs(r - 60) < 1e-9)
        let swiftUI = try render(.radial(center: frame(c, 300, 120), radiusX: r, radiusY: r), g.stops, 300, 120)
        let (mean, within) = compare(swiftUI, try layer(g, 300, 120), "radial circle")
        #expect(mean < 0.1 && within >= 0.999, "mean \(mean), \(within * 100)% within 1")
        // What SwiftUIGradient.elliptical used to draw for it: an ellipse of the frame's shape.
        let old = try render(.radial(center: frame(c, 300, 120), radiusX: 0.2 * 300, radiusY: 0.2 * 120), g.stops, 300, 120)
        #expect(compare(old, try layer(g, 300, 120), "old elliptical").mean > 10)
    }

    @Test func equalFractionsAreAnEllipticalGradient() throws {
        let g = LayerGradient(
            type: .radial, colors: Self.colors, locations: [0, 0.4, 1], startPoint: GradientPoint(x: 0.3, y: 0.6), endPoint: GradientPoint(x: 0.65, y: 0.25))
        for (w, h) in Self.sizes {
            let radial = SwiftUIGeometry.radial(g, width: Double(w), height: Double(h))
            guard case .ellipse(let c, let f, let exact) = radial else {
                Issue.record("\(w)x\(h): \(radial)")
                continue
            }
            #expect(exact && abs(f - 0.35) < 1e-12)
            let swiftUI = try render(.radial(center: frame(c, w, h), radiusX: f * Double(w), radiusY: f * Double(h)), g.stops, w, h)
            let (mean, within) = compare(swiftUI, try layer(g, w, h), "elliptical")
            #expect(mean < 0.1 && within >= 0.999, "\(w)x\(h): mean \(mean), \(within * 100)% within 1")
        }
        // On a square frame equal fractions are a circle in points.
        if case .circle(let c, let r) = SwiftUIGeometry.radial(g, width: 50, height: 50) {
            #expect(c == g.startPoint && abs(r - 0.35 * 50) < 1e-9)
        } else {
            Issue.record("a square frame: \(SwiftUIGeometry.radial(g, width: 50, height: 50))")
        }
    }

    @Test func otherEllipsesAndNothing() {
        // Radii 0.2 · 300 = 60 and 0.1 · 120 = 12: neither a circle nor the frame's shape.
        let g = LayerGradient(type: .radial, colors: Self.colors, startPoint: .center, endPoint: GradientPoint(x: 0.7, y: 0.6))
        let radial = SwiftUIGeometry.radial(g, width: 300, height: 120)
        guard case .ellipse(let c, let f, let exact) = radial else {
            Issue.record("\(radial)")
            return
        }
        #expect(c == .center && abs(f - 0.2) < 1e-12 && !exact)
        let flat = LayerGradient(type: .radial, colors: Self.colors, startPoint: .center, endPoint: GradientPoint(x: 0.7, y: 0.5))
        #expect(SwiftUIGeometry.radial(flat, width: 300, height: 120) == .nothing)
    }

    // MARK: AngularGradient

    static let conics: [(LayerGradient, hard: Bool)] = [
        (LayerGradient(type: .conic, colors: colors + [colors[0]], startPoint: GradientPoint(x: 0.4, y: 0.6), endPoint: GradientPoint(x: 0.9, y: 0.3)), false),
        (
            LayerGradient(
                type: .conic, colors: [.black, .black, .white, .white, colors[0], colors[0], .black],
                locations: [0, 0.125, 0.125, 0.375, 0.375, 0.75, 0.75], startPoint: .center, endPoint: .top), true
        ),
        (LayerGradient(type: .conic, colors: [colors[1], colors[2]], startPoint: .center, endPoint: .bottomRight, interpolation: .oklch(.longer)), false),
    ]

    @Test(arguments: 0..<conics.count)
    func angularGradientDrawsTheLayer(_ index: Int) throws {
        let (g, hard) = Self.conics[index]
        for (w, h) in Self.sizes {
            let (c, angle, stops) = SwiftUIGeometry.angular(g, width: Double(w), height: Double(h))
            let swiftUI = try render(.conic(center: frame(c, w, h), startAngle: angle), stops, w, h)
            let (mean, within) = compare(swiftUI, try layer(g, w, h), "angular \(index)")
            #expect(mean < (hard ? 0.25 : 0.1) && within >= (hard ? 0.995 : 0.999), "\(index) \(w)x\(h): mean \(mean), \(within * 100)% within 1")
            // The old builder: the start measured on the frame, the layer's own stops.
            let dx = (g.endPoint.x - g.startPoint.x) * Double(w)
            let dy = (g.endPoint.y - g.startPoint.y) * Double(h)
            let old = try render(.conic(center: frame(c, w, h), startAngle: atan2(dy, dx)), NativeStops.expanded(g).stops, w, h)
            #expect(compare(old, try layer(g, w, h), "old angular \(index)").mean > 2 * max(mean, 0.1), "\(index) \(w)x\(h)")
        }
    }

    @Test func angularOnASquareFrameKeepsTheStops() {
        let g = Self.conics[1].0
        let (c, angle, stops) = SwiftUIGeometry.angular(g, width: 80, height: 80)
        #expect(c == .center && abs(angle + .pi / 2) < 1e-12)  // towards the top
        #expect(stops == NativeStops.expanded(g).stops)
    }
}
