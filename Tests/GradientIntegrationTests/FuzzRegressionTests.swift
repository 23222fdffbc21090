import Foundation
import GradientKit
import GradientTestSupport
import Testing

/// Inputs the fuzz targets in `Fuzz/` (or their invariants) found to break something, each
/// pinned to the behaviour it should have.
@Suite struct FuzzRegressionTests {
    /// Locations so far apart that `b − a` overflows to infinity once gave `∞/∞ = NaN` colours.
    /// Halfway between −1.7e308 and 1.7e308 (t = 0) the srgb mix of black and white is 0.5
    /// grey, exact to rounding: a 1e-9 tolerance allows for the halved arithmetic.
    @Test func locationsWhoseSpanOverflowsMixFinitely() throws {
        let gradient = try GradientDefinition(parsing: #"{"colors": ["black", "white"], "locations": [-1.7e308, 1.7e308]}"#)
        guard case .layer(let layer) = gradient else {
            Issue.record("a JSON spec with colours parsed as \(gradient), not as a layer gradient")
            return
        }
        let mid = layer.ramp.color(at: 0)
        #expect(abs(mid.red - 0.5) < 1e-9 && abs(mid.green - 0.5) < 1e-9 && abs(mid.blue - 0.5) < 1e-9)
        let nearEnd = layer.ramp.color(at: 1.6e308)
        #expect(nearEnd.isFinite)
    }
}

/// A radial or conic centre far outside the bitmap once trapped the fast rasterizer when it
/// converted the centre's column to `Int` (found by the spec fuzz target:
/// `"startPoint": [5.01e25, 0]`). The fast path must now agree with the exact one there.
@Suite struct FarCentreRegressionTests {
    @Test(arguments: [GradientType.radial, .conic])
    func farCentresRenderLikeTheExactPath(type: GradientType) throws {
        for start in [GradientPoint(x: 5.01e25, y: 0), GradientPoint(x: -3e30, y: 2e20), GradientPoint(x: 0.5, y: -1e300)] {
            let g = LayerGradient(type: type, colors: [.white, RGBA(red: 0, green: 0, blue: 0.5)], startPoint: start, endPoint: .bottom)
            let paint = g.paint(width: 16, height: 8)
            let options = Rasterizer.Options(dither: false, threads: 1)
            let fast = try Rasterizer.render(paint, width: 16, height: 8, options: options)
            let exact = try Rasterizer.renderExact(paint, width: 16, height: 8, options: options)
            // The rasterizer's contract: every channel within one level of the exact path.
            let worst = BitmapDifference(fast, exact, premultiplied: false, cutoff: 1).worst
            #expect(worst <= 1, "\(type) at \(start): \(worst) levels")
        }
    }

    /// The CSS fuzz target's form of the same bug: a repeating conic centred 1e98% across.
    @Test func cssConicCentredFarAwayRenders() throws {
        let css = "repeating-conic-gradient(at " + String(repeating: "9", count: 98) + "%, red, blue 25%, red 5%)"
        let paint = try GradientDefinition(parsing: css).paints(width: 13, height: 3)[0]
        let bitmap = try Rasterizer.render(paint, width: 13, height: 3, options: .init(threads: 1))
        #expect(bitmap.pixels.count == 13 * 3 * 4)
        // Its written form reads back exactly (1e98 is not a 6-decimal number).
        let g = try CSSGradient(parsing: css)
        #expect(try CSSGradient(parsing: g.css) == g)
    }

    /// Stops a few ULPs apart make the colour table's span tiny and its grid scale huge.
    @Test func stopsULPsApartRender() throws {
        let g = LayerGradient(colors: [.white, .black, .white], locations: [0.5, 0.5.nextUp, 0.5.nextUp.nextUp])
        let bitmap = try Rasterizer.render(g.paint(width: 8, height: 8), width: 8, height: 8, options: .init(dither: false))
        #expect(bitmap[0, 0] == SIMD4(255, 255, 255, 255))  // t < 0.5: the first colour
        #expect(bitmap[0, 7] == SIMD4(255, 255, 255, 255))  // t > 0.5: the last colour
    }
}

/// Numbers of 1e12 and more once trapped when the CSS and SVG writers converted
/// `value × 10⁶` to `Int` (found by the CSS fuzz target); they are now written in exponent form.
@Suite struct HugeNumberWritingTests {
    @Test func cssWithAHugePositionPrintsAndParsesBack() throws {
        let css = try CSSGradient(parsing: "linear-gradient(to right, red -5e20%, blue 150%)")
        #expect(css.css == "linear-gradient(to right, red -5e+20%, blue 150%)")
        #expect(try CSSGradient(parsing: css.css) == css)
    }

    @Test func svgWithAHugeLocationIsWritten() throws {
        let gradient = try GradientDefinition(parsing: #"{"colors": ["red", "blue"], "locations": [0, 1e20]}"#)
        let svg = try gradient.svg(width: 10, height: 10)
        #expect(svg.contains(##"<stop offset="1e+20" stop-color="#0000ff"/>"##))
    }
}
