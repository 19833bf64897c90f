import Foundation
import JSONRPC
import XCTest

// Keeps the VS Code extension's package.json consistent with the server, without npm.
@testable import AXServer

/// The manifest's settings are the server's `ServerSettings.allKeys`, its commands are the
/// server's `executeCommandProvider` commands plus the extension's own, and its code-action kind
/// is one the server offers. The extension's sources are JavaScript checked with `// @ts-check`.
final class EditorManifestTests: XCTestCase {
    static let vscodeDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("editors/vscode")

    /// Commands the extension registers itself; every other contributed command is the server's.
    static let clientCommands = ["ax-lsp.restartServer", "ax-lsp.showOutput"]
    /// Settings only the extension reads (also in `CLIENT_ONLY_KEYS` of src/serverSettings.js).
    static let clientOnlySettings = ["ax-lsp.path", "ax-lsp.trace.server"]

    func manifest(file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        let data = try Data(contentsOf: Self.vscodeDirectory.appendingPathComponent("package.json"))
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any], file: file, line: line)
    }

    func contributes(_ key: String) throws -> Any? {
        try XCTUnwrap(try manifest()["contributes"] as? [String: Any])[key]
    }

    func settingProperties() throws -> [String: [String: Any]] {
        let configuration = try XCTUnwrap(try contributes("configuration") as? [String: Any])
        return try XCTUnwrap(configuration["properties"] as? [String: [String: Any]])
    }

    /// The `initialize` result's capabilities of the real server, in process.
    func serverCapabilities() throws -> JSONValue {
        let server = InProcessServer()
        server.receive(server.request(1, "initialize", ["processId": nil, "rootUri": nil, "capabilities": [:]]))
        let response = try XCTUnwrap(server.waitForResponse(to: 1))
        return try XCTUnwrap(response["result"]?["capabilities"])
    }

    func testSettingsAreTheServersKeys() throws {
        XCTAssertEqual(try settingProperties().keys.sorted(), ServerSettings.allKeys.sorted())
        for key in Self.clientOnlySettings {
            XCTAssertTrue(
                ServerSettings.allKeys.contains(key), "\(key) is client-only but missing from ServerSettings.allKeys")
        }
    }

    func testSettingTypesAndDefaults() throws {
        let properties = try settingProperties()
        var summary: [String] = []
        for key in properties.keys.sorted() {
            let property = properties[key] ?? [:]
            let defaultValue =
                property["default"].map { value -> String in
                    if let flag = value as? Bool { return String(flag) }
                    return "\"\(value)\""
                } ?? "none"
            summary.append("\(key): \(property["type"] ?? "?") = \(defaultValue)")
            XCTAssertNotNil(property["description"] ?? property["markdownDescription"], "\(key) has no description")
        }
        XCTAssertEqual(
            summary,
            [
                "ax-lsp.cache.directory: string = \"\"",
                "ax-lsp.cache.enabled: boolean = true",
                "ax-lsp.configPath: string = \"\"",
                "ax-lsp.diagnostics.enabled: boolean = true",
                "ax-lsp.inlayHints.aaii: boolean = true",
                "ax-lsp.inlayHints.branchLeaf: boolean = true",
                "ax-lsp.inlayHints.explicit: boolean = true",
                "ax-lsp.inlayHints.identificable: boolean = true",
                "ax-lsp.inlayHints.interfaceBuilder: boolean = true",
                "ax-lsp.inlayHints.rapid: boolean = true",
                "ax-lsp.path: string = \"ax-lsp\"",
                "ax-lsp.trace.server: string = \"off\""
            ])
    }

    func testServerSettingsReadTheNestedObjectTheExtensionSends() {
        var settings = ServerSettings()
        settings.apply([
            "ax-lsp": [
                "inlayHints": ["aaii": false], "diagnostics": ["enabled": false], "configPath": "ci/.ax-lsp.yml",
                "path": "/opt/ax-lsp"
            ]
        ])
        XCTAssertFalse(settings.enabledHintKinds.contains(.aaii))
        XCTAssertTrue(settings.enabledHintKinds.contains(.explicit))
        XCTAssertFalse(settings.diagnosticsEnabled)
        XCTAssertEqual(settings.configPath, "ci/.ax-lsp.yml")
        // The default every editor sends means the workspace root's file, not a file named "".
        settings.apply(["ax-lsp": ["configPath": ""]])
        XCTAssertNil(settings.configPath)
        XCTAssertTrue(settings.cacheEnabled)
        XCTAssertNil(settings.cacheDirectory)
        settings.apply(["ax-lsp": ["cache": ["enabled": false, "directory": "/var/cache/ax"]]])
        XCTAssertFalse(settings.cacheEnabled)
        XCTAssertEqual(settings.cacheDirectory, "/var/cache/ax")
        settings.apply(["ax-lsp": ["cache": ["directory": ""]]])
        XCTAssertNil(settings.cacheDirectory)
    }

    func testCommandsAreTheServersPlusTheExtensionsOwn() throws {
        let commands = try XCTUnwrap(try contributes("commands") as? [[String: String]])
        XCTAssertEqual(
            commands.map { "\($0["category"] ?? ""): \($0["title"] ?? "") (\($0["command"] ?? ""))" },
            [
                "ax-lsp: Restart Server (ax-lsp.restartServer)",
                "ax-lsp: Generate Identifiers File (ax-lsp.generateIdentifiers)",
                "ax-lsp: Reindex Workspace (ax-lsp.reindex)",
                "ax-lsp: Explain Rule (ax-lsp.explainRule)",
                "ax-lsp: Show Accessibility Outline (ax-lsp.showOutline)",
                "ax-lsp: Show Output (ax-lsp.showOutput)"
            ])
        let serverCommands = try serverCapabilities()["executeCommandProvider"]?["commands"]
        let contributedServerCommands = commands.compactMap { $0["command"] }.filter {
            !Self.clientCommands.contains($0)
        }
        XCTAssertEqual(serverCommands, .array(contributedServerCommands.map { .string($0) }))
    }

    func testFixAllKindIsOfferedByTheServer() throws {
        let codeActions = try XCTUnwrap(try contributes("codeActions") as? [[String: Any]])
        let kinds = codeActions.compactMap { ($0["actions"] as? [String: Any])?["kind"] as? String }
        XCTAssertEqual(kinds, ["source.fixAll.ax-lsp"])
        let serverKinds = try serverCapabilities()["codeActionProvider"]?["codeActionKinds"]
        XCTAssertEqual(
            serverKinds?.arrayValue?.contains(.string("source.fixAll.ax-lsp")), true,
            "server kinds: \(String(describing: serverKinds))")
    }

    func testActivationEntryPointAndDependencies() throws {
        let manifest = try manifest()
        XCTAssertEqual(
            manifest["activationEvents"] as? [String], ["onLanguage:swift", "workspaceContains:**/.ax-lsp.yml"])
        XCTAssertEqual(manifest["main"] as? String, "./src/extension.js")
        let dependencies = try XCTUnwrap(manifest["dependencies"] as? [String: String])
        XCTAssertEqual(dependencies["vscode-languageclient"], "^9.0.1")
        let engines = try XCTUnwrap(manifest["engines"] as? [String: String])
        XCTAssertEqual(engines["vscode"], "^1.82.0", "vscode-languageclient 9 needs VS Code 1.82")
        // Lock-free: ranges only, no lock file checked in.
        let lockFile = Self.vscodeDirectory.appendingPathComponent("package-lock.json").path
        XCTAssertFalse(FileManager.default.fileExists(atPath: lockFile))
    }

    func testEverySourceIsTypeCheckedJavaScript() throws {
        let sources = Self.vscodeDirectory.appendingPathComponent("src")
        let names = try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted()
        XCTAssertEqual(names, ["extension.js", "serverSettings.js", "statusItem.js", "statusText.js"])
        for name in names {
            let text = try String(contentsOf: sources.appendingPathComponent(name), encoding: .utf8)
            XCTAssertTrue(text.hasPrefix("// @ts-check\n"), "\(name) must start with // @ts-check")
        }
    }
}
