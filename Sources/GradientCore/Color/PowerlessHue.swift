extension ColorSpace {
    /// Whether the hue of `components` (in this space) is powerless, so that interpolation
    /// treats it as missing and takes the other colour's hue (CSS Color 4 §12.2 with §7, §8 and
    /// §9: an `hsl` saturation of 0, an `hwb` whiteness + blackness of 100% or more, an `lch`
    /// or `oklch` chroma of 0).
    ///
    /// "0" allows for the rounding of the conversion into the space: a chroma up to
    /// ``powerlessChroma`` (lch) or ``OKLCH/achromaticChroma`` (oklch), a saturation up to
    /// ``powerlessSaturation`` percent. Rectangular spaces have no hue: `false`.
    package func hueIsPowerless(_ components: SIMD3<Double>) -> Bool {
        let c = components
        switch self {
        case .hsl: return !(abs(c.y) > ColorSpace.powerlessSaturation)
        case .hwb: return !(c.y + c.z < 100 - ColorSpace.powerlessSaturation)
        case .lch: return !(c.y > ColorSpace.powerlessChroma)
        case .oklch: return !(c.y > OKLCH.achromaticChroma)
        default: return false
        }
    }

    /// The largest CIE LCH chroma that counts as 0 for a powerless hue: `1e-3` (white
    /// converted through the D50 matrices leaves about 1e-5).
    package static let powerlessChroma = 1e-3

    /// The largest HSL saturation, and shortfall of HWB whiteness + blackness from 100, in
    /// percent, that count as 0 for a powerless hue: `1e-7`.
    package static let powerlessSaturation = 1e-7
}
