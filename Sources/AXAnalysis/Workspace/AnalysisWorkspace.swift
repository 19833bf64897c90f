// The analysis API in editor terms: files in, identifiers and findings out.

/// All files of a workspace and what the analysis concluded about them.
///
/// Two halves joined here: the `FileTable` (texts, summaries, open documents with their parse,
/// memo and line index) and the `ResolutionState` (current and last resolution, jobs, which
/// resolution answers). Every question reads one seam, `answers()`, and editor questions come in
/// through `EditorQuestions` alone.
///
/// Not thread-safe: the server owns one inside its actor, the CLI uses one from its main flow.
/// Every answer is a pure function of the files given and the options.
public final class AnalysisWorkspace {
    package var options: AnalysisOptions {
        // Other options may change any result: nothing of the last resolution answers meanwhile.
        didSet { if options != oldValue { invalidate(changing: nil, previousText: nil) } }
    }

    /// False when the caller asks for identifiers only (`ax-lsp ids` storing no results): the
    /// workspace rules are not run, and `allFindings()` then holds the resolvers' findings alone.
    package let runsRules: Bool

    /// The files and what the analysis keeps of open documents.
    private var files = FileTable()
    /// The resolutions and where resolving again stands.
    private var resolution = ResolutionState()
    /// Answers kept between questions (read by the UI-test selectors too).
    var caches = AnswerCaches()

    /// Which identifiers each file's hints and assists look at, kept between questions and
    /// rebuilt when the workspace resolves again.
    let fileIdentifiers = FileIdentifiers()

    public init(options: AnalysisOptions = AnalysisOptions()) {
        self.options = options
        self.runsRules = true
    }

    /// A workspace for identifiers only, for one pass over a set of files: the workspace rules,
    /// which run after the resolvers, are not run.
    package init(identifiersOnlyWith options: AnalysisOptions) {
        self.options = options
        self.runsRules = false
    }

    // MARK: Files

    /// Adds or replaces a file, extracting its summary from `text` (`.swift`, `.storyboard`, `.xib`).
    package func update(path: String, text: String) {
        update(path: path, text: text, summary: FileExtractor.summarize(path: path, text: text))
    }

    /// Adds or replaces a file whose summary the caller already has (an incremental parse, a cache).
    public func update(path: String, text: String, summary: FileSummary) {
        assert(
            summary.scope == .everything || !runsRules, "a summary of \(summary.scope) scope lacks facts the rules read"
        )
        files.closeOpenDocument(path: path)
        apply(path: path, text: text, summary: summary)
    }

    package func remove(path: String) {
        let (removed, oldText) = files.remove(path: path)
        if let removed {
            caches.dropTestFacing(old: removed, new: nil)
            invalidate(changing: path, previousText: oldText)
        }
    }

    package var paths: [String] { files.summaries.keys.sorted() }
    package func text(of path: String) -> String? { files.texts[path] }
    package func summary(of path: String) -> FileSummary? { files.summaries[path] }
    package var allSummaries: [String: FileSummary] { files.summaries }

    // MARK: Open documents (the analysis owns their trees, as rust-analyzer's AnalysisHost does)

    /// Every this many incremental parses a document is parsed from scratch (`FileTable`).
    package static let fullParseInterval = FileTable.fullParseInterval

    /// An editor document's text changed (or it was opened: `edits` nil). Parses it, incrementally
    /// when `edits` (sequential replacements from the text this workspace has for `path`) are
    /// given and a parse of that text is kept, replays the bodies the parser reused from the last
    /// extraction, and updates the file. The parse is kept for the next edit and for checking
    /// assists' edits. `lines`, when given, is the document's line index (`takeLineIndex(of:)`)
    /// already edited to `text`. The document is Swift whatever its name (the editor's language
    /// id decides); call on a `DeepStack` thread (the server's loop is one).
    package func changeOpenDocument(path: String, text: String, edits: [TextReplacement]?, lines: LineIndex? = nil) {
        let summary = files.parseOpenDocument(path: path, text: text, edits: edits, lines: lines)
        apply(path: path, text: text, summary: summary)
    }

