import Foundation

/// The colours along a gradient line: resolved stops and an interpolation mode, evaluated
/// exactly at any position.
///
/// ```swift
/// let ramp = ColorRamp([ColorStop(.black, at: 0), ColorStop(.white, at: 1)])
/// ramp.color(at: 0.5)   // RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
/// ```
///
/// Before the first stop and after the last the end colours extend (``Extend/pad``), or the
/// ramp repeats (``Extend/repeat``). Two stops at the same location make a hard edge: at that
/// location and after it the later stop's colour applies. An empty ramp is transparent.
public struct ColorRamp: Sendable, Hashable {
    /// What lies outside the first and last stop.
    public enum Extend: String, Sendable, Hashable, Codable {
        /// The end colours continue (Core Animation, CSS non-repeating gradients). The default.
        case pad
        /// The stops repeat with the period `last.location − first.location` (CSS `repeating-…`).
        /// A period of zero (or less) behaves like ``pad``.
        case `repeat`
    }

    /// The stops, with non-decreasing finite locations.
    public let stops: [ColorStop]
    /// How colours are mixed. Default ``Interpolation/srgb``.
    public let interpolation: Interpolation
    /// What lies outside the stops. Default ``Extend/pad``.
    public let extend: Extend

    /// Each stop's colour in the interpolation space, straight (not premultiplied):
    /// `(c0, c1, c2, alpha)` in the order CSS writes the space's components, a hue in degrees,
    /// NaN where a component is missing (given as missing, or a powerless hue). Core
    /// Animation's mode holds its working values.
    private let mixable: [SIMD4<Double>]

    /// Creates a ramp.
    ///
    /// - Parameters:
    ///   - stops: The stops. Non-finite locations are dropped and the rest made non-decreasing
    ///     (each location becomes at least the one before it, the CSS fix-up rule); colour
    ///     components that are not finite become `0`.
    ///   - interpolation: How colours are mixed. Default ``Interpolation/srgb``.
    ///   - extend: What lies outside the stops. Default ``Extend/pad``.
    public init(
        _ stops: [ColorStop], interpolation: Interpolation = .srgb, extend: Extend = .pad
    ) {
        var clean: [ColorStop] = []
        var previous = -Double.infinity
        for stop in stops where stop.location.isFinite {
            let c = stop.color
            let color = RGBA(
                red: c.red.isFinite ? c.red : 0, green: c.green.isFinite ? c.green : 0,
                blue: c.blue.isFinite ? c.blue : 0, alpha: c.alpha.isFinite ? c.alpha.clampedUnit : 0)
            previous = max(previous, stop.location)
            clean.append(ColorStop(color, at: previous, missing: stop.missing))
        }
        self.stops = clean
        self.interpolation = interpolation
        self.extend = extend
        self.mixable = clean.map { ColorRamp.toMixable($0.color, missing: $0.missing, interpolation) }
    }

