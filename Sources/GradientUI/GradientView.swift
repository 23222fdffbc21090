// Why these #ifs: the view is a UIView on iOS, tvOS and visionOS (Mac Catalyst is iOS) and an
// NSView on macOS. watchOS has a UIKit without UIView and no QuartzCore, and Linux has
// neither, so there the file compiles to nothing and GradientKit carries every decision. The
// two class declarations hold only what differs (the superclass, life cycle, traits,
// orientation); the API both platforms share is one extension at the end.
#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import GradientCore
import GradientCSS
import GradientViewModel
import QuartzCore
import os
#if os(macOS)
import AppKit
#else
import UIKit
#endif

#if !os(macOS)
/// A view whose backing layer is a `CAGradientLayer`, configurable in Interface Builder, in
/// code and from Objective-C (as `GVGradientView`). Every decision (stops, precedence,
/// directions, dimming, interpolation) is made by `GradientViewState` (GradientKit); this class only
/// translates.
///
/// ```swift
/// let view = GradientView(frame: bounds)
/// view.colors = [.systemPink, .systemYellow]   // nil (the default) draws nothing
/// view.direction = .angle(45)                   // default .vertical
/// view.interpolation = .oklab                   // default .srgb
/// ```
///
/// Precedence when several are set: `colors` > `gradientString` > `color0…7` > `startColor`/`endColor`.
@IBDesignable
@MainActor
@objc(GVGradientView)
open class GradientView: UIView {
    /// The platform's colour class: `UIColor` (`NSColor` on macOS).
    public typealias PlatformColor = UIColor

    /// The backing layer is the gradient itself (no sublayer, no drawing). Final, so that
    /// ``layer`` is always a `CAGradientLayer`.
    override public final class var layerClass: AnyClass { CAGradientLayer.self }

    /// The backing layer, typed as the gradient layer it is.
    override open var layer: CAGradientLayer { unsafeDowncast(super.layer, to: CAGradientLayer.self) }

    /// Everything the view has been told; each change schedules one layer update.
    public internal(set) var state = GradientViewState() {
        didSet { if state != oldValue { setNeedsLayout() } }
    }

    var gate = LayerUpdateGate()
    var problemLog = ProblemLog()
    var repeating: RepeatingAnimation?
    /// The platform colours as given. Any change schedules a layer update: `state` holds
    /// them resolved for plain light and dark only, so two colours that differ in tint,
    /// contrast or elevation alone (`.systemBlue`, then `.tintColor` on a blue-tinted view)
    /// leave it equal; the gate compares them resolved for the view's traits.
    var platformColors = PlatformColors<UIColor>() {
        didSet { setNeedsLayout() }
    }
    private nonisolated(unsafe) var observers: [any NSObjectProtocol] = []
    private nonisolated(unsafe) var sceneObserver: (any NSObjectProtocol)?
    private weak var observedScene: UIScene?

