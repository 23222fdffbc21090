import Foundation

/// The two ways of measuring a conic gradient's angles and the map between them: CSS measures
/// on the pixel grid, Core Animation in the layer's unit square (see ``Shading/conic(center:startAngle:yScale:)``).
///
/// On a `w × h` grid the direction at pixel angle `α` (radians, clockwise on screen from `+x`)
/// has the unit-square angle `β = atan2(k · sin α, cos α)` with `k = w / h`, and back
/// `α = atan2(sin β / k, cos β)`. Both are continuous and increasing, and a whole turn stays a
/// whole turn, so a conic gradient's stops move but keep their order.
///
/// ```swift
/// ConicAngles.stretch(.pi / 4, by: 2)   // atan(2) ≈ 1.107: 45° on a 2:1 grid is 63.4° in its unit square
/// ```
package enum ConicAngles {
    /// `atan2(k · sin a, cos a)` unwrapped to lie within a quarter turn of `a` (so that it
    /// grows with `a` by exactly a turn per turn). `k` is positive and finite.
    package static func stretch(_ a: Double, by k: Double) -> Double {
        guard k != 1 else { return a }
        let s = sin(a)
        let c = cos(a)
        // β − α = atan(((k − 1) · sin α · cos α) / (cos² α + k · sin² α)), the denominator > 0.
        return a + atan((k - 1) * s * c / (c * c + k * s * s))
    }

    /// The map from one conic measure to another: position `t` of a gradient that starts at
    /// angle `from` (in the source measure) to the position in a measure stretched by `k`
    /// (`t = 0` and `t = 1` stay put).
    package static func positionMap(from start: Double, by k: Double) -> (Double) -> Double {
        let origin = stretch(start, by: k)
        return { t in
            guard t > 0 else { return t }
            guard t < 1 else { return t }
            return (stretch(start + 2 * .pi * t, by: k) - origin) / (2 * .pi)
        }
    }

    /// A conic gradient that starts at angle `start` in one measure, in the measure stretched
    /// by `k`: its start angle there, and stops that draw `ramp` at the same directions, mixed
    /// as `mixing` says (within half an 8-bit level, see ``StopResampler``). Stops move with
    /// their directions, so hard edges stay hard.
    package static func remeasured(_ ramp: ColorRamp, from start: Double, by k: Double, mixing: StopMixing)
        -> (start: Double, stops: [ColorStop])
    {
        let stretched = stretch(start, by: k)
        let stops = ramp.resampled(
            mixing: mixing, source: positionMap(from: stretched, by: 1 / k), target: positionMap(from: start, by: k))
        return (stretched, stops)
    }
}
