import GradientCore

/// CSS length units (CSS Values 4 §6) and what one of each is worth in px.
///
/// Absolute units are fixed (1in = 96px = 2.54cm). Font-relative units use the documented
/// defaults of a page with no styles: a 16px font, with the metrics Chromium gives its default
/// font at 16px (`ex`, `ch`, `cap`, `ic`, `lh`: headless Chromium 156 on Debian 12, whose
/// default serif font is Liberation Serif, measured as the width of a `1000ex` box; the root forms
/// `rem`, `rex`, … are the same, there being no other element). Viewport units take the render
/// size as the viewport: `vw` is 1% of its width, `vh` of its height; the small, large and
/// dynamic forms (`svw`, `lvh`, `dvmax`, …) are the same (a render has no browser toolbar), and
/// `vi`/`vb` are `vw`/`vh` (horizontal writing mode).
package enum CSSUnit {
    /// CSS absolute length units in px (CSS Values 4 §6.2: 1in = 96px = 2.54cm).
    package static let absolute: [String: Double] = [
        "px": 1, "in": 96, "cm": 96 / 2.54, "mm": 96 / 25.4, "q": 96 / 101.6, "pt": 96.0 / 72, "pc": 16,
    ]

    /// The default font size: 16px (CSS Fonts 4 `medium`, every browser's default).
    package static let fontSize = 16.0

    /// Font-relative units in px for the default 16px font. `em`/`rem` are the font size; the
    /// others are Chromium's metrics of its default font at 16px (see the type's doc).
    package static let fontRelative: [String: Double] = {
        let metrics: [String: Double] = [
            "em": fontSize, "ex": defaultEx, "ch": defaultCh, "cap": defaultCap, "ic": defaultIc, "lh": defaultLh,
        ]
        var table = metrics
        for (unit, v) in metrics { table["r" + unit] = v }
        return table
    }()

    /// `1ex` of the default font at 16px, as headless Chromium measures it (px).
    static let defaultEx = 7.34375
    /// `1ch` of the default font at 16px, as headless Chromium measures it (px).
    static let defaultCh = 8.0
    /// `1cap` of the default font at 16px, as headless Chromium measures it (px).
    static let defaultCap = 10.4765625
    /// `1ic` of the default font at 16px, as headless Chromium measures it (px; `1em` without a CJK font).
    static let defaultIc = 16.0
    /// `1lh` (line-height `normal`) of the default font at 16px, as headless Chromium measures it (px).
    static let defaultLh = 18.0

    /// The viewport units and which side of the viewport (`0` width, `1` height, `2` the
    /// smaller, `3` the larger) 1% of which each one is.
    package static let viewport: [String: Int] = {
        let base: [String: Int] = ["vw": 0, "vh": 1, "vi": 0, "vb": 1, "vmin": 2, "vmax": 3]
        var table = base
        for prefix in ["s", "l", "d"] {
            for (unit, side) in base { table[prefix + unit] = side }
        }
        return table
    }()

    /// Whether `unit` is a length unit this package knows.
    package static func isLength(_ unit: String) -> Bool {
        absolute[unit] != nil || fontRelative[unit] != nil || viewport[unit] != nil
    }

    /// Whether a length in `unit` is the same number of px on every render (absolute and font units).
    package static func isFixed(_ unit: String) -> Bool { absolute[unit] != nil || fontRelative[unit] != nil }

    /// `value` in `unit` in px on a viewport of `viewport` (width, height) px, or `nil` when
    /// `unit` is not a length unit. `CSSUnit.pixels(10, unit: "vw", viewport: [200, 100])` is `20`.
    package static func pixels(_ value: Double, unit: String, viewport size: SIMD2<Double>) -> Double? {
        if let scale = absolute[unit] ?? fontRelative[unit] { return value * scale }
        guard let side = viewport[unit] else { return nil }
        let reference: Double =
            switch side {
            case 0: size.x
            case 1: size.y
            case 2: min(size.x, size.y)
            default: max(size.x, size.y)
            }
        return value / 100 * reference
    }
}
