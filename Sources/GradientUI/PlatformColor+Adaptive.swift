// Why this #if: UIColor and NSColor exist only on Apple platforms, and each reads its
// components its own way. watchOS has UIColor (no UIView): `GradientFill` resolves SwiftUI
// colours through it there, so this file is compiled for watchOS too.
#if os(iOS) || os(tvOS) || os(visionOS) || os(watchOS)
import CoreGraphics
import GradientCore
import UIKit

extension RGBA {
    /// The extended-sRGB components of a `UIColor`: `getRed(_:green:blue:alpha:)`, which
    /// "returns false if the color is not in a compatible color space" (its documentation),
    /// or else its `CGColor` converted to extended sRGB (CMYK, Lab, other `CGColorSpace`s);
    /// transparent black only for a colour neither can read (a pattern colour).
    init(extendedSRGB color: UIColor) {
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        var a: CGFloat = 0
        if color.getRed(&r, green: &g, blue: &b, alpha: &a) {
            self.init(red: Double(r), green: Double(g), blue: Double(b), alpha: Double(a))
        } else if let space = CGColorSpace(name: CGColorSpace.extendedSRGB),
            let converted = color.cgColor.converted(to: space, intent: .defaultIntent, options: nil),
            let c = converted.components, c.count == 4
        {
            self.init(red: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), alpha: Double(c[3]))
        } else {
            self = .clear
        }
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
