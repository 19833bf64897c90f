import XCTest

// The line index the workspace keeps for an open document follows its edits exactly.
@testable import AXAnalysis

final class EditorQuestionsTests: XCTestCase {
    /// Edits that split and join lines, a `\r\n` pair and text after an emoji: after each, the
    /// kept index equals one made from scratch for the new text.
    func testAnOpenDocumentsLineIndexFollowsItsEdits() {
        let workspace = AnalysisWorkspace()
        var text = "import UIKit\r\nfinal class A {\n    let 😀 = \"x\"\n}\n"
        workspace.changeOpenDocument(path: "A.swift", text: text, edits: nil)
        XCTAssertEqual(workspace.lineIndex(of: "A.swift")?.lineStarts, LineIndex(text).lineStarts)
        let edits: [(start: Int, end: Int, replacement: String)] = [
            (12, 13, ""), // drops the `\r` of the first line break
            (12, 12, "\r"), // and puts it back
            (20, 20, "\n\n"), // splits a line twice
            (0, 6, "@testable import"),
            (text.utf8.count - 2, text.utf8.count - 1, "}\r\n// end")
        ]
        for edit in edits {
            var bytes = Array(text.utf8)
            let end = min(edit.end, bytes.count)
            let start = min(edit.start, end)
            bytes.replaceSubrange(start..<end, with: Array(edit.replacement.utf8))
            let edited = String(decoding: bytes, as: UTF8.self)
            workspace.changeOpenDocument(
                path: "A.swift", text: edited,
                edits: [TextReplacement(range: ByteRange(start: start, end: end), replacement: edit.replacement)])
            text = edited
            let kept = workspace.lineIndex(of: "A.swift")
            XCTAssertEqual(
                kept?.lineStarts, LineIndex(text).lineStarts,
                "after replacing \(start)..<\(end) with \(edit.replacement.debugDescription)")
            XCTAssertEqual(kept?.utf8, Array(text.utf8))
        }
    }
}
