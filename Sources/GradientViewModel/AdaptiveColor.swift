import GradientCSS
import GradientCore

/// A colour that can differ between light and dark appearance, like a dynamic `UIColor`.
///
/// The platform adapters build one from a platform colour by resolving it for each
/// appearance; the view model picks the variant for the current ``ViewEnvironment``.
///
/// ```swift
/// let label = AdaptiveColor(light: .black, dark: .white)
/// label.resolved(for: .dark)   // RGBA.white
/// AdaptiveColor(.black).resolved(for: .dark)   // .black: a fixed colour is the same everywhere
/// ```
public struct AdaptiveColor: Sendable, Hashable, Codable {
    /// The colour in light appearance (and whenever no dark variant is given).
    public var light: RGBA
    /// The colour in dark appearance; `nil` (the default) uses ``light``.
    public var dark: RGBA?

    /// Creates a colour with a light and an optional dark variant.
    public init(light: RGBA, dark: RGBA? = nil) {
        self.light = light
        self.dark = dark
    }

    /// Creates a colour that is the same in every appearance.
    public init(_ color: RGBA) {
        self.init(light: color, dark: nil)
    }

    /// The variant for `appearance`.
    public func resolved(for appearance: Appearance) -> RGBA {
        switch appearance {
        case .light: light
        case .dark: dark ?? light
        }
    }
}

/// The interface style a view is shown in (`UIUserInterfaceStyle`, `NSAppearance`).
public enum Appearance: String, Sendable, Hashable, CaseIterable, Codable {
    /// Light mode. The default.
    case light
    /// Dark mode.
    case dark
}
