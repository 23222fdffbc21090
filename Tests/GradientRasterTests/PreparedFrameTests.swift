import GradientTestSupport
import Testing

@testable import GradientCore
@testable import GradientRaster

/// ``PreparedFrame``: any region it draws is byte for byte that region of the whole frame
/// (the PNG writer draws frames a band or a stretch of a row at a time), and what it says
/// about opacity holds for every pixel.
@Suite struct PreparedFrameTests {
    /// Region `rows` × `columns` of `bitmap`, row by row.
    static func crop(_ bitmap: Bitmap, rows: Range<Int>, columns: Range<Int>) -> [UInt8] {
        rows.flatMap { y in bitmap.pixels[((y * bitmap.width + columns.lowerBound) * 4)..<((y * bitmap.width + columns.upperBound) * 4)] }
    }

    /// Random stacks of one to three random paints (centres on the pixel grid half the time,
    /// so that rows mirror), dithered or not, and random regions of them: each region drawn
    /// on its own equals the whole render there, on one thread and on two.
    @Test(arguments: 0..<12)
    func regionsAreTheWholeFramesBytes(seed: Int) throws {
        var g = SplitMix64(seed: UInt64(4242 + seed))
        let width = Int.random(in: 1...70, using: &g)
        let height = Int.random(in: 1...70, using: &g)
        let paints = (0..<Int.random(in: 1...3, using: &g)).map { _ in
            GradientPaint(shading: randomShading(&g, width: width, height: height, onGrid: Bool.random(using: &g)), ramp: randomRamp(&g))
        }
        for dither in [false, true] {
            for threads in [1, 2] {
                let frame = try PreparedFrame(paints, width: width, height: height, options: .init(dither: dither, threads: threads))
                let whole = frame.render()
                #expect(whole == (try Rasterizer.render(layers: paints, width: width, height: height, options: frame.options)))
                for _ in 0..<8 {
                    let y0 = Int.random(in: 0..<height, using: &g)
                    let x0 = Int.random(in: 0..<width, using: &g)
                    let rows = y0..<Int.random(in: (y0 + 1)...height, using: &g)
                    let columns = x0..<Int.random(in: (x0 + 1)...width, using: &g)
                    var region = [UInt8](repeating: 0xAA, count: rows.count * columns.count * 4)
                    region.withUnsafeMutableBytes { frame.render(rows: rows, columns: columns, into: $0) }
                    #expect(
                        region == Self.crop(whole, rows: rows, columns: columns),
                        "seed \(seed), \(width)x\(height), rows \(rows), columns \(columns), dither \(dither), threads \(threads)")
                }
            }
        }
    }

    /// A frame of opaque paints says so, and every pixel it draws has alpha 255: random ramps
    /// made opaque, every interpolation mode, dithered (the offsets must not move 255).
    @Test(arguments: 0..<8)
    func opaquePaintsDrawOpaquePixels(seed: Int) throws {
        var g = SplitMix64(seed: UInt64(777 + seed))
        let (width, height) = (Int.random(in: 1...40, using: &g), Int.random(in: 1...40, using: &g))
        let ramp = randomRamp(&g)
        let opaque = ColorRamp(
            ramp.stops.map { ColorStop(RGBA(red: $0.color.red, green: $0.color.green, blue: $0.color.blue), at: $0.location) },
            interpolation: ramp.interpolation, extend: ramp.extend)
        let paint = GradientPaint(shading: randomShading(&g, width: width, height: height), ramp: opaque)
        let translucent = GradientPaint(shading: randomShading(&g, width: width, height: height), ramp: ramp)
        let frame = try PreparedFrame([translucent, paint], width: width, height: height)
        #expect(frame.isOpaque)
        let bitmap = frame.render()
        #expect(stride(from: 3, to: bitmap.pixels.count, by: 4).allSatisfy { bitmap.pixels[$0] == 255 }, "seed \(seed), \(ramp.interpolation)")
    }

    /// What is not known to be opaque is not said to be: a translucent stop, a missing alpha,
    /// no stops, no paints.
    @Test func translucentOrEmptyIsNotOpaque() throws {
        let shading = Shading.linear(dtdx: 0.1, dtdy: 0, t0: 0)
        func frame(_ stops: [ColorStop]) throws -> PreparedFrame {
            try PreparedFrame([GradientPaint(shading: shading, ramp: ColorRamp(stops))], width: 4, height: 4)
        }
        #expect(try !frame([ColorStop(.black, at: 0), ColorStop(RGBA(red: 1, green: 1, blue: 1, alpha: 0.99), at: 1)]).isOpaque)
        #expect(try !frame([ColorStop(.black, at: 0), ColorStop(.white, at: 1, missing: .alpha)]).isOpaque)
        #expect(try !frame([]).isOpaque)
        #expect(try !PreparedFrame([], width: 4, height: 4).isOpaque)
        #expect(try frame([ColorStop(.black, at: 0), ColorStop(.white, at: 1)]).isOpaque)
    }

    /// Sizes are checked when the frame is prepared, before anything is drawn.
    @Test func sizesAreCheckedWhenPrepared() {
        let paint = GradientPaint(shading: .uniform(0), ramp: ColorRamp([ColorStop(.black, at: 0)]))
        #expect(throws: GradientError(.invalidValue, "The size 0x3 is empty: width and height must be at least 1 pixel.")) {
            try PreparedFrame([paint], width: 0, height: 3)
        }
        #expect(throws: GradientError.self) { try PreparedFrame([paint], width: 100, height: 100, pixelLimit: 9_999) }
    }
}
