// Why this #if: Core Graphics images exist only on Apple platforms; the SwiftUI view shows
// them on watchOS too, so this is compiled wherever SwiftUI is.
#if canImport(CoreGraphics) && canImport(SwiftUI)
import CoreGraphics
import Foundation
import GradientCore
import GradientRaster
import GradientViewModel

/// The engine's drawing of a mesh as an image a layer or SwiftUI can show.
enum MeshImage {
    /// The request drawn by `Rasterizer.render(mesh:width:height:options:pixelLimit:)`, or
    /// `nil` if the engine refuses its size (a request keeps to
    /// `MeshRenderRequest.pixelLimit`, under the engine's own limit, so it does not).
    static func draw(_ request: MeshRenderRequest) -> Bitmap? {
        try? Rasterizer.render(
            mesh: request.mesh, width: request.pixelWidth, height: request.pixelHeight, pixelLimit: MeshRenderRequest.pixelLimit)
    }

    /// ``draw(_:)`` off the calling actor, on a task of its own at user-initiated priority
    /// (the engine shares the rows among the cores).
    static func drawInBackground(_ request: MeshRenderRequest) async -> Bitmap? {
        await Task.detached(priority: .userInitiated) { draw(request) }.value
    }

    /// `bitmap` as a `CGImage`: 8-bit sRGB, straight alpha, rows top to bottom, as the engine
    /// writes them (and as its PNGs hold them); `nil` for an empty bitmap.
    static func cgImage(_ bitmap: Bitmap) -> CGImage? {
        guard bitmap.width > 0, bitmap.height > 0, let space = CGColorSpace(name: CGColorSpace.sRGB),
            let provider = CGDataProvider(data: Data(bitmap.pixels) as CFData)
        else { return nil }
        return CGImage(
            width: bitmap.width, height: bitmap.height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: bitmap.width * 4, space: space,
            bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue), provider: provider, decode: nil, shouldInterpolate: true,
            intent: .defaultIntent)
    }
}
#endif
