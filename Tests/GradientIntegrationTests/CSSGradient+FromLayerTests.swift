import GradientTestSupport
import Testing

@testable import GradientCSS
@testable import GradientCore
@testable import GradientEncode
@testable import GradientRaster

/// A layer gradient written as CSS (and read back from the text) draws what the layer draws.
///
/// Tolerance: every channel within 1 level on 99.9% of pixels, mean under 0.1 levels — the
/// two renders differ only by the floating-point route (and, for straight-alpha sRGB with
/// translucent colours, by the extra stops, within half a level).
///
/// Differential, like ``CSSGradientToLayerTests``: the CSS side's oracle is Chromium
/// (``CSSConformanceTests``), the layer side's the simulator renders
/// (``CoreAnimationFidelityTests``, required on CI).
@Suite struct CSSGradientFromLayerTests {
    static let layers: [LayerGradient] = [
        LayerGradient(colors: [.white, RGBA(red: 0, green: 0.5, blue: 1)]),
        LayerGradient(
            colors: [.black, .white, RGBA(red: 1, green: 0.5, blue: 0)], locations: [0.1, 0.4, 0.9],
            startPoint: .topLeft, endPoint: .bottomRight),
        LayerGradient(
            colors: [.black, .white], startPoint: GradientPoint(x: 0.2, y: 0.9), endPoint: GradientPoint(x: 0.7, y: 0.1),
            interpolation: .oklab),
        LayerGradient(colors: [RGBA(red: 1, green: 0, blue: 0), .clear]),  // straight alpha: the grey band
        LayerGradient(
            colors: [RGBA(red: 0, green: 0, blue: 1, alpha: 0.2), RGBA(red: 1, green: 1, blue: 0, alpha: 0.9)],
            startPoint: .leading, endPoint: .trailing),
        LayerGradient(
            type: .radial, colors: [.white, .black, RGBA(red: 0, green: 0.5, blue: 0)],
            startPoint: GradientPoint(x: 0.3, y: 0.6), endPoint: GradientPoint(x: 0.9, y: 1.1)),
        LayerGradient(
            type: .conic, colors: [RGBA(red: 1, green: 0, blue: 0), RGBA(red: 0, green: 0, blue: 1), RGBA(red: 1, green: 0, blue: 0)],
            startPoint: .center, endPoint: .bottomRight, interpolation: .oklch(.longer)),
        // Hard-edged wedges: the CSS form moves them to the pixel angles the layer's
        // unit-square angles fall on, and resamples the smooth part.
        LayerGradient(
            type: .conic, colors: [.black, .black, .white, .white, RGBA(red: 1, green: 0.5, blue: 0), .black],
            locations: [0, 0.2, 0.2, 0.45, 0.45, 1], startPoint: GradientPoint(x: 0.4, y: 0.7),
            endPoint: GradientPoint(x: 0.9, y: 0.2)),
        LayerGradient(colors: [.black, .white], startPoint: .center, endPoint: .center),  // degenerate: left to right
        LayerGradient(type: .radial, colors: [.black, .white], startPoint: .center, endPoint: GradientPoint(x: 1, y: 0.5)),  // nothing
    ]

    @Test(arguments: 0..<layers.count)
    func cssDrawsTheLayer(_ index: Int) throws {
        let layer = Self.layers[index]
        for (w, h) in [(120, 60), (50, 90)] {
            let text = CSSGradient(layer, width: Double(w), height: Double(h)).css
            let css = try CSSGradient(parsing: text)
            let options = Rasterizer.Options(dither: false, threads: 1)
            let expected = try Rasterizer.render(layer.paint(width: w, height: h), width: w, height: h, options: options)
            let actual = try Rasterizer.render(css.paint(width: w, height: h), width: w, height: h, options: options)
            // Premultiplied comparison shared with the layer-form suite.
            let (mean, within1) = CSSGradientToLayerTests.compare(actual, expected)
            #expect(within1 >= 0.999, "\(index) \(w)x\(h): \(text)")
            #expect(mean < 0.1, "\(index) \(w)x\(h): \(text)")
        }
    }

    @Test func horizontalLayerIsToRight() {
        // Left to right on 200 × 100: a 90deg line of length 200 whose stops keep their places.
        let css = CSSGradient(
            LayerGradient(colors: [.black, .white], locations: [0.25, 1], startPoint: .leading, endPoint: .trailing),
            width: 200, height: 100
        ).css
        #expect(css == "linear-gradient(90deg, rgb(0, 0, 0) 25%, rgb(255, 255, 255) 100%)")
    }

    /// An angle direction and evenly spread stops come out as the numbers they were made from
    /// (`120deg`, `50%`), not with the conversion's rounding noise (`119.99999999999999deg`).
    @Test(arguments: [10.0, 30, 45, 60, 120, 135, 200, 300, 359.5])
    func angleDirectionsKeepTheirNumbers(_ angle: Double) throws {
        for (w, h) in [(1200.0, 630.0), (100, 100), (31, 977)] {
            var layer = LayerGradient(colors: [.black, .white, .black])
            (layer.startPoint, layer.endPoint) = Direction.angle(angle).points(width: w, height: h)
            let css = CSSGradient(layer, width: w, height: h)
            #expect(css.shape == .linear(.angle(angle)), "\(w)x\(h): \(css.css)")
            let positions = css.items.map { item -> CSSLength? in
                if case .stop(_, let p, _) = item { return p }
                return nil
            }
            #expect(positions == [.percent(0), .percent(50), .percent(100)], "\(css.css)")
        }
    }

    @Test func radialIsAPercentageEllipse() {
        let layer = LayerGradient(type: .radial, colors: [.white, .black], startPoint: GradientPoint(x: 0.25, y: 0.5), endPoint: GradientPoint(x: 0.75, y: 1))
        #expect(CSSGradient(layer, width: 300, height: 100).css == "radial-gradient(ellipse 50% 50% at 25% 50%, rgb(255, 255, 255) 0%, rgb(0, 0, 0) 100%)")
    }

    @Test func straightAlphaNeedsExtraStops() {
        let layer = LayerGradient(colors: [RGBA(red: 1, green: 0, blue: 0), .clear])
        let css = CSSGradient(layer, width: 100, height: 100)
        #expect(css.items.count > 2)
        // Half-way down, straight red → transparent black is the grey band (0.5, 0, 0, 0.5),
        // within half a level, as the layer draws it.
        let middle = css.paint(width: 100, height: 100).color(x: 50, y: 50)
        #expect(close(middle, RGBA(red: 0.5, green: 0, blue: 0, alpha: 0.5), 0.5 / 255), "\(middle)")
        // Opaque colours mix the same either way: no extra stops.
        #expect(CSSGradient(LayerGradient(colors: [.black, .white]), width: 100, height: 100).items.count == 2)
    }
}
