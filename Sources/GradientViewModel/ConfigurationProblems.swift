import GradientCSS
import GradientCore

/// The problems a view's configuration has now: at most one for each setting that can have
/// one, standing until that setting is given a usable value.
///
/// The views keep one and show ``last`` as `configurationProblem`; they log the message
/// ``report(_:for:)`` returns, so each new problem is logged once.
///
/// ```swift
/// var problems = ConfigurationProblems()
/// problems.report(state.setTypeName("spiral"), for: .typeName)   // the message: log it
/// problems.last                                                 // "'spiral' is not a gradient type; …"
/// problems.report(state.setTypeName("radial"), for: .typeName)   // nil
/// problems.last                                                 // nil
/// ```
package struct ConfigurationProblems: Sendable, Hashable {
    /// A setting that can have a problem.
    package enum Setting: Sendable, Hashable {
        /// The gradient string, while the view reads it (no colours set in code): reported
        /// with each layer update, from ``ViewGradient/problem``.
        case gradientString
        /// `directionName`; also answered by setting `direction` in code.
        case directionName
        /// `typeName`; also answered by setting `type` in code.
        case typeName
        /// `interpolationName`; also answered by setting `interpolation` in code.
        case interpolationName
        /// A mesh view's `meshJSON`; also answered by giving the view a mesh in code.
        case meshJSON
    }

    private struct Entry: Sendable, Hashable {
        var setting: Setting
        var message: String
    }

    /// The standing problems, oldest first.
    private var entries: [Entry] = []

    /// Creates an empty record: no problem.
    package init() {}

    /// The most recently reported problem that still stands, or `nil` when every setting is
    /// usable.
    package var last: String? { entries.last?.message }

    /// Records what `setting` has now: `error` is its problem, `nil` that it has none (any
    /// earlier problem of the setting is gone).
    ///
    /// - Returns: The message to log: `error`'s, when it differs from the problem the setting
    ///   already had; else `nil`.
    @discardableResult
    package mutating func report(_ error: GradientError?, for setting: Setting) -> String? {
        let previous = entries.firstIndex { $0.setting == setting }
        guard let message = error?.message else {
            if let previous { entries.remove(at: previous) }
            return nil
        }
        if let previous {
            if entries[previous].message == message { return nil }
            entries.remove(at: previous)
        }
        entries.append(Entry(setting: setting, message: message))
        return message
    }
}
