// End-to-end: indexing the workspace folder on `initialized`, with work-done progress, so
// identifiers of files that were never opened are known.
import AXServer
import Foundation
import JSONRPC
import XCTest

final class IndexingEndToEndTests: XCTestCase {
    private var folder: URL?

    override func setUpWithError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ax-lsp-indexing-\(UUID().uuidString)")
        self.folder = folder
        let files = [
            "App/LoginViewController.swift":
                "import UIKit\nimport AAII\n\nclass LoginViewController: UIViewController {\n    @IBOutlet var signInButton: UIButton!\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        injectAccessibilityIdentifiers()\n    }\n}\n",
            "App/Profile 👤/ProfileView.swift":
                "import UIKit\n\nclass ProfileView: UIView {\n    let name = UILabel()\n    func setUp() { name.accessibilityIdentifier = \"profile.name\" }\n}\n",
            "Pods/Vendor/Vendor.swift":
                "import UIKit\nclass VendorView: UIView {\n    let x = UILabel()\n    func f() { x.accessibilityIdentifier = \"vendor.x\" }\n}\n",
            "AppUITests/LoginUITests.swift":
                "import XCTest\n\nfinal class LoginUITests: XCTestCase {\n    func testSignIn() {\n        let app = XCUIApplication()\n        app.buttons[\"LoginViewController.signInButton\"].tap()\n    }\n}\n"
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    override func tearDownWithError() throws {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    func testIndexesTheFolderWithProgressAndAnswersForUnopenedFiles() throws {
        guard let folder else { return XCTFail("no folder") }
        let rootURI = DocumentURIPath.uri(ofPath: folder.path)
        let client = try LSPTestClient()
        _ = try client.request(
            "initialize",
            params: [
                "processId": nil, "rootUri": .string(rootURI),
                "capabilities": ["general": ["positionEncodings": ["utf-16"]], "window": ["workDoneProgress": true]]
            ])
        client.sendNotification("initialized", params: [:])
        // The server asks for a progress token first; progress follows the answer.
        let create = try client.waitForMessage("progress token request") {
            $0["method"] == "window/workDoneProgress/create"
        }
        XCTAssertEqual(create["params"]?["token"], "ax-lsp/indexing/1")
        client.send(["jsonrpc": "2.0", "id": create["id"] ?? .null, "result": nil])
        _ = try client.waitForMessage("progress end") {
            $0["method"] == "$/progress" && $0["params"]?["value"]?["kind"] == "end"
        }

        let progress = client.receivedMessages.filter { $0["method"] == "$/progress" }.compactMap {
            $0["params"]?["value"]
        }
        XCTAssertEqual(progress.first?["kind"], "begin")
        XCTAssertEqual(progress.first?["title"], "ax-lsp: indexing")
        XCTAssertEqual(progress.dropFirst().first?["message"], "0/3 files")
        XCTAssertEqual(progress.dropLast().dropLast().last?["message"], "3/3 files")
        // Every file read, the progress stays open until the complete results are published.
        XCTAssertEqual(progress.dropLast().last?["message"], "resolving 3 files")
        XCTAssertEqual(progress.last?["message"], "indexed 3 files, 3 identifiers")
        XCTAssertEqual(progress.dropFirst().dropLast().last?["percentage"], 100)

        // Files never opened are analysed; Pods is skipped.
        let symbols = try client.request("workspace/symbol", params: ["query": ""])
        XCTAssertEqual(
            symbols["result"]?.arrayValue?.compactMap { $0["name"]?.stringValue }.sorted(),
            ["LoginViewController.signInButton", "LoginViewController.view", "profile.name"])
        let profile = symbols["result"]?.arrayValue?.first { $0["name"] == "profile.name" }
        XCTAssertEqual(
            profile?["location"]?["uri"],
            .string(DocumentURIPath.uri(ofPath: folder.appendingPathComponent("App/Profile 👤/ProfileView.swift").path)))
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    func testStatusNotificationReachesOnlyClientsThatOptIn() throws {
        guard let folder else { return XCTFail("no folder") }
        let client = try LSPTestClient()
        _ = try client.request(
            "initialize",
            params: [
                "processId": nil, "rootUri": .string(DocumentURIPath.uri(ofPath: folder.path)),
                "capabilities": ["experimental": ["statusNotification": true]]
            ])
        client.sendNotification("initialized", params: [:])
        let done = try client.waitForMessage("status after indexing") {
            $0["method"] == "ax-lsp/status" && $0["params"]?["indexing"] == false
        }
        XCTAssertEqual(done["params"], ["indexing": false, "identifierCount": 3, "fileCount": 3])
        let statuses = client.receivedMessages.filter { $0["method"] == "ax-lsp/status" }
        XCTAssertEqual(statuses.first?["params"]?["indexing"], true)
        XCTAssertEqual(try client.shutdownAndExit(), 0)

        let other = try startIndexed(folder)
        XCTAssertTrue(other.receivedMessages.filter { $0["method"] == "ax-lsp/status" }.isEmpty)
        XCTAssertEqual(try other.shutdownAndExit(), 0)
    }

    private func startIndexed(_ folder: URL, capabilities: JSONValue = ["general": ["positionEncodings": ["utf-16"]]])
        throws -> LSPTestClient
    {
        let client = try LSPTestClient()
        _ = try client.request(
            "initialize",
            params: [
                "processId": nil, "rootUri": .string(DocumentURIPath.uri(ofPath: folder.path)),
                "capabilities": capabilities
            ])
        client.sendNotification("initialized", params: [:])
        _ = try client.waitForMessage("indexed") {
            $0["method"] == "window/logMessage"
                && ($0["params"]?["message"]?.stringValue ?? "").contains("indexed 3 files")
        }
        return client
    }

    func testGenerateIdentifiersSendsAnEditCreatingTheConstantsFile() throws {
        guard let folder else { return XCTFail("no folder") }
        let client = try startIndexed(folder)
        let output = folder.appendingPathComponent("AppUITests/Identifiers.swift").path
        let response = try client.request(
            "workspace/executeCommand",
            params: ["command": "ax-lsp.generateIdentifiers", "arguments": [.string(output)]])
        XCTAssertEqual(response["result"], .string(DocumentURIPath.uri(ofPath: output)))
        let apply = try client.waitForMessage("applyEdit") { $0["method"] == "workspace/applyEdit" }
        let changes = apply["params"]?["edit"]?["documentChanges"]?.arrayValue ?? []
        XCTAssertEqual(changes.first?["kind"], "create")
        let text = changes.last?["edits"]?[0]?["newText"]?.stringValue ?? ""
        XCTAssertTrue(text.contains("public enum AccessibilityIdentifiers {"), text)
        XCTAssertTrue(text.contains("\"LoginViewController.signInButton\""), text)
        XCTAssertTrue(text.contains("\"profile.name\""), text)
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    func testWatchedFileChangesAreReadFromDisk() throws {
        guard let folder else { return XCTFail("no folder") }
        let client = try startIndexed(
            folder,
            capabilities: [
                "general": ["positionEncodings": ["utf-16"]],
                "workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]
            ])
        let registration = try client.waitForMessage("watcher registration") {
            $0["method"] == "client/registerCapability"
        }
        XCTAssertEqual(registration["params"]?["registrations"]?[0]?["method"], "workspace/didChangeWatchedFiles")
        let profile = folder.appendingPathComponent("App/Profile 👤/ProfileView.swift")
        try
            "import UIKit\n\nclass ProfileView: UIView {\n    let name = UILabel()\n    func setUp() { name.accessibilityIdentifier = \"profile.fullName\" }\n}\n"
            .write(to: profile, atomically: true, encoding: .utf8)
        client.sendNotification(
            "workspace/didChangeWatchedFiles",
            params: ["changes": [["uri": .string(DocumentURIPath.uri(ofPath: profile.path)), "type": 2]]])
        // The file is re-read off the loop; poll until the summary arrived (no timing asserted).
        let deadline = Date().addingTimeInterval(LSPTestClient.defaultTimeout)
        var names: [String] = []
        repeat {
            let symbols = try client.request("workspace/symbol", params: ["query": "profile"])
            names = symbols["result"]?.arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
            if names != ["profile.fullName"] { Thread.sleep(forTimeInterval: 0.02) }
        } while names != ["profile.fullName"] && Date() < deadline
        XCTAssertEqual(names, ["profile.fullName"])
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    func testAnInvalidConfigurationIsShownAndTheDefaultsUsed() throws {
        guard let folder else { return XCTFail("no folder") }
        try "excluded: [unclosed\n".write(
            to: folder.appendingPathComponent(".ax-lsp.yml"), atomically: true, encoding: .utf8)
        let client = try startIndexed(folder)
        let message = try client.waitForMessage("showMessage") { $0["method"] == "window/showMessage" }
        XCTAssertEqual(message["params"]?["type"], 1)
        let text = message["params"]?["message"]?.stringValue ?? ""
        XCTAssertTrue(
            text.hasPrefix("ax-lsp: ") && text.contains(".ax-lsp.yml")
                && text.hasSuffix("; using the default configuration until the file is fixed"), text)
        let symbols = try client.request("workspace/symbol", params: ["query": "profile"])
        XCTAssertEqual(symbols["result"]?.arrayValue?.compactMap { $0["name"]?.stringValue }, ["profile.name"])
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }
}
