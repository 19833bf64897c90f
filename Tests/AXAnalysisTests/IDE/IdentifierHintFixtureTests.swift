import AXTestSupport
import XCTest

// Inlay hints: the fixture source with each hint shown inline, then each hint's kind, linked
// label parts, tooltip and what accepting it inserts.
@testable import AXAnalysis

final class IdentifierHintFixtureTests: XCTestCase {
    func testIdentifierHintFixtures() {
        IDEFixtureRunner.run(folder: "Hints", render: Self.render)
    }

    static func render(_ fixture: IDEFixture) -> String {
        let path = fixture.mainPath
        let text = fixture.workspace.text(of: path) ?? ""
        let hints = IdentifierHints.hints(
            in: path, range: ByteRange(start: 0, end: text.utf8.count), workspace: fixture.workspace)
        let inline = hints.reversed().reduce(text) { current, hint in
            EditApplier.apply(
                [
                    FileEdit(
                        file: path, range: ByteRange(start: hint.utf8Offset, end: hint.utf8Offset),
                        replacement: "〔\(hint.label)〕")
                ], to: current)
        }
        var lines = [fixture.normalized(inline), "hints:"]
        for hint in hints {
            lines.append("\(fixture.place(path, hint.utf8Offset)) [\(hint.kind.rawValue)] \(hint.label)")
            let links = hint.parts.compactMap { part in part.link.map { "\(part.text)→\(fixture.place($0))" } }
            if !links.isEmpty { lines.append("  links: " + links.joined(separator: ", ")) }
            lines.append(
                "  tooltip: " + fixture.normalized(hint.tooltip).replacingOccurrences(of: "\n", with: "\n           "))
            for edit in hint.textEdits {
                let what =
                    edit.range.length == 0
                    ? "inserts at \(fixture.place(edit.file, edit.range.start))"
                    : "replaces \(fixture.place(edit.file, edit.range.start))..\(fixture.place(edit.file, edit.range.end)) with"
                lines.append(
                    "  accept \(what): \(fixture.normalized(edit.replacement).replacingOccurrences(of: "\n", with: "⏎"))"
                )
            }
            if !hint.textEdits.isEmpty { checkAcceptingKeepsTheIdentifier(hint, fixture: fixture) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Accepting a hint pins the identifier it shows: after the edit the workspace still gives
    /// that identifier and reports no new warning or error.
    private static func checkAcceptingKeepsTheIdentifier(_ hint: IdentifierHint, fixture: IDEFixture) {
        let edited = AnalysisWorkspace(options: fixture.workspace.options)
        for (path, text) in fixture.marked.files {
            edited.update(path: path, text: EditApplier.apply(hint.textEdits.filter { $0.file == path }, to: text))
        }
        let value = hint.label.split(separator: "\"").dropFirst().first.map(String.init) ?? ""
        XCTAssertFalse(edited.sites(ofIdentifier: value).isEmpty, "accepting \(hint.label) loses the identifier")
        let serious = { (workspace: AnalysisWorkspace) in
            workspace.allFindings().filter { $0.severity >= .warning }.count
        }
        XCTAssertLessThanOrEqual(
            serious(edited), serious(fixture.workspace),
            "accepting \(hint.label) adds warnings: \(edited.allFindings().map(\.message))")
    }

    func testHintsOutsideTheRequestedRangeAreLeftOut() {
        let marked = MarkedWorkspace(
            """
            import UIKit
            import AAII
            class FooViewController: UIViewController {
                1️⃣@IBOutlet var barView: UIView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    injectAccessibilityIdentifiers()
                }
            }
            """)
        let workspace = FixtureRunner.analyze(marked)
        let start = marked.marker("1️⃣")?.utf8Offset ?? 0
        let hints = IdentifierHints.hints(
            in: marked.files[0].path, range: ByteRange(start: start, end: start + 40), workspace: workspace)
        XCTAssertEqual(hints.map(\.label), ["→ \"FooViewController.barView\""])
    }
}
