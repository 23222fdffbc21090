import Foundation
import GradientTestSupport
import Testing

@testable import GradientCore

/// ``AxialLine``: every way in and out of a line describes the same pixel positions.
@Suite struct AxialLineTests {
    /// A CSS angle's line, turned into unit points and read back as a layer, shades every
    /// pixel as CSS does; read back as CSS it gives the angle and a line from 0 to 1.
    @Test func cssAngleRoundTripsThroughUnitPointsAndCSS() throws {
        var rng = SplitMix64(seed: 11)
        for _ in 0..<300 {
            let w = 1 + rng.unit() * 999
            let h = 1 + rng.unit() * 999
            let degrees = rng.unit() * 720 - 360
            let line = try #require(AxialLine(cssAngle: degrees, width: w, height: h))
            let (s, e) = line.unitPoints(width: w, height: h, startNearest: SIMD2(w / 2, h / 2))
            let layer = try #require(AxialLine(unitStart: s, unitEnd: e, width: w, height: h))
            let a = degrees * .pi / 180
            let length = abs(w * sin(a)) + abs(h * cos(a))
            #expect(abs(line.length - length) <= 1e-9 * length)
            for _ in 0..<5 {
                let p = SIMD2(rng.unit() * w, rng.unit() * h)
                let css = ((p.x - w / 2) * sin(a) + (p.y - h / 2) * -cos(a)) / length + 0.5
                #expect(abs(line.t(at: p) - css) < 1e-9)
                #expect(abs(layer.t(at: p) - css) < 1e-9)
            }
            let back = layer.cssLine(width: w, height: h)
            var turn = (back.degrees - degrees).truncatingRemainder(dividingBy: 360)
            if turn < 0 { turn += 360 }
            #expect(min(turn, 360 - turn) < 1e-9, "\(degrees) came back as \(back.degrees)")
            #expect(abs(back.start) < 1e-9 && abs(back.end - 1) < 1e-9)
        }
    }

    /// Any layer line (unit points on any grid) comes back from its unit points unchanged, and
    /// rescaling maps the chosen positions to 0 and 1.
    @Test func unitPointsRoundTripAndRescale() throws {
        var rng = SplitMix64(seed: 5)
        for _ in 0..<300 {
            let w = 1 + rng.unit() * 499
            let h = 1 + rng.unit() * 499
            let s = GradientPoint(x: rng.unit() * 3 - 1, y: rng.unit() * 3 - 1)
            let e = GradientPoint(x: rng.unit() * 3 - 1, y: rng.unit() * 3 - 1)
            let line = try #require(AxialLine(unitStart: s, unitEnd: e, width: w, height: h))
            let (s2, e2) = line.unitPoints(width: w, height: h, startNearest: .zero)
            let again = try #require(AxialLine(unitStart: s2, unitEnd: e2, width: w, height: h))
            let (s0, s1) = (rng.unit() * 2 - 1, 1 + rng.unit())
            let rescaled = line.rescaled(from: s0, to: s1)
            for _ in 0..<5 {
                let p = SIMD2(rng.unit() * w, rng.unit() * h)
                let t = line.t(at: p)
                #expect(abs(again.t(at: p) - t) < 1e-9 * max(1, abs(t)))
                #expect(abs(rescaled.t(at: p) - (t - s0) / (s1 - s0)) < 1e-9 * max(1, abs(t)))
            }
            let (start, end) = line.ends(nearest: .zero)
            #expect(abs(line.t(at: start)) < 1e-9 && abs(line.t(at: end) - 1) < 1e-9)
        }
    }

    @Test func degenerateLinesAreNil() {
        #expect(AxialLine(cssAngle: .nan, width: 10, height: 10) == nil)
        #expect(AxialLine(cssAngle: 90, width: 0, height: 0) == nil)
        #expect(AxialLine(from: SIMD2(1, 1), to: SIMD2(1, 1)) == nil)
        #expect(AxialLine(unitStart: GradientPoint(x: .infinity, y: 0), unitEnd: .bottom, width: 10, height: 10) == nil)
        #expect(AxialLine(.uniform(0)) == nil)
        // Start equal to end: Core Animation's left-to-right ramp.
        #expect(AxialLine(unitStart: .center, unitEnd: .center, width: 200, height: 10)?.shading == .linear(dtdx: 1.0 / 200, dtdy: 0, t0: 0))
    }
}
