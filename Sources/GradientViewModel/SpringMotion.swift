import Foundation
import GradientCSS
import GradientCore

/// The motion of a `CASpringAnimation` from its start (`0`) to its end (`1`): a damped
/// spring, `m·x″ + c·x′ + k·(x − 1) = 0`, with `x(0) = 0` and `x′(0)` the initial velocity
/// (positive towards the end).
///
/// An overdamped spring moves as a critically damped one, as `CASpringAnimation` does unless
/// `allowsOverdamping` is set (CASpringAnimation.h: "Whether true overdamping is allowed
/// (otherwise it is treated as critically damped). Defaults to false.").
///
/// ```swift
/// let spring = SpringMotion(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
/// spring.position(at: 0)       // 0
/// spring.settlingDuration      // ≈ 1.4 s: within 0.1 % of the end from then on
/// ```
public struct SpringMotion: Sendable, Hashable {
    /// The mass (> 0).
    public var mass: Double
    /// The stiffness (> 0).
    public var stiffness: Double
    /// The damping (≥ 0).
    public var damping: Double
    /// The velocity at the start, in distances per second towards the end.
    public var initialVelocity: Double

    /// How close to the end a settled spring stays: 0.1 % of the distance, a quarter of an
    /// 8-bit level on a full-range colour change.
    public static let settlingTolerance = 0.001
    /// The longest a spring is let run: 60 seconds (an undamped spring never settles).
    public static let longestDuration = 60.0

    /// Creates the motion of a spring (parameters as `CASpringAnimation` takes them).
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// The position at `t` seconds: `0` at the start, `1` at rest.
    public func position(at t: Double) -> Double {
        let omega = (stiffness / mass).squareRoot()
        let zeta = min(damping / (2 * (stiffness * mass).squareRoot()), 1)
        // u = 1 − x: u(0) = 1, u′(0) = −v0.
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let b = (zeta * omega - initialVelocity) / omegaD
            return 1 - exp(-zeta * omega * t) * (cos(omegaD * t) + b * sin(omegaD * t))
        }
        return 1 - (1 + (omega - initialVelocity) * t) * exp(-omega * t)
    }

    /// How long the spring takes to settle: from then on it stays within
    /// ``settlingTolerance`` of the end (found on a 1 ms grid, at most ``longestDuration``).
    public var settlingDuration: Double {
        let step = 0.001
        let steps = Int(Self.longestDuration / step)
        var last = 0
        for i in 0...steps where abs(1 - position(at: Double(i) * step)) > Self.settlingTolerance {
            last = i
        }
        return min(Double(last + 1) * step, Self.longestDuration)
    }
}
