// End to end: a UI test that queries through the app's identifier constants
// (`app.buttons[IDs.login.continueButton]`) goes to the modifier that gives the element the
// constant's value, and the element's references list the test, in UTF-8 and UTF-16.
import Foundation
import JSONRPC
import XCTest

final class ConstantReferenceEndToEndTests: XCTestCase {
    let idsURI = "file:///tmp/ax-lsp-e2e/Constants/IDs.swift"
    let viewURI = "file:///tmp/ax-lsp-e2e/Constants/LoginView.swift"
    let testsURI = "file:///tmp/ax-lsp-e2e/ConstantsUITests/LoginUITests.swift"

    let ids = MarkedDocument(
        """
        enum IDs {
            static let login = Login()
            struct Login {
                let continueButton = "login-continue" // 🔑
            }
        }

        """)

    let view = MarkedDocument(
        """
        import SwiftUI

        struct LoginView: View {
            var body: some View {
                Button("Go 🚀") {}.⟦modifier⟧accessibilityIdentifier⟦modifierEnd⟧(IDs.login.continueButton)
            }
        }

        """)

    let tests = MarkedDocument(
        """
        import XCTest

        final class LoginUITests: XCTestCase {
            func testContinue() {
                let app = XCUIApplication() // 🧪
                app.buttons[⟦query⟧IDs.login.continueButton].tap()
            }
        }

        """)

    func testDefinitionAndReferencesThroughAConstant() throws {
        for encoding in ["utf-8", "utf-16"] {
            let client = try LSPTestClient()
            try client.initialize(positionEncodings: [encoding])
            client.openDocument(uri: idsURI, text: ids.text)
            client.openDocument(uri: viewURI, text: view.text)
            client.openDocument(uri: testsURI, text: tests.text)
            let definition = try client.request(
                "textDocument/definition",
                params: [
                    "textDocument": ["uri": .string(testsURI)], "position": tests.position("query", encoding: encoding)
                ])
            // The element's identifier site: the modifier that applies the constant's value.
            XCTAssertEqual(
                definition["result"],
                [
                    [
                        "uri": .string(viewURI),
                        "range": [
                            "start": view.position("modifier", encoding: encoding),
                            "end": view.position("modifierEnd", encoding: encoding)
                        ]
                    ]
                ], encoding)
            let references = try client.request(
                "textDocument/references",
                params: [
                    "textDocument": ["uri": .string(viewURI)],
                    "position": view.position("modifier", encoding: encoding),
                    "context": ["includeDeclaration": false]
                ])
            XCTAssertEqual(references["result"]?.arrayValue?.map { $0["uri"] }, [.string(testsURI)], encoding)
            XCTAssertEqual(
                references["result"]?[0]?["range"]?["start"], tests.position("query", encoding: encoding), encoding)
            XCTAssertEqual(try client.shutdownAndExit(), 0)
        }
    }
}
