import Foundation
import GradientKit
import GradientTestSupport
import GradientViewModel
import Testing

/// The view settings the Swift writer gives for CSS draw what the CSS draws, at every size:
/// the settings are given to the view model as the generated `configure(_:)` gives them to a
/// `GradientView` (colours, locations, type, direction, centre, radius fraction, start angle,
/// interpolation), the layer it hands the view is drawn by the rasterizer as a device draws
/// it, and compared with the CSS renderer's picture of the input (which is checked against
/// Chromium) on a wide and a tall box. Tolerance: one 8-bit level (the view's extra stops
/// for perceptual modes and its conic resampling are each within half a level, and both
/// pictures round to the nearest level undithered) on 99.9% of the pixels; 99% for conic
/// gradients, whose other pixels lie on the seam where the last colour meets the first.
@Suite struct SwiftCodeViewSettingsFidelityTests {
    static let options = Rasterizer.Options(dither: false, threads: 1)
    static let sizes = [(120, 48), (40, 100)]

    static let inputs = [
        "linear-gradient(45deg in oklab, #f06, #fc0)",
        "linear-gradient(#e66465, #9198e5)",
        "linear-gradient(to right, red, rgb(0 0 255 / 40%))",
        "linear-gradient(to bottom right, red, blue)",
        "linear-gradient(to top left, #0f0c29, #302b63 35%, #24243e 35%, gold)",
        "linear-gradient(to bottom right in oklch longer hue, white, #f06 30%, #08f)",
        "linear-gradient(200deg, red 10% 30%, lime, blue 90%)",
        "linear-gradient(-30deg in display-p3, color(display-p3 1 0 0), color(display-p3 0 1 0))",
        "radial-gradient(navy, gold)",
        "radial-gradient(50% 50% at 30% 35%, white, navy 70%)",
        "radial-gradient(closest-side at 25% 25% in oklab, red, blue)",
        "radial-gradient(ellipse farthest-side at 30% 70%, #fff0, teal)",
        "radial-gradient(closest-corner, red 20%, yellow, blue)",
        "conic-gradient(red, blue)",
        "conic-gradient(from 90deg at 50% 75%, red, yellow, lime, aqua, blue, magenta, red)",
        "conic-gradient(from 135deg at 25% 75% in oklab, red 90deg, blue 0.6turn, white)",
    ]

    static func state(_ s: SwiftCode.ViewSettings) -> GradientViewState {
        var state = GradientViewState()
        state.colors = s.colors.map { AdaptiveColor($0) }
        state.locations = s.locations
        state.type = s.type
        state.direction = s.direction
        state.center = s.center
        state.radius = s.radiusFraction
        state.startAngle = s.startAngle
        state.interpolation = s.interpolation
        return state
    }

    @Test(arguments: inputs)
    func theSettingsDrawWhatTheCSSDraws(_ text: String) throws {
        let css = try CSSGradient(parsing: text)
        let settings = try SwiftCode.ViewSettings(css)
        for (w, h) in Self.sizes {
            let layer = Self.state(settings).resolve(width: Double(w), height: Double(h)).layer
            let view = try Rasterizer.render(layer.paint(width: w, height: h), width: w, height: h, options: Self.options)
            let expected = try Rasterizer.render(css.paint(width: w, height: h), width: w, height: h, options: Self.options)
            let within = BitmapDifference(view, expected, cutoff: 1).fractionWithin
            #expect(within >= (settings.type == .conic ? 0.99 : 0.999), "\(text) at \(w)x\(h): \(within) within one level")
        }
    }

    /// A layer spec given an angle keeps it, and draws what the engine draws for the spec.
    @Test func anAngledLayerSpecKeepsItsAngle() throws {
        let spec = ##"{"angle": 30, "colors": ["#4b4fd8", "#ffbe5c", "white"], "locations": [0, 0.7, 1], "interpolation": "oklch"}"##
        guard case .angledLayer(let angled) = try GradientDefinition(parsing: spec) else {
            Issue.record("not read as an angled layer spec")
            return
        }
        let settings = SwiftCode.ViewSettings(angled)
        #expect(settings.direction == .angle(30) && settings.interpolation == .oklch(.shorter))
        for (w, h) in Self.sizes {
            let layer = Self.state(settings).resolve(width: Double(w), height: Double(h)).layer
            let view = try Rasterizer.render(layer.paint(width: w, height: h), width: w, height: h, options: Self.options)
            let expected = try Rasterizer.render(angled.paint(width: w, height: h), width: w, height: h, options: Self.options)
            let within = BitmapDifference(view, expected, cutoff: 1).fractionWithin
            #expect(within >= 0.999, "\(w)x\(h): \(within) within one level")
        }
    }

    /// The check can fail: a resampled layer made for one box, given at another aspect
    /// ratio, does not draw the CSS (which is why the writer keeps the settings).
    @Test func aLayerForOneBoxMissesAnother() throws {
        let css = try CSSGradient(parsing: "linear-gradient(30deg, red, blue)")
        let layer = try css.layerGradient(width: 120, height: 48)
        let view = try Rasterizer.render(layer.paint(width: 40, height: 100), width: 40, height: 100, options: Self.options)
        let expected = try Rasterizer.render(css.paint(width: 40, height: 100), width: 40, height: 100, options: Self.options)
        #expect(BitmapDifference(view, expected, cutoff: 1).fractionWithin < 0.9)
    }
}
