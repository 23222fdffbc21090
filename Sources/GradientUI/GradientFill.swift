// Why this #if: SwiftUI exists only on Apple platforms (never on Linux). The view is SwiftUI
// alone, so it draws wherever SwiftUI draws: watchOS, widgets, `ImageRenderer`.
#if canImport(SwiftUI)
import GradientCore
import GradientViewModel
import SwiftUI

/// A gradient view made of SwiftUI alone: it takes SwiftUI `Color`s (or a `Gradient`), fills
/// the space it is offered, animates with SwiftUI (`withAnimation`, `.animation(_:value:)`),
/// and draws wherever SwiftUI draws — `ImageRenderer`, widgets, Live Activities, watchOS —
/// where ``GradientBackground`` (a wrapped `UIView`) cannot.
///
/// ```swift
/// GradientFill(colors: [.pink, .orange, .yellow], direction: .angle(45), interpolation: .oklab)
/// GradientFill(colors: [.white, .indigo], type: .radial, center: UnitPoint(x: 0.3, y: 0.3))
/// GradientFill(colors: [.red, .yellow, .green, .blue, .red], type: .conic, startAngle: .degrees(90))
/// ```
///
/// Every decision is the view model's, as for ``GradientView``: the same directions (CSS
/// angles, right-to-left flipping of `.horizontal`), radial and conic geometry, and
/// interpolation modes (perceptual ones become extra stops). SwiftUI places gradients in
/// points, so the layer configuration is turned into SwiftUI's gradients for the size drawn
/// (``SwiftUIGradient``): a radial gradient is an `EllipticalGradient`, exact on any size.
/// Colours are read for the environment's colour scheme and contrast.
///
/// Animating, SwiftUI mixes two gradients through 64 evenly spaced colours and their points
/// (`SampledGradient`), as Core Animation mixes a layer's colours and points: a hard edge is
/// a ramp 1/63 of the gradient wide until the animation ends, when the exact stops draw
/// again. The type does not animate (the new one applies at once).
public struct GradientFill: View {
    /// The colours and, when given, their locations.
    private let stops: [(color: Color, location: Double?)]
    private let direction: Direction
    private let type: GradientType
    private let center: UnitPoint
    private let radiusFraction: Double?
    private let startAngle: Angle
    private let interpolation: Interpolation

    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.layoutDirection) private var layoutDirection

    /// A gradient through `colors`.
    ///
    /// - Parameters:
    ///   - colors: The colours, first to last; none draws nothing, one fills the view.
    ///   - locations: Each colour's location in `0…1`; `nil` (the default), or a count that
    ///     differs from the colours', spreads them evenly.
    ///   - direction: Which way an axial gradient runs; default `.vertical`. `.angle(_:)` is
    ///     in CSS degrees (0 up, 90 right) and right on any aspect ratio.
    ///   - type: The shape; default `.axial`.
    ///   - center: The centre of a radial or conic gradient; default `.center`.
    ///   - radiusFraction: A radial gradient's radius as a fraction of the width
    ///     (horizontally) and height (vertically), as `EllipticalGradient` takes it; `nil`
    ///     (the default) reaches the farthest corner.
    ///   - startAngle: Where a conic gradient starts, measured from the top, clockwise, as
    ///     CSS measures it (SwiftUI's `AngularGradient` measures from the trailing side);
    ///     default `.zero`, the top.
    ///   - interpolation: How colours are mixed; default `.srgb`.
    public init(
        colors: [Color], locations: [Double]? = nil, direction: Direction = .vertical, type: GradientType = .axial,
        center: UnitPoint = .center, radiusFraction: Double? = nil, startAngle: Angle = .zero, interpolation: Interpolation = .srgb
    ) {
        let located = locations.flatMap { $0.count == colors.count ? $0 : nil }
        self.stops = colors.enumerated().map { ($0.element, located?[$0.offset]) }
        self.direction = direction
        self.type = type
        self.center = center
        self.radiusFraction = radiusFraction
        self.startAngle = startAngle
        self.interpolation = interpolation
    }

    /// A gradient through a SwiftUI `Gradient`'s stops, at their locations (see
    /// ``init(colors:locations:direction:type:center:radiusFraction:startAngle:interpolation:)``
    /// for the other parameters).
    public init(
        _ gradient: Gradient, direction: Direction = .vertical, type: GradientType = .axial, center: UnitPoint = .center,
        radiusFraction: Double? = nil, startAngle: Angle = .zero, interpolation: Interpolation = .srgb
    ) {
        self.init(
            colors: gradient.stops.map(\.color), locations: gradient.stops.map { Double($0.location) }, direction: direction, type: type,
            center: center, radiusFraction: radiusFraction, startAngle: startAngle, interpolation: interpolation)
    }

    public var body: some View {
        let state = self.state
        let environment = ViewEnvironment(layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
        GeometryReader { proxy in
            let size = proxy.size
            AnimatedGradientFill(
                layer: state.resolve(width: Double(size.width), height: Double(size.height), environment: environment).layer, size: size)
        }
    }

    /// The view model's state for these settings, the colours read for the environment.
    private var state: GradientViewState {
        let appearance = ColorAppearance(dark: colorScheme == .dark, increasedContrast: contrast == .increased)
        var state = GradientViewState()
        if !stops.isEmpty {
            state.colors = stops.map { AdaptiveColor(RGBA(resolving: $0.color, in: appearance)) }
            let locations = stops.compactMap(\.location)
            state.locations = locations.count == stops.count ? locations : nil
        }
        state.direction = direction
        state.type = type
        state.center = GradientPoint(x: Double(center.x), y: Double(center.y))
        state.radius = radiusFraction
        state.startAngle = startAngle.degrees
        state.interpolation = interpolation
        return state
    }
}

/// The drawing of a ``GradientFill`` at one size, which SwiftUI animates through
/// ``animatableData``.
struct AnimatedGradientFill: View, Animatable {
    /// The configuration at rest.
    var layer: LayerGradient
    /// The size drawn, in points.
    var size: CGSize
    /// The picture mid-animation, when SwiftUI has set one.
    var frame: AnimatableGradient?

    var animatableData: AnimatableGradient {
        get { frame ?? AnimatableGradient(SampledGradient(layer)) }
        set { frame = newValue }
    }

    var body: some View {
        Rectangle().fill(SwiftUIGradient.style(shown, size: size))
    }

    /// The exact configuration at rest; the sampled one mid-animation.
    private var shown: LayerGradient {
        guard let frame, frame.sampled != SampledGradient(layer) else { return layer }
        return frame.sampled.layer(type: layer.type)
    }
}

/// `SampledGradient` as SwiftUI's `VectorArithmetic`, the numbers it animates.
struct AnimatableGradient: VectorArithmetic {
    var sampled: SampledGradient

    init(_ sampled: SampledGradient) { self.sampled = sampled }

    static var zero: AnimatableGradient { AnimatableGradient(.zero) }

    static func + (a: AnimatableGradient, b: AnimatableGradient) -> AnimatableGradient { AnimatableGradient(a.sampled + b.sampled) }

    static func - (a: AnimatableGradient, b: AnimatableGradient) -> AnimatableGradient { AnimatableGradient(a.sampled - b.sampled) }

    mutating func scale(by rhs: Double) { sampled = sampled.scaled(by: rhs) }

    var magnitudeSquared: Double { sampled.magnitudeSquared }
}
#endif
