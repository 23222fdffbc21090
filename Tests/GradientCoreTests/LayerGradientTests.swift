import Foundation
import GradientCore
import Testing

/// Layer geometry against Core Animation's semantics worked out by hand (DESIGN.md).
/// Tolerance 1e-12 on positions: a few Double operations on values near 1.
@Suite struct LayerGradientTests {
    let bw = [RGBA.black, RGBA.white]

    @Test func axialIsComputedInTheUnitSquareAndStretched() {
        let g = LayerGradient(colors: bw, startPoint: .topLeft, endPoint: .bottomRight)
        let s = g.shading(width: 200, height: 100)
        // t = ((x/200, y/100) · (1, 1)) / 2.
        for (x, y) in [(0.5, 0.5), (100.0, 50.0), (150.0, 10.0), (199.5, 99.5)] {
            #expect(abs(s.t(x: x, y: y) - (x / 200 + y / 100) / 2) < 1e-12)
        }
    }

    @Test func defaultsAreTopToBottom() {
        let g = LayerGradient(colors: bw)
        #expect(g.type == .axial && g.startPoint == .top && g.endPoint == .bottom && g.interpolation == .srgb)
        let s = g.shading(width: 50, height: 40)
        #expect(abs(s.t(x: 13, y: 10) - 0.25) < 1e-12)
    }

    @Test func radialRadiiScaleWithEachSide() {
        let g = LayerGradient(type: .radial, colors: bw, startPoint: .center, endPoint: .bottomRight)
        let s = g.shading(width: 200, height: 100)
        #expect(s.t(x: 100, y: 50) == 0)
        #expect(abs(s.t(x: 200, y: 50) - 1) < 1e-12)  // rx = 0.5 · 200
        #expect(abs(s.t(x: 100, y: 100) - 1) < 1e-12)  // ry = 0.5 · 100
        #expect(abs(s.t(x: 150, y: 75) - (0.5 * 0.5 * 2).squareRoot()) < 1e-12)
    }

    @Test func conicStartsTowardsTheEndPointAndTurnsClockwise() {
        let g = LayerGradient(type: .conic, colors: bw, startPoint: .center, endPoint: GradientPoint(x: 1, y: 0.5))
        let s = g.shading(width: 100, height: 100)
        #expect(abs(s.t(x: 90, y: 50) - 0) < 1e-12)  // along +x
        #expect(abs(s.t(x: 50, y: 90) - 0.25) < 1e-12)  // below: a quarter turn clockwise on screen
        #expect(abs(s.t(x: 10, y: 50) - 0.5) < 1e-12)
        #expect(abs(s.t(x: 50, y: 10) - 0.75) < 1e-12)
        // Starting towards the top instead: the top is 0, the right a quarter.
        let up = LayerGradient(type: .conic, colors: bw, startPoint: .center, endPoint: .top).shading(width: 100, height: 100)
        #expect(abs(up.t(x: 90, y: 50) - 0.25) < 1e-12)
    }

    @Test func conicAnglesAreMeasuredInTheUnitSquare() {
        // On 200 × 100 the pixel offset (50, 50) from the centre is (0.25, 0.5) in unit
        // coordinates: 63.43° clockwise from +x there, not the 45° it makes on the pixels.
        let g = LayerGradient(type: .conic, colors: bw, startPoint: .center, endPoint: GradientPoint(x: 1, y: 0.5))
        let s = g.shading(width: 200, height: 100)
        #expect(s == .conic(center: SIMD2(100, 50), startAngle: 0, yScale: 2))
        // 63.4349…° (the direction (0.25, 0.5) in the unit square) of 360°.
        #expect(abs(s.t(x: 150, y: 100) - 0.17620819117478337) < 1e-12)
        // The start direction too: towards the unit-square diagonal (1, 1) from the top left
        // is 45° in the unit square, so the pixel (200, 100) lies on it (t = 0) while on the
        // pixels it is 26.6° from +x.
        let corner = LayerGradient(type: .conic, colors: bw, startPoint: .topLeft, endPoint: .bottomRight).shading(width: 200, height: 100)
        #expect(abs(corner.t(x: 200, y: 100)) < 1e-12)
        // (63.4349…° − 45°) of 360°.
        #expect(abs(corner.t(x: 100, y: 100) - 0.051208191174783355) < 1e-12)
    }

    @Test func degenerateGeometryDrawsWhatCoreAnimationDraws() {
        // Start = end on an axial layer: a full-width left-to-right ramp whatever the points
        // (dez-green-blue-degenerate-2x: start = end = (0, 0), green at the left, blue at the right).
        let same = LayerGradient(colors: bw, startPoint: .center, endPoint: .center)
        #expect(same.shading(width: 10, height: 10) == .linear(dtdx: 0.1, dtdy: 0, t0: 0))
        #expect(abs(same.paint(width: 10, height: 4).color(x: 2.5, y: 3).red - 0.25) < 1e-12)
        // A zero radius on either axis draws nothing.
        for end in [GradientPoint(x: 1, y: 0.5), GradientPoint(x: 0.5, y: 1), .center] {
            let flat = LayerGradient(type: .radial, colors: bw, startPoint: .center, endPoint: end)
            #expect(flat.drawsNothing)
            #expect(flat.paint(width: 10, height: 10).color(x: 1, y: 1) == .clear)
        }
        #expect(!LayerGradient(type: .radial, colors: bw, startPoint: .center, endPoint: .bottomRight).drawsNothing)
        let nan = LayerGradient(colors: bw, startPoint: GradientPoint(x: .nan, y: 0), endPoint: .bottom)
        #expect(nan.paint(width: 4, height: 4).color(x: 1, y: 1) == .white)
        let conic = LayerGradient(type: .conic, colors: bw, startPoint: .center, endPoint: .center).shading(width: 10, height: 10)
        #expect(abs(conic.t(x: 5, y: 9) - 0.25) < 1e-12)  // starts at 3 o'clock
        #expect(LayerGradient(colors: []).paint(width: 4, height: 4).color(x: 1, y: 1) == .clear)
        #expect(LayerGradient(colors: []).drawsNothing)
    }
}
