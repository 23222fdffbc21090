import Foundation

/// A colour in OKLCH, the polar form of ``OKLab``: lightness `l` (`0…1`), chroma `c`
/// (`≥ 0`, about `0…0.37` for sRGB) and hue `h` in degrees (`0…360`).
///
/// A colour whose chroma is below ``achromaticChroma`` has no meaningful hue; its `h` is
/// `nil` ("missing" in CSS Color 4 terms) and interpolation takes the other end's hue.
///
/// `OKLCH(RGBA(red: 0, green: 0, blue: 1))` ≈ `OKLCH(l: 0.4520, c: 0.3132, h: 264.05)`.
public struct OKLCH: Sendable, Hashable {
    /// Perceptual lightness, `0…1`.
    public var l: Double
    /// Chroma, `≥ 0`.
    public var c: Double
    /// Hue angle in degrees, `0..<360`, or `nil` for an achromatic colour.
    public var h: Double?

    /// Below this chroma a colour counts as achromatic (its hue is missing). Value `1e-4`
    /// (white converted through the OKLab matrices leaves a chroma of about `4e-8`).
    public static let achromaticChroma = 1e-4

    /// Creates an OKLCH colour from its coordinates.
    public init(l: Double, c: Double, h: Double?) {
        self.l = l
        self.c = c
        self.h = h
    }

    /// Converts an OKLab colour.
    public init(_ lab: OKLab) {
        let c = (lab.a * lab.a + lab.b * lab.b).squareRoot()
        var h: Double? = nil
        if c >= OKLCH.achromaticChroma {
            let deg = atan2(lab.b, lab.a) * 180 / .pi
            h = deg < 0 ? deg + 360 : deg
        }
        self.init(l: lab.l, c: c, h: h)
    }

    /// Converts an sRGB colour (alpha ignored).
    public init(_ color: RGBA) { self.init(OKLab(color)) }

    /// The colour in OKLab (a missing hue counts as `0`).
    public var oklab: OKLab {
        let rad = (h ?? 0) * .pi / 180
        return OKLab(l: l, a: c * cos(rad), b: c * sin(rad))
    }
}
