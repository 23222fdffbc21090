// A settings screen that offers every interpolation mode: the view takes the engine's
// `Interpolation`, and its names are the ones Interface Builder, JSON specs and the
// command-line tool spell.
import GradientUI

@MainActor
func modeMenu() -> [(title: String, mode: Interpolation)] {
    Interpolation.allCases.map { ($0.name, $0) }
}

@MainActor
func choose(_ mode: Interpolation, for view: GradientView) -> String {
    view.interpolation = mode
    return view.interpolationName
}

@MainActor
func chooseByName(_ name: String, for view: GradientView) -> String? {
    view.interpolationName = name  // "srgb-premultiplied", or the older "premultiplied"
    return view.configurationProblem
}

@MainActor
func configureEveryKind(_ view: GradientView) {
    view.interpolation = .srgb  // the default: Core Animation's documented mixing
    view.interpolation = .coreAnimation  // the same stops; the engine's model off the device
    view.interpolation = .premultipliedSRGB
    view.interpolation = .linearSRGB
    view.interpolation = .oklch(.longer)
    if view.interpolation.premultiplies, let mode = Interpolation(name: "display-p3") {
        view.interpolation = mode
    }
}
