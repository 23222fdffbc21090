// Code written for the classic Swift wrapper view (`class GradientView: UIView` with
// `enum Direction { case vertical, horizontal, custom(start: CGPoint, end: CGPoint) }`),
// unchanged but for the import.
import GradientUI
import UIKit

final class ProfileHeader: UIView {
    let gradientView = GradientView(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradientView.colors = [UIColor.red, UIColor.blue]
        gradientView.locations = [0.0, 0.25, 1.0]
        gradientView.direction = .horizontal
        gradientView.direction = .custom(start: CGPoint(x: 0, y: 0), end: CGPoint(x: 1, y: 1))
        gradientView.gradientLayer.cornerRadius = 12
        addSubview(gradientView)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func update(locations: [Double], direction: GradientView.Direction) {
        gradientView.locations = locations
        gradientView.direction = direction
        let start: CGPoint = direction.startPoint
        let end: CGPoint = GradientView.Direction.vertical.endPoint
        gradientView.gradientLayer.startPoint = start
        gradientView.gradientLayer.endPoint = end
        let layer: CAGradientLayer = gradientView.gradientLayer
        layer.type = .axial
        if case .custom(let s, let e) = direction { print(s, e) }
    }
}
