extension GradientMesh {
    /// One vertex of a mesh: its position and, optionally, the Bézier control points of the
    /// four edges that meet at it, as SwiftUI's `MeshGradient.BezierPoint` has them.
    ///
    /// All are unit points in the frame (not offsets from the position). The leading control
    /// point shapes the edge to the previous vertex of the row (to the left), the trailing one
    /// the edge to the next (to the right), the top one the edge to the vertex above, the
    /// bottom one the edge to the vertex below. A vertex on the mesh's border ignores the
    /// control points of edges it does not have, as SwiftUI's do. A control point left `nil`
    /// is inferred (``GradientMesh/controlPoints(row:column:)``).
    public struct Vertex: Sendable, Hashable {
        /// Where the vertex lies, in unit coordinates.
        public var position: GradientPoint
        /// The control point of the edge to the previous vertex of the row; `nil` infers it.
        public var leadingControlPoint: GradientPoint?
        /// The control point of the edge to the vertex above; `nil` infers it.
        public var topControlPoint: GradientPoint?
        /// The control point of the edge to the next vertex of the row; `nil` infers it.
        public var trailingControlPoint: GradientPoint?
        /// The control point of the edge to the vertex below; `nil` infers it.
        public var bottomControlPoint: GradientPoint?

        /// Creates a vertex at `position`; every control point not given is inferred.
        public init(
            _ position: GradientPoint, leadingControlPoint: GradientPoint? = nil, topControlPoint: GradientPoint? = nil,
            trailingControlPoint: GradientPoint? = nil, bottomControlPoint: GradientPoint? = nil
        ) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }

        /// Whether any control point is given.
        public var hasControlPoints: Bool {
            leadingControlPoint != nil || topControlPoint != nil || trailingControlPoint != nil || bottomControlPoint != nil
        }

        /// The points of the vertex by name: `position` first, then the control points given.
        var namedPoints: [(String, GradientPoint)] {
            var points = [("position", position)]
            if let p = leadingControlPoint { points.append(("leadingControlPoint", p)) }
            if let p = topControlPoint { points.append(("topControlPoint", p)) }
            if let p = trailingControlPoint { points.append(("trailingControlPoint", p)) }
            if let p = bottomControlPoint { points.append(("bottomControlPoint", p)) }
            return points
        }

        /// What is wrong with the vertex, as the end of a sentence, or `nil`.
        var problem: String? {
            for (name, point) in namedPoints {
                if let problem = GradientMesh.problem(point) { return "its \(name) \(problem)" }
            }
            return nil
        }
    }

    /// What is wrong with a position or control point, as words that follow its name (`"has
    /// a coordinate that is not a finite number."`), or `nil`.
    package static func problem(_ point: GradientPoint) -> String? {
        guard point.isFinite else { return "has a coordinate that is not a finite number." }
        guard abs(point.x) <= maxCoordinate, abs(point.y) <= maxCoordinate else {
            return "(\(formatNumber(point.x)), \(formatNumber(point.y))) lies more than \(formatNumber(maxCoordinate)) frames away."
        }
        return nil
    }
}
