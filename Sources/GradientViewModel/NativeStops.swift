import GradientCSS
import GradientCore

/// Turns any layer configuration into one Core Animation draws natively: stops it mixes
/// itself.
package enum NativeStops {
    /// `layer` in stops Core Animation mixes itself.
    ///
    /// Modes Core Animation mixes itself (`Interpolation.srgb` and
    /// `Interpolation.coreAnimation`) pass through unchanged, mode included, so that a render
    /// of the result shows the documented mixing or the model of what the layer draws (locations
    /// stay `nil` when they were, non-finite locations are spread evenly). Every other mode is
    /// expanded to `Interpolation.srgb` stops with
    /// `ColorRamp.straightSRGBStops(tolerance:maxDepth:maxStops:)` at its default tolerance, half an
    /// 8-bit level per premultiplied channel, which keeps the layer's straight interpolation
    /// within one 8-bit level of the exact ramp anywhere along it, in at most
    /// `ColorRamp.maxExpandedStops` stops (8192; beyond, the error grows as little as the
    /// budget allows): the main thread never hands Core Animation more.
    ///
    /// - Complexity: O(k log k) colour evaluations for k output stops.
    package static func expanded(_ layer: LayerGradient) -> LayerGradient {
        var out = layer
        switch layer.interpolation {
        case .srgb, .coreAnimation:
            if layer.locations != nil { out.locations = layer.stops.map(\.location) }
        default:
            out.interpolation = .srgb
            let stops = layer.ramp.straightSRGBStops()
            out.colors = stops.map(\.color)
            out.locations = stops.map(\.location)
        }
        return out
    }

    /// `color` with every non-finite component replaced by `0`.
    package static func finite(_ color: RGBA) -> RGBA {
        func f(_ v: Double) -> Double { v.isFinite ? v : 0 }
        return RGBA(red: f(color.red), green: f(color.green), blue: f(color.blue), alpha: f(color.alpha))
    }
}
