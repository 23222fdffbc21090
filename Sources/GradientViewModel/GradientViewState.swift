import GradientCSS
import GradientCore

/// Everything a gradient view has been told, and every decision it makes: the value type the
/// UIKit, AppKit and SwiftUI adapters hold and turn into `CAGradientLayer` properties.
///
/// ```swift
/// var state = GradientViewState()
/// state.colors = [AdaptiveColor(RGBA(red: 1, green: 0, blue: 0)), AdaptiveColor(RGBA(red: 0, green: 0, blue: 1))]
/// state.direction = .angle(45)
/// state.interpolation = .oklab
/// let g = state.resolve(width: 300, height: 100)   // points for 300×100, extra OKLab stops
/// ```
///
/// ## Precedence
/// The colours (and, for the string, everything else) come from the first of these that is
/// set, highest first:
/// 1. the code API: ``colors`` (non-`nil` and non-empty; a single colour fills the view,
///    handed to the layer as two stops of it), with ``locations``;
/// 2. the gradient string ``gradientString`` (non-blank): a CSS gradient or a JSON spec,
///    which brings its own type, geometry and interpolation; a string that does not parse,
///    or a `background-image` list of two or more gradients (the view draws one), shows
///    `PlaceholderGradient.invalidString` in Interface Builder (at run time it is skipped and
///    the next source applies), and its error is in ``ViewGradient/problem``;
/// 3. the eight inspectable ``stops`` (any with a colour);
/// 4. ``startColor`` / ``endColor`` (either set; one alone fills the view);
/// 5. nothing: no colours (the layer draws nothing), or `PlaceholderGradient.sample` in
///    Interface Builder.
///
/// ## Geometry
/// For sources 1, 3 and 4 the geometry follows ``type``:
/// - axial: ``direction``. The geometry inspectables set it: an angle (≥ 0) wins over the
///   start and end points whatever the order Interface Builder sets them in; code that sets
///   ``direction`` afterwards wins.
/// - radial and conic: ``center``, ``radius`` and ``startAngle`` (`CenteredGeometry`); by
///   default centred, reaching the farthest corner, starting at the top and sweeping
///   clockwise, whatever ``direction`` says. While all three are at their defaults, a
///   `Direction.custom(start:end:)` direction gives the layer's points instead, as
///   `CAGradientLayer` reads them (centre at the start point), for code written for the
///   layer itself.
///
/// A gradient string brings its own geometry.
public struct GradientViewState: Sendable, Hashable {
    /// The colours set in code; `nil` (the default) when unset. An empty array counts as unset.
    public var colors: [AdaptiveColor]?
    /// Each code colour's location in `0…1`; `nil` (the default) spreads them evenly. A count
    /// that differs from ``colors`` also spreads them evenly, as `CAGradientLayer` does.
    public var locations: [Double]?
    /// Which way the gradient runs. Default `Direction.vertical` (top to bottom).
    /// `Direction.horizontal` runs leading to trailing, so it flips in right-to-left layouts;
    /// every other direction is physical.
    public var direction: Direction = .vertical
    /// The shape. Default `GradientType.axial`.
    public var type: GradientType = .axial
    /// The centre of a radial or conic gradient, in unit coordinates (`(0, 0)` top-left,
    /// `(1, 1)` bottom-right; it may lie outside). Default `GradientPoint.center`. A
    /// non-finite point draws as the default.
    public var center: GradientPoint = .center
    /// The radius of a radial gradient as a fraction of the view's size: the ellipse's radii
    /// are `radius · width` and `radius · height` (SwiftUI's `EllipticalGradient` reads its
    /// radius fraction the same way). `nil` (the default), and any value that is not positive
    /// and finite, reaches the farthest corner from ``center``.
    public var radius: Double?
    /// Where a conic gradient starts, in CSS degrees: `0` (the default) up, `90` right,
    /// sweeping clockwise, measured on the screen. A non-finite angle draws as `0`.
    public var startAngle: Double = 0
    /// How colours are mixed: the engine's modes under the engine's names. Default `Interpolation.srgb`.
    ///
    /// `.srgb` and `.coreAnimation` hand the stops to Core Animation unchanged, so on a device
    /// they draw the same; a render of the resolved layer elsewhere (a preview or snapshot on
    /// Linux) shows `.srgb` as the documented straight mixing and `.coreAnimation` as the
    /// engine's model of what Core Animation draws. Every other mode becomes extra stops within
    /// one 8-bit level of its exact ramp (`NativeStops`).
    public var interpolation: Interpolation = .srgb
    /// A whole gradient as text (CSS such as `linear-gradient(45deg, #f06, #fc0)`, or a JSON
    /// spec); `nil` (the default) or blank when unused.
    public var gradientString: String?
    /// The eight Interface Builder stops. Default: all unused.
    public var stops = InspectableStops()
    /// The two-colour recipe's first colour; `nil` (the default) when unset.
    public var startColor: AdaptiveColor?
    /// The two-colour recipe's last colour; `nil` (the default) when unset.
    public var endColor: AdaptiveColor?
    /// Whether a dimmed environment (``ViewEnvironment/isDimmed``: behind an alert or sheet)
    /// greys the colours out, as tinted controls do. Default `false`: backgrounds keep their
    /// colours.
    public var dimsWhenTintAdjusted = false
    /// Whether the view is being drawn by Interface Builder (set by
    /// `prepareForInterfaceBuilder()`); enables the sample and placeholder. Default `false`.
    public var isInterfaceBuilderPreview = false
    /// The geometry inspectables as Interface Builder set them, kept apart so that their
    /// order does not matter (see ``setInspectedAngle(_:)``).
    var inspectedGeometry = InspectedGeometry()

