// Why this #if: SwiftUI exists only on Apple platforms (never on Linux). The code is the same
// for UIKit and AppKit hosts, so one condition covers both.
#if canImport(UIKit) || canImport(AppKit)
import GradientKit
import SwiftUI

/// SwiftUI gradients drawn from the same stops a ``GradientView`` gives its layer, so a
/// perceptual (OKLab, OKLCH) ramp looks the same in SwiftUI as in UIKit.
///
/// ```swift
/// var state = GradientViewState()
/// state.colors = [AdaptiveColor(RGBA(red: 1, green: 0, blue: 0)), AdaptiveColor(RGBA(red: 0, green: 0, blue: 1))]
/// state.interpolation = .oklab
/// Rectangle().fill(SwiftUIGradient.linear(state.resolve(width: 300, height: 200).layer))
/// ```
public enum SwiftUIGradient {
    /// The stops of a layer configuration (expanded to native mixing), as SwiftUI stops.
    /// Locations are clamped to `0…1`, the range SwiftUI accepts.
    public static func stops(_ g: LayerGradient) -> [SwiftUI.Gradient.Stop] {
        NativeStops.expanded(g).stops.map { stop in
            let c = stop.color
            return SwiftUI.Gradient.Stop(
                color: Color(.sRGB, red: c.red, green: c.green, blue: c.blue, opacity: c.alpha),
                location: CGFloat(min(max(stop.location, 0), 1)))
        }
    }

    /// An axial gradient: the same start and end points.
    public static func linear(_ g: LayerGradient) -> LinearGradient {
        LinearGradient(stops: stops(g), startPoint: point(g.startPoint), endPoint: point(g.endPoint))
    }

    /// A radial gradient centred at the start point. SwiftUI's ellipse radius is a fraction of
    /// the frame, as Core Animation's is (`|end − start|` per axis); the horizontal fraction is
    /// used, exact when both fractions are equal.
    public static func elliptical(_ g: LayerGradient) -> EllipticalGradient {
        let fraction = abs(g.endPoint.x - g.startPoint.x)
        return EllipticalGradient(
            stops: stops(g), center: point(g.startPoint), startRadiusFraction: 0,
            endRadiusFraction: CGFloat(fraction.isFinite ? fraction : 0.5))
    }

    /// A conic gradient around the start point, starting towards the end point (measured on
    /// a frame of `width × height`), clockwise.
    public static func angular(_ g: LayerGradient, width: Double, height: Double) -> AngularGradient {
        let dx = (g.endPoint.x - g.startPoint.x) * width
        let dy = (g.endPoint.y - g.startPoint.y) * height
        let radians = dx == 0 && dy == 0 ? 0 : atan2(dy, dx)
        return AngularGradient(stops: stops(g), center: point(g.startPoint), angle: .degrees(radians * 180 / .pi))
    }

    static func point(_ p: GradientKit.GradientPoint) -> SwiftUI.UnitPoint {
        SwiftUI.UnitPoint(x: CGFloat(p.x), y: CGFloat(p.y))
    }
}
#endif
