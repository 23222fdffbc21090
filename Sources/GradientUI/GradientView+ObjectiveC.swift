// Why this #if: the view exists on the platforms with a layer-backed view (see GradientView.swift).
#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import GradientCore
import GradientCSS
import GradientViewModel
import QuartzCore

/// The Objective-C forms of the Swift-only API. Everything else of the view is already
/// reachable from Objective-C (`GVGradientView` in `GradientUI-Swift.h`): `colors`
/// (`NSArray<UIColor *>`), `locations` (`NSArray<NSNumber *>`), `gradientLayer`,
/// `gradientString`, `directionName`, `angle`, `startPoint`, `endPoint`, `typeName`,
/// `interpolationName`, the stops `color0…7` / `location0…7`, `stopRepeatingAnimation`.
/// These twins are hidden from Swift, which has the typed versions.
///
/// ```objc
/// GVGradientView *view = [[GVGradientView alloc] initWithFrame:frame];
/// view.colors = @[UIColor.systemPinkColor, UIColor.systemYellowColor];
/// view.directionName = @"45deg";
/// [view animateWithDuration:0.4 timingFunction:kCAMediaTimingFunctionEaseOut
///                   changes:^(GVGradientView *v) { v.interpolationName = @"oklab"; }
///                completion:nil];
/// ```
extension GradientView {
    /// `animate(duration:timing:changes:completion:)` for Objective-C, the curve given by its
    /// Core Animation name (`kCAMediaTimingFunctionEaseIn` …; the default curve and unknown
    /// names ease in and out).
    @available(swift, obsoleted: 1, message: "Use animate(duration:timing:changes:completion:)")
    @objc(animateWithDuration:timingFunction:changes:completion:)
    public func objcAnimate(
        duration: Double, timingFunction: CAMediaTimingFunctionName, changes: (GradientView) -> Void,
        completion: (@MainActor () -> Void)?
    ) {
        animate(duration: duration, timing: GradientLayerBridge.timing(timingFunction), changes: changes, completion: completion)
    }

    /// `startRepeatingAnimation(duration:timing:changes:)` for Objective-C.
    @available(swift, obsoleted: 1, message: "Use startRepeatingAnimation(duration:timing:changes:)")
    @objc(startRepeatingAnimationWithDuration:timingFunction:changes:)
    public func objcStartRepeatingAnimation(
        duration: Double, timingFunction: CAMediaTimingFunctionName, changes: (GradientView) -> Void
    ) {
        startRepeatingAnimation(duration: duration, timing: GradientLayerBridge.timing(timingFunction), changes: changes)
    }
}
#endif
