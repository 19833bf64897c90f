import AXTestSupport
import XCTest

// Completion and rename at every marker of the `Completion` and `Rename` fixtures: what is
// offered (or refused) and the exact edits, plain, with CRLF and with non-ASCII text before.
@testable import AXAnalysis

final class CompletionAndRenameFixtureTests: XCTestCase {
    func testCompletionFixtures() {
        IDEFixtureRunner.run(folder: "Completion") { fixture in
            var lines: [String] = []
            for marker in fixture.marked.markers {
                guard
                    let completions = fixture.workspace.completions(
                        at: marker.utf8Offset, in: marker.file, snippets: true)
                else {
                    lines.append("\(marker.name) nothing")
                    continue
                }
                let text = fixture.workspace.text(of: marker.file) ?? ""
                let replaced = SourceText(path: marker.file, text: text).slice(completions.range)
                lines.append("\(marker.name) replaces '\(replaced)'\(completions.isIncomplete ? " (incomplete)" : ""):")
                for item in completions.items {
                    lines.append(
                        "  \(item.label) → \(item.isSnippet ? "snippet " : "")'\(item.newText)' [\(item.detail)]")
                }
            }
            return lines.joined(separator: "\n") + "\n"
        }
    }

    func testRenameFixtures() {
        IDEFixtureRunner.run(folder: "Rename") { fixture in
            var lines: [String] = []
            for marker in fixture.marked.markers {
                let source = { (file: String) in SourceText(path: file, text: fixture.workspace.text(of: file) ?? "") }
                switch fixture.workspace.prepareRename(at: marker.utf8Offset, in: marker.file) {
                case nil:
                    lines.append("\(marker.name) no rename")
                    XCTAssertNil(fixture.workspace.rename(at: marker.utf8Offset, in: marker.file, to: "renamed.id"))
                case .failure(let refusal)?:
                    lines.append("\(marker.name) refused: \(refusal.message)")
                case .success(let target)?:
                    lines.append(
                        "\(marker.name) renames '\(target.value)' shown as '\(source(marker.file).slice(target.range))':"
                    )
                    guard
                        case .success(let edits)? = fixture.workspace.rename(
                            at: marker.utf8Offset, in: marker.file, to: "auth.send")
                    else {
                        lines.append("  rename failed after prepare")
                        continue
                    }
                    for edit in edits {
                        lines.append(
                            "  \(fixture.place(edit.file, edit.range.start)) '\(source(edit.file).slice(edit.range))' → '\(edit.replacement)'"
                        )
                    }
                }
            }
            return lines.joined(separator: "\n") + "\n"
        }
    }

    func testTemplatesWithoutSnippetsKeepTheirParts() {
        let marked = MarkedWorkspace(
            """
            //- App/RowView.swift
            import UIKit
            class RowView: UIView {
                func configure(index: Int) { accessibilityIdentifier = "row_\\(index).cell" }
            }
            //- AppUITests/RowUITests.swift
            import XCTest
            final class RowUITests: XCTestCase {
                func testRow() { XCUIApplication().cells["ro1️⃣"].tap() }
            }
            //- .maestro/rows.yaml
            appId: x
            ---
            - tapOn:
                id: "ro2️⃣"
            """)
        let workspace = FixtureRunner.analyze(marked)
        let swift = marked.marker("1️⃣").flatMap {
            workspace.completions(at: $0.utf8Offset, in: $0.file, snippets: false)
        }
        XCTAssertEqual(swift?.items.map(\.newText), ["row_{index}.cell"])
        XCTAssertEqual(swift?.items.map(\.isSnippet), [false])
        let flow = marked.marker("2️⃣").flatMap { workspace.completions(at: $0.utf8Offset, in: $0.file, snippets: false) }
        XCTAssertEqual(flow?.items.map(\.newText), ["row_.*.cell"])
        let flowSnippet = marked.marker("2️⃣").flatMap {
            workspace.completions(at: $0.utf8Offset, in: $0.file, snippets: true)
        }
        XCTAssertEqual(flowSnippet?.items.map(\.newText), ["row_${1:.*}.cell"])
    }

    func testRenameRefusesANameItCannotWrite() {
        let marked = MarkedWorkspace(
            """
            //- App/LoginViewController.swift
            import UIKit
            class LoginViewController: UIViewController {
                let submit = UIButton()
                override func viewDidLoad() { submit.accessibilityIdentifier = "login.1️⃣submit" }
            }
            //- e2e/login.spec.js
            const SUBMIT = '~login.submit';
            """)
        let workspace = FixtureRunner.analyze(marked)
        guard let marker = marked.marker("1️⃣") else { return XCTFail("no marker") }
        guard case .failure(let refusal)? = workspace.rename(at: marker.utf8Offset, in: marker.file, to: "it's") else {
            return XCTFail("a quote the suite's literal would end at must be refused")
        }
        XCTAssertTrue(refusal.message.contains("login.spec.js"), refusal.message)
        guard case .success(let edits)? = workspace.rename(at: marker.utf8Offset, in: marker.file, to: "say \"go\"")
        else {
            return XCTFail("swift escapes a double quote")
        }
        XCTAssertEqual(edits.map(\.replacement), ["say \\\"go\\\"", "say \"go\""])
        if case .success? = workspace.rename(at: marker.utf8Offset, in: marker.file, to: "row_{i}") {
            XCTFail("a template is not a new name")
        }
    }
}
