import XCTest

// Resolution always ends: recursive components stop at the first repeat, and a usage graph
// whose contexts double at every level is cut off by the walk budget.
@testable import AXAnalysis

final class SwiftUIResolutionLimitsTests: XCTestCase {
    /// `L(n)` uses `L(n-1)` twice under branches "a" and "b": 2^(n-1) contexts for the leaf.
    private func doublingUsageGraph(levels: Int) -> String {
        var text =
            "import SwiftUI\nstruct L0: View {\n    var body: some View { Text(\"x\").accessibilityIdentifierLeaf(\"Leaf\") }\n}\n"
        for level in 1..<levels {
            text += """
                struct L\(level): View {
                    var body: some View {
                        VStack {
                            L\(level - 1)().accessibilityIdentifierBranch("a")
                            L\(level - 1)().accessibilityIdentifierBranch("b")
                        }
                    }
                }

                """
        }
        return text
    }

    func testSmallDoublingGraphGivesEveryContext() {
        let workspace = AnalysisWorkspace()
        workspace.update(path: "G.swift", text: doublingUsageGraph(levels: 4))
        XCTAssertEqual(
            workspace.allIdentifiers().map(\.value).sorted(),
            [
                "a.a.a.Leaf", "a.a.b.Leaf", "a.b.a.Leaf", "a.b.b.Leaf", "b.a.a.Leaf", "b.a.b.Leaf", "b.b.a.Leaf",
                "b.b.b.Leaf"
            ])
    }

    func testExponentialGraphIsCutOffByTheBudget() {
        let summary = FileExtractor.summarize(path: "G.swift", text: doublingUsageGraph(levels: 60))
        let index = WorkspaceIndex(summaries: ["G.swift": summary])
        let limits = SwiftUIRenderWalker.Limits(maximumVisits: 5_000, maximumIdentifiers: 1_000)
        let output = SwiftUIResolver.resolve(index: index, options: AnalysisOptions(), limits: limits)
        let identifiers = output.identifiers
        XCTAssertEqual(identifiers.count, 1_000, "2^59 contexts stop at the identifier budget")
        XCTAssertEqual(identifiers.first?.value, Array(repeating: "a", count: 59).joined(separator: ".") + ".Leaf")
        let cut = output.findings.filter { $0.ruleID == "analysis-budget-exceeded" }
        XCTAssertEqual(cut.map(\.severity), [.info], "the root that was cut off is named once")
        XCTAssertEqual(
            cut.first?.message.hasPrefix("resolving the SwiftUI views 'L59' shows stopped after 1000 identifiers"),
            true, cut.first?.message ?? "")
    }

    /// The visit budget is per render root: a root cut off early leaves the next one its whole
    /// budget (one budget for the workspace once dropped later apps' identifiers silently).
    func testARootCutOffLeavesTheNextRootItsBudget() {
        let graph = FileExtractor.summarize(path: "G.swift", text: doublingUsageGraph(levels: 60))
        let screen = FileExtractor.summarize(
            path: "Z.swift",
            text: """
                import SwiftUI
                struct Settings: View {
                    var body: some View { Toggle("Sync", isOn: .constant(true)).accessibilityIdentifier("settings.sync") }
                }
                """)
        let index = WorkspaceIndex(summaries: ["G.swift": graph, "Z.swift": screen])
        let limits = SwiftUIRenderWalker.Limits(maximumVisits: 5_000, maximumIdentifiers: 100_000)
        let output = SwiftUIResolver.resolve(index: index, options: AnalysisOptions(), limits: limits)
        XCTAssertTrue(output.identifiers.contains { $0.value == "settings.sync" && $0.contexts == ["Settings"] })
        let cut = output.findings.filter { $0.ruleID == "analysis-budget-exceeded" }
        XCTAssertEqual(cut.map(\.site.file), ["G.swift"], "only the doubling graph's root is named")
        XCTAssertEqual(
            cut.first?.message.hasPrefix("resolving the SwiftUI views 'L59' shows stopped after 5000 views"), true,
            cut.first?.message ?? "")
    }

