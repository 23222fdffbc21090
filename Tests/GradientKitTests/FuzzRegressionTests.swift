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

/// Numbers of 1e12 and more once trapped when the CSS and SVG writers converted
/// `value × 10⁶` to `Int` (found by the CSS fuzz target); they are now written in exponent form.
@Suite struct HugeNumberWritingTests {
    @Test func cssWithAHugePositionPrintsAndParsesBack() throws {
        let css = try CSSGradient(parsing: "linear-gradient(to right, red -5e20%, blue 150%)")
        #expect(css.css == "linear-gradient(to right, #ff0000 -5e+20%, #0000ff 150%)")
        #expect(try CSSGradient(parsing: css.css) == css)
    }

    @Test func svgWithAHugeLocationIsWritten() throws {
        let gradient = try Gradient(parsing: #"{"colors": ["red", "blue"], "locations": [0, 1e20]}"#)
        let svg = try gradient.svg(width: 10, height: 10)
        #expect(svg.contains(##"<stop offset="1e+20" stop-color="#0000ff"/>"##))
    }
}
