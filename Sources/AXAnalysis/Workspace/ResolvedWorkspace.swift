// One consistent resolution of all summaries: identifiers, findings and lookup tables, plus the
// fast path that shifts them when an edit only moved a file's facts.

/// The result of resolving every convention over a set of summaries.
struct ResolvedWorkspace {
    private(set) var index: WorkspaceIndex
    let uiTestPaths: Set<String>
    /// `Identifiers.X.y` → its generated constant.
    private(set) var generatedConstants: [String: GeneratedConstantFact]
    /// Resolver output by report file, sorted.
    private(set) var identifiersByFile: [String: [ComputedIdentifier]]
    /// Findings from resolvers and from workspace rules, before options and suppressions.
    private var resolverFindings: [Finding]
    private var ruleFindings: [Finding]
    /// Findings after options and suppressions, by file, sorted.
    private(set) var findingsByFile: [String: [Finding]]
    private let options: AnalysisOptions
    /// What SwiftUI calls can bind strings to: an edit that changes only other strings is a move.
    let swiftUIDeclaredNames: SwiftUIDeclaredNames
    /// What call arguments can flow into: an edit that changes only other calls' strings is a move.
    let valueFlowDeclaredNames: ValueFlowDeclaredNames
    /// Which results point into which file, so an edit that moves one file's facts touches only
    /// the results about that file instead of walking the whole workspace.
    private var reverse = ReverseIndex()
    /// The SwiftUI resolver's records, and how many of `resolverFindings` the UIKit resolver
    /// made (they come first): what an edit of view strings reuses (`reresolvingSwiftUI`). Nil
    /// for a resolution rebuilt from a `StoredResolution`.
    private var swiftUI: SwiftUIResolution?
    private var uikitFindingCount = 0
    /// Whether the SwiftUI root records are here (a resolution rebuilt from stored results has none).
    var hasSwiftUIRecords: Bool { swiftUI != nil }
    /// SwiftUI root walks this resolution walked, of all it has (nil: rebuilt from a stored one).
    var swiftUIRootWalks: (walked: Int, total: Int)? { swiftUI.map { ($0.walkedRoots, $0.records.count) } }

    /// `runsRules` false leaves the workspace rules out (their findings empty): for a caller
    /// that reads identifiers only.
    init(summaries: [String: FileSummary], texts: [String: String], options: AnalysisOptions, runsRules: Bool = true) {
        let index = WorkspaceIndex(summaries: summaries, options: options)
        // The two resolvers read the index and nothing of each other's.
        let (uikit, swiftUI) = DeepStack.both(
            { UIKitResolver.resolve(index: index, options: options) },
            { SwiftUIResolver.resolveKeepingRecords(index: index, options: options) })
        self.init(
            index: index, summaries: summaries, texts: texts, options: options, uikit: uikit, swiftUI: swiftUI,
            runsRules: runsRules)
    }

    /// Resolves, asking `shouldStop` before and after the resolvers, every 256 files the UIKit resolver
    /// reads and every 1,024 views the SwiftUI walk visits: nil once it says yes (a superseded background resolution, whose
    /// partial results nobody may read). The two resolvers run at the same time, and so do the
    /// rules in two groups: `shouldStop` is asked from two threads and must be safe to.
    init?(
        summaries: [String: FileSummary], texts: [String: String], options: AnalysisOptions,
        shouldStop: @escaping () -> Bool
    ) {
        guard !shouldStop() else { return nil }
        let index = WorkspaceIndex(summaries: summaries, options: options)
        let (uikit, swiftUI) = DeepStack.both(
            { UIKitResolver.resolve(index: index, options: options, stop: StopCheck(interval: 256, shouldStop)) },
            { SwiftUIResolver.resolveKeepingRecords(index: index, options: options, stop: StopCheck(shouldStop)) })
        guard !shouldStop() else { return nil }
        self.init(
            index: index, summaries: summaries, texts: texts, options: options, uikit: uikit, swiftUI: swiftUI,
            shouldStop: shouldStop)
        // The rules stop between each other when asked; what they left out is never read.
        guard !shouldStop() else { return nil }
    }