    /// The editor closed `path`: its tree is dropped; the file stays analysed with `diskText`
    /// (the file on disk) or leaves the analysis when there is none.
    package func closeOpenDocument(path: String, diskText: String?) {
        files.closeOpenDocument(path: path)
        if let diskText { update(path: path, text: diskText) } else { remove(path: path) }
    }

    /// The line starts of `path`'s current text: kept per open document until its next edit (the
    /// one line index of the document, which the server converts positions with), made on demand
    /// for other files; nil for a file the workspace does not have.
    package func lineIndex(of path: String) -> LineIndex? { files.lineIndex(of: path) }

    /// Moves an open document's line index out, for the owner to edit along with the client's
    /// changes (as the only copy of its bytes) and hand back to `changeOpenDocument(lines:)`;
    /// nil when `path` is not an open document.
    package func takeLineIndex(of path: String) -> LineIndex? { files.takeLineIndex(of: path) }

    /// True when `path` is an open document whose tree this workspace keeps.
    package func isOpenDocument(_ path: String) -> Bool { files.isOpenDocument(path) }

    /// The kept parse of an open document and how many incremental parses since the last full
    /// one led to it (for tests and bug reports).
    package func openDocumentParse(of path: String) -> (parse: GuardedParse, incrementalParses: Int)? {
        files.openDocumentParse(of: path)
    }

    /// The kept parse of an open document when it is of the file's current text, so that
    /// checking an assist's edit re-parses incrementally from it.
    func openParse(of path: String) -> GuardedParse? { files.openParse(of: path) }

    // MARK: Changes

    /// Applies a summary to the analysis: recomputes nothing when it is unchanged, shifts the
    /// results when only positions moved, else resolves again on the next question.
    private func apply(path: String, text: String, summary: FileSummary) {
        resolution.updateCount += 1
        let (previous, oldText) = files.set(path: path, text: text, summary: summary)
        guard let old = previous else {
            caches.dropTestFacing(old: nil, new: summary)
            files.forgetFlattened(path)
            invalidate(changing: path, previousText: oldText)
            return
        }
        guard old != summary else {
            // Same facts at the same places; a changed file's span since the last resolution moved.
            if resolution.changedSinceLastResolution.contains(path) { clearCaches() }
            DeferredRelease.release((consume old, consume oldText))
            return
        }
        caches.dropTestFacing(old: old, new: summary)
        replace(path: path, old: old, oldText: oldText, text: text, summary: summary)
        // The replaced summary and text were the last references to them: freed off the
        // keystroke's path (their arrays of facts were 2% of a keystroke in a 5,000-line file).
        DeferredRelease.release((consume old, consume oldText))
    }

