import GradientCSS
import GradientCore

/// What a view's surroundings say about how to draw: the traits and states the platform
/// adapters read from the view and pass to the view model.
public struct ViewEnvironment: Sendable, Hashable {
    /// Light or dark. Default ``Appearance/light``.
    public var appearance: Appearance
    /// The layout direction. Default ``TextDirection/leftToRight``.
    public var layoutDirection: TextDirection
    /// Whether the view is dimmed, as `tintAdjustmentMode == .dimmed` says (e.g. behind an
    /// alert). Default `false`.
    public var isDimmed: Bool
    /// The colour a gradient string's `currentcolor` stands for: the view's tint colour as the
    /// system resolves it now (UIKit's `tintColor`, AppKit's accent colour), in extended sRGB.
    /// Default `nil`: unknown, and `currentcolor` is then the reader's error.
    public var tintColor: RGBA?

    /// Creates an environment; by default light, left to right, not dimmed, no tint colour.
    public init(
        appearance: Appearance = .light, layoutDirection: TextDirection = .leftToRight, isDimmed: Bool = false, tintColor: RGBA? = nil
    ) {
        self.appearance = appearance
        self.layoutDirection = layoutDirection
        self.isDimmed = isDimmed
        self.tintColor = tintColor
    }

    /// What the CSS reader needs to read a gradient string for this environment: the
    /// appearance as the colour scheme (system colours, `light-dark()`), the tint colour as
    /// `currentcolor`.
    ///
    /// ```swift
    /// ViewEnvironment(appearance: .dark, tintColor: .white).cssParsingOptions
    /// // CSSParsingOptions(colorScheme: .dark, currentColor: .white)
    /// ```
    public var cssParsingOptions: CSSParsingOptions {
        CSSParsingOptions(colorScheme: appearance == .dark ? .dark : .light, currentColor: tintColor)
    }
}

/// Which way text runs, and so which side is leading.
public enum TextDirection: String, Sendable, Hashable, CaseIterable, Codable {
    /// Leading is the left edge. The default.
    case leftToRight
    /// Leading is the right edge (Arabic, Hebrew …).
    case rightToLeft
}
