// Runs parsing and tree walks on a thread whose stack fits swift-syntax's nesting limit.
import Foundation

/// swift-syntax recurses once per nesting level; the default 8 MiB main-thread stack (and 512 KiB
/// secondary threads) do not fit 256 levels in a debug build. Work that parses or walks trees
/// runs here instead, so debug tests and release users see the same trees (issue: same results
/// in debug and release).
public enum DeepStack {
    /// The nesting limit passed to the parser in every build configuration.
    public static let maximumNestingLevel = 256
    /// Stack reserved for a parse; only the pages touched are committed.
    public static let stackSize = 512 << 20

    private final class Box<T>: @unchecked Sendable {
        var value: T?
    }

    /// Runs `body` on a fresh thread with a large stack and waits for it.
    public static func run<T>(_ body: @escaping () -> T) -> T {
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = body()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        guard let value = box.value else {
            // The closure always stores a value before signalling; run inline as a last resort.
            return body()
        }
        return value
    }
}
