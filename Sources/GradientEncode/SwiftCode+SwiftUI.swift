import GradientCore

/// Swift source for a SwiftUI gradient spec's `style()`: SwiftUI's own initialiser with the
/// spec's own parameters (unit points, radii in points or fractions, angles in degrees), so
/// the code draws what the spec says at any size, as SwiftUI draws it.
extension SwiftCode {
    /// The `style()` member for `gradient`, four spaces in: `LinearGradient(stops:startPoint:endPoint:)`,
    /// `RadialGradient(stops:center:startRadius:endRadius:)`,
    /// `EllipticalGradient(stops:center:startRadiusFraction:endRadiusFraction:)` or
    /// `AngularGradient(stops:center:startAngle:endAngle:)` (all in iOS 15 and macOS 12).
    static func swiftUIStyle(_ gradient: SwiftUIGradientStyle) -> [String] {
        let type: String
        let geometry: [String]
        switch gradient.kind {
        case .linear(let start, let end):
            type = "LinearGradient"
            geometry = ["startPoint: \(unitPoint(start))", "endPoint: \(unitPoint(end))"]
        case .radial(let center, let r0, let r1):
            type = "RadialGradient"
            geometry = ["center: \(unitPoint(center))", "startRadius: \(number(r0))", "endRadius: \(number(r1))"]
        case .elliptical(let center, let f0, let f1):
            type = "EllipticalGradient"
            geometry = ["center: \(unitPoint(center))", "startRadiusFraction: \(number(f0))", "endRadiusFraction: \(number(f1))"]
        case .angular(let center, let a0, let a1):
            type = "AngularGradient"
            geometry = ["center: \(unitPoint(center))", "startAngle: .degrees(\(number(a0)))", "endAngle: .degrees(\(number(a1)))"]
        }
        var lines = [
            "/// The gradient as SwiftUI's \(type), with the spec's own parameters: it holds for any size.",
            "static func style() -> \(type) {",
            "    \(type)(",
            "        stops: [",
        ]
        lines += gradient.stops.map { "            Gradient.Stop(color: \(color($0.color)), location: \(number($0.location))),  // \($0.color.hex)" }
        lines.append("        ],")
        lines += geometry.enumerated().map { "        \($1)" + ($0 == geometry.count - 1 ? ")" : ",") }
        lines.append("}")
        return indented(lines)
    }

    /// A SwiftUI `UnitPoint` literal: its name where it has one (`.top`, `.center`, …).
    static func unitPoint(_ p: GradientPoint) -> String {
        let names: [(Double, Double, String)] = [
            (0, 0, "topLeading"), (0.5, 0, "top"), (1, 0, "topTrailing"),
            (0, 0.5, "leading"), (0.5, 0.5, "center"), (1, 0.5, "trailing"),
            (0, 1, "bottomLeading"), (0.5, 1, "bottom"), (1, 1, "bottomTrailing"),
        ]
        if let name = names.first(where: { $0.0 == p.x && $0.1 == p.y }) { return "." + name.2 }
        return "UnitPoint(x: \(number(p.x)), y: \(number(p.y)))"
    }
}
