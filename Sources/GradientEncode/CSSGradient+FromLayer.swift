import Foundation
import GradientCSS
import GradientCore
import GradientRaster

extension CSSGradient {
    /// The CSS gradient that draws `layer` on a `width × height` box (CSS px; only the ratio
    /// matters), so a gradient designed for a layer can be pasted into a web page.
    ///
    /// - axial: the layer's pixel-space gradient `t = a·x + b·y + c` is exactly a CSS linear
    ///   gradient at angle `atan2(a, −b)` whose stop positions are `t` re-measured along the
    ///   CSS gradient line (`|W·sin A| + |H·cos A|` through the centre);
    /// - radial: `radial-gradient(ellipse rx% ry% at x% y%, …)` with stops at their locations;
    /// - conic: `conic-gradient(from A at x% y%, …)`, `A` measured on the box's pixels; on a
    ///   non-square box, where the layer's unit-square angles differ from CSS's pixel ones,
    ///   the stops are moved and resampled (premultiplied sRGB, within half a level).
    ///
    /// CSS always mixes premultiplied colours, so a straight-alpha ``Interpolation/srgb``
    /// gradient with translucent colours, and any ``Interpolation/coreAnimation`` one, gets
    /// extra stops that reproduce its mix within half an 8-bit level; opaque straight sRGB
    /// needs none. Degenerate geometry is a solid
    /// gradient of the colour the layer draws (transparent for one that ``LayerGradient/drawsNothing``).
    public init(_ layer: LayerGradient, width w: Double, height h: Double) {
        let ramp = layer.ramp
        var stops = ramp.stops
        var interpolation = layer.interpolation
        let shading = layer.shading(width: w, height: h)
        // A conic gradient on a non-square box gets its stops below, resampled from `ramp`.
        let remeasuresConic = if case .conic(_, _, let k) = shading { k != 1 } else { false }
        if interpolation == .coreAnimation || interpolation == .srgb {
            // CSS mixes premultiplied sRGB and cannot name Core Animation's measured mixing:
            // such a ramp, or straight alpha between translucent colours, becomes stops placed
            // for premultiplied mixing (opaque straight sRGB stops need none).
            if !remeasuresConic, interpolation == .coreAnimation || stops.contains(where: { $0.color.alpha < 1 }) {
                stops = ramp.stops(reproducedBy: StopResampler(mixing: .premultiplied, maxStops: CSSGradient.maxItemCount))
            }
            interpolation = .premultipliedSRGB
        }
        var shape: Shape = .linear(.angle(180))
        var locations: [Double] = stops.map(\.location)
        // Degenerate geometry: the colour the layer draws at `t` everywhere.
        func solid(at t: Double) {
            let color = layer.drawnRamp.color(at: t)
            stops = [ColorStop(color, at: 0), ColorStop(color, at: 1)]
            locations = [0, 1]
            shape = .linear(.angle(180))
        }
        switch shading {
        case .linear:
            guard let line = AxialLine(shading) else {
                solid(at: .infinity)
                break
            }
            let css = line.cssLine(width: w, height: h)
            locations = locations.map { ($0 - css.start) / (css.end - css.start) }
            shape = .linear(.angle(CSSGradient.tidy(css.degrees)))
        case .radial(let center, let rx, let ry):
            shape = .radial(
                .ellipse, .ellipse(radiusX: .percent(CSSGradient.tidy(rx / w * 100)), radiusY: .percent(CSSGradient.tidy(ry / h * 100))),
                CSSPosition(x: .percent(CSSGradient.tidy(center.x / w * 100)), y: .percent(CSSGradient.tidy(center.y / h * 100))))
        case .conic(let center, var angle, let k):
            if k != 1 {
                // The layer measures angles in its unit square, CSS on the pixels: the start
                // direction gets its pixel angle, and the layer's own ramp is resampled to pixel
                // positions (premultiplied, as CSS mixes, within half a level), once: its
                // error is not added to a resampling of the stops before.
                (angle, stops) = ConicAngles.remeasured(ramp, from: angle, by: 1 / k, mixing: .premultiplied)
                locations = stops.map(\.location)
                interpolation = .premultipliedSRGB
            }
            var degrees = (angle * 180 / .pi + 90).truncatingRemainder(dividingBy: 360)
            if degrees < 0 { degrees += 360 }
            shape = .conic(
                from: CSSGradient.tidy(degrees),
                at: CSSPosition(x: .percent(CSSGradient.tidy(center.x / w * 100)), y: .percent(CSSGradient.tidy(center.y / h * 100))))
        case .uniform(let t):
            solid(at: t)
        }
        let colors = stops.map { CSSColor($0.color, isLegacy: $0.color.components.allSatisfy { $0 >= 0 && $0 <= 1 }) }
        let allLegacy = colors.allSatisfy(\.isLegacy)
        self.init(
            shape: shape, interpolation: allLegacy && interpolation == .premultipliedSRGB ? nil : interpolation,
            items: zip(colors, locations).map { .stop($0, .percent(CSSGradient.tidy($1 * 100)), nil) })
    }

    /// `v` rounded to 6 decimals when that moves it by at most 1e-9 (of `max(1, |v|)`), else
    /// `v`: the conversion's rounding noise goes (`119.99999999999999` degrees becomes `120`,
    /// `49.999999999999986%` becomes `50%`), far below anything a pixel shows, so the CSS
    /// reads as a person would write it; values that are not that close are kept as computed.
    static func tidy(_ v: Double) -> Double {
        let r = (v * 1_000_000).rounded() / 1_000_000
        return abs(r - v) <= 1e-9 * max(1, abs(v)) ? r : v
    }
}
