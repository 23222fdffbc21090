// Why this #if: the view exists on the platforms with a layer-backed view (see GradientView+UIKit.swift).
#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import CoreGraphics
import GradientCore
import GradientViewModel
import QuartzCore

/// What a view keeps between layer updates: the gate (is there anything new to show?), the
/// writer (which layer properties to write) and the problems it logged.
struct LayerUpdates {
    var gate = LayerUpdateGate()
    var writer = LayerWriter()
    var problems = ProblemLog()
}

// The API both platforms share. The view owns the gradient properties of its layer (`type`,
// `colors`, `locations`, `startPoint`, `endPoint`) once it is given a gradient, and writes each
// only when its own value changes (the view model's `LayerWriter`); everything else of the
// layer is the user's.
extension GradientView {
    /// GradientCore's `Direction` under the name the classic wrapper view nests it under, so
    /// `GradientView.Direction.vertical` keeps compiling.
    public typealias Direction = GradientCore.Direction

    /// The backing layer, a `CAGradientLayer` (on iOS also ``layer``), with the view's
    /// configuration on it: reading it applies a change not yet applied, so
    /// `gradientLayer.colors` right after `view.colors = …` reads the new colours.
    ///
    /// The view owns its gradient properties (`type`, `colors`, `locations`, `startPoint`,
    /// `endPoint`) once it is given a gradient, and writes each when its own value for it
    /// changes; until then it writes nothing, so a layer configured directly keeps its
    /// configuration. Its other properties (`cornerRadius`, `mask`, borders, shadows …) are
    /// never touched.
    @objc public var gradientLayer: CAGradientLayer {
        updateGradientLayer()
        return backingLayer
    }

    // MARK: Code API

    /// The colours, first to last; `nil` (the default) draws nothing unless an inspectable
    /// source is set. Dynamic colours are resolved against the view's traits whenever they
    /// change (dark mode, Increase Contrast, elevated levels, the tint for `.tintColor`);
    /// wide-gamut colours keep their gamut.
    @objc public var colors: [PlatformColor]? {
        get { configuration.colors }
        set { configuration.colors = newValue }
    }

    /// Each colour's location in `0…1`; `nil` (the default) spreads them evenly. A count that
    /// differs from ``colors`` also spreads them evenly, as `CAGradientLayer` does.
    @objc public var locations: [Double]? {
        get { configuration.locations }
        set { configuration.locations = newValue }
    }

    /// Which way an axial gradient runs. Default `.vertical` (top to bottom); `.horizontal`
    /// flips in right-to-left layouts. Radial and conic gradients are placed by
    /// ``gradientCenter``, ``radiusFraction`` and ``startAngle`` instead (custom points keep
    /// `CAGradientLayer`'s meaning while those three are at their defaults).
    public var direction: Direction {
        get { configuration.direction }
        set { setConfiguration(\.direction, to: newValue, mending: .directionName) }
    }

    /// The shape. Default `.axial`.
    public var type: GradientType {
        get { configuration.type }
        set { setConfiguration(\.type, to: newValue, mending: .typeName) }
    }

    /// The centre of a radial or conic gradient, in unit coordinates (`(0, 0)` the top-left
    /// corner, `(1, 1)` the bottom-right, on every platform; it may lie outside). Default
    /// `(0.5, 0.5)`. A point that is not finite is ignored.
    @objc public var gradientCenter: CGPoint {
        get { configuration.center }
        set { if newValue.x.isFinite, newValue.y.isFinite { configuration.center = newValue } }
    }

    /// How colours are mixed, by the engine's `Interpolation`. Default `.srgb`.
    ///
    /// `.srgb` and `.coreAnimation` hand the stops to the layer unchanged, so they draw the same
    /// on a device (off it, `.coreAnimation` renders the engine's model of what Core Animation
    /// draws and `.srgb` the documented straight mixing). Every other mode becomes extra stops
    /// within one 8-bit level of its exact ramp.
    public var interpolation: Interpolation {
        get { configuration.interpolation }
        set { setConfiguration(\.interpolation, to: newValue, mending: .interpolationName) }
    }

