// Why this #if: both views (GradientView and MeshGradientView) are UIViews on iOS, tvOS and
// visionOS and NSViews on macOS; watchOS has no UIView and Linux neither framework.
#if os(iOS) || os(tvOS) || os(visionOS)
import GradientCore
import UIKit

// What both views ask of UIKit to redraw: whether a layout pass will come, a layout pass, the
// colours as the traits resolve them, and word of the traits that change them.
extension UIView {
    /// Whether the view is in a window, where layout passes come.
    var isInWindow: Bool { window != nil }

    /// Asks for a layout pass, in which the view updates its layer.
    func requestLayout() { setNeedsLayout() }

    /// `color` as the system resolves it for this view now (dark mode, Increase Contrast,
    /// elevated levels), in extended sRGB so wide-gamut colours keep their gamut.
    /// `UIColor.tintColor` "resolves at runtime based on the current tint color of the app or
    /// trait hierarchy" (its documentation), which a trait collection alone may not carry: it
    /// is this view's `tintColor` (dimmed with it).
    func resolvedNow(_ color: UIColor) -> RGBA {
        if color == UIColor.tintColor, let tint = tintColor { return RGBA(extendedSRGB: tint.resolvedColor(with: traitCollection)) }
        return RGBA(extendedSRGB: color.resolvedColor(with: traitCollection))
    }

    /// Calls `update` with the view whenever a trait that changes how colours resolve
    /// (`UITraitCollection.systemTraitsAffectingColorAppearance`) or one of `extra` changes.
    @available(iOS 17.0, tvOS 17.0, *)
    func registerForColorTraitChanges<View: UIView>(adding extra: [UITrait], _ update: @escaping (View) -> Void) {
        registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance + extra) { (view: View, _: UITraitCollection) in
            update(view)
        }
    }
}
#elseif os(macOS)
import AppKit
import GradientCore

// What both views ask of AppKit to redraw: whether a layout pass will come, the passes in
// which the layer is updated, and the colours as the appearance resolves them.
extension NSView {
    /// Whether the view is in a window, where layout and display passes come.
    var isInWindow: Bool { window != nil }

    /// Asks for the passes in which the layer is updated: `updateLayer()` runs when the view
    /// needs display (NSView.h's documented trigger for it), `layout()` when it needs layout.
    func requestLayout() {
        needsLayout = true
        needsDisplay = true
    }

    /// `color` as the system resolves it for this view now (its effective appearance,
    /// including high contrast and the accent colour), in extended sRGB.
    func resolvedNow(_ color: NSColor) -> RGBA {
        var result = RGBA.clear
        effectiveAppearance.performAsCurrentDrawingAppearance { result = RGBA(extendedSRGB: color) }
        return result
    }
}
#endif
