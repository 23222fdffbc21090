import GradientCSS
import Testing

@testable import GradientCore
@testable import GradientEncode

/// The Swift code written for the interpolation modes names the engine's cases as a user
/// would type them, for the layer value and the view alike.
@Suite struct SwiftCodeInterpolationTests {
    @Test(arguments: [
        (Interpolation.lab, ".lab"), (.lch(.longer), ".lch(.longer)"), (.hsl(.shorter), ".hsl(.shorter)"),
        (.hwb(.decreasing), ".hwb(.decreasing)"), (.xyzD65, ".xyzD65"), (.xyzD50, ".xyzD50"), (.displayP3, ".displayP3"),
        (.a98RGB, ".a98RGB"), (.proPhotoRGB, ".proPhotoRGB"), (.rec2020, ".rec2020"), (.srgb, ".srgb"),
        (.premultipliedSRGB, ".premultipliedSRGB"), (.linearSRGB, ".linearSRGB"), (.coreAnimation, ".coreAnimation"),
        (.oklch(.longer), ".oklch(.longer)"),
    ])
    func literals(_ mode: Interpolation, _ literal: String) {
        #expect(SwiftCode.interpolationLiteral(mode) == literal)
    }

    /// The layer form names the mode in the layer and hands the layer's to the view; the
    /// view-settings form names it once and hands it to the view and to `GradientFill`.
    @Test(arguments: Interpolation.allCases)
    func theViewGetsTheEnginesLiteral(_ mode: Interpolation) throws {
        let source = try SwiftCode.source(LayerGradient(colors: [.white, .black], interpolation: mode), width: 300, height: 200)
        let literal = SwiftCode.interpolationLiteral(mode)
        #expect(source.contains("        interpolation: \(literal))\n"), "\(mode.name)")
        #expect(source.contains("        view.interpolation = layer.interpolation\n"), "\(mode.name)")
        var settings = try SwiftCode.ViewSettings(CSSGradient(parsing: "linear-gradient(white, black)"))
        settings.interpolation = mode
        let code = try SwiftCode.source(settings, width: 300, height: 200)
        #expect(code.contains("    static let interpolation: Interpolation = \(literal)\n"), "\(mode.name)")
        #expect(code.contains("        configuration.interpolation = interpolation\n"), "\(mode.name)")
        #expect(code.contains("interpolation: interpolation)\n"), "\(mode.name)")
    }
}