    /// `apply` for a file whose summary `old` was just replaced by `summary`.
    private func replace(path: String, old: FileSummary, oldText: String?, text: String, summary: FileSummary) {
        // Without a current resolution there is nothing to shift, and every path below ends in
        // `invalidate`: the checks for a move (shifting and comparing the summary, flattening
        // both) would be wasted. Files changed on disk in a branch switch arrive one after the
        // other in this state, each on the server's loop.
        guard resolution.resolved != nil else {
            if files.lastFlattened?.path == path { files.lastFlattened = nil }
            invalidate(changing: path, previousText: oldText)
            return
        }
        // An edit that only moved facts (typing in a body, new blank lines) shifts the results
        // of this file instead of resolving the workspace again. First the cheap check: the
        // old summary moved past the one span the texts differ in equals the new one.
        let span = oldText.flatMap {
            old.path == summary.path && old.kind == summary.kind ? EditSpan.between($0, text) : nil
        }
        // The moved copy is freed off the keystroke's path too.
        let moved = span.map { movedForComparison(old, $0.shift, to: summary) }
        defer { DeferredRelease.release(consume moved) }
        if let span, let moved, let move = movedOnly(moved, summary),
            var current = resolution.takeResolved(),
            current.shiftPositions(
                of: path, to: summary, mapping: PositionMapping(shift: span.shift), texts: files.texts)
        {
            if files.lastFlattened?.path == path { files.lastFlattened = nil }
            // Interpolated literals of calls nothing declared receives are what a catch-all may
            // carry and what a stale template query may have meant (`ProducedValues.templates`).
            let templatesChanged =
                old.valueFlows != summary.valueFlows
                && ProducedValues.interpolatedTexts(old.valueFlows)
                    != ProducedValues.interpolatedTexts(summary.valueFlows)
            if move.labelsChanged || templatesChanged,
                current.labelChangeMatters(
                    old: old.visibleTexts, new: summary.visibleTexts, templatesChanged: templatesChanged,
                    texts: files.texts)
            {
                current.rerunLabelRules(texts: files.texts)
            }
            resolution.putBackShifted(current)
            clearCaches()
            resolution.counts.spanShifts += 1
            return
        }
        // Typing in an identifier literal: a string of a view changed, so no mapping of
        // positions can make the summaries equal; resolve again (only the roots reading this
        // file walk again, `SwiftUIStringEdit`) without flattening both to look for one.
        if let moved, SwiftUIStringEdit.differOnlyInViewStrings(moved, summary) {
            if files.lastFlattened?.path == path { files.lastFlattened = nil }
            invalidate(changing: path, previousText: oldText)
            return
        }
        // Then the general one (several edits, facts that moved apart): flatten both summaries
        // without positions and pair their offsets. The file being typed in keeps its last
        // flattened summary, so each keystroke flattens only the new one.
        let oldFlat = files.lastFlattened?.path == path ? files.lastFlattened?.flattened : PositionMapping.flatten(old)
        let newFlat = old.path == summary.path && old.kind == summary.kind ? PositionMapping.flatten(summary) : nil
        if newFlat != nil { resolution.counts.flattens += 1 }
        files.lastFlattened = newFlat.map { (path, $0) }
        if resolution.resolved != nil, let oldFlat, let newFlat,
            let mapping = PositionMapping.between(oldFlat, newFlat),
            var current = resolution.takeResolved(),
            current.shiftPositions(of: path, to: summary, mapping: mapping, texts: files.texts)
        {
            resolution.putBackShifted(current)
            clearCaches()
        } else {
            invalidate(changing: path, previousText: oldText)
        }
    }

    /// `old` moved by `shift`, to compare with `summary` (`movedOnly`). Outline facts count only
    /// where some file, before or after the edit, has an AXSnapshot expectation; elsewhere
    /// `summary`'s outline takes the place of `old`'s moved one, which compares equal at once
    /// (the same arrays) and spares moving every statement of every method of the file on each
    /// keystroke.
    private func movedForComparison(_ old: FileSummary, _ shift: OffsetShift, to summary: FileSummary) -> FileSummary {
        let outlineMatters = !old.outline.goldens.isEmpty || !files.filesWithGoldens.isEmpty
        return outlineMatters ? old.shifted(shift) : old.shifted(shift, outline: summary.outline)
    }

    /// What an edit that only moved a file's facts changed besides positions.
    private struct Move {
        /// The texts the app shows changed: only the rules reading the label model run again.
        var labelsChanged: Bool
    }

