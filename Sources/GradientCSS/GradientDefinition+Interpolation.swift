import GradientCore

extension GradientDefinition {
    /// The same gradient mixed in `mode`: a layer gradient's ``LayerGradient/interpolation``,
    /// a CSS gradient's ``CSSGradient/interpolation`` (what `in <colorspace>` says), every
    /// layer of a list, a SwiftUI gradient's mixing. What `gradient render --interpolation`
    /// applies.
    ///
    /// ```swift
    /// try GradientDefinition(parsing: "linear-gradient(red, blue)").withInterpolation(.oklch(.longer))
    /// ```
    ///
    /// CSS has no name for every mode (`core-animation`, straight-alpha `srgb` between
    /// translucent colours): the CSS and JSON writers refuse such a gradient, PNG and SVG draw it.
    ///
    /// - Throws: ``GradientError`` (``GradientError/Kind/invalidValue``) for a mesh gradient,
    ///   whose colours mix in its own ``GradientMesh/colorSpace`` (`device` or `perceptual`).
    public func withInterpolation(_ mode: Interpolation) throws -> GradientDefinition {
        switch self {
        case .layer(var layer):
            layer.interpolation = mode
            return .layer(layer)
        case .angledLayer(var angled):
            angled.interpolation = mode
            return .angledLayer(angled)
        case .css(var css):
            css.interpolation = mode
            return .css(css)
        case .stack(var list):
            for i in list.gradients.indices { list.gradients[i].interpolation = mode }
            return .stack(list)
        case .swiftUI(var style):
            style.interpolation = mode
            return .swiftUI(style)
        case .mesh:
            throw GradientError(
                .invalidValue, "--interpolation does not apply to a mesh gradient: set its \"colorSpace\" to \"device\" or \"perceptual\" instead.")
        }
    }
}
