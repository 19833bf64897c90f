// Reads and summarises files on several threads; the workspace is then fed serially.
import AXAnalysis
import AXConfig
import Foundation

/// File texts and summaries computed concurrently with `FileExtractor.summarize(path:text:)`,
/// which is pure, so results do not depend on the number of jobs. Reading (and hashing, for
/// the caches) is one pass and summarising another, so that a run whose analysis results are
/// cached stops after the first. With a summary cache, a file whose bytes are unchanged takes
/// its summary from it (`CachedExtractor.summary`).
enum ParallelExtraction {
    /// One file's text, and its content hash when a cache will use it.
    struct ReadFile {
        let relativePath: String
        let text: String
        let contentHash: ContentHash?
    }

    struct ExtractedFile {
        let relativePath: String
        let text: String
        let cached: CachedExtractor.CachedSummary
        var summary: FileSummary { cached.summary }
    }

    struct ReadResult {
        /// In the order of the input files.
        var files: [ReadFile]
        /// Files that could not be read, as messages naming them.
        var failures: [String]
    }

    /// Reads every file (invalid UTF-8 repaired, as the server does) and hashes it when `hashing`.
    static func read(files: [DiscoveredFile], jobs: Int?, hashing: Bool) -> ReadResult {
        let results = BudgetedWorkPool.map(count: files.count, threads: threadCount(jobs), budget: nil) { index -> Swift.Result<ReadFile, CommandFailure> in
            let file = files[index]
            guard let data = FileManager.default.contents(atPath: file.path) else {
                return .failure(CommandFailure(message: "\(file.relativePath): cannot read file; it is skipped"))
            }
            let text = SourceFileReader.decode(data).text
            return .success(ReadFile(relativePath: file.relativePath, text: text, contentHash: hashing ? ContentHash(text) : nil))
        }
        var read = ReadResult(files: [], failures: [])
        for result in results {
            switch result {
            case .success(let file)?: read.files.append(file)
            case .failure(let failure)?: read.failures.append(failure.message)
            case nil: break
            }
        }
        return read
    }

    /// Summarises every file, from `cache` when its bytes are unchanged. A file whose parse and
    /// extraction run past `budget` seconds is given up (`analysis-budget-exceeded`), never waited for.
    static func summarize(_ files: [ReadFile], jobs: Int?, showsProgress: Bool, cache: SummaryCache?,
                          budget: Double = BudgetedWorkPool.defaultFileBudget) -> [ExtractedFile] {
        let progress = ProgressLine(total: files.count, isShown: showsProgress)
        let extracted = BudgetedWorkPool.map(count: files.count, threads: threadCount(jobs), budget: budget,
                                             overran: { _ in progress.advance() },
                                             completed: { _, _ in progress.advance() }) { index -> ExtractedFile in
            let file = files[index]
            let cached = CachedExtractor.summary(path: file.relativePath, text: file.text, contentHash: file.contentHash, cache: cache)
            return ExtractedFile(relativePath: file.relativePath, text: file.text, cached: cached)
        }
        if showsProgress && !files.isEmpty { StandardStreams.writeError("\n") }
        return extracted.enumerated().map { index, file in
            file ?? ExtractedFile(
                relativePath: files[index].relativePath, text: files[index].text,
                cached: CachedExtractor.CachedSummary(summary: FileExtractor.budgetExceededSummary(path: files[index].relativePath, budget: budget),
                                                      contentHash: files[index].contentHash, isFromCache: false)
            )
        }
    }

    /// The progress line of a run that needed no summarising (its results were cached).
    static func showCompleted(_ count: Int, showsProgress: Bool) {
        guard showsProgress, count > 0 else { return }
        StandardStreams.writeError("\rAnalysing files: \(count)/\(count)\n")
    }

    private static func threadCount(_ jobs: Int?) -> Int {
        max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
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
