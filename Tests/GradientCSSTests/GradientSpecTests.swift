import Foundation
import GradientCSS
import GradientCore
import Testing

@Suite struct GradientSpecTests {
    func decode(_ json: String) throws -> LayerGradient { try GradientSpec.decode(Data(json.utf8)) }

    @Test func theContractExample() throws {
        let g = try decode(
            ##"{ "type": "axial", "colors": [[1, 0, 0, 1], "#ffff00"], "locations": null, "startPoint": [0.5, 0], "endPoint": [0.5, 1] }"##)
        #expect(g == LayerGradient(colors: [RGBA(red: 1, green: 0, blue: 0), RGBA(red: 1, green: 1, blue: 0)]))
    }

    @Test func onlyColorsIsRequired() throws {
        let g = try decode(##"{"colors": ["red", "blue"], "interpolation": "oklch-longer", "type": "conic"}"##)
        #expect(g.type == .conic && g.interpolation == .oklch(.longer) && g.locations == nil && g.startPoint == .top)
    }

    @Test func roundTrips() throws {
        let g = LayerGradient(
            type: .radial, colors: [RGBA(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4), .white], locations: [0.25, 0.75],
            startPoint: GradientPoint(x: 0.2, y: 0.3), endPoint: GradientPoint(x: 0.9, y: 1.1), interpolation: .linearSRGB)
        #expect(try GradientSpec.decode(GradientSpec.encode(g)) == g)
    }

    @Test(arguments: [
        (##"{"colors": []}"##, "The JSON spec is invalid at colors: a gradient needs at least one colour."),
        (##"{"type": "axial"}"##, "The JSON spec is missing the required key 'colors'."),
        (
            ##"{"colors": ["red", "bleu"]}"##,
            "The JSON spec is invalid at colors[1]: 'bleu' is not a colour (did you mean 'blue'?): use a hex colour such as '#ff8800', a CSS colour name, a colour function such as 'oklch(70% 0.15 200)' or 'transparent'."
        ),
        (
            ##"{"colors": ["red"], "colours": 1}"##,
            "The JSON spec is invalid at colours: 'colours' is not a key of a layer gradient; the keys are type, colors, locations, startPoint, endPoint, angle, interpolation, colorScheme, currentColor."
        ),
        (
            ##"{"colors": ["red", "blue"], "locations": [0]}"##,
            "The JSON spec is invalid at locations: there are 1 locations for 2 colours; give one per colour or null."
        ),
        (
            ##"{"colors": ["red"], "type": "diamond"}"##,
            "The JSON spec is invalid at type: 'diamond' is not a gradient type; use axial, linear, radial or conic."
        ),
        (##"{"colors": ["red"], "startPoint": [1]}"##, "The JSON spec is invalid at startPoint: a point is [x, y], exactly two numbers, not 1."),
        (
            ##"{"colors": ["red"], "interpolation": "hsv"}"##,
            "The JSON spec is invalid at interpolation: 'hsv' is not an interpolation (did you mean 'hsl'?); use one of srgb, srgb-premultiplied, srgb-linear, oklab, oklch, oklch-longer, oklch-increasing, oklch-decreasing, core-animation, swiftui, lab, lch, lch-longer, lch-increasing, lch-decreasing, hsl, hsl-longer, hsl-increasing, hsl-decreasing, hwb, hwb-longer, hwb-increasing, hwb-decreasing, xyz-d65, xyz-d50, display-p3, a98-rgb, prophoto-rgb, rec2020."
        ),
        (##"{"colors": "red"}"##, "The JSON spec is invalid at colors: expected an array."),
        (
            ##"{"colors": [red]}"##,
            "The JSON spec is not valid JSON at line 1, column 13: expected a value (an object, array, string, number, true, false or null), found 'red'."
        ),
    ])
    func errorsNameTheBadValue(json: String, message: String) {
        let error = #expect(throws: GradientError.self) { try decode(json) }
        #expect(error?.message == message)
    }

    @Test func aSpecAfterACRLFLineIsReadAsJSON() throws {
        let definition = try GradientDefinition(parsing: "\r\n{\"colors\": [\"red\", \"blue\"]}\r\n")
        guard case .layer(let layer) = definition else {
            Issue.record("read as \(definition)")
            return
        }
        #expect(layer.colors.count == 2)
    }
}