    /// `previous` after edits that changed only strings of views (`SwiftUIStringEdit`): the
    /// UIKit output is `previous`'s moved past each edit, and only the SwiftUI roots whose walks
    /// read an edited file walk again; the rules run again. Equal to resolving from scratch
    /// (`PartialResolutionTests`). Nil when `previous` kept no records or `shouldStop` said yes.
    static func reresolvingSwiftUI(
        previous: ResolvedWorkspace, edits: [SwiftUIStringEdit], summaries: [String: FileSummary],
        texts: [String: String], options: AnalysisOptions,
        shouldStop: @escaping () -> Bool = { false }
    ) -> ResolvedWorkspace? {
        guard let records = previous.swiftUI, !shouldStop() else { return nil }
        var index = previous.index
        var uikitIdentifiers = previous.allIdentifiers.filter {
            $0.convention != .branchLeaf && $0.convention != .explicitSwiftUI
        }
        var uikitFindings = Array(previous.resolverFindings.prefix(previous.uikitFindingCount))
        for edit in edits {
            guard let summary = summaries[edit.path] else { return nil }
            index.replacePositions(of: edit.path, with: summary)
            let mapping = PositionMapping(shift: edit.shift)
            uikitIdentifiers = uikitIdentifiers.map {
                touches($0, edit.path) ? shift($0, path: edit.path, mapping: mapping) : $0
            }
            uikitFindings = uikitFindings.map { shift($0, path: edit.path, mapping: mapping) }
        }
        let reuse = SwiftUIReuse(previous: records, changedFiles: Set(edits.map(\.path)))
        let swiftUI = SwiftUIResolver.resolveKeepingRecords(
            index: index, options: options, stop: StopCheck(shouldStop), reuse: reuse)
        guard !shouldStop() else { return nil }
        let resolved = ResolvedWorkspace(
            index: index, summaries: summaries, texts: texts, options: options,
            uikit: ResolutionOutput(identifiers: uikitIdentifiers, findings: uikitFindings), swiftUI: swiftUI,
            shouldStop: shouldStop)
        return shouldStop() ? nil : resolved
    }

    /// The resolvers' output made a resolution: app identifiers kept, rules run.
    private init(
        index: WorkspaceIndex, summaries: [String: FileSummary], texts: [String: String], options: AnalysisOptions,
        uikit: ResolutionOutput, swiftUI: SwiftUIResolution, shouldStop: @escaping () -> Bool = { false },
        runsRules: Bool = true
    ) {
        var output = uikit
        output.append(swiftUI.output)
        // Test code sets and reads identifiers on views it builds itself; those are not app elements.
        // Code under a flag no configuration sets is never compiled (`compilation_conditions`).
        let flags = options.compilationConditions.map(Set.init)
        let appIdentifiers = output.identifiers.filter {
            summaries[$0.site.file]?.isTestCode != true
                && !CompilationConditions.neverTrue($0.conditions, setFlags: flags, platform: options.platform)
        }
        self.init(
            index: index, summaries: summaries, options: options, identifiersByFile: Self.group(appIdentifiers),
            resolverFindings: output.findings, ruleFindings: runsRules ? nil : [], texts: texts, shouldStop: shouldStop)
        self.swiftUI = swiftUI
        self.uikitFindingCount = uikit.findings.count
    }

    /// The resolution `stored` came from, rebuilt without resolving: `stored` must have been
    /// taken (`stored`) from a resolution of exactly these summaries and options. The rest is
    /// derived as a resolution derives it, so everything afterwards (shifts, filtering, lookups)
    /// behaves as if this workspace had resolved.
    init(summaries: [String: FileSummary], options: AnalysisOptions, stored: StoredResolution) {
        // `stored.identifiers` is `allIdentifiers`: grouping keeps each file's order as it was.
        self.init(
            index: WorkspaceIndex(summaries: summaries, options: options), summaries: summaries, options: options,
            identifiersByFile: Dictionary(grouping: stored.identifiers, by: { $0.site.file }),
            resolverFindings: stored.resolverFindings, ruleFindings: stored.ruleFindings, texts: [:])
    }

    /// What both initializers share: everything derived from the identifiers and findings.
    /// `ruleFindings` nil runs the rules (which read `texts` to name lines in messages).
    private init(
        index: WorkspaceIndex, summaries: [String: FileSummary], options: AnalysisOptions,
        identifiersByFile: [String: [ComputedIdentifier]], resolverFindings: [Finding], ruleFindings: [Finding]?,
        texts: [String: String], shouldStop: @escaping () -> Bool = { false }
    ) {
        self.options = options
        self.index = index
        self.swiftUIDeclaredNames = SwiftUIDeclaredNames(summaries: summaries)
        self.valueFlowDeclaredNames = ValueFlowDeclaredNames(summaries: summaries)
        self.uiTestPaths = UITestFiles.paths(in: summaries, globs: options.uiTestPathGlobs)
        self.identifiersByFile = identifiersByFile
        self.resolverFindings = resolverFindings
        self.generatedConstants = Self.constants(summaries)
        self.ruleFindings = []
        self.findingsByFile = [:]
        self.ruleFindings = ruleFindings ?? runRules(texts: texts, shouldStop: shouldStop)
        self.findingsByFile = filteredFindings()
        self.reverse = ReverseIndex(
            identifiersByFile: identifiersByFile, resolverFindings: resolverFindings, ruleFindings: self.ruleFindings)
    }