    /// Creates a view with nothing configured (it draws nothing until given colours).
    override public init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    /// Creates a view from a storyboard or xib (the inspectables are set after this), or from
    /// a keyed archive that ``encode(with:)`` wrote, with its gradient.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
        decodeGradient(from: coder)
    }

    /// Archives the view and its gradient configuration (colours, string, stops, geometry,
    /// type, interpolation) under `GVGradientView.` keys, so that a copy made through
    /// `NSKeyedArchiver` draws the same gradient.
    override open func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodeGradient(with: coder)
    }

    deinit {
        for observer in observers + [sceneObserver].compactMap({ $0 }) { NotificationCenter.default.removeObserver(observer) }
    }

    private func commonInit() {
        let center = NotificationCenter.default
        observers = [
            center.addObserver(forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main) { [weak self] _ in
                MainThread.assumeIsolated { self?.resumeRepeatingAnimation() }
            },
            center.addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main) {
                [weak self] _ in
                MainThread.assumeIsolated { self?.restartRepeatingAnimation() }
            },
        ]
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

    /// Right to left set on the view itself changes no trait: lay out again.
    override open var semanticContentAttribute: UISemanticContentAttribute {
        didSet { setNeedsLayout() }
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
        observeScene(window?.windowScene)
        if window != nil { restartRepeatingAnimation() }
    }

    /// A scene of an iPad app can go to the background and back while the app stays active:
    /// its own notification restarts a repeating animation.
    private func observeScene(_ scene: UIScene?) {
        guard scene !== observedScene else { return }
        observedScene = scene
        if let sceneObserver { NotificationCenter.default.removeObserver(sceneObserver) }
        sceneObserver = scene.map { scene in
            NotificationCenter.default.addObserver(forName: UIScene.willEnterForegroundNotification, object: scene, queue: .main) {
                [weak self] _ in
                MainThread.assumeIsolated { self?.resumeRepeatingAnimation() }
            }
        }
    }

    /// The traits the view model needs, read from the view. The tint colour is what a
    /// gradient string's `currentcolor` stands for; UIView.h: "-tintColor always returns a
    /// color. … If this view's -tintAdjustmentMode returns Dimmed, then the color that is
    /// returned for -tintColor will automatically be dimmed", so `currentcolor` greys behind
    /// an alert as tinted controls do, and a change of it arrives in `tintColorDidChange`.
    var environment: ViewEnvironment {
        ViewEnvironment(
            appearance: traitCollection.userInterfaceStyle == .dark ? .dark : .light,
            layoutDirection: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            isDimmed: dimsWhenTintAdjusted && tintAdjustmentMode == .dimmed,
            tintColor: tintColor.map(resolvedNow))
    }

    /// `color` as the system resolves it for this view now (dark mode, Increase Contrast,
    /// elevated levels), in extended sRGB so wide-gamut colours keep their gamut.
    func resolvedNow(_ color: UIColor) -> RGBA {
        RGBA(extendedSRGB: color.resolvedColor(with: traitCollection))
    }

    /// Whether the system asks for reduced motion.
    var reducesMotion: Bool { UIAccessibility.isReduceMotionEnabled }

    /// Asks for a layout pass, in which the layer is updated.
    func scheduleLayerUpdate() { setNeedsLayout() }

    /// The backing layer.
    var backingLayer: CAGradientLayer { layer }

    /// `g` as this platform's layer takes it: unchanged (UIKit layers have their origin top-left).
    func onLayer(_ g: LayerGradient) -> LayerGradient { g }
}
#else
/// A layer-backed `NSView` whose backing layer is a `CAGradientLayer`, with the same
/// orientation as on iOS (start point `(0.5, 0)` is the top edge, conic sweeps clockwise) and
/// following appearance changes; `GVGradientView` in Objective-C. Every decision is made by
/// `GradientViewState` (GradientKit); this class only translates.
///
/// Precedence when several are set: `colors` > `gradientString` > `color0…7` > `startColor`/`endColor`.
@IBDesignable
@MainActor
@objc(GVGradientView)
open class GradientView: NSView {
    /// The platform's colour class: `NSColor` (`UIColor` on iOS).
    public typealias PlatformColor = NSColor

    /// Everything the view has been told; each change schedules one layer update.
    public internal(set) var state = GradientViewState() {
        didSet { if state != oldValue { needsLayout = true } }
    }

    var gate = LayerUpdateGate()
    var problemLog = ProblemLog()
    var repeating: RepeatingAnimation?
    /// The platform colours as given. Any change schedules a layer update: `state` holds
    /// them resolved for plain aqua and dark aqua only, so two colours that differ in accent
    /// or contrast alone leave it equal; the gate compares them resolved for the view's
    /// appearance.
    var platformColors = PlatformColors<NSColor>() {
        didSet { needsLayout = true }
    }
    /// The backing layer, made once so that ``gradientLayer`` is never `nil`.
    let backingLayer = CAGradientLayer()
    private nonisolated(unsafe) var observer: (any NSObjectProtocol)?

