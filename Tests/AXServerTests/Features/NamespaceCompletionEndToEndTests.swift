// End to end over stdio: after `A11yIDs.Home.` in a UI test the server offers the namespace's
// constants with their values and its nested namespaces, replacing only the name typed after
// the dot; in UTF-8 and UTF-16, with LF and CRLF, with emoji before the dot.
import Foundation
import JSONRPC
import XCTest

final class NamespaceCompletionEndToEndTests: XCTestCase {
    let namespaceURI = "file:///tmp/ax-lsp-e2e/NamespaceCompletion/App/A11yIDs.swift"
    let testURI = "file:///tmp/ax-lsp-e2e/NamespaceCompletion/AppUITests/HomeUITests.swift"

    func namespace(_ lineBreak: String) -> String {
        """
        enum A11yIDs {
            enum Home {
                static let title = "home.title"
                static let table = "home.table"
                enum Toolbar { static let compose = "home.toolbar.compose" }
            }
        }

        """.replacingOccurrences(of: "\n", with: lineBreak)
    }

    func test(_ lineBreak: String) -> MarkedDocument {
        MarkedDocument(
            """
            import XCTest

            final class HomeUITests: XCTestCase {
                func testHome() {
                    /* 🏠 */ XCUIApplication().tables[A11yIDs.Home.⟦name⟧t⟦cursor⟧a⟦nameEnd⟧].tap()
                    /* 🏠 */ XCUIApplication().buttons[A11yIDs.Home.⟦afterDot⟧].tap()
                }
            }

            """.replacingOccurrences(of: "\n", with: lineBreak))
    }

    func testNamespaceMembersAfterADot() throws {
        for lineBreak in ["\n", "\r\n"] {
            for encoding in ["utf-8", "utf-16"] {
                try check(encoding: encoding, lineBreak: lineBreak)
            }
        }
    }

    private func check(encoding: String, lineBreak: String) throws {
        let label = "\(encoding) \(lineBreak == "\n" ? "LF" : "CRLF")"
        let test = test(lineBreak)
        let client = try LSPTestClient()
        _ = try client.initialize(positionEncodings: [encoding])
        client.openDocument(uri: namespaceURI, text: namespace(lineBreak))
        client.openDocument(uri: testURI, text: test.text)
        try client.barrier()

        func completion(_ marker: String) throws -> JSONValue {
            try client.request(
                "textDocument/completion",
                params: [
                    "textDocument": ["uri": .string(testURI)], "position": test.position(marker, encoding: encoding),
                    "context": ["triggerKind": 2, "triggerCharacter": "."]
                ])["result"] ?? .null
        }
        let typed = try completion("cursor")
        let typedItems = typed["items"]?.arrayValue ?? []
        XCTAssertEqual(typedItems.compactMap { $0["label"]?.stringValue }, ["table", "title", "Toolbar"], label)
        XCTAssertEqual(typedItems.first?["detail"], "\"home.table\"", label)
        XCTAssertEqual(
            typedItems.first?["textEdit"]?["range"],
            ["start": test.position("name", encoding: encoding), "end": test.position("nameEnd", encoding: encoding)],
            label)
        XCTAssertEqual(typedItems.first?["textEdit"]?["newText"], "table", label)

        let afterDot = try completion("afterDot")
        let items = afterDot["items"]?.arrayValue ?? []
        XCTAssertEqual(items.compactMap { $0["label"]?.stringValue }, ["table", "title", "Toolbar"], label)
        XCTAssertEqual(items.last?["detail"], "a namespace", label)
        XCTAssertEqual(
            items.first?["textEdit"]?["range"],
            [
                "start": test.position("afterDot", encoding: encoding),
                "end": test.position("afterDot", encoding: encoding)
            ], label)
        XCTAssertEqual(try client.shutdownAndExit(), 0, label)
    }
}
