import GradientCore

extension CSSColorParser {
    static func parseMix(_ s: inout CSSTokenStream) throws -> CSSColor {
        throw s.error(expected: "a colour")
    }
}