    /// Creates a view with nothing configured (it draws nothing until given colours).
    override public init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
        commonInit()
    }

    /// Creates a view from a storyboard or xib (the inspectables are set after this), or from
    /// a keyed archive that ``encode(with:)`` wrote, with its gradient.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
        decodeGradient(from: coder)
    }

    /// Archives the view and its gradient configuration (colours, string, stops, geometry,
    /// type, interpolation) under `GVGradientView.` keys, so that a copy made through
    /// `NSKeyedArchiver` draws the same gradient.
    override open func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodeGradient(with: coder)
    }

    deinit {
        if let observer { NSWorkspace.shared.notificationCenter.removeObserver(observer) }
    }

    private func commonInit() {
        wantsLayer = true
        layerContentsRedrawPolicy = .onSetNeedsDisplay
        // Reduce Motion is announced on the workspace's own notification centre.
        observer = NSWorkspace.shared.notificationCenter.addObserver(
            forName: NSWorkspace.accessibilityDisplayOptionsDidChangeNotification, object: nil, queue: .main
        ) { [weak self] _ in
            MainThread.assumeIsolated { self?.restartRepeatingAnimation() }
        }
    }

    /// The backing layer is the gradient itself.
    override open func makeBackingLayer() -> CALayer { backingLayer }

    /// The layer is updated by setting its properties, never by drawing.
    override open var wantsUpdateLayer: Bool { true }

    /// Shows the configured gradient in Interface Builder, a sample when nothing is set, and
    /// magenta stripes for a gradient string that does not parse.
    ///
    /// `prepareForInterfaceBuilder()` is declared on `NSObject` (NSNibLoading.h) without
    /// main-actor isolation, so this override is nonisolated; Interface Builder calls it on
    /// the main thread, which `assumeIsolated` checks.
    override nonisolated open func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        MainThread.assumeIsolated {
            state.isInterfaceBuilderPreview = true
            updateGradientLayer()
        }
    }

    /// Applies the state to the layer: at most once per layout pass, and only when the state,
    /// size or environment changed.
    override open func layout() {
        super.layout()
        updateGradientLayer()
    }

    /// AppKit's layer-update pass (asked for by `needsDisplay`), with the effective appearance
    /// current.
    override open func updateLayer() {
        updateGradientLayer()
    }

    /// A frame change outside Auto Layout need not run `layout()`: ask for it, since angles
    /// and CSS geometry depend on the size.
    override open func setFrameSize(_ newSize: NSSize) {
        super.setFrameSize(newSize)
        needsLayout = true
    }

    override open func viewDidChangeEffectiveAppearance() {
        super.viewDidChangeEffectiveAppearance()
        needsLayout = true
    }

    /// Right to left set on the view (as `GradientBackground` does for SwiftUI's layout
    /// direction) flips a horizontal gradient: lay out again. NSView.h leaves it to the
    /// subclass: "a basic NSView may not respect the User Interface Layout Direction that is
    /// uniquely set on it, and it is up to the developer and supporting subclasses to
    /// correctly implement a Right To Left layout implementation."
    override open var userInterfaceLayoutDirection: NSUserInterfaceLayoutDirection {
        didSet { needsLayout = true }
    }

    override open func viewDidMoveToWindow() {
        super.viewDidMoveToWindow()
        if window != nil { restartRepeatingAnimation() }
    }

    /// The traits the view model needs, read from the view. An `NSView` has no tint colour
    /// (not in the macOS 13.3 SDK), so a gradient string's `currentcolor` is the user's accent
    /// colour, which AppKit tints controls with; NSColor.h: "A dynamic color that reflects the
    /// user's current preferred accent color." A change of it arrives in
    /// `viewDidChangeEffectiveAppearance()` (NSCell.h: "Changes to the accent color can be
    /// manually observed by implementing -viewDidChangeEffectiveAppearance in a NSView
    /// subclass").
    var environment: ViewEnvironment {
        let dark = effectiveAppearance.bestMatch(from: [.aqua, .darkAqua]) == .darkAqua
        return ViewEnvironment(
            appearance: dark ? .dark : .light,
            layoutDirection: userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            tintColor: resolvedNow(.controlAccentColor))
    }

    /// `color` as the system resolves it for this view now (its effective appearance,
    /// including high contrast and the accent colour), in extended sRGB.
    func resolvedNow(_ color: NSColor) -> RGBA {
        var result = RGBA.clear
        effectiveAppearance.performAsCurrentDrawingAppearance { result = RGBA(extendedSRGB: color) }
        return result
    }

    /// Whether the system asks for reduced motion.
    var reducesMotion: Bool { NSWorkspace.shared.accessibilityDisplayShouldReduceMotion }

    /// Asks for a layout pass, in which the layer is updated.
    func scheduleLayerUpdate() { needsLayout = true }

    /// `g` as this platform's layer takes it. An unflipped view's backing layer has its origin
    /// bottom-left and sweeps conic gradients counter-clockwise on screen, so the picture is
    /// mirrored (points, and the conic's stops: ``LayerGradient/verticallyMirrored()``) to
    /// match iOS. The view itself stays unflipped, so subviews keep AppKit's coordinates.
    func onLayer(_ g: LayerGradient) -> LayerGradient { g.verticallyMirrored() }
}
#endif

