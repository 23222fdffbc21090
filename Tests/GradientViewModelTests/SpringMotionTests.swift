import Foundation
import GradientCSS
import GradientCore
import GradientRaster
import Testing

@testable import GradientViewModel

/// The spring's motion against an independent numerical solution of the same equation
/// (`m·x″ + c·x′ + k·(x − 1) = 0`, classic Runge–Kutta with a 0.1 ms step, whose error is far
/// below the 1e-6 tolerance), and its settling time against the definition.
@Suite struct SpringMotionTests {
    /// x(t) by Runge–Kutta 4.
    static func integrate(mass m: Double, stiffness k: Double, damping c: Double, velocity v0: Double, until t: Double) -> [Double] {
        let dt = 1e-4
        var x = 0.0
        var v = v0
        var out = [x]
        func a(_ x: Double, _ v: Double) -> Double { (-c * v - k * (x - 1)) / m }
        for _ in 0..<Int((t / dt).rounded()) {
            let k1x = v
            let k1v = a(x, v)
            let k2x = v + dt / 2 * k1v
            let k2v = a(x + dt / 2 * k1x, v + dt / 2 * k1v)
            let k3x = v + dt / 2 * k2v
            let k3v = a(x + dt / 2 * k2x, v + dt / 2 * k2v)
            let k4x = v + dt * k3v
            let k4v = a(x + dt * k3x, v + dt * k3v)
            x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            out.append(x)
        }
        return out
    }

    @Test(arguments: [
        (1.0, 100.0, 10.0, 0.0),  // CASpringAnimation's defaults: under-damped
        (2.0, 300.0, 5.0, 3.0),  // bouncy, thrown towards the end
        (1.0, 100.0, 20.0, -2.0),  // critically damped, thrown away first
    ])
    func positionsMatchTheEquation(mass: Double, stiffness: Double, damping: Double, velocity: Double) {
        let spring = SpringMotion(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        let numeric = Self.integrate(mass: mass, stiffness: stiffness, damping: damping, velocity: velocity, until: 2)
        for i in stride(from: 0, to: numeric.count, by: 250) {
            #expect(abs(spring.position(at: Double(i) * 1e-4) - numeric[i]) < 1e-6, "t = \(Double(i) * 1e-4)")
        }
    }

    /// Over-damped springs move as critically damped ones (CASpringAnimation without
    /// `allowsOverdamping`).
    @Test func overdampedMovesAsCriticallyDamped() {
        let over = SpringMotion(mass: 1, stiffness: 100, damping: 60, initialVelocity: 0)
        let critical = Self.integrate(mass: 1, stiffness: 100, damping: 20, velocity: 0, until: 1)
        for i in stride(from: 0, to: critical.count, by: 500) {
            #expect(abs(over.position(at: Double(i) * 1e-4) - critical[i]) < 1e-6)
        }
    }

    /// From the settling time on, the spring stays within 0.1 % of its end; just before, it
    /// was not.
    @Test func settlingDurationIsWhereItStaysClose() {
        let spring = SpringMotion(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        let settle = spring.settlingDuration
        let numeric = Self.integrate(mass: 1, stiffness: 100, damping: 10, velocity: 0, until: settle + 3)
        let first = Int((settle / 1e-4).rounded())
        #expect(numeric[first...].allSatisfy { abs($0 - 1) <= SpringMotion.settlingTolerance + 1e-9 })
        #expect(numeric[(first - 30)...first].contains { abs($0 - 1) > SpringMotion.settlingTolerance })
        // The envelope of this spring, e^(−5t) · 1.155, reaches 0.001 at 1.41 s: an upper bound.
        #expect(settle > 1 && settle <= 1.42)
        // An undamped spring never settles: it is cut off.
        #expect(SpringMotion(mass: 1, stiffness: 100, damping: 0, initialVelocity: 0).settlingDuration == SpringMotion.longestDuration)
    }

    /// Bad timing parameters become usable ones instead of reaching Core Animation.
    @Test func unusableTimingParametersTakeTheirDefaults() {
        #expect(AnimationTiming.cubicBezier(x1: -1, y1: 2, x2: 3, y2: 0).usable == .cubicBezier(x1: 0, y1: 2, x2: 1, y2: 0))
        #expect(AnimationTiming.cubicBezier(x1: .nan, y1: 0, x2: 1, y2: 1).usable == .easeInEaseOut)
        #expect(AnimationTiming.spring(mass: 0, stiffness: -1, damping: .nan, initialVelocity: .infinity).usable == .spring())
        #expect(AnimationTiming.easeIn.springMotion == nil)
    }
}
