#if arch(x86_64)
import _Builtin_intrinsics.intel
import GradientCore
#endif

/// The four colour channels of four pixels, one vector per channel (lanes = pixels): the
/// working form of ``SpanWriter/planar(_:base:slope:twin:)``.
struct PlanarColor {
    var r: SIMD4<Float>
    var g: SIMD4<Float>
    var b: SIMD4<Float>
    var a: SIMD4<Float>

    /// Each channel of `c` in all four lanes, plus `lanes` (e.g. per-pixel dither offsets).
    @inline(__always)
    init(splat c: SIMD4<Float>, plus lanes: SIMD4<Float> = .zero) {
        r = SIMD4(repeating: c.x) + lanes
        g = SIMD4(repeating: c.y) + lanes
        b = SIMD4(repeating: c.z) + lanes
        a = SIMD4(repeating: c.w) + lanes
    }

    /// `t · self`, channel by channel (alpha too unless `alpha` is false).
    @inline(__always)
    func scaled(by t: SIMD4<Float>, alpha: Bool) -> PlanarColor {
        var p = self
        p.r = t * r
        p.g = t * g
        p.b = t * b
        p.a = alpha ? t * a : .zero
        return p
    }

    /// Channel by channel.
    @inline(__always)
    static func + (x: PlanarColor, y: PlanarColor) -> PlanarColor {
        var p = x
        p.r += y.r
        p.g += y.g
        p.b += y.b
        p.a += y.a
        return p
    }

    /// `lanes` added to every channel (alpha too unless `alpha` is false).
    @inline(__always)
    func adding(_ lanes: SIMD4<Float>, alpha: Bool) -> PlanarColor {
        var p = self
        p.r += lanes
        p.g += lanes
        p.b += lanes
        if alpha { p.a += lanes }
        return p
    }

    /// Eight pixels, `lo` then `hi`, each channel rounded to the nearest level (every lane
    /// must round to `0…255`) and packed as RGBA8; with `alphaHigh` given (the eight pixels' alpha levels
    /// shifted left by 8, for a span of constant alpha) the alpha channel is not used.
    ///
    /// On x86-64 the channels are narrowed to 16 bits (`packssdw`), paired as `R | G << 8` and
    /// `B | A << 8`, and interleaved (`punpcklwd`, `punpckhwd`): fewer operations than
    /// shifting and or-ing each group of four.
    @inline(__always)
    static func packed8(_ lo: PlanarColor, _ hi: PlanarColor, alphaHigh: SIMD8<Int16>?) -> (SIMD4<UInt32>, SIMD4<UInt32>) {
        #if arch(x86_64)
        @inline(__always) func narrow(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> __m128i {
            _mm_packs_epi32(_mm_cvtps_epi32(a), _mm_cvtps_epi32(b))
        }
        let r = narrow(lo.r, hi.r)
        let g = narrow(lo.g, hi.g)
        let b = narrow(lo.b, hi.b)
        let aHigh = alphaHigh.map { unsafeBitCast($0, to: __m128i.self) } ?? _mm_slli_epi16(narrow(lo.a, hi.a), 8)
        let rg = _mm_or_si128(r, _mm_slli_epi16(g, 8))
        let ba = _mm_or_si128(b, aHigh)
        return (
            unsafeBitCast(_mm_unpacklo_epi16(rg, ba), to: SIMD4<UInt32>.self),
            unsafeBitCast(_mm_unpackhi_epi16(rg, ba), to: SIMD4<UInt32>.self)
        )
        #else
        @inline(__always) func four(_ c: PlanarColor, _ a: SIMD4<UInt16>?) -> SIMD4<UInt32> {
            let r = VectorMath.roundedToInt32(c.r)
            let g = VectorMath.roundedToInt32(c.g)
            let b = VectorMath.roundedToInt32(c.b)
            let alpha = a.map { SIMD4<Int32>(truncatingIfNeeded: $0) &<< 16 } ?? (VectorMath.roundedToInt32(c.a) &<< 24)
            return unsafeBitCast(r | (g &<< 8) | (b &<< 16) | alpha, to: SIMD4<UInt32>.self)
        }
        let high = alphaHigh.map { SIMD8<UInt16>(truncatingIfNeeded: $0) }
        return (four(lo, high?.lowHalf), four(hi, high?.highHalf))
        #endif
    }
}
