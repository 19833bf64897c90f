// Restart on an unchanged workspace: the summary cache against a cold index, both starting
// from files on disk and ending with a resolved workspace, in process (with stages) and
// through the real `ax-lsp check` binary.
import AXAnalysis
import AXConfig
import Foundation

/// Cold and warm index times of one workspace, best of the runs, with the warm run's stages.
public struct WarmStartResult {
    public var coldMilliseconds = Double.infinity
    public var warmMilliseconds = Double.infinity
    public var cacheHits = 0
    public var fileCount = 0
    public var cacheBytes = 0
    /// Stages of the best warm run: read files, decode the cache, hash and look up, resolve, save.
    public var warmStages = WarmStartStages()
    public var ratio: Double { warmMilliseconds / max(coldMilliseconds, 0.001) }
    /// A warm run that finds the stored analysis results: read and hash the files, load the results.
    public var resultsWarmMilliseconds = Double.infinity
    public var resultsReadAndHash = 0.0
    public var resultsLoad = 0.0
    public var resultsBytes = 0
    /// False when the stored results were not found or differ from the cold run's.
    public var resultsIdentical = true
    public var resultsRatio: Double { resultsWarmMilliseconds / max(coldMilliseconds, 0.001) }
}

/// Where a warm start spends its time.
public struct WarmStartStages {
    public var readFiles = 0.0
    public var loadCache = 0.0
    public var hashAndLookUp = 0.0
    public var resolve = 0.0
    public var save = 0.0
}

