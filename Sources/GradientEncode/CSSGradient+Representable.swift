import GradientCSS
import GradientCore

extension CSSGradient {
    /// Refuses to write this gradient as CSS text (or as JSON, which keeps a CSS gradient as its
    /// CSS text) when its ``interpolation`` is a mode CSS cannot name, so the picture would
    /// change silently: Core Animation's measured mixing (`core-animation`), or straight-alpha
    /// `srgb` between translucent colours (CSS mixes premultiplied; opaque colours mix the same
    /// either way). Parsed CSS never holds such a mode; ``GradientDefinition/withInterpolation(_:)``
    /// or code can set one.
    ///
    /// - Parameter format: The format named in the message: `"CSS"` or `"JSON"`.
    /// - Throws: ``GradientError`` (``GradientError/Kind/unsupported(format:)``) naming the mode
    ///   and what to write instead.
    func checkCSSHoldsInterpolation(writingAs format: String) throws {
        guard let mode = interpolation else { return }
        if mode == .coreAnimation {
            throw GradientError(
                .unsupported(format: format),
                "\(format) cannot hold the interpolation 'core-animation' of a CSS gradient (CSS has no such mixing): write PNG or SVG, or give the gradient as a JSON layer spec."
            )
        }
        let translucent = items.contains { item in
            if case .stop(let color, _, _) = item { return color.rgba.alpha < 1 }
            return false
        }
        if mode == .srgb, translucent {
            throw GradientError(
                .unsupported(format: format),
                "\(format) cannot hold the interpolation 'srgb' (straight alpha) of a CSS gradient with translucent colours (CSS mixes premultiplied): use 'srgb-premultiplied', or write PNG or SVG."
            )
        }
    }
}
