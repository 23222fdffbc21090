import GradientCore

extension GradientMesh {
    /// The mesh with other colours: the ones a view resolved from platform colours for its
    /// traits. Positions, control points, smoothing and colour space are kept.
    ///
    /// - Parameters:
    ///   - colors: One colour per vertex, in the order of ``GradientMesh/vertices``.
    ///   - background: The colour outside the mesh; `nil` keeps the mesh's.
    /// - Throws: `GradientError` when the count is not one per vertex or a colour is not finite.
    package func recolored(_ colors: [RGBA], background: RGBA? = nil) throws -> GradientMesh {
        try GradientMesh(
            width: width, height: height, vertices: vertices, colors: colors, background: background ?? self.background,
            smoothsColors: smoothsColors, colorSpace: colorSpace)
    }
}
