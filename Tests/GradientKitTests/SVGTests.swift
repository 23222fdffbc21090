import GradientKit
import Testing

@Suite struct SVGTests {
    @Test func axialUsesBoundingBoxUnitsAndTheLayerPoints() throws {
        let g = LayerGradient(
            colors: [RGBA(red: 1, green: 0, blue: 0), RGBA(red: 0, green: 0, blue: 1, alpha: 0.5)],
            startPoint: .topLeft, endPoint: GradientPoint(x: 1, y: 0.25))
        let svg = try SVG.document(g, width: 300, height: 200)
        #expect(svg.hasPrefix(##"<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="0 0 300 200">"##))
        #expect(svg.contains(##"<linearGradient id="g" gradientUnits="objectBoundingBox" x1="0" y1="0" x2="1" y2="0.25">"##))
        #expect(svg.contains(##"<stop offset="0" stop-color="#ff0000"/>"##))
        #expect(svg.contains(##"<stop offset="1" stop-color="#0000ff" stop-opacity="0.5"/>"##))
        #expect(svg.contains(##"<rect width="300" height="200" fill="url(#g)"/>"##))
    }

    @Test func radialScalesTheUnitCircleToTheLayerEllipse() throws {
        let g = LayerGradient(type: .radial, colors: [.white, .black], startPoint: .center, endPoint: GradientPoint(x: 1, y: 0.75))
        let svg = try SVG.document(g, width: 100, height: 100)
        #expect(svg.contains(##"cx="0" cy="0" r="1" gradientTransform="translate(0.5 0.5) scale(0.5 0.25)""##))
    }

    @Test func perceptualModesBecomeMoreStops() throws {
        let g = LayerGradient(colors: [.black, .white], interpolation: .oklab)
        let svg = try SVG.document(g, width: 10, height: 10)
        let count = svg.components(separatedBy: "<stop ").count - 1
        #expect(count > 2)
        #expect(count == g.ramp.straightSRGBStops().count)
    }

    @Test func conicIsRefused() {
        let g = LayerGradient(type: .conic, colors: [.black, .white])
        #expect(throws: GradientError(.unsupported(format: "SVG"), "SVG has no conic gradient: write a conic gradient as PNG, JSON or CSS instead.")) {
            try SVG.document(g, width: 10, height: 10)
        }
    }

    @Test func degenerateGeometryIsWhatTheLayerDraws() throws {
        // Start = end: Core Animation's full-width left-to-right ramp.
        let g = LayerGradient(colors: [.black, RGBA(red: 0, green: 0.5, blue: 1)], startPoint: .center, endPoint: .center)
        let svg = try SVG.document(g, width: 10, height: 10)
        #expect(svg.contains(##"<linearGradient id="g" gradientUnits="objectBoundingBox" x1="0" y1="0" x2="1" y2="0">"##))
        // A zero radius: nothing.
        let flat = LayerGradient(type: .radial, colors: [.black, .white], startPoint: .center, endPoint: GradientPoint(x: 1, y: 0.5))
        let none = try SVG.document(flat, width: 10, height: 10)
        #expect(none.contains(##"<rect width="10" height="10" fill="none"/>"##))
        #expect(!none.contains("Gradient"))
        // A non-finite point: the last colour.
        let nan = LayerGradient(colors: [.black, RGBA(red: 0, green: 0.5, blue: 1)], startPoint: GradientPoint(x: .nan, y: 0))
        #expect(try SVG.document(nan, width: 10, height: 10).contains(##"<rect width="10" height="10" fill="#0080ff"/>"##))
    }
}