/// The platform colours a view was given, kept to be resolved against the view's traits
/// whenever the layer is updated (the state holds their light and dark variants).
struct PlatformColors<Color> {
    var colors: [Color]?
    var startColor: Color?
    var endColor: Color?
    var stops = [Color?](repeating: nil, count: InspectableStops.count)
}

/// The problems a view's configuration has now (a gradient string that does not parse, an
/// unknown name), kept by the view model's `ConfigurationProblems`; each new one is logged
/// once through the unified log.
struct ProblemLog {
    private var problems = ConfigurationProblems()

    /// The most recent problem that still stands, or `nil`.
    var last: String? { problems.last }

    /// Records what `setting` has now (`nil`: no problem, an earlier one is gone) and logs a
    /// new problem.
    mutating func report(_ error: GradientError?, for setting: ConfigurationProblems.Setting) {
        guard let problem = problems.report(error, for: setting) else { return }
        // The unified log. Not `Logger`: the SDKs checked here do not declare it Sendable (no
        // shared constant in Swift 6), and its interpolated messages need the compiler's
        // os_log support for each SDK; the format-string form needs neither.
        os_log("%{public}@", log: OSLog(subsystem: "GradientView", category: "configuration"), type: .error, problem)
    }
}

extension GradientView {
    /// GradientCore's `Direction` under the name the classic wrapper view nests it under, so
    /// `GradientView.Direction.vertical` keeps compiling.
    public typealias Direction = GradientCore.Direction

    /// The backing layer, a `CAGradientLayer` (on iOS also ``layer``).
    @objc public var gradientLayer: CAGradientLayer { backingLayer }

    // MARK: Code API

    /// The colours, first to last; `nil` (the default) draws nothing unless an inspectable
    /// source is set. Dynamic colours are resolved against the view's traits whenever they
    /// change (dark mode, Increase Contrast, elevated levels); wide-gamut colours keep their
    /// gamut.
    @objc public var colors: [PlatformColor]? {
        get { platformColors.colors }
        set {
            platformColors.colors = newValue
            state.colors = newValue.map { $0.map { AdaptiveColor($0) } }
        }
    }

    /// Each colour's location in `0…1`; `nil` (the default) spreads them evenly. A count that
    /// differs from ``colors`` also spreads them evenly, as `CAGradientLayer` does.
    @objc public var locations: [Double]? {
        get { state.locations }
        set { state.locations = newValue }
    }

