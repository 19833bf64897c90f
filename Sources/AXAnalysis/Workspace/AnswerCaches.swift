// What `AnalysisWorkspace` keeps between questions: answers derived from the resolution a
// question reads, and the tables the UI-test files alone determine.

/// Answers kept until the files, the options or the resolution answered from change.
struct AnswerCaches {
    var allIdentifiers: [ComputedIdentifier]?
    var identifiersByValue: [String: [ComputedIdentifier]]?
    var allFindings: [Finding]?
    var queriedReferences: [(reference: TestReferenceFact, queriedValues: [String])]?
    /// `ResolutionState.staleMapping` of the current texts, until a change.
    var staleMapping: StaleMapping?

    /// The query helpers and the flows' and suites' selectors read only the files that have
    /// UI-test references, flows or suites: a change of any other file keeps them
    /// (`dropTestFacing`). While a workspace indexes, every file read changes the workspace, and
    /// each hover built both again from every file (nearly all of its time).
    var queryHelpers: UITestQueryHelpers?
    /// `uiTestSelectors()` of the current summaries (they read nothing else).
    var uiTestSelectors: [UITestSelector]?
    /// `uiTestSelectors(finding:isTemplate:)` by template flag and value, for those selectors.
    var selectorsFinding: [String: [UITestSelector]] = [:]
    /// How many times the query helpers or the selectors were built from every file (tests).
    var testFacingBuildCount = 0

    /// Drops every answer derived from a resolution.
    mutating func clearResults() {
        allIdentifiers = nil
        identifiersByValue = nil
        allFindings = nil
        staleMapping = nil
        queriedReferences = nil
    }

    /// After `old` was replaced by `new` (nil: none), or `always`: drops what the files with
    /// UI-test references, flows or suites alone determine when either summary is of such a file.
    mutating func dropTestFacing(old: FileSummary?, new: FileSummary?, always: Bool = false) {
        let summaries = [old, new].compactMap { $0 }
        if always || summaries.contains(where: { $0.maestroFlow != nil || $0.appiumSuite != nil }) {
            uiTestSelectors = nil
            selectorsFinding = [:]
        }
        // Helpers are declared by the queries whose value is a helper's parameter; the calls of
        // a helper (`helperArgument`) read them, they declare none.
        if always
            || summaries.contains(where: {
                $0.testReferences.contains { $0.helper != nil && $0.kind != .helperArgument }
            })
        {
            queryHelpers = nil
        }
    }
}
