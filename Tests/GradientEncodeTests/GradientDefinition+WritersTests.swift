import Foundation
import GradientCSS
import GradientCore
import GradientEncode
import GradientTestSupport
import Testing

/// The writers refuse what their format cannot hold, with the sentence the command prints,
/// instead of writing another picture; and what they write is kept as snapshot files
/// (`Snapshots/`, recorded with `RECORD_SNAPSHOTS=1`), so that any change to it is seen.
@Suite struct GradientDefinitionWritersTests {
    static let coreAnimationInCSS = """
        CSS cannot hold the interpolation 'core-animation' of a CSS gradient (CSS has no such mixing): \
        write PNG or SVG, or give the gradient as a JSON layer spec.
        """

    @Test func cssAndJSONRefuseCoreAnimationMixingOfCSS() throws {
        let gradient = try GradientDefinition(parsing: "linear-gradient(red, blue)").withInterpolation(.coreAnimation)
        #expect(throws: GradientError(.unsupported(format: "CSS"), Self.coreAnimationInCSS)) { try gradient.css(width: 10, height: 10) }
        let json = Self.coreAnimationInCSS.replacingOccurrences(of: "CSS cannot", with: "JSON cannot")
        #expect(throws: GradientError(.unsupported(format: "JSON"), json)) { try gradient.json() }
        guard case .css(let css) = gradient else { throw GradientError(.invalidValue, "a CSS gradient") }
        #expect(throws: GradientError(.unsupported(format: "JSON"), json)) { try GradientSpec.encode(css) }
        // PNG and SVG draw it.
        #expect(try gradient.svg(width: 10, height: 10).hasPrefix("<svg "))
    }

    /// Straight-alpha sRGB differs from CSS's premultiplied mixing only between translucent
    /// colours: opaque ones are written, translucent ones refused, in any layer of a list.
    @Test func straightAlphaIsRefusedOnlyWithTranslucentColours() throws {
        let opaque = try GradientDefinition(parsing: "linear-gradient(red, blue)").withInterpolation(.srgb)
        #expect(try opaque.css(width: 10, height: 10) == "linear-gradient(in srgb, red, blue)")
        let list = try GradientDefinition(parsing: "linear-gradient(red, blue), linear-gradient(red, #00f8)").withInterpolation(.srgb)
        let message = """
            CSS cannot hold the interpolation 'srgb' (straight alpha) of a CSS gradient with translucent colours \
            (CSS mixes premultiplied): use 'srgb-premultiplied', or write PNG or SVG.
            """
        #expect(throws: GradientError(.unsupported(format: "CSS"), message)) { try list.css(width: 10, height: 10) }
        guard case .stack(let layers) = list else { throw GradientError(.invalidValue, "a list") }
        #expect(throws: GradientError.self) { try GradientSpec.encode(layers) }
    }

    /// A layer gradient in any mode converts: its ramp becomes extra stops.
    @Test func aLayerInAnyModeIsWrittenAsCSS() throws {
        let layer = GradientDefinition.layer(LayerGradient(colors: [RGBA(red: 1, green: 0, blue: 0.4, alpha: 0.5), .white], interpolation: .coreAnimation))
        let css = try layer.css(width: 100, height: 50)
        #expect(css.hasPrefix("linear-gradient("))
        #expect(try GradientDefinition(parsing: String(decoding: try layer.json(), as: UTF8.self)) == layer)
    }

    @Test func swiftCodeRefusesAList() throws {
        let list = try GradientDefinition(parsing: "linear-gradient(red, blue), radial-gradient(white, black)")
        let message = """
            Swift code configures one GradientView, which draws one gradient, and this CSS stacks 2: \
            write it as PNG, SVG, CSS or JSON, or give one gradient.
            """
        #expect(throws: GradientError(.unsupported(format: "Swift"), message)) { try list.swiftSource(width: 10, height: 10) }
        #expect(try GradientDefinition(parsing: "linear-gradient(red, blue)").swiftSource(width: 10, height: 10).contains("static let colors: [RGBA] = ["))
    }

    /// The inputs whose outputs are kept as snapshots: CSS in OKLab, a layer spec with
    /// diagonal points, a radial spec, a list of layers, a conic gradient.
    static let inputs: [(name: String, text: String)] = [
        ("oklab", "linear-gradient(45deg in oklab, #f06, #fc0)"),
        ("sunset", ##"{"type": "axial", "colors": ["#ff5e62", "#ff9966", "#ffd86f"], "startPoint": [0, 1], "endPoint": [1, 0], "interpolation": "oklab"}"##),
        ("radial", #"{"type": "radial", "colors": ["white", "navy"], "startPoint": [0.5, 0.5], "endPoint": [1, 1]}"#),
        ("layers", "linear-gradient(#0000 40%, #000b), linear-gradient(to right, #ff512f, #dd2476)"),
        ("conic", "conic-gradient(from 90deg, red, yellow, lime, aqua, blue, magenta, red)"),
    ]

    /// Each input in each text format at 320 × 180, or the format's refusal (SVG has no conic
    /// gradient, Swift code no list), as the file `<input>.<format>`.
    @Test(arguments: ["svg", "css", "json", "swift"]) func theWrittenTextIsTheSnapshot(_ format: String) throws {
        let folder = Snapshot.folder(besides: #filePath)
        for (name, text) in Self.inputs {
            let gradient = try GradientDefinition(parsing: text)
            var output: String
            do {
                switch format {
                case "svg": output = try gradient.svg(width: 320, height: 180)
                case "css": output = try gradient.css(width: 320, height: 180) + "\n"
                case "json": output = String(decoding: try gradient.json(), as: UTF8.self)
                default: output = try gradient.swiftSource(width: 320, height: 180)
                }
            } catch let error as GradientError {
                output = "refused: \(error.message)\n"
            }
            let outcome = try Snapshot.check(output, named: "\(name).\(format)", in: folder)
            #expect(outcome.passes, "\(name).\(format): \(outcome)")
        }
    }
}