    /// Which way the gradient runs. Default `.vertical` (top to bottom); `.horizontal` flips
    /// in right-to-left layouts.
    public var direction: Direction {
        get { state.direction }
        set {
            state.direction = newValue
            problemLog.report(nil, for: .directionName)
        }
    }

    /// The shape. Default `.axial`.
    public var type: GradientType {
        get { state.type }
        set {
            state.type = newValue
            problemLog.report(nil, for: .typeName)
        }
    }

    /// How colours are mixed, by the engine's `Interpolation`. Default `.srgb`.
    ///
    /// `.srgb` and `.coreAnimation` hand the stops to the layer unchanged, so they draw the same
    /// on a device (off it, `.coreAnimation` renders the engine's model of what Core Animation
    /// draws and `.srgb` the documented straight mixing). Every other mode becomes extra stops
    /// within one 8-bit level of its exact ramp.
    public var interpolation: Interpolation {
        get { state.interpolation }
        set {
            state.interpolation = newValue
            problemLog.report(nil, for: .interpolationName)
        }
    }

    /// Whether the gradient greys out when the view's tint is dimmed (`tintAdjustmentMode ==
    /// .dimmed`, behind alerts and sheets on iOS), like a tinted control. Default `false`: a
    /// background stays as it is.
    @objc public var dimsWhenTintAdjusted: Bool {
        get { state.dimsWhenTintAdjusted }
        set { state.dimsWhenTintAdjusted = newValue }
    }

    /// The last problem with the configuration that still stands (a gradient string that does
    /// not parse, while the view reads it; an unknown type, interpolation or direction name),
    /// or `nil` (the default, and again once each problem is mended: the string parses or is
    /// no longer read, a usable name or value is set). Each new problem is also logged once
    /// (subsystem `GradientView`).
    @objc public var configurationProblem: String? { problemLog.last }

    // MARK: Interface Builder

    /// A whole gradient as CSS (`linear-gradient(45deg, #f06 0%, #fc0 40%, #0cf)`) or a JSON
    /// spec; default `nil`. Text that does not parse shows magenta stripes in Interface Builder
    /// and is reported in ``configurationProblem``.
    @IBInspectable public var gradientString: String? {
        get { state.gradientString }
        set { state.gradientString = newValue }
    }

    /// Where the gradient starts, unit coordinates with `(0, 0)` the top-left corner on every
    /// platform (default `(0.5, 0)`). Setting it makes the direction custom, unless an
    /// ``angle`` is set (the angle wins whatever the order).
    @IBInspectable public var startPoint: CGPoint {
        get { CGPoint(state.inspectedPoints.start) }
        set { state.setInspectedStartPoint(GradientPoint(newValue)) }
    }

    /// Where the gradient ends, unit coordinates (default `(0.5, 1)`, the bottom edge).
    /// Setting it makes the direction custom, unless an ``angle`` is set.
    @IBInspectable public var endPoint: CGPoint {
        get { CGPoint(state.inspectedPoints.end) }
        set { state.setInspectedEndPoint(GradientPoint(newValue)) }
    }

    /// CSS degrees (0 up, 90 right, clockwise), kept right on any aspect ratio; `−1` (the
    /// default) means unset.
    @IBInspectable public var angle: CGFloat {
        get { CGFloat(state.inspectedAngle) }
        set { state.setInspectedAngle(Double(newValue)) }
    }

    /// ``direction`` by name: `vertical` (the default), `horizontal`,
    /// `top-left-to-bottom-right`, `top-right-to-bottom-left`, `bottom-left-to-top-right`,
    /// `bottom-right-to-top-left`, or an angle such as `45deg`; reads `custom` for points.
    @IBInspectable public var directionName: String {
        get { state.direction.name }
        set { problemLog.report(state.setDirectionName(newValue), for: .directionName) }
    }

    /// `axial` (the default), `radial` or `conic`.
    @IBInspectable public var typeName: String {
        get { state.type.rawValue }
        set { problemLog.report(state.setTypeName(newValue), for: .typeName) }
    }

