import GradientCSS
import GradientCore

/// When a change of a view's configuration (or of its size) reaches its layer.
///
/// In a window, changes wait for the next layout pass, where the platform merges them into
/// one update. Elsewhere no layout pass may come at all: a view used as another view's `mask`
/// is in no view hierarchy, and a view drawn with `layer.render(in:)`, snapshotted or read back
/// (`gradientLayer.colors`) before it is shown has had none yet; there the layer is written at
/// once. Inside a UIKit animation block (`UIView.animate`, which a rotation also runs in) the
/// change is applied at once too, so that it animates with the block rather than in a later,
/// unanimated layout pass.
///
/// ```swift
/// LayerUpdateTiming(isInWindow: true, inheritedAnimationDuration: 0)     // .nextLayoutPass
/// LayerUpdateTiming(isInWindow: false, inheritedAnimationDuration: 0)    // .now
/// LayerUpdateTiming(isInWindow: true, inheritedAnimationDuration: 0.3)   // .now
/// ```
package enum LayerUpdateTiming: Sendable, Hashable {
    /// In the next layout pass.
    case nextLayoutPass
    /// At once.
    case now

    /// The timing for a view that is (or is not) in a window, inside an animation block of
    /// `inheritedAnimationDuration` seconds (`0` outside one; `UIView.inheritedAnimationDuration`).
    package init(isInWindow: Bool, inheritedAnimationDuration: Double) {
        let animating = inheritedAnimationDuration > 0 && inheritedAnimationDuration.isFinite
        self = !isInWindow || animating ? .now : .nextLayoutPass
    }
}

/// How an update reaches the layer: written as it is, or animated alongside the UIKit
/// animation block it is made in.
///
/// Inside a block (`UIView.animate { … }`, a rotation) UIKit animates the view's own
/// properties but not its layer's colours, locations or points; the view animates those
/// itself, from what is on screen to the new configuration, for the block's duration (and on
/// its curve, which the adapter copies from the bounds animation when the block resizes the
/// view; `easeInEaseOut`, UIKit's default, otherwise). Not when the layer showed nothing
/// before (a first layout inside a block: there is nothing to move from), nor while an
/// explicit gradient animation runs (a repeating one is planned again instead).
package enum LayerApplication: Sendable, Hashable {
    /// Write these properties, without animation.
    case write(LayerChanges)
    /// Run this animation (its model value is the new configuration).
    case animate(AnimationPlan)

    /// How to apply `changes`, given what the layer `shown` now (`nil` when the view has not
    /// written it), the duration of the animation block around the update (`0` outside one)
    /// and whether an explicit gradient animation is running.
    package init(changes: LayerChanges, shown: LayerGradient?, inheritedAnimationDuration: Double, gradientAnimationRunning: Bool) {
        let visible: Set<LayerChanges.Property> = [.colors, .locations, .startPoint, .endPoint]
        guard inheritedAnimationDuration > 0, inheritedAnimationDuration.isFinite, !gradientAnimationRunning,
            let shown, !shown.colors.isEmpty, !changes.gradient.colors.isEmpty, !changes.properties.isDisjoint(with: visible)
        else {
            self = .write(changes)
            return
        }
        self = .animate(AnimationPlan(from: shown, to: changes.gradient, duration: inheritedAnimationDuration, timing: .easeInEaseOut))
    }
}
