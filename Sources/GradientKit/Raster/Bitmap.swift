/// An image of 8-bit RGBA pixels, straight (unpremultiplied) alpha, rows top to bottom.
public struct Bitmap: Sendable, Hashable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width · height · 4` bytes: R, G, B, A for each pixel, row by row.
    public var pixels: [UInt8]

    /// Creates a bitmap from its bytes.
    ///
    /// - Throws: ``GradientError`` when `pixels.count` is not `width · height · 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) throws {
        guard width >= 0, height >= 0, width.multipliedReportingOverflow(by: height).partialValue * 4 == pixels.count
        else { throw GradientError("A \(width)x\(height) RGBA bitmap needs \(width * height * 4) bytes, not \(pixels.count).") }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Creates a transparent bitmap of `width × height` (both ≥ 0).
    public init(width: Int, height: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        self.pixels = [UInt8](repeating: 0, count: self.width * self.height * 4)
    }

    /// The pixel at column `x`, row `y` as `[r, g, b, a]`.
    public subscript(x: Int, y: Int) -> SIMD4<UInt8> {
        let i = (y * width + x) * 4
        return SIMD4(pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}
