// Restart on an unchanged workspace: the summary cache against a cold index, both starting
// from files on disk and ending with a resolved workspace.
import AXAnalysis
import AXConfig
import Foundation

/// Cold and warm index times of one workspace, best of the runs.
public struct WarmStartResult {
    public var coldMilliseconds = Double.infinity
    public var warmMilliseconds = Double.infinity
    public var cacheHits = 0
    public var fileCount = 0
    public var cacheBytes = 0
    public var ratio: Double { warmMilliseconds / max(coldMilliseconds, 0.001) }
}

public enum WarmStartBenchmark {
    /// Index from disk with a cache in `cacheDirectory`: the first run has no cache (cold), the
    /// next ones find every file in it (warm). Each run reads the files, as a restart would.
    public static func run(root: String, threads: Int, runs: Int, cacheDirectory: URL) -> WarmStartResult {
        var result = WarmStartResult()
        let location = SummaryCache.location(forWorkspace: root, in: cacheDirectory)
        for run in 0..<(max(runs, 1) + 1) {
            let isCold = run == 0
            if isCold { try? FileManager.default.removeItem(at: location) }
            let (counts, milliseconds) = Stopwatch.measure { () -> (Int, Int) in
                let files = BenchmarkWorkspace.load(root: root).files
                var cache = SummaryCache.load(location: location, workspaceRoot: root)
                let outcome = CachedExtractor.summarize(files, cache: &cache, threads: threads)
                let workspace = AnalysisWorkspace()
                for (file, summary) in zip(files, outcome.summaries) { workspace.update(path: file.path, text: file.text, summary: summary) }
                _ = workspace.allFindings()
                try? cache.save()
                return (outcome.cacheHits, files.count)
            }
            if isCold {
                result.coldMilliseconds = milliseconds
                // Later cold runs would need the cache removed again; one is enough for the ratio.
            } else if milliseconds < result.warmMilliseconds {
                result.warmMilliseconds = milliseconds
                result.cacheHits = counts.0
                result.fileCount = counts.1
            }
        }
        result.cacheBytes = ((try? FileManager.default.attributesOfItem(atPath: location.path))?[.size] as? NSNumber)?.intValue ?? 0
        return result
    }
}
