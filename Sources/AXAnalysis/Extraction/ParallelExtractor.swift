// Summarizes many files at once on several deep-stack threads: summaries are independent, so
// a cold index uses every core the caller allows.
import Foundation

/// Parallel `FileExtractor.summarize` for a whole workspace (the CLI's check, the server's
/// first index). Pure like the rest of AXAnalysis: texts in, summaries out, in input order.
package enum ParallelExtractor {
    /// The number of threads to use when the caller has no preference: one per active core.
    package static var defaultThreadCount: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// Summaries of `files`, in the same order, computed on `threads` threads of
    /// `BudgetedWorkPool`; a file past `budget` seconds gets `budgetExceededSummary`.
    package static func summarize(_ files: [(path: String, text: String)], threads: Int = defaultThreadCount,
                                 budget: Double = BudgetedWorkPool.defaultFileBudget) -> [FileSummary] {
        let results = BudgetedWorkPool.map(count: files.count, threads: threads, budget: budget) { index in
            FileExtractor.summarize(path: files[index].path, text: files[index].text)
        }
        return results.enumerated().map { index, summary in
            summary ?? FileExtractor.budgetExceededSummary(path: files[index].path, budget: budget)
        }
    }
}

/// One slot per input, written by exactly one worker each, read after all workers finished.
package final class ResultSlots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    package init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    /// Stores a result; the lock is held only for the assignment, never for the work.
    package func store(_ value: Value, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        if slots.indices.contains(index) { slots[index] = value }
    }

    package var values: [Value?] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
