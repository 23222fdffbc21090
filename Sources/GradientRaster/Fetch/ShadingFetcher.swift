@_spi(Rasterizer) import GradientCore

/// The ``RowFetcher`` of a paint's kind of shading, chosen once when the paint is prepared
/// (``PreparedGradient``); a render switches on it once per band and runs the band generic
/// over the fetcher it holds.
enum ShadingFetcher: Sendable {
    case linear(LinearRowFetcher)
    case radial(RadialRowFetcher)
    case conic(ConicRowFetcher)

    /// The fetcher of `paint`'s shading, colouring from `table` (built from `paint.ramp`).
    init(_ paint: GradientPaint, table: ColorTable) {
        switch paint.shading {
        case .linear(let dtdx, let dtdy, let t0):
            self = .linear(LinearRowFetcher(paint: paint, table: table, dtdx: dtdx, dtdy: dtdy, t0: t0))
        case .uniform(let t):
            // The same position everywhere: a line that does not change.
            self = .linear(LinearRowFetcher(paint: paint, table: table, dtdx: 0, dtdy: 0, t0: t))
        case .radial(let center, let rx, let ry):
            self = .radial(RadialRowFetcher(paint: paint, table: table, center: center, radiusX: rx, radiusY: ry))
        case .conic(let center, let start, let k):
            self = .conic(ConicRowFetcher(paint: paint, table: table, center: center, startAngle: start, yScale: k))
        }
    }

    /// The `y` about which rows mirror (see ``RowFetcher/mirrorAxis``).
    var mirrorAxis: Double? {
        switch self {
        case .linear(let f): f.mirrorAxis
        case .radial(let f): f.mirrorAxis
        case .conic(let f): f.mirrorAxis
        }
    }
}
