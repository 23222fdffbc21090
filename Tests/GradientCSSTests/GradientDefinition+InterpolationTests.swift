import GradientCore
import Testing

@testable import GradientCSS

/// `withInterpolation(_:)` sets the mode of every form: the layer's, the CSS gradient's `in`,
/// each layer of a list, and nothing else.
@Suite struct GradientDefinitionInterpolationTests {
    @Test func everyFormTakesTheMode() throws {
        let layer = LayerGradient(colors: [.black, .white], interpolation: .srgb)
        var expectedLayer = layer
        expectedLayer.interpolation = .oklch(.longer)
        #expect(GradientDefinition.layer(layer).withInterpolation(.oklch(.longer)) == .layer(expectedLayer))

        let css = try GradientDefinition(parsing: "linear-gradient(45deg, red, blue)")
        #expect(css.withInterpolation(.lab) == (try GradientDefinition(parsing: "linear-gradient(45deg in lab, red, blue)")))

        let list = try GradientDefinition(parsing: "linear-gradient(red, blue), radial-gradient(in oklab, white, black)")
        let mixed = try GradientDefinition(parsing: "linear-gradient(in hsl longer hue, red, blue), radial-gradient(in hsl longer hue, white, black)")
        #expect(list.withInterpolation(.hsl(.longer)) == mixed)
    }
}
