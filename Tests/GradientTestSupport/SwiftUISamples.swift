import GradientKit

/// What the SwiftUI gradient tests draw: gradients of every kind and points to sample them at.
public enum SwiftUISamples {
    /// Sample points spread over a frame of `w` × `h` points: 9 × 9, off the grid lines.
    public static func points(_ w: Double, _ h: Double) -> [(Double, Double)] {
        var points: [(Double, Double)] = []
        for i in 0..<9 {
            for j in 0..<9 {
                let x: Double = (Double(i) + 0.37) * w / 9
                let y: Double = (Double(j) + 0.61) * h / 9
                points.append((x, y))
            }
        }
        return points
    }

    /// Gradients of every kind, with their geometry off-centre and sweeps of less and more than a turn.
    public static let kinds: [SwiftUIGradientStyle.Kind] = [
        .linear(startPoint: GradientPoint(x: 0.1, y: 0.2), endPoint: GradientPoint(x: 0.8, y: 0.9)),
        .radial(center: GradientPoint(x: 0.3, y: 0.6), startRadius: 5, endRadius: 40),
        .radial(center: .center, startRadius: 40, endRadius: 5),
        .elliptical(center: GradientPoint(x: 0.4, y: 0.5), startRadiusFraction: 0.1, endRadiusFraction: 0.6),
        .angular(center: GradientPoint(x: 0.45, y: 0.55), startAngle: 30, endAngle: 300),
        .angular(center: .center, startAngle: -45, endAngle: 500),
    ]
}
