// Why this #if: on macOS the view is an NSView (GradientView+UIKit.swift has the UIView); the
// API both share is in GradientView.swift and the files beside it.
#if os(macOS)
import AppKit
import GradientCore
import GradientViewModel
import QuartzCore

/// A layer-backed `NSView` whose backing layer is a `CAGradientLayer`, with the same
/// orientation as on iOS (start point `(0.5, 0)` is the top edge, conic sweeps clockwise) and
/// following appearance changes; `GVGradientView` in Objective-C. Every decision is made by
/// the view model (GradientViewModel); this class only translates.
///
/// Precedence when several are set: `colors` > `gradientString` > `color0…7` > `startColor`/`endColor`.
@IBDesignable
@MainActor
@objc(GVGradientView)
open class GradientView: NSView {
    /// The platform's colour class: `NSColor` (`UIColor` on iOS).
    public typealias PlatformColor = NSColor

    /// The backing layer's class: `CAGradientLayer`, or a subclass of it that a subclass of
    /// the view returns (as `layerClass` on iOS).
    open class var layerClass: CAGradientLayer.Type { CAGradientLayer.self }

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
    /// The backing layer, made on first use (`makeBackingLayer()` may run inside
    /// `super.init(coder:)`), so that ``gradientLayer`` is never `nil`.
    private(set) lazy var backingLayer: CAGradientLayer = Self.layerClass.init()
    private nonisolated(unsafe) var observer: (any NSObjectProtocol)?

    /// Creates a view with nothing configured: it draws nothing, and leaves its layer alone,
    /// until given colours.
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

    deinit {
        if let observer { NSWorkspace.shared.notificationCenter.removeObserver(observer) }
    }

    private func commonInit() {
        wantsLayer = true
        layerContentsRedrawPolicy = .onSetNeedsDisplay
        // Reduce Motion is announced on the workspace's own notification centre, with every
        // other display option: the repeating animation is looked at again, and started over
        // only if it has to be.
        observer = NSWorkspace.shared.notificationCenter.addObserver(
            forName: NSWorkspace.accessibilityDisplayOptionsDidChangeNotification, object: nil, queue: .main
        ) { [weak self] _ in
            MainThread.assumeIsolated { self?.refreshRepeatingAnimation(force: false) }
        }
    }

    /// The backing layer is the gradient itself.
    override open func makeBackingLayer() -> CALayer { backingLayer }

    /// The layer is updated by setting its properties, never by drawing.
    override open var wantsUpdateLayer: Bool { true }

    /// Applies the configuration to the layer: at most once per layout pass, and only when
    /// the configuration, or the size or traits it depends on, changed.
    override open func layout() {
        super.layout()
        updateGradientLayer()
    }

    /// AppKit's layer-update pass (asked for by `needsDisplay`), with the effective appearance
    /// current.
    override open func updateLayer() {
        updateGradientLayer()
    }

    /// A frame change outside Auto Layout need not run `layout()`: ask for an update, since
    /// angles and CSS geometry depend on the size.
    override open func setFrameSize(_ newSize: NSSize) {
        super.setFrameSize(newSize)
        scheduleLayerUpdate()
    }

    override open func viewDidChangeEffectiveAppearance() {
        super.viewDidChangeEffectiveAppearance()
        scheduleLayerUpdate()
    }

    /// Right to left set on the view (as `GradientBackground` does for SwiftUI's layout
    /// direction) flips a horizontal gradient: update again. NSView.h leaves it to the
    /// subclass: "a basic NSView may not respect the User Interface Layout Direction that is
    /// uniquely set on it, and it is up to the developer and supporting subclasses to
    /// correctly implement a Right To Left layout implementation."
    override open var userInterfaceLayoutDirection: NSUserInterfaceLayoutDirection {
        didSet { if userInterfaceLayoutDirection != oldValue { scheduleLayerUpdate() } }
    }

    override open func viewDidMoveToWindow() {
        super.viewDidMoveToWindow()
        if window != nil { refreshRepeatingAnimation(force: true) }
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

    /// Whether the system asks for reduced motion.
    var reducesMotion: Bool { NSWorkspace.shared.accessibilityDisplayShouldReduceMotion }

    /// `g` as this platform's layer takes it. An unflipped view's backing layer has its origin
    /// bottom-left and sweeps conic gradients counter-clockwise on screen, so the picture is
    /// mirrored (points, and the conic's stops: ``LayerGradient/verticallyMirrored()``) to
    /// match iOS. The view itself stays unflipped, so subviews keep AppKit's coordinates.
    func onLayer(_ g: LayerGradient) -> LayerGradient { g.verticallyMirrored() }

    /// AppKit has no animation block a change can join: 0.
    var inheritedAnimationDuration: Double { 0 }
}
#endif