    /// The resolvers' and rules' output, from which `init(summaries:options:stored:)` rebuilds this.
    var stored: StoredResolution {
        StoredResolution(identifiers: allIdentifiers, resolverFindings: resolverFindings, ruleFindings: ruleFindings)
    }

    /// Every identifier, sorted by file and position.
    var allIdentifiers: [ComputedIdentifier] {
        identifiersByFile.keys.sorted().flatMap { identifiersByFile[$0] ?? [] }
    }

    var allFindings: [Finding] {
        findingsByFile.keys.sorted().flatMap { findingsByFile[$0] ?? [] }
    }

    // MARK: Fast path

    /// Shifts every result that points into `path` after an edit that left its facts unchanged
    /// but moved them. Returns false when the results cannot be shifted safely.
    mutating func shiftPositions(
        of path: String, to summary: FileSummary, mapping: PositionMapping, texts: [String: String]
    ) -> Bool {
        let oldSummary = index.summaries[path]
        index.replacePositions(of: path, with: summary)
        swiftUI?.shift(
            path, { Self.shift($0, path: path, mapping: mapping) }, { Self.shift($0, path: path, mapping: mapping) },
            { Self.shift($0, path: path, mapping: mapping) })
        for file in reverse.identifierFilesTouching[path] ?? [] {
            guard let identifiers = identifiersByFile[file] else { continue }
            identifiersByFile[file] = identifiers.map {
                Self.touches($0, path) ? Self.shift($0, path: path, mapping: mapping) : $0
            }
        }
        var affectedFiles: Set<String> = [path]
        for position in reverse.resolverFindingsTouching[path] ?? [] where resolverFindings.indices.contains(position) {
            resolverFindings[position] = Self.shift(resolverFindings[position], path: path, mapping: mapping)
            affectedFiles.insert(resolverFindings[position].site.file)
        }
        // Only a file that declares generated constants can change them.
        if oldSummary?.generatedConstants.isEmpty == false || !summary.generatedConstants.isEmpty {
            generatedConstants = Self.constants(index.summaries)
        }
        // Rule messages name other files' lines: re-run the rules when one names this file.
        let touchingRules = (reverse.ruleFindingsTouching[path] ?? []).filter { ruleFindings.indices.contains($0) }
        let rulesNameThisFile = touchingRules.contains { position in
            ruleFindings[position].related.contains { $0.site.file == path }
        }
        if rulesNameThisFile {
            ruleFindings = runRules(texts: texts)
            findingsByFile = filteredFindings()
            reverse = ReverseIndex(
                identifiersByFile: identifiersByFile, resolverFindings: resolverFindings, ruleFindings: ruleFindings)
            return true
        }
        for position in touchingRules {
            ruleFindings[position] = Self.shift(ruleFindings[position], path: path, mapping: mapping)
            affectedFiles.insert(ruleFindings[position].site.file)
        }
        // Filtering is per finding (suppressions of its own file, duplicates are equal values and
        // so in the same file): filtering only the affected files gives the same result.
        for file in affectedFiles {
            let raw =
                (reverse.resolverFindingsBySiteFile[file] ?? []).map { resolverFindings[$0] }
                + (reverse.ruleFindingsBySiteFile[file] ?? []).map { ruleFindings[$0] }
            let filtered = FindingFilter.apply(raw, options: options, summaries: index.summaries)
            findingsByFile[file] = filtered.isEmpty ? nil : filtered.sorted(by: Self.findingOrder)
        }
        return true
    }

    /// What UI tests query (`UnknownIdentifierInUITestRule.labelQueries`), computed at the
    /// first label change and kept: a shift never changes a UI test's references.
    private var labelQueries: UnknownIdentifierInUITestRule.QueriedTexts?