    /// Whether the gradient greys out when the view's tint is dimmed (`tintAdjustmentMode ==
    /// .dimmed`, behind alerts and sheets on iOS), like a tinted control. Default `false`: a
    /// background stays as it is.
    @objc public var dimsWhenTintAdjusted: Bool {
        get { configuration.dimsWhenTintAdjusted }
        set { configuration.dimsWhenTintAdjusted = newValue }
    }

    /// The last problem with the configuration that still stands (a gradient string that does
    /// not parse, while the view reads it; an unknown type, interpolation or direction name),
    /// or `nil` (the default, and again once each problem is mended: the string parses or is
    /// no longer read, a usable name or value is set). Each new problem is also logged once
    /// (subsystem: the app's bundle identifier followed by `.GradientUI`, category
    /// `configuration`).
    @objc public var configurationProblem: String? { updates.problems.last }

    /// Sets a configuration value that Interface Builder also sets by name (``directionName``,
    /// ``typeName``, ``interpolationName``): a value given in code is valid, so a problem that
    /// name reported no longer stands.
    private func setConfiguration<Value>(
        _ keyPath: WritableKeyPath<Configuration, Value>, to value: Value, mending setting: ConfigurationProblems.Setting
    ) {
        configuration[keyPath: keyPath] = value
        updates.problems.report(nil, for: setting)
    }

    // MARK: Layer updates

    /// The configuration's state with every colour resolved as the system resolves it for
    /// this view now, so that any trait that changes a colour, and only such a trait, updates
    /// the layer.
    func resolvedState(_ configuration: Configuration) -> GradientViewState {
        var state = configuration.resolvedState { self.resolvedNow($0) }
        state.isInterfaceBuilderPreview = isInterfaceBuilderPreview
        return state
    }

    /// The view's size, in points.
    var size: (width: Double, height: Double) { (Double(bounds.width), Double(bounds.height)) }

    /// The layer configuration `configuration` gives at the view's size and traits now, as
    /// this platform's layer takes it.
    func layerNow(for configuration: Configuration) -> LayerGradient {
        onLayer(updates.gate.resolve(resolvedState(configuration), width: size.width, height: size.height, environment: environment).layer)
    }

    /// Brings a change to the layer when the view model says it is due: at once where no
    /// layout pass will come or inside an animation block, else in the next layout pass.
    func scheduleLayerUpdate() {
        switch LayerUpdateTiming(isInWindow: isInWindow, inheritedAnimationDuration: inheritedAnimationDuration) {
        case .now: updateGradientLayer()
        case .nextLayoutPass: requestLayout()
        }
    }

    /// Applies the configuration to the layer when it, or the size or environment it depends
    /// on, changed: only the properties whose values changed, animated alongside a
    /// surrounding UIKit animation block. (Not `updateLayer`: NSView has a method of that name.)
    func updateGradientLayer() {
        let (width, height) = size
        guard let update = updates.gate.update(resolvedState(configuration), width: width, height: height, environment: environment) else {
            return
        }
        var oriented = update
        oriented.layer = onLayer(update.layer)
        let inherited = inheritedAnimationDuration
        // What is on screen, read only when a block may animate from it.
        let shown = inherited > 0 && updates.writer.ownsLayer ? GradientLayerBridge.shown(by: backingLayer, type: oriented.layer.type) : nil
        let changes = updates.writer.changes(to: oriented)
        let running = backingLayer.animation(forKey: GradientLayerBridge.animationKey) != nil
        switch LayerApplication(changes: changes, shown: shown, inheritedAnimationDuration: inherited, gradientAnimationRunning: running) {
        case .write(let changes):
            GradientLayerBridge.write(changes, to: backingLayer)
        case .animate(let plan):
            GradientLayerBridge.write(changes, to: backingLayer)
            GradientLayerBridge.runAlongside(plan, on: backingLayer)
        }
        updates.problems.report(update.problem, for: .gradientString)
        // A running repeating animation was planned for the old configuration, size or
        // traits: it starts again only if one of its pictures changed, in its phase.
        refreshRepeatingAnimation(force: false)
    }
}
#endif