    /// A move when `moved` (`movedForComparison`) equals `summary` as far as the resolvers read
    /// it, else nil. Outline facts (`FileSummary.outline`) feed findings only through AXSnapshot
    /// expectations (`axsnapshot-golden-mismatch`): in a workspace without one `moved` already
    /// holds the new outline, so typing a label's text in a view's body stays a move, and outlines
    /// read the new summary directly; where one exists, a changed outline resolves again.
    /// Visible texts (`FileSummary.visibleTexts`) feed only the label model of UI-test queries, so
    /// a changed text is a move whose label rules run again (`rerunLabelRules`). String arguments
    /// of SwiftUI calls that bind nothing the workspace declares (`SwiftUIDeclaredNames`) are
    /// read by no resolver.
    private func movedOnly(_ moved: FileSummary, _ summary: FileSummary) -> Move? {
        if moved == summary { return Move(labelsChanged: false) }
        guard moved.outline == summary.outline else { return nil }
        var comparable = moved
        let labelsChanged = comparable.visibleTexts != summary.visibleTexts
        comparable.visibleTexts = summary.visibleTexts
        // Everything but the SwiftUI facts compared first, with the new ones in place (the same
        // storage compares in constant time); then the SwiftUI facts, once.
        comparable.swiftUI = summary.swiftUI
        comparable.valueFlows = summary.valueFlows
        guard comparable == summary else { return nil }
        // Typing in `UIImage(named: "…")`: arguments of calls nothing declared here receives.
        guard
            moved.valueFlows == summary.valueFlows
                || resolution.resolved?.valueFlowDeclaredNames.equalIgnoringInertCalls(
                    moved.valueFlows, summary.valueFlows)
                    == true
        else { return nil }
        // Typing in `Text("…")`: string arguments no declaration of the workspace binds.
        let sameViews =
            resolution.resolved?.swiftUIDeclaredNames.equalIgnoringInertStrings(moved.swiftUI, summary.swiftUI)
            ?? (moved.swiftUI == summary.swiftUI)
        return sameViews ? Move(labelsChanged: labelsChanged) : nil
    }

    /// Drops the current resolution after a change to `path` (nil: to the options), whose text
    /// was `previousText` before the change (`ResolutionState.drop`).
    private func invalidate(changing path: String?, previousText: String?) {
        resolution.drop(changing: path, previousText: previousText)
        // Other options may name other query helpers.
        if path == nil { caches.dropTestFacing(old: nil, new: nil, always: true) }
        clearCaches()
    }

    private func clearCaches() { caches.clearResults() }

    // MARK: Counts (tests, benchmarks, the server)

    /// How many updates took the position-shift fast path.
    public var shiftCount: Int { resolution.counts.shifts }
    /// How many of those the edit-span check decided, without flattening.
    var spanShiftCount: Int { resolution.counts.spanShifts }
    /// How many updates flattened a summary to look for a mapping of positions.
    package var flattenCount: Int { resolution.counts.flattens }
    /// How many times the whole workspace was resolved, here or by a job it installed.
    public var resolutionCount: Int { resolution.counts.resolutions }
    /// The SwiftUI root walks the last resolution walked, of all it has.
    package var lastRootWalks: (walked: Int, total: Int)? { resolution.counts.lastRootWalks }
    /// How many resolutions walked again only the SwiftUI roots that read an edited file.
    package var partialResolutionCount: Int { resolution.counts.partialResolutions }
    /// How many questions were answered from the last resolution or a provisional one (a refresh
    /// is due when the job lands).
    package var staleAnswerCount: Int { resolution.counts.staleAnswers }
    /// How many times the query helpers or the selectors were built from every file.
    package var testFacingBuildCount: Int { caches.testFacingBuildCount }

    // MARK: Results
    //
    // Every question reads `answers()`: the current resolution, resolving first when there is
    // none, except while a background job of the current generation runs, when it reads the
    // last resolution instead (`ResolutionState`).

    package var index: WorkspaceIndex { answers().index }

    /// Every identifier in the workspace, sorted by file and position.
    public func allIdentifiers() -> [ComputedIdentifier] {
        if let cached = caches.allIdentifiers { return cached }
        let all: [ComputedIdentifier]
        if let stale = staleAnswers() {
            let mapping = staleMapping()
            all = stale.allIdentifiers.compactMap { mapping.map($0) }
        } else {
            all = resolve().allIdentifiers
        }
        caches.allIdentifiers = all
        return all
    }

    /// Every finding after options and suppression comments, sorted by file and position.
    public func allFindings() -> [Finding] {
        if let cached = caches.allFindings { return cached }
        if isAnsweringProvisionally { return [] }
        let all: [Finding]
        if let stale = staleAnswers() {
            let mapping = staleMapping()
            all = stale.allFindings.compactMap { mapping.map($0) }
        } else {
            all = resolve().allFindings
        }
        caches.allFindings = all
        return all
    }

    /// How many identifiers the workspace has (cheaper than `allIdentifiers().count`).
    package var identifierCount: Int {
        if let cached = caches.allIdentifiers { return cached.count }
        if isAnsweringPartially { return allIdentifiers().count }
        return resolve().identifiersByFile.values.reduce(0) { $0 + $1.count }
    }

