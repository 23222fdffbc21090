import Foundation
import Testing

@testable import GradientCSS
@testable import GradientCore

/// Font-relative and viewport units and math functions in every place of a gradient, resolved
/// at a few render sizes against pixels worked out by hand. The font metrics are Chromium's
/// (measured as the width of a `1000ex`… box in headless Chromium 156, Liberation Serif at 16px):
/// 1ex = 7.34375px, 1ch = 8px, 1cap = 10.4765625px, 1ic = 16px, 1lh = 18px. Tolerance 1e-9
/// (a few ULPs of pixel-sized doubles).
@Suite struct CSSUnitTests {
    func gradient(_ text: String) throws -> CSSGradient { try CSSGradient(parsing: text) }

    /// Where the first stop of `text` lands on a `w × h` box, in px along the gradient line of
    /// `linear-gradient` to bottom (the line is `h` long).
    func firstStopPx(_ stop: String, _ w: Int, _ h: Int) throws -> Double {
        let paint = try gradient("linear-gradient(red \(stop), blue)").paint(width: w, height: h)
        return try #require(paint.ramp.stops.first).location * Double(h)
    }

    @Test(arguments: [
        ("2em", 100, 100, 32.0), ("2rem", 100, 100, 32),
        ("1000ex", 100, 10_000, 7343.75), ("3ch", 100, 100, 24), ("2cap", 100, 100, 20.953125),
        ("2ic", 100, 100, 32), ("2lh", 100, 100, 36), ("1rlh", 100, 100, 18), ("2rex", 100, 1000, 14.6875),
        // Viewport = the render size.
        ("10vw", 200, 100, 20), ("10vw", 100, 200, 10), ("10vh", 200, 100, 10), ("10vh", 100, 400, 40),
        ("10vmin", 300, 100, 10), ("10vmax", 300, 100, 30), ("10vi", 300, 100, 30), ("10vb", 300, 100, 10),
        ("10svw", 300, 100, 30), ("10lvh", 300, 100, 10), ("10dvmax", 300, 100, 30), ("10svmin", 300, 100, 10),
        // Sums of units and percentages of the line.
        ("calc(50% - 1em)", 100, 100, 34), ("calc(50% - 1em)", 100, 300, 134),
        ("calc(10vw + 10vh + 1px)", 200, 100, 31), ("min(20%, 5vw)", 400, 100, 20), ("min(20%, 5vw)", 100, 100, 5),
        ("max(1em, 10%)", 100, 100, 16), ("max(1em, 10%)", 100, 300, 30),
    ])
    func stopPositions(_ stop: String, _ w: Int, _ h: Int, _ px: Double) throws {
        #expect(abs(try firstStopPx(stop, w, h) - px) < 1e-9)
    }

    /// `CSSLength.pixels(relativeTo:viewport:)` resolves each form at the size it is given.
    @Test func lengthsResolveOnTheirViewport() throws {
        guard case .linear = try gradient("linear-gradient(red, blue)").shape else { return }
        let g = try gradient("radial-gradient(circle 10vw at calc(50% + 2em) 10vh, red, blue)")
        guard case .radial(_, .circle(let r), let at) = g.shape else {
            Issue.record("not a circle")
            return
        }
        #expect(r.pixels(relativeTo: 0, viewport: [200, 100]) == 20)
        #expect(r.pixels(relativeTo: 0, viewport: [50, 100]) == 5)
        #expect(at.point(width: 200, height: 100) == SIMD2(132, 10))
        #expect(at.point(width: 100, height: 300) == SIMD2(82, 30))
        #expect(r.pixels(relativeTo: 0) == 0)  // no viewport: viewport units are 0
    }

    /// Radii in relative units and math functions; a math function's negative radius is 0.
    @Test func radii() throws {
        let circle = try gradient("radial-gradient(circle 2em, red, blue)").paint(width: 100, height: 100)
        #expect(circle.shading == .radial(center: [50, 50], radiusX: 32, radiusY: 32))
        let ellipse = try gradient("radial-gradient(calc(50% - 1em) 10vh at left 10vw top 0, red, blue)").paint(width: 200, height: 100)
        #expect(ellipse.shading == .radial(center: [20, 0], radiusX: 84, radiusY: 10))
        // calc(10px - 20px) is -10px, clamped to 0: the degenerate circle (its stops at the centre).
        let clamped = try gradient("radial-gradient(circle calc(10px - 20px), red, blue)")
        #expect(clamped.geometry(width: 100, height: 100).percentScale == 0)
        // A literal negative radius stays invalid, in any unit.
        #expect(throws: GradientError.self) { try gradient("radial-gradient(circle -2em, red, blue)") }
        // A circle's radius cannot involve a percentage, even inside calc().
        #expect(throws: GradientError.self) { try gradient("radial-gradient(circle calc(10% + 1px), red, blue)") }
    }

    /// Angles: math functions in a linear angle and a conic `from`, angle-percentages in conic stops.
    @Test func angles() throws {
        #expect(try gradient("linear-gradient(calc(45deg + 0.25turn), red, blue)").shape == .linear(.angle(135)))
        #expect(try gradient("conic-gradient(from min(90deg, 1rad * 2), red, blue)").shape == .conic(from: 90, at: .center))
        // calc(10% + 9deg) is 36 + 9 = 45 degrees: an eighth of the turn.
        let conic = try gradient("conic-gradient(red calc(10% + 9deg), blue)").paint(width: 80, height: 80)
        #expect(abs(try #require(conic.ramp.stops.first).location - 0.125) < 1e-12)
        #expect(throws: GradientError.self) { try gradient("linear-gradient(calc(10% + 9deg), red, blue)") }
        #expect(throws: GradientError.self) { try gradient("conic-gradient(red calc(10px), blue)") }
    }

    /// Hints take the same forms as stop positions.
    @Test func hints() throws {
        let g = try gradient("linear-gradient(red, calc(25% + 1em), blue)")
        guard case .hint(let h) = g.items[1] else {
            Issue.record("no hint")
            return
        }
        #expect(h.pixels(relativeTo: 64, viewport: [64, 64]) == 32)
    }

}
