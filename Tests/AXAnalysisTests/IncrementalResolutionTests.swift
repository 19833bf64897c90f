// Edits that only move facts shift results instead of resolving the workspace again, and the
// shifted results equal a from-scratch analysis.
@testable import AXAnalysis
import XCTest

final class IncrementalResolutionTests: XCTestCase {
    let header = """
    import UIKit

    class HeaderView: UIView {
        let title = UILabel()
        func setUp() {
            title.accessibilityIdentifier = "screen.title"
        }
    }
    """
    let footer = """
    import UIKit

    class FooterViewController: UIViewController {
        @IBOutlet var caption: UILabel!
        let header = HeaderView()
        override func viewDidLoad() {
            super.viewDidLoad()
            injectAccessibilityIdentifiers()
            caption.accessibilityIdentifier = "screen.title"
        }
    }
    """

    private func fresh(_ files: [String: String]) -> AnalysisWorkspace {
        let workspace = AnalysisWorkspace()
        for (path, text) in files { workspace.update(path: path, text: text) }
        return workspace
    }

    private func assertSameResults(_ a: AnalysisWorkspace, _ b: AnalysisWorkspace, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.allIdentifiers(), b.allIdentifiers(), file: file, line: line)
        XCTAssertEqual(a.allFindings(), b.allFindings(), file: file, line: line)
    }

    func testMovingFactsShiftsResultsWithoutResolvingAgain() {
        let workspace = fresh(["Header.swift": header, "Footer.swift": footer])
        XCTAssertEqual(workspace.allFindings().filter { $0.ruleID == "duplicate-identifier" }.count, 2)
        let resolutions = workspace.resolutionCount
        let edited = footer.replacingOccurrences(of: "super.viewDidLoad()", with: "super.viewDidLoad()\n\n        let x = 1 + 2")
        workspace.update(path: "Footer.swift", text: edited)
        XCTAssertEqual(workspace.shiftCount, 1, "an edit that adds no facts takes the shift path")
        XCTAssertEqual(workspace.resolutionCount, resolutions)
        assertSameResults(workspace, fresh(["Header.swift": header, "Footer.swift": edited]))
        // The duplicate message in the other file names the moved line.
        let headerFinding = workspace.findings(inFile: "Header.swift").first { $0.ruleID == "duplicate-identifier" }
        XCTAssertEqual(headerFinding?.message, "identifier 'screen.title' is also set in Footer.swift:11, both on screen in the hierarchy of FooterViewController; give each element its own identifier")
    }

    func testChangingAFactResolvesAgain() {
        let workspace = fresh(["Header.swift": header, "Footer.swift": footer])
        _ = workspace.allIdentifiers()
        let resolutions = workspace.resolutionCount
        let edited = footer.replacingOccurrences(of: "caption.accessibilityIdentifier = \"screen.title\"", with: "caption.accessibilityIdentifier = \"footer.caption\"")
        workspace.update(path: "Footer.swift", text: edited)
        XCTAssertEqual(workspace.shiftCount, 0)
        XCTAssertTrue(workspace.allFindings().filter { $0.ruleID == "duplicate-identifier" }.isEmpty)
        XCTAssertEqual(workspace.resolutionCount, resolutions + 1)
        assertSameResults(workspace, fresh(["Header.swift": header, "Footer.swift": edited]))
    }

    func testUnchangedSummaryDoesNothing() {
        let workspace = fresh(["Header.swift": header])
        _ = workspace.allIdentifiers()
        let resolutions = workspace.resolutionCount
        workspace.update(path: "Header.swift", text: header)
        XCTAssertEqual(workspace.resolutionCount, resolutions)
        XCTAssertEqual(workspace.shiftCount, 0)
    }
}
