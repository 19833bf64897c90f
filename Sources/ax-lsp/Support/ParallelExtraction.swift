// Reads and summarises files on several threads; the workspace is then fed serially.
import AXAnalysis
import AXConfig
import Foundation

/// File texts and summaries computed concurrently with `FileExtractor.summarize(path:text:)`,
/// which is pure, so results do not depend on the number of jobs. With a summary cache, a file
/// whose bytes are unchanged takes its summary from it (`CachedExtractor.summary`).
enum ParallelExtraction {
    struct ExtractedFile {
        let relativePath: String
        let text: String
        let cached: CachedExtractor.CachedSummary
        var summary: FileSummary { cached.summary }
    }

    struct Result {
        /// In the order of the input files.
        var files: [ExtractedFile]
        /// Files that could not be read, as messages naming them.
        var failures: [String]
    }

    private final class SharedState: @unchecked Sendable {
        let lock = NSLock()
        var nextIndex = 0
        var completed = 0
        var slots: [ExtractedFile?]
        var failures: [(Int, String)] = []

        init(count: Int) {
            slots = Array(repeating: nil, count: count)
        }
    }

    static func run(files: [DiscoveredFile], jobs: Int?, showsProgress: Bool, cache: SummaryCache? = nil) -> Result {
        let state = SharedState(count: files.count)
        let workerCount = max(1, min(jobs ?? ProcessInfo.processInfo.activeProcessorCount, max(1, files.count)))
        DispatchQueue.concurrentPerform(iterations: workerCount) { _ in
            while true {
                state.lock.lock()
                let index = state.nextIndex
                state.nextIndex += 1
                state.lock.unlock()
                guard index < files.count else { return }
                let file = files[index]
                let extracted = extract(file, cache: cache)
                state.lock.lock()
                switch extracted {
                case .success(let value): state.slots[index] = value
                case .failure(let failure): state.failures.append((index, failure.message))
                }
                state.completed += 1
                if showsProgress {
                    StandardStreams.writeError("\rAnalysing files: \(state.completed)/\(files.count)")
                }
                state.lock.unlock()
            }
        }
        if showsProgress && !files.isEmpty { StandardStreams.writeError("\n") }
        let failures = state.failures.sorted { $0.0 < $1.0 }.map(\.1)
        return Result(files: state.slots.compactMap { $0 }, failures: failures)
    }

    private static func extract(_ file: DiscoveredFile, cache: SummaryCache?) -> Swift.Result<ExtractedFile, CommandFailure> {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            return .failure(CommandFailure(message: "\(file.relativePath): cannot read file; it is skipped"))
        }
        // Invalid UTF-8 is repaired rather than refused, the same way the server reads files.
        let text = SourceFileReader.decode(data).text
        let cached = CachedExtractor.summary(path: file.relativePath, text: text, cache: cache)
        return .success(ExtractedFile(relativePath: file.relativePath, text: text, cached: cached))
    }
}
