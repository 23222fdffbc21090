import Foundation
import GradientKit

/// Invariant checks shared by the fuzz targets; a failed check aborts so libFuzzer saves the input.
enum FuzzCheck {
    /// Reports a broken invariant with the input that broke it, then aborts.
    static func fail(_ what: String, _ input: String) -> Never {
        FileHandle.standardError.write(Data("invariant broken: \(what)\ninput: \(input.debugDescription)\n".utf8))
        abort()
    }

    /// Checks that `gradient` paints finite colours at every pixel centre of a few small grids
    /// (square, wide, tall, one pixel) and that a render succeeds.
    static func paintsFinite(_ gradient: GradientDefinition, _ input: String) {
        for (w, h) in [(8, 8), (13, 3), (2, 9), (1, 1)] {
            for paint in gradient.paints(width: w, height: h) {
                for y in 0..<h {
                    for x in 0..<w {
                        let c = paint.color(x: Double(x) + 0.5, y: Double(y) + 0.5)
                        if !c.isFinite { fail("colour \(c) at (\(x), \(y)) on \(w)x\(h) is not finite", input) }
                    }
                }
            }
            // Every layer of a list, composited, as the command draws it.
            guard let bitmap = try? gradient.render(width: w, height: h, options: .init(threads: 1)) else {
                fail("rendering \(w)x\(h) failed", input)
            }
            if bitmap.pixels.count != w * h * 4 { fail("a \(w)x\(h) render has \(bitmap.pixels.count) bytes", input) }
        }
    }
}