    public func identifiers(inFile path: String) -> [ComputedIdentifier] {
        guard let stale = staleAnswers() else { return resolve().identifiersByFile[path] ?? [] }
        let mapping = staleMapping()
        return (stale.identifiersByFile[path] ?? []).compactMap { mapping.map($0) }
    }

    public func findings(inFile path: String) -> [Finding] {
        if isAnsweringProvisionally { return [] }
        guard let stale = staleAnswers() else { return resolve().findingsByFile[path] ?? [] }
        let mapping = staleMapping()
        return (stale.findingsByFile[path] ?? []).compactMap { mapping.map($0) }
    }

    /// Duplicate findings that list a site of `path` among the group's other sites: a duplicate
    /// group is one finding, at its first site, and the fixes of the other sites are offered
    /// where they are. Empty while answering from the last resolution or a provisional one.
    package func duplicateFindings(relatedTo path: String) -> [Finding] {
        guard !isAnsweringPartially else { return [] }
        return resolve().findingsByFile.values.flatMap { $0 }.filter { finding in
            finding.ruleID == DuplicateIdentifierRule.description.id
                && finding.related.contains { $0.site.file == path }
        }
    }

    /// Identifiers whose report site or element contains the offset (hover, definition).
    package func identifiers(at utf8Offset: Int, inFile path: String) -> [ComputedIdentifier] {
        identifiers(inFile: path).filter {
            $0.site.range.contains(utf8Offset) || $0.elementSite.range.contains(utf8Offset)
        }
            + allIdentifiers().filter { identifier in
                identifier.site.file != path
                    && identifier.via.contains { $0.site.file == path && $0.site.range.contains(utf8Offset) }
            }
    }

    /// Every element that gets exactly this identifier.
    package func sites(ofIdentifier value: String) -> [ComputedIdentifier] {
        if let cached = caches.identifiersByValue { return cached[value] ?? [] }
        let byValue = Dictionary(grouping: allIdentifiers(), by: { $0.value })
        caches.identifiersByValue = byValue
        return byValue[value] ?? []
    }

    /// UI-test references in the workspace.
    package func allTestReferences() -> [TestReferenceFact] {
        let resolved = answers()
        let helpers = queryHelpers()
        return resolved.uiTestPaths.sorted().flatMap { path in files.summaries[path].map(helpers.references(in:)) ?? []
        }
    }

    /// The query helpers of the current files and options (calls of them are test references).
    private func queryHelpers() -> UITestQueryHelpers {
        if let cached = caches.queryHelpers { return cached }
        // Read from every file's references: kept until the files or the options change (each
        // hover asks, and reading them all was nearly all of a hover's time in a large workspace).
        let helpers = UITestQueryHelpers(summaries: files.summaries, configured: options.uiTestQueryHelpers)
        caches.testFacingBuildCount += 1
        caches.queryHelpers = helpers
        return helpers
    }

    /// The string a UI-test reference queries, when it is known statically.
    package func queriedValue(of reference: TestReferenceFact) -> String? {
        queriedValues(of: reference).first
    }

    /// Every identifier a UI-test reference may query: one, or both values of a ternary
    /// (`app.buttons[flag ? IDs.a : IDs.b]`).
    package func queriedValues(of reference: TestReferenceFact) -> [String] {
        switch reference.kind {
        case .subscriptQuery, .matchingIdentifier, .identifierPredicate, .labelPredicate:
            return answers().index.exactStrings(reference.value)
        case .generatedConstant:
            return answers().generatedConstants[reference.value.value].map { [$0.value] } ?? []
        case .helperArgument:
            return []
        }
    }

    /// What one queried value of a UI-test reference finds: identifiers, a template, a catch-all
    /// excused by a value the app's code produces, or nothing.
    package func queryOutcome(of queried: String, reference: TestReferenceFact) -> UITestQueryOutcome {
        answers().uiTestQueryOutcome(of: queried, reference: reference, texts: files.texts)
    }

