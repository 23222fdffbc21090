import GradientCore

/// `atan` as a ratio of two polynomials, evaluated four lanes at a time in `Float`: the angle
/// of the conic position pass (``RowPositions``).
///
/// `atan x ≈ x · P(x²) / Q(x²)` for `|x| ≤ 1`, `P` and `Q` quadratic (`Q(0) = 1`), with
/// coefficients fitted for this project to the least maximum error on `0…1` (iteratively
/// reweighted least squares, then a simplex polish of the maximum): `1.9·10⁻⁷` rad in exact
/// arithmetic, ten times closer than an odd polynomial of degree 11 for fewer operations.
/// Every coefficient is positive, so nothing cancels.
///
/// The angle of `(u, dy)` never divides twice: with `s = u²` and `w = dy²` the ratio is
/// homogeneous, `atan(dy / u) = dy · (p₀s² + p₁ws + p₂w²) / (u · (s² + q₁ws + q₂w²))`, and
/// `w` is the same along a row, so each pixel costs two short polynomials in `s` and one
/// division (``Row``).
enum AtanRational {
    static let p0: Float = 0.999_997_556
    static let p1: Float = 0.655_923_605
    static let p2: Float = 0.040_554_580
    static let q1: Float = 0.989_188_015
    static let q2: Float = 0.170_831_382

    /// A bound on the error in radians of an angle from ``Row``, `Float` roundings included:
    /// `4.2·10⁻⁷` measured on 400,000 random points (see `AtanRationalTests`), plus the
    /// rounding of adding `±π` or `±π/2` (`1.2·10⁻⁷`), with a margin.
    static var error: Double { 1e-6 }

    /// The angles `atan2(dy, u)` along one row (one `dy`), in radians in `(−π, π]`.
    struct Row {
        // Where |u| ≥ |dy|: atan(dy / u) = (c0·s² + c1·s + c2) / (u · (s² + e1·s + e2)).
        let c0: Float, c1: Float, c2: Float, e1: Float, e2: Float
        // Where |u| ≤ |dy|: atan(u / dy) = u · (a0·s² + a1·s + a2) / (b0·s² + b1·s + b2).
        let a0: Float, a1: Float, a2: Float, b0: Float, b1: Float, b2: Float
        /// `π · sign(dy)` and `π/2 · sign(dy)`, rounded to `Float`.
        let halfTurn: Float, quarterTurn: Float

        /// The coefficients for the row at `dy` (non-zero, finite, `|dy| ≤ 2²⁴`), computed in
        /// `Double` and rounded once; those too small to matter are zero, not subnormal.
        init(dy: Float) {
            let d = Double(dy)
            let w = d * d
            @inline(__always) func f(_ v: Double) -> Float {
                let r = Float(v)
                return abs(r) < 0x1p-100 ? 0 : r
            }
            let (p0, p1, p2) = (Double(AtanRational.p0), Double(AtanRational.p1), Double(AtanRational.p2))
            let (q1, q2) = (Double(AtanRational.q1), Double(AtanRational.q2))
            c0 = f(d * p0)
            c1 = f(d * p1 * w)
            c2 = f(d * p2 * w * w)
            e1 = f(q1 * w)
            e2 = f(q2 * w * w)
            a0 = f(p2)
            a1 = f(p1 * w)
            a2 = f(p0 * w * w)
            b0 = f(d * q2)
            b1 = f(d * q1 * w)
            b2 = f(d * w * w)
            halfTurn = dy > 0 ? .pi : -.pi
            quarterTurn = dy > 0 ? .pi / 2 : -.pi / 2
        }

        /// `atan2(dy, u)` where `u ≥ |dy|`.
        @inline(__always)
        func right(_ u: SIMD4<Float>) -> SIMD4<Float> {
            let s = u * u
            return ((c0 * s + c1) * s + c2) / (u * ((s + e1) * s + e2))
        }

        /// `atan2(dy, u)` where `u ≤ −|dy|`.
        @inline(__always)
        func left(_ u: SIMD4<Float>) -> SIMD4<Float> { right(u) + halfTurn }

        /// `atan2(dy, u)` where `|u| ≤ |dy|`.
        @inline(__always)
        func middle(_ u: SIMD4<Float>) -> SIMD4<Float> {
            let s = u * u
            return quarterTurn - u * ((a0 * s + a1) * s + a2) / ((b0 * s + b1) * s + b2)
        }
    }
}
