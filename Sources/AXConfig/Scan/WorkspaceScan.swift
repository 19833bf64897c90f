// The one scan pipeline: discover → read → summarise on a fixed pool of deep-stack threads →
// apply. `ax-lsp check`/`ids`, the server's indexer and the benchmarks all run it.
import AXAnalysis
import Foundation

/// One file for the scan: where to read it, the path the analysis knows it by, and which of the
/// caller's summary caches (one per workspace folder) it belongs to.
public struct ScanInput: Hashable, Sendable {
    package var diskPath: String
    public var analysisPath: String
    /// An index into the `caches` given to `WorkspaceScan.summarize`.
    package var cacheIndex: Int

    public init(diskPath: String, analysisPath: String, cacheIndex: Int = 0) {
        self.diskPath = diskPath
        self.analysisPath = analysisPath
        self.cacheIndex = cacheIndex
    }
}

/// A file's text as read, with the hash of its bytes when a cache will use it.
public struct ScannedText: Sendable {
    public var input: ScanInput
    public var text: String
    package var contentHash: ContentHash?

    public init(input: ScanInput, text: String, contentHash: ContentHash?) {
        self.input = input
        self.text = text
        self.contentHash = contentHash
    }
}

/// A file read and summarised: what `AnalysisWorkspace.update(path:text:summary:)` takes, and
/// where the summary came from (for the cache to record).
public struct ScannedFile: Sendable {
    package var input: ScanInput
    package var text: String
    public var cached: CachedExtractor.CachedSummary
    package var path: String { input.analysisPath }
    public var summary: FileSummary { cached.summary }
}

/// The stages of a workspace scan. Discovery is `WorkspaceFiles.discover`; applying the
/// summaries (serially, on the caller's thread or loop) is the caller's, since only it owns the
/// `AnalysisWorkspace`.
public enum WorkspaceScan {
    /// The number of threads to use when the caller has no preference: one per active core.
    public static var defaultThreadCount: Int { BudgetedWorkPool.defaultThreadCount }

    /// The inputs for files discovered under one folder, named by their relative paths.
    package static func inputs(_ files: [DiscoveredFile], cacheIndex: Int = 0) -> [ScanInput] {
        files.map { ScanInput(diskPath: $0.path, analysisPath: $0.relativePath, cacheIndex: cacheIndex) }
    }

    /// Reads every file on `threads` threads (invalid UTF-8 repaired, `SourceFileReader`),
    /// hashing the ones whose `cacheIndex` is in `hashing`. Returns the texts in input order and
    /// the files that could not be read, as messages naming them. A cancelled scan stops
    /// taking files.
    public static func read(
        _ inputs: [ScanInput], threads: Int = defaultThreadCount, hashing: Set<Int> = [],
        isCancelled: @escaping @Sendable () -> Bool = { false }
    ) -> (files: [ScannedText], failures: [String]) {
        let results = BudgetedWorkPool.map(count: inputs.count, threads: threads, budget: nil) {
            index -> Result<ScannedText, SourceFileReadError>? in
            guard !isCancelled() else { return nil }
            let input = inputs[index]
            return SourceFileReader.read(path: input.diskPath, name: input.analysisPath).map { read in
                ScannedText(
                    input: input, text: read.text,
                    contentHash: hashing.contains(input.cacheIndex) ? ContentHash(read.text) : nil)
            }
        }
        var files: [ScannedText] = []
        var failures: [String] = []
        for result in results {
            switch result {
            case .success(let file)??: files.append(file)
            case .failure(let failure)??: failures.append(failure.message)
            default: break
            }
        }
        return (files, failures)
    }

    /// Summarises every file on `threads` threads of `BudgetedWorkPool`, taking the summary
    /// from `caches[cacheIndex]` when the file's bytes are unchanged. Each file is delivered as
    /// soon as it is done (on a worker thread, or the caller's for a file past `budget`
    /// seconds, which gets `budgetExceededSummary` and is never waited for). Returns the files in
    /// input order; a cancelled scan's untaken files are missing. `scope` other than
    /// `.everything` reads no cache (`ExtractionScope`).
    public static func summarize(
        _ files: [ScannedText], caches: [SummaryCache?] = [], threads: Int = defaultThreadCount,
        budget: Double = BudgetedWorkPool.defaultFileBudget, scope: ExtractionScope = .everything,
        isCancelled: @escaping @Sendable () -> Bool = { false },
        deliver: @escaping @Sendable (ScannedFile) -> Void = { _ in }
    ) -> [ScannedFile] {
        let results = BudgetedWorkPool.map(
            count: files.count, threads: threads, budget: budget,
            overran: { index in deliver(budgetExceeded(files[index], budget: budget)) },
            completed: { _, file in if let file { deliver(file) } }
        ) { index -> ScannedFile? in
            guard !isCancelled() else { return nil }
            let file = files[index]
            let cache = caches.indices.contains(file.input.cacheIndex) ? caches[file.input.cacheIndex] : nil
            let cached = CachedExtractor.summary(
                path: file.input.analysisPath, text: file.text, contentHash: file.contentHash,
                cache: cache, scope: scope)
            return ScannedFile(input: file.input, text: file.text, cached: cached)
        }
        return zip(files, results).compactMap { file, result in
            switch result {
            case .some(.some(let scanned)): return scanned
            case .some(.none): return nil
            case .none: return budgetExceeded(file, budget: budget)
            }
        }
    }

    /// Reads and summarises in one call, for callers with no cache decision in between.
    package static func readAndSummarize(
        _ inputs: [ScanInput], threads: Int = defaultThreadCount,
        budget: Double = BudgetedWorkPool.defaultFileBudget
    ) -> (files: [ScannedFile], failures: [String]) {
        let read = read(inputs, threads: threads)
        return (summarize(read.files, threads: threads, budget: budget), read.failures)
    }

    /// A file given up: no content hash, so no cache stores its empty summary.
    private static func budgetExceeded(_ file: ScannedText, budget: Double) -> ScannedFile {
        ScannedFile(
            input: file.input, text: file.text,
            cached: CachedExtractor.CachedSummary(
                summary: FileExtractor.budgetExceededSummary(path: file.input.analysisPath, budget: budget),
                contentHash: nil, isFromCache: false))
    }
}
