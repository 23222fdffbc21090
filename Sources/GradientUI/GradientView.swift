// Why these #ifs: the view is a UIView on iOS, tvOS and visionOS (Mac Catalyst is iOS) and an
// NSView on macOS. watchOS has a UIKit without UIView and no QuartzCore, and Linux has
// neither, so there the file compiles to nothing and GradientKit carries every decision. The
// two class declarations hold only what differs (the superclass, life cycle, traits,
// orientation); the API both platforms share is one extension at the end.
#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import GradientKit
import QuartzCore
#if os(macOS)
import AppKit
#else
import UIKit
#endif

#if !os(macOS)
/// A view whose backing layer is a `CAGradientLayer`, configurable in Interface Builder and in
/// code. Every decision (stops, precedence, directions, dimming, interpolation) is made by
/// ``GradientViewState``; this class only translates.
///
/// ```swift
/// let view = GradientView(frame: bounds)
/// view.colors = [.systemPink, .systemYellow]   // nil (the default) draws nothing
/// view.direction = .angle(45)                   // default .vertical
/// view.interpolation = .oklab                   // default .coreAnimation
/// ```
///
/// Precedence when several are set: `colors` > `gradientString` > `color0…7` > `startColor`/`endColor`.
@IBDesignable
@MainActor
open class GradientView: UIView {
    /// The platform's colour class: `UIColor` (`NSColor` on macOS).
    public typealias PlatformColor = UIColor

    /// The backing layer is the gradient itself (no sublayer, no drawing).
    override open class var layerClass: AnyClass { CAGradientLayer.self }

    /// Everything the view has been told; each change schedules one layer update.
    public private(set) var state = GradientViewState() {
        didSet { if state != oldValue { setNeedsLayout() } }
    }

    private var gate = LayerUpdateGate()
    private var lastProblem: String?
    private var repeating: RepeatingAnimation?
    private var storedColors: [UIColor]?
    private var storedStartColor: UIColor?
    private var storedEndColor: UIColor?
    private var stopColors = [UIColor?](repeating: nil, count: InspectableStops.count)
    private nonisolated(unsafe) var observers: [any NSObjectProtocol] = []

    /// Creates a view with nothing configured (it draws nothing until given colours).
    override public init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    /// Creates a view from a storyboard or xib; the inspectables are set after this.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    private func commonInit() {
        let center = NotificationCenter.default
        let names = [UIApplication.willEnterForegroundNotification, UIAccessibility.reduceMotionStatusDidChangeNotification]
        observers = names.map { name in
            center.addObserver(forName: name, object: nil, queue: .main) { [weak self] _ in
                MainThread.assumeIsolated { self?.restartRepeatingAnimation() }
            }
        }
        if #available(iOS 17.0, tvOS 17.0, *) {
            let traits = UITraitCollection.systemTraitsAffectingColorAppearance + [UITraitLayoutDirection.self]
            registerForTraitChanges(traits) { (view: GradientView, _: UITraitCollection) in
                view.setNeedsLayout()
            }
        }
    }

    #if !os(visionOS)  // Why: nib loading and this method are deprecated on visionOS.
    /// Shows the configured gradient in Interface Builder, a sample when nothing is set, and
    /// magenta stripes for a gradient string that does not parse.
    ///
    /// `prepareForInterfaceBuilder()` is declared on `NSObject` (UINibLoading.h,
    /// NSNibLoading.h) without main-actor isolation, so this override is nonisolated; Interface
    /// Builder calls it on the main thread, which `assumeIsolated` checks.
    override nonisolated open func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        MainThread.assumeIsolated {
            state.isInterfaceBuilderPreview = true
            updateGradientLayer()
        }
    }
    #endif

    /// Applies the state to the layer: at most once per layout pass, and only when the state,
    /// size or environment changed.
    override open func layoutSubviews() {
        super.layoutSubviews()
        updateGradientLayer()
    }

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsLayout()
    }

    #if !os(visionOS)  // Why: deprecated there from visionOS 1.0; the registration above serves.
    /// Before iOS 17 the trait callback; from iOS 17 on, the registration in `commonInit`
    /// covers the same traits and this is not needed.
    @available(iOS, deprecated: 17.0, message: "Trait changes are registered with registerForTraitChanges.")
    @available(tvOS, deprecated: 17.0, message: "Trait changes are registered with registerForTraitChanges.")
    override open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsLayout()
    }
    #endif

    override open func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { restartRepeatingAnimation() }
    }

    /// The traits the view model needs, read from the view.
    private var environment: ViewEnvironment {
        ViewEnvironment(
            appearance: traitCollection.userInterfaceStyle == .dark ? .dark : .light,
            layoutDirection: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            isDimmed: tintAdjustmentMode == .dimmed)
    }

    /// Whether the system asks for reduced motion.
    private var reducesMotion: Bool { UIAccessibility.isReduceMotionEnabled }

    /// Asks for a layout pass, in which the layer is updated.
    private func scheduleLayerUpdate() { setNeedsLayout() }

    /// `g` as this platform's layer takes it: unchanged (UIKit layers have their origin top-left).
    private func onLayer(_ g: LayerGradient) -> LayerGradient { g }
}
#else
/// A layer-backed `NSView` whose backing layer is a `CAGradientLayer`, with the same
/// orientation as on iOS (start point `(0.5, 0)` is the top edge) and following appearance
/// changes. Every decision is made by ``GradientViewState``; this class only translates.
///
/// Precedence when several are set: `colors` > `gradientString` > `color0…7` > `startColor`/`endColor`.
@IBDesignable
@MainActor
open class GradientView: NSView {
    /// The platform's colour class: `NSColor` (`UIColor` on iOS).
    public typealias PlatformColor = NSColor

