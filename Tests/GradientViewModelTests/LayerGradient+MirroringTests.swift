import GradientCSS
import GradientCore
import GradientRaster
import GradientViewModel
import Testing

/// An unflipped `NSView`'s backing layer draws its unit space with y up: what it shows is our
/// (y-down) render turned upside down. ``LayerGradient/verticallyMirrored()`` must make it
/// show the iOS picture for every type, conic sweep included.
@Suite struct LayerGradientMirroringTests {
    static let size = (width: 37, height: 23)

    static func render(_ g: LayerGradient) throws -> [UInt8] {
        let options = Rasterizer.Options(dither: false, threads: 1)
        return try Rasterizer.renderExact(g.paint(width: size.width, height: size.height), width: size.width, height: size.height, options: options).pixels
    }

    /// Rows in reverse order: what a y-up layer shows of a render.
    static func upsideDown(_ pixels: [UInt8]) -> [UInt8] {
        let row = size.width * 4
        return (0..<size.height).reversed().flatMap { pixels[($0 * row)..<(($0 + 1) * row)] }
    }

    static let gradients: [LayerGradient] = [
        LayerGradient(
            colors: [.white, RGBA(red: 0, green: 0.4, blue: 1), .black], locations: [0, 0.3, 1], startPoint: GradientPoint(x: 0.1, y: 0.2),
            endPoint: GradientPoint(x: 0.8, y: 0.9)),
        LayerGradient(
            type: .radial, colors: [RGBA(red: 1, green: 0, blue: 0), RGBA(red: 0, green: 0, blue: 1)], startPoint: GradientPoint(x: 0.3, y: 0.25),
            endPoint: GradientPoint(x: 0.9, y: 0.8)),
        LayerGradient(
            type: .conic, colors: [RGBA(red: 1, green: 0, blue: 0), RGBA(red: 1, green: 1, blue: 0), RGBA(red: 0, green: 0, blue: 1)],
            locations: [0, 0.2, 0.7], startPoint: GradientPoint(x: 0.4, y: 0.6), endPoint: GradientPoint(x: 1, y: 0.2)),
        LayerGradient(
            type: .conic, colors: [RGBA(red: 0, green: 1, blue: 0), RGBA(red: 1, green: 0, blue: 1), RGBA(red: 0, green: 1, blue: 0)], startPoint: .center,
            endPoint: .top),
    ]

    @Test(arguments: 0..<gradients.count)
    func mirroredConfigurationShowsTheSamePictureOnAYUpLayer(index: Int) throws {
        let g = Self.gradients[index]
        let onIOS = try Self.render(g)
        let onMac = Self.upsideDown(try Self.render(g.verticallyMirrored()))
        let worst = zip(onIOS, onMac).map { abs(Int($0) - Int($1)) }.max() ?? 0
        // One level: a pixel centre sits at the same distance from the mirrored geometry, but
        // the ramp is evaluated from a position computed the other way round (rounding).
        #expect(worst <= 1, "\(g.type): worst \(worst) levels")
    }

    /// Without the conic's reversed stops the sweep runs the other way: the test above would
    /// see it (this is what mirroring the points alone draws).
    @Test func mirroringOnlyThePointsReversesTheConicSweep() throws {
        let g = Self.gradients[2]
        var pointsOnly = g
        pointsOnly.startPoint.y = 1 - g.startPoint.y
        pointsOnly.endPoint.y = 1 - g.endPoint.y
        let onIOS = try Self.render(g)
        let onMac = Self.upsideDown(try Self.render(pointsOnly))
        let worst = zip(onIOS, onMac).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst > 100)
    }

    @Test func axialAndRadialKeepTheirStops() {
        for g in Self.gradients where g.type != .conic {
            let m = g.verticallyMirrored()
            #expect(m.colors == g.colors && m.locations == g.locations)
            #expect(m.startPoint.y == 1 - g.startPoint.y && m.endPoint.x == g.endPoint.x)
        }
        let conic = Self.gradients[2].verticallyMirrored()
        #expect(conic.locations?.map { ($0 * 1000).rounded() / 1000 } == [0.3, 0.8, 1])
        #expect(conic.colors == Self.gradients[2].colors.reversed())
    }
}
