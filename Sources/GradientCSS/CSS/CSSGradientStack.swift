import GradientCore

/// A `background-image` list of CSS gradients, such as
/// `linear-gradient(#0000, #000c), radial-gradient(at 30% 20%, gold, navy)`: the first layer
/// is on top (CSS Backgrounds 3 §3.1), each drawn over the ones after it with source-over
/// compositing of premultiplied colour (CSS Compositing 1 §5.1, §9.1.4).
///
/// ```swift
/// let stack = try CSSGradientStack(parsing: "linear-gradient(#fff0, #fff8), conic-gradient(red, blue)")
/// stack.gradients.count   // 2
/// stack.summary         // "2 layers: linear, 2 colours; conic, 2 colours"
/// ```
///
/// `none` is a valid item of `background-image` that "counts as an image layer but draws
/// nothing" (CSS Backgrounds 3 §3.3). Without per-layer sizes and positions (which this
/// package does not model) such a layer changes nothing, so it is read and left out:
/// `none, linear-gradient(red, blue)` holds one layer, and `none` alone holds none.
/// Any other image (`url(…)`, `image-set(…)`, `cross-fade(…)` …) is an error.
public struct CSSGradientStack: Sendable, Hashable {
    /// The gradients, first (topmost) first. Empty draws nothing.
    public var gradients: [CSSGradient]

    /// Creates a list from its layers, first on top.
    public init(_ layers: [CSSGradient]) {
        self.gradients = layers
    }

    /// The largest number of items a list may hold, `none` included: 64 (real designs stack a
    /// handful; each layer costs one more pass over the frame when drawn).
    public static let maxLayerCount = 64

    /// Image functions CSS allows in `background-image` that are not gradients.
    static let otherImages: Set<String> = [
        "url", "src", "image", "image-set", "-webkit-image-set", "cross-fade", "-webkit-cross-fade", "element",
        "-moz-element", "paint", "-webkit-gradient", "-webkit-linear-gradient", "-webkit-radial-gradient",
        "-moz-linear-gradient", "-moz-radial-gradient", "light-dark",
    ]

    /// The properties whose declaration reads as the list it holds (names in lower case, as
    /// CSS matches them in any case).
    static let declaredProperties: Set<String> = ["background", "background-image"]

    /// Parses a comma-separated list of gradients (commas inside a gradient belong to it).
    /// `none` items are read and left out (see above); a final `;` is allowed, and so is a
    /// `background:` or `background-image:` before the list, so that a declaration pasted from
    /// a stylesheet (`background: linear-gradient(red, blue);`) reads as its value.
    ///
    /// - Throws: ``GradientError`` naming what was expected, the column and the offending
    ///   text: an empty item ("expected a gradient or 'none' between the commas at column 28,
    ///   found ','"), a trailing comma, an image that is not a gradient (`url(…)`) or an error
    ///   inside one of the gradients; `.limitExceeded` for more than ``maxLayerCount`` items.
    public init(parsing text: String) throws {
        try self.init(parsing: text, options: .default)
    }

    /// Parses a list, resolving system colours, `light-dark()` and `currentcolor` with
    /// `options`, each layer as ``CSSGradient/init(parsing:options:)`` reads one gradient.
    public init(parsing text: String, options: CSSParsingOptions) throws {
        var s = CSSTokenStream(try CSSTokenizer.tokens(text), options: options)
        if let property = s.peek.ident, Self.declaredProperties.contains(property), case .other = s.peekSecond.kind, s.peekSecond.text == ":" {
            s.next()
            s.next()
        }
        var layers: [CSSGradient] = []
        var count = 0
        while true {
            let t = s.peek
            if count > 0, t.kind == .comma {
                throw s.error(expected: "a gradient or 'none' between the commas")
            } else if count > 0, case .end = t.kind {
                throw s.error(expected: "a gradient or 'none' after the last ','")
            } else if t.ident == "none" {
                s.next()
            } else if case .function(let name) = t.kind, Self.otherImages.contains(name) {
                throw s.error(expected: "a gradient (images such as 'url(' are not drawn)")
            } else {
                var layer = try CSSGradientParser.parse(&s)
                layer.interpolation = layer.writtenInterpolation
                layers.append(layer)
            }
            count += 1
            guard count <= Self.maxLayerCount else {
                throw GradientError(
                    .limitExceeded,
                    "The list of layers has more than \(Self.maxLayerCount) items (the one at column \(t.column) is one too many), over the limit.")
            }
            guard s.accept(.comma) else { break }
        }
        if case .other = s.peek.kind, s.peek.text == ";" { s.next() }
        guard case .end = s.peek.kind else { throw s.error(expected: "',' or the end of the text after the gradient") }
        self.gradients = layers
    }

    /// Summarises the list for messages: `"3 layers: linear, 2 colours; radial, 2 colours;
    /// conic, 4 colours"` (each layer as ``CSSGradient/summary``).
    public var summary: String {
        "\(gradients.count) layer\(gradients.count == 1 ? "" : "s")" + (gradients.isEmpty ? "" : ": " + gradients.map(\.summary).joined(separator: "; "))
    }

    /// Each layer's paint on a `width × height` pixel grid, first (topmost) first.
    public func paints(width: Int, height: Int) -> [GradientPaint] {
        gradients.map { $0.paint(width: width, height: height) }
    }
}
