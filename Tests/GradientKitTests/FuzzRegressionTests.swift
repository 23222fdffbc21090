import Foundation
import GradientKit
import Testing

/// Inputs the fuzz targets in `Fuzz/` (or their invariants) found to break something, each
/// pinned to the behaviour it should have.
@Suite struct FuzzRegressionTests {
    /// Locations so far apart that `b − a` overflows to infinity once gave `∞/∞ = NaN` colours.
    /// Halfway between −1.7e308 and 1.7e308 (t = 0) the srgb mix of black and white is 0.5
    /// grey, exact to rounding: a 1e-9 tolerance allows for the halved arithmetic.
    @Test func locationsWhoseSpanOverflowsMixFinitely() throws {
        let gradient = try Gradient(parsing: #"{"colors": ["black", "white"], "locations": [-1.7e308, 1.7e308]}"#)
        guard case .layer(let layer) = gradient else { return }
        let mid = layer.ramp.color(at: 0)
        #expect(abs(mid.red - 0.5) < 1e-9 && abs(mid.green - 0.5) < 1e-9 && abs(mid.blue - 0.5) < 1e-9)
        let nearEnd = layer.ramp.color(at: 1.6e308)
        #expect(nearEnd.isFinite)
    }
}
