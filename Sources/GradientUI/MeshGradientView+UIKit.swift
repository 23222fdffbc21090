// Why this #if: the view is a UIView on iOS, tvOS and visionOS; macOS has its own class
// (MeshGradientView+AppKit.swift). watchOS has no UIView (MeshGradientFill draws there), Linux
// no UIKit: the view model (GradientViewModel) carries the decisions. The class holds only
// what differs between the platforms; the API both share is in MeshGradientView.swift.
#if os(iOS) || os(tvOS) || os(visionOS)
import GradientCore
import GradientViewModel
import QuartzCore
import UIKit

/// A view that shows a mesh gradient (`GradientMesh`, SwiftUI's `MeshGradient` model) as
/// the engine draws it, on every system the package supports; `GVMeshGradientView` in
/// Objective-C.
///
/// ```swift
/// let view = MeshGradientView(frame: bounds)
/// try view.setMesh(
///     width: 2, height: 2,
///     points: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 1)],
///     colors: [.systemRed, .systemBlue, .systemYellow, .label])   // .label follows dark mode
/// ```
///
/// The picture is an image of the view's size in pixels in the layer's `contents`, drawn
/// again when the mesh, the size, the display scale or a colour as the traits resolve it
/// changes (and at no other time); views over 256 × 256 pixels are drawn off the main
/// thread, keeping the previous image until the new one is ready.
@MainActor
@IBDesignable
@objc(GVMeshGradientView)
open class MeshGradientView: UIView {
    /// The platform's colour class: `UIColor` (`NSColor` on macOS).
    public typealias PlatformColor = UIColor

    /// What the view was given; each change schedules one update, and answers a problem
    /// ``meshJSON`` had (``contentChanged()``).
    var content: MeshContent<UIColor>? {
        didSet { contentChanged() }
    }
    /// When to draw, and which finished drawing to show.
    var renderGate = MeshRenderGate()
    /// The problem ``meshJSON`` has now, if any (``configurationProblem``).
    var problems = ProblemLog()
    /// Whether the view is drawn by Interface Builder (`prepareForInterfaceBuilder()`).
    var isInterfaceBuilderPreview = false

    /// Creates a view with no mesh: it draws nothing until given one.
    override public init(frame: CGRect) {
        super.init(frame: frame)
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
        if #available(iOS 17.0, tvOS 17.0, *) {
            registerForColorTraitChanges(adding: [UITraitDisplayScale.self]) { (view: MeshGradientView) in view.scheduleMeshUpdate() }
        }
    }

    /// Draws the mesh again when the size, scale or resolved colours changed.
    override open func layoutSubviews() {
        super.layoutSubviews()
        updateMesh()
    }

    /// A new size outside a layout pass (a view in no window) still reaches the layer.
    override open var bounds: CGRect {
        didSet { if bounds.size != oldValue.size { scheduleMeshUpdate() } }
    }

    /// As ``bounds``: UIKit may set the frame without going through `bounds`.
    override open var frame: CGRect {
        didSet { if frame.size != oldValue.size { scheduleMeshUpdate() } }
    }

    /// `UIColor.tintColor` among the colours follows the view's tint.
    override open func tintColorDidChange() {
        super.tintColorDidChange()
        scheduleMeshUpdate()
    }

    #if !os(visionOS)  // Why: deprecated there from visionOS 1.0; the registration above serves.
    /// Before iOS 17 the trait callback; from iOS 17 on, the registration in `commonInit`
    /// covers the same traits.
    @available(iOS, deprecated: 17.0, message: "Trait changes are registered with registerForTraitChanges.")
    @available(tvOS, deprecated: 17.0, message: "Trait changes are registered with registerForTraitChanges.")
    override open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        scheduleMeshUpdate()
    }
    #endif

    /// Pixels per point: the trait collection's display scale (1 until it knows one).
    var displayScale: Double {
        let scale = Double(traitCollection.displayScale)
        return scale > 0 ? scale : 1
    }

    /// The layer whose `contents` shows the image: the backing layer.
    var meshLayer: CALayer { layer }
}
#endif
