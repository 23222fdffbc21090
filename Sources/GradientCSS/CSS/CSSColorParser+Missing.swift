import GradientCore

extension CSSColorParser {
    /// The components a colour function leaves missing: each `none` among its three `values`
    /// (in the order CSS writes `space`'s components) as its category (CSS Color 4 §12.2), and
    /// alpha when `alpha` is NaN (`none`, see `alphaValue`).
    static func missing(_ values: [Value], alpha: Double, in space: ColorSpace) -> MissingComponents {
        var missing: MissingComponents = alpha.isNaN ? .alpha : []
        for (i, value) in values.prefix(3).enumerated() {
            if case .none = value { missing.formUnion(space.missingCategory(ofComponent: i)) }
        }
        return missing
    }
}
