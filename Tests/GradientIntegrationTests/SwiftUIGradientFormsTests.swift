import Foundation
import GradientKit
import GradientTestSupport
import Testing

/// A SwiftUI gradient through the tools' paths: the scale of ``GradientDefinition/paints(width:height:scale:)``,
/// the CSS written for a frame read back by the CSS reader, and the rasterizer's premultiplied
/// storage for translucent pixels. Tolerances as in `SwiftUIGradientStyleTests`.
@Suite struct SwiftUIGradientFormsTests {
    static func style(_ kind: SwiftUIGradientStyle.Kind) -> SwiftUIGradientStyle {
        SwiftUIGradientStyle(
            kind, stops: [ColorStop(RGBA(red: 0, green: 0, blue: 0), at: 0), ColorStop(RGBA(red: 1, green: 1, blue: 1), at: 1)], interpolation: .srgb)
    }

    @Test func theScaleMultipliesPoints() throws {
        // endRadius 30 pt at scale 3 on a 100 pt frame: the pixel centre (195.5, 150.5) is
        // (65.17, 50.17) pt, 15.17 pt from the centre, t = 15.17 / 30.
        let definition = GradientDefinition.swiftUI(Self.style(.radial(center: .center, startRadius: 0, endRadius: 30)))
        let paint = try #require(definition.paints(width: 300, height: 300, scale: 3).first)
        let expected = (pow(195.5 / 3 - 50, 2) + pow(150.5 / 3 - 50, 2)).squareRoot() / 30
        #expect(abs(paint.color(x: 195.5, y: 150.5).red - expected) < 1e-9)
    }

    @Test(arguments: SwiftUISamples.kinds)
    func theCSSFormDrawsTheSame(kind: SwiftUIGradientStyle.Kind) throws {
        // Written as CSS for the frame (in oklab) and read back by the CSS reader.
        let stops = SwiftUIGradientStyle.evenlySpaced([
            RGBA(red: 1, green: 0.2, blue: 0.3), RGBA(red: 0.2, green: 0.3, blue: 1), RGBA(red: 0.9, green: 0.9, blue: 0.1),
        ])
        let definition = GradientDefinition.swiftUI(SwiftUIGradientStyle(kind, stops: stops))
        for (w, h) in [(120.0, 120.0), (200.0, 90.0)] {
            let css = try definition.css(width: w, height: h)
            let back = try #require(GradientDefinition(parsing: css).paints(width: Int(w), height: Int(h)).first)
            let direct = try #require(definition.paints(width: Int(w), height: Int(h), scale: 1).first)
            for (x, y) in SwiftUISamples.points(w, h) {
                let a = direct.color(x: x, y: y).components
                let b = back.color(x: x, y: y).components
                let gap = zip(a, b).map { abs($0 - $1) }.max() ?? 0
                // Two resamplings of a non-square sweep (to the layer and back to CSS), each within half a level.
                #expect(gap <= 1.0 / 255 + 1e-6, "\(css) at (\(x), \(y)): \(a) against \(b)")
            }
        }
    }

    @Test func translucentPixelsReadBackFromPremultipliedStorage() throws {
        // One colour (0.31, 0.62, 0.93) at alpha 0.2: alpha is stored as 51; each channel s is
        // stored as round(s · 51 / 255) and read back as round(p · 255 / 51), as SwiftUI's
        // translucent render reads back (only the levels p · 255 / 51 occur).
        let style = SwiftUIGradientStyle(
            .linear(startPoint: .top, endPoint: .bottom), stops: [ColorStop(RGBA(red: 0.31, green: 0.62, blue: 0.93, alpha: 0.2), at: 0)])
        let bitmap = try GradientDefinition.swiftUI(style).render(width: 4, height: 4, options: .init(dither: false))
        let pixel = bitmap[1, 1]
        #expect(pixel.w == 51)
        func stored(_ s: Double) -> UInt8 {
            let p = (s * 255).rounded() * 51 / 255
            return UInt8((p.rounded() * 255 / 51).rounded())
        }
        #expect([pixel.x, pixel.y, pixel.z] == [stored(0.31), stored(0.62), stored(0.93)])
        #expect(pixel.y != UInt8((0.62 * 255).rounded()))
    }
}
