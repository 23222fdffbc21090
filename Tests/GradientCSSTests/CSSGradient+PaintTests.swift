import Foundation
import Testing

@testable import GradientCSS
@testable import GradientCore

/// CSS geometry and stop rules against values worked out by hand from CSS Images 3/4.
/// Geometric tolerances are 1e-9 (a few ULPs of pixel-sized doubles).
@Suite struct CSSGradientPaintTests {
    func gradient(_ text: String) throws -> CSSGradient { try CSSGradient(parsing: text) }

    func t(_ text: String, _ w: Int, _ h: Int, _ x: Double, _ y: Double) throws -> Double {
        try gradient(text).paint(width: w, height: h).shading.t(x: x, y: y)
    }

    /// The gradient line is `|W·sin A| + |H·cos A|` long, so the perpendiculars at its ends pass
    /// through the corners: for 30deg the bottom-left corner is at 0 and the top-right at 1.
    @Test func gradientLineReachesTheCorners() throws {
        let css = "linear-gradient(30deg, red, blue)"
        #expect(abs(try t(css, 96, 64, 0, 64)) < 1e-9)
        #expect(abs(try t(css, 96, 64, 96, 0) - 1) < 1e-9)
        #expect(abs(try t(css, 96, 64, 48, 32) - 0.5) < 1e-9)
        let geometry = try gradient(css).geometry(width: 96, height: 64)
        #expect(abs(geometry.lineLength - (96 * 0.5 + 64 * 3.0.squareRoot() / 2)) < 1e-9)
    }

    /// "Magic corners": for `to top right` the 50% isoline joins the top-left and bottom-right corners.
    @Test func magicCorners() throws {
        let css = "linear-gradient(to top right, red, blue)"
        #expect(abs(try t(css, 120, 48, 0, 0) - 0.5) < 1e-9)
        #expect(abs(try t(css, 120, 48, 120, 48) - 0.5) < 1e-9)
        #expect(abs(try t(css, 120, 48, 0, 48)) < 1e-9)
        #expect(abs(try t(css, 120, 48, 120, 0) - 1) < 1e-9)
        #expect(abs(CSSGradient.angle(of: .toward(horizontal: 1, vertical: -1), width: 120, height: 48) - atan2(48, 120) * 180 / .pi) < 1e-9)
    }

    @Test func sidesAreAxisAligned() throws {
        #expect(abs(try t("linear-gradient(to right, red, blue)", 96, 64, 0, 17)) < 1e-9)
        #expect(abs(try t("linear-gradient(to right, red, blue)", 96, 64, 96, 3) - 1) < 1e-9)
        #expect(abs(try t("linear-gradient(red, blue)", 96, 64, 5, 16) - 0.25) < 1e-9)
        #expect(abs(try t("linear-gradient(to top, red, blue)", 96, 64, 5, 16) - 0.75) < 1e-9)
    }

    /// Radii of the extent keywords (CSS Images 3 §3.2.1), by hand on a 96×64 box.
    @Test(arguments: [
        // closest-side at 30% 40%: centre (28.8, 25.6); ellipse radii are the nearer sides.
        ("radial-gradient(closest-side at 30% 40%, red, blue)", 28.8, 25.6),
        // farthest-side at left 20%: centre (0, 12.8).
        ("radial-gradient(farthest-side at left 20%, red, blue)", 96, 51.2),
        // circle closest-corner at 20px 10px: √(20² + 10²).
        ("radial-gradient(circle closest-corner at 20px 10px, red, blue)", 500.0.squareRoot(), 500.0.squareRoot()),
        // circle farthest-corner at right bottom: √(96² + 64²).
        ("radial-gradient(circle farthest-corner at right bottom, red, blue)", 13312.0.squareRoot(), 13312.0.squareRoot()),
        // circle closest-side at centre: min(48, 32).
        ("radial-gradient(circle closest-side, red, blue)", 32, 32),
        // ellipse closest-corner at 30px 20px: the closest-side ellipse (30, 20) scaled by √2.
        ("radial-gradient(closest-corner at 30px 20px, red, blue)", 30 * 2.0.squareRoot(), 20 * 2.0.squareRoot()),
        // default: farthest-corner ellipse at the centre: (48, 32)·√2.
        ("radial-gradient(red, blue)", 48 * 2.0.squareRoot(), 32 * 2.0.squareRoot()),
        ("radial-gradient(40px 20%, red, blue)", 40, 12.8),
    ])
    func radialExtents(_ css: String, _ rx: Double, _ ry: Double) throws {
        guard case .radial(_, let gx, let gy) = try gradient(css).paint(width: 96, height: 64).shading else {
            Issue.record("not radial")
            return
        }
        #expect(abs(gx - rx) < 1e-9 && abs(gy - ry) < 1e-9, "\(gx) \(gy)")
    }

    /// Conic: 0deg is up, angles grow clockwise, `from` turns the start.
    @Test func conicAngles() throws {
        let css = "conic-gradient(from 90deg at 25% 50%, red, blue)"
        // Centre (24, 32); straight right is the start, straight down a quarter turn later.
        #expect(abs(try t(css, 96, 64, 60, 32 + 1e-6)) < 1e-6)
        #expect(abs(try t(css, 96, 64, 24, 50) - 0.25) < 1e-6)
        #expect(abs(try t(css, 96, 64, 0, 32) - 0.5) < 1e-6)
        // The start ray itself takes the first colour, as Chromium draws it (Docs/conic-seams.md).
        #expect(abs(try t("conic-gradient(red, blue)", 96, 64, 48, 0)) < 1e-6)
    }

    func locations(_ css: String, width: Int = 100, height: Int = 50) throws -> [Double] {
        try gradient(css).paint(width: width, height: height).ramp.stops.map(\.location)
    }

