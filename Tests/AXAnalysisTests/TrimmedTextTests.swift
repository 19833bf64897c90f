import AXTestSupport
import SwiftParser
import SwiftSyntax
import XCTest

// `trimmedText` (the fast path every extractor uses) must be exactly swift-syntax's
// `trimmedDescription` on every node, broken code and missing tokens included, and
// `trimmedFirstLine` exactly its first line.
@testable import AXAnalysis

final class TrimmedTextTests: XCTestCase {
    /// Visits every node in `.all` order (missing tokens and unexpected nodes too).
    private final class Comparer: SyntaxAnyVisitor {
        var compared = 0
        var mismatches: [String] = []

        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            compared += 1
            let expected = node.trimmedDescription
            if node.trimmedText != expected, mismatches.count < 5 {
                mismatches.append(
                    "\(node.kind): expected \(expected.debugDescription), got \(node.trimmedText.debugDescription)")
            }
            let firstLine = String(expected.prefix { !$0.isNewline })
            if node.trimmedFirstLine != firstLine, mismatches.count < 5 {
                mismatches.append(
                    "\(node.kind) first line: expected \(firstLine.debugDescription), got \(node.trimmedFirstLine.debugDescription)"
                )
            }
            return .visitChildren
        }
    }

    private func compareEveryNode(of text: String, _ label: String) -> Int {
        let comparer = Comparer(viewMode: .all)
        // Through the cost guard, as extraction parses: the fixtures that make swift-syntax's
        // lookahead exponential would otherwise take minutes each.
        comparer.walk(DeepStack.run { SwiftSourceParser.parse(text) })
        XCTAssertEqual(comparer.mismatches, [], label)
        return comparer.compared
    }

    func testEqualsTrimmedDescriptionOnEveryFixtureNode() {
        var compared = 0
        for file in AnalysisFixtures.swiftFiles {
            compared += compareEveryNode(of: file.text, "\(file.fixture) \(file.path)")
        }
        XCTAssertGreaterThan(compared, 10_000)
    }

    /// Random edits break the code: missing tokens first or last in a node, unexpected text.
    func testEqualsTrimmedDescriptionOnBrokenCode() {
        var random = SplitMix64(seed: 11)
        var broken = 0
        for file in EditFixtures.workspaceFiles where file.path.hasSuffix(".swift") {
            var text = file.text
            for index in 0..<25 {
                text = EditFixtures.randomEdit(of: text, using: &random).newText
                if Parser.parse(source: text).hasError { broken += 1 }
                _ = compareEveryNode(of: text, "\(file.path) after edit \(index)")
            }
        }
        let handWritten = [
            "func f(", "let x = ", "struct { var a: ", "#if A\nlet x = 1\n", "  /* c */ label.text = \"a\" // t\n",
            "x.accessibilityIdentifier = \n", "class C: { @IBOutlet weak var l: UILabel! }", "}}}", "\"unterminated\n",
            "view.accessibilityIdentifier = \"é😀\" /* ü */", "\r\nlet a = b\r\n", "@ var", "if { } else",
            "if a /* x\n y */ { }", "switch x {\r\ncase 1: break\r\n}", "let s = \"\"\"\n  a\n  \"\"\"",
            "for i in a {\u{2028}}", "guard let a else { return }"
        ]
        for text in handWritten { _ = compareEveryNode(of: text, text.debugDescription) }
        XCTAssertGreaterThan(broken, 10)
    }
}
