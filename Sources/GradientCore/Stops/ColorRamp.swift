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

    /// Each stop's colour in the interpolation space (premultiplied where the mode says so):
    /// `(c0, c1, c2, alpha)`; for OKLCH `c2` is the hue in degrees or NaN when missing.
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
            clean.append(ColorStop(color, at: previous))
        }
        self.stops = clean
        self.interpolation = interpolation
        self.extend = extend
        self.mixable = clean.map { ColorRamp.toMixable($0.color, interpolation) }
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

    private func mix(_ p: SIMD4<Double>, _ q: SIMD4<Double>, _ f: Double) -> SIMD4<Double> {
        var r = p + (q - p) * f
        if case .oklch(let method) = interpolation {
            r.z = ColorRamp.mixHue(p.z, q.z, f, method)
        }
        return r
    }

    /// Interpolates two hues in degrees (NaN = missing) by `method` (CSS Color 4 §12.4).
    static func mixHue(_ h1: Double, _ h2: Double, _ f: Double, _ method: Interpolation.HueMethod) -> Double {
        if h1.isNaN && h2.isNaN { return .nan }
        if h1.isNaN { return h2 }
        if h2.isNaN { return h1 }
        var a = h1
        var b = h2
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

    private static func toMixable(_ c: RGBA, _ mode: Interpolation) -> SIMD4<Double> {
        let a = c.alpha
        switch mode {
        case .srgb:
            return SIMD4(c.red, c.green, c.blue, a)
        case .premultipliedSRGB:
            return SIMD4(c.red * a, c.green * a, c.blue * a, a)
        case .linearSRGB:
            let l = c.linearRGB
            return SIMD4(l.x * a, l.y * a, l.z * a, a)
        case .oklab:
            let lab = OKLab(c)
            return SIMD4(lab.l * a, lab.a * a, lab.b * a, a)
        case .oklch:
            let lch = OKLCH(c)
            return SIMD4(lch.l * a, lch.c * a, lch.h ?? .nan, a)
        case .coreAnimation:
            return CoreAnimationMixing.toWorking(c)
        }
    }

    private static func fromMixable(_ v: SIMD4<Double>, _ mode: Interpolation) -> RGBA {
        let a = v.w
        if mode == .srgb { return RGBA(red: v.x, green: v.y, blue: v.z, alpha: a) }
        if mode == .coreAnimation { return CoreAnimationMixing.fromWorking(v) }
        guard a > 0 else { return .clear }
        let u = SIMD3(v.x, v.y, v.z) / a
        switch mode {
        case .srgb, .premultipliedSRGB, .coreAnimation:
            return RGBA(red: u.x, green: u.y, blue: u.z, alpha: a)
        case .linearSRGB:
            return RGBA(linear: u, alpha: a)
        case .oklab:
            return OKLab(l: u.x, a: u.y, b: u.z).rgba(alpha: a)
        case .oklch:
            return OKLCH(l: u.x, c: u.y, h: v.z.isNaN ? nil : v.z).oklab.rgba(alpha: a)
        }
    }
}
