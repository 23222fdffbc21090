import Foundation
import GradientTestSupport
import Testing

@testable import GradientCSS
@testable import GradientCore
@testable import GradientEncode
@testable import GradientRaster

/// The layer form of every conformance case draws the same picture as the CSS gradient.
///
/// Both are rendered undithered by the same rasterizer, so what differs is only the layer
/// mapping: unit points instead of the CSS line, repeats and hints as extra stops, and
/// straight-sRGB stops standing in for other interpolations (within half a level,
/// ``ColorRamp/straightSRGBStops(tolerance:maxDepth:)``). Tolerance: every channel within 1
/// level on at least 99.5% of pixels and a mean under 0.25 levels: a hard edge that runs
/// exactly through pixel centres (45° on these grids) may put those pixels on either side.
///
/// This is a differential test: both sides come from code under test. The CSS side is tied to
/// Chromium by ``CSSConformanceTests``; the layer side's external oracle is the simulator
/// renders of ``CoreAnimationFidelityTests``, which CI requires.
@Suite struct CSSGradientToLayerTests {
    @Test(arguments: CSSConformanceTests.cases)
    func layerDrawsTheSame(_ c: CSSConformanceTests.Case) throws {
        let css = try CSSGradient(parsing: c.css)
        let layer = try css.layerGradient(width: Double(c.width), height: Double(c.height))
        let options = Rasterizer.Options(dither: false, threads: 1)
        let expected = try Rasterizer.render(css.paint(width: c.width, height: c.height), width: c.width, height: c.height, options: options)
        let actual = try Rasterizer.render(layer.paint(width: c.width, height: c.height), width: c.width, height: c.height, options: options)
        let (mean, within1) = Self.compare(actual, expected)
        #expect(mean < 0.25, "\(c.name): mean \(mean)")
        #expect(within1 >= 0.995, "\(c.name): \(within1 * 100)% within 1 level")
        #expect(layer.interpolation == .srgb)
        #expect(layer.locations?.allSatisfy { $0 >= -1e-9 && $0 <= 1 + 1e-9 } == true)
    }

    /// Mean premultiplied channel difference and the fraction of pixels within 1 level
    /// (premultiplying leaves fractions: within 1.5 rounds to within 1).
    static func compare(_ a: Bitmap, _ b: Bitmap) -> (Double, Double) {
        let difference = BitmapDifference(a, b, cutoff: 1.5)
        return (difference.mean, difference.fractionWithin)
    }

    @Test func linearPointsMatchTheAngle() throws {
        // 90deg on any box is a horizontal layer gradient from the left edge to the right edge.
        let layer = try CSSGradient(parsing: "linear-gradient(90deg, red, blue)").layerGradient(width: 300, height: 100)
        #expect(abs(layer.startPoint.x) < 1e-12 && abs(layer.endPoint.x - 1) < 1e-12)
        #expect(abs(layer.startPoint.y - layer.endPoint.y) < 1e-12)
        #expect(layer.type == .axial && layer.colors == [RGBA(red: 1, green: 0, blue: 0), RGBA(red: 0, green: 0, blue: 1)])
    }

    @Test func radialAndConicTypes() throws {
        let radial = try CSSGradient(parsing: "radial-gradient(circle 50px at 25% 50%, red, blue)").layerGradient(width: 200, height: 100)
        #expect(radial.type == .radial)
        #expect(radial.startPoint == GradientPoint(x: 0.25, y: 0.5))
        #expect(abs(radial.endPoint.x - 0.5) < 1e-12 && abs(radial.endPoint.y - 1) < 1e-12)
        let conic = try CSSGradient(parsing: "conic-gradient(from 90deg, red, blue)").layerGradient(width: 200, height: 100)
        #expect(conic.type == .conic)
        #expect(conic.endPoint.x > conic.startPoint.x && abs(conic.endPoint.y - conic.startPoint.y) < 1e-6)
        // From 90deg points right of the centre; its length is r = 50 px, 0.25 of the width.
        #expect(close(conic.startPoint.x, 0.5, 1e-9) && close(conic.startPoint.y, 0.5, 1e-9))
        #expect(close(conic.endPoint.x, 0.75, 1e-9) && close(conic.endPoint.y, 0.5, 1e-9), "\(conic.endPoint)")
    }

