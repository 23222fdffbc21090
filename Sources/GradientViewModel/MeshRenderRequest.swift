import GradientCore

/// What a mesh view asks the engine to draw: the mesh, its colours resolved for the view's
/// traits, and the size of the image in pixels.
///
/// Two requests are equal exactly when they draw the same image, so a view redraws when the
/// request changes and at no other time: a new size or display scale changes the pixels, a
/// dark-mode switch changes the resolved colours of dynamic colours (and of no others).
///
/// ```swift
/// MeshRenderRequest(mesh: mesh, width: 320, height: 180, scale: 2)   // 640 × 360 pixels
/// MeshRenderRequest(mesh: mesh, width: 0, height: 180, scale: 2)     // nil: nothing to draw
/// ```
package struct MeshRenderRequest: Sendable, Hashable {
    /// The mesh, with the colours to draw.
    package var mesh: GradientMesh
    /// The image's width in pixels: 1 or more.
    package var pixelWidth: Int
    /// The image's height in pixels: 1 or more.
    package var pixelHeight: Int

    /// The most pixels a view's image has: 16,777,216 (a 4096 × 4096 square, 64 MiB of RGBA).
    /// A larger view gets an image of the same aspect ratio with this many pixels or fewer,
    /// which the layer stretches.
    package static let pixelLimit = 16_777_216

    /// The request for a view of `width × height` points at `scale` pixels per point.
    ///
    /// Each side is the number of pixels it touches: rounded up, as `gradient render` rounds
    /// `--size` × `--scale`, so a view shows the pixels that command writes (a side within a
    /// millionth of a pixel above a whole number is that number: `29.0 / 7 * 7` is
    /// 29.000000000000004 in binary), and at least 1. A size over `pixelLimit` pixels is shrunk, keeping its
    /// aspect ratio, to fit.
    /// `nil` when there is nothing to draw: a side or the scale that is zero, negative or not
    /// a finite number.
    package init?(mesh: GradientMesh, width: Double, height: Double, scale: Double, pixelLimit: Int = pixelLimit) {
        var w = width * scale
        var h = height * scale
        guard w.isFinite, h.isFinite, w > 0, h > 0, scale > 0, pixelLimit > 0 else { return nil }
        let limit = Double(pixelLimit)
        // First no side over the limit, the aspect ratio kept, so that the product is finite.
        let longest = max(w, h)
        if longest > limit {
            w *= limit / longest
            h *= limit / longest
        }
        if Self.wholePixels(w) * Self.wholePixels(h) > limit {
            let shrink = (limit / (w * h)).squareRoot()
            w = max(1, (w * shrink).rounded(.down))
            h = max(1, (h * shrink).rounded(.down))
            // With a side held at one pixel, the other may still be over: give it the rest.
            if w * h > limit { if w == 1 { h = limit } else { w = (limit / h).rounded(.down) } }
        }
        self.mesh = mesh
        self.pixelWidth = max(1, Int(Self.wholePixels(w)))
        self.pixelHeight = max(1, Int(Self.wholePixels(h)))
    }

    /// `pixels` rounded up, less a millionth of a pixel.
    private static func wholePixels(_ pixels: Double) -> Double { (pixels - 1e-6).rounded(.up) }

    /// The number of pixels drawn.
    package var pixelCount: Int { pixelWidth * pixelHeight }
}
