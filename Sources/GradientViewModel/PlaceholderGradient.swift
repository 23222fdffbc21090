import GradientCSS
import GradientCore

/// The pictures Interface Builder shows when a gradient view or a mesh view has nothing usable
/// to draw.
package enum PlaceholderGradient {
    /// What a gradient string that does not parse shows in Interface Builder: hard-edged
    /// magenta and black diagonal stripes (eight of each), which no real design is mistaken
    /// for.
    static let invalidString: LayerGradient = {
        let magenta = RGBA(red: 1, green: 0, blue: 1)
        let black = RGBA.black
        var colors: [RGBA] = []
        var locations: [Double] = []
        let stripes = 16
        for i in 0..<stripes {
            let color = i.isMultiple(of: 2) ? magenta : black
            colors += [color, color]
            locations += [Double(i) / Double(stripes), Double(i + 1) / Double(stripes)]
        }
        return LayerGradient(colors: colors, locations: locations, startPoint: .topLeft, endPoint: .bottomRight)
    }()

    /// What a view with nothing configured shows in Interface Builder: a top-to-bottom sky
    /// blue (`#5ac8fa`) to indigo (`#5856d6`) gradient, so the view is visible on the canvas.
    static let sample = LayerGradient(colors: [
        RGBA(red8: 0x5A, green8: 0xC8, blue8: 0xFA), RGBA(red8: 0x58, green8: 0x56, blue8: 0xD6),
    ])

    /// What a mesh view shows in Interface Builder: a flat magenta 2 × 2 mesh while the text
    /// given to its `meshJSON` has a problem (``invalidMesh``); else its own mesh, `resolved`
    /// (`nil`, drawing nothing, when its colours do not resolve), when it `hasMesh`; else a
    /// sample (``sampleMesh``).
    package static func interfaceBuilderMesh(hasMesh: Bool, resolved: GradientMesh?, hasProblem: Bool) -> GradientMesh? {
        if hasProblem { return invalidMesh }
        return hasMesh ? resolved : sampleMesh
    }

    /// A flat magenta 2 × 2 mesh.
    static let invalidMesh = try? GradientMesh(
        width: 2, height: 2, points: [.topLeft, .topRight, .bottomLeft, .bottomRight],
        colors: [RGBA](repeating: RGBA(red: 1, green: 0, blue: 1), count: 4))

    /// The 3 × 3 mesh of SwiftUI's `MeshGradient` documentation on a straight grid: red,
    /// purple, indigo; orange, white, blue; yellow, green, mint (`#ff3b30` … `#00c7be`).
    static let sampleMesh = try? GradientMesh(
        width: 3, height: 3,
        points: [0, 0.5, 1].flatMap { y in [0, 0.5, 1].map { x in GradientPoint(x: x, y: y) } },
        colors: [0xff3b30, 0xaf52de, 0x5856d6, 0xff9500, 0xffffff, 0x007aff, 0xffcc00, 0x34c759, 0x00c7be].map {
            RGBA(red8: UInt8($0 >> 16), green8: UInt8(($0 >> 8) & 0xFF), blue8: UInt8($0 & 0xFF))
        })
}
