/// The colours of a mesh as functions of each patch's parameters: what every point of a
/// patch is painted.
///
/// Each vertex colour is taken into the mesh's ``GradientMesh/ColorSpace`` (``GradientMesh/ColorSpace/device``:
/// the sRGB-encoded components; ``GradientMesh/ColorSpace/perceptual``: OKLab), alpha clamped
/// to `0…1`, and premultiplied by its alpha (so that a fade to a transparent colour only
/// fades, as CSS and premultiplied renderers mix). Then, at `(u, v)` of a patch:
///
/// - `smoothsColors == false`: the bilinear mix of the patch's four corner colours,
///   `(1−u)(1−v)·c₀₀ + u(1−v)·c₀₁ + (1−u)v·c₁₀ + uv·c₁₁`.
/// - `smoothsColors == true`: the bicubic Catmull-Rom spline through the vertex colours, the
///   tensor product of the uniform Catmull-Rom cubic (tension ½) along rows and columns,
///   from the 4 × 4 vertices around the patch. Its tangent at a vertex is half the difference
///   of its neighbours' colours; past the mesh's border the grid is extended by linear
///   extrapolation (`c₋₁ = 2c₀ − c₁`), so the tangent at a border vertex is the one-sided
///   difference. It passes through every vertex colour, is C¹ across patch edges, and
///   reproduces a bilinear field exactly (a 2 × 2 mesh is the same smooth or not).
///
/// The result is un-premultiplied, taken back to sRGB and clamped to `0…1` per component
/// (Catmull-Rom overshoots near sharp changes; clamping keeps the overshoot in gamut).
package struct MeshColorField: Sendable {
    /// Per patch, row-major: the 4 × 4 colours around it (bicubic), or its 4 corners
    /// (bilinear, `[c₀₀, c₀₁, c₁₀, c₁₁]`), in the mixing space, premultiplied.
    let neighbourhoods: [[SIMD4<Double>]]
    let smooth: Bool
    let perceptual: Bool
    /// Whether every vertex colour is opaque: then every mixed colour is.
    package let isOpaque: Bool

    /// The colour field of `mesh`.
    package init(_ mesh: GradientMesh) {
        let perceptual = mesh.colorSpace == .perceptual
        let values = mesh.colors.map { MeshColorField.premultiplied($0, perceptual: perceptual) }
        func value(_ r: Int, _ c: Int) -> SIMD4<Double> {
            // The grid extended by linear extrapolation, one vertex past each border.
            let rr = min(max(r, 0), mesh.height - 1)
            let cc = min(max(c, 0), mesh.width - 1)
            if rr != r {
                let inward = r < 0 ? rr + 1 : rr - 1
                return 2 * value(rr, c) - value(inward, c)
            }
            if cc != c {
                let inward = c < 0 ? cc + 1 : cc - 1
                return 2 * value(r, cc) - value(r, inward)
            }
            return values[r * mesh.width + c]
        }
        var neighbourhoods: [[SIMD4<Double>]] = []
        neighbourhoods.reserveCapacity(mesh.patchCount)
        for row in 0..<(mesh.height - 1) {
            for column in 0..<(mesh.width - 1) {
                if mesh.smoothsColors {
                    neighbourhoods.append((-1...2).flatMap { i in (-1...2).map { j in value(row + i, column + j) } })
                } else {
                    neighbourhoods.append([value(row, column), value(row, column + 1), value(row + 1, column), value(row + 1, column + 1)])
                }
            }
        }
        self.neighbourhoods = neighbourhoods
        self.smooth = mesh.smoothsColors
        self.perceptual = perceptual
        self.isOpaque = mesh.colors.allSatisfy { $0.alpha >= 1 }
    }

    /// `color` in the mixing space, alpha clamped to `0…1`, premultiplied.
    static func premultiplied(_ color: RGBA, perceptual: Bool) -> SIMD4<Double> {
        let a = color.alpha.clampedUnit
        if perceptual {
            let lab = OKLab(color)
            return SIMD4(lab.l * a, lab.a * a, lab.b * a, a)
        }
        return SIMD4(color.red * a, color.green * a, color.blue * a, a)
    }

    /// The uniform Catmull-Rom weights at `t` for the values at −1, 0, 1 and 2: exactly
    /// `(0, 1, 0, 0)` at 0 and `(0, 0, 1, 0)` at 1.
    @inline(__always)
    static func catmullRom(_ t: Double) -> SIMD4<Double> {
        let t2 = t * t
        let t3 = t2 * t
        return SIMD4((-t3 + 2 * t2 - t) / 2, (3 * t3 - 5 * t2 + 2) / 2, (-3 * t3 + 4 * t2 + t) / 2, (t3 - t2) / 2)
    }

    /// The mixed colour of `patch` (row-major index) at `(u, v)`, premultiplied in the mixing
    /// space, before clamping.
    package func mixed(patch: Int, u: Double, v: Double) -> SIMD4<Double> {
        let n = neighbourhoods[patch]
        if !smooth {
            let top = (1 - u) * n[0] + u * n[1]
            let bottom = (1 - u) * n[2] + u * n[3]
            return (1 - v) * top + v * bottom
        }
        let wu = MeshColorField.catmullRom(u)
        let wv = MeshColorField.catmullRom(v)
        var sum = SIMD4<Double>.zero
        for i in 0..<4 {
            var row = wu.x * n[4 * i]
            row += wu.y * n[4 * i + 1]
            row += wu.z * n[4 * i + 2]
            row += wu.w * n[4 * i + 3]
            sum += wv[i] * row
        }
        return sum
    }

    /// The mix along one line of constant `v` of a patch: what is left of the mixed colour
    /// once `v` is fixed, so that each `u` on the line costs 4 products (bicubic) or 2
    /// (bilinear). Equal to ``mixed(patch:u:v:)`` up to rounding; on a patch's edges
    /// (`u` or `v` 0 or 1) it takes the same values the same way as the neighbouring patch's
    /// line does, bit for bit.
    package struct Line: Sendable {
        let c0, c1, c2, c3: SIMD4<Double>
        let smooth: Bool

        /// The mixed colour at `u`, premultiplied in the mixing space, before clamping.
        @inline(__always)
        package func mixed(u: Double) -> SIMD4<Double> {
            guard smooth else { return (1 - u) * c0 + u * c1 }
            let w = MeshColorField.catmullRom(u)
            var sum = w.x * c0
            sum += w.y * c1
            sum += w.z * c2
            sum += w.w * c3
            return sum
        }
    }

    /// The line of `patch` at `v` (see ``Line``).
    package func line(patch: Int, v: Double) -> Line {
        let n = neighbourhoods[patch]
        guard smooth else { return Line(c0: (1 - v) * n[0] + v * n[2], c1: (1 - v) * n[1] + v * n[3], c2: .zero, c3: .zero, smooth: false) }
        let w = MeshColorField.catmullRom(v)
        func column(_ j: Int) -> SIMD4<Double> {
            var sum = w.x * n[j]
            sum += w.y * n[4 + j]
            sum += w.z * n[8 + j]
            sum += w.w * n[12 + j]
            return sum
        }
        return Line(c0: column(0), c1: column(1), c2: column(2), c3: column(3), smooth: true)
    }

    /// The colour of `patch` at `(u, v)`: sRGB-encoded red, green, blue and straight alpha,
    /// each clamped to `0…1`.
    package func color(patch: Int, u: Double, v: Double) -> SIMD4<Double> {
        output(mixed(patch: patch, u: u, v: v))
    }

    /// A mixed value taken back to clamped sRGB with straight alpha.
    package func output(_ m: SIMD4<Double>) -> SIMD4<Double> {
        let c = unclampedOutput(m)
        return SIMD4(c.x.clampedUnit, c.y.clampedUnit, c.z.clampedUnit, c.w)
    }

    /// A mixed value taken back to sRGB with straight alpha, the alpha clamped to `0…1` but
    /// red, green and blue not (a Catmull-Rom overshoot, a perceptual colour outside sRGB):
    /// what the rasterizer interpolates, so that clamping each pixel keeps the kink where a
    /// colour meets the gamut's edge. ``encoded(cell:tabulated:)`` of ``cellOutput(_:)``.
    ///
    /// With `tabulated`, the sRGB curve of the perceptual space is read from
    /// ``MeshColorField/encodingTable`` (within 0.005 level), not computed with `pow`.
    package func unclampedOutput(_ m: SIMD4<Double>, tabulated: Bool = false) -> SIMD4<Double> {
        encoded(cell: cellOutput(m), tabulated: tabulated)
    }

    /// What the rasterizer interpolates across the small cells it cuts a patch into, from a
    /// mixed value: straight red, green and blue, not clamped, and alpha clamped to `0…1`. In
    /// the device space these are the sRGB-encoded components; in the perceptual space linear
    /// light, which has no knee where the encoded components of OKLab colours turn sharply
    /// (the sRGB curve's, 10 levels above black), so that cells need not shrink there.
    /// ``encoded(cell:tabulated:)`` takes such a value to the encoded components.
    package func cellOutput(_ m: SIMD4<Double>) -> SIMD4<Double> {
        let a = isOpaque ? 1 : m.w.clampedUnit
        guard a > 0 else { return .zero }
        let c = isOpaque ? m : m / a
        guard perceptual else { return SIMD4(c.x, c.y, c.z, a) }
        let linear = OKLab(l: c.x, a: c.y, b: c.z).linearRGB
        return SIMD4(linear.x, linear.y, linear.z, a)
    }

    /// Whether ``cellOutput(_:)`` is linear light (the perceptual space) rather than the
    /// encoded components.
    package var cellsAreLinear: Bool { perceptual }

    /// A ``cellOutput(_:)`` value as sRGB-encoded components, alpha as it is: tabulated
    /// (``tabulatedEncoding(_:)``) or computed with `pow`. Below 0 (outside sRGB, clamped to 0
    /// anyway) the curve's straight start (12.92·x) goes on, not its mirror image, which bends
    /// sharply: a smooth value to interpolate up to the clamp.
    package func encoded(cell c: SIMD4<Double>, tabulated: Bool = true) -> SIMD4<Double> {
        guard perceptual else { return c }
        func encoded(_ v: Double) -> Double {
            if v < 0 { return 12.92 * v }
            return tabulated ? MeshColorField.tabulatedEncoding(v) : SRGBTransfer.encoded(v)
        }
        return SIMD4(encoded(c.x), encoded(c.y), encoded(c.z), c.w)
    }

    /// The sRGB curve's knee in linear light: straight (12.92·x) below it, a power above.
    package static let encodingKnee = 0.0031308

    /// The sRGB curve's slope at linear light `x`: 12.92 below the knee; above it
    /// `d/dx (1.055 · x^(1/2.4) − 0.055) = (encoded(x) + 0.055) / (2.4 · x)`, taken at 1 past 1.
    package static func encodingSlope(_ x: Double) -> Double {
        guard x >= encodingKnee else { return 12.92 }
        let y = min(x, 1)
        return (SRGBTransfer.encoded(y) + 0.055) / (2.4 * y)
    }

    /// The sRGB curve (``SRGBTransfer/encoded(_:)``) at 4,096 steps of linear light from 0 to
    /// 1, and one past: read with linear interpolation it is within 0.005 level (its bend is
    /// sharpest at the knee, 0.0031308: `½ · 2410 · 255 · (1/8192)² ≈ 0.0046`).
    package static let encodingTable: [Double] = (0...4097).map { SRGBTransfer.encoded(Double($0) / 4096) }

    /// ``SRGBTransfer/encoded(_:)`` of `v ≥ 0` from ``encodingTable``; past 1, the curve
    /// continued in a straight line (values there are clamped to 1 anyway).
    @inline(__always)
    package static func tabulatedEncoding(_ v: Double) -> Double {
        let position = v * 4096
        guard position < 4096 else { return encodingTable[4096] + (position - 4096) * (encodingTable[4097] - encodingTable[4096]) }
        let i = Int(position)
        let f = position - Double(i)
        return encodingTable[i] + f * (encodingTable[i + 1] - encodingTable[i])
    }
}

extension GradientMesh {
    /// The colour the patch of the cell at `row` and `column` (its top-left vertex) paints at
    /// the parameters `u` and `v` (see ``point(row:column:u:v:)``), clamped to sRGB.
    ///
    /// `mesh.color(row: 0, column: 0, u: 0, v: 0)` is the first vertex's colour (clamped).
    public func color(row: Int, column: Int, u: Double, v: Double) -> RGBA {
        let c = MeshColorField(self).color(patch: row * (width - 1) + column, u: u, v: v)
        return RGBA(red: c.x, green: c.y, blue: c.z, alpha: c.w)
    }
}
