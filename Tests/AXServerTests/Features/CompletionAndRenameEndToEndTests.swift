// End to end over stdio: completion of identifiers inside a UI test's query and a flow's `id:`
// (nothing in app code), and a rename from a query that edits the app, the test and the flow;
// in UTF-8 and UTF-16, with LF and CRLF, with emoji before the literals.
import Foundation
import JSONRPC
import XCTest

final class CompletionAndRenameEndToEndTests: XCTestCase {
    let viewURI = "file:///tmp/ax-lsp-e2e/Completion/App/LoginViewController.swift"
    let testURI = "file:///tmp/ax-lsp-e2e/Completion/AppUITests/LoginUITests.swift"
    let flowURI = "file:///tmp/ax-lsp-e2e/Completion/.maestro/login.yaml"

    func view(_ lineBreak: String) -> MarkedDocument {
        MarkedDocument(
            """
            import UIKit

            class LoginViewController: UIViewController {
                let submitButton = UIButton()
                let row = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    /* 🔑 */ submitButton.accessibilityIdentifier = "⟦appValue⟧login.submit⟦appValueEnd⟧"
                    ⟦notALiteral⟧view.backgroundColor = .white
                }
                func configure(index: Int) { row.accessibilityIdentifier = "login.row_\\(⟦template⟧index)" }
            }

            """.replacingOccurrences(of: "\n", with: lineBreak))
    }

    func test(_ lineBreak: String) -> MarkedDocument {
        MarkedDocument(
            """
            import XCTest

            final class LoginUITests: XCTestCase {
                func testSubmit() {
                    /* 🧪 */ XCUIApplication().buttons["⟦query⟧lo⟦cursor⟧gin.submit⟦queryEnd⟧"].tap()
                }
            }

            """.replacingOccurrences(of: "\n", with: lineBreak))
    }

    func flow(_ lineBreak: String) -> MarkedDocument {
        MarkedDocument(
            """
            appId: com.example.app # 🚀
            ---
            - tapOn:
                id: "⟦flowValue⟧login.s⟦flowCursor⟧ubmit⟦flowValueEnd⟧"

            """.replacingOccurrences(of: "\n", with: lineBreak))
    }

    func testCompletionAndRenameAcrossTestsFlowsAndApp() throws {
        for lineBreak in ["\n", "\r\n"] {
            for encoding in ["utf-8", "utf-16"] {
                try check(encoding: encoding, lineBreak: lineBreak)
            }
        }
    }

    private func check(encoding: String, lineBreak: String) throws {
        let label = "\(encoding) \(lineBreak == "\n" ? "LF" : "CRLF")"
        let (view, test, flow) = (view(lineBreak), test(lineBreak), flow(lineBreak))
        let client = try LSPTestClient()
        let capabilities = try client.initialize(positionEncodings: [encoding])["capabilities"]
        XCTAssertEqual(capabilities?["completionProvider"]?["triggerCharacters"], ["\"", "'", "~", "."], label)
        XCTAssertEqual(capabilities?["renameProvider"], ["prepareProvider": true], label)
        client.openDocument(uri: viewURI, text: view.text)
        client.openDocument(uri: testURI, text: test.text)
        client.openDocument(uri: flowURI, text: flow.text, languageId: "yaml")
        try client.barrier()

        func completion(_ uri: String, _ position: JSONValue) throws -> JSONValue {
            try client.request(
                "textDocument/completion", params: ["textDocument": ["uri": .string(uri)], "position": position])[
                    "result"] ?? .null
        }
        let inQuery = try completion(testURI, test.position("cursor", encoding: encoding))
        let items = inQuery["items"]?.arrayValue ?? []
        XCTAssertEqual(items.compactMap { $0["label"]?.stringValue }, ["login.submit", "login.row_{index}"], label)
        XCTAssertEqual(
            items.first?["textEdit"]?["range"],
            ["start": test.position("query", encoding: encoding), "end": test.position("queryEnd", encoding: encoding)],
            label)
        XCTAssertEqual(items.first?["textEdit"]?["newText"], "login.submit", label)
        // The client did not say it takes snippets: the template is inserted as written.
        XCTAssertEqual(items.last?["insertTextFormat"], 1, label)
        XCTAssertTrue(items.first?["detail"]?.stringValue?.contains("LoginViewController.swift:8") == true, label)

        let inFlow = try completion(flowURI, flow.position("flowCursor", encoding: encoding))
        XCTAssertEqual(inFlow["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue }, ["login.submit"], label)
        XCTAssertEqual(
            inFlow["items"]?.arrayValue?.first?["textEdit"]?["range"]?["end"],
            flow.position("flowValueEnd", encoding: encoding), label)
        XCTAssertEqual(
            try completion(viewURI, view.position("notALiteral", encoding: encoding)),
            ["isIncomplete": false, "items": []], label)

        let prepared = try client.request(
            "textDocument/prepareRename",
            params: [
                "textDocument": ["uri": .string(testURI)], "position": test.position("cursor", encoding: encoding)
            ])["result"]
        XCTAssertEqual(
            prepared,
            [
                "range": [
                    "start": test.position("query", encoding: encoding),
                    "end": test.position("queryEnd", encoding: encoding)
                ],
                "placeholder": "login.submit"
            ], label)
        let renamed = try client.request(
            "textDocument/rename",
            params: [
                "textDocument": ["uri": .string(testURI)], "position": test.position("cursor", encoding: encoding),
                "newName": "auth.send"
            ])["result"]
        let changes = renamed?["changes"]
        for uri in [flowURI, testURI, viewURI] { XCTAssertNotNil(changes?[uri], "\(label): no edits of \(uri)") }
        XCTAssertEqual(
            LSPEdits.apply(changes?[viewURI]?.arrayValue ?? [], to: view.text, encoding: encoding),
            view.text.replacingOccurrences(of: "\"login.submit\"", with: "\"auth.send\""), label)
        XCTAssertEqual(
            LSPEdits.apply(changes?[testURI]?.arrayValue ?? [], to: test.text, encoding: encoding),
            test.text.replacingOccurrences(of: "login.submit", with: "auth.send"), label)
        XCTAssertEqual(
            LSPEdits.apply(changes?[flowURI]?.arrayValue ?? [], to: flow.text, encoding: encoding),
            flow.text.replacingOccurrences(of: "login.submit", with: "auth.send"), label)

        let refused = try client.request(
            "textDocument/prepareRename",
            params: [
                "textDocument": ["uri": .string(viewURI)], "position": view.position("template", encoding: encoding)
            ])
        XCTAssertEqual(refused["error"]?["code"], -32803, label)
        XCTAssertTrue(refused["error"]?["message"]?.stringValue?.contains("is a template") == true, label)
        XCTAssertEqual(try client.shutdownAndExit(), 0, label)
    }
}
