import GradientCSS
import GradientCore
import GradientRaster
import GradientTestSupport
import Testing

@testable import GradientViewModel

/// The numbers SwiftUI mixes to animate a `GradientFill`: mixing two samplings is mixing the
/// colours at each position and moving the points in a straight line.
@Suite struct SampledGradientTests {
    static let a = LayerGradient(colors: [.white, RGBA(red: 1, green: 0, blue: 0)], startPoint: .top, endPoint: .bottom)
    static let b = LayerGradient(
        type: .radial, colors: [.black, .white, .black], locations: [0, 0.3, 1], startPoint: .center, endPoint: GradientPoint(x: 1, y: 1))

    /// A sampling draws its gradient within 1e-12 at the samples, and a two-stop ramp
    /// everywhere (it is linear between them).
    @Test func samplingKeepsTheGradient() {
        let sampled = SampledGradient(Self.a).layer(type: .axial)
        #expect(sampled.colors.count == SampledGradient.sampleCount)
        #expect(sampled.startPoint == Self.a.startPoint && sampled.endPoint == Self.a.endPoint)
        for k in 0...100 {
            let t = Double(k) / 100
            #expect(close(sampled.ramp.color(at: t), Self.a.ramp.color(at: t), 1e-12))
        }
    }

    /// `a + (b − a) · p` (SwiftUI's mix at progress p) is each sample's straight mix and the
    /// points' linear mix, computed here directly.
    @Test func mixingMixesColoursAndMovesPoints() {
        let sa = SampledGradient(Self.a)
        let sb = SampledGradient(Self.b)
        for p in [0.0, 0.25, 0.5, 1] {
            let mixed = (sa + (sb - sa).scaled(by: p)).layer(type: .radial)
            #expect(abs(mixed.startPoint.y - (0 + 0.5 * p)) < 1e-12 && abs(mixed.endPoint.x - (0.5 + 0.5 * p)) < 1e-12)
            for i in [0, 19, 40, 63] {
                let t = Double(i) / 63
                let ca = Self.a.ramp.color(at: t)
                let cb = Self.b.ramp.color(at: t)
                let expected = RGBA(
                    red: ca.red + (cb.red - ca.red) * p, green: ca.green + (cb.green - ca.green) * p, blue: ca.blue + (cb.blue - ca.blue) * p)
                #expect(close(mixed.colors[i], expected, 1e-12), "p \(p), sample \(i)")
            }
        }
    }

    /// The zero counts as zeros of any length; the magnitude is the sum of squares.
    @Test func arithmetic() {
        let sa = SampledGradient(Self.a)
        #expect(sa + .zero == sa && .zero + sa == sa && sa - .zero == sa)
        #expect((SampledGradient.zero - sa).scaled(by: -1) == sa)
        #expect((sa - sa).magnitudeSquared == 0)
        // Two points and 64 colours of which the white half and red half: compute directly.
        let direct = sa.values.reduce(0) { $0 + $1 * $1 }
        #expect(sa.magnitudeSquared == direct && direct > 0)
        #expect(SampledGradient.zero.layer(type: .axial).colors.isEmpty)
    }
}
