// End-to-end: requests during the first index and after a branch switch are answered from what
// the server knows, and the client is asked to refresh when the complete results arrive.
import Foundation
import JSONRPC
import XCTest

final class AnswersWhileIndexingEndToEndTests: XCTestCase {
    /// Progress, watched files, pulled diagnostics and both refreshes.
    private static let capabilities: JSONValue = [
        "window": ["workDoneProgress": true],
        "workspace": [
            "didChangeWatchedFiles": ["dynamicRegistration": true],
            "inlayHint": ["refreshSupport": true], "diagnostics": ["refreshSupport": true]
        ],
        "textDocument": ["diagnostic": ["dynamicRegistration": false]],
        "general": ["positionEncodings": ["utf-16"]]
    ]

    /// A subclass whose AAII identifiers need its superclass (in another file), and an explicit
    /// identifier that overwrites one of them (a finding only the superclass reveals).
    private static let screenText = """
        import UIKit
        import AAII

        class ScreenViewController: BaseViewController {
            let titleLabel = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                injectAccessibilityIdentifiers()
                titleLabel.accessibilityIdentifier = "screen.title"
            }
        }

        """

    private static let complete = ["→ \"ScreenViewController.view\"", "→ \"screen.title\""]

    private func labels(_ client: LSPTestClient, uri: String) throws -> [String] {
        let range: JSONValue = ["start": ["line": 0, "character": 0], "end": ["line": 20, "character": 0]]
        let response = try client.request(
            "textDocument/inlayHint", params: ["textDocument": ["uri": .string(uri)], "range": range])
        return (response["result"]?.arrayValue ?? []).map { hint in
            (hint["label"]?.arrayValue ?? []).compactMap { $0["value"]?.stringValue }.joined()
        }
    }

    private func pulledCodes(_ client: LSPTestClient, uri: String) throws -> [String] {
        let response = try client.request("textDocument/diagnostic", params: ["textDocument": ["uri": .string(uri)]])
        return (response["result"]?["items"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }
    }

    func testARequestDuringTheFirstIndexIsAnsweredThenRefreshed() throws {
        let workspace = try TemporaryWorkspace()
        try workspace.write(
            "App/BaseViewController.swift", "import UIKit\n\nclass BaseViewController: UIViewController {}\n")
        try workspace.write("App/Other.swift", TemporaryWorkspace.screen(named: "Other", identifier: "screen.title"))
        try workspace.write("App/ScreenViewController.swift", Self.screenText)
        let client = try LSPTestClient()
        try client.initializeWorkspace(folders: [workspace.root], capabilities: Self.capabilities)
        // The run reads nothing until the client created its progress token: holding the answer
        // back holds the index at its start, deterministically.
        let create = try client.waitForMessage("progress token request") {
            $0["method"] == "window/workDoneProgress/create"
        }
        let uri = workspace.uri("App/ScreenViewController.swift")
        client.openDocument(uri: uri, text: Self.screenText)

        // Answered from the open file alone: its explicit identifier, none of what needs the
        // superclass, and no finding (none can be told without the files not read yet).
        XCTAssertEqual(try labels(client, uri: uri), ["→ \"screen.title\""])
        XCTAssertEqual(try pulledCodes(client, uri: uri), [])
        let hover = try client.request(
            "textDocument/hover",
            params: [
                "textDocument": ["uri": .string(uri)], "position": ["line": 8, "character": 48]
            ])
        XCTAssertEqual(hover["result"]?["contents"]?["value"]?.stringValue?.hasPrefix("**`screen.title`**"), true)
        XCTAssertFalse(client.receivedMessages.contains { $0["method"] == "workspace/inlayHint/refresh" })

        client.send(["jsonrpc": "2.0", "id": create["id"] ?? .null, "result": .null])
        let end = try client.waitForMessage("end of indexing") {
            $0["method"] == "$/progress" && $0["params"]?["value"]?["kind"] == "end"
        }
        // The progress ends with the complete results: the counts are those of every file.
        XCTAssertEqual(end["params"]?["value"]?["message"], "indexed 3 files, 3 identifiers")
        _ = try client.waitForMessage("inlayHint refresh") { $0["method"] == "workspace/inlayHint/refresh" }
        _ = try client.waitForMessage("diagnostic refresh") { $0["method"] == "workspace/diagnostic/refresh" }
        XCTAssertEqual(try labels(client, uri: uri), Self.complete)
        XCTAssertEqual(try pulledCodes(client, uri: uri), ["identifier-overwritten"])
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    func testABranchSwitchIsAnsweredFromTheLastResolutionThenRefreshed() throws {
        let workspace = try TemporaryWorkspace()
        let count = 40
        for index in 0..<count {
            try workspace.write(
                "App/Screen\(index).swift",
                TemporaryWorkspace.screen(named: "Screen\(index)", identifier: "screen\(index).old"))
        }
        try workspace.write("App/ScreenViewController.swift", Self.screenText)
        try workspace.write(
            "App/BaseViewController.swift", "import UIKit\n\nclass BaseViewController: UIViewController {}\n")
        let client = try LSPTestClient()
        try client.initializeWorkspace(folders: [workspace.root], capabilities: Self.capabilities)
        _ = try client.progressOfIndexingRun()
        let uri = workspace.uri("App/ScreenViewController.swift")
        client.openDocument(uri: uri, text: Self.screenText)
        XCTAssertEqual(try labels(client, uri: uri), Self.complete)
        let refreshesBefore = client.receivedMessages.filter { $0["method"] == "workspace/inlayHint/refresh" }.count

        // `git checkout`: every screen's identifier changes on disk, and the superclass becomes no
        // view controller (the open file loses its root view identifier), announced in one notification.
        for index in 0..<count {
            try workspace.write(
                "App/Screen\(index).swift",
                TemporaryWorkspace.screen(named: "Screen\(index)", identifier: "screen\(index).new"))
        }
        try workspace.write("App/BaseViewController.swift", "import UIKit\n\nclass BaseViewController: NSObject {}\n")
        let changed = (0..<count).map { "App/Screen\($0).swift" } + ["App/BaseViewController.swift"]
        client.sendNotification(
            "workspace/didChangeWatchedFiles",
            params: [
                "changes": .array(
                    changed.map { path in
                        ["uri": .string(workspace.uri(path)), "type": 2]
                    })
            ])
        // Answered at once, whatever has been applied by then: the explicit identifier is there.
        XCTAssertTrue(try labels(client, uri: uri).contains("→ \"screen.title\""))
        var refreshes = 0
        _ = try client.waitForMessage("inlayHint refresh after the switch") { message in
            guard message["method"] == "workspace/inlayHint/refresh" else { return false }
            refreshes += 1
            return refreshes > refreshesBefore
        }
        try client.waitForIdentifiers(
            uri: workspace.uri("App/Screen\(count - 1).swift"), toEqual: ["screen\(count - 1).new"])
        XCTAssertEqual(try labels(client, uri: uri), ["→ \"screen.title\""])
        XCTAssertEqual(try client.identifiers(uri: workspace.uri("App/Screen0.swift")), ["screen0.new"])
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }
}
