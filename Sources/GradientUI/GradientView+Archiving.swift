// Why this #if: the view exists on the platforms with a layer-backed view (see GradientView+UIKit.swift).
#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import Foundation
import GradientCore
import GradientViewModel

/// Keyed archiving of the gradient (`encode(with:)`, `init(coder:)`): a view copied through
/// `NSKeyedArchiver` comes back with what it was told. The configuration is the view model's
/// property list (`GradientViewState.archivedConfiguration`); the colours are archived as the
/// `UIColor`s or `NSColor`s they are. A nib holds none of these keys (Interface Builder sets
/// the inspectables by key-value coding after `init(coder:)`), so loading one is unchanged.
extension GradientView {
    /// Archives the view and its gradient configuration (colours, string, stops, geometry,
    /// type, interpolation) under `GVGradientView.` keys, so that a copy made through
    /// `NSKeyedArchiver` draws the same gradient.
    override open func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodeGradient(with: coder)
    }

    /// Whether `coder` holds a gradient this class archived.
    static func holdsArchivedGradient(_ coder: NSCoder) -> Bool {
        coder.allowsKeyedCoding && coder.containsValue(forKey: GradientViewState.ArchiveKey.configuration)
    }

    /// Writes the configuration and the platform colours under the `GVGradientView.` keys.
    func encodeGradient(with coder: NSCoder) {
        guard coder.allowsKeyedCoding else { return }
        typealias Key = GradientViewState.ArchiveKey
        coder.encode(configuration.state.archivedConfiguration, forKey: Key.configuration)
        if let colors = configuration.colors { coder.encode(colors, forKey: Key.colors) }
        if let color = configuration.startColor { coder.encode(color, forKey: Key.startColor) }
        if let color = configuration.endColor { coder.encode(color, forKey: Key.endColor) }
        for (i, color) in configuration.platformColors.stops.enumerated() {
            if let color { coder.encode(color, forKey: Key.stopColor(i)) }
        }
    }

    /// Reads what ``encodeGradient(with:)`` wrote, when `coder` holds it; else leaves the view
    /// as it is. Decoded with the classes named (a property list, colours), so it also works
    /// from a coder that requires secure coding.
    func decodeGradient(from coder: NSCoder) {
        typealias Key = GradientViewState.ArchiveKey
        guard GradientView.holdsArchivedGradient(coder),
            let configuration = coder.decodePropertyList(forKey: Key.configuration) as? [String: Any]
        else { return }
        var decoded = Configuration()
        decoded.state = GradientViewState(archivedConfiguration: configuration)
        decoded.colors = coder.decodeObject(of: [NSArray.self, PlatformColor.self], forKey: Key.colors) as? [PlatformColor]
        decoded.startColor = coder.decodeObject(of: PlatformColor.self, forKey: Key.startColor)
        decoded.endColor = coder.decodeObject(of: PlatformColor.self, forKey: Key.endColor)
        for i in 0..<InspectableStops.count {
            decoded.platformColors.stops[i] = coder.decodeObject(of: PlatformColor.self, forKey: Key.stopColor(i))
        }
        self.configuration = decoded
    }
}
#endif