    /// ``interpolation`` by its engine name, as the command-line tool and JSON specs spell
    /// it: `srgb` (the default; blank reads as it), `core-animation`, `srgb-premultiplied`,
    /// `srgb-linear`, `oklab`, `oklch`, `oklch-longer`, `display-p3` …; the older
    /// `premultiplied` and `linear` still read. An unknown name is reported in
    /// ``configurationProblem`` with the closest name.
    @IBInspectable public var interpolationName: String {
        get { state.interpolation.name }
        set { problemLog.report(state.setInterpolationName(newValue), for: .interpolationName) }
    }

    // The colour inspectables are declared with the platform's own colour type (not the
    // typealias) so that Interface Builder offers a colour well for each.
    #if os(macOS)
    /// The first colour of the two-colour form; default `nil`.
    @IBInspectable public var startColor: NSColor? {
        get { platformColors.startColor }
        set { setStartColor(newValue) }
    }
    /// The last colour of the two-colour form; default `nil`.
    @IBInspectable public var endColor: NSColor? {
        get { platformColors.endColor }
        set { setEndColor(newValue) }
    }
    @IBInspectable public var color0: NSColor? {
        get { stopColor(0) }
        set { setStopColor(0, newValue) }
    }
    @IBInspectable public var color1: NSColor? {
        get { stopColor(1) }
        set { setStopColor(1, newValue) }
    }
    @IBInspectable public var color2: NSColor? {
        get { stopColor(2) }
        set { setStopColor(2, newValue) }
    }
    @IBInspectable public var color3: NSColor? {
        get { stopColor(3) }
        set { setStopColor(3, newValue) }
    }
    @IBInspectable public var color4: NSColor? {
        get { stopColor(4) }
        set { setStopColor(4, newValue) }
    }
    @IBInspectable public var color5: NSColor? {
        get { stopColor(5) }
        set { setStopColor(5, newValue) }
    }
    @IBInspectable public var color6: NSColor? {
        get { stopColor(6) }
        set { setStopColor(6, newValue) }
    }
    @IBInspectable public var color7: NSColor? {
        get { stopColor(7) }
        set { setStopColor(7, newValue) }
    }
    #else
    /// The first colour of the two-colour form; default `nil`.
    @IBInspectable public var startColor: UIColor? {
        get { platformColors.startColor }
        set { setStartColor(newValue) }
    }
    /// The last colour of the two-colour form; default `nil`.
    @IBInspectable public var endColor: UIColor? {
        get { platformColors.endColor }
        set { setEndColor(newValue) }
    }
    @IBInspectable public var color0: UIColor? {
        get { stopColor(0) }
        set { setStopColor(0, newValue) }
    }
    @IBInspectable public var color1: UIColor? {
        get { stopColor(1) }
        set { setStopColor(1, newValue) }
    }
    @IBInspectable public var color2: UIColor? {
        get { stopColor(2) }
        set { setStopColor(2, newValue) }
    }
    @IBInspectable public var color3: UIColor? {
        get { stopColor(3) }
        set { setStopColor(3, newValue) }
    }
    @IBInspectable public var color4: UIColor? {
        get { stopColor(4) }
        set { setStopColor(4, newValue) }
    }
    @IBInspectable public var color5: UIColor? {
        get { stopColor(5) }
        set { setStopColor(5, newValue) }
    }
    @IBInspectable public var color6: UIColor? {
        get { stopColor(6) }
        set { setStopColor(6, newValue) }
    }
    @IBInspectable public var color7: UIColor? {
        get { stopColor(7) }
        set { setStopColor(7, newValue) }
    }
    #endif
    /// Stop locations in `0…1`; `−1` (the default) places the stop automatically; any other
    /// value outside `0…1` drops the stop.
    @IBInspectable public var location0: CGFloat {
        get { stopLocation(0) }
        set { setStopLocation(0, newValue) }
    }
    @IBInspectable public var location1: CGFloat {
        get { stopLocation(1) }
        set { setStopLocation(1, newValue) }
    }
    @IBInspectable public var location2: CGFloat {
        get { stopLocation(2) }
        set { setStopLocation(2, newValue) }
    }
    @IBInspectable public var location3: CGFloat {
        get { stopLocation(3) }
        set { setStopLocation(3, newValue) }
    }
    @IBInspectable public var location4: CGFloat {
        get { stopLocation(4) }
        set { setStopLocation(4, newValue) }
    }
    @IBInspectable public var location5: CGFloat {
        get { stopLocation(5) }
        set { setStopLocation(5, newValue) }
    }
    @IBInspectable public var location6: CGFloat {
        get { stopLocation(6) }
        set { setStopLocation(6, newValue) }
    }
    @IBInspectable public var location7: CGFloat {
        get { stopLocation(7) }
        set { setStopLocation(7, newValue) }
    }

