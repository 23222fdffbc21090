// SwiftUI's MeshGradient (iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2) as Apple's
// documentation declares the parts that `gradient render … -o View.swift` writes for a mesh (and
// that GradientUI's NativeMeshGradient.swift uses):
// `init(width:height:points:colors:background:smoothsColors:colorSpace:)`,
// `init(width:height:locations:colors:background:smoothsColors:colorSpace:)`, `Locations`,
// `Colors` (its `colors` case) and `BezierPoint`, transcribed from
// developer.apple.com/documentation/swiftui/meshgradient. Not the real type: the SDKs the
// project is checked against (iOS 17.4, macOS 13.3) have none, so Scripts/check-apple-sdk.sh
// compiles the generated code once as it is (the mesh part compiled out) and once against
// this stand-in, which checks that the code agrees with the documented declarations, and
// with the rest of SwiftUI as those SDKs have it.
import SwiftUI

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
struct MeshGradient: View {
    struct BezierPoint {
        var position: SIMD2<Float>
        var leadingControlPoint: SIMD2<Float>
        var topControlPoint: SIMD2<Float>
        var trailingControlPoint: SIMD2<Float>
        var bottomControlPoint: SIMD2<Float>

        init(
            position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>, trailingControlPoint: SIMD2<Float>,
            bottomControlPoint: SIMD2<Float>
        ) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    enum Locations {
        case points([SIMD2<Float>])
        case bezierPoints([BezierPoint])
    }

    enum Colors {
        case colors([Color])
    }

    init(
        width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear, smoothsColors: Bool = true,
        colorSpace: Gradient.ColorSpace = .device
    ) {}

    init(
        width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear, smoothsColors: Bool = true,
        colorSpace: Gradient.ColorSpace = .device
    ) {}

    var body: some View { Color.clear }
}
