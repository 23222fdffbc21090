import GradientCSS
import GradientCore

/// A gradient as a fixed list of numbers, so that SwiftUI can animate one gradient into
/// another (`GradientFill`'s `animatableData`): its start and end points, then its colours at
/// ``sampleCount`` evenly spaced positions.
///
/// SwiftUI animates a view by mixing the old and new `animatableData` linearly, number by
/// number (`old + (new − old) · progress`); gradients with different stop counts cannot be
/// mixed that way, and samples at fixed positions always can. Mixing two samplings mixes the
/// colours at each position and moves the points in a straight line, as Core Animation
/// animates a layer's `colors` and points. While the animation runs, a hard edge is drawn as
/// a ramp one sample wide (1/63 of the gradient); at rest the view draws its exact stops.
///
/// ```swift
/// let a = SampledGradient(LayerGradient(colors: [.white, .black]))
/// let b = SampledGradient(LayerGradient(colors: [.black, .white]))
/// (a + (b - a).scaled(by: 0.5)).layer(type: .axial).colors[0]   // mid grey
/// ```
package struct SampledGradient: Sendable, Hashable {
    /// How many colours are sampled: 64, evenly from `0` to `1`.
    package static let sampleCount = 64

    /// `startPoint.x, startPoint.y, endPoint.x, endPoint.y`, then `red, green, blue, alpha`
    /// (straight, sRGB) of each sample; empty for ``zero``, which counts as all zeros.
    package private(set) var values: [Double]

    /// The zero of the arithmetic (no numbers: zeros of any length).
    package static let zero = SampledGradient(values: [])

    private init(values: [Double]) { self.values = values }

    /// Samples `layer`: its points, and its ramp's colours at `i / 63`.
    package init(_ layer: LayerGradient) {
        let ramp = layer.ramp
        var values = [layer.startPoint.x, layer.startPoint.y, layer.endPoint.x, layer.endPoint.y]
        values.reserveCapacity(4 + 4 * Self.sampleCount)
        for i in 0..<Self.sampleCount {
            let c = ramp.color(at: Double(i) / Double(Self.sampleCount - 1))
            values += [c.red, c.green, c.blue, c.alpha]
        }
        self.values = values
    }

    /// The layer configuration the numbers describe: `type`, the points, and one stop per
    /// sample (mixed in straight sRGB; colour components clamped to `0…1` for alpha only).
    package func layer(type: GradientType) -> LayerGradient {
        guard values.count == 4 + 4 * Self.sampleCount else { return LayerGradient(type: type, colors: []) }
        let colors = (0..<Self.sampleCount).map { i in
            let base = 4 + 4 * i
            return RGBA(red: values[base], green: values[base + 1], blue: values[base + 2], alpha: min(max(values[base + 3], 0), 1))
        }
        return LayerGradient(
            type: type, colors: colors, startPoint: GradientPoint(x: values[0], y: values[1]),
            endPoint: GradientPoint(x: values[2], y: values[3]))
    }

    /// Number by number; ``zero`` (empty) counts as zeros.
    package static func + (a: SampledGradient, b: SampledGradient) -> SampledGradient {
        combine(a, b, +)
    }

    /// Number by number; ``zero`` (empty) counts as zeros.
    package static func - (a: SampledGradient, b: SampledGradient) -> SampledGradient {
        combine(a, b, -)
    }

    /// Every number times `factor`.
    package func scaled(by factor: Double) -> SampledGradient {
        SampledGradient(values: values.map { $0 * factor })
    }

    /// The sum of the squares of the numbers.
    package var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }

    private static func combine(_ a: SampledGradient, _ b: SampledGradient, _ op: (Double, Double) -> Double) -> SampledGradient {
        let count = max(a.values.count, b.values.count)
        return SampledGradient(
            values: (0..<count).map { i in
                op(i < a.values.count ? a.values[i] : 0, i < b.values.count ? b.values[i] : 0)
            })
    }
}