    /// Whether replacing a file's shown texts `old` by `new` can change what the label rules
    /// report: when a text that appears or disappears is one the UI tests query, or a label
    /// source gains or loses texts (their counts are in the messages).
    mutating func labelChangeMatters(
        old: [VisibleTextFact], new: [VisibleTextFact], templatesChanged: Bool = false, texts: [String: String]
    ) -> Bool {
        var countChange: [LabelSource: Int] = [:]
        // Messages count label texts only, not other string literals (`LabelSource.codeValue`).
        for fact in old where fact.source.isLabel { countChange[fact.source, default: 0] -= 1 }
        for fact in new where fact.source.isLabel { countChange[fact.source, default: 0] += 1 }
        if countChange.values.contains(where: { $0 != 0 }) { return true }
        let before = Set(old.flatMap { $0.labels.map { $0.lowercased() } })
        let after = Set(new.flatMap { $0.labels.map { $0.lowercased() } })
        let changed = before.symmetricDifference(after)
        if changed.isEmpty && !templatesChanged { return false }
        if labelQueries == nil { labelQueries = UnknownIdentifierInUITestRule.labelQueries(ruleContext(texts: texts)) }
        guard let labelQueries else { return true }
        if templatesChanged, labelQueries.hasPatterns || !labelQueries.values.isEmpty { return true }
        return labelQueries.mayBeAny(of: changed)
    }

    /// What `queried`, one value of a UI-test reference, finds among the identifiers (the hover's
    /// answer, decided as `unknown-identifier-in-ui-test` decides it).
    func uiTestQueryOutcome(of queried: String, reference: TestReferenceFact, texts: [String: String])
        -> UITestQueryOutcome
    {
        UnknownIdentifierInUITestRule.outcome(of: queried, reference: reference, context: ruleContext(texts: texts))
    }

    /// After a shift whose file shows other texts: the rules that read the label model
    /// (`RuleRegistry.labelRules`) run again, the others keep their findings.
    mutating func rerunLabelRules(texts: [String: String]) {
        let rerun = RuleRegistry.labelRules.filter {
            FindingFilter.reports($0.description, ruleID: $0.description.id, options: options)
        }
        let ids = Set(RuleRegistry.labelRules.map { $0.description.id })
        let context = ruleContext(texts: texts)
        ruleFindings = ruleFindings.filter { !ids.contains($0.ruleID) } + rerun.flatMap { $0.check(context) }
        findingsByFile = filteredFindings()
        reverse = ReverseIndex(
            identifiersByFile: identifiersByFile, resolverFindings: resolverFindings, ruleFindings: ruleFindings)
    }

    static func touches(_ identifier: ComputedIdentifier, _ path: String) -> Bool {
        identifier.site.file == path || identifier.elementSite.file == path
            || identifier.allSteps.contains { $0.site.file == path }
    }

    private static func shift(_ site: SourceSite, path: String, mapping: PositionMapping) -> SourceSite {
        site.file == path ? SourceSite(file: path, range: mapping.map(site.range)) : site
    }

    private static func shift(_ identifier: ComputedIdentifier, path: String, mapping: PositionMapping)
        -> ComputedIdentifier
    {
        var shifted = identifier
        shifted.site = shift(identifier.site, path: path, mapping: mapping)
        shifted.elementSite = shift(identifier.elementSite, path: path, mapping: mapping)
        func moved(_ steps: [ProvenanceStep]) -> [ProvenanceStep] {
            steps.map { step in
                var step = step
                step.site = shift(step.site, path: path, mapping: mapping)
                return step
            }
        }
        shifted.via = moved(identifier.via)
        shifted.ownContext?.via = moved(identifier.ownContext?.via ?? [])
        for index in shifted.otherContexts.indices {
            shifted.otherContexts[index].via = moved(shifted.otherContexts[index].via)
        }
        return shifted
    }

    private static func shift(_ finding: Finding, path: String, mapping: PositionMapping) -> Finding {
        var shifted = finding
        shifted.site = shift(finding.site, path: path, mapping: mapping)
        shifted.related = finding.related.map {
            RelatedSite(site: shift($0.site, path: path, mapping: mapping), message: $0.message)
        }
        shifted.fixes = finding.fixes.map { fix in
            var fix = fix
            fix.edits = fix.edits.map { edit in
                edit.file == path
                    ? FileEdit(file: path, range: mapping.map(edit.range), replacement: edit.replacement) : edit
            }
            return fix
        }
        return shifted
    }

    // MARK: Rules

