// Why this #if: SwiftUI's MeshGradient is only in the SDKs of iOS 18, macOS 15, tvOS 18,
// watchOS 11 and visionOS 2 and later, whose SwiftUI module is version 6 or later; code inside
// `if #available` is still type-checked, so an older SDK (iOS 17.4's SwiftUI is 5.4.38, macOS
// 13.3's 4.4.33) must not see this file at all (see SwiftCode+Mesh.swift in GradientEncode).
// Scripts/check-apple-sdk.sh compiles it once more against Scripts/mesh-gradient-stub.swift.
#if canImport(SwiftUI, _version: 6.0)
import GradientCore
import SwiftUI

/// A `GradientMesh` as SwiftUI's own `MeshGradient`.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
enum NativeMeshGradient {
    /// `mesh` as a `MeshGradient`: its positions (`points:`) when it gives no control point,
    /// else every vertex with all four control points (those inferred written out, as
    /// `bezierPoints` needs them); `colors` and `background`, when given, in place of the
    /// mesh's (`colors` has one per vertex).
    static func make(_ mesh: GradientMesh, colors: [Color]?, background: Color?) -> MeshGradient {
        let colors = colors ?? mesh.colors.map(color)
        let background = background ?? color(mesh.background)
        let space: Gradient.ColorSpace = mesh.colorSpace == .perceptual ? .perceptual : .device
        if mesh.hasOnlyPositions {
            return MeshGradient(
                width: mesh.width, height: mesh.height, points: mesh.vertices.map { simd($0.position) }, colors: colors, background: background,
                smoothsColors: mesh.smoothsColors, colorSpace: space)
        }
        let bezierPoints = mesh.withResolvedControlPoints.vertices.map { v in
            MeshGradient.BezierPoint(
                position: simd(v.position), leadingControlPoint: simd(v.leadingControlPoint ?? v.position),
                topControlPoint: simd(v.topControlPoint ?? v.position), trailingControlPoint: simd(v.trailingControlPoint ?? v.position),
                bottomControlPoint: simd(v.bottomControlPoint ?? v.position))
        }
        return MeshGradient(
            width: mesh.width, height: mesh.height, locations: .bezierPoints(bezierPoints), colors: .colors(colors), background: background,
            smoothsColors: mesh.smoothsColors, colorSpace: space)
    }

    private static func simd(_ p: GradientPoint) -> SIMD2<Float> { SIMD2(Float(p.x), Float(p.y)) }

    private static func color(_ c: RGBA) -> Color { Color(.sRGB, red: c.red, green: c.green, blue: c.blue, opacity: c.alpha) }
}
#endif
