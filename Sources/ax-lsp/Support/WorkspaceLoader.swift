// Loads configuration and files and analyses them, parsing files in parallel, or takes the
// analysis of unchanged files from the results cache.
import AXAnalysis
import AXConfig
import Foundation

/// An analysed workspace: its results and what reports need to name and locate its files.
struct LoadedWorkspace {
    /// Every finding after options and suppression comments, sorted by file and position
    /// (empty unless `.findings` was among the `needs` of `WorkspaceLoader.load`).
    let findings: [Finding]
    /// Every identifier, sorted by file and position (empty unless `.identifiers` was needed).
    let identifiers: [ComputedIdentifier]
    /// File texts by workspace path, for line and column numbers.
    let texts: [String: String]
    let configuration: LoadedConfiguration
    /// The analysed directory (absolute); workspace paths are relative to it.
    let baseDirectory: String
    let fileCount: Int
}

/// Turns `WorkspaceOptions` into results: config, discovery, reading, then either the results
/// cache (every file and option unchanged since the run that wrote it) or parallel extraction
/// through the summary cache and a resolution of the workspace.
enum WorkspaceLoader {
    /// Loads everything; configuration errors and missing paths throw a `CommandFailure` (exit 1),
    /// unreadable files are reported on stderr and skipped.
    /// `needs` says which results the command prints: stored results decode only those.
    static func load(_ options: WorkspaceOptions, needs: AnalysisResultsCache.Parts, excludingPaths: Set<String> = [])
        throws -> LoadedWorkspace
    {
        let (configuration, base, read) = try readFiles(
            options, excludingPaths: excludingPaths,
            needsLocalizationTables: needs.contains(.findings))
        let analysisOptions = configuration.configuration.analysisOptions
        let cacheLocation = CommandSummaryCache.location(options, configuration: configuration, baseDirectory: base)
        // Later files win, as repeated updates of one path did.
        let texts = Dictionary(
            read.files.map { ($0.input.analysisPath, $0.text) }, uniquingKeysWith: { _, later in later })
        func loaded(_ results: AnalysisResultsCache.Results) -> LoadedWorkspace {
            LoadedWorkspace(
                findings: results.findings, identifiers: results.identifiers, texts: texts,
                configuration: configuration,
                baseDirectory: base, fileCount: read.files.count)
        }

        let resultsKey = AnalysisResultsCache.Key(
            options: analysisOptions,
            files: read.files.compactMap { file in
                file.contentHash.map { AnalysisResultsCache.FileKey(path: file.input.analysisPath, contentHash: $0) }
            })
        if let cacheLocation,
            let cached = AnalysisResultsCache.load(
                location: AnalysisResultsCache.location(besideSummaryCache: cacheLocation), workspaceRoot: base,
                key: resultsKey, parts: needs
            )
        {
            // Every file's analysis is at hand at once: the progress line shows it complete.
            CommandScan.showCompleted(read.files.count, showsProgress: options.showsProgress)
            return loaded(cached)
        }

        let cache = cacheLocation.map {
            CommandSummaryCache.open(location: $0, baseDirectory: base, quiet: options.quiet)
        }
        // Without a cache, a command that prints no finding stores nothing either: its files need
        // only the facts identifiers come from (no outline facts, of the localization tables only
        // the development language's texts).
        let scope: ExtractionScope = cache == nil && !needs.contains(.findings) ? .identifiers : .everything
        let extracted = CommandScan.summarize(
            read.files, jobs: options.jobs, showsProgress: options.showsProgress, cache: cache, scope: scope)
        // The scan threads' freed trees would stay resident beside the resolution (`FreedHeap`).
        FreedHeap.release()
        // Findings are printed (`check`) or stored for later runs; `ids` without a cache does
        // neither, so the workspace rules are not run.
        let needsFindings = needs.contains(.findings) || cache != nil
        // Encoding the summary cache took 1.3 s of one core on the six real apps as one
        // workspace, and the resolution waited for it: now they run side by side.
        let (results, cacheWritable) = DeepStack.both(
            { () -> AnalysisResultsCache.Results in
                let workspace =
                    needsFindings
                    ? AnalysisWorkspace(options: analysisOptions)
                    : AnalysisWorkspace(identifiersOnlyWith: analysisOptions)
                // A file read with problems (`readProblem`) is reported by the `unreadable-file` rule.
                for file in extracted {
                    workspace.update(path: file.path, text: file.text, summary: file.summary)
                }
                let results = AnalysisResultsCache.Results(
                    findings: needsFindings ? workspace.allFindings() : [], identifiers: workspace.allIdentifiers())
                // Freeing every summary's facts took a tenth of a second of the six real apps' run on
                // the main thread, before anything was printed; another thread frees them meanwhile.
                DeferredRelease.release(consume workspace)
                return results
            },
            { () -> Bool in
                guard var opened = cache else { return false }
                return CommandSummaryCache.save(&opened, files: extracted, quiet: options.quiet)
            })
        if cacheWritable, let cacheLocation {
            CommandSummaryCache.saveResults(
                results, key: resultsKey, summaryCacheLocation: cacheLocation, baseDirectory: base, quiet: options.quiet
            )
        }
        return loaded(results)
    }

