import Foundation
import GradientCore
import GradientTestSupport
import Testing

/// Ramp evaluation against values worked out by hand. Tolerance 1e-9 unless stated: the
/// arithmetic is a handful of Double operations.
@Suite struct ColorRampTests {
    @Test func straightSRGBMixesEncodedComponentsAndAlphaSeparately() {
        let ramp = ColorRamp([ColorStop(.white, at: 0), ColorStop(.clear, at: 1)])
        // Straight alpha: half-way is mid grey at half opacity, the classic grey band.
        #expect(close(ramp.color(at: 0.5), RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5), 1e-9))
        #expect(close(ramp.color(at: 0.25), RGBA(red: 0.75, green: 0.75, blue: 0.75, alpha: 0.75), 1e-9))
    }

    @Test func premultipliedKeepsTheColourWhenFadingToTransparent() {
        let ramp = ColorRamp([ColorStop(.white, at: 0), ColorStop(.clear, at: 1)], interpolation: .premultipliedSRGB)
        #expect(close(ramp.color(at: 0.5), RGBA(red: 1, green: 1, blue: 1, alpha: 0.5), 1e-9))
        // Premultiplied mix of red@1 and blue@0.5 at f = 0.5: (0.5, 0, 0.25) / 0.75.
        let mixed = ColorRamp(
            [ColorStop(RGBA(red: 1, green: 0, blue: 0), at: 0), ColorStop(RGBA(red: 0, green: 0, blue: 1, alpha: 0.5), at: 1)],
            interpolation: .premultipliedSRGB)
        #expect(close(mixed.color(at: 0.5), RGBA(red: 2.0 / 3, green: 0, blue: 1.0 / 3, alpha: 0.75), 1e-9))
    }

    @Test func linearLightMidpointOfBlackAndWhite() {
        let ramp = ColorRamp([ColorStop(.black, at: 0), ColorStop(.white, at: 1)], interpolation: .linearSRGB)
        // Linear 0.5 encodes to 1.055 · 0.5^(1/2.4) − 0.055 = 0.735357.
        #expect(close(ramp.color(at: 0.5), RGBA(red: 0.735357, green: 0.735357, blue: 0.735357), 1e-6))
    }

    @Test func oklabMidpointOfBlackAndWhiteIsLHalf() {
        let ramp = ColorRamp([ColorStop(.black, at: 0), ColorStop(.white, at: 1)], interpolation: .oklab)
        // OKLab L = 0.5 grey: every LMS root is 0.5, so linear = 0.125 (the matrices map grey
        // to grey to their printed precision), encoded 1.055 · 0.125^(1/2.4) − 0.055 = 0.388572.
        let mid = ramp.color(at: 0.5)
        #expect(close(mid, RGBA(red: 0.388572, green: 0.388572, blue: 0.388572), 1e-4))
    }

    /// Hue interpolation between oklch hues 30° and 300° (CSS Color 4 §12.4): shorter goes
    /// through 345°, longer through 165°, increasing through 165°, decreasing through 345°.
    @Test(arguments: [
        (Interpolation.HueMethod.shorter, 345.0), (.longer, 165.0), (.increasing, 165.0), (.decreasing, 345.0),
    ])
    func hueMethods(method: Interpolation.HueMethod, midHue: Double) throws {
        let a = OKLCH(l: 0.7, c: 0.1, h: 30).oklab.rgba()
        let b = OKLCH(l: 0.7, c: 0.1, h: 300).oklab.rgba()
        let ramp = ColorRamp([ColorStop(a, at: 0), ColorStop(b, at: 1)], interpolation: .oklch(method))
        let mid = OKLCH(ramp.color(at: 0.5))
        let h = try #require(mid.h)
        #expect(abs(h - midHue) < 1e-3)
        #expect(abs(mid.c - 0.1) < 1e-4)
    }

    @Test func missingHueTakesTheOtherEnd() throws {
        let blue = RGBA(red: 0, green: 0, blue: 1)
        let ramp = ColorRamp([ColorStop(.white, at: 0), ColorStop(blue, at: 1)], interpolation: .oklch(.shorter))
        let h = try #require(OKLCH(ramp.color(at: 0.5)).h)
        #expect(abs(h - OKLCH(blue).h!) < 1e-3)
    }

    @Test func padExtendsTheEndColours() {
        let ramp = ColorRamp([ColorStop(.black, at: 0.25), ColorStop(.white, at: 0.75)])
        #expect(ramp.color(at: -3) == .black)
        #expect(ramp.color(at: 0.1) == .black)
        #expect(ramp.color(at: 0.9) == .white)
        #expect(ramp.color(at: .nan) == .white)
        #expect(close(ramp.color(at: 0.5), RGBA(red: 0.5, green: 0.5, blue: 0.5), 1e-9))
    }

    @Test func repeatWrapsByThePeriod() {
        let ramp = ColorRamp([ColorStop(.black, at: 0.25), ColorStop(.white, at: 0.75)], extend: .repeat)
        #expect(close(ramp.color(at: 1.0), ramp.color(at: 0.5), 1e-9))
        // -0.125 is 0.375 periods before 0.25, i.e. 0.125 past 0.25 + 0: f = 0.125 / 0.5 = 0.25.
        #expect(close(ramp.color(at: -0.125), RGBA(red: 0.25, green: 0.25, blue: 0.25), 1e-9))
        #expect(close(ramp.color(at: 0.25 + 0.5 * 7 + 0.1), RGBA(red: 0.2, green: 0.2, blue: 0.2), 1e-9))
    }

    /// CSS Images 4 hint rule: at the hint position the mix is half and half; elsewhere the
    /// weight is f^(ln 0.5 / ln H). With H = 0.25 and f = 0.5: 0.5^(0.5) = 0.707107.
    @Test func hintsBendTheMix() {
        #expect(abs(ColorRamp.applyHint(0.25, 0.25) - 0.5) < 1e-9)
        #expect(abs(ColorRamp.applyHint(0.5, 0.25) - 0.707107) < 1e-6)
    }

    @Test func emptyRampIsTransparentAndNonFiniteStopsAreDropped() {
        #expect(ColorRamp([]).color(at: 0.5) == .clear)
        let ramp = ColorRamp([ColorStop(.black, at: .nan), ColorStop(.white, at: 0.5)])
        #expect(ramp.stops.count == 1)
        #expect(ramp.color(at: 0) == .white)
    }

}
