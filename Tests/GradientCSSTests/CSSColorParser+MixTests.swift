import GradientTestSupport
import Testing

@testable import GradientCSS
@testable import GradientCore

/// `color-mix()` against the computed values Chromium 156 gives (`getComputedStyle(el).color`
/// for `color: color-mix(…)`), read in the space Chromium wrote them in.
///
/// Tolerance: 1e-3 × max(1, |value|). Chromium prints six significant digits (a hue of
/// `351.112` is ±0.0005) and converts between spaces with its own single-precision code
/// (skcms) and constants: its `lab` of red and blue differs from CSS Color 4's by up to
/// 1.5e-2 in a and b, its `a98-rgb` by up to 7e-4, so the conversions (another module's)
/// differ by that much; a mixing error (a wrong share, premultiplication or hue arc) is
/// 1e-2 and more.
@Suite struct CSSColorParserMixTests {
    @Test(arguments: [
        ("in srgb, red 20%, blue 20%", ColorSpace.srgb, [0.5, 0, 0.5], 0.4),
        ("in oklch longer hue, red, blue", .oklch, [0.539974, 0.285457, 146.643], 1),
        ("in oklch, red, blue", .oklch, [0.539974, 0.285457, 326.643], 1),
        ("in oklch increasing hue, red, blue", .oklch, [0.539974, 0.285457, 146.643], 1),
        ("in oklch decreasing hue, red, blue", .oklch, [0.539974, 0.285457, 326.643], 1),
        ("in srgb, 30% red, blue", .srgb, [0.3, 0, 0.7], 1),
        ("red, blue", .oklab, [0.539974, 0.0962086, -0.0928316], 1),
        ("in hsl, red, blue", .srgb, [1, 0, 1], 1),
        ("in hsl longer hue, red, lime", .srgb, [0, 0, 1], 1),
        ("in hwb, red 25%, lime", .srgb, [0.5, 1, 0], 1),
        ("in lch, red, blue", .lch, [41.9277, 119.034, 351.112], 1),
        ("in lab, red, blue", .lab, [41.9277, 74.5607, -21.0676], 1),
        ("in srgb-linear, red, blue 20%", .srgbLinear, [0.8, 0, 0.2], 1),
        ("in oklab, oklab(0.5 none 0.1), oklab(0.7 0.2 none)", .oklab, [0.6, 0.2, 0.1], 1),
        ("in srgb, red, transparent", .srgb, [1, 0, 0], 0.5),
        ("in xyz, red, blue", .xyzD65, [0.296439, 0.142411, 0.484861], 1),
        ("in display-p3, red, blue", .displayP3, [0.458734, 0.100055, 0.549017], 1),
        ("in oklch, red, transparent", .oklch, [0.627966, 0.257704, 29.2346], 0.5),
        ("in oklch, white, blue", .oklch, [0.725987, 0.15663, 264.051], 1),
        ("in lch, white, blue", .lch, [64.7821, 65.6161, 301.368], 1),
        ("in hsl, white, blue", .srgb, [0.625, 0.625, 0.875], 1),
        ("in srgb, rgb(255 0 0 / 0.2), rgb(0 0 255 / 0.8)", .srgb, [0.2, 0, 0.8], 0.5),
        ("in oklab, red 60%, blue 60%", .oklab, [0.539974, 0.0962086, -0.0928316], 1),
        ("in srgb, rgb(none 128 0), blue", .srgb, [0, 0.25098, 0.5], 1),
        ("in oklch, oklch(0.5 0.1 none), oklch(0.7 0.2 120)", .oklch, [0.6, 0.15, 120], 1),
        ("in oklab, oklch(0.5 0.1 none), blue", .oklab, [0.475991, 0.0337688, -0.155761], 1),
        ("in srgb, color(srgb 0.2 0.4 0.6 / none), rgb(0 0 0 / 0.5)", .srgb, [0.1, 0.2, 0.3], 0.5),
        ("in lab, lab(none 20 30), lab(60 none 10)", .lab, [60, 20, 20], 1),
        ("in srgb, oklch(0.7 0.1 200), hsl(30 50% 50%)", .srgb, [0.500807, 0.597141, 0.483555], 1),
        ("in oklch, hsl(30 0% 50%), oklch(0.6 0.2 300)", .oklch, [0.599089, 0.100015, 300], 1),
        ("in rec2020, red, green", .rec2020, [0.513631, 0.331323, 0.0795616], 1),
        ("in a98-rgb, red 10%, lime", .a98RGB, [0.594503, 0.899325, 0.210608], 1),
        ("in prophoto-rgb, red, blue", .proPhotoRGB, [0.519249, 0.206658, 0.513153], 1),
        ("in xyz-d50, red, blue", .xyzD50, [0.289566, 0.141548, 0.364006], 1),
        ("in srgb, red 0%, blue 0%", .srgb, [0.5, 0, 0.5], 0),
    ])
    func matchesChromium(_ arguments: String, _ space: ColorSpace, _ expected: [Double], _ alpha: Double) throws {
        let color = try CSSColor(parsing: "color-mix(\(arguments))")
        let c = space.components(of: color.rgba)
        for i in 0..<3 {
            #expect(abs(c[i] - expected[i]) <= 1e-3 * max(1, abs(expected[i])), "\(arguments): component \(i) is \(c[i]), Chromium \(expected[i])")
        }
        #expect(abs(color.rgba.alpha - alpha) <= 1e-12, "\(arguments): alpha \(color.rgba.alpha)")
        // A mix is not a legacy colour: Chromium drops a default `in oklab` beside one.
        #expect(!color.isLegacy)
    }