    /// Configuration, discovery and reading, shared by every analysing command. Localization
    /// tables feed findings (the label model of UI-test queries) and, in the development language,
    /// identifiers set from localized texts: without `needsLocalizationTables` and without a cache
    /// to store their summaries in, only the development language's are read.
    static func readFiles(
        _ options: WorkspaceOptions, excludingPaths: Set<String> = [], needsLocalizationTables: Bool = true
    ) throws
        -> (configuration: LoadedConfiguration, base: String, read: (files: [ScannedText], failures: [String]))
    {
        let fileManager = FileManager.default
        let currentDirectory = fileManager.currentDirectoryPath
        let roots = options.paths.isEmpty ? [currentDirectory] : options.paths
        for root in roots where !fileManager.fileExists(atPath: root) {
            throw CommandFailure(message: "error: \(root): no such file or folder")
        }
        let base = baseDirectory(for: options.paths, currentDirectory: currentDirectory)
        let configuration: LoadedConfiguration
        do {
            configuration = try loadConfiguration(
                explicitPath: options.config, base: base, currentDirectory: currentDirectory)
        } catch let problem as ConfigurationProblem {
            throw CommandFailure(message: problem.description)
        }
        for warning in configuration.warnings { StandardStreams.note(warning.description) }

        let discovered = WorkspaceFiles.discover(roots: roots, config: configuration.configuration, base: base)
        for problem in discovered.problems { StandardStreams.note("warning: \(problem)") }
        if let empty = rootsWithoutFiles(options.paths.isEmpty ? ["."] : options.paths, discovered: discovered.files) {
            throw empty
        }
        let excluded = Set(excludingPaths.map(WorkspaceFilesPath.standardized))
        // Standardising a path resolves its symlinks (a readlink per component): only files
        // named like an excluded one need it.
        // (Most runs exclude nothing; Foundation's `lastPathComponent` of every discovered path
        // was 0.06 s of the six real apps' start.)
        let excludedNames = Set(excluded.map { ($0 as NSString).lastPathComponent })
        let files =
            excluded.isEmpty
            ? discovered.files
            : discovered.files.filter { file in
                let name =
                    file.path.lastIndex(of: "/").map { file.path[file.path.index(after: $0)...] } ?? file.path[...]
                return !excludedNames.contains(String(name))
                    || !excluded.contains(WorkspaceFilesPath.standardized(file.path))
            }

        let cacheLocation = CommandSummaryCache.location(options, configuration: configuration, baseDirectory: base)
        let read = CommandScan.read(
            files: needsLocalizationTables || cacheLocation != nil
                ? files
                : files.filter { file in
                    !LocalizationTableExtractor.isLocalizationTable(file.path)
                        || LocalizationTableExtractor.isDevelopmentLanguage(file.path)
                }, jobs: options.jobs, hashing: cacheLocation != nil)
        for failure in read.failures { StandardStreams.note("warning: \(failure)") }
        return (configuration, base, read)
    }

    /// A root that contributes no file: a folder with nothing ax-lsp reads (a typo'd folder, the
    /// wrong checkout) or a file of another kind (`README.md`). Exit 0 with "0 files" would read
    /// as a clean app, so it is an error naming the path.
    static func rootsWithoutFiles(_ roots: [String], discovered: [DiscoveredFile]) -> CommandFailure? {
        for root in roots {
            let standardized = WorkspaceFilesPath.standardized(root)
            let prefix = standardized.hasSuffix("/") ? standardized : standardized + "/"
            if discovered.contains(where: { $0.path == standardized || $0.path.hasPrefix(prefix) }) { continue }
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory)
            let name = root == "." ? "the current folder" : root
            if isDirectory.boolValue {
                return CommandFailure(
                    message:
                        "error: \(name): no file ax-lsp reads is in this folder (Swift sources an Xcode target compiles, storyboards, "
                        + "xibs, localization tables, UI-test flows and suites, outside the excluded and skipped folders); pass the app's source folder"
                )
            }
            return CommandFailure(
                message:
                    "error: \(name): ax-lsp does not read this kind of file; pass Swift sources, storyboards, xibs, "
                    + "localization tables or the app's folder")
        }
        return nil
    }

    /// One folder argument is the analysed directory; otherwise the current directory is.
    static func baseDirectory(for paths: [String], currentDirectory: String) -> String {
        if paths.count == 1, let only = paths.first {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: only, isDirectory: &isDirectory), isDirectory.boolValue {
                return WorkspaceFilesPath.standardized(only)
            }
        }
        return WorkspaceFilesPath.standardized(currentDirectory)
    }

    /// `--config`, else `.ax-lsp.yml` in the analysed directory, else in the current directory.
    static func loadConfiguration(explicitPath: String?, base: String, currentDirectory: String) throws
        -> LoadedConfiguration
    {
        let atBase = try ConfigurationLoader.load(explicitPath: explicitPath, workspaceRoot: base)
        if explicitPath != nil || atBase.file != nil || base == WorkspaceFilesPath.standardized(currentDirectory) {
            return atBase
        }
        return try ConfigurationLoader.load(explicitPath: nil, workspaceRoot: currentDirectory)
    }
}

/// Path spelling shared by the CLI: absolute and standardised.
enum WorkspaceFilesPath {
    static func standardized(_ path: String) -> String {
        let absolute =
            path.hasPrefix("/")
            ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        return (absolute as NSString).standardizingPath
    }

    /// How the human-facing reporters name a workspace file: relative to the current directory
    /// when the analysed directory is under it, so that terminals and Xcode can open it.
    static func display(_ relativePath: String, base: String) -> String {
        if relativePath.hasPrefix("/") { return relativePath }
        let current = standardized(FileManager.default.currentDirectoryPath)
        if base == current { return relativePath }
        let prefix = current + "/"
        if base.hasPrefix(prefix) { return String(base.dropFirst(prefix.count)) + "/" + relativePath }
        return base + "/" + relativePath
    }
}
