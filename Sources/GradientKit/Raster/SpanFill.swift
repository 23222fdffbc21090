/// Writes runs of pixels of one row whose colour follows one straight piece of a
/// ``ColorTable``: the inner loops of the fast path.
///
/// Colours are in 8-bit levels; each pixel gets `colour + d` rounded to the nearest level,
/// `d` being its ``OrderedDither`` offset (or 0). Every kernel keeps its own error within
/// 1/256 level (the `Float` kernels 1/512), so with the table's 1/512 the total stays under the
/// 1/128 that dithering allows (see ``ColorTable/tolerance``).
struct SpanFill {
    /// Row start.
    let out: UnsafeMutablePointer<UInt32>
    /// The row's 8 dither offsets, indexed by `x & 7`.
    let d: UnsafePointer<Float>
    let y: Int
    let dither: Bool
    let rows: RowRenderer

    /// A bound on the error of ``fastAtan2(_:_:)`` in radians (that of its polynomial).
    static var atanError: Double { AtanDegree15.error }

    /// Whether `Float` arithmetic keeps `base + t · slope` within 1/512 level, for `t` in
    /// `0…tMax` computed in `Float` to within `tError` plus a relative `2⁻²¹`.
    ///
    /// Each of the `Float` roundings (of `base`, the product, the sum, the offset) costs at
    /// most `2⁻²⁴` of its magnitude; the bound below takes twice their sum.
    static func floatIsEnough(base: SIMD4<Double>, slope: SIMD4<Double>, tMax: Double, tError: Double) -> Bool {
        let b = max(abs(base.x), abs(base.y), abs(base.z), abs(base.w))
        let s = max(abs(slope.x), abs(slope.y), abs(slope.z), abs(slope.w))
        let error = (b + s * tMax + 512) * 0x1p-23 + s * (tError + tMax * 0x1p-21)
        return error <= 1.0 / 512 && error.isFinite
    }

    /// `1.5 · 2²³`: adding it to a `Float` of magnitude below 2²² rounds it to an integer (to
    /// nearest, ties to even) held in the low mantissa bits.
    static var roundingMagic: Float { 12_582_912 }

