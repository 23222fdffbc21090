import GradientKit

/// How far two bitmaps of the same size are apart, channel by channel in 8-bit levels.
///
/// Premultiplied (the default), colour channels are weighed by their alpha, so the colour of a
/// transparent pixel does not count; straight, the stored bytes are compared.
public struct BitmapDifference: Sendable {
    /// Mean absolute difference over the compared channels of every pixel.
    public var mean: Double
    /// The share of pixels whose every compared channel differs by at most the cut-off.
    public var fractionWithin: Double
    /// The largest channel difference.
    public var worst: Double
    /// Each colour channel's difference × 32, opaque: where the two differ, to look at.
    public var image: Bitmap

    /// Compares `a` with `b` over `channels` (`0..<4` for RGBA, `0..<3` for colour only),
    /// counting a pixel within when none of its channels differs by more than `cutoff`.
    public init(_ a: Bitmap, _ b: Bitmap, premultiplied: Bool = true, channels: Range<Int> = 0..<4, cutoff: Double) {
        precondition(a.width == b.width && a.height == b.height, "\(a.width)x\(a.height) against \(b.width)x\(b.height)")
        var total = 0.0
        var within = 0
        var worst = 0.0
        var image = Bitmap(width: a.width, height: a.height)
        func level(_ p: [UInt8], _ i: Int, _ k: Int) -> Double {
            premultiplied && k < 3 ? Double(p[i + k]) * Double(p[i + 3]) / 255 : Double(p[i + k])
        }
        for i in stride(from: 0, to: a.pixels.count, by: 4) {
            var pixelWorst = 0.0
            for k in channels {
                let d = abs(level(a.pixels, i, k) - level(b.pixels, i, k))
                total += d
                pixelWorst = max(pixelWorst, d)
                if k < 3 { image.pixels[i + k] = UInt8(min(255, d * 32)) }
            }
            image.pixels[i + 3] = 255
            worst = max(worst, pixelWorst)
            if pixelWorst <= cutoff { within += 1 }
        }
        let pixels = max(a.width * a.height, 1)
        self.mean = total / Double(pixels * channels.count)
        self.fractionWithin = Double(within) / Double(pixels)
        self.worst = worst
        self.image = image
    }
}
