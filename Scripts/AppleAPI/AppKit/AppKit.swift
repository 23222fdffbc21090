// Stand-in for Apple's AppKit: only what Sources/GradientView uses.
@_exported import Foundation
@_exported import QuartzCore

/// SDK knowledge: `@MainActor open class NSResponder : NSObject` (NSView's superclass; not on the pages).
@MainActor
open class NSResponder: NSObject {}

/// https://developer.apple.com/tutorials/data/documentation/appkit/nsview.md — `@MainActor class NSView`
/// SDK knowledge: `open class NSView : NSResponder`, members `open`.
@MainActor
open class NSView: NSResponder {
    /// https://developer.apple.com/documentation/appkit/nsview/init(frame:).md
    public init(frame frameRect: NSRect) { fatalError("stand-in") }
    /// https://developer.apple.com/documentation/appkit/nsview/init(coder:).md (`required` is SDK knowledge)
    public required init?(coder: NSCoder) { fatalError("stand-in") }
    /// https://developer.apple.com/documentation/appkit/nsview/bounds.md
    open var bounds: NSRect { get { fatalError("stand-in") } set { fatalError("stand-in") } }
    /// https://developer.apple.com/tutorials/data/documentation/appkit/nsview/wantslayer.md
    open var wantsLayer: Bool { get { fatalError("stand-in") } set { fatalError("stand-in") } }
    /// https://developer.apple.com/documentation/appkit/nsview/layer.md
    open var layer: CALayer? { get { fatalError("stand-in") } set { fatalError("stand-in") } }
    /// https://developer.apple.com/documentation/appkit/nsview/makebackinglayer().md
    open func makeBackingLayer() -> CALayer { fatalError("stand-in") }
    /// https://developer.apple.com/documentation/appkit/nsview/layout().md
    open func layout() { fatalError("stand-in") }
    /// https://developer.apple.com/documentation/appkit/nsview/updatelayer().md — `func updateLayer()`
    /// (declared so that a subclass's method of that name must say `override`)
    open func updateLayer() { fatalError("stand-in") }
    /// https://developer.apple.com/documentation/appkit/nsview/needslayout.md
    open var needsLayout: Bool { get { fatalError("stand-in") } set { fatalError("stand-in") } }
    /// https://developer.apple.com/documentation/appkit/nsview/viewdidchangeeffectiveappearance().md
    open func viewDidChangeEffectiveAppearance() { fatalError("stand-in") }
    /// https://developer.apple.com/tutorials/data/documentation/appkit/nsview/userinterfacelayoutdirection.md
    open var userInterfaceLayoutDirection: NSUserInterfaceLayoutDirection { get { fatalError("stand-in") } set { fatalError("stand-in") } }
    /// https://developer.apple.com/documentation/appkit/nsview/window.md (`unowned(unsafe)` on the page)
    open var window: NSWindow? { fatalError("stand-in") }
    /// https://developer.apple.com/documentation/appkit/nsview/viewdidmovetowindow().md
    open func viewDidMoveToWindow() { fatalError("stand-in") }
    /// NSAppearanceCustomization — https://developer.apple.com/documentation/appkit/nsappearancecustomization/effectiveappearance.md
    open var effectiveAppearance: NSAppearance { fatalError("stand-in") }
    /// Declared on NSObject (module ObjectiveC), which swift-corelibs Foundation lacks; placed here —
    /// https://developer.apple.com/tutorials/data/documentation/objectivec/nsobject-swift.class/prepareforinterfacebuilder().md
    open func prepareForInterfaceBuilder() { fatalError("stand-in") }
}

/// SDK knowledge: `@MainActor open class NSWindow : NSResponder` (only its name is used).
@MainActor
open class NSWindow: NSResponder {}

/// https://developer.apple.com/documentation/appkit/nsuserinterfacelayoutdirection.md (raw type Int: SDK knowledge)
public enum NSUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight, rightToLeft
}

/// https://developer.apple.com/documentation/appkit/nsappearance.md
/// SDK knowledge: `open class NSAppearance : NSObject`, Sendable.
open class NSAppearance: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/tutorials/data/documentation/appkit/nsappearance/init(named:).md
    public init?(named name: NSAppearance.Name) { fatalError("stand-in") }
    /// https://developer.apple.com/documentation/appkit/nsappearance/bestmatch(from:).md
    open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? { fatalError("stand-in") }
    /// https://developer.apple.com/documentation/appkit/nsappearance/performascurrentdrawingappearance(_:).md
    open func performAsCurrentDrawingAppearance(_ block: () -> Void) { fatalError("stand-in") }

    /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct.md (raw type String: SDK knowledge)
    public struct Name: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/aqua.md
        public static let aqua = Name(rawValue: "NSAppearanceNameAqua")
        /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/darkaqua.md
        public static let darkAqua = Name(rawValue: "NSAppearanceNameDarkAqua")
    }
}

/// https://developer.apple.com/documentation/appkit/nscolor (class page; superclass and Sendable: SDK knowledge)
open class NSColor: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nscolor/init(srgbred:green:blue:alpha:)-9oz51.md
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError("stand-in") }
    /// https://developer.apple.com/tutorials/data/documentation/appkit/nscolor/usingcolorspace(_:).md
    open func usingColorSpace(_ space: NSColorSpace) -> NSColor? { fatalError("stand-in") }
    /// https://developer.apple.com/tutorials/data/documentation/appkit/nscolor/getred(_:green:blue:alpha:).md (returns Void)
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/appkit/nscolorspace.md (superclass: SDK knowledge)
open class NSColorSpace: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/tutorials/data/documentation/appkit/nscolorspace/extendedsrgb.md
    open class var extendedSRGB: NSColorSpace { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/appkit/nsworkspace.md (superclass: SDK knowledge)
open class NSWorkspace: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nsworkspace/shared.md
    open class var shared: NSWorkspace { fatalError("stand-in") }
    /// https://developer.apple.com/tutorials/data/documentation/appkit/nsworkspace/accessibilitydisplayshouldreducemotion.md
    open var accessibilityDisplayShouldReduceMotion: Bool { fatalError("stand-in") }
}