    private func ruleContext(texts: [String: String], identifiers: [ComputedIdentifier]? = nil) -> RuleContext {
        let lines = SiteDescriber(texts: texts)
        return RuleContext(
            summaries: index.summaries, identifiers: identifiers ?? allIdentifiers, index: index, options: options,
            uiTestPaths: uiTestPaths,
            describe: { lines.describe($0) }
        )
    }

    /// `shouldStop` (a superseded background resolution) is asked before each rule; the
    /// findings of a stopped run are incomplete and its resolution is discarded.
    ///
    /// The rules read the resolution and nothing of each other's: they run on two threads
    /// (the duplicate rule, the heaviest, takes as long as the others together on real apps),
    /// each with its own context (the site describer caches line tables), and their findings
    /// are put together in the registry's order.
    private func runRules(texts: [String: String], shouldStop: @escaping () -> Bool = { false }) -> [Finding] {
        // A rule the options turn off is not run at all (each workspace rule reports only its own
        // id): the opt-in outline rules would otherwise outline every screen on every resolution.
        let rules = RuleRegistry.workspaceRules.filter {
            FindingFilter.reports($0.description, ruleID: $0.description.id, options: options)
        }
        let identifiers = allIdentifiers
        let stop = ResolutionCancellation()
        func run(_ part: [WorkspaceRule.Type]) -> [[Finding]] {
            let context = ruleContext(texts: texts, identifiers: identifiers)
            var findings: [[Finding]] = []
            for rule in part {
                if stop.isCancelled || shouldStop() {
                    stop.cancel()
                    break
                }
                findings.append(rule.check(context))
            }
            return findings
        }
        let heavy = rules.firstIndex { $0 == DuplicateIdentifierRule.self }
        guard let heavy, rules.count > 1 else { return run(rules).flatMap { $0 } }
        let others = rules.indices.filter { $0 != heavy }.map { rules[$0] }
        let (duplicates, rest) = DeepStack.both({ run([rules[heavy]]) }, { run(others) })
        var ordered = rest
        ordered.insert(duplicates.first ?? [], at: min(heavy, ordered.count))
        return ordered.flatMap { $0 }
    }

    private func filteredFindings() -> [String: [Finding]] {
        let findings = FindingFilter.apply(
            resolverFindings + ruleFindings, options: options, summaries: index.summaries)
        var byFile = Dictionary(grouping: findings, by: { $0.site.file })
        for (file, list) in byFile { byFile[file] = list.sorted(by: Self.findingOrder) }
        return byFile
    }

    private static func group(_ identifiers: [ComputedIdentifier]) -> [String: [ComputedIdentifier]] {
        var byFile = Dictionary(grouping: identifiers, by: { $0.site.file })
        for (file, list) in byFile { byFile[file] = list.sorted(by: identifierOrder) }
        return byFile
    }

    private static func constants(_ summaries: [String: FileSummary]) -> [String: GeneratedConstantFact] {
        var constants: [String: GeneratedConstantFact] = [:]
        for summary in summaries.values {
            for constant in summary.generatedConstants { constants[constant.path] = constant }
        }
        return constants
    }

    static func identifierOrder(_ a: ComputedIdentifier, _ b: ComputedIdentifier) -> Bool {
        // The context keys are formatted only to break a tie.
        if (a.site.file, a.site.range.start, a.value) != (b.site.file, b.site.range.start, b.value) {
            return (a.site.file, a.site.range.start, a.value) < (b.site.file, b.site.range.start, b.value)
        }
        return a.contextKey < b.contextKey
    }

    static func findingOrder(_ a: Finding, _ b: Finding) -> Bool {
        (a.site.file, a.site.range.start, a.ruleID, a.message) < (b.site.file, b.site.range.start, b.ruleID, b.message)
    }
}

/// Turns sites into `File.swift:14` for messages, indexing each file's lines once.
final class SiteDescriber {
    private let texts: [String: String]
    private var indexes: [String: LineIndex] = [:]

    init(texts: [String: String]) { self.texts = texts }

    func describe(_ site: SourceSite) -> String {
        let name = site.file.split(separator: "/").last.map(String.init) ?? site.file
        guard let text = texts[site.file] else { return name }
        let index: LineIndex
        if let cached = indexes[site.file] {
            index = cached
        } else {
            index = LineIndex(text)
            indexes[site.file] = index
        }
        return "\(name):\(index.humanPosition(of: site.range.start).line)"
    }
}
