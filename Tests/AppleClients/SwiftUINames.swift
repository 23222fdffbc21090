// A SwiftUI file that imports the engine and the views: SwiftUI's own names (Gradient,
// UnitPoint, LayoutDirection, Color, Angle) stay unambiguous, and every module qualification a
// user may write resolves.
import GradientKit
import GradientUI
import SwiftUI

struct NamesView: View {
    @Environment(\.layoutDirection) var direction: LayoutDirection
    let stops = Gradient(colors: [.red, .blue])
    let centre = UnitPoint(x: 0.5, y: 0.5)

    var body: some View {
        let layer = GradientKit.LayerGradient(colors: [.white, .black])
        let point: GradientKit.GradientPoint = layer.startPoint
        return ZStack {
            LinearGradient(gradient: stops, startPoint: .top, endPoint: .bottom)
            AngularGradient(gradient: stops, center: centre, angle: Angle(degrees: 90))
            Rectangle().fill(GradientUI.SwiftUIGradient.linear(layer, size: CGSize(width: 300, height: 200)))
            Text(direction == .rightToLeft ? "rtl" : "ltr \(point.x)")
            GradientUI.GradientBackground { view in
                let configured: GradientUI.GradientView = view
                configured.direction = GradientKit.Direction.angle(30)
            }
        }
    }
}
