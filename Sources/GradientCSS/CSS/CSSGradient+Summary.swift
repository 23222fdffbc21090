extension CSSGradient {
    /// Summarises the gradient for messages: `"repeating linear, 3 colours"`.
    public var summary: String {
        let kind: String =
            switch shape {
            case .linear: "linear"
            case .radial: "radial"
            case .conic: "conic"
            }
        let count = items.reduce(0) { n, item in if case .stop = item { return n + 1 } else { return n } }
        return (isRepeating ? "repeating " : "") + kind + ", \(count) colour\(count == 1 ? "" : "s")"
    }
}
