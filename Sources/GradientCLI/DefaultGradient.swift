import GradientKit

/// The gradient `gradient render` draws when given none: indigo, pink and amber at 120°,
/// mixed in OKLab.
enum DefaultGradient {
    static func gradient(width: Double, height: Double) -> GradientDefinition {
        let (start, end) = Direction.angle(120).points(width: width, height: height)
        let colors = [
            RGBA(red8: 0x4B, green8: 0x4F, blue8: 0xD8),
            RGBA(red8: 0xE0, green8: 0x4F, blue8: 0x9C),
            RGBA(red8: 0xFF, green8: 0xBE, blue8: 0x5C),
        ]
        return .layer(LayerGradient(colors: colors, startPoint: start, endPoint: end, interpolation: .oklab))
    }
}
