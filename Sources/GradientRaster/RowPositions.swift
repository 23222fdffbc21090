@_spi(Rasterizer) import GradientCore

#if arch(x86_64)
// The C position kernels (only on x86-64, see KernelLevel).
internal import CGradientKernels
#endif

/// The position of every pixel of a stretch of a row, in `Float`: the first pass of the radial
/// and conic fetchers (``RadialRowFetcher``, ``ConicRowFetcher``; the second pass colours runs
/// from it, see ``SpanWriter/planar(_:base:slope:twin:)``).
///
/// A radial pixel's position is `t = √(u² + v²)`; a conic pixel's is its raw angle
/// `atan2(dy, u)` in radians (``AtanRational``), which the spans turn into `t`. Here
/// `u = x + ½ − cx` is computed as `(x − cxᵢ) + f` with `cxᵢ` a whole number and `|f| ≤ ½`, so
/// it carries `Float`'s relative precision however close to the centre the pixel lies.
///
/// When the centre lies on the pixel grid's axis of symmetry (`2·cx` a whole number), pixel
/// `x` and pixel `2·cx − 1 − x` are mirror images, `u` exactly negated: only one side is
/// computed and the other copied (a radial position is the same, a conic angle `±π − θ`).
///
/// Both functions write `out[0 ..< columns.count]` for the pixels `columns` (plus up to 3
/// values past the end: `out` needs room for `columns.count + 3`) and return `false`, writing
/// nothing useful, when a pixel lies more than 2²² pixels from the centre, where `Float` would
/// not be precise.
enum RowPositions {
    /// The farthest a pixel may lie from the centre, in pixels, for `Float` positions.
    static let reach = Double(1 << 22)

    /// The split of `u = x + ½ − cx` into a whole part and a fraction.
    struct Columns {
        /// `cxᵢ`: `u = (x − cxᵢ) + fraction`.
        let whole: Int
        /// In `−½ … ½`.
        let fraction: Float
        /// The first column whose `u` is not negative.
        let firstRight: Int
        /// `2·cx − 1` when it is a whole number: column `x` mirrors column `mirror − x`.
        let mirror: Int?

        /// `nil` when the centre is not finite or too far out for `columns`.
        init?(cx: Double, columns: Range<Int>) {
            let w = (cx - 0.5).rounded()
            guard cx.isFinite, abs(w) < RowPositions.reach * 4,
                abs(Double(columns.lowerBound) - w) <= RowPositions.reach,
                abs(Double(columns.upperBound) - w) <= RowPositions.reach
            else { return nil }
            whole = Int(w)
            let f = w + 0.5 - cx
            fraction = Float(f)
            firstRight = f >= 0 ? whole : whole + 1
            let m = 2 * cx - 1
            mirror = m == m.rounded() ? Int(m) : nil
        }

    }

    /// The mirrored copy: the columns of `range` whose mirror image is computed directly, given
    /// that the columns from `firstRight` up to the end of `range` are.
    @inline(__always)
    static func mirrored(_ columns: Columns, _ range: Range<Int>) -> Range<Int> {
        let (a, b) = (range.lowerBound, range.upperBound)
        guard let m = columns.mirror else { return a..<a }
        let lo = max(a, m + 1 - b)
        let hi = min(b, columns.firstRight)
        return lo < hi ? lo..<hi : a..<a
    }

    /// Writes `values(xs)` for the 4-pixel groups from `range.lowerBound` on, covering `range`;
    /// `xs` holds the four pixels' `(x − cxᵢ) · scale`, exact (`scale` a power of two).
    @inline(__always)
    static func fill(
        _ range: Range<Int>, _ a: Int, _ columns: Columns, scale: Float, _ out: UnsafeMutablePointer<Float>,
        _ values: (SIMD4<Float>) -> SIMD4<Float>
    ) {
        guard !range.isEmpty else { return }
        var xs = (SIMD4<Float>(0, 1, 2, 3) + Float(range.lowerBound - columns.whole)) * scale
        let step = SIMD4<Float>(repeating: 4 * scale)
        var p = UnsafeMutableRawPointer(out + (range.lowerBound - a))
        for _ in 0..<((range.count + 3) >> 2) {
            p.storeBytes(of: values(xs), as: SIMD4<Float>.self)
            xs += step
            p += 16
        }
    }

    /// Copies the mirror images into `range` (exactly, nothing past it): `out[x] = transform(out[m − x])`.
    @inline(__always)
    static func copyMirrored(
        _ range: Range<Int>, mirror m: Int, _ a: Int, _ out: UnsafeMutablePointer<Float>,
        _ transform: (SIMD4<Float>) -> SIMD4<Float>
    ) {
        // Pointers and a count: no overflow checks in the loop.
        var source = UnsafeRawPointer(out + (m - range.lowerBound - 3 - a))
        var target = UnsafeMutableRawPointer(out + (range.lowerBound - a))
        for _ in 0..<(range.count >> 2) {
            let v = source.loadUnaligned(as: SIMD4<Float>.self)
            target.storeBytes(of: transform(SIMD4(v[3], v[2], v[1], v[0])), as: SIMD4<Float>.self)
            source -= 16
            target += 16
        }
        for x in (range.lowerBound + (range.count & ~3))..<range.upperBound {
            out[x - a] = transform(SIMD4(repeating: out[m - x - a]))[0]
        }
    }

