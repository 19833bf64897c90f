// Resolves the workspace off the event loop after an edit, so hints, hover and the next edits are
// answered while it runs; publishes diagnostics and asks for refreshes when it lands.
import AXAnalysis
import Foundation

/// Loop-owned coordinator of the workspace's resolution after document edits (nothing
/// waits behind a resolution).
///
/// An edit that only moved facts keeps the resolution current (the workspace shifts it on the
/// loop) and is published at once, as before. An edit that dropped it starts a `ResolutionJob`
/// on a deep-stack thread of its own and returns: until the job lands, the workspace answers
/// from its last resolution, leaving out what touches the edited files. A later edit that drops
/// the resolution again cancels the job (it stops within a thousand or so walked views) and
/// starts another. The job's result comes back to the loop as `Event.loopWork`; it is installed
/// only when nothing changed since its snapshot, and then diagnostics are published and the
/// client is asked to refresh hints and pulled diagnostics (`RefreshNotifier`).
///
/// Files changed on disk (a branch switch, the end of an index) resolve in a job too
/// (`changedOnDisk`), started once the changes stopped arriving for a moment, so that a
/// `git checkout` of hundreds of files starts one job rather than one per file; until it lands,
/// and while the workspace indexes, the workspace answers from what it knows
/// (`AnalysisWorkspace.answersWithoutWaiting`) and the client is asked to refresh afterwards.
/// Opening, closing and configuration changes resolve on the loop as before (`changedOnLoop`),
/// replacing a running job, except while indexing, whose end resolves; so do the requests that
/// need the current resolution (`finishNow`).
final class BackgroundResolution {
    /// The job whose result is awaited; a job that is not this one was superseded.
    private var running: ResolutionJob?
    /// A job giving a resolution installed from stored results its SwiftUI root records
    /// (`AnalysisWorkspace.makeRecordsJob`); any change cancels it.
    private var recordsJob: ResolutionJob?
    /// Documents edited since results were last published: the editor asks for their hints again
    /// by itself, so their own changes call for no refresh.
    private var editedURIs: Set<DocumentURI> = []
    /// `AnalysisWorkspace.staleAnswerCount` when results were last published: more answers from
    /// the last resolution since then mean the client holds some that are out of date.
    private var staleAnswersAtLastPublish = 0
    /// A pull for diagnostics was answered "unchanged" while a job ran (`DocumentDiagnosticHandler`).
    var answeredPullWhileResolving = false
    /// Jobs started and jobs whose results were installed (tests, logs).
    private(set) var startedCount = 0
    private(set) var installedCount = 0
    /// Records jobs whose results were installed (tests, logs).
    private(set) var recordsInstalledCount = 0

    /// True while a job runs or is about to start, and the workspace answers from what it knows.
    var isResolving: Bool { running != nil || settling != nil }

    /// Counts disk changes; a job scheduled after one starts only if no other came meanwhile.
    private var settling: Int?
    private var diskChanges = 0
    /// How long files changed on disk must stop arriving before their job starts. Each watched
    /// file is read and applied as its own event; a job started per file would be cancelled by
    /// the next one (a branch switch announces hundreds).
    static let settleDelay: TimeInterval = 0.15

    /// After `didChange` of `uri`: publishes now when the workspace's resolution is current,
    /// else makes sure a job of the current generation runs.
    func documentEdited(_ uri: DocumentURI, session: ServerSession) {
        cancelRecords()
        editedURIs.insert(uri)
        let workspace = session.workspace
        guard workspace.needsResolution else {
            // A move (or an edit that changed no fact) on a current resolution: a job still
            // running resolves what the loop already resolved.
            cancelRunning()
            publish(session: session)
            return
        }
        // An edit that changed no summary leaves the generation, and the running job, current.
        if let running, running.generation == workspace.generation { return }
        start(session: session)
    }

