/// A colour as sRGB-encoded red, green and blue with straight (unpremultiplied) alpha.
///
/// Components are `Double`s nominally in `0…1`. Values outside that range are kept
/// (extended sRGB, as `UIColor` allows) and clamped only when a pixel is written.
///
/// ```swift
/// let orange = RGBA(red: 1, green: 0.5, blue: 0)   // alpha defaults to 1
/// orange.hex                                        // "#ff8000"
/// ```
public struct RGBA: Sendable, Hashable {
    /// Red, sRGB-encoded. Nominal range `0…1`.
    public var red: Double
    /// Green, sRGB-encoded. Nominal range `0…1`.
    public var green: Double
    /// Blue, sRGB-encoded. Nominal range `0…1`.
    public var blue: Double
    /// Straight (unpremultiplied) opacity, `0` transparent … `1` opaque. Default `1`.
    public var alpha: Double

    /// Creates a colour from sRGB-encoded components; `alpha` defaults to `1` (opaque).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a colour from 8-bit components (`0…255`); `alpha` defaults to `255`.
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
        self.init(
            red: Double(red8) / 255, green: Double(green8) / 255,
            blue: Double(blue8) / 255, alpha: Double(alpha8) / 255)
    }

    /// Fully transparent black, CSS `transparent`.
    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = RGBA(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RGBA(red: 1, green: 1, blue: 1)

    /// The components as `[red, green, blue, alpha]`.
    public var components: [Double] { [red, green, blue, alpha] }

    /// Whether every component is a finite number.
    public var isFinite: Bool {
        red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite
    }

    /// The colour with every component clamped to `0…1`; NaN becomes `0`.
    public var clamped: RGBA {
        RGBA(red: red.clampedUnit, green: green.clampedUnit, blue: blue.clampedUnit, alpha: alpha.clampedUnit)
    }

    /// The colour with its alpha multiplied by `factor` (clamped to `0…1`).
    public func withAlpha(multipliedBy factor: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: (alpha * factor).clampedUnit)
    }

    /// Lowercase hex: `#rrggbb` when opaque, `#rrggbbaa` otherwise; components clamped and rounded.
    ///
    /// `RGBA(red: 1, green: 0, blue: 0, alpha: 0.5).hex == "#ff000080"`
    public var hex: String {
        let c = clamped
        func byte(_ v: Double) -> String {
            let s = String(Int((v * 255).rounded()), radix: 16)
            return s.count == 1 ? "0" + s : s
        }
        let rgb = "#" + byte(c.red) + byte(c.green) + byte(c.blue)
        return byte(c.alpha) == "ff" ? rgb : rgb + byte(c.alpha)
    }
}

extension Double {
    /// `self` clamped to `0…1`, with NaN mapped to `0`.
    package var clampedUnit: Double {
        self > 0 ? (self < 1 ? self : 1) : 0
    }
}
