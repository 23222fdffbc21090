import Foundation
import GradientCore
import GradientTestSupport
import Testing

/// SwiftUI's geometry (``SwiftUIGradientStyle``): positions worked out by hand from Apple's
/// documented conventions (unit points mapped into the frame, radii in points, elliptical
/// fractions of the frame's sides, angles from `+x` clockwise in points, the rule for sweeps
/// other than a turn), and the layer form held against the direct drawing.
///
/// Colours are black to white mixed in straight sRGB unless said otherwise, so a position `t`
/// is the grey `t`. Tolerances: 1e-9 where the arithmetic is exact up to rounding; 1/255 (one
/// 8-bit level) where a form resamples its stops (the stated bound of that resampling).
@Suite struct SwiftUIGradientStyleTests {
    static let black = RGBA(red: 0, green: 0, blue: 0)
    static let white = RGBA(red: 1, green: 1, blue: 1)
    static let ramp = [ColorStop(black, at: 0), ColorStop(white, at: 1)]

    static func style(_ kind: SwiftUIGradientStyle.Kind) -> SwiftUIGradientStyle {
        SwiftUIGradientStyle(kind, stops: ramp, interpolation: .srgb)
    }

    /// The grey at the point `(x, y)` of a `w × h` point frame.
    static func grey(_ kind: SwiftUIGradientStyle.Kind, _ w: Double, _ h: Double, _ x: Double, _ y: Double) -> Double {
        style(kind).paint(width: w, height: h).color(x: x, y: y).red
    }

