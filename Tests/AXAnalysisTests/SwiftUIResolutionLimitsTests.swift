// Resolution always ends: recursive components stop at the first repeat, and a usage graph
// whose contexts double at every level is cut off by the walk budget.
@testable import AXAnalysis
import XCTest

final class SwiftUIResolutionLimitsTests: XCTestCase {
    /// `L(n)` uses `L(n-1)` twice under branches "a" and "b": 2^(n-1) contexts for the leaf.
    private func doublingUsageGraph(levels: Int) -> String {
        var text = "import SwiftUI\nstruct L0: View {\n    var body: some View { Text(\"x\").accessibilityIdentifierLeaf(\"Leaf\") }\n}\n"
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
        XCTAssertEqual(workspace.allIdentifiers().map(\.value).sorted(), [
            "a.a.a.Leaf", "a.a.b.Leaf", "a.b.a.Leaf", "a.b.b.Leaf", "b.a.a.Leaf", "b.a.b.Leaf", "b.b.a.Leaf", "b.b.b.Leaf",
        ])
    }

    func testExponentialGraphIsCutOffByTheBudget() {
        let summary = FileExtractor.summarize(path: "G.swift", text: doublingUsageGraph(levels: 60))
        let index = WorkspaceIndex(summaries: ["G.swift": summary])
        let limits = SwiftUIRenderWalker.Limits(maximumVisits: 5_000, maximumIdentifiers: 1_000)
        let identifiers = SwiftUIResolver.resolve(index: index, options: AnalysisOptions(), limits: limits).identifiers
        XCTAssertEqual(identifiers.count, 1_000, "2^59 contexts stop at the identifier budget")
        XCTAssertEqual(identifiers.first?.value, Array(repeating: "a", count: 59).joined(separator: ".") + ".Leaf")
    }
}
