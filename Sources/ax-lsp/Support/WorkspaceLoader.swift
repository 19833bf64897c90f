// Loads configuration and files into an `AnalysisWorkspace`, parsing files in parallel.
import AXAnalysis
import AXConfig
import Foundation

/// A loaded workspace and what reports need to name its files.
struct LoadedWorkspace {
    let workspace: AnalysisWorkspace
    let configuration: LoadedConfiguration
    /// The analysed directory (absolute); workspace paths are relative to it.
    let baseDirectory: String
    let fileCount: Int
}

/// Turns `WorkspaceOptions` into a workspace: config, discovery, parallel extraction through
/// the summary cache.
enum WorkspaceLoader {
    /// Loads everything; configuration errors and missing paths throw a `CommandFailure` (exit 1),
    /// unreadable files are reported on stderr and skipped.
    static func load(_ options: WorkspaceOptions, excludingPaths: Set<String> = []) throws -> LoadedWorkspace {
        let fileManager = FileManager.default
        let currentDirectory = fileManager.currentDirectoryPath
        let roots = options.paths.isEmpty ? [currentDirectory] : options.paths
        for root in roots where !fileManager.fileExists(atPath: root) {
            throw CommandFailure(message: "error: \(root): no such file or folder")
        }
        let base = baseDirectory(for: options.paths, currentDirectory: currentDirectory)
        let configuration: LoadedConfiguration
        do {
            configuration = try loadConfiguration(explicitPath: options.config, base: base, currentDirectory: currentDirectory)
        } catch let problem as ConfigurationProblem {
            throw CommandFailure(message: problem.description)
        }
        for warning in configuration.warnings { StandardStreams.note(warning.description) }

        let discovered = WorkspaceFiles.discover(roots: roots, config: configuration.configuration, base: base)
        for problem in discovered.problems { StandardStreams.note("warning: \(problem)") }
        let excluded = Set(excludingPaths.map(WorkspaceFilesPath.standardized))
        let files = discovered.files.filter { !excluded.contains(WorkspaceFilesPath.standardized($0.path)) }

        let workspace = AnalysisWorkspace(options: configuration.configuration.analysisOptions)
        var cache = CommandSummaryCache.open(options, configuration: configuration, baseDirectory: base)
        let extracted = ParallelExtraction.run(files: files, jobs: options.jobs, showsProgress: options.showsProgress, cache: cache)
        for failure in extracted.failures { StandardStreams.note("warning: \(failure)") }
        if cache != nil { CommandSummaryCache.save(&cache, files: extracted.files, quiet: options.quiet) }
        // A file read with problems (`readProblem`) is reported by the `unreadable-file` rule.
        for file in extracted.files {
            workspace.update(path: file.relativePath, text: file.text, summary: file.summary)
        }
        return LoadedWorkspace(workspace: workspace, configuration: configuration, baseDirectory: base, fileCount: extracted.files.count)
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
    static func loadConfiguration(explicitPath: String?, base: String, currentDirectory: String) throws -> LoadedConfiguration {
        let atBase = try ConfigurationLoader.load(explicitPath: explicitPath, workspaceRoot: base)
        if explicitPath != nil || atBase.file != nil || base == WorkspaceFilesPath.standardized(currentDirectory) { return atBase }
        return try ConfigurationLoader.load(explicitPath: nil, workspaceRoot: currentDirectory)
    }
}

/// Path spelling shared by the CLI: absolute and standardised.
enum WorkspaceFilesPath {
    static func standardized(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
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
