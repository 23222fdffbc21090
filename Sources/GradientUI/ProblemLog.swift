// Why this #if: the unified log and the view exist on the platforms with a layer-backed view.
#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import Foundation
import GradientCore
import GradientViewModel
import os

/// The problems a view's configuration has now (a gradient string that does not parse, an
/// unknown name), kept by the view model's `ConfigurationProblems`; each new one is logged
/// once through the unified log.
struct ProblemLog {
    private var problems = ConfigurationProblems()

    /// The log every view writes to: the subsystem is the app's bundle identifier followed by
    /// `.GradientUI` (reverse-DNS, as `OSLog(subsystem:category:)` asks; a package has no
    /// bundle identifier of its own), category `configuration`. Made once.
    ///
    /// Not `Logger`: the SDKs checked here do not declare it Sendable, and its interpolated
    /// messages need the compiler's os_log support for each SDK; the format-string form needs
    /// neither.
    @MainActor static let log = OSLog(subsystem: "\(Bundle.main.bundleIdentifier ?? "GradientView").GradientUI", category: "configuration")

    /// The most recent problem that still stands, or `nil`.
    var last: String? { problems.last }

    /// Records what `setting` has now (`nil`: no problem, an earlier one is gone) and logs a
    /// new problem.
    @MainActor
    mutating func report(_ error: GradientError?, for setting: ConfigurationProblems.Setting) {
        guard let problem = problems.report(error, for: setting) else { return }
        os_log("%{public}@", log: Self.log, type: .error, problem)
    }
}
#endif
