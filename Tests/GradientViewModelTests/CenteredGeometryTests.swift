import Foundation
import GradientCSS
import GradientCore
import GradientRaster
import GradientTestSupport
import Testing

@testable import GradientViewModel

/// Radial and conic views draw the whole view by default, whatever their direction says, and
/// draw what their centre, radius and start angle promise on any aspect ratio. The layer the
/// view model hands over is drawn by the rasterizer as a device draws it (Core Animation's
/// geometry), and compared with what the promise means, computed here from its definition and
/// drawn by the CSS renderer (which is checked against Chromium) from the CSS that says the
/// same: `radial-gradient(R% R% at X% Y%, …)` (percentages of the width and height) and
/// `conic-gradient(from A at X% Y%, …)` (angles on the screen).
@Suite struct CenteredGeometryTests {
    static let red = RGBA(red: 1, green: 0, blue: 0)
    static let blue = RGBA(red: 0, green: 0, blue: 1)
    static let options = Rasterizer.Options(dither: false, threads: 1)

    /// Every named direction, an angle, and the default: none of them moves a radial or conic gradient.
    static let directions: [Direction] = [
        .vertical, .horizontal, .topLeftToBottomRight, .topRightToBottomLeft, .bottomLeftToTopRight, .bottomRightToTopLeft, .angle(30),
    ]
    /// Square, wide, tall and nearly square views (pixels).
    static let sizes: [(Int, Int)] = [(48, 48), (96, 32), (30, 90), (45, 44)]

    static func state(_ type: GradientType, _ direction: Direction) -> GradientViewState {
        var state = GradientViewState()
        state.colors = [AdaptiveColor(red), AdaptiveColor(blue)]
        state.type = type
        state.direction = direction
        return state
    }

    static func render(_ layer: LayerGradient, _ w: Int, _ h: Int) throws -> Bitmap {
        try Rasterizer.render(layer.paint(width: w, height: h), width: w, height: h, options: options)
    }

    static func renderCSS(_ text: String, _ w: Int, _ h: Int) throws -> Bitmap {
        try Rasterizer.render(try CSSGradient(parsing: text).paint(width: w, height: h), width: w, height: h, options: options)
    }

    /// The straight sRGB mix of red and blue at `t` (clamped to the stops), in 8-bit levels.
    static func redToBlue(_ t: Double) -> SIMD4<Double> {
        let u = min(max(t, 0), 1)
        return SIMD4(255 * (1 - u), 0, 255 * u, 255)
    }

    static func levels(_ p: SIMD4<UInt8>) -> SIMD4<Double> { SIMD4(Double(p[0]), Double(p[1]), Double(p[2]), Double(p[3])) }

    /// A freshly configured radial view covers the whole view with every direction and aspect
    /// ratio: no transparent pixel, red at the centre growing to blue exactly at the farthest
    /// corner. Expected colours come from the definition: the ellipse with radii `r · width`
    /// and `r · height`, `r = √0.5` (the unit-square distance from the centre to a corner),
    /// `t = √(Δu² + Δv²) / r` at each pixel centre in unit coordinates. Tolerance: one level
    /// (the rasterizer rounds the exact value to the nearest level without dithering).
    @Test(arguments: directions)
    func freshRadialViewCoversTheView(direction: Direction) throws {
        let r = 0.5.squareRoot()
        for (w, h) in Self.sizes {
            let layer = Self.state(.radial, direction).resolve(width: Double(w), height: Double(h)).layer
            #expect(!layer.drawsNothing)
            let bitmap = try Self.render(layer, w, h)
            var worst = 0.0
            for y in 0..<h {
                for x in 0..<w {
                    let du = (Double(x) + 0.5) / Double(w) - 0.5
                    let dv = (Double(y) + 0.5) / Double(h) - 0.5
                    let expected = Self.redToBlue((du * du + dv * dv).squareRoot() / r)
                    let got = Self.levels(bitmap[x, y])
                    #expect(got[3] == 255, "transparent at (\(x), \(y)) on \(w)x\(h)")
                    worst = max(worst, (0..<4).map { abs(got[$0] - expected[$0]) }.max() ?? 0)
                }
            }
            #expect(worst <= 1, "\(direction) on \(w)x\(h): \(worst) levels off")
            // The corners are the farthest points: blue within a couple of levels (a pixel
            // centre is half a pixel inside the corner).
            #expect(bitmap[0, 0][2] >= 245 && bitmap[w - 1, h - 1][2] >= 245)
            // And the CSS that says the same draws the same.
            let css = try Self.renderCSS("radial-gradient(\(100 * r)% \(100 * r)% at 50% 50%, red, blue)", w, h)
            #expect(BitmapDifference(bitmap, css, cutoff: 1).fractionWithin == 1, "\(direction) on \(w)x\(h)")
        }
    }

