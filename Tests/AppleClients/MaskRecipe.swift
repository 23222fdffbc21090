// A GradientView as another view's mask, the usual way to fade a view's edge: the mask view is
// in no view hierarchy and gets no layout pass, so the view writes its layer at once when it
// is configured or resized outside a window. The layer also reads back what was set at once.
import GradientUI
import UIKit

@MainActor
func fadeTrailingEdge(of label: UILabel) -> GradientView {
    let fade = GradientView(frame: label.bounds)
    // Opaque where the label shows, clear where it fades: only the alpha of a mask counts.
    fade.colors = [.black, .black, .clear]
    fade.locations = [0, 0.8, 1]
    fade.direction = .horizontal
    label.mask = fade
    let colours = fade.gradientLayer.colors  // written already: three CGColors
    print(colours?.count ?? 0)
    return fade
}

/// A layer the app configures itself: the view leaves it alone until it is given a gradient.
@MainActor
func handConfiguredLayer() -> GradientView {
    let view = GradientView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    view.gradientLayer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    view.gradientLayer.type = .radial
    view.layoutIfNeeded()  // still red to blue, radial
    return view
}