/// The product path: `ax-lsp check` as CI runs it, with no cache, an empty cache and a warm one.
public struct CheckCommandWarmStartResult {
    public var noCache = Samples()
    public var coldCache = Samples()
    public var warmCache = Samples()
    /// True when every run printed the same report, byte for byte.
    public var outputsIdentical = true
    public var ratio: Double { warmCache.minimum / max(coldCache.minimum, 0.001) }
    public var ratioToNoCache: Double { warmCache.minimum / max(noCache.minimum, 0.001) }
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
            var stages = WarmStartStages()
            let (counts, milliseconds) = Stopwatch.measure { () -> (Int, Int) in
                let (files, readTime) = Stopwatch.measure { BenchmarkWorkspace.load(root: root).files }
                let (loaded, loadTime) = Stopwatch.measure {
                    SummaryCache.load(location: location, workspaceRoot: root)
                }
                var cache = loaded
                let (outcome, extractTime) = Stopwatch.measure { summarize(files, cache: &cache, threads: threads) }
                let resolveTime = Stopwatch.milliseconds {
                    let workspace = AnalysisWorkspace()
                    for (file, summary) in zip(files, outcome.summaries) {
                        workspace.update(path: file.path, text: file.text, summary: summary)
                    }
                    _ = workspace.allFindings()
                }
                let saveTime = Stopwatch.milliseconds { try? cache.save() }
                stages = WarmStartStages(
                    readFiles: readTime, loadCache: loadTime, hashAndLookUp: extractTime, resolve: resolveTime,
                    save: saveTime)
                return (outcome.cacheHits, files.count)
            }
            if isCold {
                result.coldMilliseconds = milliseconds
                // Later cold runs would need the cache removed again; one is enough for the ratio.
            } else if milliseconds < result.warmMilliseconds {
                result.warmMilliseconds = milliseconds
                result.cacheHits = counts.0
                result.fileCount = counts.1
                result.warmStages = stages
            }
        }
        result.cacheBytes =
            ((try? FileManager.default.attributesOfItem(atPath: location.path))?[.size] as? NSNumber)?.intValue ?? 0
        measureStoredResults(root: root, threads: threads, runs: runs, summaryCacheLocation: location, into: &result)
        return result
    }

    /// Hashes and summarises through the scan pipeline with one cache, as `ax-lsp check` does,
    /// and records the fresh summaries in it.
    static func summarize(_ files: [(path: String, text: String)], cache: inout SummaryCache, threads: Int) -> (
        summaries: [FileSummary], cacheHits: Int
    ) {
        let texts = files.map {
            ScannedText(
                input: ScanInput(diskPath: $0.path, analysisPath: $0.path), text: $0.text,
                contentHash: ContentHash($0.text))
        }
        let scanned = WorkspaceScan.summarize(texts, caches: [cache], threads: threads)
        CachedExtractor.record(scanned.map(\.cached), in: &cache)
        return (scanned.map(\.summary), scanned.filter(\.cached.isFromCache).count)
    }

    /// The analysis results cache (what `ax-lsp check` uses on an unchanged workspace): stores
    /// the results of one resolution, then times runs that read and hash every file and load them.
    private static func measureStoredResults(
        root: String, threads: Int, runs: Int, summaryCacheLocation: URL, into result: inout WarmStartResult
    ) {
        let location = AnalysisResultsCache.location(besideSummaryCache: summaryCacheLocation)
        func key(_ files: [(path: String, text: String)]) -> AnalysisResultsCache.Key {
            let hashes = files.map { ContentHash($0.text) }
            return AnalysisResultsCache.Key(
                options: AnalysisOptions(), files: zip(files, hashes).map { .init(path: $0.0.path, contentHash: $0.1) })
        }
        let files = BenchmarkWorkspace.load(root: root).files
        var cache = SummaryCache.load(location: summaryCacheLocation, workspaceRoot: root)
        let summaries = summarize(files, cache: &cache, threads: threads).summaries
        let workspace = AnalysisWorkspace()
        for (file, summary) in zip(files, summaries) {
            workspace.update(path: file.path, text: file.text, summary: summary)
        }
        let expected = AnalysisResultsCache.Results(
            findings: workspace.allFindings(), identifiers: workspace.allIdentifiers())
        guard
            (try? AnalysisResultsCache.save(expected, key: key(files), location: location, workspaceRoot: root)) != nil
        else {
            result.resultsIdentical = false
            return
        }
        result.resultsBytes =
            ((try? FileManager.default.attributesOfItem(atPath: location.path))?[.size] as? NSNumber)?.intValue ?? 0
        for _ in 0..<max(runs, 1) {
            var stages = (readAndHash: 0.0, load: 0.0)
            let (loaded, milliseconds) = Stopwatch.measure { () -> AnalysisResultsCache.Results? in
                let (currentKey, readTime) = Stopwatch.measure { key(BenchmarkWorkspace.load(root: root).files) }
                let (loaded, loadTime) = Stopwatch.measure {
                    AnalysisResultsCache.load(location: location, workspaceRoot: root, key: currentKey)
                }
                stages = (readTime, loadTime)
                return loaded
            }
            if loaded != expected { result.resultsIdentical = false }
            if milliseconds < result.resultsWarmMilliseconds {
                result.resultsWarmMilliseconds = milliseconds
                result.resultsReadAndHash = stages.readAndHash
                result.resultsLoad = stages.load
            }
        }
    }

    /// Runs `binary check --quiet --reporter json --jobs threads` in `root`, alternating: with
    /// `--no-cache`, with an emptied `--cache-dir` (cold: it parses every file and writes the
    /// cache), and again with that cache (warm). Process start to exit, best of `runs` each.
    public static func runCheckCommand(binary: URL, root: String, threads: Int, runs: Int, cacheDirectory: URL)
        -> CheckCommandWarmStartResult?
    {
        var result = CheckCommandWarmStartResult()
        var firstOutput: Data?
        let common = ["check", "--quiet", "--reporter", "json", "--jobs", String(threads)]
        for _ in 0..<max(runs, 1) {
            try? FileManager.default.removeItem(at: cacheDirectory)
            let plans: [(arguments: [String], record: (inout CheckCommandWarmStartResult, Double) -> Void)] = [
                (common + ["--no-cache"], { $0.noCache.append($1) }),
                (common + ["--cache-dir", cacheDirectory.path], { $0.coldCache.append($1) }),
                (common + ["--cache-dir", cacheDirectory.path], { $0.warmCache.append($1) })
            ]
            for plan in plans {
                guard let (output, milliseconds) = timeProcess(binary, arguments: plan.arguments, in: root) else {
                    return nil
                }
                plan.record(&result, milliseconds)
                if let firstOutput, firstOutput != output { result.outputsIdentical = false }
                if firstOutput == nil { firstOutput = output }
            }
        }
        return result
    }

    /// Wall time from start to exit, and what the process printed on stdout.
    private static func timeProcess(_ binary: URL, arguments: [String], in directory: String) -> (Data, Double)? {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let start = DispatchTime.now().uptimeNanoseconds
        guard let waitForExit = TimedChild.start(process) else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        waitForExit()
        return (data, Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
    }
}
