import Foundation
import GradientCore

/// Facts about the machine a render runs on.
enum System {
    /// The number of active processor cores (at least 1).
    static var coreCount: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }
}
