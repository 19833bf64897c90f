// The resolution half of `AnalysisWorkspace`: the current and last resolutions, the jobs handed
// out for them, and which resolution a question is answered from.

/// What the workspace concluded from its files and where it stands in resolving again. It knows
/// nothing of how files change: the workspace reports each change that drops the resolution
/// (`drop(changing:previousText:)`) and hands it every resolution it takes (`take`).
///
/// While a job runs, questions are answered from the resolution the workspace had before the
/// change, placed on the current texts where that is exact (`StaleMapping`): every position a
/// result carries (report site, element, provenance steps; a finding's site and fix edits) lies
/// in a file unchanged since, or in a changed file outside the one span of bytes its text
/// changed in, and then moves with that span. A result with a position inside the span, in a
/// file added or removed since, or (for a finding) related sites in a changed file, whose lines
/// its message names, is left out until the job lands: the identifier being typed has no hint
/// meanwhile, the ones around it keep theirs. The results are those of the files as they were (a
/// renamed branch still shows the old value in other files) until the job lands; the server then
/// publishes and asks the editor to refresh what it showed (`counts.staleAnswers`). Tables that
/// carry no positions the editor acts on (UI-test files, constant values, the index that hover
/// reads declarations from) come from the last resolution as they are.
///
/// An owner whose questions must never wait for a resolution (the server's loop while it
/// indexes, or while files changed on disk wait for their job) sets `answersWithoutWaiting`.
/// Then a question never resolves: it is answered from the last resolution as while a job runs,
/// and when there is none (the first index) from a provisional resolution of the open documents
/// alone. That one holds what each open file says on its own (explicit identifiers, and what its
/// own types compose) and no findings: findings of a few files without the rest (an unknown
/// identifier the rest of the app sets, a duplicate) would be false. Its answers count as stale
/// ones: the owner refreshes what the editor shows once a resolution of every file is installed.
struct ResolutionState {
    /// The current resolution; nil after a change that was not a move, until the next resolves.
    private(set) var resolved: ResolvedWorkspace?
    /// The resolution the workspace had when the current one was dropped, while no new one is
    /// current (nil before the first, and after an options change: nothing of it is safe then).
    private(set) var lastResolution: ResolvedWorkspace?
    /// Files added, removed or changed (not moved) since `lastResolution`.
    private(set) var changedSinceLastResolution: Set<String> = []
    /// The text each changed file had at `lastResolution` (none: it was added since).
    private(set) var textsAtLastResolution: [String: String] = [:]
    /// The last resolution was dropped while the workspace resolved in the background: only then
    /// does it answer questions (a workspace that resolves in place keeps it only to reuse).
    private var lastResolutionAnswers = false
    /// The provisional resolution and what it was made of (each open document's text, the options).
    private var provisional: (texts: [String: String], options: AnalysisOptions, resolution: ResolvedWorkspace)?

    /// Counts the changes that dropped the resolution (and installs of a stored one): a
    /// `ResolutionJob` resolves one generation, and is taken only while it is still current.
    private(set) var generation = 0
    /// The generation of the last job handed out, until a resolution is taken.
    private var pendingJobGeneration: Int?
    /// Counts every update (moves included), so that a records job's result is taken only when
    /// nothing at all changed since its snapshot.
    var updateCount = 0
    /// `updateCount` when the last records job was handed out.
    private var recordsJobStamp: Int?

    /// Set by an owner that resolves in background jobs (the server; handing out a job sets it
    /// too): a change that drops the resolution keeps it to answer from until the job lands.
    /// Off, as in the CLI, the dropped resolution is freed at once.
    var resolvesInBackground = false
    /// Set by an owner that resolves only through `resolveNow()` and jobs, never on a question;
    /// it implies `resolvesInBackground`.
    var answersWithoutWaiting = false {
        didSet { if answersWithoutWaiting { resolvesInBackground = true } }
    }
    /// Called by every job handed out, on the job's thread, before it resolves (tests block it to
    /// hold a resolution in flight deterministically).
    var beforeBackgroundResolution: (@Sendable () -> Void)?

    var counts = ResolutionCounts()

    // MARK: Which resolution answers

    /// True while a job handed out for the current generation runs (or, for an owner that
    /// `answersWithoutWaiting`, whenever there is no current resolution) and questions are
    /// answered from the last resolution; otherwise a question resolves first.
    var isAnsweringFromLastResolution: Bool {
        resolved == nil && (pendingJobGeneration == generation || answersWithoutWaiting) && lastResolution != nil
            && lastResolutionAnswers
    }

    /// True when questions are answered from the provisional resolution of the open documents.
    var isAnsweringProvisionally: Bool {
        resolved == nil && answersWithoutWaiting && !isAnsweringFromLastResolution
    }

