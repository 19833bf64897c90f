// Runs every rule's documented examples through the real analysis (SwiftLint's habit): a
// triggering example reports the rule at each marker and nowhere else, a non-triggering one
// does not report it at all. The examples are what `docs/rules.md` and `ax-lsp rules NAME` show.
import AXAnalysis
import AXTestSupport
import XCTest

final class RuleExampleTests: XCTestCase {
    /// Rules no source text can trigger by itself, with the test that raises them instead.
    static let triggeredOutsideTheAnalysis = [
        // A file past its time budget: ParseCostGuard keeps every known slow input out of the parser.
        "analysis-budget-exceeded": "BudgetedWorkPoolTests.testAGivenUpFileBecomesAnAnalysisBudgetFinding"
    ]

    func testEveryRuleHasExamplesOfBothKinds() {
        for rule in RuleRegistry.all {
            if Self.triggeredOutsideTheAnalysis[rule.id] != nil {
                XCTAssertTrue(
                    rule.triggeringExamples.isEmpty,
                    "\(rule.id) has a triggering example after all; remove it from triggeredOutsideTheAnalysis")
                XCTAssertFalse(
                    rule.nonTriggeringExamples.isEmpty,
                    "\(rule.id) has no non-triggering example; add one to its RuleDescription")
                continue
            }
            XCTAssertFalse(
                rule.triggeringExamples.isEmpty, "\(rule.id) has no triggering example; add one to its RuleDescription")
            XCTAssertFalse(
                rule.nonTriggeringExamples.isEmpty,
                "\(rule.id) has no non-triggering example; add one to its RuleDescription")
        }
    }

    func testTriggeringExamplesReportTheRuleAtEveryMarkerAndNowhereElse() {
        for rule in RuleRegistry.all {
            for (number, example) in rule.triggeringExamples.enumerated() {
                for variant in Self.variants(of: example) {
                    let marked = variant.workspace
                    XCTAssertFalse(
                        marked.markers.isEmpty,
                        "\(rule.id) triggering example \(number + 1) has no marker (1️⃣) where the finding is expected")
                    let expected = Set(marked.markers.map { "\($0.file):\($0.utf8Offset)" })
                    let findings = Self.findings(of: rule, example: example, in: marked)
                    let actual = Set(findings.map { "\($0.site.file):\($0.site.range.start)" })
                    XCTAssertEqual(
                        actual, expected,
                        "\(rule.id) triggering example \(number + 1)\(variant.name): findings at \(Self.describe(actual, in: marked)), markers at \(Self.describe(expected, in: marked)); messages: \(findings.map(\.message))"
                    )
                }
            }
        }
    }

    func testNonTriggeringExamplesDoNotReportTheRule() {
        for rule in RuleRegistry.all {
            for (number, example) in rule.nonTriggeringExamples.enumerated() {
                for variant in Self.variants(of: example) {
                    XCTAssertTrue(
                        variant.workspace.markers.isEmpty,
                        "\(rule.id) non-triggering example \(number + 1) has a marker; it expects no finding")
                    let findings = Self.findings(of: rule, example: example, in: variant.workspace)
                    XCTAssertEqual(
                        findings.map(\.message), [],
                        "\(rule.id) non-triggering example \(number + 1)\(variant.name) reports the rule")
                }
            }
        }
    }

    func testExampleMarkersAreTheDocumentedOnes() {
        for rule in RuleRegistry.all {
            for example in rule.triggeringExamples + rule.nonTriggeringExamples {
                let unknown = MarkedWorkspace(example.source).markers.map(\.name).filter {
                    !RuleExample.markers.contains($0)
                }
                XCTAssertEqual(unknown, [], "\(rule.id) uses markers that RuleExample.markers does not list")
            }
        }
    }

    /// The example as written, with CRLF line endings, and with non-ASCII text before the
    /// markers, as every fixture runs.
    static func variants(of example: RuleExample) -> [(name: String, workspace: MarkedWorkspace)] {
        [
            ("", MarkedWorkspace(example.source)),
            (" with CRLF line endings", MarkedWorkspace(example.source, lineBreak: "\r\n")),
            (" with non-ASCII text before the markers", MarkedWorkspace(example.source, prefix: "/* Ünïcödé 🧪 */ "))
        ]
    }

    /// The rule's findings after options and suppressions, with the example's options and the
    /// rule turned on if it is opt-in.
    static func findings(of rule: RuleDescription, example: RuleExample, in marked: MarkedWorkspace) -> [Finding] {
        var options = example.options ?? AnalysisOptions()
        if rule.isOptIn { options.optInRules.insert(rule.id) }
        return FixtureRunner.analyze(marked, options: options).allFindings().filter { $0.ruleID == rule.id }
    }

    static func describe(_ places: Set<String>, in marked: MarkedWorkspace) -> String {
        let names = places.sorted().map { place in
            marked.markers.first { "\($0.file):\($0.utf8Offset)" == place }?.name ?? place
        }
        return names.isEmpty ? "nowhere" : names.joined(separator: ", ")
    }
}
