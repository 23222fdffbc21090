import GradientCSS
import GradientCore

/// What a ``GradientViewState``'s picture depends on besides itself, so that a view updates
/// its layer (and restarts a repeating animation) only when something it draws with changes:
/// a tint change behind every alert, a rotation or a keyboard resize leaves a gradient that
/// reads none of them alone.
extension GradientViewState {
    /// Whether the gradient string is the source the view reads: set and not blank, with no
    /// colours set in code. (A string that does not parse is still read: its problem stands.)
    var readsGradientString: Bool {
        guard colors?.isEmpty ?? true else { return false }
        guard let text = gradientString else { return false }
        return !text.trimmingWhitespace.isEmpty
    }

    /// Whether anything is configured: colours in code, a gradient string, a stop or a
    /// start/end colour. A view with nothing configured leaves its layer alone.
    public var isConfigured: Bool {
        !(colors?.isEmpty ?? true) || readsGradientString || !stops.isEmpty || startColor != nil || endColor != nil
    }

    /// The parts of `environment` this state's picture can depend on; the rest are set to
    /// their defaults, so that a change of them alone does not count as a change:
    /// - the tint colour only when the gradient string reads `currentcolor`
    ///   (``ResolutionCache/readsTintColor(_:scheme:)``; a platform colour that follows the
    ///   tint, such as `UIColor.tintColor`, reaches the state resolved, as a colour);
    /// - dimming only with ``dimsWhenTintAdjusted`` on;
    /// - the layout direction only when a `Direction.horizontal` axial gradient may be drawn
    ///   (a gradient string's directions are physical, as in CSS, but a string that does not
    ///   parse hands over to the stops, which follow ``direction``);
    /// - the appearance always (dynamic colours, `light-dark()` and system colours).
    package func relevantEnvironment(_ environment: ViewEnvironment, cache: inout ResolutionCache) -> ViewEnvironment {
        var out = environment
        if let text = gradientString, readsGradientString {
            let scheme: CSSParsingOptions.ColorScheme = environment.appearance == .dark ? .dark : .light
            if !cache.readsTintColor(text, scheme: scheme) { out.tintColor = nil }
        } else {
            out.tintColor = nil
        }
        if !dimsWhenTintAdjusted { out.isDimmed = false }
        let horizontal = direction == .horizontal && (type == .axial || placesWithLayerPoints)
        if !horizontal || !isConfigured { out.layoutDirection = .leftToRight }
        return out
    }

    /// Whether the layer depends on the view's size (only its aspect ratio): a gradient
    /// string (CSS lengths and angles), an axial `Direction.angle(_:)`, a conic gradient
    /// measured on the screen. Named and custom directions and radial gradients are in unit
    /// coordinates and hold on any size.
    package var dependsOnSize: Bool {
        guard isConfigured else { return false }
        if readsGradientString { return true }
        switch type {
        case .axial:
            if case .angle = direction { return true }
            return false
        case .radial: return false
        case .conic: return !placesWithLayerPoints
        }
    }
}
