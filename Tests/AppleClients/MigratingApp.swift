// An app that still has a class of its own named GradientView while it moves to the
// package's: its own name wins unqualified, the package's is reached as GradientUI.GradientView.
import GradientUI
import UIKit

final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
}

@MainActor
func makeBoth() -> [UIView] {
    let old = GradientView(frame: .zero)
    let new = GradientUI.GradientView(frame: .zero)
    new.colors = [.systemPink, .systemYellow]
    return [old, new]
}
