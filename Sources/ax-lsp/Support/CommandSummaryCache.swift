// The CLI's use of the summary cache: where it is, and that it never fails a command.
import AXAnalysis
import AXConfig
import Foundation

/// Opens and saves the summary cache of one analysed directory for `check`, `ids` and `generate`.
///
/// The cache is an optimisation only: a cache that cannot be read is rebuilt, one that cannot be
/// written is left alone, and either costs at most one note on stderr (none with `--quiet`).
/// The findings, identifiers and exit code never depend on it.
enum CommandSummaryCache {
    /// The cache for `baseDirectory` (workspace paths are relative to it, so it names the cache),
    /// or nil when `--no-cache` or `cache: { enabled: false }` turns it off.
    static func open(_ options: WorkspaceOptions, configuration: LoadedConfiguration, baseDirectory: String) -> SummaryCache? {
        let configurationFolder = configuration.file.map { ($0 as NSString).deletingLastPathComponent } ?? baseDirectory
        guard let directory = SummaryCache.directory(
            configuration: configuration.configuration.cache, configurationFolder: configurationFolder,
            commandLineDirectory: options.cacheDirectory.map(WorkspaceFilesPath.standardized), disabledOnCommandLine: options.noCache
        ) else { return nil }
        let cache = SummaryCache.load(location: SummaryCache.location(forWorkspace: baseDirectory, in: directory), workspaceRoot: baseDirectory)
        // A cache from another build is expected after every upgrade; only damage is worth a note.
        if cache.discarded == .corrupt, !options.quiet, let problem = cache.loadProblem {
            StandardStreams.note("warning: \(problem)")
        }
        return cache
    }

    /// Records this run's fresh summaries, forgets files that are gone, and writes the cache
    /// when anything changed. A write failure (read-only folder, full disk) is one note.
    static func save(_ cache: inout SummaryCache?, files: [ParallelExtraction.ExtractedFile], quiet: Bool) {
        guard var opened = cache else { return }
        CachedExtractor.record(files.map(\.cached), in: &opened)
        do {
            try opened.save()
        } catch {
            if !quiet {
                StandardStreams.note("note: cannot write the summary cache in \(opened.location.deletingLastPathComponent().path) (\(error.localizedDescription)); the next run will parse every file again. Pass --cache-dir DIR or --no-cache, or set 'cache:' in .ax-lsp.yml")
            }
        }
        cache = opened
    }
}
