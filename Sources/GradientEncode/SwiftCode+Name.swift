import GradientCore

extension SwiftCode {
    /// The name of the enum a generated file declares when none is given: `GeneratedGradient`.
    public static let defaultName = "GeneratedGradient"

    /// Why `name` cannot name the enum a generated file declares, or `nil` when it can: it
    /// must be a Swift identifier (ASCII letters, digits and underscores, not starting with a
    /// digit), not a keyword, and none of the names the generated code itself uses
    /// (`GradientView`, `Color`, `View` …), which it would hide.
    ///
    /// `SwiftCode.nameProblem("HeroGradient")` is `nil`; `SwiftCode.nameProblem("hero-gradient")`
    /// is `"is not a Swift identifier (letters, digits and underscores, not starting with a digit)"`.
    public static func nameProblem(_ name: String) -> String? {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first),
            name.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") })
        else { return "is not a Swift identifier (letters, digits and underscores, not starting with a digit)" }
        if keywords.contains(name) { return "is a Swift keyword" }
        if usedNames.contains(name) { return "is a name the generated code uses itself" }
        return nil
    }

    /// The enum's name for an output file: its name without `.swift`, each run of characters
    /// an identifier cannot hold dropped and the next letter capitalised (`hero-gradient.swift`
    /// → `HeroGradient`), `Gradient` appended when that is still not usable (`View.swift` →
    /// `ViewGradient`, `1.swift` → `Gradient1`), ``defaultName`` when nothing is left.
    public static func name(forFile fileName: String) -> String {
        var base = Substring(fileName.split(separator: "/").last ?? "")
        if base.hasSuffix(".swift") { base = base.dropLast(".swift".count) }
        let parts = base.split { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) }
        let joined = parts.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard !joined.isEmpty else { return defaultName }
        for candidate in [joined, joined + "Gradient", "Gradient" + joined] where nameProblem(candidate) == nil {
            return candidate
        }
        return defaultName
    }

    /// Checks `name` (``nameProblem(_:)``).
    static func checkName(_ name: String) throws {
        if let problem = nameProblem(name) {
            throw GradientError(.invalidValue, "The name \(name.quotedForMessage) \(problem): give one such as HeroGradient.")
        }
    }

    /// Swift's keywords (The Swift Programming Language, "Lexical Structure: Keywords and
    /// Punctuation"), which an enum cannot be named without backticks.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any",
        "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Protocol", "Type", "_",
    ]

    /// The names generated code refers to: an enum of one of these names would hide it.
    static let usedNames: Set<String> = [
        "GradientUI", "GradientKit", "SwiftUI", "UIKit", "AppKit", "Swift", "GradientView", "GradientBackground", "GradientFill",
        "LayerGradient", "GradientMesh", "RGBA", "GradientPoint", "GradientType", "Direction", "Interpolation", "SwiftUIGradient",
        "UIColor", "NSColor", "Color", "CGPoint", "CGSize", "CGFloat", "UnitPoint", "Angle", "View", "LinearGradient",
        "AngularGradient", "AnyShapeStyle", "MeshGradient", "Double", "Float", "Bool", "Int", "String", "Array", "Optional",
        "MainActor", "ViewBuilder",
    ]
}
