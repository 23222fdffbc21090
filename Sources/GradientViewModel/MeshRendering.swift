/// Which renderer draws a mesh gradient in SwiftUI.
public enum MeshRendering: String, Sendable, Hashable, CaseIterable {
    /// SwiftUI's own `MeshGradient` where the system has it (iOS 18, macOS 15, tvOS 18,
    /// watchOS 11, visionOS 2 and later, built with an SDK that has it); the engine's
    /// drawing elsewhere. The default.
    case automatic
    /// The engine's drawing on every system: the same pixels as `gradient render` writes
    /// into a PNG.
    case engine

    /// The renderer that draws: `.native` or `.engine`.
    ///
    /// - Parameter systemHasMeshGradient: Whether SwiftUI's `MeshGradient` is there to use
    ///   (in the SDK the app was built with, and on the system it runs on).
    package func path(systemHasMeshGradient: Bool) -> MeshDrawingPath {
        switch self {
        case .automatic: systemHasMeshGradient ? .native : .engine
        case .engine: .engine
        }
    }
}

/// The renderer a mesh view uses.
package enum MeshDrawingPath: Sendable, Hashable {
    /// SwiftUI's `MeshGradient`.
    case native
    /// `Rasterizer.render(mesh:width:height:options:pixelLimit:)`, shown as an image.
    case engine
}
