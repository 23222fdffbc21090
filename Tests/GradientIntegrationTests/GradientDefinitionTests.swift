import Foundation
import Testing

@testable import GradientCSS
@testable import GradientCore
@testable import GradientEncode
@testable import GradientRaster
@testable import GradientViewModel

/// CSS through the ``GradientDefinition`` front door: parsing, JSON, SVG, CSS output and summaries.
@Suite struct GradientDefinitionTests {
    @Test func parsingDispatchesOnTheText() throws {
        #expect(
            try GradientDefinition(parsing: " conic-gradient(from 45deg, red, blue) ")
                == .css(try CSSGradient(parsing: "conic-gradient(from 45deg, red, blue)")))
        #expect(try GradientDefinition(parsing: #"{"css": "linear-gradient(red, blue)"}"#) == .css(try CSSGradient(parsing: "linear-gradient(red, blue)")))
        guard case .layer = try GradientDefinition(parsing: #"{"colors": ["red", "blue"]}"#) else {
            Issue.record("not a layer")
            return
        }
    }

    @Test(arguments: [
        ("linear-gradient(red, bleu)", "expected a colour at column 22, found 'bleu' (did you mean 'blue'?)."),
        (#"{"css": 3}"#, "The JSON spec is invalid at css: expected a string of CSS gradient text."),
        (
            #"{"css": "linear-gradient(red, blue)", "colors": []}"#,
            "The JSON spec is invalid: 'colors' cannot go with 'css'; a CSS spec has the keys 'css', 'colorScheme' and 'currentColor' only."
        ),
        (#"{"css": "red"}"#, "expected a gradient function such as 'linear-gradient(', 'radial-gradient(' or 'conic-gradient(' at column 1, found 'red'."),
        ("#fff", "'#fff' is not a gradient: give CSS such as 'linear-gradient(red, blue)' or a JSON spec such as {\"colors\": [\"red\", \"blue\"]}."),
    ])
    func errors(_ text: String, _ message: String) {
        let error = #expect(throws: GradientError.self) { try GradientDefinition(parsing: text) }
        #expect(error?.message == message)
    }

    @Test func jsonRoundTrip() throws {
        let g = try GradientDefinition(parsing: "repeating-conic-gradient(from 10deg at 25% 75%, red, blue 25%, red 50%)")
        let json = String(decoding: try g.json(), as: UTF8.self)
        #expect(json == "{\n  \"css\" : \"repeating-conic-gradient(from 10deg at 25% 75%, red, blue 25%, red 50%)\"\n}\n")
        #expect(try GradientDefinition(parsing: json) == g)
    }

    @Test func summaries() throws {
        #expect(try GradientDefinition(parsing: "repeating-linear-gradient(red, 30%, blue, green)").summary == "CSS repeating linear, 3 colours")
        #expect(try GradientDefinition(parsing: "radial-gradient(red)").summary == "CSS radial, 1 colour")
    }

    @Test func svgForWhatSVGCanDraw() throws {
        let svg = try GradientDefinition(parsing: "linear-gradient(to right, red, blue)").svg(width: 100, height: 50)
        #expect(svg.contains("<linearGradient id=\"g\" gradientUnits=\"objectBoundingBox\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"0\">"))
        #expect(svg.contains("<stop offset=\"0\" stop-color=\"#ff0000\"/>") && svg.contains("<stop offset=\"1\" stop-color=\"#0000ff\"/>"))
        let radial = try GradientDefinition(parsing: "radial-gradient(circle 25px, red, blue)").svg(width: 100, height: 50)
        #expect(radial.contains("<radialGradient"))
        #expect(throws: GradientError(.unsupported(format: "SVG"), "SVG has no conic gradient: write a conic gradient as PNG, JSON or CSS instead.")) {
            try GradientDefinition(parsing: "conic-gradient(red, blue)").svg(width: 10, height: 10)
        }
    }

    @Test func cssOutput() throws {
        #expect(try GradientDefinition(parsing: "linear-gradient(45deg, red, blue)").css(width: 10, height: 10) == "linear-gradient(45deg, red, blue)")
        #expect(
            GradientDefinition.layer(LayerGradient(colors: [.black, .white])).css(width: 10, height: 10)
                == "linear-gradient(rgb(0, 0, 0) 0%, rgb(255, 255, 255) 100%)")
    }
}
