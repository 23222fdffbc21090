import Foundation
import GradientCore

/// Any gradient the tools can read, render and write: the layer form, CSS, a stack of CSS
/// gradients, a SwiftUI gradient or a mesh.
public enum GradientDefinition: Sendable, Hashable {
    /// A gradient described like a `CAGradientLayer`.
    case layer(LayerGradient)
    /// An axial gradient at a CSS angle, resolved at each size as `linear-gradient(<angle>, …)`
    /// is: a layer spec with an `"angle"` key.
    case angledLayer(AngledLayerGradient)
    /// A CSS gradient (`linear-gradient(…)`, `radial-gradient(…)`, `conic-gradient(…)`, repeating forms).
    case css(CSSGradient)
    /// Two or more CSS gradients stacked as a `background-image` list, first on top
    /// (``CSSGradientStack``). A list that holds one gradient is read as ``css(_:)``.
    case stack(CSSGradientStack)
    /// A SwiftUI gradient with SwiftUI's parameters, drawn as SwiftUI draws it (a JSON spec
    /// with a `"swiftui"` key).
    case swiftUI(SwiftUIGradientStyle)
    /// A mesh gradient, SwiftUI's `MeshGradient` (``GradientMesh``): `{"mesh": {…}}` in JSON.
    case mesh(GradientMesh)

    /// Reads a gradient from text: a JSON spec (text starting with `{`; `{"css": "…"}` holds
    /// CSS, `{"swiftui": "linear", …}` a SwiftUI gradient) or CSS gradient text such as `conic-gradient(from 45deg, red, blue)`. CSS may be a
    /// comma-separated `background-image` list of gradients, first on top
    /// (``CSSGradientStack/init(parsing:)``): one gradient is ``css(_:)``, more are
    /// ``stack(_:)``.
    ///
    /// - Throws: ``GradientError`` naming what is wrong (for CSS: what was expected, the
    ///   column and the offending text).
    public init(parsing text: String) throws {
        try self.init(parsing: text, options: .default)
    }

    /// Reads a gradient from text as ``init(parsing:)`` does, resolving CSS system colours,
    /// `light-dark()` and `currentcolor` (in CSS and in a layer spec's colours) with
    /// `options`; a `{"css": …}` spec's `colorScheme`
    /// and `currentColor` fields win over them.
    ///
    /// - Throws: ``GradientError`` naming what is wrong.
    public init(parsing text: String, options: CSSParsingOptions) throws {
        let trimmed = text.trimmingWhitespace
        guard !trimmed.isEmpty else { throw GradientError(.invalidValue, "The gradient text is empty: give CSS gradient text or a JSON spec.") }
        if trimmed.hasPrefix("{") {
            let data = Data(trimmed.utf8)
            guard data.count <= GradientSpec.maxJSONBytes else {
                throw GradientError(.limitExceeded, "The JSON spec is \(data.count) bytes, over the limit of \(GradientSpec.maxJSONBytes).")
            }
            try JSONSyntax.checkSpec(data, startingAt: JSONSyntax.Position(after: text.leadingWhitespace))
            if let css = try CSSGradientJSON.cssText(data) {
                self = try GradientDefinition(css: css, options: try CSSGradientJSON.options(data, base: options))
            } else if SwiftUIGradientJSON.isSwiftUI(data) {
                self = .swiftUI(try GradientSpec.decodeChecked(data, as: SwiftUIGradientStyle.self, options: options))
            } else if GradientMeshJSON.isMesh(data) {
                self = .mesh(try GradientMeshJSON.decode(data, options: options))
            } else {
                switch try GradientSpec.decodeChecked(data, as: LayerSpec.self, options: options) {
                case .layer(let layer): self = .layer(layer)
                case .angled(let angled): self = .angledLayer(angled)
                }
            }
        } else if let first = CSSTokenizer.firstAfterComments(trimmed) {
            // CSS comments before the gradient are skipped (CSS Syntax 3 §4.3.2); an unclosed
            // one is the tokenizer's to report. A name (or an escape, §4.3.7) starts CSS.
            guard first.unclosedComment || CSSTokenizer.isNameStart(first.scalar) || first.scalar == "-" || first.scalar == "\\" else {
                throw GradientError(
                    .syntax(column: 1),
                    "\(trimmed.quotedForMessage) is not a gradient: give CSS such as 'linear-gradient(red, blue)' or a JSON spec such as {\"colors\": [\"red\", \"blue\"]}."
                )
            }
            self = try GradientDefinition(css: trimmed, options: options)
        } else {
            throw GradientError(.invalidValue, "The gradient text holds only comments: give CSS gradient text or a JSON spec.")
        }
    }

    /// CSS text: one gradient or a list of them.
    private init(css text: String, options: CSSParsingOptions) throws {
        let list = try CSSGradientStack(parsing: text, options: options)
        switch list.gradients.count {
        case 0:
            throw GradientError(
                .invalidValue,
                "\(text.trimmingWhitespace.quotedForMessage) holds no gradient ('none' layers draw nothing): give at least one, such as 'linear-gradient(red, blue)'."
            )
        case 1: self = .css(list.gradients[0])
        default: self = .stack(list)
        }
    }

    /// Each layer's geometry and colours on a `width × height` pixel grid, first (topmost)
    /// first: one paint for a single gradient.
    public func paints(width: Int, height: Int) -> [GradientPaint] {
        paints(width: width, height: height, scale: 1)
    }

    /// The `CAGradientLayer` configuration that draws this gradient on a layer of
    /// `width × height` (points or pixels: only the ratio matters, except for a SwiftUI
    /// gradient, whose radii are in points: there they are points).
    ///
    /// - Throws: ``GradientError`` for what a layer cannot draw, a list of layers included
    ///   (a `CAGradientLayer` draws one gradient).
    public func layerGradient(width: Double, height: Double) throws -> LayerGradient {
        switch self {
        case .layer(let g): g
        case .angledLayer(let g): try g.layerGradient(width: width, height: height)
        case .css(let g): try g.layerGradient(width: width, height: height)
        case .swiftUI(let g): g.layerGradient(width: width, height: height)
        case .stack(let g):
            throw GradientError(
                .unsupported(format: "layer"),
                "A layer draws one gradient and this CSS stacks \(g.gradients.count): write it as PNG, SVG, CSS or JSON, or give one gradient.")
        case .mesh:
            throw GradientError(
                .unsupported(format: "layer"), "A CAGradientLayer cannot draw a mesh gradient: write it as PNG, JSON or SwiftUI code.")
        }
    }

    /// A short description for messages, e.g. `"axial, 3 colours"`, `"CSS conic, 2 colours"`,
    /// `"CSS 2 layers: linear, 2 colours; radial, 3 colours"`, `"SwiftUI angular, 4 colours"` or
    /// `"mesh 3x3, 9 colours"`.
    public var summary: String {
        switch self {
        case .layer(let g): "\(g.type.rawValue), \(g.colors.count) colour\(g.colors.count == 1 ? "" : "s")"
        case .angledLayer(let g): "axial at \(formatNumber(g.degrees))deg, \(g.colors.count) colour\(g.colors.count == 1 ? "" : "s")"
        case .css(let g): "CSS \(g.summary)"
        case .stack(let g): "CSS \(g.summary)"
        case .swiftUI(let g): "SwiftUI \(g.kind.name), \(g.stops.count) colour\(g.stops.count == 1 ? "" : "s")"
        case .mesh(let m): "mesh \(m.width)x\(m.height), \(m.colors.count) colours"
        }
    }
}
