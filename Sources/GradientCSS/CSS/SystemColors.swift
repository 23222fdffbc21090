import GradientCore

/// The CSS system colours (CSS Color 4 §6.2, and the deprecated names of its appendix A
/// mapped as it says), with the values Chromium 156 gives them on a light and a dark page
/// (`getComputedStyle`, `color-scheme: light` / `dark`), as `0xRRGGBB` and an alpha.
///
/// | name | light | dark |
/// |---|---|---|
/// | AccentColor | #0075ff | #0075ff |
/// | AccentColorText | #ffffff | #ffffff |
/// | ActiveText | #ff0000 | #ff0000 |
/// | ButtonBorder | #000000 | #ffffff |
/// | ButtonFace | #efefef | #6b6b6b |
/// | ButtonText | #000000 | #ffffff |
/// | Canvas | #ffffff | #121212 |
/// | CanvasText | #000000 | #ffffff |
/// | Field | #ffffff | #3b3b3b |
/// | FieldText | #000000 | #ffffff |
/// | GrayText | #808080 | #808080 |
/// | Highlight | rgba(0, 65, 198, 0.8) | rgba(0, 65, 198, 0.8) |
/// | HighlightText | #ffffff | #ffffff |
/// | LinkText | #0000ee | #9e9eff |
/// | Mark | #ffff00 | #ffff00 |
/// | MarkText | #000000 | #000000 |
/// | SelectedItem | #1967d2 | #99c8ff |
/// | SelectedItemText | #ffffff | #3b3b3b |
/// | VisitedText | #551a8b | #d0adf0 |
///
/// Deprecated names (CSS Color 4 appendix A): ActiveBorder, InactiveBorder, ThreeDDarkShadow,
/// ThreeDHighlight, ThreeDLightShadow, ThreeDShadow and WindowFrame are ButtonBorder;
/// ActiveCaption, AppWorkspace, Background, InactiveCaption, InfoBackground, Menu, Scrollbar
/// and Window are Canvas; CaptionText, InfoText, MenuText and WindowText are CanvasText;
/// ButtonHighlight, ButtonShadow and ThreeDFace are ButtonFace; InactiveCaptionText is
/// GrayText (Chromium 156 gives every one of them that value).
///
/// A system colour is an sRGB colour, so it counts as a legacy colour for a gradient's
/// default interpolation (Chromium keeps `in oklab` for `linear-gradient(in oklab, red, Canvas)`,
/// which it drops when a colour is not legacy).
enum SystemColors {
    /// A system colour's value on each scheme: `0xRRGGBB` and alpha.
    struct Value {
        var light: UInt32
        var dark: UInt32
        var alpha = 1.0

        func rgba(_ scheme: CSSParsingOptions.ColorScheme) -> RGBA {
            RGBA(rgb: scheme == .light ? light : dark).with(alpha: alpha)
        }
    }

    /// The current system colours, by lowercase name.
    static let current: [String: Value] = [
        "accentcolor": Value(light: 0x0075FF, dark: 0x0075FF),
        "accentcolortext": Value(light: 0xFFFFFF, dark: 0xFFFFFF),
        "activetext": Value(light: 0xFF0000, dark: 0xFF0000),
        "buttonborder": Value(light: 0x000000, dark: 0xFFFFFF),
        "buttonface": Value(light: 0xEFEFEF, dark: 0x6B6B6B),
        "buttontext": Value(light: 0x000000, dark: 0xFFFFFF),
        "canvas": Value(light: 0xFFFFFF, dark: 0x121212),
        "canvastext": Value(light: 0x000000, dark: 0xFFFFFF),
        "field": Value(light: 0xFFFFFF, dark: 0x3B3B3B),
        "fieldtext": Value(light: 0x000000, dark: 0xFFFFFF),
        "graytext": Value(light: 0x808080, dark: 0x808080),
        "highlight": Value(light: 0x0041C6, dark: 0x0041C6, alpha: 0.8),
        "highlighttext": Value(light: 0xFFFFFF, dark: 0xFFFFFF),
        "linktext": Value(light: 0x0000EE, dark: 0x9E9EFF),
        "mark": Value(light: 0xFFFF00, dark: 0xFFFF00),
        "marktext": Value(light: 0x000000, dark: 0x000000),
        "selecteditem": Value(light: 0x1967D2, dark: 0x99C8FF),
        "selecteditemtext": Value(light: 0xFFFFFF, dark: 0x3B3B3B),
        "visitedtext": Value(light: 0x551A8B, dark: 0xD0ADF0),
    ]

    /// The deprecated system colours and the current one each stands for (CSS Color 4 appendix A).
    static let deprecated: [String: String] = [
        "activeborder": "buttonborder", "inactiveborder": "buttonborder", "threeddarkshadow": "buttonborder",
        "threedhighlight": "buttonborder", "threedlightshadow": "buttonborder", "threedshadow": "buttonborder",
        "windowframe": "buttonborder",
        "activecaption": "canvas", "appworkspace": "canvas", "background": "canvas", "inactivecaption": "canvas",
        "infobackground": "canvas", "menu": "canvas", "scrollbar": "canvas", "window": "canvas",
        "captiontext": "canvastext", "infotext": "canvastext", "menutext": "canvastext", "windowtext": "canvastext",
        "buttonhighlight": "buttonface", "buttonshadow": "buttonface", "threedface": "buttonface",
        "inactivecaptiontext": "graytext",
    ]

    /// The value of the system colour `name` (lowercase) on `scheme`, or `nil` if it is none.
    static func color(_ name: String, scheme: CSSParsingOptions.ColorScheme) -> RGBA? {
        (current[name] ?? deprecated[name].flatMap { current[$0] })?.rgba(scheme)
    }

    /// Whether `name` (lowercase) is a system colour.
    static func contains(_ name: String) -> Bool { current[name] != nil || deprecated[name] != nil }
}
