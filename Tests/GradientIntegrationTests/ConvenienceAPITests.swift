import Foundation
import GradientKit
import GradientTestSupport
import Testing

/// The short ways in: colours from hex integers, one call to PNG bytes, errors that describe
/// themselves through Foundation.
@Suite struct ConvenienceAPITests {
    @Test func hexIntegerColours() throws {
        #expect(RGBA(rgb: 0x4b4fd8) == RGBA(red8: 0x4b, green8: 0x4f, blue8: 0xd8))
        #expect(RGBA(rgb: 0x4b4fd8) == (try RGBA(parsing: "#4b4fd8")))
        #expect(RGBA(rgba: 0x4b4f_d880) == (try RGBA(parsing: "#4b4fd880")))
        #expect(RGBA(rgb: 0xFF00_0000) == .black)  // bits above the low 24 are ignored
        #expect(RGBA(rgba: 0x0000_0000) == .clear)
    }

    @Test func pngDataIsTheRenderEncoded() throws {
        let gradient = try GradientDefinition(parsing: "linear-gradient(120deg in oklab, #4b4fd8, #ffbe5c)")
        let png = try gradient.pngData(width: 60, height: 30)
        let decoded = try PNGReader.decode(png)
        let direct = try Rasterizer.render(gradient.paints(width: 60, height: 30)[0], width: 60, height: 30)
        #expect(decoded.width == 60 && decoded.height == 30)
        #expect(decoded.pixels == direct.pixels)
        let layer = LayerGradient(colors: [RGBA(rgb: 0xff0000), RGBA(rgb: 0x0000ff)])
        let undithered = try PNGReader.decode(try layer.pngData(width: 1, height: 4, dither: false))
        // Pixel centres at t = 1/8, 3/8, 5/8, 7/8 of a straight red → blue ramp: 255·t is
        // 31.875, 95.625, 159.375, 223.125, rounded.
        #expect(undithered.pixels == [223, 0, 32, 255, 159, 0, 96, 255, 96, 0, 159, 255, 32, 0, 223, 255])
    }

    /// At scale 2 a CSS length covers twice the pixels: 20px stripes are 40 pixels wide,
    /// the 1× picture drawn at twice the size.
    @Test func pngDataAtAScale() throws {
        let stripes = try GradientDefinition(parsing: "repeating-linear-gradient(90deg, navy 0 20px, gold 20px 40px)")
        let one = try PNGReader.decode(try stripes.pngData(width: 100, height: 1, dither: false))
        let two = try PNGReader.decode(try stripes.pngData(width: 200, height: 2, scale: 2, dither: false))
        for x in 0..<200 {
            #expect(Array(two.pixels[(x * 4)..<(x * 4 + 4)]) == Array(one.pixels[(x / 2 * 4)..<(x / 2 * 4 + 4)]), "x = \(x)")
        }
    }

    @Test func layerGradientFromADirection() {
        let g = LayerGradient(colors: [.white, .black], direction: .angle(120), width: 1200, height: 630, interpolation: .oklab)
        let points = Direction.angle(120).points(width: 1200, height: 630)
        #expect(g.startPoint == points.start && g.endPoint == points.end)
        #expect(g.interpolation == .oklab && g.type == .axial && g.locations == nil)
    }

    @Test func pngDataRefusesSizesOverTheLimit() {
        let layer = LayerGradient(colors: [.white, .black])
        #expect(throws: GradientError.self) { try layer.pngData(width: 0, height: 10) }
        #expect(throws: GradientError.self) { try layer.pngData(width: 100, height: 100, pixelLimit: 9_999) }
    }

    @Test func localizedDescriptionIsTheSentence() {
        let error: any Error = GradientError(.invalidValue, "'bleu' is not a colour.")
        #expect(error.localizedDescription == "'bleu' is not a colour.")
    }
}
