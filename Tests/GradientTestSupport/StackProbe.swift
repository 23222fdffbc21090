import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on a thread of a fixed stack size and reports how much of that stack the work
/// used: the stack is mapped by hand, filled with a marker byte before the thread starts, and
/// the deepest byte no longer holding the marker after it ends is the high-water mark. A
/// guard page below the stack turns an overflow into a crash at once rather than a write
/// into other memory.
public enum StackProbe {
    /// The marker the stack is filled with (a byte that return addresses and small integers
    /// rarely end in, so that a frame writing it by chance is unlikely to be missed at the
    /// deepest point).
    static let marker: UInt8 = 0xA5

    /// Runs `body` on a new thread whose stack is `stackSize` bytes (default 512 KiB, the
    /// size of an app's secondary threads) and returns its result with the bytes of stack
    /// used, from the thread's entry to the deepest frame.
    ///
    /// `nil` when the thread cannot be made (no memory for the stack).
    public static func run<T>(stackSize: Int = 512 * 1024, _ body: @escaping () -> T) -> (value: T, stackUsed: Int)? {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let size = (stackSize + page - 1) / page * page
        guard let base = mmap(nil, size + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), base != MAP_FAILED else {
            return nil
        }
        defer { munmap(base, size + page) }
        // The stack grows down: the page at the lowest address is the guard.
        guard mprotect(base, page, PROT_NONE) == 0 else { return nil }
        let stack = base + page
        memset(stack, Int32(marker), size)

        let result = StackProbeResult<T>()
        let work = StackProbeWork { result.value = body() }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstack(&attributes, stack, size) == 0 else { return nil }
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let context = Unmanaged.passRetained(work).toOpaque()
        let started = pthread_create(
            &thread, &attributes,
            { context in
                Unmanaged<StackProbeWork>.fromOpaque(context!).takeRetainedValue().body()
                return nil
            }, context)
        guard started == 0 else {
            Unmanaged<StackProbeWork>.fromOpaque(context).release()
            return nil
        }
        #if canImport(Glibc)
        pthread_join(thread, nil)
        #else
        pthread_join(thread!, nil)
        #endif
        let bytes = stack.assumingMemoryBound(to: UInt8.self)
        var untouched = 0
        while untouched < size, bytes[untouched] == marker { untouched += 1 }
        guard let value = result.value else { return nil }
        return (value, size - untouched)
    }
}

extension StackProbe {
    /// Runs `body` on a Foundation `Thread` whose `stackSize` is `stackSize` bytes, as an app
    /// makes a secondary thread, and returns its result once the thread ends.
    public static func onThread<T: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> T) -> T {
        let result = StackProbeResult<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result.value = body()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        return result.value!
    }
}

/// The work a probe thread runs, passed to it through `pthread_create`'s context pointer.
private final class StackProbeWork: @unchecked Sendable {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
}

/// Where a probe thread leaves its result for the caller, read after the thread is joined.
private final class StackProbeResult<T>: @unchecked Sendable {
    var value: T?
}
