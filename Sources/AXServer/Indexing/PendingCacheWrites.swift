// Cache files written off the loop after their results were published: the summary caches after
// indexing, the stored resolution after a resolution. `exit` lets them finish.
import AXAnalysis
import AXConfig
import Foundation

/// Writes nobody waits for, which the process lets finish before it exits so that the next start
/// finds them (every cache file is renamed into place whole, so an unfinished one is never read).
enum PendingCacheWrites {
    private static let group = DispatchGroup()
    /// Summary cache saves run one at a time: a re-index started while the last one's save runs
    /// would otherwise encode the same files on a second core.
    private static let summarySaves = NSLock()

    static func begin() { group.enter() }
    static func end() { group.leave() }

    /// Saves the indexing run's summary caches on a deep-stack thread of its own at background
    /// priority (`BackgroundPriority`), then hands `report` the log lines. Encoding the six real
    /// apps' summaries as one workspace took 1.3 s of one core, and the first results waited
    /// for it (complete results 4.2 s against 2.7 s with the cache off).
    static func saveInBackground(_ caches: IndexingSummaryCaches, report: @escaping @Sendable ([String]) -> Void) {
        begin()
        DeepStack.startThread(name: "ax-lsp.summary-cache.write") {
            BackgroundPriority.lowerCurrentThread()
            summarySaves.lock()
            let log = caches.save()
            summarySaves.unlock()
            // The encoder's buffers go back to the system with the scan's (`FreedHeap`).
            FreedHeap.release()
            report(log)
            end()
        }
    }

    /// Lets writes in progress finish before the process exits; never waits longer than `timeout`.
    static func waitForAll(timeout: TimeInterval = 10) {
        _ = group.wait(timeout: .now() + timeout)
    }
}
