/// Writes CSS text: a ``CSSGradient`` as written, and colours, lengths and interpolation
/// methods in the forms a browser reads back to the same values.
///
/// ```swift
/// try CSSGradient(parsing: "conic-gradient(from 45deg, red, blue 50%)").css
/// // "conic-gradient(from 45deg, #ff0000, #0000ff 50%)"
/// ```
enum CSSWriter {
    /// A colour: a legacy colour as `#rrggbb[aa]` when its components are exact 8-bit values,
    /// else as `rgb(r g b / a)` (still a legacy colour); any other colour as
    /// `color(srgb r g b / a)` (not legacy, and able to hold components outside `0…1`).
    static func color(_ c: CSSColor) -> String {
        let v = c.rgba
        let inGamut = v.components.allSatisfy { $0 >= 0 && $0 <= 1 }
        if c.isLegacy, inGamut {
            if v.components.allSatisfy({ ($0 * 255).rounded() / 255 == $0 }) { return v.hex }
            let alpha = v.alpha < 1 ? " / " + formatNumber(v.alpha) : ""
            return "rgb(\(formatNumber(v.red * 255)) \(formatNumber(v.green * 255)) \(formatNumber(v.blue * 255))\(alpha))"
        }
        let alpha = v.alpha < 1 ? " / " + formatNumber(v.alpha.clampedUnit) : ""
        return "color(srgb \(formatNumber(v.red)) \(formatNumber(v.green)) \(formatNumber(v.blue))\(alpha))"
    }

    /// `10px`, `25%` or `90deg`.
    static func length(_ l: CSSLength) -> String {
        switch l {
        case .px(let v): v == 0 ? "0" : formatNumber(v) + "px"
        case .percent(let p): formatNumber(p) + "%"
        case .degrees(let d): formatNumber(d) + "deg"
        }
    }

    /// `in srgb`, `in srgb-linear`, `in oklab`, `in oklch` or `in oklch longer hue`. Straight
    /// ``Interpolation/srgb`` has no CSS form and is written `in srgb` (the same for opaque colours).
    static func interpolation(_ i: Interpolation) -> String {
        switch i {
        case .srgb, .premultipliedSRGB, .coreAnimation: "in srgb"
        case .linearSRGB: "in srgb-linear"
        case .oklab: "in oklab"
        case .oklch(.shorter): "in oklch"
        case .oklch(let method): "in oklch \(method.rawValue) hue"
        }
    }

    /// A position: `30% 40%`, or `right 20px bottom 10px` when measured from the right or bottom.
    static func position(_ p: CSSPosition) -> String {
        if p.fromRight || p.fromBottom {
            return "\(p.fromRight ? "right" : "left") \(length(p.x)) \(p.fromBottom ? "bottom" : "top") \(length(p.y))"
        }
        return "\(length(p.x)) \(length(p.y))"
    }

    /// The whole gradient.
    static func gradient(_ g: CSSGradient) -> String {
        var prelude: [String] = []
        let name: String
        switch g.shape {
        case .linear(let direction):
            name = "linear-gradient"
            switch direction {
            case .angle(let d) where d == 180: break
            case .angle(let d): prelude.append(formatNumber(d) + "deg")
            case .toward(let x, let y):
                let sides = [x < 0 ? "left" : x > 0 ? "right" : nil, y < 0 ? "top" : y > 0 ? "bottom" : nil].compactMap { $0 }
                prelude.append("to " + sides.joined(separator: " "))
            }
        case .radial(let shape, let size, let position):
            name = "radial-gradient"
            var parts: [String] = []
            switch size {
            case .extent(let e):
                if shape == .circle { parts.append("circle") }
                if e != .farthestCorner { parts.append(e.rawValue) }
            case .circle(let r):
                parts.append("circle " + length(r))
            case .ellipse(let rx, let ry):
                parts.append("ellipse \(length(rx)) \(length(ry))")
            }
            if position != .center { parts.append("at " + self.position(position)) }
            if !parts.isEmpty { prelude.append(parts.joined(separator: " ")) }
        case .conic(let from, let position):
            name = "conic-gradient"
            var parts: [String] = []
            if from != 0 { parts.append("from " + formatNumber(from) + "deg") }
            if position != .center { parts.append("at " + self.position(position)) }
            if !parts.isEmpty { prelude.append(parts.joined(separator: " ")) }
        }
        if let i = g.interpolation {
            if prelude.isEmpty { prelude.append(interpolation(i)) } else { prelude[0] += " " + interpolation(i) }
        }
        let items = g.items.map { item -> String in
            switch item {
            case .stop(let c, let p1, let p2):
                return ([color(c)] + [p1, p2].compactMap { $0 }.map(length)).joined(separator: " ")
            case .hint(let p):
                return length(p)
            }
        }
        return (g.isRepeating ? "repeating-" : "") + name + "(" + (prelude + items).joined(separator: ", ") + ")"
    }
}

extension CSSGradient {
    /// The gradient as CSS text that parses back to the same gradient (colours as hex where
    /// exact; see ``CSSWriter``).
    public var css: String { CSSWriter.gradient(self) }
}
