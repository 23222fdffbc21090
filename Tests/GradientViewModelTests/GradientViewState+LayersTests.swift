import GradientCSS
import GradientCore
import GradientRaster
import Testing

@testable import GradientViewModel

/// A `background-image` list as the view's gradient string: refused in one sentence, the
/// placeholder in Interface Builder and the next source at run time, as for other bad input.
@Suite struct GradientViewStateLayersTests {
    static let list = "linear-gradient(#fff0, #fff), radial-gradient(red, blue), conic-gradient(red, blue)"
    static let sentence = "The view draws one gradient and the gradient string stacks 3 layers: give one gradient, or one view per layer."

    @Test func aListIsRefusedAsBadInputIs() {
        var state = GradientViewState()
        state.gradientString = Self.list
        state.startColor = AdaptiveColor(RGBA(red: 0, green: 1, blue: 0))
        let runtime = state.resolve(width: 30, height: 10)
        #expect(runtime.source == .startEndColors)
        #expect(runtime.problem?.message == Self.sentence)
        #expect(runtime.problem?.kind == .unsupported(format: "view"))
        state.isInterfaceBuilderPreview = true
        let preview = state.resolve(width: 30, height: 10)
        #expect(preview.source == .placeholder)
        #expect(preview.problem?.message == Self.sentence)
    }

    @Test func aListInTheJSONFormIsRefusedToo() {
        var state = GradientViewState()
        state.gradientString = #"{"css": "\#(Self.list)"}"#
        let g = state.resolve(width: 30, height: 10)
        #expect(g.source == .none)
        #expect(g.problem?.message == Self.sentence)
    }

    /// A mesh spec names the view that draws it.
    @Test func aMeshIsRefusedWithTheViewThatDrawsIt() {
        var state = GradientViewState()
        state.gradientString = #"{"mesh": {"width": 2, "height": 2, "points": [[0, 0], [1, 0], [0, 1], [1, 1]], "colors": ["red", "blue", "gold", "navy"]}}"#
        let g = state.resolve(width: 30, height: 10)
        #expect(g.source == .none)
        #expect(
            g.problem?.message
                == "The gradient string is a 2x2 mesh, which a CAGradientLayer cannot draw: show it in a MeshGradientView (its meshJSON) or a MeshGradientFill."
        )
    }

    @Test func aListOfOneGradientIsThatGradient() {
        var state = GradientViewState()
        state.gradientString = "none, linear-gradient(to right, red, blue)"
        let g = state.resolve(width: 30, height: 10)
        #expect(g.source == .string)
        #expect(g.problem == nil)
        #expect(g.layer.colors.first == RGBA(red: 1, green: 0, blue: 0))
        #expect(g.layer.colors.last == RGBA(red: 0, green: 0, blue: 1))
    }
}
