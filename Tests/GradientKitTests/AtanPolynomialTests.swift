import Foundation
import Testing
@testable import GradientKit

struct AtanPolynomialTests {
    /// The largest `|P.evaluate(r) − atan r|` over 100,001 evenly spaced `r` in `−1…1` (both
    /// ends included), against Foundation's `atan` in `Double` (correct to about 1e-16, far
    /// below the bounds checked).
    func worstError<P: AtanPolynomial>(_: P.Type) -> Double {
        var worst = 0.0
        for i in stride(from: 0, through: 100_000, by: 4) {
            let r = (0..<4).map { Float(-1 + 2 * Double(min(i + $0, 100_000)) / 100_000) }
            let lanes = P.evaluate(SIMD4(r[0], r[1], r[2], r[3]))
            for k in 0..<4 { worst = max(worst, abs(Double(lanes[k]) - atan(Double(r[k])))) }
        }
        return worst
    }

    @Test func degree15StaysWithinItsBound() {
        #expect(worstError(AtanDegree15.self) <= AtanDegree15.error)
    }

    @Test func degree11StaysWithinItsBound() {
        let e = worstError(AtanDegree11.self)
        #expect(e <= AtanDegree11.error)
        // The fit is not loose either: above the degree-15 polynomial's error (1.4e-7).
        #expect(e > 1e-6)
    }

    @Test func oddAndExactAtZeroAndOne() {
        // atan(0) = 0, atan(±1) = ±π/4, and the polynomial is odd.
        let v = AtanDegree11.evaluate(SIMD4(0, 1, -1, 0.5))
        #expect(v[0] == 0)
        #expect(abs(Double(v[1]) - .pi / 4) <= AtanDegree11.error)
        #expect(v[2] == -v[1])
        let w = AtanDegree15.evaluate(SIMD4(0, 1, -1, 0.5))
        #expect(w[0] == 0)
        #expect(abs(Double(w[1]) - .pi / 4) <= AtanDegree15.error)
        #expect(w[2] == -w[1])
    }
}
