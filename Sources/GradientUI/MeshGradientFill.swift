// Why this #if: SwiftUI exists only on Apple platforms (never on Linux). The view is SwiftUI
// alone, so it draws wherever SwiftUI does, watchOS included.
#if canImport(SwiftUI)
import GradientCore
import GradientViewModel
import SwiftUI

/// A mesh gradient in SwiftUI on every system the package supports: SwiftUI's own
/// `MeshGradient` where the system has it (iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2,
/// in an app built with their SDKs), the engine's drawing of the same mesh before that.
///
/// ```swift
/// let mesh = try GradientMesh(
///     width: 2, height: 2, points: [.topLeft, .topRight, .bottomLeft, .bottomRight],
///     colors: [RGBA(red: 1, green: 0, blue: 0), .white, .white, RGBA(red: 0, green: 0, blue: 1)])
/// MeshGradientFill(mesh)
/// MeshGradientFill(mesh, colors: [.red, .primary, .primary, .blue])   // .primary follows dark mode
/// MeshGradientFill(mesh, rendering: .engine)   // the engine everywhere: the pixels `gradient render` writes
/// ```
///
/// The engine draws an image of the view's size in pixels (its display scale), again when
/// the size, the scale or a colour as the environment resolves it changes; views over
/// 256 × 256 pixels are drawn off the main thread, showing the previous image (stretched)
/// until the new one is ready, and nothing before the first.
public struct MeshGradientFill: View {
    private let mesh: GradientMesh
    private let colors: [Color]?
    private let background: Color?
    private let rendering: MeshRendering

    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var contrast

    /// The mesh in its own colours.
    ///
    /// - Parameters:
    ///   - mesh: What to draw.
    ///   - rendering: Which renderer draws; default `.automatic` (SwiftUI's where it exists).
    public init(_ mesh: GradientMesh, rendering: MeshRendering = .automatic) {
        self.mesh = mesh
        self.colors = nil
        self.background = nil
        self.rendering = rendering
    }

    /// The mesh in SwiftUI colours, read for the environment (colour scheme, contrast).
    ///
    /// - Parameters:
    ///   - mesh: The positions, control points, smoothing and colour space.
    ///   - colors: One colour per vertex; a count that differs from the mesh's vertices is
    ///     ignored (the mesh's own colours draw), as ``GradientFill`` treats locations.
    ///   - background: The colour outside the mesh; `nil` (the default) keeps the mesh's.
    ///   - rendering: Which renderer draws; default `.automatic`.
    public init(_ mesh: GradientMesh, colors: [Color], background: Color? = nil, rendering: MeshRendering = .automatic) {
        self.mesh = mesh
        self.colors = colors.count == mesh.vertices.count ? colors : nil
        self.background = background
        self.rendering = rendering
    }

    public var body: some View {
        switch rendering.path(systemHasMeshGradient: Self.systemHasMeshGradient) {
        case .native: native
        case .engine: EngineMeshFill(mesh: resolvedMesh)
        }
    }

    /// Whether SwiftUI's `MeshGradient` can be used: in the SDK, and on the running system.
    private static var systemHasMeshGradient: Bool {
        // Why this #if: an SDK without MeshGradient (SwiftUI before 6) cannot have it at all.
        #if canImport(SwiftUI, _version: 6.0)
        if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) { return true }
        #endif
        return false
    }

    /// SwiftUI's `MeshGradient` (the engine's drawing where there is none: never reached,
    /// since `systemHasMeshGradient` is then `false`).
    @ViewBuilder private var native: some View {
        // Why this #if: MeshGradient is only in the SDKs whose SwiftUI is version 6 or later,
        // and code inside `if #available` is still type-checked (see SwiftCode+Mesh.swift).
        #if canImport(SwiftUI, _version: 6.0)
        if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            NativeMeshGradient.make(mesh, colors: colors, background: background)
        } else {
            EngineMeshFill(mesh: resolvedMesh)
        }
        #else
        EngineMeshFill(mesh: resolvedMesh)
        #endif
    }

    /// The mesh with the SwiftUI colours read for the environment, or its own.
    private var resolvedMesh: GradientMesh {
        guard let colors else { return mesh }
        let appearance = ColorAppearance(dark: colorScheme == .dark, increasedContrast: contrast == .increased)
        let read = { (color: Color) in RGBA(resolving: color, in: appearance) }
        return (try? mesh.recolored(colors.map(read), background: background.map(read))) ?? mesh
    }
}

/// The engine's drawing of a mesh at the size offered and the display scale.
struct EngineMeshFill: View {
    var mesh: GradientMesh
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        GeometryReader { proxy in
            EngineMeshImage(
                request: MeshRenderRequest(
                    mesh: mesh, width: Double(proxy.size.width), height: Double(proxy.size.height), scale: Double(displayScale)),
                scale: displayScale)
        }
    }
}

/// The image of one request: drawn at once when small, else in a task that SwiftUI cancels
/// when the request changes (a cancelled drawing is never shown, so an older size never
/// replaces a newer one).
struct EngineMeshImage: View {
    var request: MeshRenderRequest?
    var scale: CGFloat
    /// The last drawing finished in the background, and the request it was drawn for.
    @State private var drawn: (request: MeshRenderRequest, image: CGImage?)?

    var body: some View {
        Group {
            if let image {
                Image(decorative: image, scale: scale).resizable()
            } else {
                Color.clear
            }
        }
        .task(id: request) {
            guard let request, request.pixelCount > MeshRenderGate.inlinePixelLimit, drawn?.request != request else { return }
            let bitmap = await MeshImage.drawInBackground(request)
            guard !Task.isCancelled else { return }
            drawn = (request, bitmap.flatMap(MeshImage.cgImage))
        }
    }

    /// The image to show now: a small request drawn here, a large one's latest drawing
    /// (`nil`: nothing to show yet).
    private var image: CGImage? {
        guard let request else { return nil }
        guard request.pixelCount > MeshRenderGate.inlinePixelLimit else { return MeshImage.draw(request).flatMap(MeshImage.cgImage) }
        return drawn?.image
    }
}
#endif
