import Foundation

/// Any gradient the tools can read, render and write. Today the layer form; other forms
/// (CSS) join as cases.
public enum Gradient: Sendable, Hashable {
    /// A gradient described like a `CAGradientLayer`.
    case layer(LayerGradient)

    /// Reads a gradient from text: a JSON spec (text starting with `{`).
    ///
    /// - Throws: ``GradientError`` naming what is wrong.
    public init(parsing text: String) throws {
        let trimmed = text.trimmingWhitespace
        guard !trimmed.isEmpty else { throw GradientError("The gradient text is empty: give a JSON spec.") }
        if trimmed.hasPrefix("{") {
            self = .layer(try GradientSpec.decode(Data(trimmed.utf8)))
        } else {
            throw GradientError("\(trimmed.quotedForMessage) is not a gradient: give a JSON spec such as {\"colors\": [\"red\", \"blue\"]}.")
        }
    }

    /// The geometry and colours on a `width × height` pixel grid.
    public func paint(width: Int, height: Int) -> GradientPaint {
        switch self {
        case .layer(let g): g.paint(width: width, height: height)
        }
    }

    /// The `CAGradientLayer` configuration that draws this gradient on a layer of
    /// `width × height` (points or pixels: only the ratio matters).
    ///
    /// - Throws: ``GradientError`` for what a layer cannot draw.
    public func layerGradient(width: Double, height: Double) throws -> LayerGradient {
        switch self {
        case .layer(let g): g
        }
    }

    /// The SVG document for a `width × height` rectangle.
    ///
    /// - Throws: ``GradientError`` for what SVG cannot express.
    public func svg(width: Int, height: Int) throws -> String {
        switch self {
        case .layer(let g): try SVG.document(g, width: width, height: height)
        }
    }

    /// The JSON spec.
    public func json() throws -> Data {
        switch self {
        case .layer(let g): try GradientSpec.encode(g)
        }
    }

    /// A short description for messages, e.g. `"axial, 3 colours"`.
    public var summary: String {
        switch self {
        case .layer(let g): "\(g.type.rawValue), \(g.colors.count) colour\(g.colors.count == 1 ? "" : "s")"
        }
    }
}
