// Why this #if: the view exists on the platforms with a layer-backed view (see GradientView+UIKit.swift).
#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import GradientCore
import GradientViewModel
import QuartzCore

/// The Objective-C forms of the Swift-only API (``GradientView/Configuration`` is a Swift
/// struct and `AnimationTiming` a Swift enum). Everything else of the view is already
/// reachable from Objective-C (`GVGradientView` in `GradientUI-Swift.h`): `colors`
/// (`NSArray<UIColor *>`), `locations` (`NSArray<NSNumber *>`), `gradientLayer`,
/// `gradientString`, `directionName`, `angle`, `startPoint`, `endPoint`, `typeName`,
/// `gradientCenter`, `centerX`, `centerY`, `radiusFraction`, `startAngle`,
/// `interpolationName`, the stops `color0…7` / `location0…7`, `isAnimating`, the pause,
/// resume and seek methods, `startCyclingColors:stepDuration:` and `stopRepeatingAnimation`.
/// These twins are hidden from Swift, which has the typed versions.
///
/// A `changes` block configures a stand-in view that starts as a copy of this one's
/// configuration; the configuration it ends with is what this view gets. Anything else the
/// block does to the stand-in (its layer, its background colour) stays there, and a bad name
/// it sets is logged but not kept in `configurationProblem`.
///
/// ```objc
/// GVGradientView *view = [[GVGradientView alloc] initWithFrame:frame];
/// view.colors = @[UIColor.systemPinkColor, UIColor.systemYellowColor];
/// view.directionName = @"45deg";
/// [view animateGradientWithDuration:0.4 delay:0
///                    timingFunction:[CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionEaseOut]
///                           changes:^(GVGradientView *v) { v.interpolationName = @"oklab"; }
///                        completion:^(BOOL finished) { … }];
/// ```
extension GradientView {
    /// The configuration `changes` makes of this view's, applied to a stand-in view.
    func configuration(madeBy changes: (GradientView) -> Void) -> Configuration {
        let standIn = GradientView(frame: bounds)
        standIn.configuration = configuration
        changes(standIn)
        return standIn.configuration
    }

    /// Sets the configuration `changes` makes, in one step (one layer update).
    @available(swift, obsoleted: 1, message: "Set configuration")
    @objc(configureWithChanges:)
    public func objcConfigure(changes: (GradientView) -> Void) {
        configuration = configuration(madeBy: changes)
    }

    /// ``animateGradient(to:duration:delay:timing:completion:)`` for Objective-C, on the
    /// curve of a `CAMediaTimingFunction` (`nil`: ease in and out).
    @available(swift, obsoleted: 1, message: "Use animateGradient(to:duration:delay:timing:completion:)")
    @objc(animateGradientWithDuration:delay:timingFunction:changes:completion:)
    public func objcAnimateGradient(
        duration: Double, delay: Double, timingFunction: CAMediaTimingFunction?, changes: (GradientView) -> Void,
        completion: (@MainActor (Bool) -> Void)?
    ) {
        let timing = timingFunction.map(AnimationTiming.init) ?? .easeInEaseOut
        animateGradient(to: configuration(madeBy: changes), duration: duration, delay: delay, timing: timing, completion: completion)
    }

    /// ``animateGradient(to:duration:delay:timing:completion:)`` for Objective-C, on a spring
    /// (`CASpringAnimation`'s parameters; it lasts until it settles).
    @available(swift, obsoleted: 1, message: "Use animateGradient(to:duration:delay:timing:completion:) with .spring")
    @objc(animateGradientWithSpringMass:stiffness:damping:initialVelocity:delay:changes:completion:)
    public func objcAnimateGradient(
        springMass mass: Double, stiffness: Double, damping: Double, initialVelocity: Double, delay: Double,
        changes: (GradientView) -> Void, completion: (@MainActor (Bool) -> Void)?
    ) {
        let spring = AnimationTiming.spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
        animateGradient(to: configuration(madeBy: changes), delay: delay, timing: spring, completion: completion)
    }

    /// ``startRepeatingAnimation(duration:timing:changes:)`` for Objective-C (`nil` timing
    /// function: ease in and out).
    @available(swift, obsoleted: 1, message: "Use startRepeatingAnimation(duration:timing:changes:)")
    @objc(startRepeatingAnimationWithDuration:timingFunction:changes:)
    public func objcStartRepeatingAnimation(duration: Double, timingFunction: CAMediaTimingFunction?, changes: (GradientView) -> Void) {
        let target = configuration(madeBy: changes)
        startRepeatingAnimation(duration: duration, timing: timingFunction.map(AnimationTiming.init) ?? .easeInEaseOut) { $0 = target }
    }
}
#endif
