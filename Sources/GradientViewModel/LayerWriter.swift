import GradientCSS
import GradientCore

/// Which of a `CAGradientLayer`'s properties a view writes, and when: the view owns the
/// layer's gradient properties (`type`, `colors`, `locations`, `startPoint`, `endPoint`)
/// only once it is given a gradient, and then writes each only when its own value for it
/// changes. Every other property of the layer (`cornerRadius`, `mask`, borders, shadows,
/// opacity …) is never touched.
///
/// So a view with nothing configured leaves a layer that was set up directly as it is (the
/// six-stop Objective-C recipe writes `view.layer` itself), and a direct write to one of the
/// gradient properties lasts until the view's own value for that property changes (a
/// `startPoint` written by hand stays through rotations of a view whose points do not
/// depend on the size). When the view's configuration is cleared again, it clears the
/// colours it wrote (`colors = nil`, the layer's default, which draws nothing) and owns the
/// layer no more.
///
/// ```swift
/// var writer = LayerWriter()
/// writer.changes(to: nothingConfigured).isEmpty         // true: the layer is left alone
/// writer.changes(to: twoColours).properties             // all five: the view takes the layer
/// writer.changes(to: twoColoursMoved).properties        // [.startPoint, .endPoint]
/// ```
package struct LayerWriter: Sendable, Hashable {
    /// What the view last wrote to its layer (every gradient property), or `nil` while it
    /// owns none of them.
    package private(set) var written: LayerGradient?

    /// Creates a writer for a layer the view has not written yet.
    package init() {}

    /// Whether the view owns its layer's gradient properties now.
    package var ownsLayer: Bool { written != nil }

    /// What to write for `gradient`, and records it as written. `gradient` is the view
    /// model's answer as the platform's layer takes it (mirrored on macOS).
    package mutating func changes(to gradient: ViewGradient) -> LayerChanges {
        guard gradient.source != .none else {
            guard written != nil else { return LayerChanges(gradient: gradient.layer, properties: []) }
            // Cleared: the colours go (drawing nothing), and the layer is the user's again.
            written = nil
            var cleared = gradient.layer
            cleared.colors = []
            cleared.locations = nil
            return LayerChanges(gradient: cleared, properties: [.colors, .locations])
        }
        return changes(to: gradient.layer)
    }

    /// What to write for `layer`, a configuration the view puts on its layer itself (an
    /// animation's model value), and records it as written.
    package mutating func changes(to layer: LayerGradient) -> LayerChanges {
        defer { written = layer }
        guard let old = written else { return LayerChanges(gradient: layer, properties: Set(LayerChanges.Property.allCases)) }
        var properties: Set<LayerChanges.Property> = []
        if old.type != layer.type { properties.insert(.type) }
        if old.colors != layer.colors { properties.insert(.colors) }
        if old.locations != layer.locations { properties.insert(.locations) }
        if old.startPoint != layer.startPoint { properties.insert(.startPoint) }
        if old.endPoint != layer.endPoint { properties.insert(.endPoint) }
        return LayerChanges(gradient: layer, properties: properties)
    }

    /// Records that the layer holds `layer` now, written by the adapter itself (an animation
    /// sets its model value directly).
    package mutating func record(_ layer: LayerGradient) { written = layer }
}

/// The layer properties one update writes, with the values to write.
package struct LayerChanges: Sendable, Hashable {
    /// A gradient property of `CAGradientLayer`.
    package enum Property: String, Sendable, Hashable, CaseIterable {
        case type, colors, locations, startPoint, endPoint
    }

    /// The values; only ``properties`` are written. Empty `colors` are written as `nil`.
    package var gradient: LayerGradient
    /// The properties to write.
    package var properties: Set<Property>

    /// Whether the update writes nothing.
    package var isEmpty: Bool { properties.isEmpty }
}