    @Test func linearShadesInPoints() {
        // (0, 0) → (1, 1) on 200 × 100 pt is (0, 0) → (200, 100): t at (200, 0) is
        // (200 · 200) / (200² + 100²) = 0.8. A layer, projecting in its unit square, has 0.5 there.
        let kind = SwiftUIGradientStyle.Kind.linear(startPoint: .topLeft, endPoint: .bottomRight)
        #expect(abs(Self.grey(kind, 200, 100, 200, 0) - 0.8) < 1e-9)
        #expect(abs(Self.grey(kind, 200, 100, 100, 50) - 0.5) < 1e-9)
        #expect(
            abs(
                LayerGradient(colors: [Self.black, Self.white], startPoint: .topLeft, endPoint: .bottomRight).paint(width: 200, height: 100).color(x: 200, y: 0)
                    .red - 0.5) < 1e-9)
        // Start equal to end: the colour at location 1 everywhere.
        #expect(Self.grey(.linear(startPoint: .center, endPoint: .center), 10, 10, 1, 1) == 1)
    }

    @Test func radialRadiiArePoints() {
        // Around (50, 50): black at r = 10, white at r = 30, grey 0.5 at r = 20; the end
        // colours extend inside and outside.
        let kind = SwiftUIGradientStyle.Kind.radial(center: .center, startRadius: 10, endRadius: 30)
        #expect(abs(Self.grey(kind, 100, 100, 70, 50) - 0.5) < 1e-9)
        #expect(abs(Self.grey(kind, 100, 100, 50, 75) - 0.75) < 1e-9)
        #expect(Self.grey(kind, 100, 100, 55, 50) == 0)
        #expect(Self.grey(kind, 100, 100, 95, 50) == 1)
        // A circle on any frame: 20 pt right and 20 pt down are both t = 0.5 on 300 × 100.
        #expect(abs(Self.grey(kind, 300, 100, 170, 50) - 0.5) < 1e-9)
        #expect(abs(Self.grey(kind, 300, 100, 150, 70) - 0.5) < 1e-9)
        // A shrinking radius: black at 30, white at 10.
        let shrinking = SwiftUIGradientStyle.Kind.radial(center: .center, startRadius: 30, endRadius: 10)
        #expect(abs(Self.grey(shrinking, 100, 100, 75, 50) - 0.25) < 1e-9)
        #expect(Self.grey(shrinking, 100, 100, 50, 55) == 1)
        #expect(Self.grey(shrinking, 100, 100, 90, 50) == 0)
        // Equal radii: a hard edge there; both 0: the colour at location 1 everywhere.
        let edge = SwiftUIGradientStyle.Kind.radial(center: .center, startRadius: 20, endRadius: 20)
        #expect(Self.grey(edge, 100, 100, 69.9, 50) == 0)
        #expect(Self.grey(edge, 100, 100, 70.1, 50) == 1)
        #expect(Self.grey(.radial(center: .center, startRadius: 0, endRadius: 0), 100, 100, 50, 50) == 1)
    }

    @Test func ellipticalFractionsAreOfTheFramesSides() {
        // 0 → 0.5 on 200 × 100 around (100, 50): fraction 0.25 is 50 pt across and 25 pt down,
        // both at location 0.5; the default end touches the frame's sides.
        let kind = SwiftUIGradientStyle.Kind.elliptical(center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5)
        #expect(abs(Self.grey(kind, 200, 100, 150, 50) - 0.5) < 1e-9)
        #expect(abs(Self.grey(kind, 200, 100, 100, 75) - 0.5) < 1e-9)
        #expect(Self.grey(kind, 200, 100, 200, 50) == 1)
        #expect(Self.grey(kind, 200, 100, 100, 0) == 1)
        let ring = SwiftUIGradientStyle.Kind.elliptical(center: .topLeft, startRadiusFraction: 0.5, endRadiusFraction: 1)
        #expect(abs(Self.grey(ring, 200, 100, 150, 0) - 0.5) < 1e-9)
        #expect(Self.grey(ring, 200, 100, 50, 0) == 0)
    }

    @Test func angularSweepsClockwiseFromTrailing() {
        // 0° → 180° around (50, 50): 90° (straight down) is location 0.5. The missing half
        // takes location 1's colour up to 270° (straight up) and location 0's after it.
        let kind = SwiftUIGradientStyle.Kind.angular(center: .center, startAngle: 0, endAngle: 180)
        #expect(abs(Self.grey(kind, 100, 100, 50, 80) - 0.5) < 1e-9)
        #expect(Self.grey(kind, 100, 100, 80, 50.000001) < 1e-6)
        #expect(Self.grey(kind, 100, 100, 20, 40) == 1)  // 198°
        #expect(Self.grey(kind, 100, 100, 49, 20) == 1)  // just before 270°
        #expect(Self.grey(kind, 100, 100, 51, 20) == 0)  // just after 270°
        #expect(Self.grey(kind, 100, 100, 80, 40) == 0)  // 342°
        // 0° → 720°: only the last turn, from 360°: 90° is location (90 + 360) / 720.
        #expect(abs(Self.grey(.angular(center: .center, startAngle: 0, endAngle: 720), 100, 100, 50, 80) - 0.625) < 1e-9)
        // A span of 0 (SwiftUI's default angles): half location 1's colour, half location 0's.
        let none = SwiftUIGradientStyle.Kind.angular(center: .center, startAngle: 0, endAngle: 0)
        #expect(Self.grey(none, 100, 100, 50, 80) == 1)
        #expect(Self.grey(none, 100, 100, 50, 20) == 0)
        // Angles are measured in points: (150, 100) is 45° from (100, 50) on 200 × 100 pt.
        #expect(abs(Self.grey(.angular(center: .center, startAngle: 0, endAngle: 360), 200, 100, 150, 100) - 0.125) < 1e-9)
    }

    @Test(arguments: SwiftUISamples.kinds)
    func theLayerFormDrawsTheSame(kind: SwiftUIGradientStyle.Kind) {
        // Three colours mixed in OKLab (SwiftUI's mode): the layer keeps the stops and mixing
        // except for an angular gradient on a frame that is not square, resampled to sRGB.
        let stops = SwiftUIGradientStyle.evenlySpaced([
            RGBA(red: 1, green: 0.2, blue: 0.3), RGBA(red: 0.2, green: 0.3, blue: 1), RGBA(red: 0.9, green: 0.9, blue: 0.1),
        ])
        let style = SwiftUIGradientStyle(kind, stops: stops)
        for (w, h) in [(120.0, 120.0), (200.0, 90.0)] {
            let direct = style.paint(width: w, height: h)
            let layer = style.layerGradient(width: w, height: h).paint(width: Int(w), height: Int(h))
            let resampled: Bool = if case .angular = kind { w != h } else { false }
            let tolerance = resampled ? 1.0 / 255 : 1e-9
            for (x, y) in SwiftUISamples.points(w, h) {
                let a = direct.color(x: x, y: y).components
                let b = layer.color(x: x, y: y).components
                let gap = zip(a, b).map { abs($0 - $1) }.max() ?? 0
                #expect(gap <= tolerance, "\(kind) on \(w)x\(h) at (\(x), \(y)): \(a) against \(b)")
            }
        }
    }

}
