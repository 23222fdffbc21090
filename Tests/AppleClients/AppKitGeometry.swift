// A Mac app using the view's radial and conic geometry, a configuration set at once, a layer
// class of its own, and a paused animation.
import AppKit
import GradientUI

final class QuietGradientLayer: CAGradientLayer {
    override func action(forKey event: String) -> (any CAAction)? { nil }
}

final class QuietGradientView: GradientView {
    override class var layerClass: CAGradientLayer.Type { QuietGradientLayer.self }
}

@MainActor
func makeDial() -> GradientView {
    let dial = QuietGradientView(frame: NSRect(x: 0, y: 0, width: 300, height: 200))
    var configuration = GradientView.Configuration()
    configuration.colors = [.systemRed, .systemYellow, .systemGreen, .systemRed]
    configuration.type = .conic
    configuration.center = CGPoint(x: 0.5, y: 0.6)
    configuration.startAngle = -45
    dial.configuration = configuration
    dial.radiusFraction = 0.4
    dial.gradientCenter = CGPoint(x: 0.5, y: 0.5)
    dial.startRepeatingAnimation(duration: 4, timing: .linear) { $0.startAngle = 315 }
    dial.pauseGradientAnimation()
    dial.seekGradientAnimation(toFraction: 0.25)
    dial.resumeGradientAnimation()
    dial.animateGradient(to: configuration, duration: 1, delay: 0.5, timing: .spring()) { finished in print(finished) }
    let layer: CAGradientLayer = dial.gradientLayer
    print(layer, dial.isAnimating, dial.isGradientAnimationPaused)
    return dial
}
