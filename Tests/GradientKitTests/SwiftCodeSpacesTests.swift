import Testing

@testable import GradientCore
@testable import GradientEncode

/// The Swift code written for the new interpolation modes names the engine's cases, and the
/// view's, as a user would type them.
@Suite struct SwiftCodeSpacesTests {
    @Test(arguments: [
        (Interpolation.lab, ".lab"), (.lch(.longer), ".lch(.longer)"), (.hsl(.shorter), ".hsl(.shorter)"),
        (.hwb(.decreasing), ".hwb(.decreasing)"), (.xyzD65, ".xyzD65"), (.xyzD50, ".xyzD50"), (.displayP3, ".displayP3"),
        (.a98RGB, ".a98RGB"), (.proPhotoRGB, ".proPhotoRGB"), (.rec2020, ".rec2020"),
    ])
    func literals(_ mode: Interpolation, _ literal: String) {
        #expect(SwiftCode.interpolationLiteral(mode) == literal)
        // ViewInterpolation has the same cases under the same names.
        #expect(SwiftCode.viewInterpolationLiteral(mode) == literal)
    }

    @Test func oldSpellingsAreUnchanged() {
        #expect(SwiftCode.viewInterpolationLiteral(.premultipliedSRGB) == ".premultiplied")
        #expect(SwiftCode.viewInterpolationLiteral(.linearSRGB) == ".linear")
        #expect(SwiftCode.viewInterpolationLiteral(.srgb) == ".coreAnimation")
        #expect(SwiftCode.interpolationLiteral(.oklch(.longer)) == ".oklch(.longer)")
    }
}
