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

    @Test(arguments: Interpolation.allCases)
    func theViewGetsTheEnginesLiteral(_ mode: Interpolation) {
        let source = SwiftCode.source(LayerGradient(colors: [.white, .black], interpolation: mode), width: 300, height: 200)
        let literal = SwiftCode.interpolationLiteral(mode)
        #expect(source.contains("    interpolation: \(literal))\n"), "\(mode.name)")
        #expect(source.contains("    view.interpolation = \(literal)\n"), "\(mode.name)")
    }
}
