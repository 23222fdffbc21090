/// Limits of `gradient render` that no flag raises.
enum RenderLimits {
    /// The highest `--max-pixels`: 2³² pixels (a 16 GiB RGBA bitmap), so that a bitmap's byte
    /// count cannot overflow and each side fits a PNG header.
    static let maxPixelsCeiling = 1 << 32
}
