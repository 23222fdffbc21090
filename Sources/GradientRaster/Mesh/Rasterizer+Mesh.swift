import GradientCore

/// Mesh gradients (``GradientMesh``), drawn by ``MeshRenderer`` from a ``MeshTessellation``.
extension Rasterizer {
    /// Renders `mesh` on a `width × height` grid: the fast path, each pixel within one level
    /// of ``renderExact(mesh:width:height:options:pixelLimit:)`` (held so by the tests on
    /// random meshes; the tessellation's accuracy is an estimate from samples, not a bound).
    ///
    /// ```swift
    /// let mesh = try GradientMesh(width: 2, height: 2,
    ///     points: [.topLeft, .topRight, .bottomLeft, .bottomRight],
    ///     colors: [.black, .white, .white, .black])
    /// let bitmap = try Rasterizer.render(mesh: mesh, width: 400, height: 300)
    /// ```
    ///
    /// The mesh's unit square is stretched to the frame. Pixels are sampled at their centres,
    /// dithered as the other kinds are when `options.dither` is on; the mesh's outline is
    /// antialiased over ``GradientMesh/background``.
    ///
    /// - Throws: ``GradientError`` for a side that is not positive or a pixel count over `pixelLimit`.
    /// - Complexity: Tessellating costs a few hundred colour evaluations per patch and one per
    ///   point of its grid; drawing, about one span per row of each triangle.
    public static func render(
        mesh: GradientMesh, width: Int, height: Int, options: Options = Options(), pixelLimit: Int = defaultPixelLimit
    ) throws -> Bitmap {
        try RenderLimits.checkSize(width: width, height: height, limit: pixelLimit)
        var bitmap = Bitmap(width: width, height: height)
        render(mesh: mesh, into: &bitmap, options: options)
        return bitmap
    }

    /// Renders `mesh` into `bitmap` (its size is the grid) with the fast path.
    public static func render(mesh: GradientMesh, into bitmap: inout Bitmap, options: Options = Options()) {
        guard bitmap.width > 0, bitmap.height > 0 else { return }
        let tessellation = MeshTessellation(mesh, width: bitmap.width, height: bitmap.height)
        MeshRenderer(tessellation: tessellation, exact: false).render(into: &bitmap, options: options)
    }

    /// Renders `mesh` evaluating every pixel exactly: each pixel's patch parameters found by
    /// Newton's method on the patch, its colour evaluated there. Slow; the reference for the
    /// fast path.
    ///
    /// - Throws: ``GradientError`` for a side that is not positive or a pixel count over `pixelLimit`.
    public static func renderExact(
        mesh: GradientMesh, width: Int, height: Int, options: Options = Options(), pixelLimit: Int = defaultPixelLimit
    ) throws -> Bitmap {
        try RenderLimits.checkSize(width: width, height: height, limit: pixelLimit)
        var bitmap = Bitmap(width: width, height: height)
        let tessellation = MeshTessellation(mesh, width: width, height: height)
        MeshRenderer(tessellation: tessellation, exact: true).render(into: &bitmap, options: options)
        return bitmap
    }
}
