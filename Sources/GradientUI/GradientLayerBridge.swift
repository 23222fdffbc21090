// Why this #if: the platforms with a layer-backed view (QuartzCore is not on watchOS or Linux,
// where the decisions it applies are tested in GradientKit). The body is the same for UIKit
// and AppKit, so one condition covers both.
#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import GradientCore
import GradientCSS
import GradientViewModel
import QuartzCore

/// Turns GradientKit values into `CAGradientLayer` properties and explicit animations.
@MainActor
enum GradientLayerBridge {
    /// Extended-range sRGB: components outside `0…1` (Display P3 colours, extended sRGB) keep
    /// their gamut instead of being clamped as `CGColor(srgbRed:…)` clamps them.
    private static let extendedSRGB = CGColorSpace(name: CGColorSpace.extendedSRGB)

    /// A `CGColor` for an engine colour, in extended sRGB.
    static func cgColor(_ c: RGBA) -> CGColor {
        let components = [CGFloat(c.red), CGFloat(c.green), CGFloat(c.blue), CGFloat(c.alpha)]
        if let space = extendedSRGB, let color = CGColor(colorSpace: space, components: components) { return color }
        return CGColor(srgbRed: components[0], green: components[1], blue: components[2], alpha: components[3])
    }

    /// The engine colour of a `CGColor` (extended sRGB; transparent black if it has none).
    static func rgba(_ color: CGColor) -> RGBA {
        guard let space = extendedSRGB,
            let converted = color.converted(to: space, intent: .defaultIntent, options: nil),
            let c = converted.components, c.count == 4
        else { return .clear }
        return RGBA(red: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), alpha: Double(c[3]))
    }

    /// The layer type for an engine type.
    static func layerType(_ type: GradientType) -> CAGradientLayerType {
        switch type {
        case .axial: .axial
        case .radial: .radial
        case .conic: .conic
        }
    }

    /// The layer's colours as `CGColor`s.
    static func colors(_ g: LayerGradient) -> [CGColor] { g.colors.map(cgColor) }

    /// The layer's locations as `NSNumber`s, or `nil`.
    static func locations(_ g: LayerGradient) -> [NSNumber]? { g.locations?.map { NSNumber(value: $0) } }

    /// Assigns `g` to `layer`. Outside an animation block nothing animates (so rotation never
    /// lags behind); inside one (`alongside` > 0 seconds, a `UIView.animate` the view's size
    /// changes in) the points move with the bounds, on the bounds animation's own curve.
    static func apply(_ g: LayerGradient, to layer: CAGradientLayer, alongside duration: Double = 0) {
        // A layer that has shown nothing yet (its first layout inside an animation block) has
        // no old points to move from.
        let hadContent = layer.colors != nil
        let oldStart = (layer.presentation() ?? layer).startPoint
        let oldEnd = (layer.presentation() ?? layer).endPoint
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.type = layerType(g.type)
        layer.colors = colors(g)
        layer.locations = locations(g)
        layer.startPoint = CGPoint(g.startPoint)
        layer.endPoint = CGPoint(g.endPoint)
        CATransaction.commit()
        guard duration > 0, hadContent, layer.animation(forKey: animationKey) == nil else { return }
        // UIKit has just added the bounds animation of the block: its duration, delay, curve
        // (and spring) are copied, not its values, which UIKit makes additive.
        let bounds = layer.animationKeys()?.lazy.compactMap { layer.animation(forKey: $0) as? CABasicAnimation }
            .first { ($0.keyPath ?? "").hasPrefix("bounds") }
        for (keyPath, from, to) in [("startPoint", oldStart, layer.startPoint), ("endPoint", oldEnd, layer.endPoint)] where from != to {
            let animation = (bounds?.copy() as? CABasicAnimation) ?? CABasicAnimation()
            if bounds == nil { animation.duration = duration }
            animation.keyPath = keyPath
            animation.isAdditive = false
            animation.byValue = nil
            animation.fromValue = from
            animation.toValue = to
            layer.add(animation, forKey: "GradientView.\(keyPath)")
        }
    }

    /// What `layer` shows at this instant: its presentation while an animation runs, else its
    /// model values (in the layer's own orientation).
    static func shown(by layer: CAGradientLayer, type: GradientType) -> LayerGradient {
        let source = layer.animation(forKey: animationKey) != nil ? (layer.presentation() ?? layer) : layer
        let colors = (source.colors ?? []).compactMap { value -> RGBA? in
            let object = value as CFTypeRef
            guard CFGetTypeID(object) == CGColor.typeID else { return nil }  // only CGColors draw
            return rgba(unsafeDowncast(object, to: CGColor.self))
        }
        return LayerGradient(
            type: type, colors: colors, locations: source.locations?.map(\.doubleValue),
            startPoint: GradientPoint(source.startPoint), endPoint: GradientPoint(source.endPoint))
    }

    /// The animation key every gradient animation uses (a new one replaces the old).
    static let animationKey = "GradientView.gradient"

    /// Runs `plan` on `layer`: the model values jump to the plan's end, and a group of
    /// `CABasicAnimation`s of colours, locations and points shows the way there. `completion`
    /// runs when the animation ends or is removed, by a later animation too (a repeating one
    /// only when removed).
    static func run(_ plan: AnimationPlan, on layer: CAGradientLayer, completion: (@MainActor () -> Void)? = nil) {
        layer.removeAnimation(forKey: animationKey)
        CATransaction.begin()
        if let completion {
            CATransaction.setCompletionBlock { MainThread.assumeIsolated(completion) }
        }
        apply(plan.to, to: layer)
        let pairs: [(String, Any?, Any?)] = [
            ("colors", colors(plan.from), colors(plan.to)),
            ("locations", locations(plan.from), locations(plan.to)),
            ("startPoint", CGPoint(plan.from.startPoint), CGPoint(plan.to.startPoint)),
            ("endPoint", CGPoint(plan.from.endPoint), CGPoint(plan.to.endPoint)),
        ]
        let group = CAAnimationGroup()
        group.animations = pairs.map { keyPath, from, to in
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.fromValue = from
            animation.toValue = to
            animation.duration = plan.duration
            return animation
        }
        group.duration = plan.duration
        group.timingFunction = CAMediaTimingFunction(name: timingName(plan.timing))
        if plan.repeats {
            group.autoreverses = true
            group.repeatCount = .greatestFiniteMagnitude
            // Kept when the app or scene is suspended (Core Animation otherwise ends it).
            group.isRemovedOnCompletion = false
        }
        layer.add(group, forKey: animationKey)
        CATransaction.commit()
    }

    /// Removes a running gradient animation.
    static func stop(on layer: CAGradientLayer) { layer.removeAnimation(forKey: animationKey) }

    /// The Core Animation name of a timing curve.
    static func timingName(_ timing: AnimationTiming) -> CAMediaTimingFunctionName {
        switch timing {
        case .linear: .linear
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .easeInEaseOut: .easeInEaseOut
        }
    }

    /// The timing curve for a Core Animation name (`kCAMediaTimingFunctionEaseIn` …); the
    /// default curve and unknown names are ease-in-ease-out.
    static func timing(_ name: CAMediaTimingFunctionName) -> AnimationTiming {
        switch name {
        case .linear: .linear
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        default: .easeInEaseOut
        }
    }
}
#endif
