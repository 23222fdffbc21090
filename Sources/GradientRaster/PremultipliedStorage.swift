import GradientCore

/// Core Animation's 8-bit premultiplied storage, as a snapshot reads it back: the last step of
/// a ``Interpolation/coreAnimation`` or ``Interpolation/swiftUI`` render whose ramp has
/// translucent stops (SwiftUI's renders read back the same way: at alpha 128 only every
/// other colour level occurs, `Docs/swiftui-model.md`).
///
/// A layer renders into a premultiplied 8-bit bitmap, dithering alpha as well as colour
/// (`α = 0.1` comes out as 25 or 26, as the rasterizer's own dithering gives it), and a PNG or
/// `UIImage` read back holds straight colour again. Each channel `s` of a pixel with alpha `a`
/// (both `0…255`, after dithering) is stored as `p = round(s · a / 255)` and read back as
/// `round(p · 255 / a)` (0 where `a` is 0), so translucent colour is rounded coarsely: a green
/// of 38 at alpha 26 is stored as 4 and reads back as 39. Opaque pixels are unchanged.
///
/// ```swift
/// PremultipliedStorage.roundTrip(38, alpha: 26)   // 39
/// ```
enum PremultipliedStorage {
    /// Whether a render of `paint` ends with the round trip: Core Animation's or SwiftUI's
    /// mode with a stop whose alpha is below 1.
    static func applies(to paint: GradientPaint) -> Bool {
        let mode = paint.ramp.interpolation
        return (mode == .coreAnimation || mode == .swiftUI) && paint.ramp.stops.contains { $0.color.alpha < 1 }
    }

    /// The straight channel `s` stored premultiplied by `alpha` and read back (rounding half up).
    @inline(__always)
    static func roundTrip(_ s: UInt8, alpha a: UInt8) -> UInt8 {
        guard a != 255 else { return s }
        guard a != 0 else { return 0 }
        let p = (Int(s) * Int(a) + 127) / 255
        return UInt8(min(255, (p * 255 + Int(a) / 2) / Int(a)))
    }

    /// Applies the round trip to row `y` of a straight RGBA bitmap `width` pixels wide whose
    /// bytes start at `pixels` (a render does it row by row, on the thread that wrote the row).
    static func apply(toRow y: Int, of pixels: UnsafeMutablePointer<UInt8>, width: Int) {
        apply(to: UnsafeMutableBufferPointer(start: pixels + y * width * 4, count: width * 4))
    }

    /// Applies the round trip to every pixel of a straight RGBA bitmap's bytes.
    static func apply(to bytes: UnsafeMutableBufferPointer<UInt8>) {
        var i = 0
        while i + 3 < bytes.count {
            let a = bytes[i + 3]
            if a != 255 {
                bytes[i] = roundTrip(bytes[i], alpha: a)
                bytes[i + 1] = roundTrip(bytes[i + 1], alpha: a)
                bytes[i + 2] = roundTrip(bytes[i + 2], alpha: a)
            }
            i += 4
        }
    }
}
