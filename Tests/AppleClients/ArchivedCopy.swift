// An app that copies a configured view through a keyed archive (an undo snapshot, a copy for
// another window): the copy comes back with its gradient (GradientView's encode(with:) and
// init(coder:)). A view is not NSSecureCoding, so the archive does not require it.
import GradientUI

#if os(macOS)
import AppKit
typealias ArchivedColour = NSColor
#else
import UIKit
typealias ArchivedColour = UIColor
#endif

@MainActor
func archivedCopy(of view: GradientView) throws -> GradientView? {
    let data = try NSKeyedArchiver.archivedData(withRootObject: view, requiringSecureCoding: false)
    let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
    unarchiver.requiresSecureCoding = false
    defer { unarchiver.finishDecoding() }
    return unarchiver.decodeObject(of: GradientView.self, forKey: NSKeyedArchiveRootObjectKey)
}

@MainActor
func copyConfiguredView() throws {
    let view = GradientBackgroundView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    view.startColor = .systemPink
    view.endColor = ArchivedColour(RGBA(red: 1.0931, green: -0.2267, blue: -0.1501))  // a Display P3 red
    view.gradientString = "linear-gradient(light-dark(white, black), currentcolor)"
    view.color3 = .systemTeal
    view.location3 = 0.4
    view.angle = 30
    view.interpolationName = "oklch"
    if let copy = try archivedCopy(of: view) {
        _ = (copy.gradientString, copy.startColor, copy.color3, copy.location3, copy.direction, copy.interpolation)
    }
}
