// Why this #if: the view exists on the platforms with a layer-backed view (see MeshGradientView+UIKit.swift).
#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import CoreGraphics
import Foundation
import GradientCore

/// The Objective-C forms of the Swift-only API (`GradientMesh` is a Swift struct, and
/// `CGPoint` arrays are `NSValue` arrays there). `setMeshWithJSON:error:` is the Swift
/// ``setMesh(json:)`` itself. These twins are hidden from Swift, which has the typed versions.
///
/// ```objc
/// GVMeshGradientView *view = [[GVMeshGradientView alloc] initWithFrame:frame];
/// NSError *error = nil;
/// if (![view setMeshWithWidth:2 height:2
///                      points:@[[NSValue valueWithCGPoint:CGPointMake(0, 0)], [NSValue valueWithCGPoint:CGPointMake(1, 0)],
///                               [NSValue valueWithCGPoint:CGPointMake(0, 1)], [NSValue valueWithCGPoint:CGPointMake(1, 1)]]
///                      colors:@[UIColor.systemRedColor, UIColor.systemBlueColor, UIColor.systemYellowColor, UIColor.labelColor]
///                       error:&error]) {
///     NSLog(@"%@", error.localizedDescription);   // one sentence naming the bad value
/// }
/// ```
extension MeshGradientView {
    /// ``setMesh(width:height:points:colors:background:smoothsColors:colorSpace:)`` for
    /// Objective-C: the points as `NSValue`s holding `CGPoint`s (`NSPoint`s on macOS),
    /// smooth colours in the device space, a clear background.
    ///
    /// - Throws: `GradientError` (as an `NSError` whose description is one sentence) for a
    ///   value that is not a point, and whatever the Swift method throws.
    @available(swift, obsoleted: 1, message: "Use setMesh(width:height:points:colors:background:smoothsColors:colorSpace:)")
    @objc(setMeshWithWidth:height:points:colors:error:)
    public func objcSetMesh(width: Int, height: Int, points: [NSValue], colors: [PlatformColor]) throws {
        let pointType = String(cString: Self.pointValue(.zero).objCType)
        var cgPoints: [CGPoint] = []
        for (i, value) in points.enumerated() {
            guard String(cString: value.objCType) == pointType else {
                throw GradientError(.invalidValue, "Point \(i) of the mesh is not a point value (NSValue of CGPoint) but \(value).")
            }
            cgPoints.append(Self.point(of: value))
        }
        try setMesh(width: width, height: height, points: cgPoints, colors: colors)
    }

    /// Removes the mesh: the view draws nothing (``mesh`` = `nil`).
    @available(swift, obsoleted: 1, message: "Set mesh to nil")
    @objc(removeMesh)
    public func objcRemoveMesh() { mesh = nil }

    /// Whether the view has a mesh to draw.
    @available(swift, obsoleted: 1, message: "Compare mesh with nil")
    @objc(hasMesh)
    public var objcHasMesh: Bool { content != nil }

    // Why this #if: Foundation boxes points as NSPoint on macOS (`valueWithPoint:`) and as
    // CGPoint on the UIKit platforms (`valueWithCGPoint:`, declared by UIKit).
    #if os(macOS)
    private static func pointValue(_ p: CGPoint) -> NSValue { NSValue(point: p) }
    private static func point(of value: NSValue) -> CGPoint { value.pointValue }
    #else
    private static func pointValue(_ p: CGPoint) -> NSValue { NSValue(cgPoint: p) }
    private static func point(of value: NSValue) -> CGPoint { value.cgPointValue }
    #endif
}
#endif
