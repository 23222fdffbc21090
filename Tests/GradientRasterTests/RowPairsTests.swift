import Testing

@testable import GradientCore
@testable import GradientRaster

struct RowPairsTests {
    /// Every row rendered exactly once across the bands: each band's rows that are not
    /// covered, and their partners.
    func renderedRows(_ pairs: RowPairs, bands: Int) -> [Int] {
        var seen = [Int](repeating: 0, count: pairs.rows.count)
        for k in 0..<bands {
            for y in pairs.band(k, of: bands) where !pairs.isCovered(y) {
                seen[y] += 1
                if let p = pairs.partner(of: y) { seen[p] += 1 }
            }
        }
        return seen
    }

    @Test(arguments: [1, 2, 7, 8, 13])
    func everyRowOnceWhateverTheCentre(height: Int) {
        for cy in stride(from: -3.0, through: Double(height) + 3, by: 0.25) {
            let pairs = RowPairs(.radial(center: [5, cy], radiusX: 3, radiusY: 3), height: height)
            // A render on n threads cuts the rows into up to 16 · n bands (PreparedGradient.bandsPerThread).
            for bands in Set([1, 2, 3, 4, 16, 32, 64].map { min($0, height) }) {
                #expect(renderedRows(pairs, bands: bands) == [Int](repeating: 1, count: height), "cy \(cy), \(bands) bands")
            }
        }
    }

    @Test func partnersAreMirrorImages() {
        // cy = 5: row y (centre y + 0.5) mirrors row 9 − y.
        let pairs = RowPairs(.conic(center: [0, 5], startAngle: 0), height: 12)
        #expect(pairs.mirror == 9)
        #expect(pairs.partner(of: 0) == 9)
        #expect(pairs.partner(of: 4) == 5)
        #expect(pairs.isCovered(5) && pairs.isCovered(9))
        #expect(pairs.partner(of: 10) == nil && !pairs.isCovered(10))
        // cy = 5.5: row 5 is the centre's own row, alone.
        let odd = RowPairs(.conic(center: [0, 5.5], startAngle: 0), height: 12)
        #expect(odd.partner(of: 5) == nil && !odd.isCovered(5))
        #expect(odd.partner(of: 4) == 6)
    }

    @Test func offGridCentresAndOtherShadingsHaveNoPairs() {
        #expect(RowPairs(.radial(center: [0, 5.3], radiusX: 1, radiusY: 1), height: 10).mirror == nil)
        #expect(RowPairs(.linear(dtdx: 1, dtdy: 1, t0: 0), height: 10).mirror == nil)
        #expect(RowPairs(.conic(center: [0, .infinity], startAngle: 0), height: 10).mirror == nil)
        #expect(RowPairs(.conic(center: [0, 1e300], startAngle: 0), height: 10).mirror == nil)
    }

    @Test func bandsShareTheWorkEvenly() {
        // Centre a quarter of the way down: rows 0…49 pair with 99…50, rows 100… are alone.
        let pairs = RowPairs(.radial(center: [0, 50], radiusX: 1, radiusY: 1), height: 400)
        let work = (0..<2).map { k in
            pairs.band(k, of: 2).reduce(0) { $0 + (pairs.isCovered($1) ? 0 : (pairs.partner(of: $1) == nil ? 1 : 2)) }
        }
        #expect(work.reduce(0, +) == 400)
        #expect(abs(work[0] - work[1]) <= 2)
    }
}
