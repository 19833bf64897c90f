// Which UI tests, Maestro flows and Appium suites query each identifier, computed once for many
// questions: the hover asks for one identifier, a screen listing for hundreds.

/// The workspace's UI-test queries with their queried values resolved once.
package struct IdentifierTestUsage {
    fileprivate let exact: [String: [TestReferenceFact]]
    fileprivate let patterns: [(reference: TestReferenceFact, queried: [String], pattern: QueryPattern)]
    fileprivate let selectors: [UITestSelector]

    /// UI-test references that query this identifier (as `AnalysisWorkspace.testReferences(toIdentifier:)`).
    package func references(to value: String) -> [TestReferenceFact] {
        var found = exact[value] ?? []
        for entry in patterns where entry.queried.contains(where: { entry.pattern.matches(value, operand: $0) }) {
            found.append(entry.reference)
        }
        return found.sorted { ($0.site.file, $0.site.range.start) < ($1.site.file, $1.site.range.start) }
    }

    /// The flow and suite selectors that find an element with this identifier.
    package func selectors(finding identifier: ComputedIdentifier) -> [UITestSelector] {
        selectors.filter {
            !$0.isOnlyKnownAtRunTime && $0.finds(identifier.value, valueIsTemplate: identifier.certainty == .dynamic)
        }
    }
}

extension AnalysisWorkspace {
    /// The UI-test queries of the current files, for many identifier look-ups.
    package func identifierTestUsage() -> IdentifierTestUsage {
        var exact: [String: [TestReferenceFact]] = [:]
        var patterns: [(reference: TestReferenceFact, queried: [String], pattern: QueryPattern)] = []
        // A predicate on `label` never finds an identifier.
        for reference in allTestReferences() where reference.kind != .labelPredicate {
            let queried = queriedValues(of: reference)
            if let pattern = reference.pattern {
                patterns.append((reference, queried, pattern))
            } else {
                for value in Set(queried) { exact[value, default: []].append(reference) }
            }
        }
        return IdentifierTestUsage(exact: exact, patterns: patterns, selectors: uiTestSelectors())
    }
}
