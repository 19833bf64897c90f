// The id selectors of Maestro flows and Appium suites as the editor sees them: which elements
// each one finds, for hover, go to definition and find references.
import Foundation

/// A Maestro `id:` or an Appium accessibility id, with how it matches identifiers (the same
/// matching `unknown-identifier-in-ui-test` does: `MaestroFlowQueries`, `AppiumSuiteQueries`).
package struct UITestSelector: Hashable {
    package enum Framework: Hashable { case maestro, appium }

    package var framework: Framework
    package var site: SourceSite
    /// As written in the file (a Maestro pattern before `${…}` substitution; an Appium id
    /// without `~`, a template's run-time parts as `{…}`).
    package var written: String
    /// What is matched: the Maestro pattern after substitution, or the Appium id.
    package var pattern: String
    /// How it is written, for the hover: `tapOn`, `'~…' (WebdriverIO)`, `AppiumBy.ACCESSIBILITY_ID`…
    package var shape: String
    /// An Appium template literal (`` `~row-${i}` ``).
    package var isTemplate: Bool

    /// Whether the selector finds an element whose identifier is `value` (a template of the
    /// app's when `valueIsTemplate`).
    func finds(_ value: String, valueIsTemplate: Bool) -> Bool {
        switch framework {
        case .maestro:
            var matcher = IdentifierPatternMatcher(
                concrete: valueIsTemplate ? [] : [value], templates: valueIsTemplate ? [value] : [], imageNames: [])
            return matcher.matches(pattern)
        case .appium:
            let fact = AppiumSelectorFact(
                value: pattern, isTemplate: isTemplate, shape: shape, site: site, valueRange: nil)
            return AccessibilityIdMatcher(
                concrete: valueIsTemplate ? [] : [value], templates: valueIsTemplate ? [value] : []
            ).matches(fact)
        }
    }

    /// True when the selector can match anything, so what it finds is only known at run time:
    /// a Maestro `${NAME}` no `env:` defines, an Appium template with no literal part.
    var isOnlyKnownAtRunTime: Bool {
        switch framework {
        case .maestro: return pattern == ".*"
        case .appium: return isTemplate && !TemplateMatcher.pieces(pattern).contains { !$0.isEmpty }
        }
    }
}

extension AnalysisWorkspace {
    /// Every id selector of the workspace's Maestro flows and Appium suites, in file order.
    package func uiTestSelectors() -> [UITestSelector] {
        if let cached = caches.uiTestSelectors { return cached }
        let selectors = makeUITestSelectors()
        caches.testFacingBuildCount += 1
        caches.uiTestSelectors = selectors
        return selectors
    }

    private func makeUITestSelectors() -> [UITestSelector] {
        let summaries = allSummaries
        let callers = MaestroFlowQueries.callerEnvironments(summaries)
        var selectors: [UITestSelector] = []
        for path in summaries.keys.sorted() {
            guard let summary = summaries[path] else { continue }
            if let flow = summary.maestroFlow {
                for selector in flow.selectors where selector.kind == .id {
                    let pattern = MaestroFlowQueries.substitute(
                        selector.pattern, selector: selector, header: flow.env, callers: callers[path] ?? [])
                    selectors.append(
                        UITestSelector(
                            framework: .maestro, site: selector.site, written: selector.pattern, pattern: pattern,
                            shape: selector.command, isTemplate: false))
                }
            }
            for selector in summary.appiumSuite?.selectors ?? [] {
                selectors.append(
                    UITestSelector(
                        framework: .appium, site: selector.site, written: selector.value, pattern: selector.value,
                        shape: selector.shape, isTemplate: selector.isTemplate))
            }
        }
        return selectors
    }

    /// The flow or suite selector whose value holds the offset.
    package func uiTestSelector(at utf8Offset: Int, inFile path: String) -> UITestSelector? {
        guard let summary = summary(of: path), summary.maestroFlow != nil || summary.appiumSuite != nil else {
            return nil
        }
        return uiTestSelectors().first {
            $0.site.file == path && ($0.site.range.contains(utf8Offset) || $0.site.range.end == utf8Offset)
        }
    }

    /// The elements a selector finds by identifier, in the order of `allIdentifiers()`.
    package func identifiers(foundBy selector: UITestSelector) -> [ComputedIdentifier] {
        guard !selector.isOnlyKnownAtRunTime else { return [] }
        var answers: [String: Bool] = [:]
        return allIdentifiers().filter { identifier in
            let key = "\(identifier.certainty == .dynamic)|\(identifier.value)"
            if let known = answers[key] { return known }
            let found = selector.finds(identifier.value, valueIsTemplate: identifier.certainty == .dynamic)
            answers[key] = found
            return found
        }
    }

    /// The flow and suite selectors that find an element with this identifier.
    package func uiTestSelectors(finding identifier: ComputedIdentifier) -> [UITestSelector] {
        uiTestSelectors(finding: identifier.value, isTemplate: identifier.certainty == .dynamic)
    }

    /// The flow and suite selectors that find an element whose identifier is `value` (a template
    /// of the app's when `isTemplate`).
    package func uiTestSelectors(finding value: String, isTemplate: Bool) -> [UITestSelector] {
        // Kept with the selectors: each hover of an identifier asks, and matching every selector
        // compiles its pattern.
        let key = (isTemplate ? "t|" : "c|") + value
        if let known = caches.selectorsFinding[key] { return known }
        let found = uiTestSelectors().filter {
            !$0.isOnlyKnownAtRunTime && $0.finds(value, valueIsTemplate: isTemplate)
        }
        caches.selectorsFinding[key] = found
        return found
    }

    /// The names images are loaded by that a selector finds (an image view reports its image's).
    package func imageNames(foundBy selector: UITestSelector) -> [String] {
        guard !selector.isOnlyKnownAtRunTime else { return [] }
        return MaestroFlowQueries.imageAssetNames(allSummaries).sorted().filter {
            selector.finds($0, valueIsTemplate: false)
        }
    }

    /// The texts the app shows that an Appium accessibility id finds when no identifier is it
    /// (the XCUITest driver falls back to an element's label).
    package func labels(foundBy selector: UITestSelector) -> [VisibleTextFact] {
        guard selector.framework == .appium, !selector.isOnlyKnownAtRunTime else { return [] }
        guard selector.isTemplate else { return labels(matching: selector.pattern) }
        let fact = AppiumSelectorFact(
            value: selector.pattern, isTemplate: true, shape: selector.shape, site: selector.site, valueRange: nil)
        guard let regex = AccessibilityIdMatcher.regex(forTemplate: fact) else { return [] }
        return allSummaries.keys.sorted().flatMap { path in
            isUITestFile(path)
                ? []
                : (summary(of: path)?.visibleTexts ?? []).filter { AccessibilityIdMatcher.wholeMatch(regex, $0.text) }
        }
    }
}
