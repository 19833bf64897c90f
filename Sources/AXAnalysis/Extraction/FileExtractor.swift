// Entry point of per-file extraction: text in, `FileSummary` out.
import SwiftSyntax

/// Which facts an extraction reads.
public enum ExtractionScope: Sendable {
    /// Every fact: what the workspace's rules, the outlines and the caches need.
    case everything
    /// The facts identifiers are computed from, without those only findings and outlines read:
    /// no outline facts, embedded children or suppressions, and of a localization table only the
    /// development language's texts (identifiers set from localized texts take them); its other
    /// texts and keys feed only `unknown-identifier-in-ui-test`'s label model. Such a
    /// summary (`FileSummary.scope`) goes only to `AnalysisWorkspace(identifiersOnlyWith:)`,
    /// never to a cache: `ax-lsp ids` and `generate` without a cache build it.
    case identifiers
}

/// Extracts a file's summary; Swift files are parsed on a `DeepStack` thread.
public enum FileExtractor {
    public static func summarize(path: String, text: String, scope: ExtractionScope = .everything) -> FileSummary {
        if path.hasSuffix(".storyboard") || path.hasSuffix(".xib") {
            return InterfaceBuilderExtractor.summarize(path: path, text: text)
        }
        if LocalizationTableExtractor.isLocalizationTable(path) {
            guard scope == .everything else {
                return LocalizationTableExtractor.summarizeDevelopmentTexts(path: path, text: text)
            }
            return LocalizationTableExtractor.summarize(path: path, text: text)
        }
        if SnapshotReferenceFile.isReference(path) {
            return SnapshotReferenceFile.summarize(path: path, text: text)
        }
        if SwiftGenConfigExtractor.isConfigPath(path) {
            return SwiftGenConfigExtractor.summarize(path: path, text: text)
        }
        // Discovery hands over only the YAML files that are Maestro flows (and SwiftGen's configurations).
        if MaestroFlowExtractor.isYAML(path) {
            return MaestroFlowExtractor.summarize(path: path, text: text)
        }
        // And only the suite files among JavaScript, Python, Java, Kotlin and Ruby sources.
        if SuiteLanguage.of(path: path) != nil {
            return AppiumSuiteExtractor.summarize(path: path, text: text)
        }
        if ByteSearch.containsNUL(text) {
            var summary = FileSummary(path: path, kind: .swift)
            summary.readProblem = "the file contains NUL bytes and looks binary; it was not analysed"
            return summary
        }
        return DeepStack.run {
            let parse = SwiftSourceParser.guardedParse(text)
            return summarize(
                path: path, tree: parse.tree, text: parse.parsedText, skipped: parse.skipped, clock: nil, scope: scope)
        }
    }

    /// What a file given up by `BudgetedWorkPool` contributes: nothing, and the finding that says so.
    package static func budgetExceededSummary(path: String, budget: Double) -> FileSummary {
        let kind: FileKind =
            path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
            ? .interfaceBuilder
            : LocalizationTableExtractor.isLocalizationTable(path)
                ? .localizationTable
                : SnapshotReferenceFile.isReference(path)
                    ? .snapshotReference
                    : SwiftGenConfigExtractor.isConfigPath(path)
                        ? .swiftGenConfig
                        : MaestroFlowExtractor.isYAML(path)
                            ? .maestroFlow
                            : SuiteLanguage.of(path: path) != nil ? .appiumSuite : .swift
        var summary = FileSummary(path: path, kind: kind)
        summary.exceededBudget = budget
        return summary
    }

    /// Past `DeepStack.maximumNestingLevel` swift-syntax stops parsing and keeps the rest of the
    /// file as unexpected tokens, so its identifiers would vanish without a word; say where.
    static func nestingOverflowProblem(in tree: SourceFileSyntax) -> String? {
        guard tree.hasMaximumNestingLevelOverflow else { return nil }
        let finder = NestingOverflowFinder(viewMode: .all)
        finder.walk(tree)
        let line = finder.overflowOffset.map { offset in
            LineIndex(tree.description).humanPosition(of: offset).line
        }
        let place = line.map { " near line \($0)" } ?? ""
        return
            "the code nests deeper than \(DeepStack.maximumNestingLevel) levels\(place); the rest of the file was not analysed"
    }

