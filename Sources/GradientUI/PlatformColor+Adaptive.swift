// Why this #if: UIColor and NSColor exist only on Apple platforms, and each resolves dynamic
// colours its own way (trait collections on UIKit, appearances on AppKit).
#if os(iOS) || os(tvOS) || os(visionOS)
import GradientCore
import GradientCSS
import GradientViewModel
import UIKit

extension AdaptiveColor {
    /// The colour's light and dark variants, resolved the way UIKit resolves dynamic colours.
    @MainActor
    init(_ color: UIColor) {
        let light = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        let dark = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        let l = RGBA(extendedSRGB: light)
        let d = RGBA(extendedSRGB: dark)
        self.init(light: l, dark: d == l ? nil : d)
    }
}

extension RGBA {
    /// The extended-sRGB components of a `UIColor` (transparent black if it has none).
    init(extendedSRGB color: UIColor) {
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        var a: CGFloat = 0
        guard color.getRed(&r, green: &g, blue: &b, alpha: &a) else {
            self = .clear
            return
        }
        self.init(red: Double(r), green: Double(g), blue: Double(b), alpha: Double(a))
    }
}

extension UIColor {
    /// A `UIColor` for an engine colour (extended sRGB).
    public convenience init(_ c: RGBA) {
        self.init(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
    }
}
#elseif os(macOS)
import AppKit
import GradientCore
import GradientViewModel

extension AdaptiveColor {
    /// The colour's light and dark variants, resolved under the aqua and dark-aqua appearances.
    @MainActor
    init(_ color: NSColor) {
        func resolved(_ name: NSAppearance.Name) -> RGBA {
            var result = RGBA.clear
            let appearance = NSAppearance(named: name)
            appearance?.performAsCurrentDrawingAppearance { result = RGBA(extendedSRGB: color) }
            if appearance == nil { result = RGBA(extendedSRGB: color) }
            return result
        }
        let l = resolved(.aqua)
        let d = resolved(.darkAqua)
        self.init(light: l, dark: d == l ? nil : d)
    }
}

extension RGBA {
    /// The extended-sRGB components of an `NSColor` (transparent black if it has none).
    init(extendedSRGB color: NSColor) {
        guard let c = color.usingColorSpace(.extendedSRGB) else {
            self = .clear
            return
        }
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        var a: CGFloat = 0
        c.getRed(&r, green: &g, blue: &b, alpha: &a)
        self.init(red: Double(r), green: Double(g), blue: Double(b), alpha: Double(a))
    }
}

extension NSColor {
    /// An `NSColor` for an engine colour (extended sRGB: components outside `0…1`, a Display
    /// P3 red's for one, are kept).
    ///
    /// `init(red:green:blue:alpha:)`, not `init(srgbRed:…)`: NSColor.h says only the former
    /// does "If red, green, blue, or saturation, brightness, or white values are outside of
    /// the 0..1 range, these will create colors in the extended sRGB … color spaces. This
    /// behavior is compatible with iOS UIColor", while `colorWithSRGBRed:` creates "colors in
    /// the sRGB … colorspaces".
    public convenience init(_ c: RGBA) {
        self.init(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
    }
}
#endif
