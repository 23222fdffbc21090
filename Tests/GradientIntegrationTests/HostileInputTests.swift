import Foundation
import GradientKit
import Testing

@testable import GradientViewModel

/// An app must never crash on data: each public entry point given hostile values throws a
/// ``GradientError`` or returns a defined result (checked here value by value).
@Suite struct HostileInputTests {
    @Test(arguments: [(Int.max, 2), (2, Int.max), (Int.max / 2, 3), (1 << 31, 1 << 31), (-1, 4), (4, -1)])
    func bitmapWithAnImpossibleSizeThrows(_ width: Int, _ height: Int) {
        #expect(throws: GradientError.self) { try Bitmap(width: width, height: height, pixels: []) }
    }

    @Test func bitmapWithTheWrongByteCountThrows() {
        #expect(throws: GradientError(.invalidValue, "A 2x2 RGBA bitmap needs 16 bytes, not 15.")) {
            try Bitmap(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 15))
        }
    }

    @Test func transparentBitmapOfAnOverflowingSizeIsEmpty() {
        let b = Bitmap(width: Int.max, height: Int.max)
        #expect(b.width == 0 && b.height == 0 && b.pixels.isEmpty)
        let negative = Bitmap(width: -3, height: 5)
        #expect(negative.width == 0 && negative.height == 5 && negative.pixels.isEmpty)
    }

    @Test func pixelsOutsideTheBitmapAreTransparent() throws {
        var b = try Bitmap(width: 2, height: 1, pixels: [1, 2, 3, 4, 5, 6, 7, 8])
        #expect(b[1, 0] == SIMD4(5, 6, 7, 8))
        #expect(b[2, 0] == .zero && b[0, 1] == .zero && b[-1, 0] == .zero && b[Int.max, Int.max] == .zero)
        b.pixels.removeLast(4)
        #expect(b[1, 0] == .zero)
    }

    /// `pixels` is a `var`: a bitmap whose bytes were cut or grown is refused, not read past.
    @Test(arguments: [0, 15, 17, 1000]) func pngOfABitmapWithTheWrongPixelCountThrows(_ count: Int) throws {
        var b = try Bitmap(width: 2, height: 2, pixels: [UInt8](repeating: 9, count: 16))
        b.pixels = [UInt8](repeating: 9, count: count)
        #expect(throws: GradientError(.invalidValue, "A 2x2 bitmap cannot be a PNG: it holds \(count) bytes of pixels, not width × height × 4.")) {
            try PNG.encode(b)
        }
    }

    /// A repeat whose period is near the largest Double once tiled to no stops at all: a layer
    /// without colours (drawing nothing) while the PNG is solid red.
    @Test func cssWithAHugePeriodStillHasColoursAsALayer() throws {
        let css = try CSSGradient(parsing: "repeating-linear-gradient(to top left, red -1e300% 5e-324%)")
        let layer = try css.layerGradient(width: 1200, height: 630)
        #expect(layer.colors.count >= 2)
        #expect(layer.colors.allSatisfy { $0 == RGBA(red: 1, green: 0, blue: 0) })
        let svg = try GradientDefinition.css(css).svg(width: 10, height: 10)
        #expect(svg.contains("#ff0000"))
        let bitmap = try Rasterizer.render(css.paint(width: 4, height: 4), width: 4, height: 4)
        #expect(bitmap[0, 0] == SIMD4(255, 0, 0, 255))
    }

    /// Layer values no JSON spec can hold (NaN, infinities, no colours) through every writer.
    @Test(arguments: [
        LayerGradient(colors: []),
        LayerGradient(colors: [RGBA(red: .nan, green: .infinity, blue: -.infinity, alpha: .nan)], locations: [.nan]),
        LayerGradient(
            type: .radial, colors: [.white, .black], locations: [.infinity, -.infinity],
            startPoint: GradientPoint(x: .nan, y: .nan), endPoint: GradientPoint(x: .infinity, y: 0), interpolation: .oklch(.longer)),
        LayerGradient(
            type: .conic, colors: [.white, .black], locations: [0, 1e308],
            startPoint: GradientPoint(x: 1e308, y: -1e308), endPoint: GradientPoint(x: -1e308, y: 1e308), interpolation: .oklab),
    ])
    func hostileLayersAreWrittenWithoutTrapping(_ layer: LayerGradient) throws {
        let css = CSSGradient(layer, width: 100, height: 50).css
        #expect(css.hasSuffix(")"))
        #expect(try SwiftCode.source(layer, width: .nan, height: 0).contains("static let layer = LayerGradient("))
        let svg = try? SVG.document(layer, width: 10, height: 10)
        #expect(svg == nil ? layer.type == .conic : svg!.hasPrefix("<svg"))
        let expanded = NativeStops.expanded(layer)
        #expect(expanded.colors.count <= ColorRamp.maxExpandedStops)
        let bitmap = try Rasterizer.render(layer.paint(width: 3, height: 3), width: 3, height: 3)
        #expect(bitmap.pixels.count == 36)
        let (a, b) = StopEqualization.equalize(layer.stops, [ColorStop(.white, at: .nan), ColorStop(.black, at: 0)])
        #expect(layer.stops.isEmpty ? a.isEmpty && b.count == 2 : a.count == b.count)
    }

    @Test func expansionWithNoBudgetKeepsTheSegmentEnds() {
        let ramp = ColorRamp([ColorStop(.white, at: 0), ColorStop(.black, at: 1)], interpolation: .oklch(.longer))
        let stops = ramp.straightSRGBStops(maxStops: -5)
        #expect(stops.count == 2 && stops.first?.location == 0 && stops.last?.location == 1)
    }

    @Test(arguments: [Int.min, -1, 0] as [Int]) func renderingImpossibleSizesThrows(_ side: Int) {
        #expect(throws: GradientError.self) {
            try Rasterizer.render(LayerGradient(colors: [.white]).paint(width: 1, height: 1), width: side, height: 4)
        }
    }
}
