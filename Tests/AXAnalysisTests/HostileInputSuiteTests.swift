import AXTestSupport
import XCTest

// The pathological-input suite (PathologicalInputs): every case reports exactly its expected
// rules and keeps the identifiers outside its hostile part. The time each takes is measured by
// `ax-lsp-bench pathological` (at two sizes, through the binary), never here.
@testable import AXAnalysis

final class HostileInputSuiteTests: XCTestCase {
    func testEveryCaseReportsItsRulesAndKeepsTheIdentifiersAround() {
        for size in [64, 130] {
            for suiteCase in PathologicalInputs.all {
                let workspace = AnalysisWorkspace()
                for file in suiteCase.files(size) { workspace.update(path: file.path, text: file.text) }
                let rules = Set(workspace.allFindings().map(\.ruleID))
                XCTAssertEqual(
                    rules, suiteCase.expectedRules,
                    "\(suiteCase.name) at size \(size): \(workspace.allFindings().map(\.message))")
                let values = Set(workspace.allIdentifiers().map(\.value))
                XCTAssertTrue(
                    values.contains(PathologicalInputs.identifierBefore),
                    "\(suiteCase.name) at size \(size) lost the identifier before")
                XCTAssertEqual(
                    values.contains(PathologicalInputs.identifierAfter), suiteCase.keepsTheIdentifierAfter,
                    "\(suiteCase.name) at size \(size): the identifier after is \(suiteCase.keepsTheIdentifierAfter ? "lost" : "found")"
                )
            }
        }
    }

    /// The multipliers resolve to one identifier per context, whatever the fan-out.
    func testViewMultipliersResolveEveryContext() {
        let fanOut = PathologicalInputs.all.first { $0.name == "one-view-many-parents" }
        let workspace = AnalysisWorkspace()
        for file in fanOut?.files(50) ?? [] { workspace.update(path: file.path, text: file.text) }
        let leaves = workspace.allIdentifiers().map(\.value).filter { $0.hasSuffix(".leaf") }
        XCTAssertEqual(Set(leaves), Set((0..<50).map { "p\($0).leaf" }))

        let chain = PathologicalInputs.all.first { $0.name == "deep-view-chain" }
        let chained = AnalysisWorkspace()
        for file in chain?.files(30) ?? [] { chained.update(path: file.path, text: file.text) }
        let leaf = chained.allIdentifiers().map(\.value).filter { $0.hasSuffix(".leaf") }
        XCTAssertEqual(leaf, [(0..<30).map { "l\($0)" }.joined(separator: ".") + ".leaf"])
    }
}
