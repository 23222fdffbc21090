// An app that draws radial and conic gradients with the view's own geometry (a centre, a
// radius as a fraction of the view's size, a conic start angle in CSS degrees), sets a whole
// configuration at once, and runs every kind of animation: one-off changes with a delay, a
// custom curve or a spring and a `finished` completion, a there-and-back repeat, a cycle
// through several configurations and palettes, paused, resumed and scrubbed.
import GradientUI
import UIKit

@MainActor
final class SpotlightViewController: UIViewController {
    let spotlight = GradientView()
    let wheel = GradientView()
    let slider = UISlider()

    override func viewDidLoad() {
        super.viewDidLoad()
        // Radial: centred, out to the farthest corner, whatever the direction says.
        spotlight.colors = [.white, .systemYellow, .systemOrange]
        spotlight.type = .radial
        // A spot of light up and to the left, half the view's size across.
        spotlight.gradientCenter = CGPoint(x: 0.3, y: 0.3)
        spotlight.radiusFraction = 0.5
        // The same geometry as Interface Builder sets it: scalars, −1 for the farthest corner.
        spotlight.centerX = 0.3
        spotlight.centerY = 0.3
        spotlight.radiusFraction = -1
        // Conic: from the top, clockwise, or from any CSS angle.
        wheel.colors = [.systemRed, .systemYellow, .systemGreen, .systemBlue, .systemRed]
        wheel.type = .conic
        wheel.startAngle = 90
        let inspected: (CGFloat, CGFloat, CGFloat, CGFloat) = (wheel.centerX, wheel.centerY, wheel.radiusFraction, wheel.startAngle)
        print(inspected)
        view.addSubview(spotlight)
        view.addSubview(wheel)
        slider.addTarget(self, action: #selector(scrub), for: .valueChanged)
    }

    /// A whole configuration at once: one layer update, whatever was set before.
    func showSunset() {
        var sunset = GradientView.Configuration()
        sunset.colors = [.systemIndigo, .systemPink, .systemOrange]
        sunset.locations = [0, 0.6, 1]
        sunset.type = .radial
        sunset.center = CGPoint(x: 0.5, y: 1)
        sunset.radiusFraction = nil  // the farthest corner
        sunset.interpolation = .oklab
        spotlight.configuration = sunset
        let copy: GradientView.Configuration = spotlight.configuration
        print(copy == sunset, copy.startAngle, copy.direction, copy.gradientString ?? "", copy.startColor ?? UIColor.clear)
    }

    func animateEveryWay() {
        spotlight.animateGradient(duration: 0.4, delay: 0.2) {
            $0.colors = [.systemTeal, .systemIndigo]
        } completion: { finished in
            print(finished ? "finished" : "interrupted")
        }
        var target = spotlight.configuration
        target.radiusFraction = 0.25
        spotlight.animateGradient(to: target, timing: .spring(damping: 12))
        spotlight.animateGradient(to: target, duration: 0.6, timing: .cubicBezier(x1: 0.2, y1: 0.8, x2: 0.2, y2: 1))
        spotlight.animateGradient(to: target, timing: AnimationTiming(CAMediaTimingFunction(name: .easeOut)))
        print(spotlight.isAnimating)
        // There and back: the start angle sweeps round and back.
        wheel.startRepeatingAnimation(duration: 3, timing: .linear) { $0.startAngle = 180 }
        // Through several configurations, each with its own geometry, and back to the first.
        let steps = [0.0, 120, 240].map { degrees -> GradientView.Configuration in
            var step = wheel.configuration
            step.startAngle = degrees
            step.center = CGPoint(x: 0.5 + 0.1 * cos(degrees), y: 0.5)
            return step
        }
        wheel.startRepeatingAnimation(through: steps, stepDuration: 1.5, timing: .easeInEaseOut)
        // A palette cycle.
        spotlight.startCyclingColors([[.systemPink, .systemOrange], [.systemTeal, .systemBlue], [.systemPurple, .systemRed]], stepDuration: 2)
        spotlight.pauseGradientAnimation()
        print(spotlight.isGradientAnimationPaused)
        spotlight.resumeGradientAnimation()
        spotlight.stopRepeatingAnimation()
    }

    @objc func scrub() {
        wheel.seekGradientAnimation(toFraction: Double(slider.value))
    }
}

/// A subclass with a layer class of its own (a `CAGradientLayer` subclass).
final class QuietGradientLayer: CAGradientLayer {
    override func action(forKey event: String) -> (any CAAction)? { nil }
}

final class QuietGradientView: GradientView {
    override class var layerClass: AnyClass { QuietGradientLayer.self }
}

/// A change inside a UIKit animation block: colours, locations and points animate with it.
@MainActor
func growAndRecolour(_ view: GradientView) {
    UIView.animate(withDuration: 0.3) {
        view.frame.size.height += 100
        view.colors = [.systemMint, .systemCyan]
        view.layoutIfNeeded()
    }
    let quiet: CAGradientLayer = QuietGradientView(frame: .zero).layer
    print(quiet)
}
