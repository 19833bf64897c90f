// Runs parsing and tree walks on threads whose stack fits swift-syntax's nesting limit.
import Foundation

/// swift-syntax recurses once per nesting level; the default 8 MiB main-thread stack (and 512 KiB
/// secondary threads) do not fit 256 levels in a debug build. Work that parses or walks trees
/// runs here instead, so debug tests and release users see the same trees (issue: same results
/// in debug and release).
public enum DeepStack {
    /// The nesting limit passed to the parser in every build configuration.
    public static let maximumNestingLevel = 256
    /// Stack reserved for a parse; only the pages touched are committed.
    package static let stackSize = 512 << 20

    /// Marks threads this type started, so nested calls run inline instead of spawning again: a
    /// thread-specific value (the thread dictionary it replaced was asked once per file of a
    /// scan, through Foundation, hashing its key each time).
    private static let deepStackKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    private static func markDeepStack() {
        pthread_setspecific(deepStackKey, UnsafeRawPointer(bitPattern: 1))
    }

    private final class Box<T>: @unchecked Sendable {
        var value: T?
    }

    /// True on a thread started by `run` or `concurrentPerform`.
    package static var isOnDeepStack: Bool {
        pthread_getspecific(deepStackKey) != nil
    }

    /// Runs `body` on a fresh thread with a large stack and waits for it (inline when the caller
    /// already is on such a thread: a file summarized by a parallel indexer spawns nothing more).
    public static func run<T>(_ body: @escaping () -> T) -> T {
        if isOnDeepStack { return body() }
        // The thread always stores a value before signalling; run inline as a last resort.
        return start(body)() ?? body()
    }

    /// Runs `first` on this thread (through `run`) while `second` runs on a new deep-stack
    /// thread, and returns both results: two independent parts of a resolution on two cores.
    package static func both<A, B>(_ first: @escaping () -> A, _ second: @escaping () -> B) -> (A, B) {
        let secondValue = start(second)
        let firstValue = run(first)
        return (firstValue, secondValue() ?? second())
    }

    /// Starts `body` on a new deep-stack thread; the closure returned waits for its value.
    private static func start<T>(_ body: @escaping () -> T) -> () -> T? {
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            markDeepStack()
            box.value = body()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        return {
            done.wait()
            return box.value
        }
    }

    /// Starts a long-lived thread with a deep stack, on which `run` runs inline: the server's
    /// event loop lives on one, so a keystroke's parse and hints spawn no thread (each spawn
    /// cost 80 µs at the median and milliseconds at the tail on a loaded machine).
    @discardableResult
    public static func startThread(name: String, _ body: @escaping @Sendable () -> Void) -> Thread {
        let thread = Thread {
            markDeepStack()
            body()
        }
        thread.name = name
        thread.stackSize = stackSize
        thread.start()
        return thread
    }

    /// Calls `body(index)` for every index in `0..<count` on `threads` deep-stack threads that take
    /// the next index as they finish the last, and returns when all are done.
    ///
    /// `DispatchQueue.concurrentPerform` would pick the threads, but its workers have 512 KiB
    /// stacks that a deep parse overflows; these threads reserve `stackSize` each instead.
    public static func concurrentPerform(count: Int, threads: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let workerCount = max(1, min(threads, count))
        let next = NextIndex()
        let group = DispatchGroup()
        for _ in 0..<workerCount {
            group.enter()
            let thread = Thread {
                markDeepStack()
                while let index = next.take(below: count) { body(index) }
                group.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        group.wait()
    }

    /// The shared work counter of `concurrentPerform`.
    private final class NextIndex: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0

        func take(below limit: Int) -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard value < limit else { return nil }
            value += 1
            return value - 1
        }
    }
}
