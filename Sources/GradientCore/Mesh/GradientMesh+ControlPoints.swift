extension GradientMesh {
    /// The four control points of a vertex, each given or inferred.
    public struct ControlPoints: Sendable, Hashable {
        /// The control point of the edge to the previous vertex of the row.
        public var leading: GradientPoint
        /// The control point of the edge to the vertex above.
        public var top: GradientPoint
        /// The control point of the edge to the next vertex of the row.
        public var trailing: GradientPoint
        /// The control point of the edge to the vertex below.
        public var bottom: GradientPoint
    }

    /// The control points of the vertex at `row` and `column`: those it gives, and the rest
    /// inferred.
    ///
    /// The rule for a control point left out, along a row (columns alike, with the vertices
    /// above and below): the edge from vertex `P` to its neighbour `N` leaves `P` in the
    /// direction from `P`'s previous neighbour to its next one (`next − previous`, the
    /// Catmull-Rom direction), and its control point lies a third of the way `|N − P|` along
    /// that direction. A vertex at the end of a row has one neighbour: the control point is
    /// a third of the way to it, on the straight line. So on an evenly spaced grid every edge
    /// is straight and evenly parameterised (each patch is then bilinear); edges meet with a
    /// common tangent direction at every inner vertex; and no inferred control point lies
    /// further from its vertex than a third of its edge, so inference alone makes no loops.
    /// Distances are measured in unit coordinates, so the mesh keeps its shape in unit space
    /// at any frame size. Where `next` and `previous` coincide, the edge is straight. A
    /// control point of an edge the vertex does not have (on the mesh's border) is the
    /// position itself, and unused.
    public func controlPoints(row: Int, column: Int) -> ControlPoints {
        let vertex = self.vertex(row: row, column: column)
        let p = vertex.position
        func position(_ r: Int, _ c: Int) -> GradientPoint? {
            r >= 0 && r < height && c >= 0 && c < width ? self.vertex(row: r, column: c).position : nil
        }
        let left = position(row, column - 1)
        let right = position(row, column + 1)
        let above = position(row - 1, column)
        let below = position(row + 1, column)
        return ControlPoints(
            leading: vertex.leadingControlPoint ?? GradientMesh.inferred(from: p, toward: left, awayFrom: right),
            top: vertex.topControlPoint ?? GradientMesh.inferred(from: p, toward: above, awayFrom: below),
            trailing: vertex.trailingControlPoint ?? GradientMesh.inferred(from: p, toward: right, awayFrom: left),
            bottom: vertex.bottomControlPoint ?? GradientMesh.inferred(from: p, toward: below, awayFrom: above))
    }

    /// The inferred control point at `p` of the edge to `neighbour`, whose vertex has `other`
    /// on its far side (see ``controlPoints(row:column:)``).
    static func inferred(from p: GradientPoint, toward neighbour: GradientPoint?, awayFrom other: GradientPoint?) -> GradientPoint {
        guard let n = neighbour else { return p }
        let chord = SIMD2(n.x - p.x, n.y - p.y)
        guard let o = other else { return GradientPoint(x: p.x + chord.x / 3, y: p.y + chord.y / 3) }
        let direction = SIMD2(n.x - o.x, n.y - o.y)
        let length = (direction * direction).sum().squareRoot()
        guard length > 0, length.isFinite else { return GradientPoint(x: p.x + chord.x / 3, y: p.y + chord.y / 3) }
        let reach = (chord * chord).sum().squareRoot() / 3 / length
        return GradientPoint(x: p.x + direction.x * reach, y: p.y + direction.y * reach)
    }

    /// The mesh with every control point given: those inferred written out, so that the
    /// mesh draws the same and each vertex says where its edges go (SwiftUI's
    /// `bezierPoints` form needs all four).
    public var withResolvedControlPoints: GradientMesh {
        var copy = self
        copy.vertices = (0..<height).flatMap { row in
            (0..<width).map { column in
                let c = controlPoints(row: row, column: column)
                return Vertex(
                    vertex(row: row, column: column).position, leadingControlPoint: c.leading, topControlPoint: c.top,
                    trailingControlPoint: c.trailing, bottomControlPoint: c.bottom)
            }
        }
        return copy
    }
}