    /// Levels `v` (each in `−1/128 … 255 + 1/128`) plus the offset `d` (in `(−½, ½)`), rounded
    /// to the nearest level, as the 4 bytes R, G, B, A.
    ///
    /// `v + d` stays in `[−½, 255.5)`, which rounds to `0…255` (−½ rounds to −0).
    @inline(__always)
    static func pack(_ v: SIMD4<Float>, _ d: Float) -> UInt32 {
        let bits = unsafeBitCast((v + d) + roundingMagic, to: SIMD4<UInt32>.self)
        return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: bits), to: UInt32.self)
    }

    /// `v` in `Float`, lane by lane (the generic SIMD conversion is not inlined).
    @inline(__always)
    static func float(_ v: SIMD4<Double>) -> SIMD4<Float> { SIMD4(Float(v.x), Float(v.y), Float(v.z), Float(v.w)) }

    /// `v` rounded to the nearest integers (each within `Int32`), lane by lane.
    @inline(__always)
    static func int32(_ v: SIMD4<Double>) -> SIMD4<Int32> {
        let r = v.rounded(.toNearestOrEven)
        return SIMD4(Int32(r.x), Int32(r.y), Int32(r.z), Int32(r.w))
    }

    /// Pixels `x0…x1` evaluated exactly, as ``Rasterizer/renderExact(_:width:height:options:pixelLimit:)`` does.
    func exact(_ x0: Int, _ x1: Int) {
        for x in x0...x1 { out[x] = rows.exactPixel(x: x, y: y, dither: dither) }
    }

    /// Pixels `x0…x1` with the colour `at(x)` each.
    @inline(__always)
    func perPixel(_ x0: Int, _ x1: Int, at: (Int) -> SIMD4<Double>) {
        for x in x0...x1 { out[x] = SpanFill.pack(SpanFill.float(at(x)), d[x & 7]) }
    }

    /// Pixels `x0…x1` all of colour `v`: one dither period, then copies of it.
    func constant(_ x0: Int, _ x1: Int, _ v: SIMD4<Double>) {
        let c = SpanFill.float(v)
        let total = x1 - x0 + 1
        for x in x0..<(x0 + min(8, total)) { out[x] = SpanFill.pack(c, d[x & 7]) }
        var filled = 8
        while filled < total {
            let n = min(filled, total - filled)
            (out + x0 + filled).update(from: out + x0, count: n)
            filled += n
        }
    }

    /// Pixels `x0…x1` of a colour linear in `x`: `at(x)`, changing by `step` per pixel.
    ///
    /// Runs of 8 pixels in 16-bit fixed point (1/256 level): a 32-bit accumulator (1/65536
    /// level, restarted from `at` every 256 pixels) gives the run's first colour, rounded;
    /// each pixel adds its rounded `i · step + d + ½` and keeps the integer part. Two
    /// roundings of at most 1/512 each: within 1/256 level.
    @inline(__always)
    func linear(_ x0: Int, _ x1: Int, at: (Int) -> SIMD4<Double>, step: SIMD4<Double>) {
        var x = x0
        if x1 - x0 + 1 >= 16 {
            // Lane i's offset from the run's first colour, in 1/256 level: i · step + d + ½.
            @inline(__always) func lane(_ i: Int) -> SIMD4<UInt16> {
                let o = (step * Double(i) + (Double(d[(x0 + i) & 7]) + 0.5)) * 256
                return SIMD4<UInt16>(truncatingIfNeeded: SpanFill.int32(o))
            }
            let r0 = SIMD16(lowHalf: SIMD8(lowHalf: lane(0), highHalf: lane(1)), highHalf: SIMD8(lowHalf: lane(2), highHalf: lane(3)))
            let r1 = SIMD16(lowHalf: SIMD8(lowHalf: lane(4), highHalf: lane(5)), highHalf: SIMD8(lowHalf: lane(6), highHalf: lane(7)))
            let step8 = SpanFill.int32(step * (8 * 65536))
            while x + 8 <= x1 + 1 {
                var acc = SpanFill.int32(at(x) * 65536)
                // Up to 32 runs of 8 (256 pixels) from this start; a pointer and a count keep
                // overflow checks out of the loop.
                let runs = min(32, (x1 + 1 - x) >> 3)
                var p = UnsafeMutableRawPointer(out + x)
                for _ in 0..<runs {
                    let v4 = SIMD4<UInt16>(truncatingIfNeeded: (acc &+ 128) &>> 8)
                    let v8 = SIMD8(lowHalf: v4, highHalf: v4)
                    let v16 = SIMD16(lowHalf: v8, highHalf: v8)
                    p.storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: (v16 &+ r0) &>> 8), as: SIMD16<UInt8>.self)
                    p.storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: (v16 &+ r1) &>> 8), toByteOffset: 16, as: SIMD16<UInt8>.self)
                    acc &+= step8
                    p += 32
                }
                x += runs << 3
            }
        }
        if x <= x1 { perPixel(x, x1, at: at) }
    }

    /// The four pixels' dither offsets starting at `x`.
    @inline(__always)
    private func offsets4(_ x: Int) -> SIMD4<Float> {
        SIMD4(d[x & 7], d[(x + 1) & 7], d[(x + 2) & 7], d[(x + 3) & 7])
    }

    /// Pixels `x0…x1` with colour `base + t(lanes) · slope`, `t` computed four pixels at a time
    /// from the pixels' `x` coordinates as `Float`; dither offsets are folded into the
    /// constant term, one set for each half of the 8-pixel dither period.
    @inline(__always)
    private func planar<P: LanePosition>(_ x0: Int, _ x1: Int, base: SIMD4<Double>, slope: SIMD4<Double>, t: P) {
        let k = SpanFill.float(base)
        let s = PlanarColor(splat: SpanFill.float(slope))
        let k0 = PlanarColor(splat: k, plus: offsets4(x0))
        let k1 = PlanarColor(splat: k, plus: offsets4(x0 + 4))
        var x = x0
        if slope.w == 0 {
            // Constant alpha (every opaque ramp): its levels are the same in every 8 pixels.
            let levels = SIMD8(lowHalf: VectorMath.roundedToInt32(k0.a), highHalf: VectorMath.roundedToInt32(k1.a))
            planarRuns(&x, x1, k0, k1, s, SIMD8<Int16>(truncatingIfNeeded: levels), t)
        } else {
            planarRuns(&x, x1, k0, k1, s, nil, t)
        }
        while x <= x1 {
            out[x] = SpanFill.pack(k + t.at(SIMD4(repeating: Float(x))).x * SpanFill.float(slope), d[x & 7])
            x += 1
        }
    }

    /// The 8- and 4-pixel runs of ``planar(_:_:base:slope:t:)`` from `x` on; leaves `x` at the
    /// first pixel not written (fewer than 4 remain).
    @inline(__always)
    private func planarRuns<P: LanePosition>(
        _ x: inout Int, _ x1: Int, _ k0: PlanarColor, _ k1: PlanarColor, _ s: PlanarColor,
        _ alpha: SIMD8<Int16>?, _ t: P
    ) {
        var xs = SIMD4<Float>(Float(x), Float(x + 1), Float(x + 2), Float(x + 3))
        // A pointer and a count instead of index arithmetic: no overflow checks in the loop.
        var p = UnsafeMutableRawPointer(out + x)
        let runs = (x1 + 1 - x) >> 3
        for _ in 0..<runs {
            let (lo, hi) = k0.packed8(adding: t.at(xs), t.at(xs + 4), next: k1, times: s, alpha: alpha)
            p.storeBytes(of: lo, as: SIMD4<UInt32>.self)
            p.storeBytes(of: hi, toByteOffset: 16, as: SIMD4<UInt32>.self)
            xs += 8
            p += 32
        }
        x += runs << 3
        if x + 4 <= x1 + 1 {
            let a0 = alpha.map { SIMD4<Int32>(truncatingIfNeeded: $0.lowHalf) &<< 24 }
            p.storeBytes(of: k0.packed(adding: t.at(xs), times: s, alpha: a0), as: SIMD4<UInt32>.self)
            x += 4
        }
    }

    /// Pixels `x0…x1` of a radial span: colour `base + t · slope`, `t = √(u² + v²)` with
    /// `u = (x + ½ − cx) / rx`, in `Float`.
    func radial(_ x0: Int, _ x1: Int, base: SIMD4<Double>, slope: SIMD4<Double>, cx: Double, invRx: Double, v2: Double) {
        planar(x0, x1, base: base, slope: slope, t: RadialPosition(offset: Float(0.5 - cx), invRx: Float(invRx), v2: Float(v2)))
    }

    /// Pixels `x0…x1` of a conic span: colour `base + θ · slope`, `θ = atan2(dy, u)` the angle
    /// of `(u, dy)`, `u = x + ½ − cx`.
    ///
    /// Off the centre's row the span is cut where `|u| = |dy|`, so each part needs one branch
    /// of the octant reduction and no per-lane selects: in the middle part
    /// `θ = ±π/2 − atan(u / dy)` (a multiplication by `1 / dy`), at the sides
    /// `θ = atan(dy / u)`, plus `±π` on the left. The constant and the sign go into `base`
    /// and `slope`, so each lane evaluates only the polynomial `P.evaluate`.
    func conic<P: AtanPolynomial>(
        _ x0: Int, _ x1: Int, base: SIMD4<Double>, slope: SIMD4<Double>, cx: Double, dy: Double, atan: P.Type
    ) {
        let offset = Float(0.5 - cx)
        guard dy != 0, offset.isFinite, Float(dy).isFinite else {
            // The centre's row (the angle is 0 or π), or a centre too far out for `Float`.
            return planar(x0, x1, base: base, slope: slope, t: ConicPosition(offset: offset, dy: Float(dy)))
        }
        // The middle part: pixels lo…hi, where −|dy| ≤ u ≤ |dy|.
        let lo = SpanFill.clampedIndex((cx - 0.5 - abs(dy)).rounded(.up), x0, x1 + 1)
        let hi = SpanFill.clampedIndex((cx - 0.5 + abs(dy)).rounded(.down), lo - 1, x1)
        let side = ConicSide<P>(offset: offset, dy: Float(dy))
        if x0 < lo {
            // u < −|dy|: θ = atan(dy / u) ± π (the sign of dy).
            let turn: Double = dy > 0 ? .pi : -.pi
            planar(x0, lo - 1, base: base + turn * slope, slope: slope, t: side)
        }
        if lo <= hi {
            // |u| ≤ |dy|: θ = ±π/2 − atan(u / dy).
            let quarter: Double = dy > 0 ? .pi / 2 : -.pi / 2
            planar(lo, hi, base: base + quarter * slope, slope: -slope, t: ConicMiddle<P>(offset: offset, invDy: Float(1 / dy)))
        }
        if hi < x1 {
            // u > |dy|: θ = atan(dy / u).
            planar(max(hi + 1, x0), x1, base: base, slope: slope, t: side)
        }
    }

    /// `v` as an index in `lo…hi` (`lo` for NaN); `v` is a whole number when in range.
    @inline(__always)
    static func clampedIndex(_ v: Double, _ lo: Int, _ hi: Int) -> Int {
        v >= Double(hi) ? hi : (v >= Double(lo) ? Int(v) : lo)
    }

    /// `atan2(y, x)` for four `x` and one `y`, in `Float`, within ``atanError`` radians; the same
    /// quadrants as `atan2` (for `y = +0`: `0` when `x ≥ 0`, `π` when `x < 0`).
    ///
    /// `|x|, |y|` are ordered to `q = min / max ≤ 1`, and `atan q` is ``AtanDegree15``.
    @inline(__always)
    static func fastAtan2(_ y: Float, _ x: SIMD4<Float>) -> SIMD4<Float> {
        let ax = VectorMath.magnitude(x)
        let ay = SIMD4<Float>(repeating: abs(y))
        let steep = ay .> ax
        // max(…, 2⁻¹²⁶) keeps the centre pixel (0, 0) at 0 / tiny = 0.
        let q = VectorMath.minimum(ax, ay) / VectorMath.maximum(VectorMath.maximum(ax, ay), SIMD4(repeating: 0x1p-126))
        var a = AtanDegree15.evaluate(q)
        a.replace(with: .pi / 2 - a, where: steep)
        a.replace(with: .pi - a, where: x .< 0)
        if y < 0 { return -a }
        return a
    }
}