    private func setStartColor(_ color: PlatformColor?) {
        platformColors.startColor = color
        state.startColor = color.map { AdaptiveColor($0) }
    }
    private func setEndColor(_ color: PlatformColor?) {
        platformColors.endColor = color
        state.endColor = color.map { AdaptiveColor($0) }
    }
    private func stopColor(_ i: Int) -> PlatformColor? { platformColors.stops[i] }
    func setStopColor(_ i: Int, _ color: PlatformColor?) {
        platformColors.stops[i] = color
        state.stops[i].color = color.map { AdaptiveColor($0) }
    }
    private func stopLocation(_ i: Int) -> CGFloat { CGFloat(state.stops[i].location) }
    private func setStopLocation(_ i: Int, _ value: CGFloat) { state.stops[i].location = Double(value) }

    // MARK: Layer updates

    /// `s` with every colour (from `colors`) resolved as the system resolves it for this view
    /// now, so that any trait that changes a colour, and only such a trait, updates the layer.
    func resolvingColors(_ s: GradientViewState, _ colors: PlatformColors<PlatformColor>) -> GradientViewState {
        var s = s
        let resolve = { (color: PlatformColor) in AdaptiveColor(self.resolvedNow(color)) }
        s.colors = colors.colors.map { $0.map(resolve) }
        s.startColor = colors.startColor.map(resolve)
        s.endColor = colors.endColor.map(resolve)
        for i in 0..<InspectableStops.count { s.stops[i].color = colors.stops[i].map(resolve) }
        return s
    }

    /// The view's state with its colours resolved for its traits now.
    var stateForCurrentTraits: GradientViewState { resolvingColors(state, platformColors) }

    /// Applies the state to the layer when the state, size or environment changed. (Not
    /// `updateLayer`: NSView has a method of that name.)
    func updateGradientLayer() {
        let size = bounds.size
        guard
            let update = gate.update(
                stateForCurrentTraits, width: Double(size.width), height: Double(size.height), environment: environment)
        else { return }
        GradientLayerBridge.apply(onLayer(update.layer), to: gradientLayer, alongside: inheritedAnimationDuration)
        problemLog.report(update.problem, for: .gradientString)
        // A running repeating animation was planned for the old size or traits: plan it again.
        if repeating != nil { restartRepeatingAnimation() }
    }

    /// The layer configuration the view shows now, for its size and traits.
    func resolvedLayerNow() -> LayerGradient {
        stateForCurrentTraits.resolve(width: Double(bounds.width), height: Double(bounds.height), environment: environment).layer
    }

    /// The duration of a surrounding `UIView.animate` block (rotation, size changes), so that
    /// points computed for the new size move with the bounds; 0 on macOS and outside blocks.
    private var inheritedAnimationDuration: Double {
        #if os(macOS)
        0
        #else
        Double(UIView.inheritedAnimationDuration)
        #endif
    }
}
#endif
