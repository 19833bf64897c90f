// End to end over stdio: an Appium suite open in the editor is analysed like the app's files: its
// stale accessibility id is a diagnostic at the literal, hover says what a selector finds,
// definition goes to the statement that sets the element's identifier, and the element's references list the suite and the flow.
import Foundation
import JSONRPC
import XCTest

final class UITestSelectorEndToEndTests: XCTestCase {
    let viewURI = "file:///tmp/ax-lsp-e2e/Selectors/App/LoginViewController.swift"
    let suiteURI = "file:///tmp/ax-lsp-e2e/Selectors/e2e/screens/login.screen.js"
    let flowURI = "file:///tmp/ax-lsp-e2e/Selectors/.maestro/login.yaml"

    let view = MarkedDocument(
        """
        import UIKit

        class LoginViewController: UIViewController {
            let submitButton = UIButton()
            override func viewDidLoad() {
                super.viewDidLoad()
                ⟦element⟧submitButton.accessibilityIdentifier = "login.submit"⟦elementEnd⟧ // 🔑
            }
        }

        """)

    let suite = MarkedDocument(
        """
        // 🧪 screen object
        const SELECTORS = {
            SUBMIT: ⟦selector⟧'~login.submit',
            STALE: ⟦stale⟧'~login.sumbit'⟦staleEnd⟧,
        };

        """)

    let flow = MarkedDocument(
        """
        appId: com.example.app
        ---
        - tapOn:
            id: ⟦flowSelector⟧"login.submit"

        """)

    func testDiagnosticsHoverDefinitionAndReferencesOfASuite() throws {
        for encoding in ["utf-8", "utf-16"] {
            let client = try LSPTestClient()
            try client.initialize(positionEncodings: [encoding])
            client.openDocument(uri: viewURI, text: view.text)
            client.openDocument(uri: flowURI, text: flow.text, languageId: "yaml")
            client.openDocument(uri: suiteURI, text: suite.text, languageId: "javascript")
            try client.barrier()
            let diagnostics = client.lastPublishedDiagnostics(uri: suiteURI)
            XCTAssertEqual(diagnostics.map { $0["code"] }, [.string("unknown-identifier-in-ui-test")], encoding)
            XCTAssertEqual(diagnostics.first?["range"]?["start"], suite.position("stale", encoding: encoding), encoding)
            XCTAssertEqual(
                diagnostics.first?["range"]?["end"], suite.position("staleEnd", encoding: encoding), encoding)
            XCTAssertTrue(
                diagnostics.first?["message"]?.stringValue?.contains("did you mean 'login.submit'") == true, encoding)

            let hover = try client.request(
                "textDocument/hover",
                params: [
                    "textDocument": ["uri": .string(suiteURI)],
                    "position": suite.position("selector", encoding: encoding)
                ])
            let markdown = hover["result"]?["contents"]?["value"]?.stringValue ?? ""
            XCTAssertTrue(markdown.contains("Appium accessibility id"), markdown)
            XCTAssertTrue(markdown.contains("`login.submit` on `submitButton`"), markdown)

            let definition = try client.request(
                "textDocument/definition",
                params: [
                    "textDocument": ["uri": .string(suiteURI)],
                    "position": suite.position("selector", encoding: encoding)
                ])
            XCTAssertEqual(
                definition["result"],
                [
                    [
                        "uri": .string(viewURI),
                        "range": [
                            "start": view.position("element", encoding: encoding),
                            "end": view.position("elementEnd", encoding: encoding)
                        ]
                    ]
                ], encoding)

            let references = try client.request(
                "textDocument/references",
                params: [
                    "textDocument": ["uri": .string(viewURI)], "position": view.position("element", encoding: encoding),
                    "context": ["includeDeclaration": false]
                ])
            let locations = references["result"]?.arrayValue ?? []
            XCTAssertEqual(Set(locations.compactMap { $0["uri"]?.stringValue }), [suiteURI, flowURI], encoding)
            XCTAssertTrue(
                locations.contains {
                    $0["uri"] == .string(suiteURI)
                        && $0["range"]?["start"] == suite.position("selector", encoding: encoding)
                }, encoding)
            XCTAssertTrue(
                locations.contains {
                    $0["uri"] == .string(flowURI)
                        && $0["range"]?["start"] == flow.position("flowSelector", encoding: encoding)
                }, encoding)
            XCTAssertEqual(try client.shutdownAndExit(), 0)
        }
    }
}
