// The CLI's use of the caches: where they are, and that they never fail a command.
import AXAnalysis
import AXConfig
import Foundation

/// Opens and saves the summary cache and the analysis results cache of one analysed directory
/// for `check`, `ids` and `generate`.
///
/// The caches are an optimisation only: a cache that cannot be read is rebuilt, one that cannot
/// be written is left alone, and either costs at most one note on stderr (none with `--quiet`).
/// The findings, identifiers and exit code never depend on them.
enum CommandSummaryCache {
    /// The summary cache file for `baseDirectory` (workspace paths are relative to it, so it
    /// names the cache), or nil when `--no-cache` or `cache: { enabled: false }` turns it off.
    /// The results cache lies beside it.
    static func location(_ options: WorkspaceOptions, configuration: LoadedConfiguration, baseDirectory: String) -> URL?
    {
        let configurationFolder = configuration.file.map { ($0 as NSString).deletingLastPathComponent } ?? baseDirectory
        guard
            let directory = SummaryCache.directory(
                configuration: configuration.configuration.cache, configurationFolder: configurationFolder,
                commandLineDirectory: options.cacheDirectory.map(WorkspaceFilesPath.standardized),
                disabledOnCommandLine: options.noCache
            )
        else { return nil }
        return SummaryCache.location(forWorkspace: baseDirectory, in: directory)
    }

    static func open(location: URL, baseDirectory: String, quiet: Bool) -> SummaryCache {
        let cache = SummaryCache.load(location: location, workspaceRoot: baseDirectory)
        // A cache from another build is expected after every upgrade; only damage is worth a note.
        if cache.discarded == .corrupt, !quiet, let problem = cache.loadProblem {
            StandardStreams.note("warning: \(problem)")
        }
        return cache
    }

    /// Records this run's fresh summaries, forgets files that are gone, and writes the cache
    /// when anything changed. A write failure (read-only folder, full disk) is one note; returns
    /// false then, so the results cache beside it is not tried (and noted) again.
    static func save(_ cache: inout SummaryCache, files: [ScannedFile], quiet: Bool) -> Bool {
        CachedExtractor.record(files.map(\.cached), in: &cache)
        do {
            try cache.save()
            return true
        } catch {
            noteWriteFailure(folder: cache.location.deletingLastPathComponent(), error: error, quiet: quiet)
            return false
        }
    }

    /// Stores this run's results for the next run on the same files and options.
    static func saveResults(
        _ results: AnalysisResultsCache.Results, key: AnalysisResultsCache.Key, summaryCacheLocation: URL,
        baseDirectory: String, quiet: Bool
    ) {
        let location = AnalysisResultsCache.location(besideSummaryCache: summaryCacheLocation)
        do {
            try AnalysisResultsCache.save(results, key: key, location: location, workspaceRoot: baseDirectory)
        } catch {
            noteWriteFailure(folder: location.deletingLastPathComponent(), error: error, quiet: quiet)
        }
    }

    private static func noteWriteFailure(folder: URL, error: Error, quiet: Bool) {
        guard !quiet else { return }
        StandardStreams.note(
            "note: cannot write the summary cache in \(folder.path) (\(error.localizedDescription)); the next run will parse every file again. Pass --cache-dir DIR or --no-cache, or set 'cache:' in .ax-lsp.yml"
        )
    }
}
