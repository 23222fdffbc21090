import Foundation
import GradientCore
import GradientTestSupport
import Testing

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
