// Why this #if: the view exists on the platforms with a layer-backed view (see GradientView+UIKit.swift).
#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import CoreGraphics
import GradientCore
import GradientViewModel

extension GradientView {
    /// Everything that decides what a ``GradientView`` draws, as one value (in the spirit of
    /// `UIButton.Configuration`): read ``GradientView/configuration``, change it, and set it
    /// back to change several properties in one step, or give it to
    /// ``GradientView/animateGradient(to:duration:delay:timing:completion:)``.
    ///
    /// ```swift
    /// var next = view.configuration
    /// next.colors = [.systemTeal, .systemIndigo]
    /// next.type = .conic
    /// next.startAngle = 90
    /// view.configuration = next          // one layer update
    /// ```
    ///
    /// Every property has the view's default and meaning (see the view's property of the same
    /// name). It also carries what Interface Builder set (the eight stops and the geometry
    /// inspectables), so `view.configuration = view.configuration` changes nothing, while a
    /// new `Configuration()` clears them. Only gradient settings are in it: the view's other
    /// properties (its layer's corner radius, its background colour …) are the view's own.
    public struct Configuration: Equatable {
        /// Everything but the colours, in the view model's terms (the colours stay
        /// platform colours until the view resolves them for its traits).
        var state = GradientViewState()
        /// The colours as given.
        var platformColors = PlatformColors<PlatformColor>()

        /// A configuration with every default: no colours (draws nothing), vertical, axial,
        /// centred, `Interpolation.srgb`.
        public init() {}

        /// The colours, first to last; `nil` (the default) draws nothing unless an Interface
        /// Builder source (the gradient string, the stops, start and end colour) is set. An
        /// empty array counts as `nil`; one colour fills the view.
        public var colors: [PlatformColor]? {
            get { platformColors.colors }
            set { platformColors.colors = newValue }
        }

        /// Each colour's location in `0…1`; `nil` (the default) spreads them evenly. A count
        /// that differs from ``colors`` also spreads them evenly, as `CAGradientLayer` does.
        public var locations: [Double]? {
            get { state.locations }
            set { state.locations = newValue }
        }

        /// Which way an axial gradient runs. Default `.vertical` (top to bottom);
        /// `.horizontal` flips in right-to-left layouts. Radial and conic gradients are placed
        /// by ``center``, ``radiusFraction`` and ``startAngle`` instead.
        public var direction: Direction {
            get { state.direction }
            set { state.direction = newValue }
        }

        /// The shape. Default `.axial`.
        public var type: GradientType {
            get { state.type }
            set { state.type = newValue }
        }

        /// The centre of a radial or conic gradient, in unit coordinates (`(0, 0)` top-left,
        /// `(1, 1)` bottom-right; it may lie outside the view). Default `(0.5, 0.5)`.
        public var center: CGPoint {
            get { CGPoint(state.center) }
            set { state.center = GradientPoint(newValue) }
        }

        /// The radius of a radial gradient as a fraction of the view's size: the ellipse's
        /// radii are `radiusFraction × width` and `radiusFraction × height` (as SwiftUI's
        /// `EllipticalGradient` reads its radius), so `0.5` reaches the middle of each edge on
        /// any view. `nil` (the default), or a value that is not positive, reaches the
        /// farthest corner from ``center``.
        public var radiusFraction: Double? {
            get { state.radius }
            set { state.radius = newValue }
        }

        /// Where a conic gradient starts, in CSS degrees on the screen: `0` (the default) up,
        /// `90` right; the colours sweep clockwise, evenly on the screen, as CSS's
        /// `conic-gradient(from …)` draws them.
        public var startAngle: Double {
            get { state.startAngle }
            set { state.startAngle = newValue }
        }

        /// How colours are mixed, by the engine's `Interpolation`. Default `.srgb`.
        public var interpolation: Interpolation {
            get { state.interpolation }
            set { state.interpolation = newValue }
        }

        /// A whole gradient as CSS or a JSON spec (it brings its own geometry); default `nil`.
        /// Colours set in ``colors`` win over it.
        public var gradientString: String? {
            get { state.gradientString }
            set { state.gradientString = newValue }
        }

        /// The first colour of the two-colour form; default `nil`.
        public var startColor: PlatformColor? {
            get { platformColors.startColor }
            set { platformColors.startColor = newValue }
        }

        /// The last colour of the two-colour form; default `nil`.
        public var endColor: PlatformColor? {
            get { platformColors.endColor }
            set { platformColors.endColor = newValue }
        }

        /// Whether the gradient greys out when the view's tint is dimmed. Default `false`.
        public var dimsWhenTintAdjusted: Bool {
            get { state.dimsWhenTintAdjusted }
            set { state.dimsWhenTintAdjusted = newValue }
        }

        /// The view model's state with every colour resolved by `resolve`.
        func resolvedState(_ resolve: (PlatformColor) -> RGBA) -> GradientViewState {
            platformColors.filling(state, resolve: resolve)
        }
    }
}
#endif
