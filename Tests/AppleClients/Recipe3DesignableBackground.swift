// Code written for the classic designable two-colour view (`GradientBackgroundView` with
// `startColor`, `endColor`, `startPoint` (0, 0) and `endPoint` (1, 1)), unchanged but for the
// import.
import GradientUI
import UIKit

@MainActor
func makeBackground() -> GradientBackgroundView {
    let background = GradientBackgroundView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    background.startColor = .systemPurple
    background.endColor = .systemBlue
    background.startPoint = CGPoint(x: 0, y: 0)
    background.endPoint = CGPoint(x: 1, y: 1)
    let layer: CAGradientLayer = background.gradientLayer
    layer.cornerRadius = 8
    return background
}
