extension Shading {
    /// The radius a paint gives the unbounded axis of a degenerate ending shape (a CSS radial
    /// gradient of zero width or height, drawn as an ellipse "arbitrarily" long on the other
    /// axis): 1e12 px, far beyond any grid. A layer has no such ellipse.
    package static let unboundedRadius = 1e12
}
