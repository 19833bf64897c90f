// End-to-end: pull diagnostics with result ids, and refresh requests when an edit in one file
// changes the hints or findings of another open file.
import Foundation
import JSONRPC
import XCTest

final class RefreshAndPullEndToEndTests: XCTestCase {
    let baseURI = "file:///tmp/ax-lsp-e2e/App/BaseViewController.swift"
    let screenURI = "file:///tmp/ax-lsp-e2e/App/ScreenViewController.swift"
    let screenText =
        "import UIKit\nimport AAII\n\nclass ScreenViewController: BaseViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        injectAccessibilityIdentifiers()\n    }\n}\n"

    private func startPullClient() throws -> LSPTestClient {
        let client = try LSPTestClient()
        _ = try client.request(
            "initialize",
            params: [
                "processId": nil, "rootUri": nil,
                "capabilities": [
                    "general": ["positionEncodings": ["utf-16"]],
                    "textDocument": ["diagnostic": ["dynamicRegistration": false]],
                    "workspace": ["inlayHint": ["refreshSupport": true], "diagnostics": ["refreshSupport": true]]
                ]
            ])
        client.sendNotification("initialized", params: [:])
        return client
    }

    func testEditingASuperclassRefreshesHintsAndDiagnosticsOfTheSubclassFile() throws {
        let client = try startPullClient()
        client.openDocument(uri: baseURI, text: "import UIKit\n\nclass BaseViewController: UIViewController {}\n")
        client.openDocument(uri: screenURI, text: screenText)
        try client.barrier()
        XCTAssertFalse(client.receivedMessages.contains { $0["method"] == "workspace/inlayHint/refresh" })

        // `BaseViewController: UIViewController` → `NSObject`: the subclass loses its root view identifier.
        client.changeDocument(uri: baseURI, version: 2, range: (2, 26, 2, 42), text: "NSObject")
        try client.barrier()
        let refresh = try client.waitForMessage("inlayHint refresh") { $0["method"] == "workspace/inlayHint/refresh" }
        XCTAssertNotNil(refresh["id"])
        // A pull client gets no pushed diagnostics.
        XCTAssertFalse(client.receivedMessages.contains { $0["method"] == "textDocument/publishDiagnostics" })
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    func testPulledDiagnosticsAnswerUnchangedForTheSameResultID() throws {
        let client = try startPullClient()
        let text =
            "import UIKit\n\nclass V: UIView {\n    let a = UILabel()\n    let b = UILabel()\n    func f() {\n        a.accessibilityIdentifier = \"x\"\n        b.accessibilityIdentifier = \"x\"\n    }\n}\n"
        client.openDocument(uri: screenURI, text: text)
        let first = try client.request("textDocument/diagnostic", params: ["textDocument": ["uri": .string(screenURI)]])
        XCTAssertEqual(first["result"]?["kind"], "full")
        // One finding for the pair, at its first site.
        XCTAssertEqual(first["result"]?["items"]?.arrayValue?.map { $0["code"] }, ["duplicate-identifier"])
        let resultID = first["result"]?["resultId"] ?? .null
        let second = try client.request(
            "textDocument/diagnostic",
            params: ["textDocument": ["uri": .string(screenURI)], "previousResultId": resultID])
        XCTAssertEqual(second["result"], ["kind": "unchanged", "resultId": resultID])
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    func testWorkspaceDiagnosticsReportEveryFileWithFindings() throws {
        let client = try startPullClient()
        let otherURI = "file:///tmp/ax-lsp-e2e/App/Other.swift"
        // 'x' is one finding in Other.swift (its first site); 'z' one in this file.
        client.openDocument(
            uri: screenURI,
            text:
                "import UIKit\n\nclass V: UIView {\n    let a = UILabel()\n    func f() { a.accessibilityIdentifier = \"x\" }\n}\n\nclass C: UIViewController {\n    let v = V()\n    let w = W()\n    let c = UILabel(), d = UILabel()\n    func g() {\n        c.accessibilityIdentifier = \"z\"\n        d.accessibilityIdentifier = \"z\"\n    }\n}\n"
        )
        client.openDocument(
            uri: otherURI,
            text:
                "import UIKit\n\nclass W: UIView {\n    let b = UILabel()\n    func f() { b.accessibilityIdentifier = \"x\" }\n}\n"
        )
        let first = try client.request("workspace/diagnostic", params: ["previousResultIds": []])
        let items = first["result"]?["items"]?.arrayValue ?? []
        XCTAssertEqual(items.map { $0["uri"] }, [.string(otherURI), .string(screenURI)])
        XCTAssertEqual(items.map { $0["kind"] }, ["full", "full"])
        XCTAssertEqual(items.first?["items"]?[0]?["code"], "duplicate-identifier")
        // Fixing the duplicate: the client's old result ids get empty full reports.
        client.changeDocument(uri: otherURI, version: 2, range: (4, 44, 4, 45), text: "y")
        let previous: JSONValue = .array(items.map { ["uri": $0["uri"] ?? .null, "value": $0["resultId"] ?? .null] })
        let second = try client.request("workspace/diagnostic", params: ["previousResultIds": previous])
        let secondItems = second["result"]?["items"]?.arrayValue ?? []
        XCTAssertEqual(secondItems.first { $0["uri"] == .string(otherURI) }?["items"], [])
        XCTAssertEqual(secondItems.first { $0["uri"] == .string(screenURI) }?["kind"], "unchanged")
        let text = try client.documentText(uri: otherURI)["result"]?["text"]?.stringValue ?? ""
        XCTAssertTrue(text.contains("b.accessibilityIdentifier = \"y\""), text)
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }
}
