import Foundation
import GradientCSS
import GradientCore

/// The text forms a gradient is written in: SVG, CSS, the JSON spec and Swift code. Each
/// refuses, in one sentence, a gradient its format cannot hold rather than write another picture.
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
        case .layer, .angledLayer, .css, .swiftUI:
            try SVG.document(layerGradient(width: width, height: height), width: width, height: height)
        case .stack(let list):
            try SVG.document(layers: list.gradients.map { try $0.layerGradient(width: width, height: height) }, width: width, height: height)
        case .mesh:
            throw GradientError(.unsupported(format: "SVG"), "SVG has no mesh gradient: write a mesh gradient as PNG, JSON or Swift code instead.")
        }
    }

    /// CSS text that draws this gradient on a `width × height` box (CSS px; only the ratio
    /// matters for a layer gradient): a CSS gradient or list as written, a layer gradient
    /// converted by ``CSSGradient/init(_:width:height:)``, a SwiftUI gradient through its
    /// layer form for that many points (its `swiftui` mixing written `in oklab`). What it
    /// writes reads back to the same gradient (``GradientDefinition/init(parsing:)``).
    ///
    /// - Throws: ``GradientError`` (``GradientError/Kind/unsupported(format:)``) when CSS
    ///   cannot hold the picture: a CSS gradient whose interpolation CSS has no name for
    ///   (`core-animation`, straight-alpha `srgb` between translucent colours; see
    ///   ``withInterpolation(_:)``), or text that would not read back (over
    ///   ``GradientSpec/maxJSONBytes``, or a layer that needs more stops than CSS text holds),
    ///   and for a mesh gradient (CSS has none).
    public func css(width: Double, height: Double) throws -> String {
        let text: String
        switch self {
        case .layer(let g):
            text = CSSGradient(g, width: width, height: height).css
        case .angledLayer(let g):
            text = CSSGradient(try g.layerGradient(width: width, height: height), width: width, height: height).css
        case .swiftUI(let g):
            text = CSSGradient(g.layerGradient(width: width, height: height), width: width, height: height).css
        case .css(let g):
            try g.checkCSSHoldsInterpolation(writingAs: "CSS")
            text = g.css
        case .stack(let g):
            for layer in g.gradients { try layer.checkCSSHoldsInterpolation(writingAs: "CSS") }
            text = g.css
        case .mesh:
            throw GradientError(.unsupported(format: "CSS"), "CSS has no mesh gradient: write a mesh gradient as PNG, JSON or Swift code instead.")
        }
        try Self.checkReadsBack(text, as: "CSS")
        return text
    }

    /// The JSON spec: the layer form, `{"css": "…"}` for a CSS gradient or list, the SwiftUI
    /// form for a SwiftUI gradient, `{"mesh": {…}}` for a mesh, with a final newline. What it writes reads back to the
    /// same gradient.
    ///
    /// - Throws: ``GradientError`` (``GradientError/Kind/unsupported(format:)``) when JSON
    ///   cannot hold the picture: CSS whose interpolation CSS has no name for (as ``css(width:height:)``),
    ///   or a spec that would not read back.
    public func json() throws -> Data {
        let data: Data
        switch self {
        case .layer(let g): data = try GradientSpec.encode(g)
        case .angledLayer(let g): data = try GradientSpec.encode(g)
        case .swiftUI(let g): data = try GradientSpec.encode(g)
        case .css(let g): data = try GradientSpec.encode(g)
        case .stack(let g): data = try GradientSpec.encode(g)
        case .mesh(let m): data = try GradientSpec.encode(m)
        }
        try Self.checkReadsBack(String(decoding: data, as: UTF8.self), as: "JSON")
        return data
    }

    /// Swift source declaring `enum <name>` that reproduces the gradient in an app
    /// (``SwiftCode``), made for a `width × height` box (which its header states):
    /// - a CSS gradient the view's own settings can say (``SwiftCode/ViewSettings``): those
    ///   settings, which hold for any size (``SwiftCode/source(_:width:height:name:css:)``);
    /// - any other CSS gradient: the layer configuration for that box
    ///   (``layerGradient(width:height:)``), with the reason in a comment;
    /// - a layer spec given an angle: the view's settings with that angle, for any size;
    /// - a layer gradient: its layer configuration
    ///   (``SwiftCode/source(_:width:height:name:resampledBecause:swiftUI:)``);
    /// - a SwiftUI gradient: its layer configuration for the view, and SwiftUI's own
    ///   initialiser with its parameters as `style()` where it mixes as SwiftUI does;
    /// - a mesh: the mesh and SwiftUI's `MeshGradient` (``SwiftCode/source(mesh:name:)``),
    ///   whatever the box.
    ///
    /// - Throws: ``GradientError``: ``GradientError/Kind/unsupported(format:)`` for a list of
    ///   layers (a `GradientView` draws one gradient) and what a layer cannot draw;
    ///   ``GradientError/Kind/invalidValue`` for a `name` that cannot name an enum
    ///   (``SwiftCode/nameProblem(_:)``).
    public func swiftSource(width: Double, height: Double, name: String = SwiftCode.defaultName) throws -> String {
        switch self {
        case .mesh(let mesh):
            return try SwiftCode.source(mesh: mesh, name: name)
        case .stack(let list):
            throw GradientError(
                .unsupported(format: "Swift"),
                "Swift code configures one GradientView, which draws one gradient, and this CSS stacks \(list.gradients.count): "
                    + "write it as PNG, SVG, CSS or JSON, or give one gradient.")
        case .css(let css):
            let reason: String
            do {
                return try SwiftCode.source(try SwiftCode.ViewSettings(css), width: width, height: height, name: name, css: css.css)
            } catch let error as GradientError where error.kind == .unsupported(format: "view settings") {
                reason = error.message
            }
            return try SwiftCode.source(
                try layerGradient(width: width, height: height), width: width, height: height, name: name, resampledBecause: reason)
        case .angledLayer(let angled):
            return try SwiftCode.source(SwiftCode.ViewSettings(angled), width: width, height: height, name: name)
        case .layer:
            return try SwiftCode.source(try layerGradient(width: width, height: height), width: width, height: height, name: name)
        case .swiftUI(let g):
            // SwiftUI's initialiser says the gradient only where it mixes as SwiftUI does.
            let swiftUI = g.interpolation == .swiftUI ? g : nil
            let style = swiftUI == nil ? "" : " `style()` is the SwiftUI gradient itself, with its own parameters, for any size."
            return try SwiftCode.source(
                try layerGradient(width: width, height: height), width: width, height: height, name: name,
                resampledBecause: "A SwiftUI gradient's radii are in points." + style, swiftUI: swiftUI)
        }
    }

    /// Refuses text a reader could not take back (what the writers write, the reader reads):
    /// within the limits this never happens, so it is a last guard, not a filter.
    private static func checkReadsBack(_ text: String, as format: String) throws {
        let count = text.utf8.count
        guard count <= GradientSpec.maxJSONBytes else {
            throw GradientError(
                .unsupported(format: format),
                "The gradient as \(format) is \(count) bytes, over the limit of \(GradientSpec.maxJSONBytes) that 'gradient' reads back.")
        }
        do {
            _ = try GradientDefinition(parsing: text)
        } catch let error as GradientError {
            throw GradientError(.unsupported(format: format), "The gradient as \(format) would not read back: \(error.message)")
        }
    }
}

