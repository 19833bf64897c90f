// analysis-budget-exceeded: a file whose analysis ran past its time budget and was given up.

/// `BudgetedWorkPool` stops waiting for a file whose parse and extraction run past
/// `BudgetedWorkPool.defaultFileBudget` seconds, so one file cannot stall `ax-lsp check` or the
/// server's indexing. The file then contributes nothing; this finding says so.
package enum AnalysisBudgetExceededRule: WorkspaceRule {
    package static let description = RuleDescription(
        id: "analysis-budget-exceeded",
        defaultSeverity: .warning,
        summary: "a file took too long to analyse and was skipped, or a SwiftUI view's resolution was cut off",
        help:
            "Parsing and extracting one file has a time budget (\(Int(BudgetedWorkPool.defaultFileBudget)) seconds, a thousand times what a large real file takes), so that no input can stall `ax-lsp check` or the language server. A file past it is skipped: identifiers it defines are missing, and references to them may be reported as unknown. This should never happen on real code; please report the file (it is a parser case ax-lsp does not guard against yet), and exclude it in `.ax-lsp.yml` meanwhile. No source triggers it by itself: it depends on how long the file takes, not on what it says.\n\nLikewise, the views one SwiftUI root reaches (an app, a screen nothing else shows, a preview, a hosted view) are walked within a budget of \(SwiftUIRenderWalker.Limits().maximumVisits) views, and the workspace within \(SwiftUIRenderWalker.Limits().maximumIdentifiers) identifiers: usage paths that multiply through nested components (each giving its children other branches) are cut off there and an info finding names the root. Views that give no identifier are walked once however many paths reach them, so real apps stay far below the budget.",
        nonTriggeringExamples: [
            """
            // Even 40 levels of `[`, which would take the parser days, are kept from it
            // (file-too-complex) and analysed in milliseconds.
            let grid: [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[Int]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]] = []
            """
        ]
    )

    package static func check(_ context: RuleContext) -> [Finding] {
        // The few files given up, sorted (sorting every path cost more than the rule).
        context.summaries.filter { $0.value.exceededBudget != nil }.keys.sorted().compactMap { path in
            guard let budget = context.summaries[path]?.exceededBudget else { return nil }
            return makeFinding(
                at: SourceSite(file: path, range: ByteRange(start: 0, end: 0)),
                message:
                    "analysing this file took longer than \(Int(budget)) s, so it was skipped and identifiers it defines are missing; report the file to ax-lsp, and exclude it in .ax-lsp.yml meanwhile"
            )
        }
    }

    /// A SwiftUI render root whose walk ran past the walker's per-root budget
    /// (`SwiftUIRenderWalker.Limits`): usage paths that multiply through its components were cut
    /// off there, so resolution ends; an info finding at the root names it.
    static func rootCutOff(rootSite: SourceSite, rootName: String, limit: String) -> Finding {
        var finding = makeFinding(
            at: rootSite,
            message:
                "resolving the SwiftUI views '\(rootName)' shows stopped after \(limit): its usage paths multiply through nested components, so identifiers below the cut are missing; please report this view to ax-lsp, and mark the deepest shared component with explicit identifiers meanwhile"
        )
        finding.severity = .info
        return finding
    }
}
