// Why this #if: the view exists on the platforms with a layer-backed view (see MeshGradientView+UIKit.swift).
#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import Foundation
import GradientCore
import GradientViewModel

// What Interface Builder sets. It has no arrays, so the mesh comes as the text of a JSON spec;
// a value that is not a mesh leaves the view as it was and is reported in
// `configurationProblem` (and logged once), as GradientView reports its settings.
extension MeshGradientView {
    #if !os(visionOS)  // Why: nib loading and this method are deprecated on visionOS.
    /// Shows the mesh in Interface Builder, drawn at once (a sample while there is none, a
    /// magenta one while ``meshJSON`` has a problem). Nonisolated, as `NSObject` declares it;
    /// Interface Builder calls it on the main thread, which is checked.
    override nonisolated open func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        MainThread.assumeIsolated { previewInInterfaceBuilder() }
    }
    #endif

    /// From now on draws what Interface Builder shows, at once.
    private func previewInInterfaceBuilder() {
        isInterfaceBuilderPreview = true
        updateMesh()
    }

    /// The mesh as the text of a JSON spec, `{"mesh": {"width": 2, "height": 2, "points": […],
    /// "colors": […]}}` as `gradient render` reads it (GradientKit's article "Mesh gradients"
    /// gives the fields); `nil` (the default) draws nothing. Reading it gives the mesh drawn,
    /// its colours as the view's traits resolve them now. Text that is not a mesh spec leaves
    /// the view as it was and is reported in ``configurationProblem``; ``setMesh(json:)``
    /// throws the same sentence instead.
    @IBInspectable public var meshJSON: String? {
        get { mesh.flatMap(MeshSpecText.text(of:)) }
        set {
            guard let text = newValue, !text.allSatisfy(\.isWhitespace) else {
                mesh = nil
                return
            }
            do {
                mesh = try MeshSpecText.mesh(from: text)
            } catch {
                problems.report(error as? GradientError ?? GradientError(.invalidValue, "\(error)"), for: .meshJSON)
                if isInterfaceBuilderPreview { updateMesh() }
            }
        }
    }

    /// The problem with the value last given to ``meshJSON``, one sentence naming it, or `nil`
    /// once the view has been given a usable mesh (by ``meshJSON`` or in code).
    @objc public var configurationProblem: String? { problems.last }

    /// What Interface Builder shows (`PlaceholderGradient.interfaceBuilderMesh`).
    var interfaceBuilderMesh: GradientMesh? {
        PlaceholderGradient.interfaceBuilderMesh(hasMesh: content != nil, resolved: content.flatMap(resolved), hasProblem: problems.last != nil)
    }
}
#endif
