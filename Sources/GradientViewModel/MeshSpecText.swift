import Foundation
import GradientCSS
import GradientCore

/// A mesh as the text of a JSON spec, `{"mesh": {…}}` as `gradient render` reads it: what a
/// mesh view's `meshJSON` (Interface Builder's one way to give it arrays) and its keyed
/// archive hold.
///
/// ```swift
/// let mesh = try MeshSpecText.mesh(from: #"{"mesh": {"width": 2, "height": 2, "points": [[0, 0], [1, 0], [0, 1], [1, 1]], "colors": ["red", "blue", "gold", "navy"]}}"#)
/// MeshSpecText.text(of: mesh)   // the same mesh, compact, keys sorted
/// ```
package enum MeshSpecText {
    /// The mesh `text` gives.
    ///
    /// - Throws: `GradientError`, one sentence naming the bad value: text that is not a JSON
    ///   spec or CSS, a mesh spec with a bad field, or a gradient that is not a mesh.
    package static func mesh(from text: String) throws -> GradientMesh {
        let definition = try GradientDefinition(parsing: text)
        guard case .mesh(let mesh) = definition else {
            throw GradientError(
                .invalidValue,
                "The text is a gradient (\(definition.summary)) but not a mesh: a mesh view draws {\"mesh\": {…}}, a GradientView the others.")
        }
        return mesh
    }

    /// The spec of `mesh`, compact with its keys sorted, which ``mesh(from:)`` reads back as
    /// the same mesh; `nil` if it cannot be encoded (a mesh made by `GradientMesh`'s
    /// initialisers always can).
    package static func text(of mesh: GradientMesh) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(["mesh": mesh])).map { String(decoding: $0, as: UTF8.self) }
    }
}
