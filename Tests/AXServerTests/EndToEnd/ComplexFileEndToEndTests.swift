// The parse-cost guard end to end: a file with exponential nesting (the input that hung the fuzzer, and a
// closed 40-deep literal) open in the real server and edited: every request is answered, hints
// and hover keep working around the skipped region, and the diagnostic says what was skipped.
import Foundation
import JSONRPC
import XCTest

final class ComplexFileEndToEndTests: XCTestCase {
    let uri = "file:///tmp/ax-lsp-e2e-complex/App/DeepViewController.swift"

    let document = MarkedDocument(
        """
        import UIKit

        class DeepViewController: UIViewController {
            let label = UILabel()
            override func viewDidLoad() {
                ⟦label⟧label.accessibilityIdentifier = "deep.before"⟦hint⟧
            }
        }

        let grid = [[[[[[[[⟦region⟧[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]

        final class LoginUITests: [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[

        """)

    func testAnOpenDeepFileIsAnalysedAroundItsRegionsAndKeepsAnsweringWhileEdited() throws {
        let client = try LSPTestClient()
        try client.initialize()
        client.openDocument(uri: uri, text: document.text)
        let published = try client.waitForMessage("diagnostics of the deep file") { message in
            message["method"] == "textDocument/publishDiagnostics" && message["params"]?["uri"] == .string(uri)
        }
        let diagnostics = published["params"]?["diagnostics"]?.arrayValue ?? []
        XCTAssertEqual(diagnostics.map { $0["code"] }, ["file-too-complex"])
        XCTAssertEqual(diagnostics.first?["range"]?["start"], document.position("region", encoding: "utf-16"))
        XCTAssertEqual(
            diagnostics.first?["message"]?.stringValue?.contains("and so were 1 more deep regions in this file"), true)

        // Typing at the end of the file, inside the never-closed region: a full parse each time.
        var text = document.text
        for version in 2...6 {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            client.changeDocument(
                uri: uri, version: version, range: (lines.count - 1, 0, lines.count - 1, 0), text: "[")
            text += "["
            let end: JSONValue = ["line": .int(lines.count), "character": 0]
            let range: JSONValue = ["start": ["line": 0, "character": 0], "end": end]
            let hints = try client.request(
                "textDocument/inlayHint", params: ["textDocument": ["uri": .string(uri)], "range": range])
            let hintList: [JSONValue] = hints["result"]?.arrayValue ?? []
            let labels: [String] = hintList.map { hint in
                (hint["label"]?.arrayValue ?? []).compactMap { $0["value"]?.stringValue }.joined()
            }
            XCTAssertEqual(labels, ["→ \"deep.before\""], "version \(version)")
            let hover = try client.request(
                "textDocument/hover",
                params: [
                    "textDocument": ["uri": .string(uri)], "position": document.position("label", encoding: "utf-16")
                ])
            XCTAssertEqual(
                hover["result"]?["contents"]?["value"]?.stringValue?.contains("deep.before"), true, "version \(version)"
            )
        }
        XCTAssertEqual(try client.documentText(uri: uri)["result"]?["text"]?.stringValue, text)
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }
}
