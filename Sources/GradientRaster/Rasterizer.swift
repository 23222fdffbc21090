import Dispatch
import GradientCore

/// Draws a ``GradientPaint`` into a ``Bitmap``.
///
/// Every pixel is sampled at its centre `(x + 0.5, y + 0.5)`; each channel is clamped to
/// `0…1`, scaled to `0…255` and rounded, after adding the `OrderedDither` offset when
/// dithering is on. ``render(_:width:height:options:pixelLimit:)`` is the fast path (a colour
/// table built from the ramp, see ``PreparedGradient``); ``renderExact(_:width:height:options:pixelLimit:)``
/// evaluates every pixel exactly (a `Double` position and the ramp's exact colour) and is the
/// reference the fast path is held to: within one level of the exact value at every pixel,
/// and with dithering the exact value rounded down or up. Both end a
/// ``Interpolation/coreAnimation`` or ``Interpolation/swiftUI`` render with translucent stops
/// as Core Animation's and SwiftUI's premultiplied 8-bit storage does (the internal
/// `PremultipliedStorage`), which rounds translucent colour more coarsely than that.
public enum Rasterizer {
    /// Options for a render.
    public struct Options: Sendable, Hashable {
        /// Add ordered dithering before rounding to 8 bits. Default `true`.
        public var dither: Bool
        /// How many threads share the rows; `nil` (the default) uses every core.
        public var threads: Int?
        /// For tests: frames of more bytes than this are streamed (``StreamingStore``).
        var streamingThreshold = StreamingStore.threshold
        /// For tests: `false` leaves out Core Animation's and SwiftUI's premultiplied storage
        /// (``PremultipliedStorage``), so the pixels can be held to the exact colour.
        var premultipliedStorage = true
        /// For tests: the inner loops the fast path runs (``KernelLevel``); by default the
        /// widest this CPU has. Every level draws the same bytes.
        var kernels = KernelLevel.best

        /// Creates options; by default dithered, on every core.
        public init(dither: Bool = true, threads: Int? = nil) {
            self.dither = dither
            self.threads = threads
        }
    }

    /// The largest bitmap a render accepts unless told otherwise: 64 Mpx (256 MiB of RGBA),
    /// e.g. 8192 × 8192, room for an 8K frame.
    public static let defaultPixelLimit = RenderLimits.defaultPixelLimit

    /// Renders `paint` on a `width × height` grid with the fast path (see ``PreparedGradient``
    /// to reuse the colour table and the bitmap between frames).
    ///
    /// - Throws: ``GradientError`` for a side that is not positive or a pixel count over `pixelLimit`.
    public static func render(
        _ paint: GradientPaint, width: Int, height: Int, options: Options = Options(),
        pixelLimit: Int = defaultPixelLimit
    ) throws -> Bitmap {
        try PreparedGradient(paint).render(width: width, height: height, options: options, pixelLimit: pixelLimit)
    }

    /// Renders `paint` into `bitmap` (its size is the grid) with the fast path; allocates only
    /// the colour table.
    public static func render(_ paint: GradientPaint, into bitmap: inout Bitmap, options: Options = Options()) {
        PreparedGradient(paint).render(into: &bitmap, options: options)
    }

    /// Renders `paint` on a `width × height` grid evaluating every pixel exactly: slow, the
    /// reference for the fast path.
    ///
    /// - Throws: ``GradientError`` for a side that is not positive or a pixel count over `pixelLimit`.
    public static func renderExact(
        _ paint: GradientPaint, width: Int, height: Int, options: Options = Options(),
        pixelLimit: Int = defaultPixelLimit
    ) throws -> Bitmap {
        try RenderLimits.checkSize(width: width, height: height, limit: pixelLimit)
        var bitmap = Bitmap(width: width, height: height)
        let threads = max(1, min(options.threads ?? System.coreCount, height))
        let premultiplies = options.premultipliedStorage && PremultipliedStorage.applies(to: paint)
        bitmap.pixels.withUnsafeMutableBufferPointer { buffer in
            let base = UnsafeSendablePointer(buffer.baseAddress!)
            let bandHeight = (height + threads - 1) / threads
            DispatchQueue.concurrentPerform(iterations: threads) { band in
                let rows = (band * bandHeight)..<min(height, (band + 1) * bandHeight)
                for y in rows {
                    renderRow(paint, y: y, width: width, dither: options.dither, into: base.pointer + y * width * 4)
                    if premultiplies { PremultipliedStorage.apply(toRow: y, of: base.pointer, width: width) }
                }
            }
        }
        return bitmap
    }

    /// Renders row `y` (`width` pixels) into `out` exactly (``ExactPixel``).
    static func renderRow(_ paint: GradientPaint, y: Int, width: Int, dither: Bool, into out: UnsafeMutablePointer<UInt8>) {
        let pixels = UnsafeMutableRawPointer(out)
        for x in 0..<width {
            pixels.storeBytes(of: ExactPixel.packed(paint, x: x, y: y, dither: dither), toByteOffset: x * 4, as: UInt32.self)
        }
    }
}

/// A raw pointer handed to the worker threads of a render; each thread writes only its own rows.
struct UnsafeSendablePointer: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<UInt8>
    init(_ pointer: UnsafeMutablePointer<UInt8>) { self.pointer = pointer }
}
