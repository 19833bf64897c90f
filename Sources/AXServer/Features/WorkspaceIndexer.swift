// Indexes the workspace folders on `initialized` and on `ax-lsp.reindex`: loads `.ax-lsp.yml`,
// discovers the files, reads and extracts them off the loop on both cores, and applies the
// summaries on the loop in batches, reporting `$/progress` as "N/M files".
import AXAnalysis
import AXConfig
import Foundation

enum WorkspaceIndexer {
    static let progressToken = "ax-lsp/indexing"
    /// Files extracted between two progress reports (and two loop turns, so requests are
    /// answered while indexing).
    static let batchSize = 16

    static func start(session: ServerSession) {
        let roots = session.workspaceFolderPaths
        guard !roots.isEmpty else { return }
        let configuration = loadConfiguration(roots: roots, session: session)
        session.workspace.options = configuration.analysisOptions
        let wantsProgress = session.clientCapabilities.window?.workDoneProgress == true
        let begin = {
            DispatchQueue.global().async {
                let discovered = WorkspaceFiles.discover(roots: roots, config: configuration)
                session.runOnLoop {
                    for problem in discovered.problems { session.logger.warning(problem) }
                    index(discovered.files.map(\.path), session: session, reportsProgress: wantsProgress)
                }
            }
        }
        if wantsProgress {
            // Progress may only be reported once the client created the token (or refused it).
            session.sendRequestToClient(WorkDoneProgressCreateRequest(token: progressToken), timeout: 10) { _ in begin() }
        } else {
            begin()
        }
    }

    /// The first folder's configuration (or `ax-lsp.configPath`); problems are shown to the
    /// user and the defaults used.
    static func loadConfiguration(roots: [String], session: ServerSession) -> AXConfiguration {
        guard let root = roots.first else { return AXConfiguration() }
        do {
            let loaded = try ConfigurationLoader.load(explicitPath: session.features.settings.configPath, workspaceRoot: root)
            for warning in loaded.warnings {
                session.sendNotificationToClient(ShowMessageNotification(type: 2, message: "ax-lsp: \(warning.description)"))
            }
            return loaded.configuration
        } catch {
            session.sendNotificationToClient(ShowMessageNotification(type: 1, message: "ax-lsp: \(error); using the default configuration"))
            return AXConfiguration()
        }
    }

    /// Extracts `paths` in batches off the loop and applies each batch on the loop.
    static func index(_ paths: [String], session: ServerSession, reportsProgress: Bool) {
        IndexingRun(paths: paths, session: session, reportsProgress: reportsProgress).start()
    }

    /// Reads and extracts files on both cores; unreadable files are skipped.
    static func extract(_ paths: [String]) -> [(path: String, text: String, summary: FileSummary)] {
        let results = ResultSlots(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let path = paths[index]
            guard let data = FileManager.default.contents(atPath: path) else { return }
            let text = String(decoding: data, as: UTF8.self)
            results.set(index, (path, text, FileExtractor.summarize(path: path, text: text)))
        }
        return results.values
    }

    /// Slots written from concurrent iterations, one per index.
    private final class ResultSlots: @unchecked Sendable {
        private var slots: [(path: String, text: String, summary: FileSummary)?]
        private let lock = NSLock()

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: (path: String, text: String, summary: FileSummary)) {
            lock.lock()
            defer { lock.unlock() }
            if slots.indices.contains(index) { slots[index] = value }
        }

        var values: [(path: String, text: String, summary: FileSummary)] {
            lock.lock()
            defer { lock.unlock() }
            return slots.compactMap { $0 }
        }
    }
}

/// One indexing pass: batches go off the loop to be extracted and come back to be applied.
private final class IndexingRun: @unchecked Sendable {
    let paths: [String]
    let session: ServerSession
    let reportsProgress: Bool

    init(paths: [String], session: ServerSession, reportsProgress: Bool) {
        self.paths = paths
        self.session = session
        self.reportsProgress = reportsProgress
    }

    func start() {
        report("begin", done: 0)
        StatusReporter.report(session: session, indexing: true)
        next(0)
    }

    /// Called on the loop: extracts the batch at `start` off the loop, or finishes.
    private func next(_ start: Int) {
        let total = paths.count
        guard start < total else {
            report("end", done: total)
            session.logger.info(StatusReporter.summary(session: session))
            StatusReporter.report(session: session, indexing: false)
            DiagnosticsPublisher.publishChanged(session: session)
            RefreshNotifier.refreshAfterEdit(of: nil, session: session)
            return
        }
        let batch = Array(paths[start..<min(total, start + WorkspaceIndexer.batchSize)])
        DispatchQueue.global().async {
            let extracted = WorkspaceIndexer.extract(batch)
            self.session.runOnLoop {
                for file in extracted where self.session.documents.document(atPath: file.path) == nil {
                    // Open documents win over disk.
                    self.session.workspace.update(path: file.path, text: file.text, summary: file.summary)
                }
                self.report("report", done: start + batch.count)
                self.next(start + batch.count)
            }
        }
    }

    private func report(_ kind: String, done: Int) {
        guard reportsProgress else { return }
        let total = paths.count
        let percentage = total == 0 ? 100 : done * 100 / total
        session.sendNotificationToClient(ProgressNotification(token: WorkspaceIndexer.progressToken, value: ProgressNotification.Value(
            kind: kind, title: kind == "begin" ? "Indexing accessibility identifiers" : nil,
            message: kind == "end" ? StatusReporter.summary(session: session) : "\(done)/\(total) files",
            percentage: kind == "end" ? nil : percentage, cancellable: kind == "begin" ? false : nil)))
    }
}
