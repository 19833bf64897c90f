// End-to-end over stdio: the "VoiceOver: N elements" code lens on a UIKit screen, the
// `ax-lsp.showOutline` command it runs (AXSnapshot's exact text), and the lens following edits.
import Foundation
import JSONRPC
import XCTest

final class OutlineEndToEndTests: XCTestCase {
    let uri = "file:///tmp/ax-lsp-e2e/App/BadgeView.swift"
    let document = MarkedDocument(
        """
        import UIKit

        // 🏷️ A badge: a label and a close button.
        final class ⟦badge⟧BadgeView: UIView {
            let title = UILabel()
            let close = UIButton()
            override init(frame: CGRect) {
                super.init(frame: frame)
                title.text = "Neu für dich 🎉"
                close.accessibilityLabel = "Close"
                addSubview(title)
                addSubview(close)⟦end⟧
            }
            required init?(coder: NSCoder) { nil }
        }

        """)

    private func lenses(_ client: LSPTestClient) throws -> [JSONValue] {
        let response = try client.request("textDocument/codeLens", params: ["textDocument": ["uri": .string(uri)]])
        return try XCTUnwrap(response["result"]?.arrayValue, "response: \(response)")
    }

    func testLensShowsTheOutlineAndFollowsEdits() throws {
        let client = try LSPTestClient()
        let initialized = try client.initialize(positionEncodings: ["utf-16"])
        XCTAssertEqual(initialized["capabilities"]?["codeLensProvider"], ["resolveProvider": false])
        client.openDocument(uri: uri, text: document.text)
        try client.barrier()

        let badge = document.position("badge", encoding: "utf-16")
        let first = try lenses(client)
        XCTAssertEqual(first.count, 1)
        XCTAssertEqual(first.first?["range"]?["start"], badge)
        XCTAssertEqual(
            first.first?["command"],
            [
                "title": "VoiceOver: 2 elements", "command": "ax-lsp.showOutline", "arguments": ["BadgeView"]
            ])

        let response = try client.request(
            "workspace/executeCommand", params: ["command": "ax-lsp.showOutline", "arguments": ["BadgeView"]])
        let separator = String(repeating: "-", count: 60)
        XCTAssertEqual(
            response["result"]?["text"]?.stringValue,
            [separator, "Neu für dich 🎉", separator, "Close", "button", separator].joined(separator: "\n"))
        XCTAssertEqual(response["result"]?["certainty"], "certain")
        let shown = try client.waitForMessage("the outline shown to the user") { $0["method"] == "window/showMessage" }
        XCTAssertTrue(
            shown["params"]?["message"]?.stringValue?.hasPrefix(
                "BadgeView.axSnapshot() (AXSnapshot, certain):\n" + separator) ?? false, "\(shown)")

        // A third element, its text known only at run time: the lens says so.
        let end = document.position("end", encoding: "utf-16")
        let line = end["line"]?.intValue ?? 0
        let character = end["character"]?.intValue ?? 0
        client.changeDocument(
            uri: uri, version: 2, range: (line, character, line, character),
            text: "\n        let note = UILabel()\n        note.text = model.note\n        addSubview(note)")
        try client.barrier()
        XCTAssertEqual(try lenses(client).first?["command"]?["title"], "VoiceOver: 3 elements (dynamic)")

        let unknown = try client.request(
            "workspace/executeCommand", params: ["command": "ax-lsp.showOutline", "arguments": ["NoSuchView"]])
        XCTAssertEqual(unknown["error"]?["code"], -32602)
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }
}