extension GradientSpec {
    /// Encodes a layer gradient as pretty-printed JSON with sorted keys and a final newline.
    public static func encode(_ gradient: LayerGradient) throws -> Data {
        try encoded(gradient)
    }

    /// Encodes an axial gradient at an angle as the layer form with `angle` in place of the
    /// points, pretty-printed with sorted keys and a final newline.
    public static func encode(_ gradient: AngledLayerGradient) throws -> Data {
        try encoded(gradient)
    }

    /// Encodes a SwiftUI gradient in the SwiftUI form (`{"swiftui": "linear", …}`, every stop
    /// and parameter written), pretty-printed with sorted keys and a final newline.
    public static func encode(_ gradient: SwiftUIGradientStyle) throws -> Data {
        try encoded(gradient)
    }

    /// Encodes a CSS gradient as `{"css": "…"}` (its CSS text under the single key `css`, which
    /// ``GradientDefinition/init(parsing:)`` reads back) with a final newline.
    ///
    /// - Throws: ``GradientError`` (``GradientError/Kind/unsupported(format:)``) for an
    ///   interpolation CSS has no name for (`core-animation`, straight-alpha `srgb` between
    ///   translucent colours).
    public static func encode(_ gradient: CSSGradient) throws -> Data {
        try gradient.checkCSSHoldsInterpolation(writingAs: "JSON")
        return try encoded(["css": gradient.css])
    }

    /// Encodes a list of CSS gradients as `{"css": "…, …"}` (its comma-separated CSS text),
    /// with a final newline.
    ///
    /// - Throws: ``GradientError`` as the encoding of one CSS gradient does, for any layer.
    public static func encode(_ layers: CSSGradientStack) throws -> Data {
        for layer in layers.gradients { try layer.checkCSSHoldsInterpolation(writingAs: "JSON") }
        return try encoded(["css": layers.css])
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