    /// CSS measures conic angles on the pixels, a layer in its unit square: on a non-square
    /// box the layer form moves and resamples the stops so that it draws what CSS draws.
    /// Same tolerance as the conformance cases (hard edges through pixel centres may fall
    /// either way). 97 × 96 is nearly square: the stops move by less than a pixel there.
    @Test(arguments: [
        "conic-gradient(from 20deg at 30% 60%, red 0 10%, white 10% 20%, blue 20% 45%, black 45% 70%, yellow 70%)",
        "repeating-conic-gradient(from 0.1turn, #4b4fd8 0 15deg, #ffbe5c 15deg 30deg)",
        "conic-gradient(in oklch longer hue from 200deg at 80% 20%, red, blue, rgb(0 128 0 / 0.5))",
    ])
    func conicOnNonSquareBoxesDrawsWhatCSSDraws(_ text: String) throws {
        let css = try CSSGradient(parsing: text)
        for (w, h) in [(160, 60), (50, 130), (97, 96)] {
            let layer = try css.layerGradient(width: Double(w), height: Double(h))
            let options = Rasterizer.Options(dither: false, threads: 1)
            let expected = try Rasterizer.render(css.paint(width: w, height: h), width: w, height: h, options: options)
            let actual = try Rasterizer.render(layer.paint(width: w, height: h), width: w, height: h, options: options)
            let (mean, within1) = Self.compare(actual, expected)
            #expect(mean < 0.25, "\(w)x\(h) \(text): mean \(mean)")
            #expect(within1 >= 0.995, "\(w)x\(h) \(text): \(within1 * 100)% within 1 level")
            #expect(layer.type == .conic)
        }
    }

    /// A real radius beyond any grid is an ordinary ellipse for the layer form (only an ending
    /// shape of zero width or height is refused).
    @Test func aHugeRadiusStillHasALayerForm() throws {
        let css = try CSSGradient(parsing: "radial-gradient(circle 2e12px at center, red, blue)")
        let layer = try css.layerGradient(width: 300, height: 200)
        #expect(layer.type == .radial)
        #expect(layer.startPoint == GradientPoint(x: 0.5, y: 0.5))
        #expect(abs(layer.endPoint.x - (0.5 + 2e12 / 300)) < 1)
    }

    @Test func whatALayerCannotDraw() {
        #expect(
            throws: GradientError(
                .unsupported(format: "layer"), "A layer cannot draw a radial gradient whose ending shape has zero width or height and stops given in px.")
        ) {
            try CSSGradient(parsing: "radial-gradient(0 20px, red, blue 10px)").layerGradient(width: 100, height: 100)
        }
        #expect(
            throws: GradientError(.unsupported(format: "layer"), "A layer cannot draw this repeating gradient at this size: it needs more than 4096 stops.")
        ) {
            try CSSGradient(parsing: "repeating-linear-gradient(red 0, blue 0.01px)").layerGradient(width: 100, height: 100)
        }
        #expect(throws: GradientError(.invalidValue, "A layer of 0x100 cannot draw a CSS gradient: the size must be positive.")) {
            try CSSGradient(parsing: "linear-gradient(red, blue)").layerGradient(width: 0, height: 100)
        }
    }

    /// The layer form of a CSS gradient that is one colour is the colour its paint draws on a
    /// box of that size, also past 4096 points (the picture's centre, not a smaller box's).
    @Test func aSolidCSSLayerHasThePaintsColourOnLargeBoxes() throws {
        for text in ["radial-gradient(0 20px at 30% 50%, red, blue)", "linear-gradient(teal 0 0)", "conic-gradient(teal)"] {
            let css = try CSSGradient(parsing: text)
            let layer = try css.layerGradient(width: 10_000, height: 300)
            let centre = css.paint(width: 10_000, height: 300).color(x: 5_000, y: 150)
            #expect(layer.colors.allSatisfy { ColorRamp.visibleDifference($0, centre) <= 1e-9 }, "\(text)")
        }
    }
}