/// The position of four pixels of a row, from their `x` indices (as `Float`).
protocol LanePosition {
    func at(_ xs: SIMD4<Float>) -> SIMD4<Float>
}

/// `√(u² + v²)`, `u = (x + ½ − cx) / rx`: a radial row.
struct RadialPosition: LanePosition {
    let offset: Float
    let invRx: Float
    let v2: Float
    @inline(__always)
    func at(_ xs: SIMD4<Float>) -> SIMD4<Float> {
        let u = (xs + offset) * invRx
        return VectorMath.squareRoot(u * u + v2)
    }
}

/// `atan(dy / u)`, `u = x + ½ − cx`: a conic row where `|u| ≥ |dy|`.
struct ConicSide<P: AtanPolynomial>: LanePosition {
    let offset: Float
    let dy: Float
    @inline(__always)
    func at(_ xs: SIMD4<Float>) -> SIMD4<Float> { P.evaluate(SIMD4(repeating: dy) / (xs + offset)) }
}

/// `atan(u / dy)`, `u = x + ½ − cx`: a conic row where `|u| ≤ |dy|`.
struct ConicMiddle<P: AtanPolynomial>: LanePosition {
    let offset: Float
    let invDy: Float
    @inline(__always)
    func at(_ xs: SIMD4<Float>) -> SIMD4<Float> { P.evaluate((xs + offset) * invDy) }
}

/// The angle of `(x + ½ − cx, dy)` in radians: a conic row.
struct ConicPosition: LanePosition {
    let offset: Float
    let dy: Float
    @inline(__always)
    func at(_ xs: SIMD4<Float>) -> SIMD4<Float> { SpanFill.fastAtan2(dy, xs + offset) }
}
