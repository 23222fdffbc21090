import GradientCore

/// What a CSS reader needs to know about the page a gradient would sit on: the colour scheme
/// (for system colours and `light-dark()`) and the value of `currentcolor`.
///
/// ```swift
/// let options = CSSParsingOptions(colorScheme: .dark, currentColor: RGBA(red: 1, green: 0, blue: 0))
/// try CSSColor(parsing: "light-dark(white, black)", options: options).rgba   // black
/// try CSSColor(parsing: "currentcolor", options: options).rgba               // red
/// ```
public struct CSSParsingOptions: Sendable, Hashable {
    /// A page's colour scheme (CSS Color Adjust 1 `color-scheme`).
    public enum ColorScheme: String, Sendable, Hashable, CaseIterable {
        /// Dark text on a light canvas. The default.
        case light
        /// Light text on a dark canvas.
        case dark
    }

    /// The scheme that system colours and `light-dark()` follow. Default ``ColorScheme/light``.
    public var colorScheme: ColorScheme
    /// The colour `currentcolor` stands for (straight alpha, sRGB; it counts as a legacy colour),
    /// or `nil` (the default): `currentcolor` is then an error, since a gradient outside a web
    /// page has no `color` property to take it from.
    public var currentColor: RGBA?

    /// Creates options; the defaults are a light page with no `currentcolor`.
    public init(colorScheme: ColorScheme = .light, currentColor: RGBA? = nil) {
        self.colorScheme = colorScheme
        self.currentColor = currentColor
    }

    /// A light page with no `currentcolor`.
    public static let `default` = CSSParsingOptions()
}