    /// The colour at position `t` (straight alpha, sRGB-encoded, not clamped: perceptual
    /// modes can leave the sRGB gamut slightly). NaN gives the last stop's colour.
    ///
    /// - Complexity: O(log n) in the number of stops.
    public func color(at t: Double) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return .clear }
        var t = t
        let period = last.location - first.location
        if extend == .repeat, period > 0, t.isFinite {
            t = first.location + (t - first.location).truncatingRemainder(dividingBy: period)
            if t < first.location { t += period }
        }
        // Core Animation's measured mixing changes saturated colours even where they pad.
        let shifts = interpolation == .coreAnimation
        if t.isNaN || t >= last.location { return shifts ? ColorRamp.fromMixable(mixable[stops.count - 1], interpolation) : last.color }
        if t < first.location { return shifts ? ColorRamp.fromMixable(mixable[0], interpolation) : first.color }
        let (lo, f) = stops.segment(at: t)
        return ColorRamp.fromMixable(mix(mixable[lo], mixable[lo + 1], f), interpolation)
    }

    /// The CSS Images 4 colour-hint transfer: the weight at fraction `f` of a segment whose
    /// half-way mix sits at `hint` (in `0…1` of the segment) is `f^(log 0.5 / log hint)`
    /// (§3.5.3, step "if there is a hint"). A ramp has no hints; CSS samples this curve into
    /// stops.
    package static func applyHint(_ f: Double, _ hint: Double) -> Double {
        if hint <= 0 { return f > 0 ? 1 : 0 }
        if hint >= 1 { return f < 1 ? 0 : 1 }
        return pow(f, log(0.5) / log(hint))
    }

    /// The mix of two stops' mixable colours at fraction `f`: a component missing in one takes
    /// the other's value (CSS Color 4 §12.2), then non-hue components mix premultiplied when the
    /// mode says so (§12.3) and a hue by its method (§12.4). Straight result; NaN where both
    /// stops miss a component.
    private func mix(_ p: SIMD4<Double>, _ q: SIMD4<Double>, _ f: Double) -> SIMD4<Double> {
        guard interpolation != .coreAnimation else { return p + (q - p) * f }
        var p = p
        var q = q
        for i in 0..<4 {
            if p[i].isNaN { p[i] = q[i] } else if q[i].isNaN { q[i] = p[i] }
        }
        let hue = interpolation.colorSpace?.hueIndex
        if interpolation.premultiplies {
            let pa = p.w.isNaN ? 0 : p.w
            let qa = q.w.isNaN ? 0 : q.w
            for i in 0..<3 where i != hue {
                p[i] *= pa
                q[i] *= qa
            }
        }
        var r = p + (q - p) * f
        if let hue, let method = interpolation.hueMethod {
            r[hue] = ColorRamp.mixHue(p[hue], q[hue], f, method)
        }
        if interpolation.premultiplies {
            let a = r.w.isNaN ? 0 : r.w
            guard a > 0 else { return SIMD4(0, 0, 0, 0) }
            for i in 0..<3 where i != hue { r[i] /= a }
        }
        return r
    }

    /// Interpolates two hues in degrees (NaN = missing) by `method` (CSS Color 4 §12.4), in
    /// `0..<360`; the hues are first brought into `0..<360`. Shared with CSS `color-mix()`.
    package static func mixHue(_ h1: Double, _ h2: Double, _ f: Double, _ method: Interpolation.HueMethod) -> Double {
        if h1.isNaN && h2.isNaN { return .nan }
        if h1.isNaN { return h2 }
        if h2.isNaN { return h1 }
        func normal(_ h: Double) -> Double {
            let r = h.truncatingRemainder(dividingBy: 360)
            return r < 0 ? r + 360 : r
        }
        var a = normal(h1)
        var b = normal(h2)
        let d = b - a
        switch method {
        case .shorter:
            if d > 180 { a += 360 } else if d < -180 { b += 360 }
        case .longer:
            if d > 0 && d < 180 { a += 360 } else if d > -180 && d <= 0 { b += 360 }
        case .increasing:
            if b < a { b += 360 }
        case .decreasing:
            if a < b { a += 360 }
        }
        let h = (a + (b - a) * f).truncatingRemainder(dividingBy: 360)
        return h < 0 ? h + 360 : h
    }

    private static func toMixable(_ c: RGBA, missing: MissingComponents, _ mode: Interpolation) -> SIMD4<Double> {
        guard let space = mode.colorSpace else { return CoreAnimationMixing.toWorking(c) }
        var v = SIMD4(space.components(of: c), c.alpha)
        if let hue = space.hueIndex, space.hueIsPowerless(SIMD3(v.x, v.y, v.z)) { v[hue] = .nan }
        for i in space.missingIndices(missing) { v[i] = .nan }
        if missing.contains(.alpha) { v.w = .nan }
        return v
    }

    /// A mixed colour back in sRGB; a component still missing counts as `0`.
    private static func fromMixable(_ v: SIMD4<Double>, _ mode: Interpolation) -> RGBA {
        guard let space = mode.colorSpace else { return CoreAnimationMixing.fromWorking(v) }
        let a = v.w.isNaN ? 0 : v.w
        if mode.premultiplies, !(a > 0) { return .clear }
        let c = SIMD3(v.x.isNaN ? 0 : v.x, v.y.isNaN ? 0 : v.y, v.z.isNaN ? 0 : v.z)
        return space.rgba(c, alpha: a)
    }
}
