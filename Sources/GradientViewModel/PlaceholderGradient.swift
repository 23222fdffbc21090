import GradientCSS
import GradientCore

/// The pictures Interface Builder shows when a gradient view has nothing usable to draw.
enum PlaceholderGradient {
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
}
