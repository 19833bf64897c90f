// The thread the server's event loop runs on in production: one deep-stack thread that runs
// posted work in order, so parsing on the loop needs no thread of its own.
import AXAnalysis
import Foundation

/// A serial executor on a dedicated `DeepStack` thread: work runs one item at a time, in the
/// order it was posted, from any thread (what a serial `DispatchQueue` guarantees, on a thread
/// whose stack fits a parse, so `DeepStack.run` runs inline instead of starting a thread).
final class EventLoopThread: @unchecked Sendable {
    private let condition = NSCondition()
    /// Posted and not yet taken, oldest first.
    private var pending: [() -> Void] = []

    init(name: String) {
        DeepStack.startThread(name: name) { [self] in runForever() }
    }

    /// Queues `work` after everything posted before it.
    func async(_ work: @escaping () -> Void) {
        condition.lock()
        pending.append(work)
        condition.signal()
        condition.unlock()
    }

    private func runForever() {
        while true {
            condition.lock()
            while pending.isEmpty { condition.wait() }
            let batch = pending
            pending.removeAll(keepingCapacity: true)
            condition.unlock()
            for work in batch { work() }
        }
    }
}
