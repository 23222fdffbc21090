// Why this #if: only the Apple view code has nonisolated Objective-C callbacks to hop from.
#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import Foundation

/// Main-actor code run from a nonisolated callback that UIKit and AppKit make on the main
/// thread (`prepareForInterfaceBuilder()`, notification blocks on `.main`).
///
/// The standard library's `MainActor.assumeIsolated` does this, but the concurrency library
/// of older SDKs (macOS 13.3's) does not have it; this is the same check and the same call.
enum MainThread {
    /// Runs `body` synchronously as main-actor code. Stops the program if called off the main
    /// thread, as `MainActor.assumeIsolated` does: that would be a bug in the caller.
    static func assumeIsolated(_ body: @MainActor () -> Void) {
        precondition(Thread.isMainThread, "GradientView: a main-thread callback arrived on another thread.")
        withoutActuallyEscaping(body) { isolated in
            // A main-actor function and a plain one share a representation; the check above
            // makes calling it as a plain one safe.
            unsafeBitCast(isolated, to: (() -> Void).self)()
        }
    }
}
#endif
