// Stand-in for Apple's UIKit: only what Sources/GradientView uses.
@_exported import Foundation
@_exported import QuartzCore

/// SDK knowledge: `@MainActor open class UIResponder : NSObject` (UIView's superclass; not on the pages).
@MainActor
open class UIResponder: NSObject {}

/// https://developer.apple.com/tutorials/data/documentation/uikit/uiview.md — `@MainActor class UIView`
/// SDK knowledge: `open class UIView : UIResponder`, members `open`.
@MainActor
open class UIView: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:).md
    public init(frame: CGRect) { fatalError("stand-in") }
    /// NOT FOUND in the docs corpus. SDK knowledge: `public required init?(coder: NSCoder)` (NSCoding).
    public required init?(coder: NSCoder) { fatalError("stand-in") }
    /// https://developer.apple.com/tutorials/data/documentation/uikit/uiview/layerclass.md
    open class var layerClass: AnyClass { fatalError("stand-in") }
    /// https://developer.apple.com/documentation/uikit/uiview/layer.md
    open var layer: CALayer { fatalError("stand-in") }
    /// https://developer.apple.com/tutorials/data/documentation/uikit/uiview/bounds.md
    open var bounds: CGRect { get { fatalError("stand-in") } set { fatalError("stand-in") } }
    /// https://developer.apple.com/tutorials/data/documentation/uikit/uiview/window.md
    open var window: UIWindow? { fatalError("stand-in") }
    /// https://developer.apple.com/tutorials/data/documentation/uikit/uiview/layoutsubviews().md
    open func layoutSubviews() { fatalError("stand-in") }
    /// https://developer.apple.com/tutorials/data/documentation/uikit/uiview/setneedslayout().md
    open func setNeedsLayout() { fatalError("stand-in") }
    /// https://developer.apple.com/tutorials/data/documentation/uikit/uiview/didmovetowindow().md
    open func didMoveToWindow() { fatalError("stand-in") }
    /// https://developer.apple.com/tutorials/data/documentation/uikit/uiview/tintcolordidchange().md
    open func tintColorDidChange() { fatalError("stand-in") }
    /// https://developer.apple.com/tutorials/data/documentation/uikit/uiview/tintadjustmentmode-swift.property.md
    open var tintAdjustmentMode: UIView.TintAdjustmentMode { get { fatalError("stand-in") } set { fatalError("stand-in") } }
    /// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection.md
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError("stand-in") }
    /// UITraitEnvironment — https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection.md
    open var traitCollection: UITraitCollection { fatalError("stand-in") }
    /// UITraitEnvironment, iOS 8.0–17.0 (deprecated) —
    /// https://developer.apple.com/tutorials/data/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:).md
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError("stand-in") }
    /// Declared on NSObject (module ObjectiveC), which swift-corelibs Foundation lacks; placed here —
    /// https://developer.apple.com/tutorials/data/documentation/objectivec/nsobject-swift.class/prepareforinterfacebuilder().md
    open func prepareForInterfaceBuilder() { fatalError("stand-in") }

    /// https://developer.apple.com/documentation/uikit/uiview/tintadjustmentmode-swift.enum.md
    /// (raw type not shown; `Int` is SDK knowledge.)
    public enum TintAdjustmentMode: Int, Sendable {
        case automatic, normal, dimmed
    }
}

/// UITraitChangeObservable, iOS 17.0+ —
/// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:).md
/// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/traitchangehandler.md
@MainActor
public protocol UITraitChangeObservable {
    typealias TraitChangeHandler<TraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void
    @discardableResult
    func registerForTraitChanges<TraitEnvironment>(
        _ traits: [UITrait], handler: @escaping Self.TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration where TraitEnvironment: UITraitEnvironment
}

/// https://developer.apple.com/tutorials/data/documentation/uikit/uitraitenvironment.md
@MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    var traitCollection: UITraitCollection { get }
}

extension UIView: UITraitEnvironment, UITraitChangeObservable {
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration where TraitEnvironment: UITraitEnvironment { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/uikit/uitraitchangeregistration.md
@MainActor
public protocol UITraitChangeRegistration: NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uitraitdefinition-64c15.md
public protocol UITraitDefinition {}

/// https://developer.apple.com/documentation/uikit/uitrait-9423.md
public typealias UITrait = any UITraitDefinition.Type

/// https://developer.apple.com/tutorials/data/documentation/uikit/uitraitcollection.md
/// SDK knowledge: `open class UITraitCollection : NSObject`, Sendable.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(userinterfacestyle:).md
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { fatalError("stand-in") }
    /// https://developer.apple.com/tutorials/data/documentation/uikit/uitraitcollection/userinterfacestyle.md
    open var userInterfaceStyle: UIUserInterfaceStyle { fatalError("stand-in") }
    /// iOS 17.0+ — https://developer.apple.com/documentation/uikit/uitraitcollection/systemtraitsaffectingcolorappearance-64z7q.md
    public static var systemTraitsAffectingColorAppearance: [UITrait] { fatalError("stand-in") }
}

/// https://developer.apple.com/tutorials/data/documentation/uikit/uiuserinterfacestyle.md (raw type Int: SDK knowledge)
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection.md (raw type Int: SDK knowledge)
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight, rightToLeft
}

/// SDK knowledge: `@MainActor open class UIWindow : UIView` (only its name is used).
@MainActor
open class UIWindow: UIView {}

/// https://developer.apple.com/tutorials/data/documentation/uikit/uicolor.md — `class UIColor`
/// SDK knowledge: `open class UIColor : NSObject`, Sendable.
open class UIColor: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:).md
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError("stand-in") }
    /// https://developer.apple.com/tutorials/data/documentation/uikit/uicolor/resolvedcolor(with:).md
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { fatalError("stand-in") }
    /// https://developer.apple.com/tutorials/data/documentation/uikit/uicolor/getred(_:green:blue:alpha:).md
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool { fatalError("stand-in") }
}

/// SDK knowledge: `@MainActor open class UIApplication : UIResponder`.
@MainActor
open class UIApplication: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiapplication/willenterforegroundnotification.md
    nonisolated public static let willEnterForegroundNotification = NSNotification.Name("UIApplicationWillEnterForegroundNotification")
}

/// SDK knowledge: the `UIAccessibility` namespace.
public enum UIAccessibility {
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled.md
    @MainActor public static var isReduceMotionEnabled: Bool { fatalError("stand-in") }
    /// NOT FOUND in the docs corpus. SDK knowledge: `static let reduceMotionStatusDidChangeNotification: NSNotification.Name`.
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
}
