// Stand-in for Apple's QuartzCore (Core Animation): only what Sources/GradientView uses.
@_exported import CoreGraphics
@_exported import Foundation

/// https://developer.apple.com/tutorials/data/documentation/quartzcore/calayer.md — `class CALayer`
/// SDK knowledge: `open class CALayer : NSObject`.
open class CALayer: NSObject {
    /// https://developer.apple.com/tutorials/data/documentation/quartzcore/calayer/init().md
    public override init() { fatalError("stand-in") }
    /// https://developer.apple.com/tutorials/data/documentation/quartzcore/calayer/add(_:forkey:).md
    open func add(_ anim: CAAnimation, forKey key: String?) { fatalError("stand-in") }
    /// https://developer.apple.com/documentation/quartzcore/calayer/removeanimation(forkey:).md
    open func removeAnimation(forKey key: String) { fatalError("stand-in") }
}

/// https://developer.apple.com/tutorials/data/documentation/quartzcore/cagradientlayer.md — `class CAGradientLayer`
/// SDK knowledge: `open class CAGradientLayer : CALayer`.
open class CAGradientLayer: CALayer {
    /// https://developer.apple.com/documentation/quartzcore/cagradientlayer/colors.md
    open var colors: [Any]? { get { fatalError("stand-in") } set { fatalError("stand-in") } }
    /// https://developer.apple.com/tutorials/data/documentation/quartzcore/cagradientlayer/locations.md
    open var locations: [NSNumber]? { get { fatalError("stand-in") } set { fatalError("stand-in") } }
    /// https://developer.apple.com/tutorials/data/documentation/quartzcore/cagradientlayer/startpoint.md
    open var startPoint: CGPoint { get { fatalError("stand-in") } set { fatalError("stand-in") } }
    /// https://developer.apple.com/tutorials/data/documentation/quartzcore/cagradientlayer/endpoint.md
    open var endPoint: CGPoint { get { fatalError("stand-in") } set { fatalError("stand-in") } }
    /// https://developer.apple.com/documentation/quartzcore/cagradientlayer/type.md
    open var type: CAGradientLayerType { get { fatalError("stand-in") } set { fatalError("stand-in") } }
}

/// https://developer.apple.com/documentation/quartzcore/cagradientlayertype.md
/// (RawRepresentable, Hashable, Sendable; raw type String is SDK knowledge.)
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/quartzcore/cagradientlayertype/axial.md
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// https://developer.apple.com/documentation/quartzcore/cagradientlayertype/conic.md
    public static let conic = CAGradientLayerType(rawValue: "conic")
    /// Own page not found; listed on https://developer.apple.com/documentation/quartzcore/cagradientlayertype.md
    public static let radial = CAGradientLayerType(rawValue: "radial")
}

/// https://developer.apple.com/documentation/quartzcore/camediatiming.md
public protocol CAMediaTiming {
    /// https://developer.apple.com/tutorials/data/documentation/quartzcore/camediatiming/duration.md
    var duration: CFTimeInterval { get set }
    /// https://developer.apple.com/tutorials/data/documentation/quartzcore/camediatiming/repeatcount.md
    var repeatCount: Float { get set }
    /// https://developer.apple.com/documentation/quartzcore/camediatiming/autoreverses.md
    var autoreverses: Bool { get set }
}

/// https://developer.apple.com/tutorials/data/documentation/quartzcore/caanimation.md — `class CAAnimation`
/// (page: supports CAMediaTiming). SDK knowledge: `open class CAAnimation : NSObject`, `init()`.
open class CAAnimation: NSObject, CAMediaTiming {
    public override init() { fatalError("stand-in") }
    open var duration: CFTimeInterval { get { fatalError("stand-in") } set { fatalError("stand-in") } }
    open var repeatCount: Float { get { fatalError("stand-in") } set { fatalError("stand-in") } }
    open var autoreverses: Bool { get { fatalError("stand-in") } set { fatalError("stand-in") } }
    /// https://developer.apple.com/tutorials/data/documentation/quartzcore/caanimation/timingfunction.md
    open var timingFunction: CAMediaTimingFunction? { get { fatalError("stand-in") } set { fatalError("stand-in") } }
}

/// https://developer.apple.com/documentation/quartzcore/capropertyanimation.md
/// SDK knowledge: `open class CAPropertyAnimation : CAAnimation`.
open class CAPropertyAnimation: CAAnimation {
    /// https://developer.apple.com/documentation/quartzcore/capropertyanimation/init(keypath:).md
    public convenience init(keyPath path: String?) { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/quartzcore/cabasicanimation.md
/// SDK knowledge: `open class CABasicAnimation : CAPropertyAnimation`.
open class CABasicAnimation: CAPropertyAnimation {
    /// https://developer.apple.com/tutorials/data/documentation/quartzcore/cabasicanimation/fromvalue.md
    open var fromValue: Any? { get { fatalError("stand-in") } set { fatalError("stand-in") } }
    /// https://developer.apple.com/tutorials/data/documentation/quartzcore/cabasicanimation/tovalue.md
    open var toValue: Any? { get { fatalError("stand-in") } set { fatalError("stand-in") } }
}

/// https://developer.apple.com/tutorials/data/documentation/quartzcore/caanimationgroup.md
/// SDK knowledge: `open class CAAnimationGroup : CAAnimation`.
open class CAAnimationGroup: CAAnimation {
    /// https://developer.apple.com/tutorials/data/documentation/quartzcore/caanimationgroup/animations.md
    open var animations: [CAAnimation]? { get { fatalError("stand-in") } set { fatalError("stand-in") } }
}

/// https://developer.apple.com/tutorials/data/documentation/quartzcore/camediatimingfunction.md
/// SDK knowledge: `open class CAMediaTimingFunction : NSObject`.
open class CAMediaTimingFunction: NSObject {
    /// https://developer.apple.com/tutorials/data/documentation/quartzcore/camediatimingfunction/init(name:).md
    public convenience init(name: CAMediaTimingFunctionName) { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname.md
/// (raw type String is SDK knowledge.)
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Listed on https://developer.apple.com/tutorials/data/documentation/quartzcore/predefined-timing-functions.md
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/easein.md
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/easeout.md
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/easeineaseout.md
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
}

/// https://developer.apple.com/documentation/quartzcore/catransaction.md
/// SDK knowledge: `open class CATransaction : NSObject`.
open class CATransaction: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/catransaction/begin().md
    open class func begin() { fatalError("stand-in") }
    /// https://developer.apple.com/tutorials/data/documentation/quartzcore/catransaction/commit().md
    open class func commit() { fatalError("stand-in") }
    /// https://developer.apple.com/tutorials/data/documentation/quartzcore/catransaction/setdisableactions(_:).md
    open class func setDisableActions(_ flag: Bool) { fatalError("stand-in") }
}