    /// Everything the view has been told; each change schedules one layer update.
    public private(set) var state = GradientViewState() {
        didSet { if state != oldValue { needsLayout = true } }
    }

    private var gate = LayerUpdateGate()
    private var lastProblem: String?
    private var repeating: RepeatingAnimation?
    private var storedColors: [NSColor]?
    private var storedStartColor: NSColor?
    private var storedEndColor: NSColor?
    private var stopColors = [NSColor?](repeating: nil, count: InspectableStops.count)

    /// Creates a view with nothing configured (it draws nothing until given colours).
    override public init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
        wantsLayer = true
    }

    /// Creates a view from a storyboard or xib; the inspectables are set after this.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        wantsLayer = true
    }

    /// The backing layer is the gradient itself.
    override open func makeBackingLayer() -> CALayer { CAGradientLayer() }

    #if !os(visionOS)  // Why: nib loading and this method are deprecated on visionOS.
    /// Shows the configured gradient in Interface Builder, a sample when nothing is set, and
    /// magenta stripes for a gradient string that does not parse.
    ///
    /// `prepareForInterfaceBuilder()` is declared on `NSObject` (UINibLoading.h,
    /// NSNibLoading.h) without main-actor isolation, so this override is nonisolated; Interface
    /// Builder calls it on the main thread, which `assumeIsolated` checks.
    override nonisolated open func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        MainThread.assumeIsolated {
            state.isInterfaceBuilderPreview = true
            updateGradientLayer()
        }
    }
    #endif

    /// Applies the state to the layer: at most once per layout pass, and only when the state,
    /// size or environment changed.
    override open func layout() {
        super.layout()
        updateGradientLayer()
    }

    override open func viewDidChangeEffectiveAppearance() {
        super.viewDidChangeEffectiveAppearance()
        needsLayout = true
    }

    override open func viewDidMoveToWindow() {
        super.viewDidMoveToWindow()
        if window != nil { restartRepeatingAnimation() }
    }

    /// The traits the view model needs, read from the view.
    private var environment: ViewEnvironment {
        let dark = effectiveAppearance.bestMatch(from: [.aqua, .darkAqua]) == .darkAqua
        return ViewEnvironment(
            appearance: dark ? .dark : .light,
            layoutDirection: userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    /// Whether the system asks for reduced motion.
    private var reducesMotion: Bool { NSWorkspace.shared.accessibilityDisplayShouldReduceMotion }

    /// Asks for a layout pass, in which the layer is updated.
    private func scheduleLayerUpdate() { needsLayout = true }

    /// `g` as this platform's layer takes it: an unflipped layer has its origin bottom-left,
    /// so y is mirrored and the picture matches iOS.
    private func onLayer(_ g: LayerGradient) -> LayerGradient {
        var out = g
        out.startPoint.y = 1 - g.startPoint.y
        out.endPoint.y = 1 - g.endPoint.y
        return out
    }
}
#endif

/// A running repeating animation: where it goes and how.
struct RepeatingAnimation {
    var target: GradientViewState
    var duration: Double
    var timing: AnimationTiming
}

extension GradientView {
    /// The backing layer.
    public var gradientLayer: CAGradientLayer? { layer as? CAGradientLayer }

    // MARK: Code API

    /// The colours, first to last; `nil` (the default) draws nothing unless an inspectable
    /// source is set. Dynamic colours follow light and dark mode.
    public var colors: [PlatformColor]? {
        get { storedColors }
        set {
            storedColors = newValue
            state.colors = newValue.map { $0.map { AdaptiveColor($0) } }
        }
    }

    /// Each colour's location in `0…1`; `nil` (the default) spreads them evenly.
    public var locations: [CGFloat]? {
        get { state.locations.map { $0.map { CGFloat($0) } } }
        set { state.locations = newValue.map { $0.map { Double($0) } } }
    }

    /// Which way the gradient runs. Default `.vertical` (top to bottom); `.horizontal` flips
    /// in right-to-left layouts.
    public var direction: Direction {
        get { state.direction }
        set { state.direction = newValue }
    }

    /// The shape. Default `.axial`.
    public var type: GradientType {
        get { state.type }
        set { state.type = newValue }
    }

    /// How colours are mixed. Default `.coreAnimation` (stops passed straight to the layer).
    public var interpolation: ViewInterpolation {
        get { state.interpolation }
        set { state.interpolation = newValue }
    }

    // MARK: Interface Builder

    /// A whole gradient as CSS (`linear-gradient(45deg, #f06 0%, #fc0 40%, #0cf)`) or a JSON
    /// spec; default `nil`. Text that does not parse shows magenta stripes in Interface Builder
    /// and logs the parser's error.
    @IBInspectable public var gradientString: String? {
        get { state.gradientString }
        set { state.gradientString = newValue }
    }

    /// The first colour of the two-colour form; default `nil`.
    @IBInspectable public var startColor: PlatformColor? {
        get { storedStartColor }
        set {
            storedStartColor = newValue
            state.startColor = newValue.map { AdaptiveColor($0) }
        }
    }

    /// The last colour of the two-colour form; default `nil`.
    @IBInspectable public var endColor: PlatformColor? {
        get { storedEndColor }
        set {
            storedEndColor = newValue
            state.endColor = newValue.map { AdaptiveColor($0) }
        }
    }

    /// Where the gradient starts, unit coordinates with `(0, 0)` the top-left corner on every
    /// platform (default `(0.5, 0)`). Setting it makes the direction custom.
    @IBInspectable public var startPoint: CGPoint {
        get { GradientLayerBridge.point(state.inspectedPoints.start) }
        set { state.setInspectedStartPoint(GradientPoint(x: Double(newValue.x), y: Double(newValue.y))) }
    }

    /// Where the gradient ends, unit coordinates (default `(0.5, 1)`, the bottom edge).
    /// Setting it makes the direction custom.
    @IBInspectable public var endPoint: CGPoint {
        get { GradientLayerBridge.point(state.inspectedPoints.end) }
        set { state.setInspectedEndPoint(GradientPoint(x: Double(newValue.x), y: Double(newValue.y))) }
    }

    /// CSS degrees (0 up, 90 right, clockwise), kept right on any aspect ratio; `−1` (the
    /// default) means unset.
    @IBInspectable public var angle: CGFloat {
        get { CGFloat(state.inspectedAngle) }
        set { state.setInspectedAngle(Double(newValue)) }
    }

    /// `axial` (the default), `radial` or `conic`.
    @IBInspectable public var typeName: String {
        get { state.type.rawValue }
        set { log(state.setTypeName(newValue)) }
    }

    /// `core-animation` (the default), `premultiplied`, `linear`, `oklab` or `oklch`.
    @IBInspectable public var interpolationName: String {
        get { state.interpolation.name }
        set { log(state.setInterpolationName(newValue)) }
    }

    @IBInspectable public var color0: PlatformColor? { get { stopColor(0) } set { setStopColor(0, newValue) } }
    @IBInspectable public var color1: PlatformColor? { get { stopColor(1) } set { setStopColor(1, newValue) } }
    @IBInspectable public var color2: PlatformColor? { get { stopColor(2) } set { setStopColor(2, newValue) } }
    @IBInspectable public var color3: PlatformColor? { get { stopColor(3) } set { setStopColor(3, newValue) } }
    @IBInspectable public var color4: PlatformColor? { get { stopColor(4) } set { setStopColor(4, newValue) } }
    @IBInspectable public var color5: PlatformColor? { get { stopColor(5) } set { setStopColor(5, newValue) } }
    @IBInspectable public var color6: PlatformColor? { get { stopColor(6) } set { setStopColor(6, newValue) } }
    @IBInspectable public var color7: PlatformColor? { get { stopColor(7) } set { setStopColor(7, newValue) } }
    /// Stop locations in `0…1`; `−1` (the default) places the stop automatically; any other
    /// value outside `0…1` drops the stop.
    @IBInspectable public var location0: CGFloat { get { stopLocation(0) } set { setStopLocation(0, newValue) } }
    @IBInspectable public var location1: CGFloat { get { stopLocation(1) } set { setStopLocation(1, newValue) } }
    @IBInspectable public var location2: CGFloat { get { stopLocation(2) } set { setStopLocation(2, newValue) } }
    @IBInspectable public var location3: CGFloat { get { stopLocation(3) } set { setStopLocation(3, newValue) } }
    @IBInspectable public var location4: CGFloat { get { stopLocation(4) } set { setStopLocation(4, newValue) } }
    @IBInspectable public var location5: CGFloat { get { stopLocation(5) } set { setStopLocation(5, newValue) } }
    @IBInspectable public var location6: CGFloat { get { stopLocation(6) } set { setStopLocation(6, newValue) } }
    @IBInspectable public var location7: CGFloat { get { stopLocation(7) } set { setStopLocation(7, newValue) } }


    private func stopColor(_ i: Int) -> PlatformColor? { stopColors[i] }
    private func setStopColor(_ i: Int, _ color: PlatformColor?) {
        stopColors[i] = color
        state.stops[i].color = color.map { AdaptiveColor($0) }
    }
    private func stopLocation(_ i: Int) -> CGFloat { CGFloat(state.stops[i].location) }
    private func setStopLocation(_ i: Int, _ value: CGFloat) { state.stops[i].location = Double(value) }

    // MARK: Layer updates

    /// Applies the state to the layer when the state, size or environment changed. (Not
    /// `updateLayer`: NSView has a method of that name.)
    private func updateGradientLayer() {
        guard let layer = gradientLayer else { return }
        guard let update = gate.update(state, width: Double(bounds.width), height: Double(bounds.height), environment: environment)
        else { return }
        GradientLayerBridge.apply(onLayer(update.layer), to: layer)
        log(update.problem)
        // A running repeating animation was planned for the old size or traits: plan it again.
        if repeating != nil { restartRepeatingAnimation() }
    }

    private func log(_ problem: String?) {
        guard let problem, problem != lastProblem else { return }
        lastProblem = problem
        print("GradientView: \(problem)")
    }

    // MARK: Animation

    /// Animates from the current gradient to the one `changes` configures, with Core
    /// Animation's explicit animations (colours, locations and points; stop counts are
    /// equalised). A repeating animation stops first. With Reduce Motion on, the change is
    /// instant.
    ///
    /// - Parameters:
    ///   - duration: Seconds; default 0.25.
    ///   - timing: The curve; default `.easeInEaseOut`.
    ///   - changes: Sets the new configuration on the view.
    public func animate(duration: Double = 0.25, timing: AnimationTiming = .easeInEaseOut, changes: (GradientView) -> Void) {
        stopRepeatingAnimation()
        let from = resolvedNow()
        changes(self)
        let to = resolvedNow()
        gate.invalidate()
        guard let layer = gradientLayer else { return }
        let plan = AnimationPlan(from: onLayer(from), to: onLayer(to), duration: duration, timing: timing)
        if let plan = plan.respecting(reduceMotion: reducesMotion) {
            GradientLayerBridge.run(plan, on: layer)
        } else {
            GradientLayerBridge.apply(plan.final, to: layer)
        }
        _ = gate.update(state, width: Double(bounds.width), height: Double(bounds.height), environment: environment)
    }

    /// Runs forever between the current gradient and the one `changes` configures (there and
    /// back). It is planned again when the view enters a window or changes size (and on iOS
    /// when the app returns to the foreground), and pauses while Reduce Motion is on (the
    /// current gradient stays).
    ///
    /// - Parameters:
    ///   - duration: Seconds one way; default 2.
    ///   - timing: The curve; default `.easeInEaseOut`.
    ///   - changes: Sets the other end's configuration.
    public func startRepeatingAnimation(
        duration: Double = 2, timing: AnimationTiming = .easeInEaseOut, changes: (inout GradientViewState) -> Void
    ) {
        var target = state
        changes(&target)
        repeating = RepeatingAnimation(target: target, duration: duration, timing: timing)
        restartRepeatingAnimation()
    }

    /// Stops a repeating animation; the view shows its configured gradient.
    public func stopRepeatingAnimation() {
        repeating = nil
        if let layer = gradientLayer { GradientLayerBridge.stop(on: layer) }
        gate.invalidate()
        scheduleLayerUpdate()
    }

    private func restartRepeatingAnimation() {
        guard let repeating, let layer = gradientLayer else { return }
        var target = repeating.target
        target.isInterfaceBuilderPreview = state.isInterfaceBuilderPreview
        let to = target.resolve(width: Double(bounds.width), height: Double(bounds.height), environment: environment).layer
        let plan = AnimationPlan(
            from: onLayer(resolvedNow()), to: onLayer(to), duration: repeating.duration, timing: repeating.timing,
            repeats: true)
        if let plan = plan.respecting(reduceMotion: reducesMotion) {
            GradientLayerBridge.run(plan, on: layer)
            GradientLayerBridge.apply(plan.from, to: layer)
        } else {
            GradientLayerBridge.stop(on: layer)
            GradientLayerBridge.apply(plan.stillFrame, to: layer)
        }
    }

    private func resolvedNow() -> LayerGradient {
        state.resolve(width: Double(bounds.width), height: Double(bounds.height), environment: environment).layer
    }
}
#endif
