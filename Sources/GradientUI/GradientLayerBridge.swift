// Why this #if: the platforms with a layer-backed view (QuartzCore is not on watchOS or Linux,
// where the decisions it applies are tested in GradientKit). The body is the same for UIKit
// and AppKit, so one condition covers both.
#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import GradientKit
import QuartzCore

/// Turns GradientKit values into `CAGradientLayer` properties and explicit animations.
@MainActor
enum GradientLayerBridge {
    /// An sRGB `CGColor` for an engine colour.
    static func cgColor(_ c: RGBA) -> CGColor {
        CGColor(srgbRed: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
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

    /// A unit point as a `CGPoint`.
    static func point(_ p: GradientPoint) -> CGPoint { CGPoint(x: CGFloat(p.x), y: CGFloat(p.y)) }

    /// Assigns `g` to `layer` without implicit animations (so rotation never lags behind).
    static func apply(_ g: LayerGradient, to layer: CAGradientLayer) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.type = layerType(g.type)
        layer.colors = colors(g)
        layer.locations = locations(g)
        layer.startPoint = point(g.startPoint)
        layer.endPoint = point(g.endPoint)
        CATransaction.commit()
    }

    /// The animation key every gradient animation uses (a new one replaces the old).
    static let animationKey = "GradientView.gradient"

    /// Runs `plan` on `layer`: the model values jump to the plan's end, and a group of
    /// `CABasicAnimation`s of colours, locations and points shows the way there.
    static func run(_ plan: AnimationPlan, on layer: CAGradientLayer) {
        layer.removeAnimation(forKey: animationKey)
        apply(plan.to, to: layer)
        let pairs: [(String, Any?, Any?)] = [
            ("colors", colors(plan.from), colors(plan.to)),
            ("locations", locations(plan.from), locations(plan.to)),
            ("startPoint", point(plan.from.startPoint), point(plan.to.startPoint)),
            ("endPoint", point(plan.from.endPoint), point(plan.to.endPoint)),
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
        }
        layer.add(group, forKey: animationKey)
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
}
#endif
