import GradientCore
import Testing

@testable import GradientCSS

/// `withInterpolation(_:)` sets the mode of every form: the layer's, the CSS gradient's `in`,
/// each layer of a list, and nothing else; a mesh, which mixes in its own colour space, is
/// refused in one sentence.
@Suite struct GradientDefinitionInterpolationTests {
    @Test func everyFormTakesTheMode() throws {
        let layer = LayerGradient(colors: [.black, .white], interpolation: .srgb)
        var expectedLayer = layer
        expectedLayer.interpolation = .oklch(.longer)
        #expect(try GradientDefinition.layer(layer).withInterpolation(.oklch(.longer)) == .layer(expectedLayer))

        let css = try GradientDefinition(parsing: "linear-gradient(45deg, red, blue)")
        #expect(try css.withInterpolation(.lab) == (try GradientDefinition(parsing: "linear-gradient(45deg in lab, red, blue)")))

        let list = try GradientDefinition(parsing: "linear-gradient(red, blue), radial-gradient(in oklab, white, black)")
        let mixed = try GradientDefinition(parsing: "linear-gradient(in hsl longer hue, red, blue), radial-gradient(in hsl longer hue, white, black)")
        #expect(try list.withInterpolation(.hsl(.longer)) == mixed)
    }

    @Test func aMeshIsRefused() throws {
        let mesh = try GradientDefinition(
            parsing: #"{"mesh": {"width": 2, "height": 2, "points": [[0, 0], [1, 0], [0, 1], [1, 1]], "colors": ["red", "blue", "gold", "navy"]}}"#)
        #expect(throws: GradientError.self) { try mesh.withInterpolation(.oklab) }
        do {
            _ = try mesh.withInterpolation(.oklab)
        } catch let error as GradientError {
            #expect(error.message == #"--interpolation does not apply to a mesh gradient: set its "colorSpace" to "device" or "perceptual" instead."#)
        }
    }
}
