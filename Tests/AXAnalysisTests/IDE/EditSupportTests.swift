import XCTest

// The text helpers edits rely on: indentation detection, line breaks, applying edits, names.
@testable import AXAnalysis

final class EditSupportTests: XCTestCase {
    func testIndentationUnitIsReadFromTheFile() {
        XCTAssertEqual(
            SourceText(path: "a.swift", text: "class A {\n  func f() {\n    g()\n  }\n}\n").indentationUnit, "  ")
        XCTAssertEqual(
            SourceText(path: "a.swift", text: "class A {\n\tfunc f() {\n\t\tg()\n\t}\n}\n").indentationUnit, "\t")
        XCTAssertEqual(SourceText(path: "a.swift", text: "let a = 1\n").indentationUnit, "    ")
    }

    func testLineBreakAndIndentationOfALine() {
        let source = SourceText(path: "a.swift", text: "class A {\r\n    let b = 1\r\n}\r\n")
        XCTAssertEqual(source.lineBreak, "\r\n")
        XCTAssertEqual(source.indentation(ofLineContaining: 16), "    ")
    }

    func testEditsApplyBackToFrontWithUTF8Offsets() {
        let text = "let é = \"x\"\n"
        let edits = [
            FileEdit(file: "a", range: ByteRange(start: 9, end: 12), replacement: "\"y\""),
            FileEdit(file: "a", range: ByteRange(start: 0, end: 0), replacement: "// 🧪\n")
        ]
        XCTAssertEqual(EditApplier.apply(edits, to: text), "// 🧪\nlet é = \"y\"\n")
    }

    func testNamesAreLowerCamelCased() {
        XCTAssertEqual(NameMaker.lowerCamelCase("Sign in"), "signIn")
        XCTAssertEqual(NameMaker.lowerCamelCase("user_name"), "userName")
        XCTAssertEqual(NameMaker.lowerCamelCase("OK"), "ok")
        XCTAssertEqual(NameMaker.lowerCamelCase("Total (€)"), "total")
        XCTAssertNil(NameMaker.lowerCamelCase("…"))
        XCTAssertEqual(NameMaker.literalContent("a\"b\\c"), "a\\\"b\\\\c")
    }

    func testSyntaxErrorsAreCounted() {
        XCTAssertEqual(SyntaxCheck.errorCount(in: "let a = 1\n"), 0)
        XCTAssertGreaterThan(SyntaxCheck.errorCount(in: "let a = (\n"), 0)
    }

    func testHintEditsThatBreakTheFileAreDroppedAndTheOthersKept() {
        let workspace = AnalysisWorkspace()
        let text = "func f() {\n    g()\n}\n"
        workspace.update(path: "a.swift", text: text)
        let good = IdentifierHint(
            utf8Offset: 18, parts: [], tooltip: "", kind: .explicit,
            textEdits: [FileEdit(file: "a.swift", range: ByteRange(start: 18, end: 18), replacement: "\n    h()")])
        let bad = IdentifierHint(
            utf8Offset: 18, parts: [], tooltip: "", kind: .explicit,
            textEdits: [FileEdit(file: "a.swift", range: ByteRange(start: 18, end: 18), replacement: "\n    h(")])
        let kept = DeepStack.run {
            IdentifierHints.keepValidEdits([good, bad], trees: SyntaxTrees(workspace: workspace))
        }
        XCTAssertEqual(kept.map(\.textEdits.count), [1, 0])
    }
}
