// The analysed workspace `ax-lsp mcp` answers from: loaded once through the CLI's pipeline
// (configuration, discovery, summary cache), then kept current by re-reading the files that
// changed on disk before each question, so an agent that edits code gets fresh answers.
import AXAnalysis
import AXConfig
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One analysed folder and what reports need to name its files. Not thread-safe: the server
/// uses it from its one analysis thread.
final class AgentWorkspace {
    let options: WorkspaceOptions
    let baseDirectory: String
    let configuration: LoadedConfiguration
    let workspace: AnalysisWorkspace
    /// Bumped by every change taken from disk; answers computed for another generation are stale.
    private(set) var generation = 0
    /// Disk path → (analysis path, modification stamp) of every analysed file.
    private var files: [String: (analysisPath: String, stamp: FileStamp?)] = [:]
    /// Folders holding analysed files: a file added or removed there changes the folder's stamp.
    private var folders: [String: FileStamp] = [:]
    private var texts: [String: String] = [:]
    private var memo: (generation: Int, usage: IdentifierTestUsage, screens: [WorkspaceScreen])?

    /// Loads and analyses the workspace; configuration errors and missing paths throw `CommandFailure`.
    init(options: WorkspaceOptions) throws {
        self.options = options
        let (configuration, base, read) = try WorkspaceLoader.readFiles(options)
        self.configuration = configuration
        self.baseDirectory = base
        let cacheLocation = CommandSummaryCache.location(options, configuration: configuration, baseDirectory: base)
        let cache = cacheLocation.map { CommandSummaryCache.open(location: $0, baseDirectory: base, quiet: true) }
        let extracted = CommandScan.summarize(read.files, jobs: options.jobs, showsProgress: false, cache: cache)
        if var opened = cache { _ = CommandSummaryCache.save(&opened, files: extracted, quiet: true) }
        FreedHeap.release()
        workspace = AnalysisWorkspace(options: configuration.configuration.analysisOptions)
        for file in extracted {
            workspace.update(path: file.path, text: file.text, summary: file.summary)
            texts[file.path] = file.text
            files[file.input.diskPath] = (file.path, FileStamp(of: file.input.diskPath))
        }
        recordFolders()
        workspace.resolveNow()
    }

    /// Positions and paths for the reporters, over the current texts: one per generation, so
    /// that the line indexes it builds for positions serve every later call (building them for
    /// each call was most of `list_screens` on a large workspace).
    func reportContext() -> ReportContext {
        if let context = contextMemo, context.generation == generation { return context.context }
        let context = ReportContext(texts: texts, baseDirectory: baseDirectory)
        contextMemo = (generation, context)
        return context
    }

    private var contextMemo: (generation: Int, context: ReportContext)?

    /// The UI-test queries and screens of the current generation (computed once per generation).
    func derived() -> (usage: IdentifierTestUsage, screens: [WorkspaceScreen]) {
        if let memo, memo.generation == generation { return (memo.usage, memo.screens) }
        let computed = (usage: workspace.identifierTestUsage(), screens: workspace.screens())
        memo = (generation, computed.usage, computed.screens)
        return computed
    }

    /// Takes every change on disk since the last call: changed files are read and summarised
    /// again; when a folder changed (a file added or removed) the files are discovered again.
    /// Returns the analysis paths that changed.
    @discardableResult
    func refresh() -> [String] {
        var changed: [(disk: String, analysis: String)] = []
        var rediscover = folders.contains { FileStamp(of: $0.key) != $0.value }
        for (disk, entry) in files {
            let stamp = FileStamp(of: disk)
            if stamp == nil {
                rediscover = true
            } else if stamp != entry.stamp {
                changed.append((disk, entry.analysisPath))
            }
        }
        var removed: [String] = []
        var inputs = changed.map { change in
            ScanInput(diskPath: change.disk, analysisPath: change.analysis, cacheIndex: 0)
        }
        if rediscover {
            let discovered = WorkspaceFiles.discover(
                roots: options.paths.isEmpty ? [baseDirectory] : options.paths,
                config: configuration.configuration, base: baseDirectory)
            let current = Set(discovered.files.map(\.path))
            for (disk, entry) in files where !current.contains(disk) {
                removed.append(entry.analysisPath)
                files[disk] = nil
            }
            inputs += WorkspaceScan.inputs(discovered.files.filter { files[$0.path] == nil })
        }
        guard !inputs.isEmpty || !removed.isEmpty else { return [] }
        for path in removed {
            workspace.remove(path: path)
            texts[path] = nil
        }
        let read = WorkspaceScan.read(inputs, threads: WorkspaceScan.defaultThreadCount, hashing: [])
        for failure in read.failures { StandardStreams.note("warning: \(failure)") }
        for file in read.files {
            workspace.update(path: file.input.analysisPath, text: file.text)
            texts[file.input.analysisPath] = file.text
            files[file.input.diskPath] = (file.input.analysisPath, FileStamp(of: file.input.diskPath))
        }
        recordFolders()
        generation += 1
        return removed + read.files.map(\.input.analysisPath)
    }

    private func recordFolders() {
        folders = [:]
        for disk in files.keys {
            let folder = (disk as NSString).deletingLastPathComponent
            if folders[folder] == nil { folders[folder] = FileStamp(of: folder) }
        }
    }
}

/// A file's modification time and size: a cheap "did it change" without reading it.
struct FileStamp: Equatable {
    var seconds: Int
    var nanoseconds: Int
    var size: Int

    init?(of path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
            seconds = Int(info.st_mtimespec.tv_sec)
            nanoseconds = Int(info.st_mtimespec.tv_nsec)
        #else
            seconds = Int(info.st_mtim.tv_sec)
            nanoseconds = Int(info.st_mtim.tv_nsec)
        #endif
        size = Int(info.st_size)
    }
}
