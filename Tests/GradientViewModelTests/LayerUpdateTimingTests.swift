import GradientCSS
import GradientCore
import GradientRaster
import Testing

@testable import GradientViewModel

/// When an update reaches the layer, and whether it animates with a UIKit animation block.
@Suite struct LayerUpdateTimingTests {
    @Test func outsideAWindowOrInsideABlockTheLayerIsWrittenAtOnce() {
        #expect(LayerUpdateTiming(isInWindow: true, inheritedAnimationDuration: 0) == .nextLayoutPass)
        #expect(LayerUpdateTiming(isInWindow: false, inheritedAnimationDuration: 0) == .now)
        #expect(LayerUpdateTiming(isInWindow: true, inheritedAnimationDuration: 0.3) == .now)
        #expect(LayerUpdateTiming(isInWindow: true, inheritedAnimationDuration: .nan) == .nextLayoutPass)
        #expect(LayerUpdateTiming(isInWindow: true, inheritedAnimationDuration: -1) == .nextLayoutPass)
    }

    static let shown = LayerGradient(colors: [.white, .black])
    static func changes(_ colors: [RGBA], _ properties: Set<LayerChanges.Property>) -> LayerChanges {
        LayerChanges(gradient: LayerGradient(colors: colors, startPoint: .leading, endPoint: .trailing), properties: properties)
    }

    /// Inside a block, colours, locations and points animate together from what is shown,
    /// for the block's duration; outside one, or with nothing shown before, or while an
    /// explicit animation runs, the layer is written.
    @Test func insideABlockEverythingVisibleAnimatesTogether() throws {
        let change = Self.changes([RGBA(red: 1, green: 0, blue: 0), .black], [.colors, .startPoint, .endPoint])
        guard
            case .animate(let plan) = LayerApplication(
                changes: change, shown: Self.shown, inheritedAnimationDuration: 0.4, gradientAnimationRunning: false)
        else {
            Issue.record("expected an animation")
            return
        }
        #expect(plan.stepDuration == 0.4)
        #expect(plan.from.colors == [.white, .black] && plan.from.startPoint == .top)
        #expect(plan.to.colors == change.gradient.colors && plan.to.startPoint == .leading)
        #expect(plan.timing == .easeInEaseOut && !plan.repeats)
        let writes: [LayerApplication] = [
            LayerApplication(changes: change, shown: Self.shown, inheritedAnimationDuration: 0, gradientAnimationRunning: false),
            LayerApplication(changes: change, shown: nil, inheritedAnimationDuration: 0.4, gradientAnimationRunning: false),
            LayerApplication(changes: change, shown: LayerGradient(colors: []), inheritedAnimationDuration: 0.4, gradientAnimationRunning: false),
            LayerApplication(changes: change, shown: Self.shown, inheritedAnimationDuration: 0.4, gradientAnimationRunning: true),
            LayerApplication(
                changes: Self.changes([.white, .black], [.type]), shown: Self.shown, inheritedAnimationDuration: 0.4, gradientAnimationRunning: false),
        ]
        for application in writes {
            guard case .write = application else {
                Issue.record("expected a write: \(application)")
                continue
            }
        }
    }
}
