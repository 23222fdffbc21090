/// The shape of a gradient, as `CAGradientLayer.type` names it.
public enum GradientType: String, Sendable, Hashable, CaseIterable, Codable {
    /// Colours change along the line from start to end point (`kCAGradientLayerAxial`). The default.
    case axial
    /// Ellipses centred at the start point through the end point (`kCAGradientLayerRadial`).
    case radial
    /// Angles around the start point, 0 towards the end point, clockwise (`kCAGradientLayerConic`).
    case conic
}