    /// True when questions are answered from anything but a current resolution.
    var isAnsweringPartially: Bool { isAnsweringFromLastResolution || isAnsweringProvisionally }

    /// The last resolution when questions are answered from it, or the provisional one of
    /// `files`' open documents when questions are answered from that (counting the answer), else nil.
    mutating func staleAnswers(files: FileTable, options: AnalysisOptions) -> ResolvedWorkspace? {
        if isAnsweringFromLastResolution, let lastResolution {
            counts.staleAnswers += 1
            return lastResolution
        }
        guard isAnsweringProvisionally else { return nil }
        counts.staleAnswers += 1
        return provisionalResolution(files: files, options: options)
    }

    /// Where results of the resolution answered from lie in `currentTexts`.
    func staleMapping(currentTexts: [String: String]) -> StaleMapping {
        // A provisional resolution is of the current texts: nothing to map.
        if isAnsweringProvisionally { return StaleMapping.identity }
        return StaleMapping(
            changed: changedSinceLastResolution, oldTexts: textsAtLastResolution, currentTexts: currentTexts)
    }

    /// The resolution of the open documents alone, made again when one of them or the options
    /// changed: the size of a few files, so a question that makes it waits milliseconds.
    private mutating func provisionalResolution(files: FileTable, options: AnalysisOptions) -> ResolvedWorkspace {
        var openTexts: [String: String] = [:]
        var openSummaries: [String: FileSummary] = [:]
        for path in files.openDocumentPaths {
            guard let text = files.texts[path], let summary = files.summaries[path] else { continue }
            openTexts[path] = text
            openSummaries[path] = summary
        }
        if let provisional, provisional.texts == openTexts, provisional.options == options {
            return provisional.resolution
        }
        let resolution = ResolvedWorkspace(
            summaries: openSummaries, texts: openTexts, options: options, runsRules: false)
        provisional = (openTexts, options, resolution)
        return resolution
    }

    // MARK: Changes

    /// Drops the current resolution after a change to `path` (nil: to the options), whose text
    /// was `previousText` before the change. The last resolution is kept, with the files changed
    /// since and their texts then, to answer from while a background job resolves again, and for
    /// a resolution after edits of view strings only to reuse (`swiftUIStringEdits`). The CLI
    /// never edits after resolving.
    mutating func drop(changing path: String?, previousText: String?) {
        if let resolved {
            lastResolution = resolved
            lastResolutionAnswers = resolvesInBackground
            changedSinceLastResolution = []
            textsAtLastResolution = [:]
        }
        if let path, lastResolution != nil {
            // The first change since the resolution knows the text it was of.
            if changedSinceLastResolution.insert(path).inserted { textsAtLastResolution[path] = previousText }
        } else {
            lastResolution = nil
            changedSinceLastResolution = []
            textsAtLastResolution = [:]
        }
        resolved = nil
        generation += 1
    }

    /// Moves the current resolution out, so that shifting it mutates the only copy: shifting a
    /// copy while `resolved` still held the original duplicated every table of the workspace on
    /// each keystroke (9.5 ms in a 5,000-file workspace, 0.6 ms in a 60-file one).
    mutating func takeResolved() -> ResolvedWorkspace? {
        defer { resolved = nil }
        return resolved
    }

    /// Puts back the resolution `takeResolved()` took, its positions shifted to the new texts.
    mutating func putBackShifted(_ resolution: ResolvedWorkspace) {
        resolved = resolution
        counts.shifts += 1
    }

    /// Makes `resolution` the current one (`resolving`: it was resolved, not rebuilt from a stored
    /// one): everything kept for answering without one goes.
    mutating func take(_ resolution: ResolvedWorkspace, resolving: Bool) {
        resolved = resolution
        provisional = nil
        if resolving {
            counts.resolutions += 1
            counts.lastRootWalks = resolution.swiftUIRootWalks
        }
        // The resolution answered from meanwhile is freed off the loop: it holds a whole
        // workspace's results, and its owner (the server's loop) is answering requests.
        let superseded = lastResolution
        lastResolution = nil
        DeferredRelease.release(consume superseded)
        changedSinceLastResolution = []
        textsAtLastResolution = [:]
        pendingJobGeneration = nil
    }

    /// `take` for a resolution rebuilt from stored results: a job handed out before now resolves
    /// what is installed, so it is not taken.
    mutating func takeStored(_ resolution: ResolvedWorkspace) {
        take(resolution, resolving: false)
        generation += 1
    }

    // MARK: Resolving

    /// The current resolution, else one made now from `files` and `options` (and taken); `taken`
    /// is true when it was made now.
    mutating func resolve(files: FileTable, options: AnalysisOptions, runsRules: Bool) -> (
        resolution: ResolvedWorkspace, taken: Bool
    ) {
        if let resolved { return (resolved, false) }
        let fresh =
            resolvingSwiftUIAgain(files: files, options: options)
            ?? ResolvedWorkspace(summaries: files.summaries, texts: files.texts, options: options, runsRules: runsRules)
        take(fresh, resolving: true)
        return (fresh, true)
    }

