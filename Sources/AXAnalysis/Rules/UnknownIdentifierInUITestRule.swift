// unknown-identifier-in-ui-test: a UI test queries an identifier no element gets.

/// A UI test that queries an identifier no view defines will not find its element. XCUITest's
/// subscripts also match labels and titles, so strings that equal a visible text in the app
/// (`Button("Sign in")`, `label.text = "Welcome"`, a storyboard title) are not reported.
package enum UnknownIdentifierInUITestRule: WorkspaceRule {
    package static let description = RuleDescription(
        id: "unknown-identifier-in-ui-test",
        defaultSeverity: .error,
        summary: "a UI test queries an identifier that no element gets",
        help: "The queried string matches no identifier the analysis computes for the app (explicit, AAII, branch/leaf, AccessibilityIdentificable or Interface Builder) and no visible label or title. The element was renamed or removed, or the query has a typo; the finding suggests the closest identifier.",
        semantics: ["EX-1", "EX-2", "AI-8"],
        triggeringExamples: [
            """
            //- App/FeedViewController.swift
            import UIKit

            class FeedViewController: UIViewController {
                let likeButton = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    likeButton.accessibilityIdentifier = "feed.like"
                }
            }
            //- AppUITests/FeedUITests.swift
            import XCTest

            final class FeedUITests: XCTestCase {
                func testLike() {
                    let app = XCUIApplication()
                    app.buttons[1️⃣"feed.lik"].tap()
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            //- App/FeedViewController.swift
            import UIKit

            class FeedViewController: UIViewController {
                let likeButton = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    likeButton.accessibilityIdentifier = "feed.like"
                    likeButton.setTitle("Like", for: .normal)
                }
            }
            //- AppUITests/FeedUITests.swift
            import XCTest

            final class FeedUITests: XCTestCase {
                func testLike() {
                    let app = XCUIApplication()
                    app.buttons["feed.like"].tap()
                    app.buttons["Like"].tap()
                }
            }
            """,
        ]
    )

    package static func check(_ context: RuleContext) -> [Finding] {
        let concrete = Set(context.identifiers.filter { $0.certainty != .dynamic }.map(\.value))
        let templates = Array(Set(context.identifiers.filter { $0.certainty == .dynamic }.map(\.value)))
        var visibleTexts: Set<String> = []
        for (path, summary) in context.summaries where !context.uiTestPaths.contains(path) {
            for text in summary.visibleTexts { visibleTexts.insert(text.text) }
        }
        var constants: [String: GeneratedConstantFact] = [:]
        for summary in context.summaries.values {
            for constant in summary.generatedConstants { constants[constant.path] = constant }
        }
        // Every reference that queries no known identifier, in file order.
        var unknown: [(path: String, reference: TestReferenceFact, queried: String)] = []
        for path in context.uiTestPaths.sorted() {
            guard let summary = context.summaries[path] else { continue }
            for reference in summary.testReferences {
                guard let queried = queriedValue(reference, context: context, constants: constants) else { continue }
                if concrete.contains(queried) || visibleTexts.contains(queried) { continue }
                if templates.contains(where: { TemplateMatcher.matches(queried, template: $0) }) { continue }
                unknown.append((path, reference, queried))
            }
        }
        // UI tests repeat their stale strings; each is searched for a suggestion once.
        var distinctQueries: [String] = []
        var seen: Set<String> = []
        for entry in unknown where seen.insert(entry.queried).inserted { distinctQueries.append(entry.queried) }
        let suggestions = Self.suggestions(for: distinctQueries, among: SpellingCandidates(Array(concrete)))
        // Where each suggested identifier is set: the first identifier with that value, looked up
        // once per workspace instead of scanning every identifier per finding.
        var firstSites: [String: SourceSite]?
        var findings: [Finding] = []
        for (path, reference, queried) in unknown {
            let suggestion = suggestions[queried] ?? nil
            var message = "no element has the identifier '\(queried)'"
            if reference.kind == .generatedConstant { message += " (the value of \(reference.value.value))" }
            var related: [RelatedSite] = []
            if let suggestion {
                message += "; did you mean '\(suggestion)'"
                if firstSites == nil { firstSites = Self.firstSites(context.identifiers) }
                if let site = firstSites?[suggestion] {
                    message += " (\(context.describe(site)))"
                    related.append(RelatedSite(site: site, message: "'\(suggestion)' is set here"))
                }
                message += "?"
            } else {
                message += "; the element was renamed or removed, or the query has a typo"
            }
            var fixes: [Fix] = []
            if let suggestion, reference.kind != .generatedConstant, reference.value.kind == .literal {
                fixes.append(Fix(
                    title: "replace with '\(suggestion)'",
                    edits: [FileEdit(file: path, range: reference.value.site.range, replacement: "\"\(suggestion)\"")],
                    isSafeForFixAll: false, isPreferred: true
                ))
            }
            findings.append(makeFinding(at: reference.site, message: message, identifier: queried, related: related, fixes: fixes))
        }
        return findings
    }

    /// The closest identifier to each query (nil when none is within reach). The searches are
    /// independent and were most of a large workspace's resolution, so many of them run on
    /// every core; each result lands in its own slot, so the answer never depends on timing.
    static func suggestions(for queries: [String], among candidates: SpellingCandidates, threads: Int = ParallelExtractor.defaultThreadCount) -> [String: String?] {
        let results = ResultSlots<String?>(count: queries.count)
        if threads > 1 && queries.count >= 16 {
            DeepStack.concurrentPerform(count: queries.count, threads: threads) { index in
                results.store(candidates.closest(to: queries[index]), at: index)
            }
        } else {
            for (index, query) in queries.enumerated() { results.store(candidates.closest(to: query), at: index) }
        }
        let values = results.values
        var byQuery: [String: String?] = [:]
        for (index, query) in queries.enumerated() where values.indices.contains(index) { byQuery[query] = values[index] ?? nil }
        return byQuery
    }

    /// Each identifier value with the site of its first identifier.
    static func firstSites(_ identifiers: [ComputedIdentifier]) -> [String: SourceSite] {
        var sites: [String: SourceSite] = [:]
        for identifier in identifiers where sites[identifier.value] == nil { sites[identifier.value] = identifier.site }
        return sites
    }

    /// The string a reference queries, when it is known statically.
    static func queriedValue(_ reference: TestReferenceFact, context: RuleContext, constants: [String: GeneratedConstantFact]) -> String? {
        switch reference.kind {
        case .generatedConstant:
            guard let constant = constants[reference.value.value], !constant.isArray else { return nil }
            return constant.value
        case .subscriptQuery, .matchingIdentifier:
            return context.index.exactString(reference.value)
        }
    }
}