    /// Extracts from an already parsed tree. Call on a `DeepStack` thread for deep trees.
    /// `text`, when given, must be the tree's source: the suppression scan and the SwiftUI
    /// extractor's hosting-call check then search its bytes instead of rebuilding it from the
    /// tree or reading every call. `skipped` is what `ParseCostGuard` blanked before the parse.
    public static func summarize(
        path: String, tree: SourceFileSyntax, text: String? = nil, skipped: [SkippedRegion] = []
    ) -> FileSummary {
        summarize(path: path, tree: tree, text: text, skipped: skipped, clock: nil, scope: .everything)
    }

    /// `clock`, when given, times each pass in the order `ExtractionPassTimes.passNames` lists.
    static func summarize(
        path: String, tree: SourceFileSyntax, text: String?, skipped: [SkippedRegion], clock: PassClock?,
        scope: ExtractionScope = .everything
    ) -> FileSummary {
        func timed<T>(_ body: () -> T) -> T { clock.map { $0.time(body) } ?? body() }
        var summary = timed { SwiftFactCollector.collect(tree: tree, file: path, text: text) }
        summary.swiftUI = timed { SwiftUIExtractor.extract(from: tree, file: path, text: text) }
        if scope == .everything {
            summary.suppressions = timed { SuppressionScanner.scan(tree: tree, file: path, text: text) }
        }
        summary.stringConstants = timed { StringConstantExtractor.extract(from: tree, file: path, text: text) }
        summary.rapidA11y = timed { RapidA11yExtractor.extract(from: tree, file: path, text: text) }
        if scope == .everything {
            summary.outline = timed { OutlineFactExtractor.extract(from: tree, file: path, text: text) }
            summary.embeddedChildren = timed {
                EmbeddedChildExtractor.children(in: summary.outline, types: summary.types)
            }
            summary.imageAssetNames = ImageAssetNameExtractor.extract(from: tree, text: text)
        } else {
            summary.scope = scope
        }
        summary.readProblem = timed { nestingOverflowProblem(in: tree) }
        summary.skippedRegions = skipped
        return summary
    }

    /// Extracts from a tree that the incremental parser built from the tree `previous` was made
    /// for: bodies the parser reused are replayed from `previous` instead of walked. The result
    /// equals `summarize(path:tree:)`; the returned memo serves the next edit. `text` is the
    /// tree's source when the caller has it (it spares copying the text out of the tree).
    /// Call on a `DeepStack` thread for deep trees.
    public static func summarize(
        path: String, tree: SourceFileSyntax, text: String? = nil, skipped: [SkippedRegion] = [],
        previous: ExtractionMemo?
    ) -> (summary: FileSummary, memo: ExtractionMemo) {
        let usable = previous?.path == path ? previous : nil
        let memo = ExtractionMemo(path: path, tree: tree, inheriting: usable)
        var summary = SwiftFactCollector.collect(tree: tree, file: path, text: text, previous: usable, memo: memo)
        summary.swiftUI = SwiftUIExtractor.extract(from: tree, file: path, text: text, previous: usable, memo: memo)
        summary.suppressions = SuppressionScanner.scan(tree: tree, file: path, text: text)
        summary.stringConstants = StringConstantExtractor.extract(
            from: tree, file: path, text: text, previous: usable, memo: memo)
        summary.rapidA11y = RapidA11yExtractor.extract(from: tree, file: path, text: text)
        summary.outline = OutlineFactExtractor.extract(from: tree, file: path, text: text, previous: usable, memo: memo)
        summary.embeddedChildren = EmbeddedChildExtractor.children(in: summary.outline, types: summary.types)
        summary.imageAssetNames = ImageAssetNameExtractor.extract(from: tree, text: text)
        summary.readProblem = nestingOverflowProblem(in: tree)
        summary.skippedRegions = skipped
        return (summary, memo)
    }
}

/// Finds where the parser gave up: the first unexpected-token run that carries the overflow bit.
private final class NestingOverflowFinder: SyntaxAnyVisitor {
    var overflowOffset: Int?

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if overflowOffset != nil || !node.hasMaximumNestingLevelOverflow { return .skipChildren }
        if node.is(UnexpectedNodesSyntax.self) {
            overflowOffset = node.positionAfterSkippingLeadingTrivia.utf8Offset
            return .skipChildren
        }
        return .visitChildren
    }
}