    /// A freshly configured conic view covers the whole view with every direction and aspect
    /// ratio: no transparent pixel, starting at the top and sweeping clockwise evenly on the
    /// screen, as `conic-gradient(red, blue)` does. Just right of the top middle is red, just
    /// left of it blue. Compared with the CSS render: at least 99% of pixels within one level
    /// (the layer's stops are resampled within half a level on a non-square view, and the
    /// seam along the start ray, where red meets blue, may fall on either side of a pixel).
    @Test(arguments: directions)
    func freshConicViewCoversTheView(direction: Direction) throws {
        for (w, h) in Self.sizes {
            let layer = Self.state(.conic, direction).resolve(width: Double(w), height: Double(h)).layer
            let bitmap = try Self.render(layer, w, h)
            for y in 0..<h {
                for x in 0..<w { #expect(bitmap[x, y][3] == 255, "transparent at (\(x), \(y)) on \(w)x\(h)") }
            }
            let right = bitmap[w / 2 + 1, 0]
            let left = bitmap[(w - 1) / 2 - 1, 0]
            #expect(right[0] >= 230 && right[2] <= 25, "\(direction) on \(w)x\(h): right of the top middle is \(right)")
            #expect(left[2] >= 230 && left[0] <= 25, "\(direction) on \(w)x\(h): left of the top middle is \(left)")
            let css = try Self.renderCSS("conic-gradient(red, blue)", w, h)
            let difference = BitmapDifference(bitmap, css, cutoff: 1)
            #expect(difference.fractionWithin >= 0.99, "\(direction) on \(w)x\(h): \(difference.fractionWithin)")
        }
    }

    /// A centre, radius and start angle of one's own, on a wide view, against the CSS that
    /// says the same; in OKLab too (extra stops for the layer, within a level of the ramp).
    @Test(arguments: [Interpolation.srgb, .oklab])
    func centreRadiusAndStartAngleDrawWhatCSSDraws(interpolation: Interpolation) throws {
        let (w, h) = (120, 48)
        let mode = interpolation == .oklab ? " in oklab" : ""
        var state = Self.state(.radial, .horizontal)
        state.interpolation = interpolation
        state.center = GradientPoint(x: 0.25, y: 0.75)
        state.radius = 0.4
        state.startAngle = 135
        let radial = try Self.render(state.resolve(width: Double(w), height: Double(h)).layer, w, h)
        let radialCSS = try Self.renderCSS(
            "radial-gradient(40% 40% at 25% 75%\(interpolation == .oklab ? " in oklab" : ""), red, blue)", w, h)
        #expect(BitmapDifference(radial, radialCSS, cutoff: 1).fractionWithin >= 0.999)
        state.type = .conic
        let conic = try Self.render(state.resolve(width: Double(w), height: Double(h)).layer, w, h)
        let conicCSS = try Self.renderCSS("conic-gradient(from 135deg at 25% 75%\(mode), red, blue)", w, h)
        #expect(BitmapDifference(conic, conicCSS, cutoff: 1).fractionWithin >= 0.99)
    }

    /// The default radius reaches the farthest corner from any centre: the layer's ellipse
    /// has radii `d · width` and `d · height`, `d` the unit-square distance to that corner.
    @Test func defaultRadiusReachesTheFarthestCorner() {
        var state = Self.state(.radial, .vertical)
        state.center = GradientPoint(x: 0.2, y: 0.9)
        let layer = state.resolve(width: 300, height: 100).layer
        let d = (0.8 * 0.8 + 0.9 * 0.9).squareRoot()  // to the top-right corner (1, 0)
        #expect(layer.startPoint == GradientPoint(x: 0.2, y: 0.9))
        #expect(abs(layer.endPoint.x - (0.2 + d)) < 1e-12 && abs(layer.endPoint.y - (0.9 + d)) < 1e-12)
    }

    /// Values a user can get wrong draw the default instead of nothing: a non-finite centre
    /// draws centred, a radius that is not positive and finite reaches the farthest corner (a
    /// radius of 0 would draw nothing), a non-finite start angle starts at the top.
    @Test func unusableValuesDrawTheDefault() {
        let reference = Self.state(.radial, .vertical).resolve(width: 40, height: 20).layer
        for radius in [0, -1, -.infinity, .nan, .infinity] as [Double] {
            var state = Self.state(.radial, .vertical)
            state.radius = radius
            state.center = GradientPoint(x: .nan, y: 0.5)
            #expect(state.resolve(width: 40, height: 20).layer == reference, "radius \(radius)")
        }
        let conic = Self.state(.conic, .vertical).resolve(width: 40, height: 20).layer
        var state = Self.state(.conic, .vertical)
        state.startAngle = .nan
        #expect(state.resolve(width: 40, height: 20).layer == conic)
        // A size without two positive sides is taken as square: the start still points up.
        let unsized = Self.state(.conic, .vertical).resolve(width: 0, height: .nan).layer
        #expect(unsized.startPoint == .center && abs(unsized.endPoint.x - 0.5) < 1e-12 && unsized.endPoint.y < 0.5)
    }

    /// Code written for `CAGradientLayer` (and what `gradient render … -o View.swift` writes)
    /// sets the layer's own points with a radial type: while no centre, radius or start angle
    /// is set, custom points keep Core Animation's meaning (centre at the start point).
    @Test func customPointsKeepTheLayerMeaningUntilAGeometryIsSet() {
        var state = Self.state(.radial, .custom(start: GradientPoint(x: 0.3, y: 0.4), end: GradientPoint(x: 0.9, y: 1.2)))
        var layer = state.resolve(width: 300, height: 200).layer
        #expect(layer.startPoint == GradientPoint(x: 0.3, y: 0.4) && layer.endPoint == GradientPoint(x: 0.9, y: 1.2))
        state.type = .conic
        layer = state.resolve(width: 300, height: 200).layer
        #expect(layer.startPoint == GradientPoint(x: 0.3, y: 0.4) && layer.endPoint == GradientPoint(x: 0.9, y: 1.2))
        #expect(layer.colors == [Self.red, Self.blue])  // no remeasuring: the layer's own angles
        state.center = GradientPoint(x: 0.5, y: 0.25)
        layer = state.resolve(width: 300, height: 200).layer
        #expect(layer.startPoint == GradientPoint(x: 0.5, y: 0.25))
        // Named directions never place a radial gradient: it stays centred.
        state = Self.state(.radial, .topLeftToBottomRight)
        #expect(state.resolve(width: 300, height: 200).layer.startPoint == .center)
    }

    /// Axial gradients keep their directions' points.
    @Test func axialKeepsTheNamedDirections() {
        var state = Self.state(.axial, .topRightToBottomLeft)
        state.center = GradientPoint(x: 0.1, y: 0.1)
        state.radius = 0.2
        let layer = state.resolve(width: 300, height: 200).layer
        #expect(layer.startPoint == .topRight && layer.endPoint == .bottomLeft)
    }

    /// The inspectables: centre coordinates (non-finite ignored), the radius fraction (−1 and
    /// every value that is not positive and finite: the farthest corner), the start angle.
    @Test func inspectables() {
        var state = GradientViewState()
        state.setInspectedCenterX(0.3)
        state.setInspectedCenterY(.nan)
        #expect(state.center == GradientPoint(x: 0.3, y: 0.5))
        state.setInspectedRadius(0.6)
        #expect(state.radius == 0.6 && state.inspectedRadius == 0.6)
        state.setInspectedRadius(GradientViewState.unsetRadius)
        #expect(state.radius == nil && state.inspectedRadius == -1)
        state.setInspectedRadius(0)
        #expect(state.radius == nil)
        state.setInspectedStartAngle(.infinity)
        #expect(state.startAngle == 0)
        state.setInspectedStartAngle(270)
        #expect(state.startAngle == 270)
    }

    /// A storyboard sets its attributes in an order the designer does not choose: points,
    /// centre, radius and type in any order give the centred geometry (it wins over the
    /// points once set), and points alone keep the layer's meaning.
    @Test func storyboardOrderDoesNotMatter() {
        typealias Attribute = (String, (inout GradientViewState) -> Void)
        let attributes: [Attribute] = [
            ("color0", { $0.stops[0].color = AdaptiveColor(Self.red) }), ("color1", { $0.stops[1].color = AdaptiveColor(Self.blue) }),
            ("typeName", { _ = $0.setTypeName("radial") }), ("startPoint", { $0.setInspectedStartPoint(GradientPoint(x: 0, y: 0)) }),
            ("endPoint", { $0.setInspectedEndPoint(GradientPoint(x: 1, y: 1)) }), ("centerX", { $0.setInspectedCenterX(0.3) }),
            ("centerY", { $0.setInspectedCenterY(0.7) }), ("radiusFraction", { $0.setInspectedRadius(0.5) }),
        ]
        var generator = SplitMix64(seed: 0xC3A7_0E11)
        for order in [attributes, attributes.reversed()] + (0..<20).map({ _ in attributes.shuffled(using: &generator) }) {
            var state = GradientViewState()
            for (_, apply) in order { apply(&state) }
            let layer = state.resolve(width: 300, height: 200).layer
            #expect(layer.startPoint == GradientPoint(x: 0.3, y: 0.7), "\(order.map(\.0))")
            #expect(abs(layer.endPoint.x - 0.8) < 1e-12 && abs(layer.endPoint.y - 1.2) < 1e-12, "\(order.map(\.0))")
        }
        var points = GradientViewState()
        for (key, apply) in attributes where !["centerX", "centerY", "radiusFraction"].contains(key) { apply(&points) }
        #expect(points.resolve(width: 300, height: 200).layer.endPoint == GradientPoint(x: 1, y: 1))
    }

    /// The centre, radius and start angle survive a keyed archive.
    @Test func archiveKeepsTheGeometry() {
        var state = Self.state(.conic, .vertical)
        state.center = GradientPoint(x: 0.25, y: 0.6)
        state.radius = 0.3
        state.startAngle = 45
        let archive = state.archivedConfiguration
        #expect(archive["center"] as? [Double] == [0.25, 0.6])
        #expect(archive["radius"] as? Double == 0.3)
        #expect(archive["startAngle"] as? Double == 45)
        var copy = GradientViewState(archivedConfiguration: archive)
        copy.colors = state.colors
        #expect(copy == state)
        #expect(GradientViewState(archivedConfiguration: ["version": 1]).radius == nil)
    }
}
