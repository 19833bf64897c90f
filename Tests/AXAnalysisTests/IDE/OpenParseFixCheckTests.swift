import SwiftParser
import XCTest

// Assist edits in an open document are checked by an incremental parse from the editor's parse,
// with the same verdicts as a full parse.
@testable import AXAnalysis

final class OpenParseFixCheckTests: XCTestCase {
    private let text = """
        import UIKit
        final class CartViewController: UIViewController {
            let payButton = UIButton()
            override func viewDidLoad() {
                super.viewDidLoad()
                injectAccessibilityIdentifiers()
            }
        }
        """

    func testAnOpenDocumentsFixesAreCheckedIncrementallyWithTheSameVerdicts() {
        let workspace = AnalysisWorkspace()
        let text = self.text
        workspace.changeOpenDocument(path: "Cart.swift", text: text, edits: nil)
        XCTAssertTrue(workspace.isOpenDocument("Cart.swift"))
        let identifier = workspace.identifiers(inFile: "Cart.swift").first {
            $0.value == "CartViewController.payButton"
        }
        XCTAssertNotNil(identifier)
        guard let identifier else { return }
        let broken = Fix(
            title: "breaks the file",
            edits: [FileEdit(file: "Cart.swift", range: ByteRange(start: 0, end: 0), replacement: "}}}")])
        let (valid, incremental) = DeepStack.run { () -> ([Fix], Int) in
            let trees = SyntaxTrees(workspace: workspace)
            let fixes = ExplicitIdentifierFix.fixes(
                for: identifier, workspace: workspace, trees: trees, validate: false)
            return (trees.validFixes(fixes + [broken]), trees.incrementalChecks)
        }
        XCTAssertFalse(valid.isEmpty)
        XCTAssertFalse(valid.contains(broken))
        XCTAssertEqual(incremental, valid.count + 1)
        // A closed file (no kept parse) gets the same verdicts from full parses.
        workspace.update(path: "Cart.swift", text: text)
        let (closedValid, closedIncremental) = DeepStack.run { () -> ([Fix], Int) in
            let trees = SyntaxTrees(workspace: workspace)
            let fixes = ExplicitIdentifierFix.fixes(
                for: identifier, workspace: workspace, trees: trees, validate: false)
            return (trees.validFixes(fixes + [broken]), trees.incrementalChecks)
        }
        XCTAssertEqual(closedValid, valid)
        XCTAssertEqual(closedIncremental, 0)
    }

    /// Several insertions at one offset and a replacement after them apply in the order the
    /// edit applier gives them.
    func testSequentialEditsMatchTheEditApplier() {
        let text = "abcdef"
        let edits = [
            FileEdit(file: "A.swift", range: ByteRange(start: 2, end: 2), replacement: "X"),
            FileEdit(file: "A.swift", range: ByteRange(start: 4, end: 5), replacement: "ZZ"),
            FileEdit(file: "A.swift", range: ByteRange(start: 2, end: 2), replacement: "Y")
        ]
        let sequence = SyntaxTrees.sequential(edits, textLength: text.utf8.count)
        XCTAssertEqual(
            sequence?.map(\.range),
            [ByteRange(start: 2, end: 2), ByteRange(start: 3, end: 3), ByteRange(start: 6, end: 7)])
        var bytes = Array(text.utf8)
        for edit in sequence ?? [] {
            bytes.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.replacement.utf8))
        }
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), EditApplier.apply(edits, to: text))
        XCTAssertEqual(EditApplier.apply(edits, to: text), "abXYcdZZf")
        XCTAssertNil(
            SyntaxTrees.sequential(
                [
                    FileEdit(file: "A.swift", range: ByteRange(start: 1, end: 3), replacement: ""),
                    FileEdit(file: "A.swift", range: ByteRange(start: 2, end: 2), replacement: "Q")
                ], textLength: 6))
        XCTAssertNil(
            SyntaxTrees.sequential(
                [FileEdit(file: "A.swift", range: ByteRange(start: 5, end: 9), replacement: "")], textLength: 6))
    }
}
