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
        let g = LayerGradient(type: .conic, colors: bw, startPoint: .center, endPoint: UnitPoint(x: 1, y: 0.5))
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
        let flat = LayerGradient(type: .radial, colors: bw, startPoint: .center, endPoint: UnitPoint(x: 1, y: 0.5))
        #expect(flat.shading(width: 10, height: 10) == .uniform(.infinity))
        let nan = LayerGradient(colors: bw, startPoint: UnitPoint(x: .nan, y: 0), endPoint: .bottom)
        #expect(nan.paint(width: 4, height: 4).color(x: 1, y: 1) == .white)
        let conic = LayerGradient(type: .conic, colors: bw, startPoint: .center, endPoint: .center).shading(width: 10, height: 10)
        #expect(abs(conic.t(x: 5, y: 9) - 0.25) < 1e-12)  // starts at 3 o'clock
        #expect(LayerGradient(colors: []).paint(width: 4, height: 4).color(x: 1, y: 1) == .clear)
    }
}

@Suite struct DirectionTests {
    @Test func fixedDirections() {
        #expect(Direction.vertical.points(width: 3, height: 1) == (.top, .bottom))
        #expect(Direction.horizontal.points(width: 3, height: 1) == (.leading, .trailing))
        #expect(Direction.topRightToBottomLeft.points(width: 3, height: 1) == (.topRight, .bottomLeft))
        #expect(Direction.custom(start: .center, end: .topLeft).points(width: 3, height: 1) == (.center, .topLeft))
    }

    /// An angle's points, stretched by a layer, give exactly the CSS gradient: at pixel p,
    /// t = ((p − centre) · (sin A, −cos A)) / L + 1/2 with L = |W sin A| + |H cos A|
    /// (CSS Images 3 §3.1.1). Checked at random points, angles and sizes.
    @Test func anglesMatchCSSOnAnyAspectRatio() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<200 {
            let w = 1 + rng.unit() * 999
            let h = 1 + rng.unit() * 999
            let degrees = rng.unit() * 720 - 360
            let (s, e) = Direction.angle(degrees).points(width: w, height: h)
            let shading = LayerGradient(colors: [.black, .white], startPoint: s, endPoint: e).shading(width: w, height: h)
            let a = degrees * .pi / 180
            let length = abs(w * sin(a)) + abs(h * cos(a))
            for _ in 0..<5 {
                let x = rng.unit() * w
                let y = rng.unit() * h
                let css = ((x - w / 2) * sin(a) + (y - h / 2) * -cos(a)) / length + 0.5
                #expect(abs(shading.t(x: x, y: y) - css) < 1e-9)
            }
        }
    }

    @Test func rightAnglesGiveTheObviousPoints() {
        let (s, e) = Direction.angle(90).points(width: 300, height: 100)
        #expect(abs(s.x) < 1e-12 && abs(s.y - 0.5) < 1e-12 && abs(e.x - 1) < 1e-12 && abs(e.y - 0.5) < 1e-12)
        let (s2, e2) = Direction.angle(180).points(width: 300, height: 100)
        #expect(abs(s2.x - 0.5) < 1e-12 && abs(s2.y) < 1e-12 && abs(e2.x - 0.5) < 1e-12 && abs(e2.y - 1) < 1e-12)
    }

    @Test func nonFiniteAngleOrEmptySizeFallsBackToVertical() {
        #expect(Direction.angle(.nan).points(width: 10, height: 10) == (.top, .bottom))
        #expect(Direction.angle(45).points(width: 0, height: 10) == (.top, .bottom))
    }
}
