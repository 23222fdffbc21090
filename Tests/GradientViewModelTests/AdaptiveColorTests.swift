import GradientCSS
import GradientCore
import GradientRaster
import GradientViewModel
import Testing

@Suite struct AdaptiveColorTests {
    @Test func darkVariantAppliesOnlyInDarkAppearance() {
        let c = AdaptiveColor(light: .white, dark: .black)
        #expect(c.resolved(for: .light) == .white)
        #expect(c.resolved(for: .dark) == .black)
    }

    @Test func fixedColourIsTheSameEverywhere() {
        let red = RGBA(red: 1, green: 0, blue: 0)
        for appearance in Appearance.allCases { #expect(AdaptiveColor(red).resolved(for: appearance) == red) }
    }
}
