import Foundation

/// Hands a PNG's segments to the threads that compress them and writes the results in order.
///
/// A thread claims the next segment, compresses it and leaves it here; whichever thread leaves
/// the segment that is due next writes it and every finished one after it. A thread may claim
/// only segments at most ``ahead`` past the next one to write, so at most that many
/// compressed segments wait here, whatever the image's size. The first error stops the
/// claims; the threads finish what they hold and end.
final class SegmentQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private let ahead: Int
    private var nextToClaim = 0
    private var nextToWrite = 0
    private var finished: [Int: SegmentEncoder.Result] = [:]
    private var writing = false
    private(set) var failure: (any Error)?
    private let write: (SegmentEncoder.Result) throws -> Void

    /// A queue of `count` segments, at most `ahead` claimed past the next to write, written
    /// in order through `write` (called on one thread at a time).
    init(count: Int, ahead: Int, write: @escaping (SegmentEncoder.Result) throws -> Void) {
        self.count = count
        self.ahead = max(1, ahead)
        self.write = write
    }

    /// The next segment to compress, or `nil` when none is left or the work has failed; waits
    /// while the segments ahead of the writing are all claimed.
    func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while failure == nil && nextToClaim < count && nextToClaim >= nextToWrite + ahead { condition.wait() }
        guard failure == nil, nextToClaim < count else { return nil }
        defer { nextToClaim += 1 }
        return nextToClaim
    }

    /// Leaves segment `k` compressed, and writes what is due if no other thread is writing.
    func finish(_ k: Int, _ result: SegmentEncoder.Result) {
        condition.lock()
        finished[k] = result
        guard !writing else { return condition.unlock() }
        writing = true
        while failure == nil, let due = finished.removeValue(forKey: nextToWrite) {
            condition.unlock()
            var error: (any Error)?
            do { try write(due) } catch let e { error = e }
            condition.lock()
            if let error { failure = error }
            nextToWrite += 1
            condition.broadcast()
        }
        writing = false
        condition.unlock()
    }

    /// Stops the work with `error` (the first one is kept).
    func fail(_ error: any Error) {
        condition.lock()
        if failure == nil { failure = error }
        condition.broadcast()
        condition.unlock()
    }
}
