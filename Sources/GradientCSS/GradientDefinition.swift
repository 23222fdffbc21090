import Foundation
import GradientCore

/// Any gradient the tools can read, render and write: the layer form or CSS.
public enum GradientDefinition: Sendable, Hashable {
    /// A gradient described like a `CAGradientLayer`.
    case layer(LayerGradient)
    /// A CSS gradient (`linear-gradient(…)`, `radial-gradient(…)`, `conic-gradient(…)`, repeating forms).
    case css(CSSGradient)

    /// Reads a gradient from text: a JSON spec (text starting with `{`; `{"css": "…"}` holds
    /// CSS) or CSS gradient text such as `conic-gradient(from 45deg, red, blue)`.
    ///
    /// - Throws: ``GradientError`` naming what is wrong (for CSS: what was expected, the
    ///   column and the offending text).
    public init(parsing text: String) throws {
        try self.init(parsing: text, options: .default)
    }

    /// Reads a gradient from text as ``init(parsing:)`` does, resolving CSS system colours,
    /// `light-dark()` and `currentcolor` with `options`; a `{"css": …}` spec's `colorScheme`
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
            try GradientSpec.checkKeysAndEscapes(data)
            if let css = try CSSGradientJSON.cssText(data) {
                self = .css(try CSSGradient(parsing: css, options: try CSSGradientJSON.options(data, base: options)))
            } else {
                self = .layer(try GradientSpec.decodeChecked(data))
            }
        } else if let first = trimmed.unicodeScalars.first, CSSTokenizer.isNameStart(first) || first == "-" {
            self = .css(try CSSGradient(parsing: trimmed, options: options))
        } else {
            throw GradientError(.syntax(column: 1),
                "\(trimmed.quotedForMessage) is not a gradient: give CSS such as 'linear-gradient(red, blue)' or a JSON spec such as {\"colors\": [\"red\", \"blue\"]}.")
        }
    }

    /// The geometry and colours on a `width × height` pixel grid.
    public func paint(width: Int, height: Int) -> GradientPaint {
        switch self {
        case .layer(let g): g.paint(width: width, height: height)
        case .css(let g): g.paint(width: width, height: height)
        }
    }

    /// The `CAGradientLayer` configuration that draws this gradient on a layer of
    /// `width × height` (points or pixels: only the ratio matters).
    ///
    /// - Throws: ``GradientError`` for what a layer cannot draw.
    public func layerGradient(width: Double, height: Double) throws -> LayerGradient {
        switch self {
        case .layer(let g): g
        case .css(let g): try g.layerGradient(width: width, height: height)
        }
    }

    /// A short description for messages, e.g. `"axial, 3 colours"` or `"CSS conic, 2 colours"`.
    public var summary: String {
        switch self {
        case .layer(let g): "\(g.type.rawValue), \(g.colors.count) colour\(g.colors.count == 1 ? "" : "s")"
        case .css(let g): "CSS \(g.summary)"
        }
    }
}
