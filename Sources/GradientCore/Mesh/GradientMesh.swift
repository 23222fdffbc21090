/// A mesh gradient: a `width × height` grid of coloured vertices joined by bicubic patches, with
/// SwiftUI's `MeshGradient` data model (iOS 18, macOS 15), so that a mesh made here means the
/// same in SwiftUI and in the engine.
///
/// Vertices are row-major (the first `width` are the top row, left to right). Positions are
/// unit points: `(0, 0)` is the top-left corner of the frame and `(1, 1)` its bottom-right, x
/// to the right and y down, whatever the frame's size; a vertex may lie outside the frame. Each
/// vertex has one colour, and may give the Bézier control points of the four edges that
/// meet at it (``Vertex``); a control point left out is inferred
/// (``controlPoints(row:column:)``). Each cell of four vertices is one
/// patch, a Coons patch bounded by those edges. Where no patch reaches, ``background`` is
/// painted.
///
/// ```swift
/// let mesh = try GradientMesh(
///     width: 3, height: 3,
///     points: [
///         GradientPoint(x: 0, y: 0), GradientPoint(x: 0.5, y: 0), GradientPoint(x: 1, y: 0),
///         GradientPoint(x: 0, y: 0.5), GradientPoint(x: 0.7, y: 0.4), GradientPoint(x: 1, y: 0.5),
///         GradientPoint(x: 0, y: 1), GradientPoint(x: 0.5, y: 1), GradientPoint(x: 1, y: 1),
///     ],
///     colors: [.black, .black, .black, .white, .white, .white, .black, .black, .black])
/// mesh.patchCount   // 4
/// ```
///
/// The rendering rules (colour interpolation, inferred control points, folded patches, the
/// edge) are the DocC article "Mesh gradients"; ``GradientMesh/ColorSpace`` says how each
/// space mixes.
public struct GradientMesh: Sendable, Hashable {
    /// The space colours are interpolated in, SwiftUI's `Gradient.ColorSpace`.
    public enum ColorSpace: String, Sendable, Hashable, CaseIterable {
        /// The sRGB-encoded components, as the device stores them (SwiftUI's default).
        case device
        /// OKLab, a perceptual space: equal steps look like equal changes.
        case perceptual
    }

    /// The vertices per row: 2 or more.
    public internal(set) var width: Int
    /// The vertices per column: 2 or more.
    public internal(set) var height: Int
    /// `width · height` vertices, row-major.
    public internal(set) var vertices: [Vertex]
    /// One colour per vertex, in the order of ``vertices``.
    public internal(set) var colors: [RGBA]
    /// The colour painted where no patch reaches. Default ``RGBA/clear`` (SwiftUI's `.clear`).
    public internal(set) var background: RGBA
    /// Whether colours follow bicubic curves through the vertices (`true`, the default) or are
    /// mixed bilinearly within each patch (`false`).
    public var smoothsColors: Bool
    /// The space colours are mixed in. Default ``ColorSpace/device``.
    public var colorSpace: ColorSpace

    /// The fewest vertices per row or column: 2 (one patch).
    public static let minSide = 2
    /// The most vertices per row or column: 256.
    public static let maxSide = 256
    /// The most vertices in a mesh: 4,096 (a 64 × 64 grid).
    public static let maxVertexCount = 4096
    /// The largest distance of a position or control point from the origin, on either axis, in
    /// frames: 1,000.
    public static let maxCoordinate = 1000.0

