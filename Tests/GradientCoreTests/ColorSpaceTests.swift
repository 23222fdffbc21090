import Foundation
import GradientCore
import GradientTestSupport
import Testing

/// `ColorSpace` conversions against published values. Tolerances: the references are printed
/// to 4–5 significant digits and are compared to about half a unit of their last digit (or a
/// little more where the source rounds coarser).
@Suite struct ColorSpaceTests {
    private static let red = RGBA(red: 1, green: 0, blue: 0)

    private func expectClose(
        _ v: SIMD3<Double>, _ x: Double, _ y: Double, _ z: Double, _ tolerance: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            abs(v.x - x) <= tolerance && abs(v.y - y) <= tolerance && abs(v.z - z) <= tolerance,
            "\(v) is not within \(tolerance) of (\(x), \(y), \(z))", sourceLocation: sourceLocation)
    }

    /// sRGB red in CIE XYZ D65 is (0.4124, 0.2126, 0.0193) (IEC 61966-2-1 primaries; CSS Color 4
    /// §10.2), and the D65 white point is (0.95046, 1, 1.08906) (§10.2: x 0.3127, y 0.3290).
    @Test func xyzD65() {
        expectClose(ColorSpace.xyzD65.components(of: Self.red), 0.4124, 0.2126, 0.0193, 1e-4)
        expectClose(ColorSpace.xyzD65.components(of: .white), 0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290, 1e-4)
    }

    /// White adapted to D50 (Bradford) is the D50 white point (0.96422, 1, 0.82521) (CSS Color 4
    /// §18, x 0.3457, y 0.3585).
    @Test func xyzD50() {
        expectClose(ColorSpace.xyzD50.components(of: .white), 0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585, 1e-4)
    }

    /// sRGB red is lab(54.29 80.82 69.88) = lch(54.29 106.84 40.85) and white lab(100 0 0)
    /// (CSS Color 4 §9, the D50 CIE Lab of sRGB red, as the spec's examples and every colour
    /// converter give it); blue is lab(29.57 68.30 -112.03).
    @Test func lab() {
        expectClose(ColorSpace.lab.components(of: Self.red), 54.29, 80.82, 69.88, 0.02)
        expectClose(ColorSpace.lch.components(of: Self.red), 54.29, 106.84, 40.85, 0.02)
        expectClose(ColorSpace.lab.components(of: .white), 100, 0, 0, 1e-3)
        expectClose(ColorSpace.lab.components(of: RGBA(red: 0, green: 0, blue: 1)), 29.57, 68.30, -112.03, 0.02)
    }

    /// sRGB red in the wide RGB spaces: display-p3 (0.9175, 0.2003, 0.1386), rec2020
    /// (0.7920, 0.2310, 0.0738), a98-rgb (0.8587, 0, 0) (Adobe RGB 219/255), prophoto-rgb
    /// (0.7023, 0.2757, 0.1036) (CSS Color 4 §10 examples of sRGB red in each space).
    @Test func widePredefinedSpaces() {
        expectClose(ColorSpace.displayP3.components(of: Self.red), 0.9175, 0.2003, 0.1386, 2e-4)
        expectClose(ColorSpace.rec2020.components(of: Self.red), 0.7920, 0.2310, 0.0738, 2e-4)
        expectClose(ColorSpace.a98RGB.components(of: Self.red), 0.8587, 0, 0, 2e-4)
        expectClose(ColorSpace.proPhotoRGB.components(of: Self.red), 0.7023, 0.2757, 0.1036, 2e-4)
        // White is (1, 1, 1) in each (all share sRGB's white, or adapt to it).
        for space in [ColorSpace.displayP3, .rec2020, .a98RGB, .proPhotoRGB, .srgbLinear] {
            expectClose(space.components(of: .white), 1, 1, 1, 1e-4)
        }
    }

    /// HSL and HWB (CSS Color 4 §7, §8): hsl(120 100% 25%) is #008000 (the spec's table of
    /// `green`); hsl(0 100% 50%) red; hwb(0 0% 0%) red; hwb with whiteness + blackness ≥ 100% is
    /// the grey w / (w + b) (§8.1), so hwb(0 60% 40%) is 60% grey.
    @Test func hslAndHWB() {
        #expect(close(ColorSpace.hsl.rgba(SIMD3(120, 100, 25)), RGBA(red: 0, green: 0.5, blue: 0), 1e-12))
        #expect(close(ColorSpace.hsl.rgba(SIMD3(0, 100, 50)), Self.red, 1e-12))
        #expect(close(ColorSpace.hsl.rgba(SIMD3(-360, 100, 50)), Self.red, 1e-12))
        expectClose(ColorSpace.hsl.components(of: RGBA(red: 0, green: 0.5, blue: 0)), 120, 100, 25, 1e-9)
        #expect(close(ColorSpace.hwb.rgba(SIMD3(0, 0, 0)), Self.red, 1e-12))
        #expect(close(ColorSpace.hwb.rgba(SIMD3(0, 60, 40)), RGBA(red: 0.6, green: 0.6, blue: 0.6), 1e-12))
        #expect(close(ColorSpace.hwb.rgba(SIMD3(90, 100, 100)), RGBA(red: 0.5, green: 0.5, blue: 0.5), 1e-12))
        expectClose(ColorSpace.hwb.components(of: RGBA(red: 0.2, green: 0.2, blue: 0.8)), 240, 20, 20, 1e-9)
    }

    /// OKLab and OKLCH agree with the CSS Color 4 example oklch(62.8% 0.2577 29.23) for red.
    @Test func oklabSpaces() {
        expectClose(ColorSpace.oklch.components(of: Self.red), 0.628, 0.2577, 29.23, 5e-3)
        let lab = ColorSpace.oklab.components(of: Self.red)
        #expect(abs(lab.x - 0.628) < 5e-4 && abs((lab.y * lab.y + lab.z * lab.z).squareRoot() - 0.2577) < 5e-5)
    }

    /// Every space converts seeded random sRGB colours (some out of gamut, −0.2…1.2) there and
    /// back. Tolerance 1e-9 (well below an 8-bit level; double rounding through two 3×3
    /// matrices and pow), except OKLab's published matrices, inverse only to their 10 digits (1e-5).
    @Test func roundTrips() {
        var rng = SplitMix64(seed: 7)
        for space in ColorSpace.allCases {
            var worst = 0.0
            for _ in 0..<500 {
                let range = space == .hsl || space == .hwb ? 1.0 : 1.4
                let low = space == .hsl || space == .hwb ? 0.0 : -0.2
                let c = RGBA(red: low + rng.unit() * range, green: low + rng.unit() * range, blue: low + rng.unit() * range)
                let back = space.rgba(space.components(of: c))
                worst = max(worst, abs(back.red - c.red), abs(back.green - c.green), abs(back.blue - c.blue))
            }
            #expect(worst < (space == .oklab || space == .oklch ? 1e-5 : 1e-9), "\(space): \(worst)")
        }
    }

    /// CSS names: `xyz` is `xyz-d65` (CSS Color 4 §10.8), names are ASCII case-insensitive,
    /// the polar spaces say which component is the hue.
    @Test func names() {
        #expect(ColorSpace(cssName: "xyz") == .xyzD65)
        #expect(ColorSpace(cssName: "Display-P3") == .displayP3)
        #expect(ColorSpace(cssName: "rgb") == nil)
        #expect(ColorSpace.a98RGB.cssName == "a98-rgb")
        #expect(ColorSpace.allCases.filter(\.isPolar) == [.hsl, .hwb, .lch, .oklch])
        #expect(ColorSpace.hsl.hueIndex == 0 && ColorSpace.oklch.hueIndex == 2 && ColorSpace.lab.hueIndex == nil)
    }

    /// The analogous components of CSS Color 4 §12.2.
    @Test func missingCategories() {
        #expect(ColorSpace.xyzD50.missingCategory(ofComponent: 0) == .reds)
        #expect(ColorSpace.hsl.missingCategory(ofComponent: 1) == .colorfulness)
        #expect(ColorSpace.hsl.missingCategory(ofComponent: 2) == .lightness)
        #expect(ColorSpace.oklab.missingCategory(ofComponent: 2) == .opponentB)
        #expect(ColorSpace.hwb.missingCategory(ofComponent: 2) == .blackness)
        #expect(ColorSpace.lch.missingCategory(ofComponent: 3) == .alpha)
        #expect(ColorSpace.lch.missingIndices([.hue, .lightness, .reds]) == [0, 2])
        #expect(ColorSpace.hwb.missingIndices([.lightness, .colorfulness]) == [])
    }

    /// A stop's missing components survive JSON, and JSON without them decodes as before.
    @Test func stopCoding() throws {
        let stop = ColorStop(.white, at: 0.5, missing: [.hue, .alpha])
        let data = try JSONEncoder().encode(stop)
        #expect(try JSONDecoder().decode(ColorStop.self, from: data) == stop)
        let old = try JSONEncoder().encode(ColorStop(.white, at: 0.5))
        #expect(String(decoding: old, as: UTF8.self).contains("missing") == false)
        #expect(try JSONDecoder().decode(ColorStop.self, from: old).missing.isEmpty)
    }
}
