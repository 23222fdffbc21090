import Foundation
import GradientCore

extension CSSGradient {
    /// The `CAGradientLayer` configuration that draws this gradient on a `width × height`
    /// layer (points or pixels: only the ratio matters for the geometry; repeats and radial
    /// extents are resolved at this size): the projection of its ``paint(width:height:)`` at
    /// that size (the package's `LayerGradient(projecting:width:height:maxStops:)`).
    ///
    /// - linear: unit start and end points whose unit-square projection equals the CSS
    ///   gradient line, with the first stop at `0` and the last at `1`;
    /// - radial: a radial layer centred at the CSS centre with the ending shape's radii
    ///   (scaled so the last stop sits at `1`);
    /// - conic: a conic layer from the CSS `from` angle around the CSS centre. CSS measures
    ///   angles on the pixels and a layer in its unit square, so on a non-square size the stops
    ///   are moved and resampled, within half a level of the CSS ramp.
    ///
    /// Interpolation modes other than straight sRGB, premultiplied alpha, hints and repeats
    /// become extra stops (``ColorRamp/straightSRGBStops(tolerance:maxDepth:maxStops:)``, within half
    /// an 8-bit level), since a layer interpolates straight sRGB between stops and never repeats.
    /// The layer always has at least two colours.
    ///
    /// - Throws: ``GradientError`` for a non-positive or non-finite size, an ellipse of zero
    ///   width or height with stops given in px, or a repeat needing more than
    ///   ``LayerGradient/maxStopCount`` stops.
    public func layerGradient(width w: Double, height h: Double) throws -> LayerGradient {
        guard w > 0, h > 0, w.isFinite, h.isFinite else {
            throw GradientError(.invalidValue, "A layer of \(formatNumber(w))x\(formatNumber(h)) cannot draw a CSS gradient: the size must be positive.")
        }
        let paint = paint(width: w, height: h)
        // An ending shape of zero width or height draws as an ellipse unbounded along its other
        // axis (the paint gives that axis unboundedRadius): no layer has one. (Stops all
        // at the centre paint one colour, which the projection handles.)
        if case .radial(_, let rx, let ry) = paint.shading, geometry(width: w, height: h).percentScale == 0,
            max(rx, ry) >= CSSGradient.unboundedRadius
        {
            throw GradientError(
                .unsupported(format: "layer"),
                "A layer cannot draw a radial gradient whose ending shape has zero width or height and stops given in px.")
        }
        return try LayerGradient(projecting: paint, width: w, height: h, maxStops: LayerGradient.maxStopCount)
    }
}
