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

    /// Creates an environment; by default light, left to right, not dimmed.
    public init(appearance: Appearance = .light, layoutDirection: TextDirection = .leftToRight, isDimmed: Bool = false) {
        self.appearance = appearance
        self.layoutDirection = layoutDirection
        self.isDimmed = isDimmed
    }
}

/// Which way text runs, and so which side is leading.
public enum TextDirection: String, Sendable, Hashable, CaseIterable, Codable {
    /// Leading is the left edge. The default.
    case leftToRight
    /// Leading is the right edge (Arabic, Hebrew …).
    case rightToLeft
}
