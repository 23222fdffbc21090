import GradientCSS
import GradientCore
import GradientRaster
import GradientTestSupport
import Testing

@testable import GradientViewModel

@Suite struct DimmingTests {
    @Test func whiteAndBlackStayPut() {
        // Tolerance 1e-6: OKLab round trips through cube roots and matrices.
        let w = Dimming.dimmed(.white)
        let b = Dimming.dimmed(.black)
        #expect(abs(w.red - 1) < 1e-6 && abs(w.blue - 1) < 1e-6)
        #expect(abs(b.red) < 1e-6 && abs(b.green) < 1e-6)
        #expect(close(w, .white, 1e-6), "\(w)")
        #expect(close(b, .black, 1e-6), "\(b)")
    }

    @Test func redBecomesTheGreyOfItsOKLabLightness() {
        // OKLab L of sRGB red is 0.62796 (Ottosson, "A perceptual color space for image
        // processing", 2020). Grey of that lightness: linear L³ = 0.24763, sRGB-encoded
        // 1.055 · 0.24763^(1/2.4) − 0.055 = 0.53478. Tolerance 1e-4 covers the 5-digit L.
        let d = Dimming.dimmed(RGBA(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(abs(d.red - 0.53478) < 1e-4)
        #expect(abs(d.green - d.red) < 1e-9 && abs(d.blue - d.red) < 1e-9)
        #expect(d.alpha == 0.5)
        #expect(close(d, RGBA(red: 0.53478, green: 0.53478, blue: 0.53478, alpha: 0.5), 1e-4), "\(d)")
    }
}
