// Stand-in for Apple's SwiftUI: only what Sources/GradientView uses. Built once per path:
// with the UIKit stand-in (representable of UIView) or the AppKit one (of NSView).
@_exported import CoreGraphics
@_exported import Foundation
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

/// https://developer.apple.com/documentation/swiftui/view.md
@MainActor @preconcurrency
public protocol View {
    /// https://developer.apple.com/tutorials/data/documentation/swiftui/view/body-swift.associatedtype.md
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o.md
    @MainActor @preconcurrency var body: Self.Body { get }
}

/// SDK knowledge: `extension Never : View` (the Body of representables).
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

#if canImport(UIKit)
/// https://developer.apple.com/tutorials/data/documentation/swiftui/uiviewrepresentable.md
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Self.Body == Never {
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/uiviewtype.md
    associatedtype UIViewType: UIView
    /// NOT FOUND in the docs corpus. SDK knowledge: `associatedtype Coordinator = Void`.
    associatedtype Coordinator = Void
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/context.md
    typealias Context = UIViewRepresentableContext<Self>
    /// https://developer.apple.com/tutorials/data/documentation/swiftui/uiviewrepresentable/makeuiview(context:).md
    @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
    /// Page NOT FOUND (named on the makeUIView page). SDK knowledge: this signature.
    @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator().md
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}

/// SDK knowledge: the default `body` and `makeCoordinator()` for `Coordinator == Void`.
extension UIViewRepresentable {
    public var body: Never { fatalError("stand-in") }
}
extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext.md
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable> where Representable: UIViewRepresentable {}
#elseif canImport(AppKit)
/// https://developer.apple.com/tutorials/data/documentation/swiftui/nsviewrepresentable.md
@MainActor @preconcurrency
public protocol NSViewRepresentable: View where Self.Body == Never {
    /// https://developer.apple.com/documentation/swiftui/nsviewrepresentable/nsviewtype.md
    associatedtype NSViewType: NSView
    /// NOT FOUND in the docs corpus. SDK knowledge: `associatedtype Coordinator = Void`.
    associatedtype Coordinator = Void
    /// https://developer.apple.com/documentation/swiftui/nsviewrepresentable/context.md
    typealias Context = NSViewRepresentableContext<Self>
    /// https://developer.apple.com/documentation/swiftui/nsviewrepresentable/makensview(context:).md
    @MainActor @preconcurrency func makeNSView(context: Self.Context) -> Self.NSViewType
    /// https://developer.apple.com/documentation/swiftui/nsviewrepresentable/updatensview(_:context:).md
    @MainActor @preconcurrency func updateNSView(_ nsView: Self.NSViewType, context: Self.Context)
    /// https://developer.apple.com/documentation/swiftui/nsviewrepresentable/makecoordinator().md
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}

/// SDK knowledge: the default `body` and `makeCoordinator()` for `Coordinator == Void`.
extension NSViewRepresentable {
    public var body: Never { fatalError("stand-in") }
}
extension NSViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { fatalError("stand-in") }
}

/// Struct line NOT FOUND in the docs corpus; context type named on
/// https://developer.apple.com/documentation/swiftui/nsviewrepresentable/context.md
@MainActor @preconcurrency
public struct NSViewRepresentableContext<View> where View: NSViewRepresentable {}
#endif

/// https://developer.apple.com/tutorials/data/documentation/swiftui/color.md
@frozen public struct Color: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:).md
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        fatalError("stand-in")
    }
    /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace.md
    public enum RGBColorSpace: Hashable, Sendable {
        /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace/srgb.md
        case sRGB
        /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace/srgblinear.md
        case sRGBLinear
        /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace/displayp3.md
        case displayP3
    }
}

/// https://developer.apple.com/tutorials/data/documentation/swiftui/gradient.md
@frozen public struct Gradient: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/gradient/init(stops:).md
    public init(stops: [Gradient.Stop]) { fatalError("stand-in") }
    /// https://developer.apple.com/documentation/swiftui/gradient/stop.md
    @frozen public struct Stop: Hashable, Sendable {
        /// https://developer.apple.com/documentation/swiftui/gradient/stop/init(color:location:).md
        public init(color: Color, location: CGFloat) { fatalError("stand-in") }
    }
}

/// https://developer.apple.com/tutorials/data/documentation/swiftui/unitpoint.md
@frozen public struct UnitPoint: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/unitpoint/init(x:y:).md
    public init(x: CGFloat, y: CGFloat) { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/angle.md
@frozen public struct Angle: Hashable, Sendable {
    /// https://developer.apple.com/tutorials/data/documentation/swiftui/angle/degrees(_:).md
    public static func degrees(_ degrees: Double) -> Angle { fatalError("stand-in") }
    /// https://developer.apple.com/tutorials/data/documentation/swiftui/angle/zero.md
    public static var zero: Angle { fatalError("stand-in") }
}

/// https://developer.apple.com/tutorials/data/documentation/swiftui/lineargradient.md
@frozen public struct LinearGradient: Sendable {
    /// https://developer.apple.com/documentation/swiftui/lineargradient/init(stops:startpoint:endpoint:).md
    nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/ellipticalgradient.md
@frozen public struct EllipticalGradient: Sendable {
    /// https://developer.apple.com/documentation/swiftui/ellipticalgradient/init(stops:center:startradiusfraction:endradiusfraction:).md
    nonisolated public init(
        stops: [Gradient.Stop], center: UnitPoint = UnitPoint(x: 0.5, y: 0.5), startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) { fatalError("stand-in") }
}

/// https://developer.apple.com/tutorials/data/documentation/swiftui/angulargradient.md
@frozen public struct AngularGradient: Sendable {
    /// https://developer.apple.com/documentation/swiftui/angulargradient/init(stops:center:angle:).md
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) { fatalError("stand-in") }
}
