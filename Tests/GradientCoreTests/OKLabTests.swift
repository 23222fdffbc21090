import Foundation
import GradientCore
import GradientTestSupport
import Testing

/// Colour conversions against published values. Tolerances: the references are printed to
/// 4–5 significant digits, so they are compared to half a unit of their last digit (or a
/// little more where the source rounds coarser).
@Suite struct OKLabTests {
    /// The sRGB transfer function, IEC 61966-2-1: 0.5 → ((0.5 + 0.055) / 1.055)^2.4 = 0.214041;
    /// the linear segment below 0.04045 is v / 12.92.
    @Test func srgbTransfer() {
        #expect(abs(SRGBTransfer.linear(0.5) - 0.214041) < 5e-7)
        #expect(abs(SRGBTransfer.linear(0.04) - 0.04 / 12.92) < 1e-15)
        #expect(abs(SRGBTransfer.encoded(0.214041) - 0.5) < 2e-6)
        #expect(SRGBTransfer.linear(1) == 1)
        // Extended range is symmetric (CSS Color 4 §10.2).
        #expect(SRGBTransfer.linear(-0.5) == -SRGBTransfer.linear(0.5))
    }

    /// sRGB red in OKLCH is oklch(62.8% 0.2577 29.23) (CSS Color 4 examples; MDN).
    @Test func redInOKLCH() throws {
        let lch = OKLCH(RGBA(red: 1, green: 0, blue: 0))
        #expect(abs(lch.l - 0.628) < 5e-4)
        #expect(abs(lch.c - 0.2577) < 5e-5)
        let h = try #require(lch.h)
        #expect(abs(h - 29.23) < 5e-3)
    }

    /// Web Platform Tests css-color/oklch-006: oklch(80% 0.15 160) is rgb(32.022% 85.805% 61.147%).
    @Test func wptOKLCHToSRGB() {
        let c = OKLCH(l: 0.8, c: 0.15, h: 160).oklab.rgba()
        #expect(abs(c.red - 0.32022) < 2e-4)
        #expect(abs(c.green - 0.85805) < 2e-4)
        #expect(abs(c.blue - 0.61147) < 2e-4)
    }

    /// White is L = 1 with no chroma; black is L = 0. Achromatic colours have a missing hue.
    @Test func achromatic() {
        let white = OKLCH(RGBA.white)
        #expect(abs(white.l - 1) < 1e-4)
        #expect(white.c < 1e-4 && white.h == nil)
        let grey = OKLCH(RGBA(red: 0.5, green: 0.5, blue: 0.5))
        #expect(grey.h == nil)
        #expect(OKLab(RGBA.black).l == 0)
    }

    /// Converting to OKLCH and back returns the colour (seeded random sRGB colours). Tolerance
    /// 1e-5: the published forward and inverse matrices are each other's inverse only to their
    /// 10 printed digits (seen: 1.5e-6 worst); 1e-5 is 1/400 of an 8-bit level.
    @Test func roundTrips() {
        var rng = SplitMix64(seed: 42)
        var worst = 0.0
        for _ in 0..<1000 {
            let c = RGBA(red: rng.unit(), green: rng.unit(), blue: rng.unit())
            let back = OKLCH(OKLab(c)).oklab.rgba()
            worst = max(worst, abs(back.red - c.red), abs(back.green - c.green), abs(back.blue - c.blue))
        }
        #expect(worst < 1e-5)
    }
}
