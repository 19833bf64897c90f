// analysis-budget-exceeded: a file whose analysis ran past its time budget and was given up.

/// `BudgetedWorkPool` stops waiting for a file whose parse and extraction run past
/// `BudgetedWorkPool.defaultFileBudget` seconds, so one file cannot stall `ax-lsp check` or the
/// server's indexing. The file then contributes nothing; this finding says so.
package enum AnalysisBudgetExceededRule: WorkspaceRule {
    package static let description = RuleDescription(
        id: "analysis-budget-exceeded",
        defaultSeverity: .warning,
        summary: "a file took too long to analyse and was skipped",
        help: "Parsing and extracting one file has a time budget (\(Int(BudgetedWorkPool.defaultFileBudget)) seconds, a thousand times what a large real file takes), so that no input can stall `ax-lsp check` or the language server. A file past it is skipped: identifiers it defines are missing, and references to them may be reported as unknown. This should never happen on real code; please report the file (it is a parser case ax-lsp does not guard against yet), and exclude it in `.ax-lsp.yml` meanwhile. No source triggers it by itself: it depends on how long the file takes, not on what it says.",
        nonTriggeringExamples: [
            """
            // Even 40 levels of `[`, which would take the parser days, are kept from it
            // (file-too-complex) and analysed in milliseconds.
            let grid: [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[Int]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]] = []
            """,
        ]
    )

    package static func check(_ context: RuleContext) -> [Finding] {
        context.summaries.keys.sorted().compactMap { path in
            guard let budget = context.summaries[path]?.exceededBudget else { return nil }
            return makeFinding(
                at: SourceSite(file: path, range: ByteRange(start: 0, end: 0)),
                message: "analysing this file took longer than \(Int(budget)) s, so it was skipped and identifiers it defines are missing; report the file to ax-lsp, and exclude it in .ax-lsp.yml meanwhile"
            )
        }
    }
}
