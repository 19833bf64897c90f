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

    /// The owner of the document (the server) edits the index as it converts the client's
    /// positions and hands it back: the workspace keeps that one, with no second copy.
    func testAGivenLineIndexIsTheOneKept() throws {
        let workspace = AnalysisWorkspace()
        let text = "import UIKit\nlet a = 1\n"
        workspace.changeOpenDocument(path: "A.swift", text: text, edits: nil)
        var lines = try XCTUnwrap(workspace.takeLineIndex(of: "A.swift"))
        let address = lines.utf8.withUnsafeBufferPointer { $0.baseAddress }
        lines.replace(16..<17, with: Array("\n".utf8))
        XCTAssertEqual(
            lines.utf8.withUnsafeBufferPointer { $0.baseAddress }, address,
            "the taken index is the only copy of its bytes, edited in place")
        let edited = String(decoding: lines.utf8, as: UTF8.self)
        workspace.changeOpenDocument(
            path: "A.swift", text: edited,
            edits: [TextReplacement(range: ByteRange(start: 16, end: 17), replacement: "\n")],
            lines: lines)
        XCTAssertEqual(workspace.lineIndex(of: "A.swift")?.lineStarts, LineIndex(edited).lineStarts)
        XCTAssertEqual(workspace.lineIndex(of: "A.swift")?.utf8.withUnsafeBufferPointer { $0.baseAddress }, address)
        XCTAssertNil(workspace.takeLineIndex(of: "B.swift"), "a file that is not open has no kept index")
    }

    /// The editor's hint settings are the analysis's to apply: disabled kinds are not returned,
    /// and hints come without edits when the editor resolves them one by one.
    func testHintSettingsTravelWithTheQuestion() {
        let workspace = AnalysisWorkspace()
        let text = """
            import UIKit

            final class Screen: UIViewController {
                let button = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    button.accessibilityIdentifier = "screen.button"
                    view.addSubview(button)
                }
            }
            """
        workspace.changeOpenDocument(path: "Screen.swift", text: text, edits: nil)
        let range = ByteRange(start: 0, end: text.utf8.count)
        let all = workspace.inlayHints(in: "Screen.swift", range: range)
        XCTAssertFalse(all.isEmpty)
        let kinds = Set(all.map(\.kind))
        for kind in kinds {
            let others = workspace.inlayHints(
                in: "Screen.swift", range: range,
                settings: HintSettings(enabledKinds: Set(IdentifierHint.Kind.allCases).subtracting([kind])))
            XCTAssertEqual(others, all.filter { $0.kind != kind })
        }
        let withoutEdits = workspace.inlayHints(
            in: "Screen.swift", range: range, settings: HintSettings(includeEdits: false))
        XCTAssertEqual(withoutEdits.count, all.count)
        XCTAssertTrue(withoutEdits.allSatisfy(\.textEdits.isEmpty))
    }
}
