// Outlines of the analysed workspace, for the CLI (`ax-lsp outline`) and the editor.

extension AnalysisWorkspace {
    /// Every screen's outline, or only `typeName`'s.
    package func accessibilityOutlines(typeName: String? = nil) -> [AccessibilityOutline] {
        AccessibilityOutliner.outlines(summaries: Array(allSummaries.values), typeName: typeName)
    }

    /// The outlines of the screens declared in one file.
    package func accessibilityOutlines(inFile path: String) -> [AccessibilityOutline] {
        AccessibilityOutliner.outlines(summaries: Array(allSummaries.values), inFile: path)
    }
}
