// Why this #if: the view is a UIView on iOS, tvOS and visionOS (Mac Catalyst is iOS); macOS
// has its own class (GradientView+AppKit.swift). watchOS has a UIKit without UIView and no
// QuartzCore, and Linux has neither, so there the file compiles to nothing and the view model
// (GradientViewModel) carries every decision. The class holds only what differs between the
// platforms (the superclass, life cycle, traits, orientation); the API both share is in
// GradientView.swift and the files beside it.
#if os(iOS) || os(tvOS) || os(visionOS)
import GradientCore
import GradientViewModel
import QuartzCore
import UIKit

/// A view whose backing layer is a `CAGradientLayer`, configurable in Interface Builder, in
/// code and from Objective-C (as `GVGradientView`). Every decision (stops, precedence,
/// geometry, dimming, interpolation, when and what to write to the layer) is made by the view
/// model (`GradientViewState` and its companions in GradientViewModel); this class only
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

    /// The backing layer's class: `CAGradientLayer`. A subclass may return a subclass of it
    /// (custom actions, extra animatable keys); any other class is a programming error that
    /// stops the app when the layer is first used.
    override open class var layerClass: AnyClass { CAGradientLayer.self }

    /// The backing layer, typed as the gradient layer it is.
    override open var layer: CAGradientLayer {
        guard let layer = super.layer as? CAGradientLayer else {
            preconditionFailure("GradientView: layerClass must be CAGradientLayer or a subclass of it, not \(Swift.type(of: super.layer)).")
        }
        return layer
    }

    /// Everything the view draws with; each change schedules one layer update.
    public var configuration = Configuration() {
        didSet { if configuration != oldValue { scheduleLayerUpdate() } }
    }

    /// The gate, the writer and the problems: what the view keeps between layer updates.
    var updates = LayerUpdates()
    /// The gradient animation the view runs, if any.
    var animation = GradientAnimationState()
    /// Whether Interface Builder is drawing the view (set by `prepareForInterfaceBuilder()`).
    var isInterfaceBuilderPreview = false {
        didSet { scheduleLayerUpdate() }
    }
    private nonisolated(unsafe) var observers: [any NSObjectProtocol] = []
    private nonisolated(unsafe) var sceneObserver: (any NSObjectProtocol)?
    private weak var observedScene: UIScene?

    /// Creates a view with nothing configured: it draws nothing, and leaves its layer alone,
    /// until given colours.
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
                MainThread.assumeIsolated { self?.refreshRepeatingAnimation(force: true) }
            },
        ]
        if #available(iOS 17.0, tvOS 17.0, *) {
            registerForColorTraitChanges(adding: [UITraitLayoutDirection.self]) { (view: GradientView) in view.scheduleLayerUpdate() }
        }
    }

    /// Applies the configuration to the layer: at most once per layout pass, and only when
    /// the configuration, or the size or traits it depends on, changed.
    override open func layoutSubviews() {
        super.layoutSubviews()
        updateGradientLayer()
    }

    /// A new size outside a layout pass (a mask view is in no hierarchy, a view drawn before
    /// it is shown has had no layout) still reaches the layer.
    override open var bounds: CGRect {
        didSet { if bounds.size != oldValue.size { scheduleLayerUpdate() } }
    }

    /// As ``bounds``: UIKit may set the frame without going through `bounds`.
    override open var frame: CGRect {
        didSet { if frame.size != oldValue.size { scheduleLayerUpdate() } }
    }

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        scheduleLayerUpdate()
    }

    /// Right to left set on the view itself changes no trait: lay out again.
    override open var semanticContentAttribute: UISemanticContentAttribute {
        didSet { if semanticContentAttribute != oldValue { scheduleLayerUpdate() } }
    }

    #if !os(visionOS)  // Why: deprecated there from visionOS 1.0; the registration above serves.
    /// Before iOS 17 the trait callback; from iOS 17 on, the registration in `commonInit`
    /// covers the same traits and this is not needed.
    @available(iOS, deprecated: 17.0, message: "Trait changes are registered with registerForTraitChanges.")
    @available(tvOS, deprecated: 17.0, message: "Trait changes are registered with registerForTraitChanges.")
    override open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        scheduleLayerUpdate()
    }
    #endif

    override open func didMoveToWindow() {
        super.didMoveToWindow()
        observeScene(window?.windowScene)
        if window != nil { refreshRepeatingAnimation(force: true) }
    }

    /// A scene of an iPad app can go to the background and back while the app stays active:
    /// its own notification brings a repeating animation back.
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
    /// (The view model keeps the tint only for a gradient that reads it.)
    var environment: ViewEnvironment {
        ViewEnvironment(
            appearance: traitCollection.userInterfaceStyle == .dark ? .dark : .light,
            layoutDirection: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            isDimmed: tintAdjustmentMode == .dimmed,
            tintColor: tintColor.map(resolvedNow))
    }

    /// Whether the system asks for reduced motion.
    var reducesMotion: Bool { UIAccessibility.isReduceMotionEnabled }

    /// The backing layer.
    var backingLayer: CAGradientLayer { layer }

    /// `g` as this platform's layer takes it: unchanged (UIKit layers have their origin top-left).
    func onLayer(_ g: LayerGradient) -> LayerGradient { g }

    /// The duration of a surrounding `UIView.animate` block (rotation, size changes), so that
    /// a change made in it animates with it; 0 outside blocks.
    var inheritedAnimationDuration: Double { Double(UIView.inheritedAnimationDuration) }
}
#endif
