// Indexes the workspace folders into the analysis without blocking the event loop.
import AXAnalysis
import AXConfig
import Foundation
import JSONRPC

/// Loop-owned coordinator of indexing. A run reloads the configuration, discovers and summarises
/// files off the loop (`WorkspaceFileReader`), and applies each summary on the loop as an event,
/// so requests are answered between files. Open documents always win over disk: a file read for
/// an open document is dropped, and closing a document re-reads it (`DidCloseHandler`).
package final class WorkspaceIndexer {
    private(set) var configuration = WorkspaceConfiguration()
    /// Runs started so far (`initialized`, `ax-lsp.reindex`, configuration changes).
    package private(set) var runCount = 0
    package private(set) var isIndexing = false
    /// True when the last run that finished installed the stored resolution instead of resolving.
    package private(set) var reusedStoredResolution = false
    private var generation = 0
    private var cancellation: IndexingCancellation?
    private var progress: IndexingProgress?
    private var fileCount = 0
    private var appliedCount = 0
    private var readThisRun: Set<String> = []
    /// A run that read every file and waits for its resolution (a job) to end its progress,
    /// log its summary and store the resolution (`resolutionPublished`).
    private var awaitingResolution:
        (run: Int, storeUnder: (key: StoredResolutionCache.Key, slot: StoredResolutionSlot)?)?

    init() {}

    /// The configuration files in effect, one per folder that has one.
    package var configurationFiles: [String] { configuration.roots.compactMap(\.configurationFile) }

    /// Starts a run, superseding one in progress. `reason` is logged.
    func reindex(session: ServerSession, reason: String) {
        cancellation?.cancel()
        progress?.end(message: "restarted: \(reason)", session: session)
        awaitingResolution = nil
        generation += 1
        runCount += 1
        let run = generation
        configuration = WorkspaceConfiguration.load(
            folders: session.workspaceFolderPaths, configPath: session.features.settings.configPath)
        for problem in configuration.problems {
            session.sendNotificationToClient(
                ShowMessageNotification(
                    type: problem.severity == .error ? .error : .warning,
                    message: WorkspaceConfiguration.message(for: problem)))
            session.logger.warning(problem.description)
        }
        session.workspace.options = configuration.analysisOptions
        isIndexing = true
        fileCount = 0
        appliedCount = 0
        readThisRun = []
        let cancellation = IndexingCancellation()
        self.cancellation = cancellation
        let roots = configuration.roots
        let options = configuration.analysisOptions
        let cachePlacement = SummaryCachePlacement(
            settings: session.features.settings, firstFolder: session.workspaceFolderPaths.first)
        session.logger.info("indexing \(roots.count) workspace folder(s): \(reason)")
        StatusReporter.report(session: session, indexing: true)
        progress = IndexingProgress(token: "ax-lsp/indexing/\(run)", session: session) { [weak self, weak session] in
            guard let self, let session, self.generation == run else { return }
            WorkspaceFileReader.indexInBackground(
                roots: roots, options: options, generation: run, cancellation: cancellation,
                cachePlacement: cachePlacement
            ) { event in
                session.post(.indexing(event))
            }
        }
    }

    /// Applies what the background work found; events of superseded runs are dropped.
    func handle(_ event: IndexingEvent, session: ServerSession) {
        switch event {
        case .discovered(let run, let count, let problems):
            guard run == generation else { return }
            fileCount = count
            for problem in problems { session.logger.warning(problem) }
            progress?.report(done: 0, total: count, session: session)
        case .fileRead(let run, let file):
            guard run == generation else { return }
            readThisRun.insert(file.path)
            apply(file, session: session)
            appliedCount += 1
            progress?.report(done: appliedCount, total: fileCount, session: session)
        case .watchedFileRead(let file):
            // Created after this run's discovery: the run's end must not remove it as missing.
            readThisRun.insert(file.path)
            apply(file, session: session)
            Self.workspaceChanged(session: session, settle: true)
        case .cachesSaved(let log):
            for line in log { session.logger.info(line) }
        case .finished(let run, let failures, let log, let storedResolution):
            guard run == generation else { return }
            for failure in failures { session.logger.warning(failure) }
            for line in log { session.logger.info(line) }
            // Files the analysis holds from disk but this run did not find (deleted, newly excluded)
            // leave it; open documents stay, whatever their folder.
            for path in session.workspace.paths
            where !readThisRun.contains(path) && session.documents.document(atPath: path) == nil {
                session.workspace.remove(path: path)
            }
            let stored = storedResolution.map {
                StoredResolutionStore.installIfCurrent($0, workspace: session.workspace)
            }
            reusedStoredResolution = stored?.installed == true
            if reusedStoredResolution {
                session.logger.info("reused the stored resolution of \(session.workspace.paths.count) files")
            }
            isIndexing = false
            let storeUnder = storedResolution.flatMap { slot in
                stored.flatMap { $0.installed ? nil : (key: $0.key, slot: slot) }
            }
            awaitingResolution = (run, storeUnder)
            // Every file is read; requests keep being answered from what is known while a job
            // resolves them, and the progress ends when its results are published.
            if session.workspace.needsResolution {
                progress?.report(message: "resolving \(session.workspace.paths.count) files", session: session)
            }
            if configuration.roots.isEmpty {
                // No folder: the analysis holds open documents only, resolved on the loop as their changes are.
                session.resolution.changedOnLoop(nil, session: session)
            } else {
                Self.workspaceChanged(session: session, settle: false)
            }
            if reusedStoredResolution { session.resolution.fillRecords(session: session) }
        }
    }

    /// Called whenever results were published from a current resolution: a run waiting for its
    /// resolution ends now, with the complete counts.
    func resolutionPublished(session: ServerSession) {
        guard let awaiting = awaitingResolution, awaiting.run == generation, !isIndexing else { return }
        awaitingResolution = nil
        let message = StatusReporter.summary(session: session)
        progress?.end(message: message, session: session)
        progress = nil
        session.logger.info(message)
        StatusReporter.report(session: session, indexing: false)
        if let storeUnder = awaiting.storeUnder { store(under: storeUnder.key, in: storeUnder.slot, session: session) }
    }

    /// True while a run reads the files of at least one folder: then changes wait for the
    /// run's end to resolve. A run without folders reads nothing, and a change resolves as usual.
    package var isReadingFiles: Bool { isIndexing && !configuration.roots.isEmpty }

    /// True from the start of a run that reads files until its results are published.
    package var isCompleting: Bool { isReadingFiles || awaitingResolution != nil }

    /// Writes this run's resolution for the next start, off the loop (the results are already published).
    private func store(under key: StoredResolutionCache.Key, in slot: StoredResolutionSlot, session: ServerSession) {
        StoredResolutionStore.store(session.workspace, key: key, slot: slot) { [weak session] line in
            session?.runOnLoop("a log line") { session?.logger.info(line) }
        }
    }

    private func apply(_ file: IndexedFile, session: ServerSession) {
        guard session.documents.document(atPath: file.path) == nil else { return }
        session.workspace.update(path: file.path, text: file.text, summary: file.summary)
    }

    /// Files changed without an editor edit: diagnostics and hints of open documents may differ.
    /// `settle`: more changes are likely to follow at once (watched files), so the job waits for them.
    static func workspaceChanged(session: ServerSession, settle: Bool) {
        session.resolution.changedOnDisk(session: session, settle: settle)
    }

    // MARK: Single files (watched-file events)

    /// Re-reads files that changed on disk, those discovery would index, off the loop (checking a
    /// path resolves its symlinks: disk work, a millisecond a file in a branch switch of hundreds).
    /// Open documents are skipped here and, should one open meanwhile, when the file arrives.
    func filesChangedOnDisk(_ analysisPaths: [String], session: ServerSession) {
        let candidates = analysisPaths.filter { session.documents.document(atPath: $0) == nil }
        guard !candidates.isEmpty else { return }
        let configuration = self.configuration
        let folders = session.workspaceFolderPaths
        WorkspaceFileReader.readChangedInBackground(
            candidates,
            keep: { path in
                guard let root = configuration.root(containing: path), let relative = root.relativePath(of: path) else {
                    return false
                }
                return root.indexes(relativePath: relative) && ServerSession.isInside(path, folders: folders)
            }
        ) { event in
            session.post(.indexing(event))
        }
    }

    /// Forgets files deleted on disk, and every file under a deleted folder, unless the editor has
    /// it open (one pass over the analysis's files, however many were deleted).
    func filesDeletedOnDisk(_ analysisPaths: [String], session: ServerSession) {
        guard !analysisPaths.isEmpty else { return }
        let deleted = Set(analysisPaths)
        let folderPrefixes = analysisPaths.map { $0 + "/" }
        for path in session.workspace.paths
        where deleted.contains(path) || folderPrefixes.contains(where: { path.hasPrefix($0) }) {
            if session.documents.document(atPath: path) == nil { session.workspace.remove(path: path) }
        }
    }

    func isConfigurationFile(_ analysisPath: String, session: ServerSession) -> Bool {
        configuration.isConfigurationFile(analysisPath, configPath: session.features.settings.configPath)
    }
}
