import Foundation
import GradientCore
import GradientRaster
import Testing

/// Small renders checked pixel by pixel against values computed here from the geometry
/// (not from the engine's ramp): exact without dithering, and within one level with it.
@Suite struct RasterizerPixelTests {
    /// A horizontal black→white ramp: the exact level at column x is (x + 0.5) / W · 255.
    @Test func horizontalRampIsExactWithoutDither() throws {
        let w = 100
        let g = LayerGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)
        let bitmap = try Rasterizer.render(g.paint(width: w, height: 3), width: w, height: 3, options: .init(dither: false))
        for y in 0..<3 {
            for x in 0..<w {
                let exact = (Double(x) + 0.5) / Double(w) * 255
                let p = bitmap[x, y]
                #expect(p == SIMD4(UInt8(exact.rounded()), UInt8(exact.rounded()), UInt8(exact.rounded()), 255))
            }
        }
    }

    /// With dithering every channel is the exact level rounded down or up, and over an 8×8
    /// tile of a constant value the mean matches it to 1/64 level (the pattern's resolution).
    @Test func ditherStaysWithinOneLevel() throws {
        let w = 256
        let h = 64
        let red = RGBA(red: 1, green: 0.2, blue: 0)
        let blue = RGBA(red: 0, green: 0.3, blue: 1, alpha: 0.6)
        let g = LayerGradient(colors: [red, blue], startPoint: .top, endPoint: .bottom)
        let bitmap = try Rasterizer.render(g.paint(width: w, height: h), width: w, height: h)
        var sawUp = false
        var sawDown = false
        for y in 0..<h {
            let f = (Double(y) + 0.5) / Double(h)
            let exact = [
                red.red + (blue.red - red.red) * f, red.green + (blue.green - red.green) * f,
                red.blue + (blue.blue - red.blue) * f, red.alpha + (blue.alpha - red.alpha) * f,
            ].map { $0 * 255 }
            for x in 0..<w {
                let p = bitmap[x, y]
                for c in 0..<4 {
                    let v = Double(p[c])
                    #expect(v == exact[c].rounded(.down) || v == exact[c].rounded(.up))
                    if v > exact[c] + 1e-9 { sawUp = true }
                    if v < exact[c] - 1e-9 { sawDown = true }
                }
            }
        }
        #expect(sawUp && sawDown)
    }

    @Test func ditheredTileAverageMatchesTheExactValue() throws {
        // A constant colour between two levels: 100.3 / 255.
        let c = RGBA(red: 100.3 / 255, green: 0, blue: 0)
        let g = LayerGradient(colors: [c, c])
        let bitmap = try Rasterizer.render(g.paint(width: 8, height: 8), width: 8, height: 8)
        let mean = (0..<64).map { Double(bitmap[$0 % 8, $0 / 8].x) }.reduce(0, +) / 64
        #expect(abs(mean - 100.3) <= 1.0 / 64)
    }

    @Test func radialCentreAndEdge() throws {
        let g = LayerGradient(type: .radial, colors: [.white, .black], startPoint: .center, endPoint: .bottomRight)
        let bitmap = try Rasterizer.render(g.paint(width: 40, height: 20), width: 40, height: 20, options: .init(dither: false))
        // Pixel (19, 9) has centre (19.5, 9.5): t = √((0.5/20)² + (0.5/10)²) from white to black.
        let t = ((0.5 / 20) * (0.5 / 20) + (0.5 / 10) * (0.5 / 10)).squareRoot()
        #expect(bitmap[19, 9].x == UInt8(((1 - t) * 255).rounded()))
        #expect(bitmap[0, 0] == SIMD4(0, 0, 0, 255))  // corner is outside the ellipse: last colour
    }

    @Test func sizesAreCheckedBeforeAllocating() {
        let paint = LayerGradient(colors: [.black]).paint(width: 1, height: 1)
        #expect(throws: GradientError(.invalidValue, "The size 0x10 is empty: width and height must be at least 1 pixel.")) {
            try Rasterizer.render(paint, width: 0, height: 10)
        }
        let limit = Rasterizer.defaultPixelLimit
        #expect(throws: GradientError(.limitExceeded, "The size \(Int.max)x3 is over the limit of \(limit) pixels; raise the limit on purpose if you mean it."))
        {
            try Rasterizer.render(paint, width: Int.max, height: 3)
        }
        #expect(
            throws: GradientError(.limitExceeded, "The size 100000x100000 is over the limit of \(limit) pixels; raise the limit on purpose if you mean it.")
        ) {
            try Rasterizer.render(paint, width: 100_000, height: 100_000)
        }
    }
}
