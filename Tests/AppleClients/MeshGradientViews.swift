// Mesh gradients in an app: MeshGradientFill in SwiftUI (its own colours, SwiftUI colours
// that follow dark mode, the engine forced), and MeshGradientView in UIKit or AppKit (a
// GradientMesh, platform colours with points, a JSON spec, errors reported).
import GradientUI
import SwiftUI

// Why these #ifs: the platform colour class is UIColor with UIKit, NSColor with AppKit, and
// the UIView/NSView exists only on those platforms (not on watchOS).
#if canImport(UIKit)
import UIKit
typealias PlatformColour = UIColor
#elseif canImport(AppKit)
import AppKit
typealias PlatformColour = NSColor
#endif

/// The mesh the examples share: a 3 × 3 grid whose centre is pulled up and left.
func sampleMesh() throws -> GradientMesh {
    try GradientMesh(
        width: 3, height: 3,
        points: [
            GradientPoint(x: 0, y: 0), GradientPoint(x: 0.5, y: 0), GradientPoint(x: 1, y: 0),
            GradientPoint(x: 0, y: 0.5), GradientPoint(x: 0.4, y: 0.4), GradientPoint(x: 1, y: 0.5),
            GradientPoint(x: 0, y: 1), GradientPoint(x: 0.5, y: 1), GradientPoint(x: 1, y: 1),
        ],
        colors: [
            RGBA(red: 0.95, green: 0.3, blue: 0.4), RGBA(red: 1, green: 0.75, blue: 0.3), .white,
            RGBA(red: 0.3, green: 0.3, blue: 0.85), .white, RGBA(red: 1, green: 0.75, blue: 0.3),
            .black, RGBA(red: 0.3, green: 0.3, blue: 0.85), RGBA(red: 0.95, green: 0.3, blue: 0.4),
        ],
        colorSpace: .perceptual)
}

struct MeshGallery: View {
    let mesh: GradientMesh

    var body: some View {
        VStack {
            MeshGradientFill(mesh)
                .frame(height: 160)
            MeshGradientFill(mesh, colors: [.red, .orange, .primary, .blue, .primary, .orange, .black, .blue, .red], background: .clear)
                .clipShape(RoundedRectangle(cornerRadius: 12))
            MeshGradientFill(mesh, rendering: .engine)
                .ignoresSafeArea()
        }
    }
}

#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
@MainActor
func makeMeshViews() -> [MeshGradientView] {
    let plain = MeshGradientView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    plain.mesh = try? sampleMesh()

    let dynamic = MeshGradientView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    do {
        #if canImport(UIKit)
        let label = UIColor.label
        #else
        let label = NSColor.labelColor
        #endif
        try dynamic.setMesh(
            width: 2, height: 2, points: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 1)],
            colors: [.systemRed, .systemBlue, .systemYellow, label], background: .clear, smoothsColors: false, colorSpace: .perceptual)
    } catch {
        print(error.localizedDescription)  // one sentence, e.g. a count of colours that does not fit
    }

    let fromJSON = MeshGradientView(frame: .zero)
    do {
        try fromJSON.setMesh(
            json: #"{"mesh": {"width": 2, "height": 2, "points": [[0, 0], [1, 0], [0, 1], [1, 1]], "colors": ["red", "blue", "gold", "navy"]}}"#)
        if let mesh = fromJSON.mesh {
            try fromJSON.setMesh(mesh, colors: [PlatformColour.systemPink, .systemTeal, .systemOrange, .systemIndigo])
        }
    } catch {
        print(error.localizedDescription)
    }
    let cleared = MeshGradientView(frame: .zero)
    cleared.mesh = nil

    // What Interface Builder sets (a JSON spec as text), the problem a bad one leaves, and a
    // copy through a keyed archive, which keeps the platform colours.
    let inspected = MeshGradientView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    inspected.meshJSON = #"{"mesh": {"width": 2, "height": 2, "points": [[0, 0], [1, 0], [0, 1], [1, 1]], "colors": ["red", "blue", "gold", "navy"]}}"#
    inspected.meshJSON = #"{"mesh": {"width": 2, "height": 2, "points": [[0, 0], [1, 0]], "colors": ["red", "blue"]}}"#
    if let problem = inspected.configurationProblem { print(problem) }  // the count of points, in one sentence
    let copy: MeshGradientView? = {
        guard let data = try? NSKeyedArchiver.archivedData(withRootObject: fromJSON, requiringSecureCoding: false),
            let unarchiver = try? NSKeyedUnarchiver(forReadingFrom: data)
        else { return nil }
        unarchiver.requiresSecureCoding = false
        defer { unarchiver.finishDecoding() }
        return unarchiver.decodeObject(of: MeshGradientView.self, forKey: NSKeyedArchiveRootObjectKey)
    }()
    return [plain, dynamic, fromJSON, cleared, inspected] + (copy.map { [$0] } ?? [])
}
#endif
