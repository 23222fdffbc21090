import GradientTestSupport
import Testing

@testable import GradientCore

/// ``LayerGradient/init(projecting:width:height:maxStops:)``: the layer draws what the paint
/// draws, for any shading, and always with at least two colours.
@Suite struct LayerProjectionTests {
    let red = RGBA(red: 1, green: 0, blue: 0)
    let blue = RGBA(red: 0, green: 0, blue: 1, alpha: 0.5)

    /// The largest difference between what `paint` and `layer`'s paint give at 200 random points.
    func worstDifference(_ paint: GradientPaint, _ layer: LayerGradient, _ w: Int, _ h: Int, seed: UInt64) -> Double {
        var g = SplitMix64(seed: seed)
        let drawn = layer.paint(width: w, height: h)
        return (0..<200).map { _ -> Double in
            let x = g.unit() * Double(w)
            let y = g.unit() * Double(h)
            return ColorRamp.visibleDifference(paint.color(x: x, y: y), drawn.color(x: x, y: y))
        }.max() ?? 0
    }

    @Test func aLayersOwnPaintProjectsBackToWhatItDraws() throws {
        var g = SplitMix64(seed: 3)
        for type in GradientType.allCases {
            for mode in [Interpolation.srgb, .oklab, .premultipliedSRGB] {
                let (w, h) = (40 + Int(g.unit() * 200), 40 + Int(g.unit() * 200))
                let layer = LayerGradient(
                    type: type, colors: [red, .white, blue], locations: [0.1, 0.4, 0.9],
                    startPoint: GradientPoint(x: g.unit(), y: g.unit()), endPoint: GradientPoint(x: g.unit(), y: g.unit()),
                    interpolation: mode)
                let paint = layer.paint(width: w, height: h)
                let projected = try LayerGradient(projecting: paint, width: Double(w), height: Double(h), maxStops: 4096)
                #expect(projected.interpolation == .srgb)
                #expect(worstDifference(paint, projected, w, h, seed: 9) <= 1.0 / 255, "\(type) \(mode.name) \(w)x\(h)")
            }
        }
    }

    /// A conic paint measuring angles on the pixels (as CSS does) is re-measured for the layer.
    @Test func aPixelConicBecomesAUnitSquareConic() throws {
        let ramp = ColorRamp([ColorStop(red, at: 0), ColorStop(.white, at: 0.3), ColorStop(blue, at: 1)], interpolation: .oklab)
        let paint = GradientPaint(shading: .conic(center: [70, 20], startAngle: 0.4), ramp: ramp)
        let layer = try LayerGradient(projecting: paint, width: 160, height: 50, maxStops: 4096)
        #expect(layer.type == .conic)
        // Away from the centre, where a pixel's angle is well defined.
        var g = SplitMix64(seed: 4)
        for _ in 0..<200 {
            let (x, y) = (g.unit() * 160, g.unit() * 50)
            guard abs(x - 70) > 5 || abs(y - 20) > 5 else { continue }
            #expect(ColorRamp.visibleDifference(paint.color(x: x, y: y), layer.paint(width: 160, height: 50).color(x: x, y: y)) <= 1.0 / 255)
        }
    }

    @Test func aRepeatNeedingTooManyStopsThrows() {
        let ramp = ColorRamp([ColorStop(red, at: 0), ColorStop(blue, at: 0.001)], extend: .repeat)
        #expect(throws: GradientError(.unsupported(format: "layer"), "A layer cannot draw this repeating gradient at this size: it needs more than 100 stops."))
        {
            try LayerGradient(projecting: GradientPaint(shading: .line(from: [0, 0], to: [10, 0]), ramp: ramp), width: 10, height: 10, maxStops: 100)
        }
    }

    /// Any ellipse projects, however long (a CSS ending shape of zero width, which no layer can
    /// draw, is refused by the CSS side, CSSGradient+LayerTests); a radius-1 circle too.
    @Test func extremeRadialPaints() throws {
        let ramp = ColorRamp([ColorStop(red, at: 0), ColorStop(blue, at: 10)])
        let long = GradientPaint(shading: .radial(center: [50, 50], radiusX: 1, radiusY: 2e12), ramp: ramp)
        let stripes = try LayerGradient(projecting: long, width: 100, height: 100, maxStops: 4096)
        #expect(worstDifference(long, stripes, 100, 100, seed: 1) <= 1.0 / 255)
        let circle = GradientPaint(shading: .radial(center: [50, 50], radiusX: 1, radiusY: 1), ramp: ramp)
        let layer = try LayerGradient(projecting: circle, width: 100, height: 100, maxStops: 4096)
        #expect(worstDifference(circle, layer, 100, 100, seed: 2) <= 1.0 / 255)
    }

    /// A linear paint without a line draws one position everywhere: its `t0` when the gradient
    /// is zero; the layer is that colour.
    @Test func aLinearPaintWithoutALineIsItsOneColour() throws {
        let ramp = ColorRamp([ColorStop(red, at: 0), ColorStop(blue, at: 1)])
        let flat = GradientPaint(shading: .linear(dtdx: 0, dtdy: 0, t0: 0.5), ramp: ramp)
        let layer = try LayerGradient(projecting: flat, width: 10, height: 10, maxStops: 4096)
        #expect(layer == .solid(RGBA(red: 0.5, green: 0, blue: 0.5, alpha: 0.75)))  // half way, straight
        let broken = GradientPaint(shading: .linear(dtdx: .nan, dtdy: 0, t0: 0.5), ramp: ramp)
        #expect(try LayerGradient(projecting: broken, width: 10, height: 10, maxStops: 4096) == .solid(blue))
    }

    @Test func everyLayerHasTwoColoursAtLeast() throws {
        let one = ColorRamp([ColorStop(red, at: 0.5)])
        let none = ColorRamp([])
        // Every stop before a radial centre: one colour is left, doubled.
        let before = ColorRamp([ColorStop(red, at: -2), ColorStop(blue, at: -1)])
        for (shading, ramp) in [
            (Shading.line(from: [0, 0], to: [10, 0]), one), (.uniform(0.5), none),
            (.radial(center: [5, 5], radiusX: 3, radiusY: 4), before),
        ] {
            let layer = try LayerGradient(projecting: GradientPaint(shading: shading, ramp: ramp), width: 10, height: 10, maxStops: 4096)
            #expect(layer.colors.count >= 2, "\(shading)")
        }
    }

}
