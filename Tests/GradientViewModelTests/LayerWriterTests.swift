import GradientCSS
import GradientCore
import GradientRaster
import Testing

@testable import GradientViewModel

/// The view writes its layer's gradient properties only once it has a gradient, and then only
/// the ones whose value changed: a layer configured directly is left alone, and a direct write
/// lasts until the view's own value for that property changes.
@Suite struct LayerWriterTests {
    static let red = RGBA(red: 1, green: 0, blue: 0)
    static let blue = RGBA(red: 0, green: 0, blue: 1)

    /// An unconfigured view resolves to "leave the layer alone", at every size and in every
    /// environment, through the gate as the view asks it: nothing to write.
    @Test func anUnconfiguredViewLeavesTheLayerAlone() {
        var gate = LayerUpdateGate()
        var writer = LayerWriter()
        let state = GradientViewState()
        #expect(!state.isConfigured)
        let environments = [ViewEnvironment(), ViewEnvironment(appearance: .dark, layoutDirection: .rightToLeft, isDimmed: true, tintColor: Self.red)]
        for (w, h) in [(0.0, 0.0), (320.0, 200.0), (200.0, 320.0)] {
            for environment in environments {
                if let update = gate.update(state, width: w, height: h, environment: environment) {
                    #expect(update.source == .none)
                    #expect(writer.changes(to: update).isEmpty)
                }
            }
        }
        #expect(!writer.ownsLayer)
        // A gradient string that does not parse configures nothing either (at run time).
        var broken = GradientViewState()
        broken.gradientString = "linear-gradient(bleu, red)"
        let update = broken.resolve(width: 10, height: 10)
        #expect(update.problem != nil)
        #expect(writer.changes(to: update).isEmpty)
        // Interface Builder's sample is the view's own picture: it is written.
        var preview = GradientViewState()
        preview.isInterfaceBuilderPreview = true
        #expect(writer.changes(to: preview.resolve(width: 10, height: 10)).properties.count == 5)
    }

    @Test func onlyWhatChangedIsWritten() {
        var writer = LayerWriter()
        var state = GradientViewState()
        state.colors = [AdaptiveColor(Self.red), AdaptiveColor(Self.blue)]
        let first = writer.changes(to: state.resolve(width: 300, height: 100))
        #expect(first.properties == Set(LayerChanges.Property.allCases))
        #expect(writer.ownsLayer)
        // The same again: nothing.
        #expect(writer.changes(to: state.resolve(width: 300, height: 100)).isEmpty)
        // Colours only.
        state.colors = [AdaptiveColor(.white), AdaptiveColor(Self.blue)]
        #expect(writer.changes(to: state.resolve(width: 300, height: 100)).properties == [.colors])
        // An angle: points; a new size moves them again, and only them.
        state.direction = .angle(30)
        #expect(writer.changes(to: state.resolve(width: 300, height: 100)).properties == [.startPoint, .endPoint])
        #expect(writer.changes(to: state.resolve(width: 100, height: 300)).properties == [.startPoint, .endPoint])
        // Locations given.
        state.locations = [0, 0.8]
        #expect(writer.changes(to: state.resolve(width: 100, height: 300)).properties == [.locations])
        // The type (conic: new points and, on a non-square view, resampled stops too).
        state.type = .radial
        #expect(writer.changes(to: state.resolve(width: 100, height: 300)).properties == [.type, .startPoint, .endPoint])
    }

    /// Clearing the configuration clears the colours the view wrote (the layer draws nothing,
    /// as with `colors = nil`), and the layer is the user's again.
    @Test func clearingHandsTheLayerBack() {
        var writer = LayerWriter()
        var state = GradientViewState()
        state.startColor = AdaptiveColor(Self.red)
        _ = writer.changes(to: state.resolve(width: 10, height: 10))
        state.startColor = nil
        let cleared = writer.changes(to: state.resolve(width: 10, height: 10))
        #expect(cleared.properties == [.colors, .locations])
        #expect(cleared.gradient.colors.isEmpty && cleared.gradient.locations == nil)
        #expect(!writer.ownsLayer)
        #expect(writer.changes(to: state.resolve(width: 10, height: 10)).isEmpty)
    }

    /// An animation writes its model value itself and records it: the next update writes only
    /// what differs from that.
    @Test func recordedValuesCount() {
        var writer = LayerWriter()
        var state = GradientViewState()
        state.colors = [AdaptiveColor(Self.red), AdaptiveColor(Self.blue)]
        let layer = state.resolve(width: 10, height: 10).layer
        writer.record(layer)
        #expect(writer.changes(to: state.resolve(width: 10, height: 10)).isEmpty)
    }
}