    /// Thirty custom modifiers, each rendering the view it modifies in both branches of an `if`:
    /// 2^30 usage paths to a view without identifiers. Walks that yield nothing are walked once
    /// per scope, so the screen resolves within a budget of 5,000 views and the identifier
    /// after it is found.
    func testModifiersThatRenderTheirContentTwiceAreWalkedOnce() {
        assertThirtyModifiersResolveWithinBudget(body: { _ in
            "if Bool.random() { self.padding() } else { self.opacity(0.5) }"
        })
    }

    /// The same when each modifier's body also calls its own name (a wrapper of a built-in
    /// modifier of that name): the recursion guard that stops it lies inside the modifier's walk,
    /// so it does not make the walks around it depend on their path.
    func testModifiersThatCallTheirOwnNameAreStillWalkedOnce() {
        assertThirtyModifiersResolveWithinBudget(body: { level in
            "if Bool.random() { self.padding().m\(level)() } else { self.opacity(0.5) }"
        })
    }

    /// Thirty components, each showing the one below twice inside a view it wraps in `m()`,
    /// which renders its content in both branches of an `if` (home-assistant's `.modify { }`).
    /// The `m()` of each level is applied inside the view the level above wraps: a second
    /// application, not a recursion, so no guard makes the walks below depend on their path and
    /// each component is walked once. (When the guard took it for a recursion, every walk under
    /// the first `m()` was walked again on every path: 2^29 of them.)
    func testAModifierAppliedInsideTheViewItWrapsIsWalkedOnce() {
        var text = "import SwiftUI\nextension View {\n    @ViewBuilder func m() -> some View {\n"
        text += "        if Bool.random() { self.padding() } else { self.opacity(0.5) }\n    }\n}\n"
        text += "struct L0: View {\n    var body: some View { Text(\"x\").m() }\n}\n"
        for level in 1..<30 {
            text += "struct L\(level): View {\n    var body: some View {\n        VStack {\n"
            text += "            L\(level - 1)()\n            L\(level - 1)()\n"
            if level == 29 { text += "            Text(\"b\").accessibilityIdentifier(\"screen.b\")\n" }
            text += "        }\n        .m()\n    }\n}\n"
        }
        let summary = FileExtractor.summarize(path: "S.swift", text: text)
        let index = WorkspaceIndex(summaries: ["S.swift": summary])
        let limits = SwiftUIRenderWalker.Limits(maximumVisits: 5_000, maximumIdentifiers: 1_000)
        let output = SwiftUIResolver.resolve(index: index, options: AnalysisOptions(), limits: limits)
        XCTAssertEqual(output.identifiers.map(\.value), ["screen.b"])
        XCTAssertEqual(output.identifiers.first?.contexts, ["L29"])
        XCTAssertEqual(output.findings.filter { $0.ruleID == "analysis-budget-exceeded" }.map(\.message), [])
    }

    private func assertThirtyModifiersResolveWithinBudget(
        body: (Int) -> String, file: StaticString = #filePath, line: UInt = #line
    ) {
        var text = "import SwiftUI\nextension View {\n"
        for level in 0..<30 {
            text += "    @ViewBuilder func m\(level)() -> some View {\n        \(body(level))\n    }\n"
        }
        text += "}\nstruct Screen: View {\n    var body: some View {\n        VStack {\n            Text(\"a\")"
        text += (0..<30).map { ".m\($0)()" }.joined()
        text += "\n            Text(\"b\").accessibilityIdentifier(\"screen.b\")\n        }\n    }\n}\n"
        let summary = FileExtractor.summarize(path: "S.swift", text: text)
        let index = WorkspaceIndex(summaries: ["S.swift": summary])
        let limits = SwiftUIRenderWalker.Limits(maximumVisits: 5_000, maximumIdentifiers: 1_000)
        let output = SwiftUIResolver.resolve(index: index, options: AnalysisOptions(), limits: limits)
        XCTAssertEqual(output.identifiers.map(\.value), ["screen.b"], file: file, line: line)
        XCTAssertEqual(output.identifiers.first?.contexts, ["Screen"], file: file, line: line)
        XCTAssertTrue(
            output.findings.filter { $0.ruleID == "analysis-budget-exceeded" }.isEmpty, file: file, line: line)
    }
}
