import XCTest

// Position-only edits anywhere in a multi-file workspace leave exactly the results of a fresh
// analysis: the reverse index must find every result that points into the edited file.
@testable import AXAnalysis

final class ShiftPathEquivalenceTests: XCTestCase {
    private let files: [String: String] = [
        "Login.swift": """
        import UIKit

        class LoginViewController: UIViewController {
            @IBOutlet var submit: UIButton!
            let caption = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                injectAccessibilityIdentifiers()
                caption.accessibilityIdentifier = "shared.caption"
            }
        }
        """,
        "Header.swift": """
        import UIKit

        class HeaderView: UIView {
            let title = UILabel()
            func setUp() {
                // ax-lsp:disable:next duplicate-identifier
                title.accessibilityIdentifier = "shared.caption"
                title.accessibilityIdentifier = "header.title"
            }
        }
        """,
        "Footer.swift": """
        import UIKit

        class FooterView: UIView {
            let note = UILabel()
            func setUp() {
                note.accessibilityIdentifier = "shared.caption"
            }
        }
        """,
        "LoginUITests.swift": """
        import XCTest

        final class LoginUITests: XCTestCase {
            func testLogin() {
                let app = XCUIApplication()
                app.buttons["LoginViewController.submt"].tap()
                app.staticTexts["header.title"].tap()
            }
        }
        """
    ]

    private func fresh(_ files: [String: String]) -> AnalysisWorkspace {
        let workspace = AnalysisWorkspace()
        for (path, text) in files.sorted(by: { $0.key < $1.key }) { workspace.update(path: path, text: text) }
        return workspace
    }

    /// Inserts `insertion` at the start of line `line` (0-based) of `text`.
    private func insert(_ insertion: String, atLine line: Int, of text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        lines[min(line, lines.count - 1)] = insertion + lines[min(line, lines.count - 1)]
        return lines.joined(separator: "\n")
    }

    func testEveryPositionOnlyEditMatchesAFreshAnalysis() {
        var current = files
        let workspace = fresh(current)
        XCTAssertFalse(workspace.allFindings().isEmpty, "the fixture has duplicates and an unknown UI-test query")
        let edits: [(path: String, line: Int, text: String)] = [
            ("Login.swift", 1, "\n\n"), ("Login.swift", 7, "    // moved\n"), ("Header.swift", 0, "// top\n"),
            ("Footer.swift", 5, "        let x = 1\n"), ("LoginUITests.swift", 5, "        // before the query\n"),
            ("Login.swift", 9, "        \n"), ("Header.swift", 6, "   ")
        ]
        for edit in edits {
            guard let text = current[edit.path] else { return XCTFail("no \(edit.path)") }
            current[edit.path] = insert(edit.text, atLine: edit.line, of: text)
            workspace.update(path: edit.path, text: current[edit.path] ?? "")
            let expected = fresh(current)
            XCTAssertEqual(
                workspace.allIdentifiers(), expected.allIdentifiers(),
                "identifiers after editing \(edit.path):\(edit.line)")
            XCTAssertEqual(
                workspace.allFindings(), expected.allFindings(), "findings after editing \(edit.path):\(edit.line)")
            for path in current.keys {
                XCTAssertEqual(
                    workspace.findings(inFile: path), expected.findings(inFile: path),
                    "\(path) after editing \(edit.path)")
            }
        }
        XCTAssertGreaterThan(workspace.shiftCount, 0, "some edits took the shift path")
    }
}