    /// The texts the app shows (and the UI tests type) that equal `text` ignoring case: what a
    /// label-matching query finds when no identifier matches (`LabelModel`, for the hover).
    package func labels(matching text: String) -> [VisibleTextFact] {
        let uiTests = answers().uiTestPaths
        let wanted = text.lowercased()
        var result: [VisibleTextFact] = []
        for path in files.summaries.keys.sorted() {
            guard let summary = files.summaries[path] else { continue }
            let isUITest = uiTests.contains(path)
            for fact in summary.visibleTexts
            where fact.source.isLabel && (!isUITest || fact.source == .typedByTest)
                && fact.labels.contains(where: { $0.lowercased() == wanted })
            {
                result.append(fact)
            }
        }
        return result
    }

    /// UI-test references that query this identifier.
    package func testReferences(toIdentifier value: String) -> [TestReferenceFact] {
        // A predicate on `label` never finds an identifier; one that is a pattern finds every
        // identifier it accepts.
        queriedReferences().filter { reference, queriedValues in
            reference.kind != .labelPredicate
                && queriedValues.contains { queried in
                    reference.pattern.map { $0.matches(value, operand: queried) } ?? (queried == value)
                }
        }.map(\.reference)
    }

    /// Every UI-test reference with the values it queries, kept until the files or the results
    /// change: each hover on an identifier asks for the references to it, and evaluating every
    /// query of the workspace's UI tests again per hover grew with the workspace.
    private func queriedReferences() -> [(reference: TestReferenceFact, queriedValues: [String])] {
        if let cached = caches.queriedReferences { return cached }
        let references = allTestReferences().map { ($0, queriedValues(of: $0)) }
        caches.queriedReferences = references
        return references
    }

    /// The UI-test reference at an offset, if any.
    package func testReference(at utf8Offset: Int, inFile path: String) -> TestReferenceFact? {
        // Most files query nothing: the helpers, read from every file, are not needed for them.
        guard let summary = files.summaries[path], !summary.testReferences.isEmpty else { return nil }
        return queryHelpers().references(in: summary).first { $0.site.range.contains(utf8Offset) }
    }

    /// True when the file is UI-test code (by `ui_test_paths`, or the default test).
    package func isUITestFile(_ path: String) -> Bool { answers().uiTestPaths.contains(path) }

    // MARK: The seam every question reads

    /// The resolution a question reads: the last or a provisional one while the workspace answers
    /// without a current one (`staleAnswers()`), else the current one, resolving first.
    private func answers() -> ResolvedWorkspace { staleAnswers() ?? resolve() }

    /// The last resolution when questions are answered from it, or the provisional one when
    /// questions are answered from that (counting the answer), else nil.
    private func staleAnswers() -> ResolvedWorkspace? { resolution.staleAnswers(files: files, options: options) }

    /// Where the results of `staleAnswers()` lie in the current texts.
    private func staleMapping() -> StaleMapping {
        if resolution.isAnsweringProvisionally { return StaleMapping.identity }
        if let cached = caches.staleMapping { return cached }
        let mapping = resolution.staleMapping(currentTexts: files.texts)
        caches.staleMapping = mapping
        return mapping
    }

    private func resolve() -> ResolvedWorkspace {
        let (resolved, taken) = resolution.resolve(files: files, options: options, runsRules: runsRules)
        if taken { clearCaches() }
        return resolved
    }

    // MARK: Resolution

    /// What the current resolution concluded (resolving first when there is none), for storing:
    /// `install(_:)` on the same files and options rebuilds exactly these results from it.
    package func storedResolution() -> StoredResolution { resolve().stored }

    /// Takes a resolution stored earlier (`storedResolution()`) instead of resolving. The caller
    /// vouches that it was computed from exactly the current files (every path and text) and
    /// options, as the server does by comparing every path, content hash and option; given
    /// anything else, the results are wrong until the next change resolves again.
    package func install(_ stored: StoredResolution) {
        resolution.takeStored(ResolvedWorkspace(summaries: files.summaries, options: options, stored: stored))
        clearCaches()
    }

