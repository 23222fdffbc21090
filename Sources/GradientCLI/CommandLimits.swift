import Foundation
import GradientKit

/// Limits of `gradient render` that no flag raises.
enum CommandLimits {
    /// The highest `--max-pixels`: 2³² pixels (a 16 GiB RGBA bitmap), so that a bitmap's byte
    /// count cannot overflow and each side fits a PNG header.
    static let maxPixelsCeiling = 1 << 32

    /// The longest side a render may have, in pixels, whatever `--max-pixels` says: 2³¹ − 1,
    /// the largest width or height a PNG header holds.
    static let maxSide = Int(Int32.max)

    /// Refuses a pixel size no output can have, before anything is allocated: a side over
    /// ``maxSide`` (no flag raises that), or more pixels than `maxPixels`, advising
    /// `--max-pixels` only when a value it takes (at most ``maxPixelsCeiling``) would allow
    /// the size.
    ///
    /// - Parameters:
    ///   - width: The width in pixels (a whole number, maybe beyond `Int`).
    ///   - height: The height in pixels (likewise).
    ///   - maxPixels: The pixel limit in force (`--max-pixels`, default 67,108,864).
    /// - Throws: ``GradientError`` (``GradientError/Kind/limitExceeded``, exit 64), e.g. "The size 10000x10000
    ///   pixels is over the limit of 67108864 pixels; pass --max-pixels 100000000 to raise it on purpose."
    static func checkPixelSize(width: Double, height: Double, maxPixels: Int) throws {
        guard width <= Double(maxSide), height <= Double(maxSide) else {
            throw GradientError(
                .limitExceeded,
                "The size \(pixelCount(width))x\(pixelCount(height)) pixels is over the limit of \(maxSide) pixels a side, which --max-pixels does not raise.")
        }
        let count = width * height
        guard count > Double(maxPixels) else { return }
        let size = "The size \(pixelCount(width))x\(pixelCount(height)) pixels"
        if count <= Double(maxPixelsCeiling) {
            throw GradientError(.limitExceeded, "\(size) is over the limit of \(maxPixels) pixels; pass --max-pixels \(Int(count)) to raise it on purpose.")
        }
        throw GradientError(
            .limitExceeded, "\(size) is over the largest allowed, \(maxPixelsCeiling) pixels (the most --max-pixels takes); give a smaller size.")
    }

    /// A pixel count for a message: whole below 1e15, otherwise in exponent form ("1e+300").
    static func pixelCount(_ v: Double) -> String { v < 1e15 ? String(Int(v)) : String(v) }
}