    /// CSS Color 5 §2.1, each rule by its definition: `(p1, p2)` → (share of the second colour, alpha factor).
    @Test func percentageNormalisation() {
        #expect(CSSColorParser.mixWeights(nil, nil) == (0.5, 1))
        #expect(CSSColorParser.mixWeights(30, nil) == (0.7, 1))
        #expect(CSSColorParser.mixWeights(nil, 20) == (0.2, 1))
        #expect(CSSColorParser.mixWeights(60, 60) == (0.5, 1))  // over 100%: scaled, alpha kept
        #expect(CSSColorParser.mixWeights(20, 20) == (0.5, 0.4))  // under 100%: alpha × 0.4
        #expect(CSSColorParser.mixWeights(0, 0) == (0.5, 0))  // Chromium 156: transparent
    }

    /// CSS Color 4 §12.4 on hues 30° and 300°: shorter goes down through 0° (345°), longer
    /// up (165°), increasing 30 → 300 (165°), decreasing 30 → −60 (345°).
    @Test func hueMethods() {
        #expect(ColorRamp.mixHue(30, 300, 0.5, .shorter) == 345)
        #expect(ColorRamp.mixHue(30, 300, 0.5, .longer) == 165)
        #expect(ColorRamp.mixHue(30, 300, 0.5, .increasing) == 165)
        #expect(ColorRamp.mixHue(30, 300, 0.5, .decreasing) == 345)
    }

    /// Chromium 156 rejects each of these (the declaration is dropped).
    @Test(arguments: [
        ("color-mix(in srgb, red 120%, blue)", "expected a percentage from 0% to 100% at column 24, found '120%'."),
        ("color-mix(in srgb, red, blue, green)", "expected ')' at column 29, found ','."),
        ("color-mix(in srgb longer hue, red, blue)", "expected ',' (a hue method goes with hsl, hwb, lch or oklch only) at column 19, found 'longer'."),
        ("color-mix(in oklch longer, red, blue)", "expected 'hue' at column 26, found ','."),
        (
            "color-mix(in rgb, red, blue)",
            "expected a colour space (srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, lab, oklab, xyz-d50, xyz-d65, hsl, hwb, lch, oklch) at column 14, found 'rgb' (did you mean 'srgb'?)."
        ),
        (
            "color-mix(in oklabb, red, blue)",
            "expected a colour space (srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, lab, oklab, xyz-d50, xyz-d65, hsl, hwb, lch, oklch) at column 14, found 'oklabb' (did you mean 'oklab'?)."
        ),
        ("color-mix(in srgb, red -1%, blue)", "expected a percentage from 0% to 100% at column 24, found '-1%'."),
    ])
    func malformed(_ text: String, _ message: String) {
        let error = #expect(throws: GradientError.self) { try CSSColor(parsing: text) }
        #expect(error?.message == message)
    }

}