    /// True when the next question needs a resolution the workspace does not have: a change
    /// that was not a move since the last one (a background job, or the next question, resolves).
    package var needsResolution: Bool { resolution.resolved == nil }

    /// Resolves now, on this thread, when the workspace has no current resolution: for the
    /// questions that must not be answered from the last one while a job runs. The job's result
    /// is then not taken (`install(_:)` returns false).
    package func resolveNow() { _ = resolve() }

    // MARK: Background resolution (the server's; the CLI only ever resolves in place)

    /// Counts the changes that dropped the resolution (and installs of a stored one): a
    /// `ResolutionJob` resolves one generation, and is taken only while it is still current.
    package var generation: Int { resolution.generation }

    /// Called by every job this workspace hands out, on the job's thread, before it resolves
    /// (tests block it to hold a resolution in flight deterministically).
    package var beforeBackgroundResolution: (@Sendable () -> Void)? {
        get { resolution.beforeBackgroundResolution }
        set { resolution.beforeBackgroundResolution = newValue }
    }

    /// A job that resolves the current files and options on another thread, or nil when the
    /// current resolution is up to date. From now until the job is installed or the files change
    /// again, questions are answered from the last resolution (`isAnsweringFromLastResolution`).
    package func makeResolutionJob() -> ResolutionJob? { resolution.makeJob(files: files, options: options) }

    /// Takes a job's result when the workspace is still at the job's generation and has not
    /// resolved meanwhile (`resolveNow()`); else discards it and returns false.
    @discardableResult
    package func install(_ result: ResolutionJob.Result) -> Bool {
        guard resolution.takeJobResult(result) else { return false }
        clearCaches()
        return true
    }

    // MARK: Records for a stored resolution

    /// A resolution installed from stored results (`install(_ stored:)`) carries no SwiftUI root
    /// records, so the first edit of a view string (typing in an identifier literal) resolves
    /// the whole workspace instead of the roots that read the file (about a second for the six
    /// real apps). This job resolves the same files again off the loop; `installRecords` then
    /// takes its result, which has the same results and the records. Nil when the current
    /// resolution has records, there is none, or no file has SwiftUI facts.
    package func makeRecordsJob() -> ResolutionJob? { resolution.makeRecordsJob(files: files, options: options) }

    /// Takes a records job's result when nothing changed since the job was handed out and the
    /// current resolution still lacks records; else returns false.
    @discardableResult
    package func installRecords(_ result: ResolutionJob.Result) -> Bool {
        guard resolution.takeRecordsJobResult(result) else { return false }
        clearCaches()
        return true
    }

    /// Whether the current resolution has the SwiftUI root records a view-string edit reuses.
    package var resolutionHasRecords: Bool { resolution.resolved?.hasSwiftUIRecords == true }

    // MARK: Answers while resolving, and before the first resolution (`ResolutionState`)

    /// Set by an owner that resolves in background jobs (the server; handing out a job sets it
    /// too): a change that drops the resolution keeps it to answer from until the job lands.
    /// Off, as in the CLI, the dropped resolution is freed at once.
    package var resolvesInBackground: Bool {
        get { resolution.resolvesInBackground }
        set { resolution.resolvesInBackground = newValue }
    }

    /// Set by an owner that resolves only through `resolveNow()` and jobs (`ResolutionJob`),
    /// never on a question; it implies `resolvesInBackground`.
    package var answersWithoutWaiting: Bool {
        get { resolution.answersWithoutWaiting }
        set { resolution.answersWithoutWaiting = newValue }
    }

    /// True while a job handed out for the current generation runs (or, for an owner that
    /// `answersWithoutWaiting`, whenever there is no current resolution) and questions are
    /// answered from the last resolution; otherwise a question resolves first.
    package var isAnsweringFromLastResolution: Bool { resolution.isAnsweringFromLastResolution }

    /// True when questions are answered from the provisional resolution of the open documents.
    package var isAnsweringProvisionally: Bool { resolution.isAnsweringProvisionally }

    /// True when questions are answered from anything but a current resolution: results may be
    /// missing or out of date until the next resolution is installed.
    package var isAnsweringPartially: Bool { resolution.isAnsweringPartially }
}
