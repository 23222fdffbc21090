import GradientCSS
import GradientCore

/// The pace of a gradient animation: one of Core Animation's named curves, a cubic Bézier
/// curve (`CAMediaTimingFunction(controlPoints:)`), or a spring (`CASpringAnimation`).
///
/// ```swift
/// AnimationTiming.easeInEaseOut                                  // the default
/// AnimationTiming.cubicBezier(x1: 0.2, y1: 0.8, x2: 0.2, y2: 1)   // a fast start
/// AnimationTiming.spring(damping: 12)                            // CASpringAnimation's other defaults
/// ```
public enum AnimationTiming: Sendable, Hashable {
    /// Constant speed.
    case linear
    /// Slow start.
    case easeIn
    /// Slow end.
    case easeOut
    /// Slow start and end. The default.
    case easeInEaseOut
    /// The cubic Bézier curve from `(0, 0)` to `(1, 1)` with these control points, as
    /// `CAMediaTimingFunction(controlPoints:)` takes them; `x1` and `x2` (time) are clamped to
    /// `0…1`, and a non-finite value makes the curve ``easeInEaseOut``.
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A spring, with `CASpringAnimation`'s parameters and defaults: `mass` (> 0, default 1),
    /// `stiffness` (> 0, default 100), `damping` (≥ 0, default 10) and `initialVelocity`
    /// (towards the end, in distances per second, default 0). A value out of range takes its
    /// default. A one-off animation with a spring lasts until it settles (stays within 0.1 %
    /// of its end), whatever duration it was given; in a repeating animation each step has
    /// its duration and the spring is cut off at its end.
    case spring(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0)

    /// The timing as Core Animation can take it: Bézier times clamped to `0…1`, a non-finite
    /// control point giving ``easeInEaseOut``, spring parameters out of range their defaults.
    package var usable: AnimationTiming {
        switch self {
        case .linear, .easeIn, .easeOut, .easeInEaseOut:
            return self
        case .cubicBezier(let x1, let y1, let x2, let y2):
            guard [x1, y1, x2, y2].allSatisfy(\.isFinite) else { return .easeInEaseOut }
            return .cubicBezier(x1: min(max(x1, 0), 1), y1: y1, x2: min(max(x2, 0), 1), y2: y2)
        case .spring(let mass, let stiffness, let damping, let velocity):
            return .spring(
                mass: mass > 0 && mass.isFinite ? mass : 1, stiffness: stiffness > 0 && stiffness.isFinite ? stiffness : 100,
                damping: damping >= 0 && damping.isFinite ? damping : 10, initialVelocity: velocity.isFinite ? velocity : 0)
        }
    }

    /// The spring's motion, for ``spring(mass:stiffness:damping:initialVelocity:)``; else `nil`.
    package var springMotion: SpringMotion? {
        guard case .spring(let mass, let stiffness, let damping, let velocity) = usable else { return nil }
        return SpringMotion(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
    }
}
