// SwiftUI code using GradientFill, the SwiftUI-native gradient view: SwiftUI colours and
// gradients, every type, animation with withAnimation, a snapshot with ImageRenderer, and
// previews; GradientBackground with a configuration and a chosen animation duration.
import GradientUI
import SwiftUI

#if canImport(UIKit)
import UIKit
#endif

struct GradientGallery: View {
    @State private var warm = true
    @State private var angle = 0.0

    var body: some View {
        VStack {
            GradientFill(colors: warm ? [.pink, .orange, .yellow] : [.teal, .blue], direction: .angle(45), interpolation: .oklab)
                .frame(height: 120)
            GradientFill(
                Gradient(stops: [.init(color: .white, location: 0), .init(color: .indigo, location: 0.7)]), type: .radial,
                center: UnitPoint(x: 0.3, y: 0.3), radiusFraction: 0.6)
            GradientFill(colors: [.red, .yellow, .green, .blue, .red], type: .conic, startAngle: .degrees(angle))
            GradientFill(colors: [.black, .white], locations: [0.2, 0.8], direction: .horizontal)
            Button("Change") {
                withAnimation(.easeInOut(duration: 0.6)) {
                    warm.toggle()
                    angle += 90
                }
            }
            GradientBackground(backgroundConfiguration, animationDuration: 0.5)
            GradientBackground(animationDuration: 0.2) { view in
                view.colors = [.systemTeal, .systemIndigo]
                view.type = .conic
                view.startAngle = 45
            }
        }
    }

    var backgroundConfiguration: GradientView.Configuration {
        var configuration = GradientView.Configuration()
        configuration.gradientString = "radial-gradient(circle at top, white, navy)"
        return configuration
    }
}

/// A picture of a gradient for a share card: GradientFill draws in ImageRenderer.
@available(iOS 16.0, macOS 13.0, *)
@MainActor
func shareCard() -> CGImage? {
    let renderer = ImageRenderer(content: GradientFill(colors: [.purple, .orange], direction: .angle(120)).frame(width: 1200, height: 630))
    return renderer.cgImage
}

/// What the documentation's `#Preview` blocks show (the macro needs Xcode's plugin, which this
/// machine lacks, so their bodies are compiled here as a view and a function).
struct PreviewBodies: View {
    var body: some View {
        VStack {
            GradientFill(colors: [.red, .yellow, .green, .blue, .red], type: .conic)
            GradientFill(colors: [.yellow, .pink, .indigo], type: .radial)
        }
        .frame(width: 320, height: 400)
    }
}

#if canImport(UIKit)
@MainActor
func radialPreviewBody() -> UIView {
    let view = GradientView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    view.colors = [.systemYellow, .systemPink, .systemIndigo]
    view.type = .radial
    return view
}
#endif
