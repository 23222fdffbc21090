import Foundation
import GradientCSS
import GradientCore
import GradientEncode
import GradientRaster
import GradientTestSupport
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

    /// Sizes are CSS px and need not be whole: `--size 100.5x20` is a 100.5 px wide document.
    @Test func sizesAreCSSPixelsWrittenAsGiven() throws {
        let svg = try SVG.document(LayerGradient(colors: [.white, .black]), width: 100.5, height: 20)
        #expect(svg.hasPrefix(##"<svg xmlns="http://www.w3.org/2000/svg" width="100.5" height="20" viewBox="0 0 100.5 20">"##))
        #expect(svg.contains(##"<rect width="100.5" height="20" fill="url(#g)"/>"##))
    }

    /// A CSS length keeps its size in px: a 20 px hard stop on a 200 px wide box is a tenth
    /// of the way across (CSS Images 3 §3.1: `to right`'s line is the box's width). The layer
    /// form starts its line at the edge: both colours at offset 0 of a line from x = 0.1.
    @Test func cssLengthsAreLaidOutOnTheDocumentsSize() throws {
        let svg = try GradientDefinition(parsing: "linear-gradient(to right, navy 20px, gold 20px)").svg(width: 200, height: 20)
        #expect(svg.contains(##"<linearGradient id="g" gradientUnits="objectBoundingBox" x1="0.1" y1="0" x2="1.1" y2="0">"##))
        #expect(svg.contains(##"<stop offset="0" stop-color="#000080"/>"##) && svg.contains(##"<stop offset="0" stop-color="#ffd700"/>"##))
    }

    @Test func radialScalesTheUnitCircleToTheLayerEllipse() throws {
        let g = LayerGradient(type: .radial, colors: [.white, .black], startPoint: .center, endPoint: GradientPoint(x: 1, y: 0.75))
        let svg = try SVG.document(g, width: 100, height: 100)
        #expect(svg.contains(##"cx="0" cy="0" r="1" gradientTransform="translate(0.5 0.5) scale(0.5 0.25)""##))
    }

    /// The `<stop>` elements of a document: offset, colour and opacity (1 when not written).
    func stops(_ svg: String) throws -> [ColorStop] {
        let element = /<stop offset="([^"]+)" stop-color="#([0-9a-f]{6})"(?: stop-opacity="([^"]+)")?\/>/
        return try svg.matches(of: element).map { m in
            let hex = try #require(Int(m.output.2, radix: 16))
            let color = RGBA(red8: UInt8(hex >> 16), green8: UInt8(hex >> 8 & 0xFF), blue8: UInt8(hex & 0xFF))
            let opacity = try m.output.3.map { try #require(Double($0)) } ?? 1
            return ColorStop(color.withAlpha(multipliedBy: opacity), at: try #require(Double(m.output.1)))
        }
    }

    /// Black to white mixed in OKLab is the grey of lightness `t`: for a neutral colour the
    /// OKLab cone responses all equal L, so linear sRGB is L³ (Ottosson 2020), then encoded
    /// with the sRGB transfer function (IEC 61966-2-1). An SVG viewer mixes the written stops
    /// straight; at 256 points that must stay within one level of the OKLab grey.
    @Test func perceptualModesBecomeMoreStops() throws {
        let g = LayerGradient(colors: [.black, .white], interpolation: .oklab)
        let svg = try SVG.document(g, width: 10, height: 10)
        let count = svg.components(separatedBy: "<stop ").count - 1
        #expect(count > 2)
        let written = try stops(svg)
        #expect(written.count == count)
        #expect(written.first?.location == 0 && written.last?.location == 1)
        #expect(zip(written, written.dropFirst()).allSatisfy { $0.location < $1.location })
        func encoded(_ linear: Double) -> Double { linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055 }
        var worst = 0.0
        for k in 0..<256 {
            let t = (Double(k) + 0.5) / 256
            let grey = encoded(t * t * t)
            let drawn = StraightStops.color(written, at: t)
            worst = max(worst, [drawn.red, drawn.green, drawn.blue].map { abs($0 - grey) * 255 }.max()!, abs(drawn.alpha - 1) * 255)
        }
        #expect(worst <= 1, "worst \(worst) levels over \(written.count) stops")
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
