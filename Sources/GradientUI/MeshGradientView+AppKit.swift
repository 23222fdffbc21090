// Why this #if: on macOS the view is an NSView (MeshGradientView+UIKit.swift has the UIView);
// the API both share is in MeshGradientView.swift.
#if os(macOS)
import AppKit
import GradientCore
import GradientViewModel
import QuartzCore

/// A layer-backed `NSView` that shows a mesh gradient (`GradientMesh`) as the engine draws
/// it, the same way up as on iOS, following appearance and backing-scale changes;
/// `GVMeshGradientView` in Objective-C.
///
/// The picture is an image of the view's size in pixels in the layer's `contents`, drawn
/// again when the mesh, the size, the backing scale or a colour as the appearance resolves it
/// changes; views over 256 × 256 pixels are drawn off the main thread, keeping the previous
/// image until the new one is ready.
@MainActor
@IBDesignable
@objc(GVMeshGradientView)
open class MeshGradientView: NSView {
    /// The platform's colour class: `NSColor` (`UIColor` on iOS).
    public typealias PlatformColor = NSColor

    /// What the view was given; each change schedules one update, and answers a problem
    /// ``meshJSON`` had (``contentChanged()``).
    var content: MeshContent<NSColor>? {
        didSet { contentChanged() }
    }
    /// When to draw, and which finished drawing to show.
    var renderGate = MeshRenderGate()
    /// The problem ``meshJSON`` has now, if any (``configurationProblem``).
    var problems = ProblemLog()
    /// Whether the view is drawn by Interface Builder (`prepareForInterfaceBuilder()`).
    var isInterfaceBuilderPreview = false
    /// The backing layer, made on first use (`makeBackingLayer()` may run inside `super.init`).
    private(set) lazy var meshLayer = CALayer()

    /// Creates a view with no mesh: it draws nothing until given one.
    override public init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
        commonInit()
    }

    /// Creates a view from a storyboard or xib (the mesh set by ``meshJSON`` or in code), or
    /// from a keyed archive of one (with its mesh).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
        decodeMesh(from: coder)
    }

    private func commonInit() {
        wantsLayer = true
        layerContentsRedrawPolicy = .onSetNeedsDisplay
    }

    /// The backing layer shows the image.
    override open func makeBackingLayer() -> CALayer { meshLayer }

    /// The layer is updated by setting its contents, never by drawing.
    override open var wantsUpdateLayer: Bool { true }

    /// Draws the mesh again when the size, scale or resolved colours changed.
    override open func layout() {
        super.layout()
        updateMesh()
    }

    /// AppKit's layer-update pass, with the effective appearance current.
    override open func updateLayer() {
        updateMesh()
    }

    /// A frame change outside Auto Layout need not run `layout()`.
    override open func setFrameSize(_ newSize: NSSize) {
        super.setFrameSize(newSize)
        scheduleMeshUpdate()
    }

    override open func viewDidChangeEffectiveAppearance() {
        super.viewDidChangeEffectiveAppearance()
        scheduleMeshUpdate()
    }

    /// A move to a screen of another scale.
    override open func viewDidChangeBackingProperties() {
        super.viewDidChangeBackingProperties()
        scheduleMeshUpdate()
    }

    /// Pixels per point: the window's backing scale, else the main screen's, else 1.
    var displayScale: Double {
        Double(window?.backingScaleFactor ?? NSScreen.main?.backingScaleFactor ?? 1)
    }
}
#endif
