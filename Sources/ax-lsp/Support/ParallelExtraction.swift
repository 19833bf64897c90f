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
        let results = map(count: files.count, jobs: jobs, progress: nil) { index -> Swift.Result<ReadFile, CommandFailure> in
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
            case .success(let file): read.files.append(file)
            case .failure(let failure): read.failures.append(failure.message)
            }
        }
        return read
    }

    /// Summarises every file, from `cache` when its bytes are unchanged.
    static func summarize(_ files: [ReadFile], jobs: Int?, showsProgress: Bool, cache: SummaryCache?) -> [ExtractedFile] {
        let progress: ((Int) -> Void)? = showsProgress ? { completed in StandardStreams.writeError("\rAnalysing files: \(completed)/\(files.count)") } : nil
        let extracted = map(count: files.count, jobs: jobs, progress: progress) { index -> ExtractedFile in
            let file = files[index]
            let cached = CachedExtractor.summary(path: file.relativePath, text: file.text, contentHash: file.contentHash, cache: cache)
            return ExtractedFile(relativePath: file.relativePath, text: file.text, cached: cached)
        }
        if showsProgress && !files.isEmpty { StandardStreams.writeError("\n") }
        return extracted
    }

    /// The progress line of a run that needed no summarising (its results were cached).
    static func showCompleted(_ count: Int, showsProgress: Bool) {
        guard showsProgress, count > 0 else { return }
        StandardStreams.writeError("\rAnalysing files: \(count)/\(count)\n")
    }

    private final class SharedState<Value>: @unchecked Sendable {
        let lock = NSLock()
        var nextIndex = 0
        var completed = 0
        var slots: [Value?]

        init(count: Int) {
            slots = Array(repeating: nil, count: count)
        }
    }

    /// `body` for every index on `jobs` threads (default: one per processor), results in order;
    /// `progress` is called under the lock with the number completed.
    private static func map<Value>(count: Int, jobs: Int?, progress: ((Int) -> Void)?, _ body: (Int) -> Value) -> [Value] {
        let state = SharedState<Value>(count: count)
        let workerCount = max(1, min(jobs ?? ProcessInfo.processInfo.activeProcessorCount, max(1, count)))
        DispatchQueue.concurrentPerform(iterations: workerCount) { _ in
            while true {
                state.lock.lock()
                let index = state.nextIndex
                state.nextIndex += 1
                state.lock.unlock()
                guard index < count else { return }
                let value = body(index)
                state.lock.lock()
                state.slots[index] = value
                state.completed += 1
                progress?(state.completed)
                state.lock.unlock()
            }
        }
        return state.slots.compactMap { $0 }
    }
}
