// End-to-end over stdio: from a diagnostic to its rule's documentation without leaving the editor.
// The diagnostic's code is the rule, hovering it explains the rule, and the "Explain rule"
// code action runs `ax-lsp.explainRule`, which shows the rule's text and examples.
import Foundation
import JSONRPC
import XCTest

final class ExplainRuleEndToEndTests: XCTestCase {
    let uri = "file:///tmp/ax-lsp-e2e/App/SettingsView.swift"
    let document = MarkedDocument(
        """
        import SwiftUI

        struct SettingsView: View {
            var body: some View {
                VStack {
                    Text("👋 Title").⟦leaf⟧accessibilityIdentifierLeaf("Title")
                    Text("Name").accessibilityIdentifierLeaf("Name")
                }
                .⟦branch⟧accessibilityIdentifierBranch("Settings")
            }
        }

        struct AboutView: View {
            var body: some View {
                Text("🎈").⟦lonely⟧accessibilityIdentifierLeaf("About")
            }
        }

        """)

    private func start() throws -> LSPTestClient {
        let client = try LSPTestClient()
        try client.initialize(positionEncodings: ["utf-16"])
        client.openDocument(uri: uri, text: document.text)
        try client.barrier()
        return client
    }

    private func codeActions(
        _ client: LSPTestClient, at marker: String, only: [String]? = nil, diagnostics: [JSONValue] = []
    ) throws -> [JSONValue] {
        let position = document.position(marker, encoding: "utf-16")
        var context: [String: JSONValue] = ["diagnostics": .array(diagnostics)]
        if let only { context["only"] = .array(only.map { .string($0) }) }
        let response = try client.request(
            "textDocument/codeAction",
            params: [
                "textDocument": ["uri": .string(uri)], "range": ["start": position, "end": position],
                "context": .object(context)
            ])
        return response["result"]?.arrayValue ?? []
    }

    func testTheDiagnosticCodeIsTheRuleAndItsActionExplainsTheRule() throws {
        let client = try start()
        let diagnostics = client.lastPublishedDiagnostics(uri: uri)
        let lonely = try XCTUnwrap(
            diagnostics.first { $0["range"]?["start"] == document.position("lonely", encoding: "utf-16") })
        XCTAssertEqual(lonely["code"], "leaf-without-branch")
        XCTAssertEqual(lonely["source"], "ax-lsp")

        let actions = try codeActions(client, at: "lonely", diagnostics: [lonely])
        let explain = try XCTUnwrap(
            actions.first { $0["title"] == "Explain rule 'leaf-without-branch'" }, "actions: \(actions)")
        XCTAssertNil(explain["kind"], "the action changes nothing, so it has no kind")
        XCTAssertNil(explain["edit"])
        XCTAssertEqual(explain["diagnostics"], [lonely])
        XCTAssertEqual(
            explain["command"],
            [
                "title": "Explain rule 'leaf-without-branch'", "command": "ax-lsp.explainRule",
                "arguments": ["leaf-without-branch"]
            ])

        let command = try XCTUnwrap(explain["command"])
        let response = try client.request(
            "workspace/executeCommand",
            params: ["command": command["command"] ?? nil, "arguments": command["arguments"] ?? nil])
        let markdown = try XCTUnwrap(response["result"]?.stringValue, "response: \(response)")
        XCTAssertTrue(markdown.hasPrefix("## leaf-without-branch\n"), markdown)
        XCTAssertTrue(markdown.contains("### Triggering examples"), markdown)
        XCTAssertTrue(markdown.contains(".1️⃣accessibilityIdentifierLeaf(\"Title\")"), markdown)
        let shown = try client.waitForMessage("the rule shown to the user") { $0["method"] == "window/showMessage" }
        XCTAssertEqual(shown["params"]?["type"], 3)
        let text = shown["params"]?["message"]?.stringValue ?? ""
        XCTAssertTrue(text.hasPrefix("leaf-without-branch (warning)\n"), text)
        XCTAssertTrue(text.contains("non-triggering examples:"), text)
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    func testNoExplainActionWithoutAFindingOrForOtherKinds() throws {
        let client = try start()
        let atBranch = try codeActions(client, at: "branch")
        XCTAssertFalse(atBranch.contains { ($0["title"]?.stringValue ?? "").hasPrefix("Explain rule") }, "\(atBranch)")
        let quickFixesOnly = try codeActions(client, at: "lonely", only: ["quickfix"])
        XCTAssertFalse(
            quickFixesOnly.contains { ($0["title"]?.stringValue ?? "").hasPrefix("Explain rule") }, "\(quickFixesOnly)")
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    func testHoverOnAFindingExplainsItsRule() throws {
        let client = try start()
        let hover = try client.request(
            "textDocument/hover",
            params: [
                "textDocument": ["uri": .string(uri)], "position": document.position("lonely", encoding: "utf-16")
            ])
        let value = hover["result"]?["contents"]?["value"]?.stringValue ?? ""
        XCTAssertTrue(value.hasPrefix("**rule `leaf-without-branch`** · warning by default · "), value)
        XCTAssertTrue(value.contains("follows BL-2, BL-3 (docs/conventions.md)"), value)
        XCTAssertTrue(value.contains("\"Explain rule 'leaf-without-branch'\" code action"), value)

        let identifierHover = try client.request(
            "textDocument/hover",
            params: [
                "textDocument": ["uri": .string(uri)], "position": document.position("leaf", encoding: "utf-16")
            ])
        let identifierText = identifierHover["result"]?["contents"]?["value"]?.stringValue ?? ""
        XCTAssertTrue(identifierText.hasPrefix("**`Settings.Title`** · branch/leaf · certain"), identifierText)
        XCTAssertTrue(
            identifierText.contains("branch/leaf behaviours BL-1, BL-2 (docs/conventions.md)"), identifierText)
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    func testUnknownRuleIsAnInvalidParamsErrorWithASuggestion() throws {
        let client = try start()
        let response = try client.request(
            "workspace/executeCommand", params: ["command": "ax-lsp.explainRule", "arguments": ["leaf-without-brnch"]])
        XCTAssertEqual(response["error"]?["code"], -32602)
        XCTAssertEqual(
            response["error"]?["message"], "unknown rule 'leaf-without-brnch'; did you mean 'leaf-without-branch'?")
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }
}
