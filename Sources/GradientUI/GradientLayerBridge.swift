// Why this #if: the platforms with a layer-backed view (QuartzCore is not on watchOS or Linux,
// where the decisions it applies are tested in GradientViewModel). The body is the same for
// UIKit and AppKit, so one condition covers both.
#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import GradientCore
import GradientViewModel
import QuartzCore

/// Turns the view model's values into `CAGradientLayer` properties and explicit animations.
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

    /// The layer's colours as `CGColor`s; `nil` for none (the layer's default, which draws
    /// nothing).
    static func colors(_ g: LayerGradient) -> [CGColor]? { g.colors.isEmpty ? nil : g.colors.map(cgColor) }

    /// The layer's locations as `NSNumber`s, or `nil`.
    static func locations(_ g: LayerGradient) -> [NSNumber]? { g.locations?.map { NSNumber(value: $0) } }

    /// Writes the properties `changes` names, and only those, without implicit animation.
    static func write(_ changes: LayerChanges, to layer: CAGradientLayer) {
        guard !changes.isEmpty else { return }
        let g = changes.gradient
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for property in LayerChanges.Property.allCases where changes.properties.contains(property) {
            switch property {
            case .type: layer.type = layerType(g.type)
            case .colors: layer.colors = colors(g)
            case .locations: layer.locations = locations(g)
            case .startPoint: layer.startPoint = CGPoint(g.startPoint)
            case .endPoint: layer.endPoint = CGPoint(g.endPoint)
            }
        }
        CATransaction.commit()
    }

    /// What `layer` shows at this instant: its presentation while any animation runs on it,
    /// else its model values (in the layer's own orientation).
    static func shown(by layer: CAGradientLayer, type: GradientType) -> LayerGradient {
        let animating = !(layer.animationKeys() ?? []).isEmpty
        let source = animating ? (layer.presentation() ?? layer) : layer
        let colors = (source.colors ?? []).compactMap { value -> RGBA? in
            let object = value as CFTypeRef
            guard CFGetTypeID(object) == CGColor.typeID else { return nil }  // only CGColors draw
            return rgba(unsafeDowncast(object, to: CGColor.self))
        }
        return LayerGradient(
            type: type, colors: colors, locations: source.locations?.map(\.doubleValue),
            startPoint: GradientPoint(source.startPoint), endPoint: GradientPoint(source.endPoint))
    }

    /// The animation key every explicit gradient animation uses (a new one replaces the old).
    static let animationKey = "GradientView.gradient"
    /// The prefix of the keys of animations that follow a UIKit animation block.
    static let alongsideKey = "GradientView.alongside."

    /// The layer's own time now, the time space of its animations' `beginTime`.
    static func now(on layer: CALayer) -> Double { layer.convertTime(CACurrentMediaTime(), from: nil) }

    /// The animated properties and each keyframe's value for them.
    private static func values(_ g: LayerGradient) -> [(String, Any?)] {
        [
            ("colors", colors(g)), ("locations", locations(g)), ("startPoint", CGPoint(g.startPoint)),
            ("endPoint", CGPoint(g.endPoint)),
        ]
    }

    /// Runs `plan` on `layer` at the time `clock` gives: a group of one animation per
    /// property and step (`CABasicAnimation`s on the plan's curve, `CASpringAnimation`s for a
    /// spring), repeating for a repeating plan. The layer's model values are the caller's to
    /// write (the plan's final configuration). `delegate` hears when it ends or is removed.
    static func run(_ plan: AnimationPlan, clock: AnimationClock, on layer: CAGradientLayer, delegate: (any CAAnimationDelegate)? = nil) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.removeAnimation(forKey: animationKey)
        let keyframes = plan.keyframes.map(values)
        var children: [CAAnimation] = []
        for step in 0..<plan.stepCount {
            for (index, (keyPath, from)) in keyframes[step].enumerated() {
                let animation = basicAnimation(plan.timing)
                animation.keyPath = keyPath
                animation.fromValue = from
                animation.toValue = keyframes[step + 1][index].1
                animation.beginTime = Double(step) * plan.stepDuration
                animation.duration = plan.stepDuration
                children.append(animation)
            }
        }
        let group = CAAnimationGroup()
        group.animations = children
        group.duration = plan.cycleDuration
        // The first picture shows during a delay; a repeating group runs until removed, and
        // stays when the app or scene is suspended (Core Animation otherwise ends it).
        group.fillMode = .backwards
        if plan.repeats {
            group.repeatCount = .greatestFiniteMagnitude
            group.isRemovedOnCompletion = false
        }
        let timing = clock.coreAnimationTiming
        group.beginTime = timing.beginTime
        group.timeOffset = timing.timeOffset
        group.speed = timing.speed
        group.delegate = delegate
        layer.add(group, forKey: animationKey)
        CATransaction.commit()
    }

    /// An animation of one step with `timing`'s curve or spring.
    private static func basicAnimation(_ timing: AnimationTiming) -> CABasicAnimation {
        if let spring = timing.springMotion {
            let animation = CASpringAnimation()
            animation.mass = CGFloat(spring.mass)
            animation.stiffness = CGFloat(spring.stiffness)
            animation.damping = CGFloat(spring.damping)
            animation.initialVelocity = CGFloat(spring.initialVelocity)
            return animation
        }
        let animation = CABasicAnimation()
        animation.timingFunction = timingFunction(timing)
        return animation
    }

    /// Runs `plan`, a change made inside a UIKit animation block, alongside the block: its
    /// duration, delay, curve (and spring) copied from the bounds animation UIKit has just
    /// added when the block resizes the view, else the plan's duration on `easeInEaseOut`.
    /// The layer's model values are the caller's to write.
    static func runAlongside(_ plan: AnimationPlan, on layer: CAGradientLayer) {
        let template = layer.animationKeys()?.lazy.compactMap { layer.animation(forKey: $0) as? CABasicAnimation }
            .first { ($0.keyPath ?? "").hasPrefix("bounds") }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let from = values(plan.from)
        let to = values(plan.to)
        for ((keyPath, fromValue), (_, toValue)) in zip(from, to) {
            // UIKit makes its own animation additive; the copy keeps its timing, not its values.
            let animation = (template?.copy() as? CABasicAnimation) ?? CABasicAnimation()
            if template == nil {
                animation.duration = plan.stepDuration
                animation.timingFunction = timingFunction(plan.timing)
            }
            animation.keyPath = keyPath
            animation.isAdditive = false
            animation.byValue = nil
            animation.fromValue = fromValue
            animation.toValue = toValue
            layer.add(animation, forKey: alongsideKey + keyPath)
        }
        CATransaction.commit()
    }

    /// Removes a running gradient animation.
    static func stop(on layer: CAGradientLayer) { layer.removeAnimation(forKey: animationKey) }

    /// The Core Animation timing function of a curve (`nil` for a spring, which has none).
    static func timingFunction(_ timing: AnimationTiming) -> CAMediaTimingFunction? {
        switch timing.usable {
        case .linear: CAMediaTimingFunction(name: .linear)
        case .easeIn: CAMediaTimingFunction(name: .easeIn)
        case .easeOut: CAMediaTimingFunction(name: .easeOut)
        case .easeInEaseOut: CAMediaTimingFunction(name: .easeInEaseOut)
        case .cubicBezier(let x1, let y1, let x2, let y2):
            CAMediaTimingFunction(controlPoints: Float(x1), Float(y1), Float(x2), Float(y2))
        case .spring: nil
        }
    }
}

extension AnimationTiming {
    /// The curve of a Core Animation timing function (a named one, such as
    /// `CAMediaTimingFunction(name: .easeOut)`, or one made from control points), as a cubic
    /// Bézier curve.
    public init(_ function: CAMediaTimingFunction) {
        var p1: [Float] = [0, 0]
        var p2: [Float] = [0, 0]
        function.getControlPoint(at: 1, values: &p1)
        function.getControlPoint(at: 2, values: &p2)
        self = .cubicBezier(x1: Double(p1[0]), y1: Double(p1[1]), x2: Double(p2[0]), y2: Double(p2[1]))
    }
}
#endif
