// The analysis API in editor terms: files in, identifiers and findings out.

/// All files of a workspace and what the analysis concluded about them.
///
/// Not thread-safe: the server owns one inside its actor, the CLI uses one from its main flow.
/// Every answer is a pure function of the files given and the options.
public final class AnalysisWorkspace {
    package var options: AnalysisOptions {
        // Other options may change any result: nothing of the last resolution answers meanwhile.
        didSet { if options != oldValue { invalidate(changing: nil, previousText: nil) } }
    }

    private var summaries: [String: FileSummary] = [:]
    /// The files whose summaries hold an AXSnapshot expectation, kept with `summaries` (asked on
    /// each keystroke: a pass over every summary was 6% of one in a 5,000-file workspace).
    private var filesWithGoldens: Set<String> = []
    private var texts: [String: String] = [:]
    private var resolved: ResolvedWorkspace?

    /// False when the caller asks for identifiers only (`ax-lsp ids` storing no results): the
    /// workspace rules are not run, and `allFindings()` then holds the resolvers' findings alone.
    package let runsRules: Bool

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
        openDocuments[path] = nil
        apply(path: path, text: text, summary: summary)
    }

    // MARK: Open documents (the analysis owns their trees, as rust-analyzer's AnalysisHost does)

    /// Every this many incremental parses a document is parsed from scratch, releasing the syntax
    /// arenas that reused nodes keep alive (the cost of one full parse, ~17 ms for 3,300 lines in
    /// release, spread over that many keystrokes).
    package static let fullParseInterval = 200

    /// An editor document's text changed (or it was opened: `edits` nil). Parses it, incrementally
    /// when `edits` (sequential replacements from the text this workspace has for `path`) are
    /// given and a parse of that text is kept, replays the bodies the parser reused from the last
    /// extraction, and updates the file. The parse is kept for the next edit and for checking
    /// assists' edits. The document is Swift whatever its name (the editor's language id
    /// decides); call on a `DeepStack` thread (the server's loop is one).
    package func changeOpenDocument(path: String, text: String, edits: [TextReplacement]?) {
        // Out of the table for the whole change: its line index is edited as the only copy of
        // its bytes, and the rest is freed off the keystroke's path at the end.
        var taken = openDocuments.removeValue(forKey: path)
        let reuse =
            edits != nil
            && taken.map { $0.incrementalParses < Self.fullParseInterval && $0.text == texts[path] } == true
        // The line index follows the edits (rescanning only what they touched), as the server's
        // line table does, so a keystroke's hints do not rescan the whole file.
        var lines = reuse ? taken?.lines : nil
        taken?.lines = nil
        for edit in edits ?? [] where lines != nil {
            lines?.replace(edit.range.start..<edit.range.end, with: edit.replacement.utf8)
        }
        let kept = taken
        taken = nil
        let (parse, extraction) = DeepStack.run {
            let parse = SwiftSourceParser.parseIncrementally(
                text, previous: reuse ? kept?.parse : nil, edits: edits ?? [])
            return (
                parse,
                FileExtractor.summarize(
                    path: path, tree: parse.tree, text: parse.parsedText, skipped: parse.skipped,
                    previous: reuse ? kept?.memo : nil)
            )
        }
        let incrementalParses = reuse ? (kept?.incrementalParses ?? 0) + 1 : 0
        DeferredRelease.release(consume kept)
        openDocuments[path] = OpenDocument(
            text: text, parse: parse, memo: extraction.memo, incrementalParses: incrementalParses, lines: lines)
        apply(path: path, text: text, summary: extraction.summary)
    }

    /// The editor closed `path`: its tree is dropped; the file stays analysed with `diskText`
    /// (the file on disk) or leaves the analysis when there is none.
    package func closeOpenDocument(path: String, diskText: String?) {
        openDocuments[path] = nil
        if let diskText { update(path: path, text: diskText) } else { remove(path: path) }
    }

    /// The line starts of `path`'s current text: kept per open document until its next edit,
    /// made on demand for other files; nil for a file the workspace does not have.
    package func lineIndex(of path: String) -> LineIndex? {
        guard let text = texts[path] else { return nil }
        guard var entry = openDocuments[path], entry.text == text else { return LineIndex(utf8: Array(text.utf8)) }
        if let lines = entry.lines { return lines }
        let lines = LineIndex(utf8: Array(text.utf8))
        entry.lines = lines
        openDocuments[path] = entry
        return lines
    }

    /// Which identifiers each file's hints and assists look at, kept between questions and
    /// rebuilt when the workspace resolves again.
    let fileIdentifiers = FileIdentifiers()

    /// True when `path` is an open document whose tree this workspace keeps.
    package func isOpenDocument(_ path: String) -> Bool { openDocuments[path] != nil }

    /// The kept parse of an open document and how many incremental parses since the last full
    /// one led to it (for tests and bug reports).
    package func openDocumentParse(of path: String) -> (parse: GuardedParse, incrementalParses: Int)? {
        openDocuments[path].map { ($0.parse, $0.incrementalParses) }
    }

    /// What the analysis keeps of an open document between edits.
    private struct OpenDocument {
        /// The text `parse` and `memo` are of.
        var text: String
        var parse: GuardedParse
        /// What each body of `parse`'s tree contributed, so the next edit's extraction walks only
        /// the bodies the incremental parser rebuilt.
        var memo: ExtractionMemo
        var incrementalParses: Int
        /// `text`'s line starts: made on the first question that needs them, then edited along
        /// with the text.
        var lines: LineIndex?
    }

    private var openDocuments: [String: OpenDocument] = [:]

    /// Applies a summary to the analysis: recomputes nothing when it is unchanged, shifts the
    /// results when only positions moved, else resolves again on the next question.
    private func apply(path: String, text: String, summary: FileSummary) {
        updateCount += 1
        let oldText = texts[path]
        texts[path] = text
        noteGoldens(of: summary, at: path)
        guard let old = summaries[path] else {
            summaries[path] = summary
            dropTestFacingCaches(old: nil, new: summary)
            if lastFlattened?.path == path { lastFlattened = nil }
            invalidate(changing: path, previousText: oldText)
            return
        }
        guard old != summary else {
            // Same facts at the same places; a changed file's span since the last resolution moved.
            if changedSinceLastResolution.contains(path) { clearCaches() }
            return
        }
        summaries[path] = summary
        dropTestFacingCaches(old: old, new: summary)
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
        guard resolved != nil else {
            if lastFlattened?.path == path { lastFlattened = nil }
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
            var current = takeResolved(),
            current.shiftPositions(of: path, to: summary, mapping: PositionMapping(shift: span.shift), texts: texts)
        {
            if lastFlattened?.path == path { lastFlattened = nil }
            // Interpolated literals of calls nothing declared receives are what a catch-all may
            // carry and what a stale template query may have meant (`ProducedValues.templates`).
            let templatesChanged =
                old.valueFlows != summary.valueFlows
                && ProducedValues.interpolatedTexts(old.valueFlows)
                    != ProducedValues.interpolatedTexts(summary.valueFlows)
            if move.labelsChanged || templatesChanged,
                current.labelChangeMatters(
                    old: old.visibleTexts, new: summary.visibleTexts, templatesChanged: templatesChanged, texts: texts)
            {
                current.rerunLabelRules(texts: texts)
            }
            resolved = current
            clearCaches()
            shiftCount += 1
            spanShiftCount += 1
            return
        }
        // Typing in an identifier literal: a string of a view changed, so no mapping of
        // positions can make the summaries equal; resolve again (only the roots reading this
        // file walk again, `SwiftUIStringEdit`) without flattening both to look for one.
        if let moved, SwiftUIStringEdit.differOnlyInViewStrings(moved, summary) {
            if lastFlattened?.path == path { lastFlattened = nil }
            invalidate(changing: path, previousText: oldText)
            return
        }
        // Then the general one (several edits, facts that moved apart): flatten both summaries
        // without positions and pair their offsets. The file being typed in keeps its last
        // flattened summary, so each keystroke flattens only the new one.
        let oldFlat = lastFlattened?.path == path ? lastFlattened?.flattened : PositionMapping.flatten(old)
        let newFlat = old.path == summary.path && old.kind == summary.kind ? PositionMapping.flatten(summary) : nil
        if newFlat != nil { flattenCount += 1 }
        lastFlattened = newFlat.map { (path, $0) }
        if resolved != nil, let oldFlat, let newFlat, let mapping = PositionMapping.between(oldFlat, newFlat),
            var current = takeResolved(), current.shiftPositions(of: path, to: summary, mapping: mapping, texts: texts)
        {
            resolved = current
            clearCaches()
            shiftCount += 1
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
        let outlineMatters = !old.outline.goldens.isEmpty || !filesWithGoldens.isEmpty
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
                || resolved?.valueFlowDeclaredNames.equalIgnoringInertCalls(moved.valueFlows, summary.valueFlows)
                    == true
        else { return nil }
        // Typing in `Text("…")`: string arguments no declaration of the workspace binds.
        let sameViews =
            resolved?.swiftUIDeclaredNames.equalIgnoringInertStrings(moved.swiftUI, summary.swiftUI)
            ?? (moved.swiftUI == summary.swiftUI)
        return sameViews ? Move(labelsChanged: labelsChanged) : nil
    }

    /// Moves the resolution out, so that shifting it mutates the only copy: shifting a copy while
    /// `resolved` still held the original duplicated every table of the workspace on each
    /// keystroke (9.5 ms in a 5,000-file workspace, 0.6 ms in a 60-file one).
    private func takeResolved() -> ResolvedWorkspace? {
        defer { resolved = nil }
        return resolved
    }

    /// The flattened form of `summaries[path]` for the last file updated (valid by construction:
    /// set whenever that summary changes here, cleared by every other change to it).
    private var lastFlattened: (path: String, flattened: PositionMapping.Flattened)?

    /// The kept parse of an open document when it is of the file's current text, so that
    /// checking an assist's edit re-parses incrementally from it.
    func openParse(of path: String) -> GuardedParse? {
        guard let entry = openDocuments[path], entry.text == texts[path] else { return nil }
        return entry.parse
    }

    /// How many updates took the position-shift fast path (for tests and benchmarks).
    public private(set) var shiftCount = 0
    /// How many of those the edit-span check decided, without flattening (for tests).
    private(set) var spanShiftCount = 0
    /// How many updates flattened a summary to look for a mapping of positions (for tests).
    package private(set) var flattenCount = 0
    /// How many times the whole workspace was resolved, here or by a job it installed (for tests
    /// and benchmarks).
    public private(set) var resolutionCount = 0

    private var allIdentifiersCache: [ComputedIdentifier]?
    private var identifiersByValueCache: [String: [ComputedIdentifier]]?
    private var allFindingsCache: [Finding]?
    private var queriedReferencesCache: [(reference: TestReferenceFact, queriedValues: [String])]?
    /// The query helpers and the flows' and suites' selectors read only the files that have
    /// UI-test references, flows or suites: a change of any other file keeps them
    /// (`dropTestFacingCaches`). While a workspace indexes, every file read changes the
    /// workspace, and each hover built both again from every file (nearly all of its time).
    private var queryHelpersCache: UITestQueryHelpers?
    /// `uiTestSelectors()` of the current summaries (they read nothing else).
    var uiTestSelectorsCache: [UITestSelector]?
    /// `uiTestSelectors(finding:isTemplate:)` by template flag and value, for those selectors.
    var selectorsFindingCache: [String: [UITestSelector]] = [:]
    /// How many times the query helpers or the selectors were built from every file (tests).
    package internal(set) var testFacingBuildCount = 0

    /// Drops the current resolution after a change to `path` (nil: to the options), whose text
    /// was `previousText` before the change. The last resolution is kept, with the files changed
    /// since and their texts then, to answer from while a background job resolves again
    /// (`isAnsweringFromLastResolution`).
    private func invalidate(changing path: String?, previousText: String?) {
        // The last resolution answers while a background job runs, and a resolution after edits of
        // view strings only reuses it (`swiftUIStringEdits`). The CLI never edits after resolving.
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
        // Other options may name other query helpers.
        if path == nil { dropTestFacingCaches(old: nil, new: nil, always: true) }
        resolved = nil
        generation += 1
        clearCaches()
    }

    private func clearCaches() {
        allIdentifiersCache = nil
        identifiersByValueCache = nil
        allFindingsCache = nil
        staleMappingCache = nil
        queriedReferencesCache = nil
    }

    /// After `old` was replaced by `new` (nil: none), or `always`: drops what the files with
    /// UI-test references, flows or suites alone determine when either summary is of such a file.
    private func dropTestFacingCaches(old: FileSummary?, new: FileSummary?, always: Bool = false) {
        let summaries = [old, new].compactMap { $0 }
        if always || summaries.contains(where: { $0.maestroFlow != nil || $0.appiumSuite != nil }) {
            uiTestSelectorsCache = nil
            selectorsFindingCache = [:]
        }
        // Helpers are declared by the queries whose value is a helper's parameter; the calls of
        // a helper (`helperArgument`) read them, they declare none.
        if always
            || summaries.contains(where: {
                $0.testReferences.contains { $0.helper != nil && $0.kind != .helperArgument }
            })
        {
            queryHelpersCache = nil
        }
    }

    package func remove(path: String) {
        openDocuments[path] = nil
        let oldText = texts.removeValue(forKey: path)
        if lastFlattened?.path == path { lastFlattened = nil }
        filesWithGoldens.remove(path)
        if let removed = summaries.removeValue(forKey: path) {
            dropTestFacingCaches(old: removed, new: nil)
            invalidate(changing: path, previousText: oldText)
        }
    }

    private func noteGoldens(of summary: FileSummary, at path: String) {
        if summary.outline.goldens.isEmpty { filesWithGoldens.remove(path) } else { filesWithGoldens.insert(path) }
    }

    package var paths: [String] { summaries.keys.sorted() }
    package func text(of path: String) -> String? { texts[path] }
    package func summary(of path: String) -> FileSummary? { summaries[path] }
    package var allSummaries: [String: FileSummary] { summaries }

    // MARK: Results
    //
    // Every question reads `answers()`: the current resolution, resolving first when there is
    // none, except while a background job of the current generation runs, when it reads the
    // last resolution instead (see "Answers while resolving" below).

    package var index: WorkspaceIndex { answers().index }

    /// Every identifier in the workspace, sorted by file and position.
    public func allIdentifiers() -> [ComputedIdentifier] {
        if let cached = allIdentifiersCache { return cached }
        let all: [ComputedIdentifier]
        if let stale = staleAnswers() {
            let mapping = staleMapping()
            all = stale.allIdentifiers.compactMap { mapping.map($0) }
        } else {
            all = resolve().allIdentifiers
        }
        allIdentifiersCache = all
        return all
    }

    /// Every finding after options and suppression comments, sorted by file and position.
    public func allFindings() -> [Finding] {
        if let cached = allFindingsCache { return cached }
        if isAnsweringProvisionally { return [] }
        let all: [Finding]
        if let stale = staleAnswers() {
            let mapping = staleMapping()
            all = stale.allFindings.compactMap { mapping.map($0) }
        } else {
            all = resolve().allFindings
        }
        allFindingsCache = all
        return all
    }

    /// How many identifiers the workspace has (cheaper than `allIdentifiers().count`).
    package var identifierCount: Int {
        if let cached = allIdentifiersCache { return cached.count }
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
        if let cached = identifiersByValueCache { return cached[value] ?? [] }
        let byValue = Dictionary(grouping: allIdentifiers(), by: { $0.value })
        identifiersByValueCache = byValue
        return byValue[value] ?? []
    }

    /// UI-test references in the workspace.
    package func allTestReferences() -> [TestReferenceFact] {
        let resolved = answers()
        let helpers = queryHelpers()
        return resolved.uiTestPaths.sorted().flatMap { path in summaries[path].map(helpers.references(in:)) ?? [] }
    }

    /// The query helpers of the current files and options (calls of them are test references).
    private func queryHelpers() -> UITestQueryHelpers {
        if let cached = queryHelpersCache { return cached }
        // Read from every file's references: kept until the files or the options change (each
        // hover asks, and reading them all was nearly all of a hover's time in a large workspace).
        let helpers = UITestQueryHelpers(summaries: summaries, configured: options.uiTestQueryHelpers)
        testFacingBuildCount += 1
        queryHelpersCache = helpers
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
        answers().uiTestQueryOutcome(of: queried, reference: reference, texts: texts)
    }

    /// The texts the app shows (and the UI tests type) that equal `text` ignoring case: what a
    /// label-matching query finds when no identifier matches (`LabelModel`, for the hover).
    package func labels(matching text: String) -> [VisibleTextFact] {
        let uiTests = answers().uiTestPaths
        let wanted = text.lowercased()
        var result: [VisibleTextFact] = []
        for path in summaries.keys.sorted() {
            guard let summary = summaries[path] else { continue }
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
        if let cached = queriedReferencesCache { return cached }
        let references = allTestReferences().map { ($0, queriedValues(of: $0)) }
        queriedReferencesCache = references
        return references
    }

    /// The UI-test reference at an offset, if any.
    package func testReference(at utf8Offset: Int, inFile path: String) -> TestReferenceFact? {
        // Most files query nothing: the helpers, read from every file, are not needed for them.
        guard let summary = summaries[path], !summary.testReferences.isEmpty else { return nil }
        return queryHelpers().references(in: summary).first { $0.site.range.contains(utf8Offset) }
    }

    /// True when the file is UI-test code (by `ui_test_paths`, or the default test).
    package func isUITestFile(_ path: String) -> Bool { answers().uiTestPaths.contains(path) }

    // MARK: Resolution

    /// What the current resolution concluded (resolving first when there is none), for storing:
    /// `install(_:)` on the same files and options rebuilds exactly these results from it.
    package func storedResolution() -> StoredResolution { resolve().stored }

    /// Takes a resolution stored earlier (`storedResolution()`) instead of resolving. The caller
    /// vouches that it was computed from exactly the current files (every path and text) and
    /// options, as the server does by comparing every path, content hash and option; given
    /// anything else, the results are wrong until the next change resolves again.
    package func install(_ stored: StoredResolution) {
        took(ResolvedWorkspace(summaries: summaries, options: options, stored: stored), resolving: false)
        // A job handed out before now resolves what was just installed: it is not taken.
        generation += 1
    }

    /// True when the next question needs a resolution the workspace does not have: a change
    /// that was not a move since the last one (a background job, or the next question, resolves).
    package var needsResolution: Bool { resolved == nil }

    /// Resolves now, on this thread, when the workspace has no current resolution: for the
    /// questions that must not be answered from the last one while a job runs. The job's result
    /// is then not taken (`install(_:)` returns false).
    package func resolveNow() { _ = resolve() }

    private func resolve() -> ResolvedWorkspace {
        if let resolved { return resolved }
        let fresh =
            resolvingSwiftUIAgain()
            ?? ResolvedWorkspace(summaries: summaries, texts: texts, options: options, runsRules: runsRules)
        took(fresh, resolving: true)
        return fresh
    }

    /// The SwiftUI root walks the last resolution walked, of all it has (tests and benchmarks).
    package private(set) var lastRootWalks: (walked: Int, total: Int)?
    /// How many resolutions walked again only the SwiftUI roots that read an edited file.
    package private(set) var partialResolutionCount = 0

    /// The last resolution with only the SwiftUI roots that read a changed file walked again,
    /// when every change since it was an edit of view strings; else nil.
    private func resolvingSwiftUIAgain() -> ResolvedWorkspace? {
        guard let lastResolution, let edits = swiftUIStringEdits(),
            let resolution = ResolvedWorkspace.reresolvingSwiftUI(
                previous: lastResolution, edits: edits, summaries: summaries,
                texts: texts, options: options)
        else { return nil }
        partialResolutionCount += 1
        return resolution
    }

    /// The edits since `lastResolution` when every file changed since changed only strings of its
    /// SwiftUI views (`SwiftUIStringEdit`), else nil.
    private func swiftUIStringEdits() -> [SwiftUIStringEdit]? {
        guard let lastResolution, !changedSinceLastResolution.isEmpty else { return nil }
        var edits: [SwiftUIStringEdit] = []
        for path in changedSinceLastResolution.sorted() {
            guard let oldText = textsAtLastResolution[path], let newText = texts[path],
                let old = lastResolution.index.summaries[path],
                let new = summaries[path],
                let edit = SwiftUIStringEdit.between(old: old, oldText: oldText, new: new, newText: newText)
            else { return nil }
            edits.append(edit)
        }
        return edits
    }

    /// Makes `resolution` the current one (`resolving`: it was resolved, not rebuilt from a stored
    /// one): everything kept for answering without one goes.
    private func took(_ resolution: ResolvedWorkspace, resolving: Bool) {
        resolved = resolution
        provisional = nil
        if resolving {
            resolutionCount += 1
            lastRootWalks = resolution.swiftUIRootWalks
        }
        // The resolution answered from meanwhile is freed off the loop: it holds a whole
        // workspace's results, and its owner (the server's loop) is answering requests.
        let superseded = lastResolution
        lastResolution = nil
        DeferredRelease.release(consume superseded)
        changedSinceLastResolution = []
        textsAtLastResolution = [:]
        pendingJobGeneration = nil
        clearCaches()
    }

    // MARK: Background resolution (the server's; the CLI only ever resolves in place)

    /// Counts the changes that dropped the resolution (and installs of a stored one): a
    /// `ResolutionJob` resolves one generation, and is taken only while it is still current.
    package private(set) var generation = 0

    /// Called by every job this workspace hands out, on the job's thread, before it resolves
    /// (tests block it to hold a resolution in flight deterministically).
    package var beforeBackgroundResolution: (@Sendable () -> Void)?

    /// A job that resolves the current files and options on another thread, or nil when the
    /// current resolution is up to date. From now until the job is installed or the files change
    /// again, questions are answered from the last resolution (`isAnsweringFromLastResolution`).
    /// The snapshot shares the workspace's dictionaries copy-on-write: the next change copies them
    /// once, not every file.
    package func makeResolutionJob() -> ResolutionJob? {
        resolvesInBackground = true
        guard resolved == nil else { return nil }
        pendingJobGeneration = generation
        let reuse = swiftUIStringEdits().flatMap { edits in lastResolution.map { (previous: $0, edits: edits) } }
        return ResolutionJob(
            generation: generation, summaries: summaries, texts: texts, options: options, reuse: reuse,
            beforeResolving: beforeBackgroundResolution)
    }

    /// Takes a job's result when the workspace is still at the job's generation and has not
    /// resolved meanwhile (`resolveNow()`); else discards it and returns false. A change that
    /// left every summary as it was (text that holds no fact) does not make a job stale: its
    /// result is what resolving in place would give, as a kept resolution would be.
    @discardableResult
    package func install(_ result: ResolutionJob.Result) -> Bool {
        guard result.generation == generation, resolved == nil else { return false }
        if result.reusedRoots { partialResolutionCount += 1 }
        took(result.resolution, resolving: true)
        return true
    }

    // MARK: Records for a stored resolution

    /// Counts every update (moves included), so that a records job's result is taken only when
    /// nothing at all changed since its snapshot.
    private var updateCount = 0
    /// `updateCount` when the last records job was handed out.
    private var recordsJobStamp: Int?

    /// A resolution installed from stored results (`install(_ stored:)`) carries no SwiftUI root
    /// records, so the first edit of a view string (typing in an identifier literal) resolves
    /// the whole workspace instead of the roots that read the file (about a second for the six
    /// real apps). This job resolves the same files again off the loop; `installRecords` then
    /// takes its result, which has the same results and the records. Nil when the current
    /// resolution has records, there is none, or no file has SwiftUI facts.
    package func makeRecordsJob() -> ResolutionJob? {
        guard let resolved, !resolved.hasSwiftUIRecords, summaries.values.contains(where: { !$0.swiftUI.isEmpty })
        else { return nil }
        recordsJobStamp = updateCount
        return ResolutionJob(
            generation: generation, summaries: summaries, texts: texts, options: options, reuse: nil,
            beforeResolving: beforeBackgroundResolution)
    }

    /// Takes a records job's result when nothing changed since the job was handed out and the
    /// current resolution still lacks records; else returns false.
    @discardableResult
    package func installRecords(_ result: ResolutionJob.Result) -> Bool {
        guard result.generation == generation, recordsJobStamp == updateCount, let resolved, !resolved.hasSwiftUIRecords
        else { return false }
        recordsJobStamp = nil
        took(result.resolution, resolving: true)
        return true
    }

    /// Whether the current resolution has the SwiftUI root records a view-string edit reuses.
    package var resolutionHasRecords: Bool { resolved?.hasSwiftUIRecords == true }

    // MARK: Answers while resolving
    //
    // While a job runs, the workspace answers from the resolution it had before the change,
    // placed on the current texts where that is exact (`StaleMapping`): every position a result
    // carries (report site, element, provenance steps; a finding's site and fix edits) lies in a
    // file unchanged since, or in a changed file outside the one span of bytes its text changed
    // in, and then moves with that span. A result with a position inside the span, in a file
    // added or removed since, or (for a finding) related sites in a changed file, whose lines its
    // message names, is left out until the job lands: the identifier being typed has no hint
    // meanwhile, the ones around it keep theirs. The results are those of the files as they were
    // (a renamed branch still shows the old value in other files) until the job lands; the server
    // then publishes and asks the editor to refresh what it showed (`staleAnswerCount`). Tables
    // that carry no positions the editor acts on (UI-test files, constant values, the index that
    // hover reads declarations from) come from the last resolution as they are.

    /// The resolution the workspace had when the current one was dropped, while no new one is
    /// current (nil before the first, and after an options change: nothing of it is safe then).
    private var lastResolution: ResolvedWorkspace?
    /// Files added, removed or changed (not moved) since `lastResolution`.
    private var changedSinceLastResolution: Set<String> = []
    /// The text each changed file had at `lastResolution` (none: it was added since).
    private var textsAtLastResolution: [String: String] = [:]
    /// `StaleMapping` of the current texts, until a change.
    private var staleMappingCache: StaleMapping?
    /// The generation of the last job handed out, until a resolution is taken.
    private var pendingJobGeneration: Int?
    /// Set by an owner that resolves in background jobs (the server; handing out a job sets it
    /// too): a change that drops the resolution keeps it to answer from until the job lands.
    /// Off, as in the CLI, the dropped resolution is freed at once.
    package var resolvesInBackground = false
    /// How many questions were answered from the last resolution (tests, and the server: a
    /// refresh is due when the job lands).
    package private(set) var staleAnswerCount = 0

    /// True while a job handed out for the current generation runs (or, for an owner that
    /// `answersWithoutWaiting`, whenever there is no current resolution) and questions are
    /// answered from the last resolution; otherwise a question resolves first.
    package var isAnsweringFromLastResolution: Bool {
        resolved == nil && (pendingJobGeneration == generation || answersWithoutWaiting) && lastResolution != nil
            && lastResolutionAnswers
    }

    // MARK: Answers before the first resolution
    //
    // An owner whose questions must never wait for a resolution (the server's loop while it
    // indexes, or while files changed on disk wait for their job) sets `answersWithoutWaiting`.
    // Then a question never resolves the workspace: it is answered from the last resolution as
    // while a job runs, and when there is none (the first index) from a provisional resolution
    // of the open documents alone. That one holds what each open file says on its own (explicit
    // identifiers, and what its own types compose) and no findings: findings of a few files
    // without the rest (an unknown identifier the rest of the app sets, a duplicate) would be
    // false. Its answers count as stale ones (`staleAnswerCount`): the owner refreshes what
    // the editor shows once a resolution of every file is installed.

    /// Set by an owner that resolves only through `resolveNow()` and jobs (`ResolutionJob`),
    /// never on a question; it implies `resolvesInBackground`.
    package var answersWithoutWaiting = false {
        didSet { if answersWithoutWaiting { resolvesInBackground = true } }
    }

    /// True when questions are answered from the provisional resolution of the open documents.
    package var isAnsweringProvisionally: Bool {
        resolved == nil && answersWithoutWaiting && !isAnsweringFromLastResolution
    }

    /// True when questions are answered from anything but a current resolution: results may be
    /// missing or out of date until the next resolution is installed.
    package var isAnsweringPartially: Bool { isAnsweringFromLastResolution || isAnsweringProvisionally }

    /// The provisional resolution and what it was made of (each open document's text, the options).
    private var provisional: (texts: [String: String], options: AnalysisOptions, resolution: ResolvedWorkspace)?

    /// The resolution of the open documents alone, made again when one of them or the options
    /// changed: the size of a few files, so a question that makes it waits milliseconds.
    private func provisionalResolution() -> ResolvedWorkspace {
        var openTexts: [String: String] = [:]
        var openSummaries: [String: FileSummary] = [:]
        for path in openDocuments.keys {
            guard let text = texts[path], let summary = summaries[path] else { continue }
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

    /// The last resolution was dropped while the workspace resolved in the background: only then
    /// does it answer questions (a workspace that resolves in place keeps it only to reuse).
    private var lastResolutionAnswers = false

    /// The last resolution when questions are answered from it, or the provisional one when
    /// questions are answered from that (counting the answer), else nil.
    private func staleAnswers() -> ResolvedWorkspace? {
        if isAnsweringFromLastResolution, let lastResolution {
            staleAnswerCount += 1
            return lastResolution
        }
        guard isAnsweringProvisionally else { return nil }
        staleAnswerCount += 1
        return provisionalResolution()
    }

    private func answers() -> ResolvedWorkspace { staleAnswers() ?? resolve() }

    private func staleMapping() -> StaleMapping {
        // A provisional resolution is of the current texts: nothing to map.
        if isAnsweringProvisionally { return StaleMapping.identity }
        if let staleMappingCache { return staleMappingCache }
        let mapping = StaleMapping(
            changed: changedSinceLastResolution, oldTexts: textsAtLastResolution, currentTexts: texts)
        staleMappingCache = mapping
        return mapping
    }
}
