// Why this #if: SwiftUI exists only on Apple platforms (never on Linux); the code is the same
// on all of them, watchOS included.
#if canImport(SwiftUI)
import GradientCore
import GradientViewModel
import SwiftUI

/// SwiftUI gradients that draw what a ``GradientView``'s layer draws on a frame of the given
/// size: the same stops (so a perceptual ramp looks the same in SwiftUI as in UIKit), and the
/// geometry worked out by the view model's `SwiftUIGeometry`, since SwiftUI places gradients in
/// points where Core Animation works in the layer's unit square.
///
/// ```swift
/// let layer = LayerGradient(colors: [.white, RGBA(red: 0, green: 0, blue: 1)], startPoint: .topLeft, endPoint: .bottomRight)
/// GeometryReader { proxy in
///     Rectangle().fill(SwiftUIGradient.linear(layer, size: proxy.size))
/// }
/// ```
///
/// The size is the frame the gradient fills, in points (only the ratio matters); a gradient
/// built for one size is exact on frames of that aspect ratio only. ``GradientFill`` does all
/// of this for a view's settings and any size.
public enum SwiftUIGradient {
    /// The stops of a layer configuration (expanded to native mixing), as SwiftUI stops.
    /// Locations are clamped to `0…1`, the range SwiftUI accepts.
    public static func stops(_ g: LayerGradient) -> [SwiftUI.Gradient.Stop] {
        stops(NativeStops.expanded(g).stops)
    }

    /// An axial gradient: start and end points that give SwiftUI's point-space shading the
    /// layer's isolines on a frame of `size`.
    public static func linear(_ g: LayerGradient, size: CGSize) -> LinearGradient {
        let (start, end) = SwiftUIGeometry.linear(g, width: Double(size.width), height: Double(size.height))
        return LinearGradient(stops: stops(g), startPoint: point(start), endPoint: point(end))
    }

    /// A radial gradient centred at the start point, for a frame of `size`: a
    /// `RadialGradient` when the layer's ellipse is a circle in points, an
    /// `EllipticalGradient` when its radii are the same fraction of each side, and clear when
    /// the layer draws nothing (a zero radius). SwiftUI has no gradient for other ellipses:
    /// those get the `EllipticalGradient` with the horizontal fraction
    /// (`SwiftUIGeometry.Radial.ellipse(center:radiusFraction:isExact:)`).
    public static func radial(_ g: LayerGradient, size: CGSize) -> AnyShapeStyle {
        switch SwiftUIGeometry.radial(g, width: Double(size.width), height: Double(size.height)) {
        case .circle(let center, let radius):
            return AnyShapeStyle(
                RadialGradient(stops: stops(g), center: point(center), startRadius: 0, endRadius: CGFloat(radius)))
        case .ellipse(let center, let fraction, _):
            return AnyShapeStyle(
                EllipticalGradient(stops: stops(g), center: point(center), startRadiusFraction: 0, endRadiusFraction: CGFloat(fraction)))
        case .nothing:
            return AnyShapeStyle(Color(.sRGB, red: 0, green: 0, blue: 0, opacity: 0))
        }
    }

    /// A conic gradient around the start point, starting towards the end point, clockwise,
    /// for a frame of `size`: SwiftUI measures angles in points, so the start angle and the
    /// stops are moved from the layer's unit-square angles (and resampled between them).
    public static func angular(_ g: LayerGradient, size: CGSize) -> AngularGradient {
        let (center, radians, conicStops) = SwiftUIGeometry.angular(g, width: Double(size.width), height: Double(size.height))
        return AngularGradient(stops: stops(conicStops), center: point(center), angle: .degrees(radians * 180 / .pi))
    }

    /// The SwiftUI gradient for `g` on a frame of `size`, whatever its type: ``linear(_:size:)``,
    /// ``radial(_:size:)`` or ``angular(_:size:)``.
    public static func style(_ g: LayerGradient, size: CGSize) -> AnyShapeStyle {
        switch g.type {
        case .axial: AnyShapeStyle(linear(g, size: size))
        case .radial: radial(g, size: size)
        case .conic: AnyShapeStyle(angular(g, size: size))
        }
    }

    static func stops(_ stops: [ColorStop]) -> [SwiftUI.Gradient.Stop] {
        stops.map { stop in
            let c = stop.color
            return SwiftUI.Gradient.Stop(
                color: Color(.sRGB, red: c.red, green: c.green, blue: c.blue, opacity: c.alpha),
                location: CGFloat(min(max(stop.location, 0), 1)))
        }
    }

    static func point(_ p: GradientCore.GradientPoint) -> SwiftUI.UnitPoint {
        SwiftUI.UnitPoint(x: CGFloat(p.x), y: CGFloat(p.y))
    }
}
#endif