    /// Creates a state with every default: no colours, vertical, axial, `Interpolation.srgb`.
    public init() {}

    /// The layer configuration for a view of `width × height` (points; only the ratio matters)
    /// in `environment`.
    ///
    /// Appearance picks each ``AdaptiveColor``'s variant and the gradient string's system
    /// colours and `light-dark()` branch, the tint colour is its `currentcolor`
    /// (``ViewEnvironment/cssParsingOptions``); right-to-left mirrors a
    /// `Direction.horizontal` gradient; dimming greys every colour (`Dimming`) when ``dimsWhenTintAdjusted`` is on; modes Core
    /// Animation cannot draw become extra stops within one 8-bit level of the exact ramp.
    /// Non-finite input never reaches the layer: non-finite points fall back to the vertical
    /// ones, non-finite colour components become `0`, non-finite locations are spread evenly.
    public func resolve(width: Double, height: Double, environment: ViewEnvironment = ViewEnvironment()) -> ViewGradient {
        var cache = ResolutionCache()
        return resolve(width: width, height: height, environment: environment, cache: &cache)
    }

    /// ``resolve(width:height:environment:)``, reading the gradient string and expanding
    /// perceptual stops through `cache`, so a new size costs only its geometry.
    package func resolve(width: Double, height: Double, environment: ViewEnvironment, cache: inout ResolutionCache) -> ViewGradient {
        let appearance = environment.appearance
        var problem: GradientError?
        if let colors, !colors.isEmpty {
            let stops = StopResolution.coreAnimation(colors: colors.map { $0.resolved(for: appearance) }, locations: locations)
            let keepLocations = locations != nil && locations?.count == colors.count
            return finish(
                stops, keepLocations: keepLocations, source: .code, width: width, height: height, environment: environment, cache: &cache)
        }
        if let text = gradientString, !text.trimmingWhitespace.isEmpty {
            let definition = cache.definition(text, options: environment.cssParsingOptions)
            switch definition.flatMap({ GradientViewState.layer(of: $0, width: width, height: height) }) {
            case .success(let layer):
                return finish(layer: layer, source: .string, environment: environment)
            case .failure(let error):
                problem = error
                if isInterfaceBuilderPreview {
                    return ViewGradient(layer: PlaceholderGradient.invalidString, source: .placeholder, problem: problem)
                }
            }
        }
        if !stops.isEmpty {
            var result = finish(
                stops.resolved(for: appearance), keepLocations: true, source: .stops, width: width, height: height,
                environment: environment, cache: &cache)
            result.problem = problem
            return result
        }
        if startColor != nil || endColor != nil {
            let first = (startColor ?? endColor)?.resolved(for: appearance) ?? .clear
            let last = (endColor ?? startColor)?.resolved(for: appearance) ?? .clear
            var result = finish(
                StopResolution.coreAnimation(colors: [first, last], locations: nil), keepLocations: false,
                source: .startEndColors, width: width, height: height, environment: environment, cache: &cache)
            result.problem = problem
            return result
        }
        if isInterfaceBuilderPreview {
            return finish(layer: NativeStops.expanded(PlaceholderGradient.sample), source: .sample, environment: environment)
        }
        return ViewGradient(layer: LayerGradient(colors: [], startPoint: .top, endPoint: .bottom), source: .none, problem: problem)
    }

