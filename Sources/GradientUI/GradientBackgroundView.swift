// Why this #if: the view exists on the platforms with a layer-backed view (see GradientView+UIKit.swift).
#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import GradientCore
import GradientViewModel
#if os(macOS)
import AppKit
#else
import UIKit
#endif

/// A ``GradientView`` with the defaults of the classic designable two-colour view: a diagonal
/// from the top-left corner (`startPoint` `(0, 0)`) to the bottom-right (`endPoint` `(1, 1)`),
/// coloured by `startColor` and `endColor`. Storyboards and code written for a
/// `GradientBackgroundView` keep working with this class (`GVGradientBackgroundView` in
/// Objective-C); everything else of ``GradientView`` is there too.
///
/// One difference: with only one of the two colours set, that colour fills the view (the
/// classic view draws nothing until both are set).
@IBDesignable
@MainActor
@objc(GVGradientBackgroundView)
open class GradientBackgroundView: GradientView {
    /// Creates a view drawing top-left to bottom-right once both colours are set.
    override public init(frame: CGRect) {
        super.init(frame: frame)
        direction = .topLeftToBottomRight
    }

    /// Creates a view from a storyboard or xib: the diagonal is the default the inspectables
    /// start from. A view from a keyed archive keeps the direction it was archived with.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if !GradientView.holdsArchivedGradient(coder) { direction = .topLeftToBottomRight }
    }
}
#endif
