import Foundation
import GradientCore
import GradientTestSupport
import Testing

/// Ramps mixing in every CSS Color 4 space, against the spec's arithmetic done by hand:
/// CSS Color 4 §12.3 (premultiply every component but the hue, mix, divide by the mixed
/// alpha), §12.4 (hue methods), §12.2 (missing components taken from the other colour).
/// Tolerance 1e-9 where the expected value is closed-form arithmetic on exact inputs, 1e-6
/// where it goes through the published matrices (their rational forms are exact to double
/// rounding, but white is white only to about 1e-12 through three of them).
@Suite struct InterpolationTests {
    private static let red = RGBA(red: 1, green: 0, blue: 0)
    private static let blue = RGBA(red: 0, green: 0, blue: 1)

    private func mid(_ a: RGBA, _ b: RGBA, _ mode: Interpolation, missing: (MissingComponents, MissingComponents) = ([], [])) -> RGBA {
        ColorRamp([ColorStop(a, at: 0, missing: missing.0), ColorStop(b, at: 1, missing: missing.1)], interpolation: mode).color(at: 0.5)
    }

    /// The sRGB encoding of a linear grey.
    private func grey(linear v: Double) -> RGBA {
        let e = SRGBTransfer.encoded(v)
        return RGBA(red: e, green: e, blue: e)
    }

    /// XYZ is linear in linear-light sRGB, so the XYZ midpoint of red and blue is the linear
    /// midpoint: each channel linear 0.5, encoded 1.055 · 0.5^(1/2.4) − 0.055 = 0.735357.
    @Test(arguments: [Interpolation.xyzD65, .xyzD50, .linearSRGB])
    func linearSpacesMixLinearLight(_ mode: Interpolation) {
        #expect(close(mid(Self.red, Self.blue, mode), RGBA(red: 0.735357, green: 0, blue: 0.735357), 1e-6))
    }

    /// Black and white half-way in each encoded RGB space is the space's encoded 0.5 grey,
    /// whose linear light is that space's transfer function at 0.5 (CSS Color 4 §10.4–§10.7):
    /// display-p3 the sRGB curve (so 0.5 again), a98-rgb 0.5^(563/256), prophoto-rgb 0.5^1.8,
    /// rec2020 ((0.5 + α − 1) / α)^(1/0.45) with α = 1.09929682680944.
    @Test func encodedRGBSpacesMixTheirEncodedComponents() {
        let alpha = 1.09929682680944
        #expect(close(mid(.black, .white, .displayP3), RGBA(red: 0.5, green: 0.5, blue: 0.5), 1e-6))
        #expect(close(mid(.black, .white, .a98RGB), grey(linear: pow(0.5, 563.0 / 256)), 1e-6))
        #expect(close(mid(.black, .white, .proPhotoRGB), grey(linear: pow(0.5, 1.8)), 1e-6))
        #expect(close(mid(.black, .white, .rec2020), grey(linear: pow((0.5 + alpha - 1) / alpha, 1 / 0.45)), 1e-6))
    }

    /// Lab: L 0 and 100 meet at L 50, whose luminance is ((50 + 16) / 116)^3 = 0.184186
    /// (CSS Color 4 §9.2, L > κε); a grey with that linear light.
    @Test func labMixesLightness() {
        #expect(close(mid(.black, .white, .lab), grey(linear: pow(66.0 / 116, 3)), 1e-6))
    }

    /// HSL and HWB hue methods between red (0°) and blue (240°): shorter passes 300° (magenta),
    /// longer and increasing 120° (lime), decreasing 300°.
    @Test(arguments: [
        (Interpolation.HueMethod.shorter, RGBA(red: 1, green: 0, blue: 1)), (.longer, RGBA(red: 0, green: 1, blue: 0)),
        (.increasing, RGBA(red: 0, green: 1, blue: 0)), (.decreasing, RGBA(red: 1, green: 0, blue: 1)),
    ])
    func hslAndHWBHueMethods(_ method: Interpolation.HueMethod, _ expected: RGBA) {
        #expect(close(mid(Self.red, Self.blue, .hsl(method)), expected, 1e-9))
        #expect(close(mid(Self.red, Self.blue, .hwb(method)), expected, 1e-9))
    }

    /// LCH hue methods between lch(50 40 30) and lch(50 40 300): shorter through 345°,
    /// longer through 165° (as for OKLCH in ColorRampTests).
    @Test(arguments: [(Interpolation.HueMethod.shorter, 345.0), (.longer, 165.0), (.increasing, 165.0), (.decreasing, 345.0)])
    func lchHueMethods(_ method: Interpolation.HueMethod, _ hue: Double) {
        let a = ColorSpace.lch.rgba(SIMD3(50, 40, 30))
        let b = ColorSpace.lch.rgba(SIMD3(50, 40, 300))
        let m = ColorSpace.lch.components(of: mid(a, b, .lch(method)))
        #expect(abs(m.x - 50) < 1e-6 && abs(m.y - 40) < 1e-6 && abs(m.z - hue) < 1e-6, "\(m)")
    }

    /// Premultiplied, hue not (§12.3): transparent (black, hue powerless) to blue in hsl keeps
    /// blue's hue; saturation (0·0 + 100·1)/2 / 0.5 = 100, lightness (0 + 50)/2 / 0.5 = 50:
    /// blue at alpha 0.5.
    @Test func hslPremultipliesAllButTheHue() {
        #expect(close(mid(.clear, Self.blue, .hsl(.shorter)), RGBA(red: 0, green: 0, blue: 1, alpha: 0.5), 1e-9))
    }

