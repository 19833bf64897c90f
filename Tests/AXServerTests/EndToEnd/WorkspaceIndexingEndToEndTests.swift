// End-to-end: indexing on `initialized`, progress, requests during indexing, multi-root, symlinks, reindex.
import Foundation
import JSONRPC
import XCTest

final class WorkspaceIndexingEndToEndTests: XCTestCase {
    /// Twenty screens, one identifier each, plus files discovery must skip.
    private func makeTwentyScreenWorkspace() throws -> TemporaryWorkspace {
        let workspace = try TemporaryWorkspace()
        for index in 1...20 {
            try workspace.write(
                "Screens/Screen\(index).swift",
                TemporaryWorkspace.screen(named: "Screen\(index)", identifier: "screen\(index).title"))
        }
        try workspace.write(
            ".build/debug/Generated.swift", TemporaryWorkspace.screen(named: "Built", identifier: "build.title"))
        try workspace.write("Pods/Lib/Pod.swift", TemporaryWorkspace.screen(named: "Pod", identifier: "pod.title"))
        try workspace.write("README.md", "not analysed")
        return workspace
    }

    func testIndexingReportsBeginEveryFileAndEndWithTheIdentifierCount() throws {
        let workspace = try makeTwentyScreenWorkspace()
        let client = try LSPTestClient()
        let result = try client.initializeWorkspace(folders: [workspace.root])
        XCTAssertEqual(
            result["capabilities"]?["executeCommandProvider"]?["commands"]?.arrayValue?.contains("ax-lsp.reindex"), true
        )

        let progress = try client.progressOfIndexingRun()
        XCTAssertEqual(
            progress.first,
            [
                "kind": "begin", "title": "ax-lsp: indexing", "cancellable": false, "message": "finding files",
                "percentage": 0
            ])
        let reports = progress.filter { $0["kind"] == "report" }
        // Every file read, then the resolution of them all, which the end's counts are of.
        XCTAssertEqual(
            reports.compactMap { $0["message"]?.stringValue },
            (0...20).map { "\($0)/20 files" } + ["resolving 20 files"])
        XCTAssertEqual(reports.compactMap { $0["percentage"]?.intValue }, (0...20).map { $0 * 5 } + [100])
        XCTAssertEqual(progress.last, ["kind": "end", "message": "indexed 20 files, 20 identifiers"])

        let status = try client.waitUntilIndexed()
        XCTAssertEqual(status["files"]?.arrayValue?.count, 20, "skipped .build, Pods and README.md: \(status)")
        XCTAssertEqual(status["identifierCount"], 20)
        XCTAssertEqual(try client.identifiers(uri: workspace.uri("Screens/Screen7.swift")), ["screen7.title"])
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    func testRequestsAreAnsweredWhileIndexing() throws {
        let workspace = try makeTwentyScreenWorkspace()
        let client = try LSPTestClient()
        try client.initializeWorkspace(folders: [workspace.root])
        // The run waits for the client to create its progress token, which this test has not done
        // yet, so the server is certainly still indexing when it answers.
        let during = try client.workspaceStatus()
        XCTAssertEqual(during["indexing"], true)
        XCTAssertEqual(during["files"], [])
        let text = try client.documentText(uri: workspace.uri("Screens/Screen1.swift"))
        XCTAssertEqual(text.errorCode, ErrorCode.invalidParams.rawValue)

        _ = try client.progressOfIndexingRun()
        XCTAssertEqual(try client.waitUntilIndexed()["identifierCount"], 20)
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    func testClientWithoutProgressSupportIsIndexedWithoutProgress() throws {
        let workspace = try makeTwentyScreenWorkspace()
        let client = try LSPTestClient()
        try client.initializeWorkspace(folders: [workspace.root], capabilities: [:])
        XCTAssertEqual(try client.waitUntilIndexed()["identifierCount"], 20)
        let serverRequests = client.receivedMessages.filter { $0["method"] != nil && $0["id"] != nil }
        XCTAssertEqual(serverRequests, [], "no progress token and no watcher registration without the capabilities")
        XCTAssertEqual(client.receivedMessages.filter { $0["method"] == "$/progress" }, [])
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    func testOpenDocumentWinsOverTheDiskCopyReadByIndexing() throws {
        let workspace = try makeTwentyScreenWorkspace()
        let client = try LSPTestClient()
        try client.initializeWorkspace(folders: [workspace.root])
        // Opened before indexing reads the disk copy.
        client.openDocument(
            uri: workspace.uri("Screens/Screen3.swift"),
            text: TemporaryWorkspace.screen(named: "Screen3", identifier: "edited.title"))
        _ = try client.progressOfIndexingRun()
        try client.waitUntilIndexed()
        XCTAssertEqual(try client.identifiers(uri: workspace.uri("Screens/Screen3.swift")), ["edited.title"])
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    func testEveryWorkspaceFolderIsIndexedWithItsOwnConfiguration() throws {
        let first = try TemporaryWorkspace(name: "first")
        try first.write("App/Home.swift", TemporaryWorkspace.screen(named: "Home", identifier: "home.title"))
        try first.write("App/Legacy/Old.swift", TemporaryWorkspace.screen(named: "Old", identifier: "old.title"))
        try first.write(".ax-lsp.yml", "excluded:\n  - App/Legacy\n")
        let second = try first.sibling("second")
        try TemporaryWorkspace.write(
            second + "/Feature/Cart.swift", TemporaryWorkspace.screen(named: "Cart", identifier: "cart.title"))
        try TemporaryWorkspace.write(
            second + "/App/Legacy/Kept.swift", TemporaryWorkspace.screen(named: "Kept", identifier: "kept.title"))

        let client = try LSPTestClient()
        try client.initializeWorkspace(folders: [first.root, second], capabilities: [:])
        let status = try client.waitUntilIndexed()
        XCTAssertEqual(
            status["files"],
            .array(
                [
                    first.path("App/Home.swift"), second + "/App/Legacy/Kept.swift", second + "/Feature/Cart.swift"
                ].sorted().map { .string($0) }))
        XCTAssertEqual(status["configurationFiles"], [.string(first.path(".ax-lsp.yml"))])
        XCTAssertEqual(try client.identifiers(uri: "file://" + second + "/Feature/Cart.swift"), ["cart.title"])
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    func testSymlinksPointingOutsideTheWorkspaceAreNotIndexed() throws {
        let workspace = try TemporaryWorkspace()
        try workspace.write("Inside.swift", TemporaryWorkspace.screen(named: "Inside", identifier: "inside.title"))
        let outside = try workspace.sibling("outside")
        try TemporaryWorkspace.write(
            outside + "/Secret.swift", TemporaryWorkspace.screen(named: "Secret", identifier: "secret.title"))
        try workspace.symlink("LinkedFolder", to: outside)
        try workspace.symlink("LinkedSecret.swift", to: outside + "/Secret.swift")
        try workspace.symlink("Loop", to: workspace.root)

        let client = try LSPTestClient()
        try client.initializeWorkspace(folders: [workspace.root])
        _ = try client.progressOfIndexingRun()
        let status = try client.waitUntilIndexed()
        XCTAssertEqual(status["files"], [.string(workspace.path("Inside.swift"))])

        // A watched-file event for the link is refused too: it resolves outside the folder.
        client.sendNotification(
            "workspace/didChangeWatchedFiles",
            params: [
                "changes": [["uri": .string(workspace.uri("LinkedSecret.swift")), "type": 1]]
            ])
        XCTAssertEqual(try client.workspaceStatus()["files"], [.string(workspace.path("Inside.swift"))])
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    func testReindexCommandFindsFilesAddedWithoutAWatcherEvent() throws {
        let workspace = try TemporaryWorkspace()
        try workspace.write("A.swift", TemporaryWorkspace.screen(named: "A", identifier: "a.title"))
        let client = try LSPTestClient()
        try client.initializeWorkspace(folders: [workspace.root], capabilities: [:])
        XCTAssertEqual(try client.waitUntilIndexed()["identifierCount"], 1)

        try workspace.write("B.swift", TemporaryWorkspace.screen(named: "B", identifier: "b.title"))
        try workspace.remove("A.swift")
        let response = try client.request(
            "workspace/executeCommand", params: ["command": "ax-lsp.reindex", "arguments": []])
        XCTAssertEqual(response["result"], .null)
        XCTAssertNil(response["error"])
        let status = try client.waitUntilIndexed()
        XCTAssertEqual(status["files"], [.string(workspace.path("B.swift"))])
        XCTAssertEqual(status["indexingRuns"], 2)

        let unknown = try client.request("workspace/executeCommand", params: ["command": "ax-lsp.nothing"])
        XCTAssertEqual(unknown.errorCode, ErrorCode.invalidParams.rawValue)
        XCTAssertEqual(
            unknown["error"]?["message"]?.stringValue?.hasPrefix("unknown command 'ax-lsp.nothing'; ax-lsp runs"), true)
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }
}
