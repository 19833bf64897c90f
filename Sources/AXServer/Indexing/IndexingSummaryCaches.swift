// The summary caches of one indexing run: one per workspace folder, read by the workers,
// updated and saved once the run has read every file.
import AXAnalysis
import AXConfig
import Foundation

/// Where the server's caches live and whether there are any: the folder's `.ax-lsp.yml`
/// (`cache:`, the same rules as the CLI) and the editor settings `ax-lsp.cache.enabled` and
/// `ax-lsp.cache.directory`. The settings can turn the cache off or move it, never turn on a
/// cache that a repository's configuration turned off.
struct SummaryCachePlacement: Sendable {
    var enabledBySettings = true
    /// Absolute; from `ax-lsp.cache.directory`, relative paths resolved against the first folder.
    var directoryFromSettings: String?

    init(settings: ServerSettings, firstFolder: String?) {
        enabledBySettings = settings.cacheEnabled
        directoryFromSettings = settings.cacheDirectory.map { path in
            path.hasPrefix("/")
                ? path
                : ((firstFolder ?? FileManager.default.currentDirectoryPath) as NSString).appendingPathComponent(path)
        }
    }

    /// The cache file of `root`, or nil when its cache is off.
    func location(for root: WorkspaceRoot, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL?
    {
        guard enabledBySettings, root.configuration.cache.enabled else { return nil }
        let configurationFolder = root.configurationFile.map { ($0 as NSString).deletingLastPathComponent } ?? root.path
        guard
            let directory = SummaryCache.directory(
                configuration: root.configuration.cache, configurationFolder: configurationFolder,
                commandLineDirectory: directoryFromSettings, environment: environment)
        else { return nil }
        return SummaryCache.location(forWorkspace: root.path, in: directory)
    }
}

/// Per-folder caches of one run: read by the scan's workers (safe from several threads), then
/// given the run's files (`record`) and written by `save()`.
final class IndexingSummaryCaches: @unchecked Sendable {
    /// One per workspace folder, in `roots` order; nil where the cache is off.
    private(set) var caches: [SummaryCache?]
    private var results: [[CachedExtractor.CachedSummary]]
    /// Discarded caches, for the log.
    let loadProblems: [String]

    init(roots: [WorkspaceRoot], placement: SummaryCachePlacement) {
        caches = roots.map { root in
            placement.location(for: root).map { SummaryCache.load(location: $0, workspaceRoot: root.path) }
        }
        results = Array(repeating: [], count: roots.count)
        loadProblems = caches.compactMap { $0?.loadProblem }
    }

    /// The folders whose files are hashed while read (their cache is on).
    var hashedFolders: Set<Int> { Set(caches.indices.filter { caches[$0] != nil }) }

    /// Takes the summaries of the files the run read, for `fileKeysWhenEveryFolderIsCached` and `save`.
    func record(_ files: [ScannedFile]) {
        for file in files where results.indices.contains(file.input.cacheIndex) && caches[file.input.cacheIndex] != nil
        {
            results[file.input.cacheIndex].append(file.cached)
        }
    }

    /// Every file read with the hash of its bytes, when every folder's cache is on (with one
    /// off, nothing of the workspace is stored).
    func fileKeysWhenEveryFolderIsCached() -> [StoredResolutionCache.FileKey]? {
        guard !caches.isEmpty, caches.allSatisfy({ $0 != nil }) else { return nil }
        return results.flatMap { folder in
            folder.compactMap { result in
                result.contentHash.map { StoredResolutionCache.FileKey(path: result.summary.path, contentHash: $0) }
            }
        }
    }

    /// Stores the fresh summaries, drops files not seen, writes each changed cache. Returns log
    /// lines: hits per folder, and write failures (the index itself never fails on the cache).
    func save() -> [String] {
        var log: [String] = []
        for index in caches.indices {
            guard var cache = caches[index] else { continue }
            let hits = results[index].filter(\.isFromCache).count
            CachedExtractor.record(results[index], in: &cache)
            do {
                try cache.save()
                log.append("summary cache \(cache.location.path): \(hits) of \(results[index].count) files unchanged")
            } catch {
                log.append(
                    "cannot write the summary cache \(cache.location.path) (\(error.localizedDescription)); the next start parses every file again"
                )
            }
            caches[index] = cache
        }
        return log
    }
}
