extension Shading {
    /// The same shading on a grid `factor` times finer: what lies at point `p` now lies at
    /// pixel `factor · p` (a CSS box of `w × h` px drawn at device scale `factor`). `factor`
    /// must be positive and finite; `1` returns the shading unchanged.
    public func scaled(by factor: Double) -> Shading {
        guard factor != 1 else { return self }
        switch self {
        case .linear(let dtdx, let dtdy, let t0):
            return .linear(dtdx: dtdx / factor, dtdy: dtdy / factor, t0: t0)
        case .radial(let center, let radiusX, let radiusY):
            return .radial(center: center * factor, radiusX: radiusX * factor, radiusY: radiusY * factor)
        case .conic(let center, let startAngle, let yScale):
            return .conic(center: center * factor, startAngle: startAngle, yScale: yScale)
        case .uniform:
            return self
        }
    }
}

extension GradientPaint {
    /// The same paint on a grid `factor` times finer (see ``Shading/scaled(by:)``).
    public func scaled(by factor: Double) -> GradientPaint {
        GradientPaint(shading: shading.scaled(by: factor), ramp: ramp)
    }
}
