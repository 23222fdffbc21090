import Foundation
import GradientKit
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

    @Test func degenerateGeometryFillsWithTheLastColour() {
        let same = LayerGradient(colors: bw, startPoint: .center, endPoint: .center)
        #expect(same.shading(width: 10, height: 10) == .uniform(.infinity))
        let flat = LayerGradient(type: .radial, colors: bw, startPoint: .center, endPoint: GradientPoint(x: 1, y: 0.5))
        #expect(flat.shading(width: 10, height: 10) == .uniform(.infinity))
        let nan = LayerGradient(colors: bw, startPoint: GradientPoint(x: .nan, y: 0), endPoint: .bottom)
        #expect(nan.paint(width: 4, height: 4).color(x: 1, y: 1) == .white)
        let conic = LayerGradient(type: .conic, colors: bw, startPoint: .center, endPoint: .center).shading(width: 10, height: 10)
        #expect(abs(conic.t(x: 5, y: 9) - 0.25) < 1e-12)  // starts at 3 o'clock
        #expect(LayerGradient(colors: []).paint(width: 4, height: 4).color(x: 1, y: 1) == .clear)
    }
}
