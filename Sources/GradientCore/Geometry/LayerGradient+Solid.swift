/// The rule that a layer always gets at least two colours: a `CAGradientLayer` with fewer
/// reportedly draws nothing, while one colour should fill it.
///
/// ```swift
/// LayerGradient.solid(.white).colors                              // [.white, .white] at 0 and 1
/// LayerGradient(colors: [.red]).withSingleColorDoubled.colors     // [.red, .red] at 0 and 1
/// ```
extension LayerGradient {
    /// `color` everywhere: two stops of it at `0` and `1`, every other property the default.
    package static func solid(_ color: RGBA) -> LayerGradient {
        LayerGradient(colors: [color, color], locations: [0, 1])
    }

    /// This gradient, with a single colour given as two stops of it at `0` and `1`; any other
    /// gradient as it is.
    package var withSingleColorDoubled: LayerGradient {
        guard colors.count == 1 else { return self }
        var out = self
        out.colors = [colors[0], colors[0]]
        out.locations = [0, 1]
        return out
    }
}