    /// The last resolution with only the SwiftUI roots that read a changed file walked again,
    /// when every change since it was an edit of view strings; else nil.
    private mutating func resolvingSwiftUIAgain(files: FileTable, options: AnalysisOptions) -> ResolvedWorkspace? {
        guard let lastResolution, let edits = swiftUIStringEdits(files: files),
            let resolution = ResolvedWorkspace.reresolvingSwiftUI(
                previous: lastResolution, edits: edits, summaries: files.summaries,
                texts: files.texts, options: options)
        else { return nil }
        counts.partialResolutions += 1
        return resolution
    }

    /// The edits since `lastResolution` when every file changed since changed only strings of its
    /// SwiftUI views (`SwiftUIStringEdit`), else nil.
    func swiftUIStringEdits(files: FileTable) -> [SwiftUIStringEdit]? {
        guard let lastResolution, !changedSinceLastResolution.isEmpty else { return nil }
        var edits: [SwiftUIStringEdit] = []
        for path in changedSinceLastResolution.sorted() {
            guard let oldText = textsAtLastResolution[path], let newText = files.texts[path],
                let old = lastResolution.index.summaries[path],
                let new = files.summaries[path],
                let edit = SwiftUIStringEdit.between(old: old, oldText: oldText, new: new, newText: newText)
            else { return nil }
            edits.append(edit)
        }
        return edits
    }

    // MARK: Jobs (the server's; the CLI only ever resolves in place)

    /// A job that resolves `files` and `options` on another thread, or nil when the current
    /// resolution is up to date. From now until the job is taken or the files change again,
    /// questions are answered from the last resolution. The snapshot shares the table's
    /// dictionaries copy-on-write: the next change copies them once, not every file.
    mutating func makeJob(files: FileTable, options: AnalysisOptions) -> ResolutionJob? {
        resolvesInBackground = true
        guard resolved == nil else { return nil }
        pendingJobGeneration = generation
        let reuse = swiftUIStringEdits(files: files).flatMap { edits in
            lastResolution.map { (previous: $0, edits: edits) }
        }
        return ResolutionJob(
            generation: generation, summaries: files.summaries, texts: files.texts, options: options, reuse: reuse,
            beforeResolving: beforeBackgroundResolution)
    }

    /// Takes a job's result when still at the job's generation and nothing resolved meanwhile;
    /// else returns false. A change that left every summary as it was (text that holds no fact)
    /// does not make a job stale: its result is what resolving in place would give.
    mutating func takeJobResult(_ result: ResolutionJob.Result) -> Bool {
        guard result.generation == generation, resolved == nil else { return false }
        if result.reusedRoots { counts.partialResolutions += 1 }
        take(result.resolution, resolving: true)
        return true
    }

    /// A job that resolves the same files again for the SwiftUI root records a resolution
    /// installed from stored results lacks; nil when the current resolution has records, there is
    /// none, or no file has SwiftUI facts.
    mutating func makeRecordsJob(files: FileTable, options: AnalysisOptions) -> ResolutionJob? {
        guard let resolved, !resolved.hasSwiftUIRecords, files.summaries.values.contains(where: { !$0.swiftUI.isEmpty })
        else { return nil }
        recordsJobStamp = updateCount
        return ResolutionJob(
            generation: generation, summaries: files.summaries, texts: files.texts, options: options, reuse: nil,
            beforeResolving: beforeBackgroundResolution)
    }

    /// Takes a records job's result when nothing changed since the job was handed out and the
    /// current resolution still lacks records; else returns false.
    mutating func takeRecordsJobResult(_ result: ResolutionJob.Result) -> Bool {
        guard result.generation == generation, recordsJobStamp == updateCount, let resolved, !resolved.hasSwiftUIRecords
        else { return false }
        recordsJobStamp = nil
        take(result.resolution, resolving: true)
        return true
    }
}

/// What resolving cost so far (tests, benchmarks, and the server's refresh after stale answers).
struct ResolutionCounts {
    /// Whole-workspace resolutions, here or by a job taken.
    var resolutions = 0
    /// Resolutions that walked again only the SwiftUI roots reading an edited file.
    var partialResolutions = 0
    /// The SwiftUI root walks the last resolution walked, of all it has.
    var lastRootWalks: (walked: Int, total: Int)?
    /// Updates that took the position-shift fast path.
    var shifts = 0
    /// Of those, the ones the edit-span check decided without flattening.
    var spanShifts = 0
    /// Updates that flattened a summary to look for a mapping of positions.
    var flattens = 0
    /// Questions answered from the last or a provisional resolution.
    var staleAnswers = 0
}
