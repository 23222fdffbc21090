import Foundation

/// A line on standard error telling how far a long render has got ("Rendering 30000x30000 px:
/// 42%"): shown only once the work has taken over a second, when standard error is a terminal
/// and the command is not quiet; redrawn at most ten times a second, on one line, and
/// cleared when the work ends, so it never stays among the command's messages.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private let label: String
    private let shown: Bool
    private let start = ProgressLine.now()
    private var lastDrawn = -Double.infinity
    private var drawn = false

    /// How long the work runs before the line appears: one second.
    static let delay = 1.0

    /// A line saying `label`, drawn when `shown` and standard error is a terminal.
    init(shown: Bool, label: String) {
        self.shown = shown && isatty(STDERR_FILENO) == 1
        self.label = label
    }

    /// Seconds on a clock that only goes forward.
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// Shows `fraction` (0…1) done, when the line is due.
    func update(_ fraction: Double) {
        guard shown else { return }
        lock.lock()
        defer { lock.unlock() }
        let t = ProgressLine.now()
        guard t - start >= ProgressLine.delay, t - lastDrawn >= 0.1 else { return }
        lastDrawn = t
        drawn = true
        // Carriage return, the text, and erase to the end of the line (ECMA-48 EL).
        StandardStreams.writeError("\r\(label): \(Int((fraction * 100).rounded(.down)))%\u{1B}[K")
    }

    /// Clears the line, if it was drawn (a second call does nothing).
    func end() {
        lock.lock()
        defer { lock.unlock() }
        guard drawn else { return }
        drawn = false
        StandardStreams.writeError("\r\u{1B}[K")
    }
}