    /// After a change resolved on the loop (open, close, watched files, configuration, indexing):
    /// a running job is cancelled and the workspace resolves here when a question needs it.
    func changedOnLoop(_ uri: DocumentURI?, session: ServerSession) {
        cancelRecords()
        if let uri { editedURIs.insert(uri) }
        cancelRunning()
        // While indexing, the run's end resolves, publishes and refreshes.
        guard !session.indexer.isReadingFiles else { return }
        settling = nil
        session.workspace.resolveNow()
        publish(session: session)
    }

    /// After files changed without an editor edit (watched files read, the end of an index):
    /// publishes now when the resolution is still current (nothing but moves), else resolves in
    /// a job, at once (`settle` false) or once no other disk change came for `settleDelay`.
    func changedOnDisk(session: ServerSession, settle: Bool) {
        cancelRecords()
        guard !session.indexer.isReadingFiles else {
            cancelRunning()
            return
        }
        guard session.workspace.needsResolution else {
            cancelRunning()
            settling = nil
            publish(session: session)
            return
        }
        guard settle else {
            settling = nil
            start(session: session)
            return
        }
        diskChanges += 1
        let change = diskChanges
        settling = change
        let box = UncheckedSendableBox((resolution: self, session: session))
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.settleDelay) {
            box.value.session.runOnLoop("the settled disk changes") {
                let resolution = box.value.resolution
                guard resolution.settling == change, box.value.session.lifecycle == .running else { return }
                resolution.settling = nil
                if box.value.session.workspace.needsResolution {
                    resolution.start(session: box.value.session)
                } else {
                    resolution.publish(session: box.value.session)
                }
            }
        }
    }

    /// For a request whose answer must reflect every edit so far (pulled diagnostics, commands,
    /// fix-all edits, debug requests): when a job runs, resolves on the loop instead and publishes
    /// as the job's landing would have. Blocks the loop for one resolution, as every request did
    /// before background resolution; the requests that call this are rare or explicitly asked.
    func finishNow(session: ServerSession) {
        let wasRunning = cancelRunning()
        guard wasRunning || session.workspace.needsResolution else { return }
        session.workspace.resolveNow()
        // While indexing, what is resolved now is of the files read so far: the run's end publishes.
        guard !session.indexer.isReadingFiles else { return }
        settling = nil
        publish(session: session)
    }

    /// After indexing installed a stored resolution: resolves the same files off the loop, so
    /// that the first keystroke in an identifier literal walks only the roots that read its file
    /// instead of the whole workspace (the stored resolution has no root records). The results
    /// are the same, so nothing is published when it lands; any change first cancels it.
    func fillRecords(session: ServerSession) {
        guard running == nil, recordsJob == nil, let job = session.workspace.makeRecordsJob() else { return }
        recordsJob = job
        let box = UncheckedSendableBox((resolution: self, session: session))
        let oneAtATime = self.oneAtATime
        DeepStack.startThread(name: "ax-lsp.records") {
            BackgroundPriority.lowerCurrentThread()
            let landing = Landing(job: job, result: oneAtATime.run(job))
            box.value.session.runOnLoop("the landing of root records") {
                box.value.resolution.recordsLanded(landing, session: box.value.session)
            }
        }
    }

    private func recordsLanded(_ landing: Landing, session: ServerSession) {
        guard let (_, result) = landing.take(awaited: recordsJob) else { return }
        recordsJob = nil
        guard session.lifecycle == .running, let result, session.workspace.installRecords(result) else { return }
        recordsInstalledCount += 1
        session.logger.info("gave the stored resolution its SwiftUI root records")
    }

    private func cancelRecords() {
        recordsJob?.cancel()
        recordsJob = nil
    }

    // MARK: Jobs

    private func start(session: ServerSession) {
        cancelRecords()
        cancelRunning()
        settling = nil
        guard let job = session.workspace.makeResolutionJob() else { return }
        running = job
        startedCount += 1
        let box = UncheckedSendableBox((resolution: self, session: session))
        let oneAtATime = self.oneAtATime
        DeepStack.startThread(name: "ax-lsp.resolution") {
            // Nobody waits on the job: questions are answered meanwhile, and they come first.
            BackgroundPriority.lowerCurrentThread()
            let landing = Landing(job: job, result: oneAtATime.run(job))
            box.value.session.runOnLoop("the landing of a resolution") {
                box.value.resolution.landed(landing, session: box.value.session)
            }
        }
    }

    /// Jobs resolve one at a time. A superseded job runs on until its next stop check, and
    /// typing starts a job per keystroke: on the six real apps as one workspace ten jobs' threads
    /// ran at once, and the loop waited for a core behind them. A job that was superseded while
    /// it waited its turn gives nothing at once (`ResolutionJob.run`).
    final class OneAtATime: @unchecked Sendable {
        private let lock = NSLock()

        func run(_ job: ResolutionJob) -> ResolutionJob.Result? {
            lock.lock()
            defer { lock.unlock() }
            return job.run()
        }
    }

    private let oneAtATime = OneAtATime()

    /// A finished job and its result, handed to the loop in a box the loop empties: a superseded
    /// job's snapshot of every summary and its resolution are then freed off the loop
    /// (`DeferredRelease`) instead of when the loop's closure ends (a fifth of the loop's work
    /// while typing in an identifier of the six real apps).
    private final class Landing: @unchecked Sendable {
        private var job: ResolutionJob?
        private var result: ResolutionJob.Result?

        init(job: ResolutionJob, result: ResolutionJob.Result?) {
            self.job = job
            self.result = result
        }

        /// The job and its result when the job is `awaited`; else nil, and both go to
        /// `DeferredRelease` (a superseded job).
        func take(awaited: ResolutionJob?) -> (job: ResolutionJob, result: ResolutionJob.Result?)? {
            let taken = job
            let takenResult = result
            job = nil
            result = nil
            guard let taken, taken === awaited else {
                DeferredRelease.release((consume taken, consume takenResult))
                return nil
            }
            return (taken, takenResult)
        }
    }

    /// On the loop: takes the result of the job awaited; results of superseded jobs are dropped.
    private func landed(_ landing: Landing, session: ServerSession) {
        guard let (job, result) = landing.take(awaited: running) else { return }
        running = nil
        DeferredRelease.release(consume job)
        // After `shutdown` nothing more is published.
        guard session.lifecycle == .running else {
            DeferredRelease.release(consume result)
            return
        }
        let installed = result.map { session.workspace.install($0) } ?? false
        DeferredRelease.release(consume result)
        if installed {
            installedCount += 1
        } else if session.workspace.needsResolution {
            // Files changed without an edit of an open document (indexing applies them one by
            // one and publishes when it ends): resolve them in the background too, once it ended.
            if !session.indexer.isReadingFiles { start(session: session) }
            return
        }
        publish(session: session)
    }

    /// Cancels the running job, if any; true when there was one.
    @discardableResult
    private func cancelRunning() -> Bool {
        guard let running else { return false }
        running.cancel()
        self.running = nil
        return true
    }

    /// Pushes diagnostics and asks for refreshes from the current resolution. When questions were
    /// answered from the last resolution since the last publication, the client may show hints
    /// (and pulled diagnostics) that left out what the edited files now hold: it is asked to
    /// refresh them whatever changed.
    private func publish(session: ServerSession) {
        // Every caller has a current resolution: publishing anything else would send stale results.
        guard !session.workspace.needsResolution else { return }
        let answeredStale =
            session.workspace.staleAnswerCount != staleAnswersAtLastPublish || answeredPullWhileResolving
        DiagnosticsPublisher.publishChanged(session: session)
        RefreshNotifier.refreshAfterEdit(of: editedURIs, session: session, force: answeredStale)
        staleAnswersAtLastPublish = session.workspace.staleAnswerCount
        answeredPullWhileResolving = false
        editedURIs = []
        // An index whose end waited for this resolution ends its progress now.
        session.indexer.resolutionPublished(session: session)
    }
}
