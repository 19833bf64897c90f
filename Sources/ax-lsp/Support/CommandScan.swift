// The CLI's side of the scan pipeline (`WorkspaceScan`): its thread count and its progress line.
import AXAnalysis
import AXConfig
import Foundation

/// Reads and summarises a command's files through `WorkspaceScan`, the pipeline the server and
/// the benchmarks run too. Reading (and hashing, for the caches) is one stage and summarising
/// another, so that a run whose analysis results are cached stops after the first.
enum CommandScan {
    /// Reads every file (invalid UTF-8 repaired, as the server does) and hashes it when `hashing`.
    static func read(files: [DiscoveredFile], jobs: Int?, hashing: Bool) -> (files: [ScannedText], failures: [String]) {
        WorkspaceScan.read(WorkspaceScan.inputs(files), threads: threadCount(jobs), hashing: hashing ? [0] : [])
    }

    /// Summarises every file, from `cache` when its bytes are unchanged. A file whose parse and
    /// extraction run past `budget` seconds is given up (`analysis-budget-exceeded`), never waited for.
    static func summarize(
        _ files: [ScannedText], jobs: Int?, showsProgress: Bool, cache: SummaryCache?,
        budget: Double = BudgetedWorkPool.defaultFileBudget, scope: ExtractionScope = .everything
    ) -> [ScannedFile] {
        let progress = ProgressLine(total: files.count, isShown: showsProgress)
        let summarized = WorkspaceScan.summarize(
            files, caches: [cache], threads: threadCount(jobs), budget: budget, scope: scope
        ) { _ in
            progress.advance()
        }
        if showsProgress && !files.isEmpty { StandardStreams.writeError("\n") }
        return summarized
    }

    /// The progress line of a run that needed no summarising (its results were cached).
    static func showCompleted(_ count: Int, showsProgress: Bool) {
        guard showsProgress, count > 0 else { return }
        StandardStreams.writeError("\rAnalysing files: \(count)/\(count)\n")
    }

    private static func threadCount(_ jobs: Int?) -> Int {
        max(1, jobs ?? WorkspaceScan.defaultThreadCount)
    }

    /// `Analysing files: N/M` on stderr, advanced from any thread.
    private final class ProgressLine: @unchecked Sendable {
        private let lock = NSLock()
        private var completed = 0
        private let total: Int
        private let isShown: Bool

        init(total: Int, isShown: Bool) {
            self.total = total
            self.isShown = isShown
        }

        func advance() {
            guard isShown else { return }
            lock.lock()
            defer { lock.unlock() }
            completed += 1
            StandardStreams.writeError("\rAnalysing files: \(completed)/\(total)")
        }
    }
}