    /// The start and end points of ``direction`` for a size and layout direction, made finite.
    public func points(width: Double, height: Double, layoutDirection: TextDirection) -> (start: GradientPoint, end: GradientPoint) {
        var (start, end) = direction.points(width: width, height: height)
        guard start.isFinite, end.isFinite else { return (.top, .bottom) }
        if layoutDirection == .rightToLeft, direction == .horizontal {
            start.x = 1 - start.x
            end.x = 1 - end.x
        }
        return (start, end)
    }

    /// The layer configuration a parsed gradient string gives at this size (what the
    /// command-line tool asks it for), in stops Core Animation mixes itself: a CSS gradient's
    /// layer form already is; a JSON layer spec is expanded (`NativeStops.expanded(_:)`). The
    /// text is read with the environment's options (``ViewEnvironment/cssParsingOptions``):
    /// system colours and `light-dark()` follow the view's appearance, `currentcolor` is its
    /// tint colour; a `{"css": …}` spec's own `colorScheme` and `currentColor` win.
    static func layer(of gradient: GradientDefinition, width: Double, height: Double) -> Result<LayerGradient, GradientError> {
        // The view's backing layer is one CAGradientLayer: a background-image list and a mesh
        // are refused as bad input is (no sublayers are added for the others).
        if case .stack(let list) = gradient {
            return .failure(
                GradientError(
                    .unsupported(format: "view"),
                    "The view draws one gradient and the gradient string stacks \(list.gradients.count) layers: give one gradient, or one view per layer."))
        }
        if case .mesh(let mesh) = gradient {
            return .failure(
                GradientError(
                    .unsupported(format: "view"),
                    "The gradient string is a \(mesh.width)x\(mesh.height) mesh, which a CAGradientLayer cannot draw: show it in a MeshGradientView (its meshJSON) or a MeshGradientFill."
                ))
        }
        do {
            let layer = try gradient.layerGradient(width: width, height: height)
            switch gradient {
            case .layer, .angledLayer: return .success(NativeStops.expanded(layer))
            default: return .success(layer)
            }
        } catch let error as GradientError {
            return .failure(error)
        } catch {
            return .failure(GradientError(.invalidValue, "The gradient string could not be read: \(error)."))
        }
    }

    /// Whether radial and conic gradients take ``direction``'s custom points as the layer's
    /// own (``center``, ``radius`` and ``startAngle`` all at their defaults).
    var placesWithLayerPoints: Bool {
        guard case .custom = direction else { return false }
        return center == .center && radius == nil && startAngle == 0
    }

    /// Builds the layer for stops from the code API, the stops or the start/end colours.
    private func finish(
        _ stops: [ColorStop], keepLocations: Bool, source: ViewGradient.Source, width: Double, height: Double,
        environment: ViewEnvironment, cache: inout ResolutionCache
    ) -> ViewGradient {
        var layer = LayerGradient(
            type: type, colors: stops.map(\.color), locations: keepLocations ? stops.map(\.location) : nil,
            interpolation: interpolation)
        if type == .axial || placesWithLayerPoints {
            (layer.startPoint, layer.endPoint) = points(width: width, height: height, layoutDirection: environment.layoutDirection)
        } else if type == .radial {
            (layer.startPoint, layer.endPoint) = CenteredGeometry.radialPoints(center: center, radius: radius)
        }
        layer = cache.expanded(layer)
        if type == .conic, !placesWithLayerPoints {
            layer = CenteredGeometry.conic(layer, center: center, cssDegrees: startAngle, width: width, height: height)
        }
        return finish(layer: layer, source: source, environment: environment)
    }

    /// Dims and cleans a layer configuration whose stops Core Animation mixes itself
    /// (`Interpolation.srgb` or `Interpolation.coreAnimation`). A single colour becomes
    /// two stops of it at `0` and `1` (the package's `LayerGradient.withSingleColorDoubled`).
    private func finish(layer: LayerGradient, source: ViewGradient.Source, environment: ViewEnvironment) -> ViewGradient {
        var out = layer.withSingleColorDoubled
        if environment.isDimmed, dimsWhenTintAdjusted { out.colors = out.colors.map(Dimming.dimmed) }
        out.colors = out.colors.map(NativeStops.finite)
        if !out.startPoint.isFinite || !out.endPoint.isFinite {
            out.startPoint = .top
            out.endPoint = .bottom
        }
        return ViewGradient(layer: out, source: source)
    }
}
