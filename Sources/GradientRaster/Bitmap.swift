import GradientCore

/// An image of 8-bit RGBA pixels, straight (unpremultiplied) alpha, rows top to bottom.
public struct Bitmap: Sendable, Hashable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width · height · 4` bytes: R, G, B, A for each pixel, row by row.
    public var pixels: [UInt8]

    /// `width · height · 4`, or `nil` when a side is negative or the product overflows `Int`.
    package static func byteCount(width: Int, height: Int) -> Int? {
        guard width >= 0, height >= 0 else { return nil }
        let (area, o1) = width.multipliedReportingOverflow(by: height)
        let (bytes, o2) = area.multipliedReportingOverflow(by: 4)
        return o1 || o2 ? nil : bytes
    }

    /// Creates a bitmap from its bytes.
    ///
    /// - Throws: ``GradientError`` when a side is negative, `width · height · 4` overflows, or
    ///   `pixels.count` is not `width · height · 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) throws {
        guard let count = Bitmap.byteCount(width: width, height: height) else {
            throw GradientError(.invalidValue, "A \(width)x\(height) RGBA bitmap cannot exist: each side must be at least 0 and the byte count fit in memory.")
        }
        guard count == pixels.count else {
            throw GradientError(.invalidValue, "A \(width)x\(height) RGBA bitmap needs \(count) bytes, not \(pixels.count).")
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Creates a transparent bitmap of `width × height`. A negative side counts as 0; a size
    /// whose byte count overflows `Int` gives an empty 0 × 0 bitmap (check sizes first, as
    /// ``Rasterizer/render(_:width:height:options:pixelLimit:)`` does, to get an error instead).
    public init(width: Int, height: Int) {
        let w = max(width, 0)
        let h = max(height, 0)
        guard let count = Bitmap.byteCount(width: w, height: h) else {
            self.width = 0
            self.height = 0
            self.pixels = []
            return
        }
        self.width = w
        self.height = h
        self.pixels = [UInt8](repeating: 0, count: count)
    }

    /// The pixel at column `x`, row `y` as `[r, g, b, a]`; `[0, 0, 0, 0]` (transparent) outside
    /// the bitmap or where `pixels` (a `var`) no longer holds the pixel.
    public subscript(x: Int, y: Int) -> SIMD4<UInt8> {
        guard x >= 0, y >= 0, x < width, y < height else { return .zero }
        let i = (y * width + x) * 4
        guard i + 3 < pixels.count else { return .zero }
        return SIMD4(pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}
