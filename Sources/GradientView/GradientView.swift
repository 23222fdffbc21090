// Why this #if: the view is a UIView on iOS, tvOS and visionOS and an NSView on macOS; neither
// exists on Linux, where this file compiles to nothing and GradientKit carries every decision.
#if canImport(UIKit)
import GradientKit
import QuartzCore
import UIKit

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
    /// The backing layer is the gradient itself (no sublayer, no drawing).
    override open class var layerClass: AnyClass { CAGradientLayer.self }

    /// The backing layer.
    public var gradientLayer: CAGradientLayer? { layer as? CAGradientLayer }

    /// Everything the view has been told; each change schedules one layer update.
    public private(set) var state = GradientViewState() {
        didSet { if state != oldValue { setNeedsLayout() } }
    }

    private var gate = LayerUpdateGate()
    private var lastProblem: String?
    private var repeating: (target: GradientViewState, duration: Double, timing: AnimationTiming)?
    private nonisolated(unsafe) var observers: [any NSObjectProtocol] = []

    // MARK: Code API

    /// The colours, first to last; `nil` (the default) draws nothing unless an inspectable
    /// source is set. Dynamic colours follow light and dark mode.
    public var colors: [UIColor]? {
        didSet { state.colors = colors.map { $0.map { AdaptiveColor($0) } } }
    }

    /// Each colour's location in `0…1`; `nil` (the default) spreads them evenly.
    public var locations: [CGFloat]? {
        get { state.locations.map { $0.map { CGFloat($0) } } }
        set { state.locations = newValue.map { $0.map { Double($0) } } }
    }

    /// Which way the gradient runs. Default `.vertical`; `.horizontal` flips in right-to-left layouts.
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
    @IBInspectable public var startColor: UIColor? {
        didSet { state.startColor = startColor.map { AdaptiveColor($0) } }
    }

    /// The last colour of the two-colour form; default `nil`.
    @IBInspectable public var endColor: UIColor? {
        didSet { state.endColor = endColor.map { AdaptiveColor($0) } }
    }

    /// Where the gradient starts, unit coordinates (default `(0.5, 0)`). Setting it makes the
    /// direction custom.
    @IBInspectable public var startPoint: CGPoint {
        get { GradientLayerBridge.point(state.inspectedPoints.start) }
        set { state.setInspectedStartPoint(UnitPoint(x: Double(newValue.x), y: Double(newValue.y))) }
    }

    /// Where the gradient ends, unit coordinates (default `(0.5, 1)`). Setting it makes the
    /// direction custom.
    @IBInspectable public var endPoint: CGPoint {
        get { GradientLayerBridge.point(state.inspectedPoints.end) }
        set { state.setInspectedEndPoint(UnitPoint(x: Double(newValue.x), y: Double(newValue.y))) }
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

    @IBInspectable public var color0: UIColor? { get { stopColor(0) } set { setStopColor(0, newValue) } }
    @IBInspectable public var color1: UIColor? { get { stopColor(1) } set { setStopColor(1, newValue) } }
    @IBInspectable public var color2: UIColor? { get { stopColor(2) } set { setStopColor(2, newValue) } }
    @IBInspectable public var color3: UIColor? { get { stopColor(3) } set { setStopColor(3, newValue) } }
    @IBInspectable public var color4: UIColor? { get { stopColor(4) } set { setStopColor(4, newValue) } }
    @IBInspectable public var color5: UIColor? { get { stopColor(5) } set { setStopColor(5, newValue) } }
    @IBInspectable public var color6: UIColor? { get { stopColor(6) } set { setStopColor(6, newValue) } }
    @IBInspectable public var color7: UIColor? { get { stopColor(7) } set { setStopColor(7, newValue) } }
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

    private var stopColors = [UIColor?](repeating: nil, count: InspectableStops.count)

    private func stopColor(_ i: Int) -> UIColor? { stopColors[i] }
    private func setStopColor(_ i: Int, _ color: UIColor?) {
        stopColors[i] = color
        state.stops[i].color = color.map { AdaptiveColor($0) }
    }
    private func stopLocation(_ i: Int) -> CGFloat { CGFloat(state.stops[i].location) }
    private func setStopLocation(_ i: Int, _ value: CGFloat) { state.stops[i].location = Double(value) }

    // MARK: Life cycle

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
                MainActor.assumeIsolated { self?.restartRepeatingAnimation() }
            }
        }
        if #available(iOS 17.0, tvOS 17.0, *) {
            registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance) { (view: GradientView, _: UITraitCollection) in
                view.setNeedsLayout()
            }
        }
    }

    /// Shows the configured gradient in Interface Builder, a sample when nothing is set, and
    /// magenta stripes for a gradient string that does not parse.
    override open func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        state.isInterfaceBuilderPreview = true
        updateLayer()
    }

    /// Applies the state to the layer: at most once per layout pass, and only when the state,
    /// size or environment changed.
    override open func layoutSubviews() {
        super.layoutSubviews()
        updateLayer()
    }

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsLayout()
    }

    override open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsLayout()
    }

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

    private func updateLayer() {
        guard let layer = gradientLayer else { return }
        let size = bounds.size
        guard let update = gate.update(state, width: Double(size.width), height: Double(size.height), environment: environment)
        else { return }
        GradientLayerBridge.apply(update.layer, to: layer)
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
    /// equalised). With Reduce Motion on, the change is instant.
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
        let plan = AnimationPlan(from: from, to: to, duration: duration, timing: timing)
        if let plan = plan.respecting(reduceMotion: UIAccessibility.isReduceMotionEnabled) {
            GradientLayerBridge.run(plan, on: layer)
        } else {
            GradientLayerBridge.apply(plan.final, to: layer)
        }
        _ = gate.update(state, width: Double(bounds.width), height: Double(bounds.height), environment: environment)
    }

    /// Runs forever between the current gradient and the one `changes` configures (there and
    /// back). It survives backgrounding and moving between windows, and pauses while Reduce
    /// Motion is on (the current gradient stays).
    public func startRepeatingAnimation(
        duration: Double = 2, timing: AnimationTiming = .easeInEaseOut, changes: (inout GradientViewState) -> Void
    ) {
        var target = state
        changes(&target)
        repeating = (target, duration, timing)
        restartRepeatingAnimation()
    }

    /// Stops a repeating animation; the view shows its configured gradient.
    public func stopRepeatingAnimation() {
        repeating = nil
        if let layer = gradientLayer { GradientLayerBridge.stop(on: layer) }
        gate.invalidate()
        setNeedsLayout()
    }

    private func restartRepeatingAnimation() {
        guard let repeating, let layer = gradientLayer else { return }
        var target = repeating.target
        target.isInterfaceBuilderPreview = state.isInterfaceBuilderPreview
        let size = bounds.size
        let to = target.resolve(width: Double(size.width), height: Double(size.height), environment: environment).layer
        let plan = AnimationPlan(from: resolvedNow(), to: to, duration: repeating.duration, timing: repeating.timing, repeats: true)
        if let plan = plan.respecting(reduceMotion: UIAccessibility.isReduceMotionEnabled) {
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
#elseif canImport(AppKit)
import AppKit
import GradientKit
import QuartzCore

/// A layer-backed `NSView` whose backing layer is a `CAGradientLayer`, with the same
/// orientation as on iOS (start point `(0.5, 0)` is the top edge) and following appearance
/// changes. Every decision is made by ``GradientViewState``.
@IBDesignable
@MainActor
open class GradientView: NSView {
    /// The backing layer.
    public var gradientLayer: CAGradientLayer? { layer as? CAGradientLayer }

    /// Everything the view has been told; each change schedules one layer update.
    public private(set) var state = GradientViewState() {
        didSet { if state != oldValue { needsLayout = true } }
    }

    private var gate = LayerUpdateGate()
    private var lastProblem: String?

    /// The colours, first to last; `nil` (the default) draws nothing. Dynamic colours follow
    /// the appearance.
    public var colors: [NSColor]? {
        didSet { state.colors = colors.map { $0.map { AdaptiveColor($0) } } }
    }

    /// Each colour's location in `0…1`; `nil` (the default) spreads them evenly.
    public var locations: [CGFloat]? {
        get { state.locations.map { $0.map { CGFloat($0) } } }
        set { state.locations = newValue.map { $0.map { Double($0) } } }
    }

    /// Which way the gradient runs. Default `.vertical` (top to bottom, as on iOS).
    public var direction: Direction {
        get { state.direction }
        set { state.direction = newValue }
    }

    /// The shape. Default `.axial`.
    public var type: GradientType {
        get { state.type }
        set { state.type = newValue }
    }

    /// How colours are mixed. Default `.coreAnimation`.
    public var interpolation: ViewInterpolation {
        get { state.interpolation }
        set { state.interpolation = newValue }
    }

    /// A whole gradient as CSS or a JSON spec; default `nil`.
    @IBInspectable public var gradientString: String? {
        get { state.gradientString }
        set { state.gradientString = newValue }
    }

    /// The first colour of the two-colour form; default `nil`.
    @IBInspectable public var startColor: NSColor? {
        didSet { state.startColor = startColor.map { AdaptiveColor($0) } }
    }

    /// The last colour of the two-colour form; default `nil`.
    @IBInspectable public var endColor: NSColor? {
        didSet { state.endColor = endColor.map { AdaptiveColor($0) } }
    }

    /// CSS degrees; `−1` (the default) means unset.
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

    /// Where the gradient starts, unit coordinates with (0.5, 0) at the top as on iOS
    /// (default `(0.5, 0)`). Setting it makes the direction custom.
    @IBInspectable public var startPoint: CGPoint {
        get { GradientLayerBridge.point(state.inspectedPoints.start) }
        set { state.setInspectedStartPoint(UnitPoint(x: Double(newValue.x), y: Double(newValue.y))) }
    }

    /// Where the gradient ends (default `(0.5, 1)`, the bottom). Setting it makes the
    /// direction custom.
    @IBInspectable public var endPoint: CGPoint {
        get { GradientLayerBridge.point(state.inspectedPoints.end) }
        set { state.setInspectedEndPoint(UnitPoint(x: Double(newValue.x), y: Double(newValue.y))) }
    }

    @IBInspectable public var color0: NSColor? { get { stopColors[0] } set { setStopColor(0, newValue) } }
    @IBInspectable public var color1: NSColor? { get { stopColors[1] } set { setStopColor(1, newValue) } }
    @IBInspectable public var color2: NSColor? { get { stopColors[2] } set { setStopColor(2, newValue) } }
    @IBInspectable public var color3: NSColor? { get { stopColors[3] } set { setStopColor(3, newValue) } }
    @IBInspectable public var color4: NSColor? { get { stopColors[4] } set { setStopColor(4, newValue) } }
    @IBInspectable public var color5: NSColor? { get { stopColors[5] } set { setStopColor(5, newValue) } }
    @IBInspectable public var color6: NSColor? { get { stopColors[6] } set { setStopColor(6, newValue) } }
    @IBInspectable public var color7: NSColor? { get { stopColors[7] } set { setStopColor(7, newValue) } }
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

    private var stopColors = [NSColor?](repeating: nil, count: InspectableStops.count)
    private var repeating: (target: GradientViewState, duration: Double, timing: AnimationTiming)?

    private func setStopColor(_ i: Int, _ color: NSColor?) {
        stopColors[i] = color
        state.stops[i].color = color.map { AdaptiveColor($0) }
    }
    private func stopLocation(_ i: Int) -> CGFloat { CGFloat(state.stops[i].location) }
    private func setStopLocation(_ i: Int, _ value: CGFloat) { state.stops[i].location = Double(value) }

    /// Creates a view with nothing configured.
    override public init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
        wantsLayer = true
    }

    /// Creates a view from a storyboard or xib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        wantsLayer = true
    }

    /// The backing layer is the gradient itself.
    override open func makeBackingLayer() -> CALayer { CAGradientLayer() }

    override open func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        state.isInterfaceBuilderPreview = true
        updateGradientLayer()
    }

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

    private var environment: ViewEnvironment {
        let dark = effectiveAppearance.bestMatch(from: [.aqua, .darkAqua]) == .darkAqua
        return ViewEnvironment(
            appearance: dark ? .dark : .light,
            layoutDirection: userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    private func updateGradientLayer() {
        guard let layer = gradientLayer else { return }
        guard let update = gate.update(state, width: Double(bounds.width), height: Double(bounds.height), environment: environment)
        else { return }
        GradientLayerBridge.apply(Self.flippedToBottomLeftOrigin(update.layer), to: layer)
        log(update.problem)
    }

    /// The same picture on an unflipped layer (origin bottom-left): y mirrored.
    static func flippedToBottomLeftOrigin(_ g: LayerGradient) -> LayerGradient {
        var out = g
        out.startPoint.y = 1 - g.startPoint.y
        out.endPoint.y = 1 - g.endPoint.y
        return out
    }

    /// Animates to the configuration `changes` sets (explicit Core Animation animations,
    /// equalised stops); instant when the system asks to reduce motion.
    public func animate(duration: Double = 0.25, timing: AnimationTiming = .easeInEaseOut, changes: (GradientView) -> Void) {
        let from = state.resolve(width: Double(bounds.width), height: Double(bounds.height), environment: environment).layer
        changes(self)
        let to = state.resolve(width: Double(bounds.width), height: Double(bounds.height), environment: environment).layer
        guard let layer = gradientLayer else { return }
        let plan = AnimationPlan(
            from: Self.flippedToBottomLeftOrigin(from), to: Self.flippedToBottomLeftOrigin(to), duration: duration, timing: timing)
        if let plan = plan.respecting(reduceMotion: NSWorkspace.shared.accessibilityDisplayShouldReduceMotion) {
            GradientLayerBridge.run(plan, on: layer)
        } else {
            GradientLayerBridge.apply(plan.final, to: layer)
        }
        _ = gate.update(state, width: Double(bounds.width), height: Double(bounds.height), environment: environment)
    }

    /// Runs forever between the current gradient and the one `changes` configures (there and
    /// back); it restarts when the view enters a window and does not run while the system
    /// asks to reduce motion.
    public func startRepeatingAnimation(
        duration: Double = 2, timing: AnimationTiming = .easeInEaseOut, changes: (inout GradientViewState) -> Void
    ) {
        var target = state
        changes(&target)
        repeating = (target, duration, timing)
        restartRepeatingAnimation()
    }

    /// Stops a repeating animation; the view shows its configured gradient.
    public func stopRepeatingAnimation() {
        repeating = nil
        if let layer = gradientLayer { GradientLayerBridge.stop(on: layer) }
        gate.invalidate()
        needsLayout = true
    }

    private func restartRepeatingAnimation() {
        guard let repeating, let layer = gradientLayer else { return }
        let from = state.resolve(width: Double(bounds.width), height: Double(bounds.height), environment: environment).layer
        let to = repeating.target.resolve(width: Double(bounds.width), height: Double(bounds.height), environment: environment).layer
        let plan = AnimationPlan(
            from: Self.flippedToBottomLeftOrigin(from), to: Self.flippedToBottomLeftOrigin(to), duration: repeating.duration,
            timing: repeating.timing, repeats: true)
        if let plan = plan.respecting(reduceMotion: NSWorkspace.shared.accessibilityDisplayShouldReduceMotion) {
            GradientLayerBridge.run(plan, on: layer)
            GradientLayerBridge.apply(plan.from, to: layer)
        } else {
            GradientLayerBridge.stop(on: layer)
            GradientLayerBridge.apply(plan.stillFrame, to: layer)
        }
    }

    private func log(_ problem: String?) {
        guard let problem, problem != lastProblem else { return }
        lastProblem = problem
        print("GradientView: \(problem)")
    }
}
#endif
