import AXServer
// End-to-end: watched-file events, `.ax-lsp.yml` errors and reloads, and editor settings.
import Foundation
import JSONRPC
import XCTest

final class WorkspaceChangesEndToEndTests: XCTestCase {
    private func watchedFileEvent(_ client: LSPTestClient, uri: String, type: Int) {
        client.sendNotification(
            "workspace/didChangeWatchedFiles", params: ["changes": [["uri": .string(uri), "type": .int(type)]]])
    }

    func testWatchersAreRegisteredAndChangedFilesAreReadFromDisk() throws {
        let workspace = try TemporaryWorkspace()
        try workspace.write("Home.swift", TemporaryWorkspace.screen(named: "Home", identifier: "home.title"))
        let client = try LSPTestClient()
        try client.initializeWorkspace(folders: [workspace.root])
        let registration = try client.answerServerRequest("client/registerCapability")
        XCTAssertEqual(
            registration["params"],
            [
                "registrations": [
                    [
                        "id": "ax-lsp-watched-files", "method": "workspace/didChangeWatchedFiles",
                        "registerOptions": [
                            "watchers": [
                                ["globPattern": "**/*.swift"], ["globPattern": "**/*.storyboard"],
                                ["globPattern": "**/*.xib"],
                                ["globPattern": "**/*.strings"], ["globPattern": "**/*.stringsdict"],
                                ["globPattern": "**/*.xcstrings"], ["globPattern": "**/__Snapshots__/**/*.txt"],
                                ["globPattern": "**/.maestro/**/*.yaml"], ["globPattern": "**/.maestro/**/*.yml"],
                                ["globPattern": "**/*.js"], ["globPattern": "**/*.ts"], ["globPattern": "**/*.py"],
                                ["globPattern": "**/*.java"],
                                ["globPattern": "**/*.kt"], ["globPattern": "**/*.rb"],
                                ["globPattern": "**/.ax-lsp.yml"], ["globPattern": "**/swiftgen*.yml"],
                                ["globPattern": "**/swiftgen*.yaml"]
                            ]
                        ]
                    ]
                ]
            ])
        _ = try client.progressOfIndexingRun()
        try client.waitUntilIndexed()

        // Created (a git checkout brings a new file).
        try workspace.write("Cart/Cart.swift", TemporaryWorkspace.screen(named: "Cart", identifier: "cart.title"))
        watchedFileEvent(client, uri: workspace.uri("Cart/Cart.swift"), type: 1)
        try client.waitForIdentifiers(uri: workspace.uri("Cart/Cart.swift"), toEqual: ["cart.title"])

        // Changed.
        try workspace.write("Cart/Cart.swift", TemporaryWorkspace.screen(named: "Cart", identifier: "cart.heading"))
        watchedFileEvent(client, uri: workspace.uri("Cart/Cart.swift"), type: 2)
        try client.waitForIdentifiers(uri: workspace.uri("Cart/Cart.swift"), toEqual: ["cart.heading"])

        // Deleted: applied on the loop, so the next request already sees it.
        try workspace.remove("Cart/Cart.swift")
        watchedFileEvent(client, uri: workspace.uri("Cart/Cart.swift"), type: 3)
        XCTAssertEqual(try client.workspaceStatus()["files"], [.string(workspace.path("Home.swift"))])

        // A deleted folder takes its files with it.
        try workspace.write("Gone/One.swift", TemporaryWorkspace.screen(named: "One", identifier: "one.title"))
        watchedFileEvent(client, uri: workspace.uri("Gone/One.swift"), type: 1)
        try client.waitForIdentifiers(uri: workspace.uri("Gone/One.swift"), toEqual: ["one.title"])
        try workspace.remove("Gone")
        watchedFileEvent(client, uri: workspace.uri("Gone"), type: 3)
        XCTAssertEqual(try client.workspaceStatus()["files"], [.string(workspace.path("Home.swift"))])

        // A file in a skipped folder is not indexed even when the client reports it.
        try workspace.write(
            ".build/Generated.swift", TemporaryWorkspace.screen(named: "Built", identifier: "built.title"))
        watchedFileEvent(client, uri: workspace.uri(".build/Generated.swift"), type: 1)
        XCTAssertEqual(try client.workspaceStatus()["files"], [.string(workspace.path("Home.swift"))])
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    func testOpenDocumentIsNotReplacedByAWatchedDiskChange() throws {
        let workspace = try TemporaryWorkspace()
        try workspace.write("Home.swift", TemporaryWorkspace.screen(named: "Home", identifier: "home.title"))
        let client = try LSPTestClient()
        try client.initializeWorkspace(folders: [workspace.root], capabilities: [:])
        try client.waitUntilIndexed()
        client.openDocument(
            uri: workspace.uri("Home.swift"), text: TemporaryWorkspace.screen(named: "Home", identifier: "home.unsaved")
        )
        try workspace.write("Home.swift", TemporaryWorkspace.screen(named: "Home", identifier: "home.from.disk"))
        watchedFileEvent(client, uri: workspace.uri("Home.swift"), type: 2)
        watchedFileEvent(client, uri: workspace.uri("Home.swift"), type: 3)
        XCTAssertEqual(try client.identifiers(uri: workspace.uri("Home.swift")), ["home.unsaved"])

        // Closing falls back to the disk text.
        client.sendNotification(
            "textDocument/didClose", params: ["textDocument": ["uri": .string(workspace.uri("Home.swift"))]])
        XCTAssertEqual(try client.identifiers(uri: workspace.uri("Home.swift")), ["home.from.disk"])
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    func testConfigurationErrorIsShownAndTheDefaultsApply() throws {
        let workspace = try TemporaryWorkspace()
        try workspace.write("Legacy/Old.swift", TemporaryWorkspace.screen(named: "Old", identifier: "old.title"))
        try workspace.write(".ax-lsp.yml", "excluded:\n  - Legacy\naaii: maybe\n")
        let client = try LSPTestClient()
        try client.initializeWorkspace(folders: [workspace.root], capabilities: [:])
        let status = try client.waitUntilIndexed()
        XCTAssertEqual(status["files"], [.string(workspace.path("Legacy/Old.swift"))], "the defaults exclude nothing")
        XCTAssertEqual(status["configurationFiles"], [])
        XCTAssertEqual(client.shownMessages.map(\.type), [MessageType.error.rawValue])
        XCTAssertEqual(
            client.shownMessages.first?.message,
            "ax-lsp: \(workspace.path(".ax-lsp.yml")):3:7: error: 'aaii' must be true or false (key 'aaii'); using the default configuration until the file is fixed"
        )
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    func testChangedConfigurationFileIsReloadedAndWarningsAreShown() throws {
        let workspace = try TemporaryWorkspace()
        try workspace.write("Legacy/Old.swift", TemporaryWorkspace.screen(named: "Old", identifier: "old.title"))
        try workspace.write("Home.swift", TemporaryWorkspace.screen(named: "Home", identifier: "home.title"))
        let client = try LSPTestClient()
        try client.initializeWorkspace(folders: [workspace.root], capabilities: [:])
        XCTAssertEqual(try client.waitUntilIndexed()["files"]?.arrayValue?.count, 2)

        try workspace.write(".ax-lsp.yml", "excluded:\n  - Legacy\nexclude: []\n")
        client.sendNotification(
            "workspace/didChangeWatchedFiles",
            params: ["changes": [["uri": .string(workspace.uri(".ax-lsp.yml")), "type": 1]]])
        let status = try client.waitUntilIndexed()
        XCTAssertEqual(
            status["files"], [.string(workspace.path("Home.swift"))], "the newly excluded file left the analysis")
        XCTAssertEqual(status["indexingRuns"], 2)
        XCTAssertEqual(client.shownMessages.map(\.type), [MessageType.warning.rawValue])
        XCTAssertEqual(
            client.shownMessages.first?.message,
            "ax-lsp: \(workspace.path(".ax-lsp.yml")):3:1: warning: unknown key 'exclude' (did you mean 'excluded'?); it is ignored (key 'exclude')"
        )
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    func testInitializationOptionsAndDidChangeConfigurationApply() throws {
        let workspace = try TemporaryWorkspace()
        try workspace.write("Legacy/Old.swift", TemporaryWorkspace.screen(named: "Old", identifier: "old.title"))
        try workspace.write("Home.swift", TemporaryWorkspace.screen(named: "Home", identifier: "home.title"))
        try workspace.write("config/strict.yml", "excluded:\n  - Legacy\n")
        let client = try LSPTestClient()
        try client.initializeWorkspace(
            folders: [workspace.root], capabilities: [:],
            initializationOptions: ["ax-lsp": ["diagnostics": ["enabled": false]]])
        var status = try client.waitUntilIndexed()
        XCTAssertEqual(status["diagnosticsEnabled"], false)
        XCTAssertEqual(status["files"]?.arrayValue?.count, 2)

        client.sendNotification(
            "workspace/didChangeConfiguration",
            params: [
                "settings": ["ax-lsp": ["configPath": "config/strict.yml", "diagnostics": ["enabled": true]]]
            ])
        status = try client.waitUntilIndexed()
        XCTAssertEqual(status["diagnosticsEnabled"], true)
        XCTAssertEqual(status["configPath"], "config/strict.yml")
        XCTAssertEqual(status["configurationFiles"], [.string(workspace.path("config/strict.yml"))])
        XCTAssertEqual(status["files"], [.string(workspace.path("Home.swift"))])

        // Back to the folder's own (absent) configuration.
        client.sendNotification(
            "workspace/didChangeConfiguration", params: ["settings": ["ax-lsp": ["configPath": ""]]])
        status = try client.waitUntilIndexed()
        XCTAssertEqual(status["files"]?.arrayValue?.count, 2)
        XCTAssertEqual(status["indexingRuns"], 3)
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    func testNullSettingsArePulledWithWorkspaceConfiguration() throws {
        let workspace = try TemporaryWorkspace()
        try workspace.write("Legacy/Old.swift", TemporaryWorkspace.screen(named: "Old", identifier: "old.title"))
        try workspace.write("Home.swift", TemporaryWorkspace.screen(named: "Home", identifier: "home.title"))
        try workspace.write("config/strict.yml", "excluded:\n  - Legacy\n")
        let client = try LSPTestClient()
        try client.initializeWorkspace(folders: [workspace.root], capabilities: ["workspace": ["configuration": true]])
        XCTAssertEqual(try client.waitUntilIndexed()["files"]?.arrayValue?.count, 2)

        client.sendNotification("workspace/didChangeConfiguration", params: ["settings": nil])
        let pull = try client.answerServerRequest(
            "workspace/configuration", result: [["configPath": "config/strict.yml", "diagnostics": ["enabled": false]]])
        XCTAssertEqual(pull["params"], ["items": [["section": "ax-lsp"]]])
        let deadline = Date().addingTimeInterval(LSPTestClient.defaultTimeout)
        var status = try client.waitUntilIndexed()
        while status["configPath"] != "config/strict.yml", Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
            status = try client.waitUntilIndexed()
        }
        XCTAssertEqual(status["files"], [.string(workspace.path("Home.swift"))])
        XCTAssertEqual(status["diagnosticsEnabled"], false)
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }
}
