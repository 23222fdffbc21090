// Why this #if: the view exists on the platforms with a layer-backed view (see MeshGradientView+UIKit.swift).
#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import Foundation
import GradientCore
import GradientViewModel

/// Keyed archiving of the mesh (`encode(with:)`, `init(coder:)`): a view copied through
/// `NSKeyedArchiver` comes back with the mesh it was given, as the text of its JSON spec
/// (``MeshSpecText``), and with the `UIColor`s or `NSColor`s it was given, kept as they are so
/// that dynamic colours stay dynamic. A nib holds none of these keys (Interface Builder sets
/// ``meshJSON`` by key-value coding after `init(coder:)`), so loading one is unchanged.
extension MeshGradientView {
    /// The archive's keys.
    enum ArchiveKey {
        static let mesh = "GVMeshGradientView.mesh"
        static let colors = "GVMeshGradientView.colors"
        static let background = "GVMeshGradientView.background"
    }

    /// Archives the view and its mesh under `GVMeshGradientView.` keys.
    override open func encode(with coder: NSCoder) {
        super.encode(with: coder)
        guard coder.allowsKeyedCoding, let content, let text = MeshSpecText.text(of: content.mesh) else { return }
        coder.encode(text as NSString, forKey: ArchiveKey.mesh)
        if let colors = content.colors { coder.encode(colors as NSArray, forKey: ArchiveKey.colors) }
        if let background = content.background { coder.encode(background, forKey: ArchiveKey.background) }
    }

    /// Reads what `encode(with:)` wrote, when `coder` holds it; else leaves the view as it
    /// is. Decoded with the classes named (a string, colours), so it also works from a coder
    /// that requires secure coding.
    func decodeMesh(from coder: NSCoder) {
        guard coder.allowsKeyedCoding, let text = coder.decodeObject(of: NSString.self, forKey: ArchiveKey.mesh),
            let mesh = try? MeshSpecText.mesh(from: text as String)
        else { return }
        let colors = coder.decodeObject(of: [NSArray.self, PlatformColor.self], forKey: ArchiveKey.colors) as? [PlatformColor]
        let background = coder.decodeObject(of: PlatformColor.self, forKey: ArchiveKey.background)
        content = MeshContent(mesh: mesh, colors: colors?.count == mesh.vertices.count ? colors : nil, background: background)
    }
}
#endif
