import Foundation
import Testing

@testable import GradientCore
@testable import GradientRaster

struct RowPositionsTests {
    /// Positions of pixels `a ..< b` from ``RowPositions``, or `nil` when it declines.
    func positions(_ a: Int, _ b: Int, _ fill: (UnsafeMutablePointer<Float>) -> Bool) -> [Float]? {
        var out = [Float](repeating: .nan, count: b - a + 3)
        let ok = out.withUnsafeMutableBufferPointer { fill($0.baseAddress!) }
        return ok ? Array(out[0..<(b - a)]) : nil
    }

    /// Centres on and off the grid, inside, at the edges of and outside the stretch.
    static let centres: [Double] = [0, 0.5, 7, 7.5, 7.3, 19.5, 20, 40.5, -12.5, 33.25]

    @Test(arguments: centres)
    func conicAnglesMatchAtan2(cx: Double) throws {
        for dy in [0.5, -0.5, 3, -7.25, 40, 1e-3, 0] {
            let a = 3
            let b = 37
            let got = try #require(positions(a, b) { RowPositions.conic(a, b, cx: cx, dy: dy, into: $0) })
            for x in a..<b {
                let exact = atan2(dy, Double(x) + 0.5 - cx)
                // Within the bound, except that ±π are the same angle on the centre's row.
                let e = abs(Double(got[x - a]) - exact)
                #expect(e <= AtanRational.error || (dy == 0 && abs(e - 2 * .pi) <= 1e-6), "x \(x) cx \(cx) dy \(dy)")
            }
        }
    }

    @Test(arguments: centres)
    func radialPositionsMatchTheFormula(cx: Double) throws {
        for (rx, v) in [(5.0, 0.0), (0.7, 1.5), (300, -0.01)] {
            let a = 3
            let b = 37
            let got = try #require(positions(a, b) { RowPositions.radial(a, b, cx: cx, invRx: 1 / rx, v2: v * v, into: $0) })
            for x in a..<b {
                let u = (Double(x) + 0.5 - cx) / rx
                let exact = (u * u + v * v).squareRoot()
                // A relative 2⁻²¹: what SpanFill.floatIsEnough allows for a Float position.
                #expect(abs(Double(got[x - a]) - exact) <= exact * 0x1p-21 + 1e-30, "x \(x) cx \(cx)")
            }
        }
    }

    @Test func mirroredColumnsAreCopiedExactly() throws {
        // cx = 20: column x mirrors column 39 − x, u exactly negated; the copy must equal what
        // a direct computation gives (radial) or π·sign(dy) minus it (conic), to the bit for
        // the radial positions.
        let got = try #require(positions(0, 40) { RowPositions.radial(0, 40, cx: 20, invRx: 1 / 9, v2: 0.2, into: $0) })
        for x in 0..<20 { #expect(got[x] == got[39 - x]) }
        let angles = try #require(positions(0, 40) { RowPositions.conic(0, 40, cx: 20, dy: 6, into: $0) })
        for x in 0..<20 { #expect(abs(Double(angles[x] + angles[39 - x]) - .pi) <= 1e-6) }
    }

    @Test func farCentresAreDeclined() {
        #expect(positions(0, 8) { RowPositions.conic(0, 8, cx: 1e9, dy: 3, into: $0) } == nil)
        #expect(positions(0, 8) { RowPositions.conic(0, 8, cx: 3, dy: 1e9, into: $0) } == nil)
        #expect(positions(0, 8) { RowPositions.radial(0, 8, cx: -5e25, invRx: 1, v2: 0, into: $0) } == nil)
        #expect(positions(0, 8) { RowPositions.radial(0, 8, cx: .nan, invRx: 1, v2: 0, into: $0) } == nil)
    }
}
