// Why this #if: the view exists on the platforms with a layer-backed view (see GradientView+UIKit.swift).
#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import GradientCore
import GradientViewModel

/// The platform colours a view was given (`UIColor`s or `NSColor`s), kept as they are and
/// resolved against the view's traits whenever the layer is updated: a dynamic colour stays
/// dynamic.
struct PlatformColors<Color: Equatable>: Equatable {
    var colors: [Color]?
    var startColor: Color?
    var endColor: Color?
    var stops = [Color?](repeating: nil, count: InspectableStops.count)

    /// `state` with these colours, each resolved by `resolve`: what the view model draws.
    func filling(_ state: GradientViewState, resolve: (Color) -> RGBA) -> GradientViewState {
        var s = state
        func adaptive(_ color: Color) -> AdaptiveColor { AdaptiveColor(resolve(color)) }
        s.colors = colors.map { $0.map(adaptive) }
        s.startColor = startColor.map(adaptive)
        s.endColor = endColor.map(adaptive)
        for i in 0..<InspectableStops.count { s.stops[i].color = stops[i].map(adaptive) }
        return s
    }
}
#endif
