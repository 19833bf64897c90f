import XCTest

// SwiftUI results survive the shift path: an edit that only moves a view's code keeps usage
// contexts (keyed by node ordinals, not offsets) and equals a from-scratch analysis.
@testable import AXAnalysis

final class SwiftUIIncrementalTests: XCTestCase {
    let row = """
        import SwiftUI

        struct Row: View {
            var body: some View {
                Text("r").accessibilityIdentifierLeaf("Title")
            }
        }
        """
    let screen = """
        import SwiftUI

        struct Screen: View {
            var body: some View {
                VStack {
                    Row().accessibilityIdentifierBranch("A")
                    Row().accessibilityIdentifierBranch("B")
                    Row()
                    Row()
                }
                .accessibilityIdentifierBranch("Screen")
            }
        }
        """

    private func fresh(_ files: [String: String]) -> AnalysisWorkspace {
        let workspace = AnalysisWorkspace()
        for (path, text) in files { workspace.update(path: path, text: text) }
        return workspace
    }

    func testMovingAUsageShiftsResultsThatEqualAFreshAnalysis() {
        let workspace = fresh(["Row.swift": row, "Screen.swift": screen])
        // The two unbranched usages give one value at one site: one entry, two contexts.
        XCTAssertEqual(workspace.allIdentifiers().map(\.value), ["Screen.A.Title", "Screen.B.Title", "Screen.Title"])
        XCTAssertEqual(
            Set(workspace.allIdentifiers().flatMap(\.contextVariants).map(\.contextKey)).count, 4,
            "each usage is its own context")
        let edited = screen.replacingOccurrences(
            of: "        VStack {", with: "        // moved down\n\n        VStack {")
        workspace.update(path: "Screen.swift", text: edited)
        XCTAssertEqual(workspace.shiftCount, 1, "a comment and blank lines add no facts")
        let scratch = fresh(["Row.swift": row, "Screen.swift": edited])
        XCTAssertEqual(workspace.allIdentifiers(), scratch.allIdentifiers())
        XCTAssertEqual(workspace.allFindings(), scratch.allFindings())
    }

    func testChangingABranchResolvesAgain() {
        let workspace = fresh(["Row.swift": row, "Screen.swift": screen])
        _ = workspace.allIdentifiers()
        let edited = screen.replacingOccurrences(of: "\"B\"", with: "\"C\"")
        workspace.update(path: "Screen.swift", text: edited)
        XCTAssertEqual(workspace.shiftCount, 0)
        XCTAssertEqual(workspace.allIdentifiers().map(\.value), ["Screen.A.Title", "Screen.C.Title", "Screen.Title"])
    }
}