    /// Powerless hues (§7, §8): white in hsl (saturation 0) takes blue's 240°, so the midpoint
    /// is hsl(240 50% 75%) = (0.625, 0.625, 0.875); hwb(0 60% 40%) (whiteness + blackness = 100%)
    /// to blue is hwb(240 30% 20%) = blue · 0.5 + 0.3.
    @Test func powerlessHuesTakeTheOtherHue() {
        #expect(close(mid(.white, Self.blue, .hsl(.shorter)), RGBA(red: 0.625, green: 0.625, blue: 0.875), 1e-9))
        let grey = RGBA(red: 0.6, green: 0.6, blue: 0.6)
        #expect(close(mid(grey, Self.blue, .hwb(.shorter)), RGBA(red: 0.3, green: 0.3, blue: 0.8), 1e-9))
        // A chromatic colour's hue is kept: red to blue in hsl is not all blue.
        #expect(!close(mid(Self.red, Self.blue, .hsl(.shorter)), Self.blue, 0.1))
    }

    /// A missing alpha takes the other stop's (§12.2): `rgb(0 0 255 / none)` against opaque red
    /// mixes as two opaque colours, in every premultiplying space.
    @Test(arguments: [Interpolation.premultipliedSRGB, .oklab, .lab, .hsl(.shorter), .xyzD65])
    func missingAlphaIsTakenFromTheOtherStop(_ mode: Interpolation) {
        let noneAlpha = RGBA(red: 0, green: 0, blue: 1, alpha: 0)
        let m = mid(Self.red, noneAlpha, mode, missing: ([], .alpha))
        #expect(m.alpha == 1)
        #expect(close(m, mid(Self.red, Self.blue, mode), 1e-12))
    }

    /// A missing red in sRGB takes the other's: rgb(none 0 255) to rgb(255 128 0) keeps red 1,
    /// so half-way is (1, 0.25, 0.5) instead of (0.5, 0.25, 0.5).
    @Test func missingChannelIsTakenFromTheOtherStop() {
        let m = mid(RGBA(red: 0, green: 0, blue: 1), RGBA(red: 1, green: 0.5, blue: 0), .premultipliedSRGB, missing: (.reds, []))
        #expect(close(m, RGBA(red: 1, green: 0.25, blue: 0.5), 1e-12))
        // Missing in sRGB, carried into XYZ as X (both "reds", §12.2).
        let x = ColorRamp(
            [ColorStop(.black, at: 0, missing: .reds), ColorStop(Self.red, at: 1)], interpolation: .xyzD65
        ).color(at: 0.5)
        let xyz = ColorSpace.xyzD65.components(of: x)
        #expect(abs(xyz.x - ColorSpace.xyzD65.components(of: Self.red).x) < 1e-9)
    }

    /// A hue missing in the stop converts to the other's hue (hsl(none 100% 50%) → blue is blue
    /// all the way), and a component missing in both stays missing, so counts as 0:
    /// lab(50 none 40) to lab(70 none -40) is lab(60 0 0) half-way, luminance ((60 + 16)/116)^3.
    @Test func missingHueAndMissingInBoth() {
        let hueless = ColorSpace.hsl.rgba(SIMD3(0, 100, 50))
        let ramp = ColorRamp([ColorStop(hueless, at: 0, missing: .hue), ColorStop(Self.blue, at: 1)], interpolation: .hsl(.shorter))
        #expect(close(ramp.color(at: 0.5), Self.blue, 1e-9))
        #expect(close(ramp.color(at: 0.01), Self.blue, 1e-9))
        let a = ColorSpace.lab.rgba(SIMD3(50, 0, 40))
        let b = ColorSpace.lab.rgba(SIMD3(70, 0, -40))
        #expect(close(mid(a, b, .lab, missing: (.opponentA, .opponentA)), grey(linear: pow(76.0 / 116, 3)), 1e-6))
    }

    /// Every mode has a unique name that reads back, in JSON too; `xyz` and `<polar>-shorter`
    /// are accepted spellings; a hue method only goes with a polar space.
    @Test func namesRoundTrip() throws {
        let names = Interpolation.allCases.map(\.name)
        #expect(Set(names).count == names.count)
        // 4 + 4 oklch + core-animation + lab + 3 × 4 polar + 6 rectangular.
        #expect(Interpolation.allCases.count == 28)
        for mode in Interpolation.allCases {
            #expect(Interpolation(name: mode.name) == mode, "\(mode.name)")
            let data = try JSONEncoder().encode([mode])
            #expect(try JSONDecoder().decode([Interpolation].self, from: data) == [mode])
        }
        #expect(Interpolation(name: "xyz") == .xyzD65)
        #expect(Interpolation(name: "lch-shorter") == .lch(.shorter))
        #expect(Interpolation(name: "hsl-longer") == .hsl(.longer))
        #expect(Interpolation(name: "display-p3") == .displayP3)
        #expect(Interpolation(name: "lab-longer") == nil)
        #expect(Interpolation(.srgb) == .premultipliedSRGB)
        #expect(Interpolation(.hwb, hue: .decreasing) == .hwb(.decreasing))
    }

    /// A premultiplied fade keeps a stop with missing components out of the native stop list:
    /// the expanded straight stops reproduce the ramp within one level.
    @Test func stopsWithMissingComponentsAreExpanded() {
        let ramp = ColorRamp(
            [ColorStop(Self.red, at: 0), ColorStop(RGBA(red: 0, green: 0, blue: 1, alpha: 0), at: 1, missing: .alpha)],
            interpolation: .premultipliedSRGB)
        let stops = ramp.straightSRGBStops()
        let straight = ColorRamp(stops, interpolation: .srgb)
        for i in 0...100 {
            let t = Double(i) / 100
            #expect(close(straight.color(at: min(t, 0.999999)), ramp.color(at: min(t, 0.999999)), 1.0 / 255))
        }
    }
}
