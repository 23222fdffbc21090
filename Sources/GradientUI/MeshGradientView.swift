// Why this #if: the view exists on the platforms with a layer-backed view (see MeshGradientView+UIKit.swift).
#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import CoreGraphics
import GradientCSS
import GradientCore
import GradientRaster
import GradientViewModel
import QuartzCore

/// What a mesh view was given: the mesh, and the platform colours that replace its colours
/// when they were given as `UIColor`s or `NSColor`s (kept as they are, so a dynamic colour
/// stays dynamic and is resolved again whenever the traits change).
struct MeshContent<Color> {
    var mesh: GradientMesh
    var colors: [Color]?
    var background: Color?
}

// The API both platforms share. The view draws the engine's rendering of the mesh
// (`Rasterizer.render(mesh:…)`) into its layer's `contents`, at the view's size in pixels;
// the view model decides when to draw again (`MeshRenderRequest`, `MeshRenderGate`).
extension MeshGradientView {
    /// The mesh drawn, with its colours; `nil` (the default) draws nothing. Setting it
    /// replaces platform colours given with ``setMesh(_:colors:background:)``; reading it
    /// after that gives the mesh with those colours as the view's traits resolve them now.
    public var mesh: GradientMesh? {
        get { content.map { resolved($0) ?? $0.mesh } }
        set { content = newValue.map { MeshContent(mesh: $0) } }
    }

    /// Draws `mesh` with platform colours in place of its own: dynamic colours follow the
    /// view's traits (dark mode, Increase Contrast).
    ///
    /// - Parameters:
    ///   - mesh: The positions, control points, smoothing and colour space.
    ///   - colors: One colour per vertex, in the order of the mesh's vertices.
    ///   - background: The colour outside the mesh; `nil` (the default) keeps the mesh's.
    /// - Throws: `GradientError` (one sentence) when the count of colours is not one per
    ///   vertex; the view keeps what it showed.
    public func setMesh(_ mesh: GradientMesh, colors: [PlatformColor], background: PlatformColor? = nil) throws {
        guard colors.count == mesh.vertices.count else {
            throw GradientError(
                .invalidValue,
                "A \(mesh.width)x\(mesh.height) mesh needs \(mesh.vertices.count) colours, one per vertex, and \(colors.count) were given.")
        }
        content = MeshContent(mesh: mesh, colors: colors, background: background)
    }

    /// Draws a mesh of `width × height` vertices at `points` (unit points: `(0, 0)` the
    /// top-left corner, `(1, 1)` the bottom-right; control points inferred) in platform
    /// colours, as SwiftUI's `MeshGradient(width:height:points:colors:…)` takes them.
    ///
    /// - Parameters:
    ///   - width: Vertices per row, 2…256.
    ///   - height: Vertices per column, 2…256.
    ///   - points: `width · height` positions, row by row from the top.
    ///   - colors: One colour per point.
    ///   - background: The colour outside the mesh; default clear.
    ///   - smoothsColors: Bicubic (`true`, the default) or bilinear colours.
    ///   - colorSpace: The space colours are mixed in; default `.device`.
    /// - Throws: `GradientError` (one sentence) for a grid too small or too large, counts that
    ///   are not `width · height`, or a point that is not finite; the view keeps what it showed.
    public func setMesh(
        width: Int, height: Int, points: [CGPoint], colors: [PlatformColor], background: PlatformColor? = nil, smoothsColors: Bool = true,
        colorSpace: GradientMesh.ColorSpace = .device
    ) throws {
        let mesh = try GradientMesh(
            width: width, height: height, points: points.map { GradientPoint(x: Double($0.x), y: Double($0.y)) },
            colors: [RGBA](repeating: .clear, count: points.count), smoothsColors: smoothsColors, colorSpace: colorSpace)
        try setMesh(mesh, colors: colors, background: background)
    }

    /// Draws the mesh of a JSON spec, `{"mesh": {…}}` as `gradient render` reads it (the
    /// DocC article "Mesh gradients" of GradientKit describes its fields).
    ///
    /// - Throws: `GradientError` (one sentence naming the bad value) for text that is not a
    ///   mesh spec; the view keeps what it showed.
    @objc(setMeshWithJSON:error:)
    public func setMesh(json: String) throws {
        mesh = try MeshSpecText.mesh(from: json)
    }

    /// The mesh with its platform colours resolved for the view's traits now (in extended
    /// sRGB; the engine draws sRGB, so components outside `0…1` are clipped when drawn), or
    /// `nil` if a resolved colour is not a finite number.
    func resolved(_ content: MeshContent<PlatformColor>) -> GradientMesh? {
        guard let colors = content.colors else { return content.mesh }
        return try? content.mesh.recolored(colors.map(resolvedNow), background: content.background.map(resolvedNow))
    }

    /// What a change of what the view was given brings: a problem ``meshJSON`` had is
    /// answered, and the view is drawn again.
    func contentChanged() {
        problems.report(nil, for: .meshJSON)
        scheduleMeshUpdate()
    }

    /// Brings a change to the layer: at once where no layout pass will come, else in the
    /// next one.
    func scheduleMeshUpdate() {
        switch LayerUpdateTiming(isInWindow: isInWindow, inheritedAnimationDuration: 0) {
        case .now: updateMesh()
        case .nextLayoutPass: requestLayout()
        }
    }

    /// Draws the mesh again if the view model says the picture changed (mesh, colours as
    /// resolved now, size, scale): small views at once, large ones off the main thread,
    /// keeping the old image until the new one is ready.
    func updateMesh() {
        let shown = isInterfaceBuilderPreview ? interfaceBuilderMesh : content.flatMap(resolved)
        let request = shown.flatMap {
            MeshRenderRequest(mesh: $0, width: Double(bounds.width), height: Double(bounds.height), scale: displayScale)
        }
        switch renderGate.update(request) {
        case .keep:
            break
        case .clear:
            setContents(nil)
        case .render(let ticket) where ticket.runsInBackground && !isInterfaceBuilderPreview:
            Task { [weak self] in
                let bitmap = await MeshImage.drawInBackground(ticket.request)
                self?.show(bitmap, for: ticket)
            }
        case .render(let ticket):
            show(MeshImage.draw(ticket.request), for: ticket)
        }
    }

    /// Shows a finished drawing, unless a newer one was asked for meanwhile.
    private func show(_ bitmap: Bitmap?, for ticket: MeshRenderGate.Ticket) {
        guard renderGate.accept(ticket) else { return }
        setContents(bitmap.flatMap(MeshImage.cgImage))
    }

    /// Puts `image` in the layer, without Core Animation's implicit fade.
    private func setContents(_ image: CGImage?) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        meshLayer.contents = image
        CATransaction.commit()
    }
}
#endif
