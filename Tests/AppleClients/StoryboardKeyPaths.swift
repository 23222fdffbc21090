// Every key path a storyboard made with the six-stop view or the two-colour view sets, checked
// to exist on GradientView (#keyPath fails to compile for a missing or non-@objc property),
// then set by key-value coding in the order a nib applies user-defined runtime attributes.
// What the resulting layer holds is checked on Linux against the same keys in the same order
// (Tests/GradientViewModelTests/GradientViewStateInspectablesTests.swift).
import GradientUI

#if os(macOS)
import AppKit
typealias Colour = NSColor
#else
import UIKit
typealias Colour = UIColor
#endif

@MainActor
func applyStoryboardAttributes(to view: GradientView) {
    let sixStop: [(String, Any)] = [
        (#keyPath(GradientView.startPoint), CGPoint(x: 0, y: 0)), (#keyPath(GradientView.endPoint), CGPoint(x: 1, y: 1)),
        (#keyPath(GradientView.color0), Colour.red), (#keyPath(GradientView.location0), CGFloat(0.0)),
        (#keyPath(GradientView.color1), Colour.orange), (#keyPath(GradientView.location1), CGFloat(0.2)),
        (#keyPath(GradientView.color2), Colour.yellow), (#keyPath(GradientView.location2), CGFloat(0.4)),
        (#keyPath(GradientView.color3), Colour.green), (#keyPath(GradientView.location3), CGFloat(0.6)),
        (#keyPath(GradientView.color4), Colour.blue), (#keyPath(GradientView.location4), CGFloat(0.8)),
        (#keyPath(GradientView.color5), Colour.purple), (#keyPath(GradientView.location5), CGFloat(1.0)),
    ]
    let twoColour: [(String, Any)] = [
        (#keyPath(GradientBackgroundView.startColor), Colour.white), (#keyPath(GradientBackgroundView.endColor), Colour.black),
        (#keyPath(GradientBackgroundView.startPoint), CGPoint(x: 0, y: 0)), (#keyPath(GradientBackgroundView.endPoint), CGPoint(x: 1, y: 1)),
    ]
    for (key, value) in sixStop + twoColour {
        view.setValue(value, forKey: key)
    }
}
