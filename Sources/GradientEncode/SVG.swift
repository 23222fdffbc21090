import GradientCSS
import GradientCore
import GradientRaster

/// Writes a layer gradient as an SVG document: a `width × height` rectangle filled with a
/// `<linearGradient>` or `<radialGradient>` in `objectBoundingBox` units, which stretch with
/// the rectangle exactly as a layer's unit space does.
///
/// SVG gradients interpolate straight-alpha sRGB, so other ``Interpolation`` modes are
/// written as the extra stops of ``ColorRamp/straightSRGBStops(tolerance:maxDepth:maxStops:)`` (within
/// half an 8-bit level). SVG has no conic gradient: a conic one is an error.
///
/// Sizes are CSS px, which are points: a browser draws a `200 × 20` document on `400 × 40`
/// device pixels at device scale 2, so one document serves every scale.
public enum SVG {
    /// The SVG document for `gradient` drawn on a `width × height` rectangle (CSS px).
    ///
    /// - Throws: ``GradientError`` for a conic gradient.
    public static func document(_ gradient: LayerGradient, width: Double, height: Double) throws -> String {
        try document(layers: [gradient], width: width, height: height)
    }

    /// The SVG document for `layers` (first on top, as in a CSS `background-image` list)
    /// drawn on a `width × height` rectangle (CSS px): one `<rect>` per layer, the bottom one first,
    /// which SVG paints over each other source-over. One layer gives exactly
    /// ``document(_:width:height:)``'s document (its gradient's id is `g`; with more layers
    /// they are `g0`, `g1` … from the top).
    ///
    /// - Throws: ``GradientError`` for a conic layer.
    public static func document(layers: [LayerGradient], width: Double, height: Double) throws -> String {
        let (w, h) = (n(width), n(height))
        var lines = ["<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">"]
        for (index, gradient) in layers.enumerated().reversed() {
            lines += try elements(gradient, id: layers.count == 1 ? "g" : "g\(index)", width: width, height: height)
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The lines that draw one layer: a filled `<rect>`, with its gradient's `<defs>` before it.
    static func elements(_ gradient: LayerGradient, id: String, width: Double, height: Double) throws -> [String] {
        let stops = gradient.ramp.straightSRGBStops()
        var s = gradient.startPoint
        var e = gradient.endPoint
        if gradient.type == .axial, s == e {
            // Core Animation draws start = end as a full-width left-to-right ramp.
            (s, e) = (GradientPoint(x: 0, y: 0), GradientPoint(x: 1, y: 0))
        }
        var element: String
        switch gradient.type {
        case .conic:
            throw GradientError(.unsupported(format: "SVG"), "SVG has no conic gradient: write a conic gradient as PNG, JSON or CSS instead.")
        case .axial:
            element = "<linearGradient id=\"\(id)\" gradientUnits=\"objectBoundingBox\" x1=\"\(n(s.x))\" y1=\"\(n(s.y))\" x2=\"\(n(e.x))\" y2=\"\(n(e.y))\">"
        case .radial:
            let rx = abs(e.x - s.x)
            let ry = abs(e.y - s.y)
            element =
                "<radialGradient id=\"\(id)\" gradientUnits=\"objectBoundingBox\" cx=\"0\" cy=\"0\" r=\"1\" gradientTransform=\"translate(\(n(s.x)) \(n(s.y))) scale(\(n(rx)) \(n(ry)))\">"
        }
        let degenerate: Bool = {
            if case .uniform = gradient.shading(width: width, height: height) { return true }
            return false
        }()
        var lines: [String] = []
        if gradient.drawsNothing || degenerate || stops.count < 2 {
            // Degenerate geometry: what the layer draws, nothing (a zero radius, no colours) or
            // the last colour (a non-finite point).
            let last = gradient.drawsNothing ? nil : stops.last
            let fill = last.map { paintAttributes($0.color, prefix: "fill") } ?? "fill=\"none\""
            lines.append("  <rect width=\"\(n(width))\" height=\"\(n(height))\" \(fill)/>")
        } else {
            lines.append("  <defs>")
            lines.append("    " + element)
            for stop in stops {
                lines.append("      <stop offset=\"\(n(stop.location))\" \(paintAttributes(stop.color, prefix: "stop-color"))/>")
            }
            lines.append("    </" + (gradient.type == .axial ? "linearGradient>" : "radialGradient>"))
            lines.append("  </defs>")
            lines.append("  <rect width=\"\(n(width))\" height=\"\(n(height))\" fill=\"url(#\(id))\"/>")
        }
        return lines
    }

    /// `stop-color="#rrggbb" stop-opacity="…"` (opacity only when not 1).
    static func paintAttributes(_ c: RGBA, prefix: String) -> String {
        let c = c.clamped
        let rgb = RGBA(red: c.red, green: c.green, blue: c.blue).hex
        let opacityName = prefix == "fill" ? "fill-opacity" : "stop-opacity"
        return c.alpha < 1 ? "\(prefix)=\"\(rgb)\" \(opacityName)=\"\(n(c.alpha))\"" : "\(prefix)=\"\(rgb)\""
    }

    /// A number with at most 6 decimals and no trailing zeros.
    static func n(_ v: Double) -> String { formatNumber(v) }
}
