// In process: a client that takes snippets gets a template's run-time parts as tab stops.
import AXAnalysis
import Foundation
import JSONRPC
import XCTest

@testable import AXServer

final class CompletionSnippetTests: XCTestCase {
    let viewURI = "file:///tmp/ax-lsp-inprocess/App/RowView.swift"
    let suiteURI = "file:///tmp/ax-lsp-inprocess/e2e/rows.spec.js"
    let view =
        "import UIKit\nclass RowView: UIView {\n    func configure(index: Int) { accessibilityIdentifier = \"row_\\(index).cell\" }\n}\n"
    let suite = "const ROW = $('~ro');\n"

    func testASnippetClientGetsTabStopsForATemplatesParts() throws {
        let server = InProcessServer()
        server.receive(
            server.request(
                1, "initialize",
                [
                    "processId": nil, "rootUri": nil,
                    "capabilities": ["textDocument": ["completion": ["completionItem": ["snippetSupport": true]]]]
                ]))
        _ = try XCTUnwrap(server.waitForResponse(to: 1))
        server.receive(server.notification("initialized"))
        for (uri, text, language) in [(viewURI, view, "swift"), (suiteURI, suite, "javascript")] {
            server.receive(
                server.notification(
                    "textDocument/didOpen",
                    [
                        "textDocument": [
                            "uri": .string(uri), "languageId": .string(language), "version": 1, "text": .string(text)
                        ]
                    ]))
        }
        // After `~ro`, before the closing quote.
        server.receive(
            server.request(
                2, "textDocument/completion",
                [
                    "textDocument": ["uri": .string(suiteURI)], "position": ["line": 0, "character": 18],
                    "context": ["triggerKind": 2, "triggerCharacter": "~"]
                ]))
        let items = try XCTUnwrap(server.waitForResponse(to: 2)?["result"]?["items"]?.arrayValue)
        XCTAssertEqual(items.map { $0["label"] }, ["row_{index}.cell"])
        XCTAssertEqual(items.first?["insertTextFormat"], 2)
        XCTAssertEqual(items.first?["textEdit"]?["newText"], "row_${1:index}.cell")
        XCTAssertEqual(
            items.first?["textEdit"]?["range"],
            ["start": ["line": 0, "character": 16], "end": ["line": 0, "character": 18]])
        XCTAssertTrue(items.first?["documentation"]?["value"]?.stringValue?.contains("a template") == true)
    }
}
