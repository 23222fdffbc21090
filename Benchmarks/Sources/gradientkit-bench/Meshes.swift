import GradientKit

/// The mesh cases (not harness cases; they run beside them, compared with `conic4` in the same
/// run): typical SwiftUI meshes, drawn by `Rasterizer.render(mesh:into:options:)`, whose time
/// includes tessellating the mesh for the frame (paid on every frame of a new size).
///
/// - `mesh3`: the 3 × 3 mesh of SwiftUI's `MeshGradient` documentation (red, purple, indigo /
///   orange, white, blue / yellow, green, mint) with its centre moved to (0.8, 0.3), smooth
///   colours, device space.
/// - `mesh4`: a 4 × 4 mesh with its four inner vertices moved, smooth colours, device space.
/// - `mesh4p`: `mesh4` in the perceptual (OKLab) space.
/// - `mesh4b`: `mesh4` with bilinear colours (`smoothsColors` off).
/// - `mesh3p`: `mesh3` in the perceptual space (light colours: little near black).
func mesh(_ name: String) -> GradientMesh? {
    func p(_ x: Double, _ y: Double) -> GradientPoint { GradientPoint(x: x, y: y) }
    func hex(_ v: UInt32) -> RGBA { RGBA(red8: UInt8(v >> 16), green8: UInt8((v >> 8) & 0xFF), blue8: UInt8(v & 0xFF)) }
    let four: [GradientPoint] = [
        p(0, 0), p(1.0 / 3, 0), p(2.0 / 3, 0), p(1, 0),
        p(0, 1.0 / 3), p(0.42, 0.25), p(0.7, 0.38), p(1, 1.0 / 3),
        p(0, 2.0 / 3), p(0.25, 0.6), p(0.62, 0.75), p(1, 2.0 / 3),
        p(0, 1), p(1.0 / 3, 1), p(2.0 / 3, 1), p(1, 1),
    ]
    let fourColors = [
        0x1d3557, 0x457b9d, 0xa8dadc, 0xf1faee, 0xe63946, 0xffb703, 0x2a9d8f, 0x264653,
        0x8338ec, 0xff006e, 0xfb5607, 0x3a86ff, 0x06d6a0, 0x118ab2, 0x073b4c, 0xef476f,
    ].map { hex(UInt32($0)) }
    switch name {
    case "mesh3":
        return try? GradientMesh(
            width: 3, height: 3,
            points: [p(0, 0), p(0.5, 0), p(1, 0), p(0, 0.5), p(0.8, 0.3), p(1, 0.5), p(0, 1), p(0.5, 1), p(1, 1)],
            colors: [0xff3b30, 0xaf52de, 0x5856d6, 0xff9500, 0xffffff, 0x007aff, 0xffcc00, 0x34c759, 0x00c7be].map { hex(UInt32($0)) })
    case "mesh3p":
        guard let m = mesh("mesh3") else { return nil }
        return try? GradientMesh(width: 3, height: 3, vertices: m.vertices, colors: m.colors, colorSpace: .perceptual)
    case "mesh4": return try? GradientMesh(width: 4, height: 4, points: four, colors: fourColors)
    case "mesh4p": return try? GradientMesh(width: 4, height: 4, points: four, colors: fourColors, colorSpace: .perceptual)
    case "mesh4b": return try? GradientMesh(width: 4, height: 4, points: four, colors: fourColors, smoothsColors: false)
    default: return nil
    }
}
