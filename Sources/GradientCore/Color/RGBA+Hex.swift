/// Colours from hex integer literals: no parsing, so nothing to throw.
///
/// ```swift
/// RGBA(rgb: 0x4b4fd8)        // RGBA(red8: 0x4b, green8: 0x4f, blue8: 0xd8)
/// RGBA(rgba: 0x4b4fd880)     // the same at alpha 128/255
/// ```
extension RGBA {
    /// The opaque colour `0xRRGGBB` (bits above the low 24 are ignored).
    public init(rgb: UInt32) {
        self.init(red8: UInt8(rgb >> 16 & 0xFF), green8: UInt8(rgb >> 8 & 0xFF), blue8: UInt8(rgb & 0xFF))
    }

    /// The colour `0xRRGGBBAA`.
    public init(rgba: UInt32) {
        self.init(red8: UInt8(rgba >> 24), green8: UInt8(rgba >> 16 & 0xFF), blue8: UInt8(rgba >> 8 & 0xFF), alpha8: UInt8(rgba & 0xFF))
    }
}