    /// Creates a mesh from its vertices.
    ///
    /// - Parameters:
    ///   - width: Vertices per row, 2…256.
    ///   - height: Vertices per column, 2…256; `width · height` at most ``maxVertexCount``.
    ///   - vertices: `width · height` vertices, row-major.
    ///   - colors: One colour per vertex.
    ///   - background: What is painted outside the mesh; default transparent.
    ///   - smoothsColors: Bicubic (`true`, the default) or bilinear colours.
    ///   - colorSpace: The space colours are mixed in; default ``ColorSpace/device``.
    /// - Throws: ``GradientError`` (one sentence) for a grid too small or too large, counts that
    ///   are not `width · height`, and positions, control points or colours that are not finite
    ///   numbers or lie beyond ``maxCoordinate``.
    public init(
        width: Int, height: Int, vertices: [Vertex], colors: [RGBA], background: RGBA = .clear, smoothsColors: Bool = true,
        colorSpace: ColorSpace = .device
    ) throws {
        try GradientMesh.checkSize(width: width, height: height)
        let count = width * height
        guard vertices.count == count else {
            throw GradientError(
                .invalidValue, "A \(width)x\(height) mesh needs \(count) points, one per vertex, and \(vertices.count) were given.")
        }
        guard colors.count == count else {
            throw GradientError(
                .invalidValue, "A \(width)x\(height) mesh needs \(count) colours, one per vertex, and \(colors.count) were given.")
        }
        for (i, vertex) in vertices.enumerated() {
            if let problem = vertex.problem { throw GradientError(.invalidValue, "Point \(i) of the mesh is invalid: \(problem)") }
        }
        for (i, color) in colors.enumerated() where !color.isFinite {
            throw GradientError(.invalidValue, "Colour \(i) of the mesh has a component that is not a finite number.")
        }
        guard background.isFinite else {
            throw GradientError(.invalidValue, "The mesh's background colour has a component that is not a finite number.")
        }
        self.width = width
        self.height = height
        self.vertices = vertices
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    /// Creates a mesh whose control points are all inferred, as SwiftUI's
    /// `MeshGradient(width:height:points:colors:background:smoothsColors:colorSpace:)`.
    ///
    /// - Throws: ``GradientError`` as ``init(width:height:vertices:colors:background:smoothsColors:colorSpace:)``.
    public init(
        width: Int, height: Int, points: [GradientPoint], colors: [RGBA], background: RGBA = .clear, smoothsColors: Bool = true,
        colorSpace: ColorSpace = .device
    ) throws {
        try self.init(
            width: width, height: height, vertices: points.map { Vertex($0) }, colors: colors, background: background,
            smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// Checks a grid size.
    ///
    /// - Throws: ``GradientError`` for a side under ``minSide`` or over ``maxSide``, or more
    ///   than ``maxVertexCount`` vertices.
    public static func checkSize(width: Int, height: Int) throws {
        for (name, side) in [("width", width), ("height", height)] where side < minSide {
            throw GradientError(
                .invalidValue, "A mesh \(name) of \(side) is too small: a mesh needs at least \(minSide) vertices per row and per column.")
        }
        for (name, side) in [("width", width), ("height", height)] where side > maxSide {
            throw GradientError(.limitExceeded, "A mesh \(name) of \(side) is over the limit of \(maxSide) vertices.")
        }
        guard width * height <= maxVertexCount else {
            throw GradientError(
                .limitExceeded, "A \(width)x\(height) mesh has \(width * height) vertices, over the limit of \(maxVertexCount).")
        }
    }

    /// The number of patches: `(width − 1) · (height − 1)`.
    public var patchCount: Int { (width - 1) * (height - 1) }

    /// The vertex at `row` (from the top) and `column` (from the left).
    public func vertex(row: Int, column: Int) -> Vertex { vertices[row * width + column] }

    /// The colour at `row` and `column`.
    public func color(row: Int, column: Int) -> RGBA { colors[row * width + column] }

    /// Whether every vertex gives only its position (SwiftUI's `points:` form).
    public var hasOnlyPositions: Bool { vertices.allSatisfy { !$0.hasControlPoints } }
}

extension GradientMesh {
    /// The background as a paint of one colour: what ``GradientPaint`` can say of a mesh,
    /// which is no function of one position (the rasterizer draws meshes itself).
    public var backgroundPaint: GradientPaint {
        GradientPaint(shading: .uniform(0), ramp: ColorRamp([ColorStop(background, at: 0)]))
    }
}
