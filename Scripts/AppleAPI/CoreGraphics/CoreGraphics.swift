// Stand-in for Apple's CoreGraphics: only what Sources/GradientView uses.
// CGFloat, CGPoint, CGSize and CGRect come from swift-corelibs Foundation on Linux.
@_exported import Foundation

/// https://developer.apple.com/tutorials/data/documentation/coregraphics/cgcolor.md — `class CGColor`
/// SDK knowledge: a Core Foundation type imported as a final, thread-safe class.
public final class CGColor: @unchecked Sendable {
    /// iOS 13.0+ · macOS 10.15+ — https://developer.apple.com/documentation/coregraphics/cgcolor/init(srgbred:green:blue:alpha:).md
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError("stand-in") }
}

/// SDK knowledge: CoreFoundation's `typealias CFTimeInterval = Double` (used by Core Animation's
/// timing), which swift-corelibs Foundation does not export.
public typealias CFTimeInterval = Double