    /// Stop fix-up (CSS Images 4 §3.5.3): missing ends are 0% and 100%, a position below an
    /// earlier one is raised to it, runs without positions are spread evenly.
    @Test func stopFixup() throws {
        #expect(try locations("linear-gradient(to right, red 60%, green 20%, blue 80%)") == [0.6, 0.6, 0.8])
        #expect(try locations("linear-gradient(to right, red, orange, yellow 70%, green, blue)") == [0, 0.35, 0.7, 0.85, 1])
        #expect(try locations("linear-gradient(to right, red 0 30%, blue 30% 60%, green 60%)") == [0, 0.3, 0.3, 0.6, 0.6])
        // A hint counts in the fix-up: blue at 20% is raised to the hint's 50%; the hint then
        // sits on blue, a hard edge (red up to 50%).
        #expect(try locations("linear-gradient(to right, red, 50%, blue 20%)") == [0, 0.5, 0.5])
        // px on a 100 px line (to right on 100 × 50).
        #expect(try locations("linear-gradient(to right, red 10px, blue 40px)") == [0.1, 0.4])
        // Conic stops in angles: 90deg is a quarter.
        #expect(try locations("conic-gradient(red 90deg, blue 0.5turn)") == [0.25, 0.5])
    }

    /// A hint becomes nine stops (two in thirds of the short side, seven at k/13 of the long side).
    @Test func hintStops() throws {
        let g = try gradient("linear-gradient(to right, red, 20%, blue)")
        let stops = g.paint(width: 100, height: 10).ramp.stops
        let longSide: [Double] = (0..<7).map { k in 0.2 + 0.8 * Double(k) / 13 }
        let expected: [Double] = [0, 0.2 / 3, 0.4 / 3] + longSide + [1]
        #expect(stops.count == expected.count)
        for (s, e) in zip(stops, expected) { #expect(abs(s.location - e) < 1e-12) }
        // At the hint the mix is half and half (premultiplied sRGB, opaque: plain halves).
        let mid = stops[3].color
        #expect(abs(mid.red - 0.5) < 1e-12 && abs(mid.blue - 0.5) < 1e-12)
        // A hint half-way adds nothing.
        #expect(try locations("linear-gradient(red, 50%, blue)") == [0, 1])
    }

    @Test func defaultInterpolation() throws {
        #expect(try gradient("linear-gradient(red, hsl(0 50% 50%), hwb(0 0% 0%), #fff)").effectiveInterpolation == .premultipliedSRGB)
        #expect(try gradient("linear-gradient(red, oklch(0.5 0.1 0))").effectiveInterpolation == .oklab)
        #expect(try gradient("linear-gradient(red, color(srgb 1 0 0))").effectiveInterpolation == .oklab)
        #expect(try gradient("linear-gradient(in srgb-linear, red, oklch(0.5 0.1 0))").effectiveInterpolation == .linearSRGB)
    }

    /// Premultiplied: red to transparent is red at half opacity half-way, not a dark band.
    @Test func premultiplied() throws {
        let c = try gradient("linear-gradient(to right, red, transparent)").paint(width: 100, height: 1).color(x: 50, y: 0.5)
        #expect(abs(c.red - 1) < 1e-12 && c.green == 0 && c.blue == 0 && abs(c.alpha - 0.5) < 1e-12)
    }

    @Test func repeating() throws {
        let p = try gradient("repeating-linear-gradient(to right, red 10px, blue 30px)").paint(width: 100, height: 1)
        // Period 20 px: x = 55 is 5 px into the third period, a quarter of the way to blue.
        let c = p.color(x: 55, y: 0.5)
        #expect(abs(c.blue - 0.25) < 1e-12 && abs(c.red - 0.75) < 1e-12)
        // Before the first stop the pattern continues backwards: x = 5 ≡ 25.
        let d = p.color(x: 5, y: 0.5)
        #expect(abs(d.blue - 0.75) < 1e-12)
    }

    /// First and last stop together: a solid image of the last colour (browsers; WPT
    /// css/css-images/normalization-linear-degenerate.html).
    @Test func tooSmallToRepeat() throws {
        let p = try gradient("repeating-linear-gradient(orange 50%, blue 50%)").paint(width: 10, height: 10)
        for y in [0.5, 5, 9.5] { #expect(p.color(x: 3, y: y) == RGBA(red: 0, green: 0, blue: 1)) }
    }

    /// Degenerate radial shapes (CSS Images 3 §3.2.2): percentages resolve to 0, so with only
    /// percentages the whole box is the last colour; a px stop measures from the centre along
    /// the axis that is left.
    @Test func degenerateRadial() throws {
        let p = try gradient("radial-gradient(0 20px at 50% 50%, red, blue)").paint(width: 96, height: 64)
        #expect(p.color(x: 48.5, y: 5.5) == RGBA(red: 0, green: 0, blue: 1))
        let q = try gradient("radial-gradient(0 20px at 50% 50%, red, blue 10px)").paint(width: 96, height: 64)
        // 5 px right of the centre: half-way; the vertical offset does not count.
        #expect(abs(q.color(x: 53, y: 60).blue - 0.5) < 1e-9)
        let point = try gradient("radial-gradient(closest-side at 0 0, red, blue)").paint(width: 10, height: 10)
        #expect(point.color(x: 0.5, y: 0.5) == RGBA(red: 0, green: 0, blue: 1))
    }

    @Test func singleStopIsSolid() throws {
        let p = try gradient("conic-gradient(teal)").paint(width: 4, height: 4)
        #expect(p.color(x: 1, y: 3) == RGBA(red8: 0, green8: 128, blue8: 128))
    }
}
