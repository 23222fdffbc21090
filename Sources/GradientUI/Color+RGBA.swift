// Why these #ifs: a SwiftUI `Color` is read through the platform's colour class, which each
// platform resolves its own way: UIColor with a trait collection on iOS, tvOS and visionOS,
// UIColor as it is on watchOS (no trait collections there: its interface is always dark), and
// NSColor under a named appearance on macOS. Linux has no SwiftUI.
#if os(iOS) || os(tvOS) || os(visionOS) || os(watchOS)
import GradientCore
import SwiftUI
import UIKit
#elseif os(macOS)
import AppKit
import GradientCore
import SwiftUI
#endif

#if canImport(SwiftUI)
/// The appearance a SwiftUI colour is read for: the environment's colour scheme and contrast.
struct ColorAppearance: Hashable {
    var dark: Bool
    var increasedContrast: Bool
}

extension RGBA {
    /// The extended-sRGB components of a SwiftUI `Color` in `appearance`.
    init(resolving color: Color, in appearance: ColorAppearance) {
        #if os(watchOS)
        self.init(extendedSRGB: UIColor(color))
        #elseif os(macOS)
        var result = RGBA.clear
        let name: NSAppearance.Name
        switch (appearance.dark, appearance.increasedContrast) {
        case (false, false): name = .aqua
        case (true, false): name = .darkAqua
        case (false, true): name = .accessibilityHighContrastAqua
        case (true, true): name = .accessibilityHighContrastDarkAqua
        }
        // The high-contrast names only match (NSAppearance.h): fall back to the plain ones.
        let named = NSAppearance(named: name) ?? NSAppearance(named: appearance.dark ? .darkAqua : .aqua)
        if let named {
            named.performAsCurrentDrawingAppearance { result = RGBA(extendedSRGB: NSColor(color)) }
        } else {
            result = RGBA(extendedSRGB: NSColor(color))
        }
        self = result
        #else
        let style: UIUserInterfaceStyle = appearance.dark ? .dark : .light
        let traits: UITraitCollection
        if #available(iOS 17.0, tvOS 17.0, *) {
            traits = UITraitCollection(userInterfaceStyle: style).replacing(
                UITraitAccessibilityContrast.self, value: appearance.increasedContrast ? .high : .normal)
        } else {
            // Combining traits before iOS 17 takes `init(traitsFrom:)`, deprecated in iOS 17:
            // there the colour scheme alone is read.
            traits = UITraitCollection(userInterfaceStyle: style)
        }
        self.init(extendedSRGB: UIColor(color).resolvedColor(with: traits))
        #endif
    }
}
#endif
