import GradientCSS
import GradientCore

/// What a gradient view assigns to its `CAGradientLayer` for one size and environment: the
/// view model's answer.
///
/// ``layer`` holds stops Core Animation mixes itself (`Interpolation.srgb`, or
/// `Interpolation.coreAnimation` when the view asks for it): modes Core Animation cannot
/// draw have already been turned into extra stops, and dimming and appearance are already
/// applied to its colours.
public struct ViewGradient: Sendable, Hashable {
    /// Where the colours came from (see ``GradientViewState`` for the precedence rule).
    public enum Source: String, Sendable, Hashable, CaseIterable {
        /// The code API's `colors`.
        case code
        /// The inspectable gradient string (CSS or a JSON spec).
        case string
        /// The eight inspectable stops.
        case stops
        /// The `startColor`/`endColor` inspectables.
        case startEndColors
        /// The sample Interface Builder shows for a view with nothing configured.
        case sample
        /// The placeholder Interface Builder shows for a gradient string that does not parse.
        case placeholder
        /// Nothing configured: no colours, the layer draws nothing.
        case none
    }

    /// The layer's configuration: type, colours, locations, start and end point.
    public var layer: LayerGradient
    /// Where the colours came from.
    public var source: Source
    /// The reader's error when the gradient string does not parse, else `nil`.
    public var problem: GradientError?

    /// Creates a result.
    public init(layer: LayerGradient, source: Source, problem: GradientError? = nil) {
        self.layer = layer
        self.source = source
        self.problem = problem
    }
}
