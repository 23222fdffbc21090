import GradientCore

/// CSS angle units (CSS Values 4 §7.1): `deg`, `rad`, `grad` (400 a turn) and `turn`.
enum CSSAngle {
    /// `value` in `unit` converted to degrees, or `nil` when `unit` is not an angle unit.
    ///
    /// `CSSAngle.degrees(0.25, unit: "turn")` is `90`.
    static func degrees(_ value: Double, unit: String) -> Double? {
        switch unit {
        case "deg": value
        case "rad": value * 180 / .pi
        case "grad": value * 0.9
        case "turn": value * 360
        default: nil
        }
    }
}