    /// Radial positions `√(u² + v²)` with `u = (x + ½ − cx) / rx` and `v² = v2`, for the pixels
    /// `range`; with a `kernels` level that runs C kernels, the groups of 8 on them (the same values).
    static func radial(
        _ range: Range<Int>, cx: Double, invRx: Double, v2: Double, into out: UnsafeMutablePointer<Float>,
        kernels: KernelLevel = .baseline
    ) -> Bool {
        guard let columns = Columns(cx: cx, columns: range) else { return false }
        let (a, b) = (range.lowerBound, range.upperBound)
        let inverse = Float(invRx)
        let v = SIMD4<Float>(repeating: Float(v2))
        let copy = mirrored(columns, range)
        @inline(__always) func t(_ xs: SIMD4<Float>) -> SIMD4<Float> {
            let u = (xs + columns.fraction) * inverse
            return VectorMath.squareRoot(u * u + v)
        }
        @inline(__always) func direct(_ range: Range<Int>) {
            var rest = range
            #if arch(x86_64)
            if kernels.wide && range.count >= 8 {
                let n = range.count & ~7
                kernels.table.radial(
                    out + (range.lowerBound - a), n, range.lowerBound - columns.whole, columns.fraction, inverse, Float(v2))
                rest = (range.lowerBound + n)..<range.upperBound
            }
            #endif
            fill(rest, a, columns, scale: 1, out, t)
        }
        direct(a..<copy.lowerBound)
        direct(max(a, copy.upperBound)..<b)
        if let m = columns.mirror { copyMirrored(copy, mirror: m, a, out) { $0 } }
        return true
    }

    /// Conic angles `atan2(dy, x + ½ − cx)` in radians, for the pixels `range` of the row at
    /// `dy`; with a `kernels` level that runs C kernels, the groups of 8 on them (the same values).
    static func conic(
        _ range: Range<Int>, cx: Double, dy: Double, into out: UnsafeMutablePointer<Float>,
        kernels: KernelLevel = .baseline
    ) -> Bool {
        guard let columns = Columns(cx: cx, columns: range), dy.isFinite, abs(dy) <= reach else { return false }
        let (a, b) = (range.lowerBound, range.upperBound)
        let copy = mirrored(columns, range)
        if dy == 0 {
            // The centre's row: 0 where u ≥ 0, π where u < 0 (as atan2(+0, u)).
            let split = min(max(columns.firstRight, a), b)
            fill(a..<split, a, columns, scale: 1, out) { _ in SIMD4(repeating: .pi) }
            fill(split..<b, a, columns, scale: 1, out) { _ in .zero }
            return true
        }
        // Scale u and dy by a power of two so the polynomials stay far from overflow.
        let far = max(abs(dy), abs(Double(a - columns.whole)) + 1, abs(Double(b - columns.whole)) + 1)
        let scale = Float(sign: .plus, exponent: -max(0, far.exponent - 10), significand: 1)
        let row = AtanRational.Row(dy: Float(dy) * scale)
        let fraction = columns.fraction * scale
        // Columns lo…hi have |u| ≤ |dy|; left of them u < −|dy|, right of them u > |dy|.
        let lo = (cx - 0.5 - abs(dy)).clampedColumn(.up, in: a...b)
        let hi = ((cx - 0.5 + abs(dy)).rounded(.down) + 1).clampedColumn(.down, in: lo...b)
        #if arch(x86_64)
        // A constant, passed by a pointer made at each call: a variable a nested function
        // passes `&` would be boxed on the heap, an allocation for every row.
        let coefficients = gk_atan_row(
            c0: row.c0, c1: row.c1, c2: row.c2, e1: row.e1, e2: row.e2, a0: row.a0, a1: row.a1, a2: row.a2, b0: row.b0,
            b1: row.b1, b2: row.b2, halfTurn: row.halfTurn, quarterTurn: row.quarterTurn)
        #endif
        /// The groups of 8 of `range` on the C kernel of `kind` (0 left, 1 middle, 2 right)
        /// when one runs; what is left.
        @inline(__always) func wideGroups(_ range: Range<Int>, _ kind: Int32) -> Range<Int> {
            #if arch(x86_64)
            guard kernels.wide && range.count >= 8 else { return range }
            let n = range.count & ~7
            withUnsafePointer(to: coefficients) { coefficients in
                kernels.table.conic(out + (range.lowerBound - a), n, range.lowerBound - columns.whole, scale, fraction, kind, coefficients)
            }
            return (range.lowerBound + n)..<range.upperBound
            #else
            return range
            #endif
        }
        @inline(__always) func direct(_ range: Range<Int>) {
            guard !range.isEmpty else { return }
            fill(wideGroups(range.clamped(to: a..<lo), 0), a, columns, scale: scale, out) { row.left($0 + fraction) }
            fill(wideGroups(range.clamped(to: lo..<hi), 1), a, columns, scale: scale, out) { row.middle($0 + fraction) }
            fill(wideGroups(range.clamped(to: hi..<b), 2), a, columns, scale: scale, out) { row.right($0 + fraction) }
        }
        direct(a..<copy.lowerBound)
        direct(max(a, copy.upperBound)..<b)
        if let m = columns.mirror {
            let halfTurn = SIMD4(repeating: row.halfTurn)
            copyMirrored(copy, mirror: m, a, out) { halfTurn - $0 }
        }
        return true
    }
}

extension RowPositions {
    /// ``radial(_:cx:invRx:v2:into:)`` for the pixels `a ..< b`.
    static func radial(_ a: Int, _ b: Int, cx: Double, invRx: Double, v2: Double, into out: UnsafeMutablePointer<Float>) -> Bool {
        radial(a..<b, cx: cx, invRx: invRx, v2: v2, into: out)
    }

    /// ``conic(_:cx:dy:into:)`` for the pixels `a ..< b`.
    static func conic(_ a: Int, _ b: Int, cx: Double, dy: Double, into out: UnsafeMutablePointer<Float>) -> Bool {
        conic(a..<b, cx: cx, dy: dy, into: out)
    }
}
