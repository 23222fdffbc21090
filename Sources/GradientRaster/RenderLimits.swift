import GradientCore

/// The sizes a render accepts: checked by every entry point (``Rasterizer`` and
/// ``PreparedGradient``) before anything is allocated.
@usableFromInline
enum RenderLimits {
    /// The largest bitmap a render accepts unless told otherwise: 64 Mpx (256 MiB of RGBA),
    /// e.g. 8192 × 8192, room for an 8K frame.
    @usableFromInline
    static let defaultPixelLimit = 64 * 1024 * 1024

    /// Checks a requested size.
    ///
    /// - Throws: ``GradientError`` when a side is not positive or the pixel count exceeds `limit`.
    static func checkSize(width: Int, height: Int, limit: Int) throws {
        guard width > 0, height > 0 else {
            throw GradientError(.invalidValue, "The size \(width)x\(height) is empty: width and height must be at least 1 pixel.")
        }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, count <= limit else {
            throw GradientError(
                .limitExceeded,
                "The size \(width)x\(height) is over the limit of \(limit) pixels; raise the limit on purpose if you mean it.")
        }
    }
}
