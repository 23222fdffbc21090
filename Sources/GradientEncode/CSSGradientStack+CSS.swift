import GradientCSS

extension CSSGradientStack {
    /// The list as CSS text that parses back to the same list, exactly: each layer as
    /// ``CSSGradient/css``, joined by `", "`, first on top. An empty list is `none`.
    ///
    /// ```swift
    /// try CSSGradientStack(parsing: "linear-gradient(red, blue),conic-gradient(red, blue)").css
    /// // "linear-gradient(#ff0000, #0000ff), conic-gradient(#ff0000, #0000ff)"
    /// ```
    public var css: String {
        gradients.isEmpty ? "none" : gradients.map(\.css).joined(separator: ", ")
    }
}
