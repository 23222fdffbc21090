import Foundation
import GradientCSS
import GradientCore

/// The text forms a gradient is written in: SVG, CSS and the JSON spec.
extension GradientDefinition {
    /// The SVG document for a `width × height` rectangle in CSS px (points, whatever the
    /// device scale: CSS lengths such as `20px` keep their size in the document, and a
    /// browser at scale 2 draws it as ``paints(width:height:scale:)`` does at twice the
    /// pixels): a CSS gradient through its layer form
    /// (``GradientDefinition/layerGradient(width:height:)``), a list of layers as one
    /// `<rect>` per layer, the bottom one first.
    ///
    /// - Throws: ``GradientError`` for a conic or mesh gradient (SVG has neither) and whatever
    ///   the layer form cannot draw.
    public func svg(width: Double, height: Double) throws -> String {
        switch self {
        case .layer, .css, .swiftUI:
            try SVG.document(layerGradient(width: width, height: height), width: width, height: height)
        case .layers(let list):
            try SVG.document(layers: list.layers.map { try $0.layerGradient(width: width, height: height) }, width: width, height: height)
        case .mesh:
            throw GradientError(.unsupported(format: "SVG"), "SVG has no mesh gradient: write a mesh gradient as PNG, JSON or Swift code instead.")
        }
    }

    /// CSS text that draws this gradient on a `width × height` box (CSS px; only the ratio
    /// matters for a layer gradient): a CSS gradient or list as written, a layer gradient
    /// converted by ``CSSGradient/init(_:width:height:)``, a SwiftUI gradient through its
    /// layer form for that many points (its `swiftui` mixing written `in oklab`).
    ///
    /// - Throws: ``GradientError`` for a mesh gradient (CSS has none).
    public func css(width: Double, height: Double) throws -> String {
        switch self {
        case .layer(let g): CSSGradient(g, width: width, height: height).css
        case .swiftUI(let g): CSSGradient(g.layerGradient(width: width, height: height), width: width, height: height).css
        case .css(let g): g.css
        case .layers(let g): g.css
        case .mesh:
            throw GradientError(.unsupported(format: "CSS"), "CSS has no mesh gradient: write a mesh gradient as PNG, JSON or Swift code instead.")
        }
    }

    /// The JSON spec: the layer form, `{"css": "…"}` for a CSS gradient or list, the SwiftUI
    /// form for a SwiftUI gradient, or `{"mesh": {…}}` for a mesh.
    public func json() throws -> Data {
        switch self {
        case .layer(let g): try GradientSpec.encode(g)
        case .swiftUI(let g): try GradientSpec.encode(g)
        case .css(let g): try GradientSpec.encode(g)
        case .layers(let g): try GradientSpec.encode(g)
        case .mesh(let m): try GradientSpec.encode(m)
        }
    }
}

extension GradientSpec {
    /// Encodes a layer gradient as pretty-printed JSON with sorted keys and a final newline.
    public static func encode(_ gradient: LayerGradient) throws -> Data {
        try encoded(gradient)
    }

    /// Encodes a SwiftUI gradient in the SwiftUI form (`{"swiftui": "linear", …}`, every stop
    /// and parameter written), pretty-printed with sorted keys and a final newline.
    public static func encode(_ gradient: SwiftUIGradientStyle) throws -> Data {
        try encoded(gradient)
    }

    /// Encodes a CSS gradient as `{"css": "…"}` (its CSS text under the single key `css`, which
    /// ``GradientDefinition/init(parsing:)`` reads back) with a final newline.
    public static func encode(_ gradient: CSSGradient) throws -> Data {
        try encoded(["css": gradient.css])
    }

    /// Encodes a list of CSS gradients as `{"css": "…, …"}` (its comma-separated CSS text),
    /// with a final newline.
    public static func encode(_ layers: CSSGradientLayers) throws -> Data {
        try encoded(["css": layers.css])
    }

    /// Encodes a mesh as `{"mesh": {…}}`, pretty-printed with sorted keys and a final newline.
    public static func encode(_ mesh: GradientMesh) throws -> Data {
        try encoded(["mesh": mesh])
    }

    private static func encoded(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value) + Data("\n".utf8)
    }
}
