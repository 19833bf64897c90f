// End to end: a restart on an unchanged workspace installs the resolution the last index stored
// instead of resolving, with the results of a fresh resolution; anything different misses.
import AXConfig
import Foundation
import JSONRPC
import XCTest

final class WorkspaceStoredResolutionTests: XCTestCase {
    private var workspace: TemporaryWorkspace!
    private var cacheHome: String!

    override func setUpWithError() throws {
        workspace = try TemporaryWorkspace()
        cacheHome = try workspace.sibling("xdg-cache")
        try workspace.write(
            "App/LoginViewController.swift",
            TemporaryWorkspace.screen(named: "LoginViewController", identifier: "shared.title"))
        try workspace.write(
            "App/ProfileViewController.swift",
            TemporaryWorkspace.screen(named: "ProfileViewController", identifier: "shared.title"))
        try workspace.write(
            "App/SettingsViewController.swift",
            """
            import UIKit

            class SettingsViewController: UIViewController {
                @IBOutlet var signOutButton: UIButton!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    injectAccessibilityIdentifiers()
                }
            }

            """)
        try workspace.write(
            "UITests/LoginUITests.swift",
            """
            import XCTest

            final class LoginUITests: XCTestCase {
                func testLogin() {
                    let app = XCUIApplication()
                    app.buttons["SettingsViewController.signOutButon"].tap()
                    XCTAssert(app.staticTexts["shared.title"].exists)
                }
            }

            """)
    }

    override func tearDownWithError() throws {
        workspace = nil
    }

    /// What one session saw once indexing ended: every file's diagnostics and identifiers, and
    /// how many times the server resolved the workspace.
    private struct Session: Equatable {
        var diagnostics: [String: JSONValue]
        var identifiers: [String: [String]]
        var resolutionCount: Int
        var reusedStoredResolution: Bool
    }

    /// Starts a server, optionally opens a document before indexing starts, waits for the end of
    /// indexing (without asking for results meanwhile, which would resolve), reads the results,
    /// optionally edits, and shuts down (which waits for the stored resolution's write).
    private func session(
        cacheEnabled: Bool = true, open: (path: String, text: String)? = nil,
        edit: (path: String, text: String)? = nil
    ) throws -> Session {
        let client = try indexedClient(cacheEnabled: cacheEnabled, open: open)
        let status = try client.workspaceStatus()
        let resolutionCount = status["resolutionCount"]?.intValue ?? -1
        let reused = status["reusedStoredResolution"] == .bool(true)
        if let edit {
            if open?.path != edit.path {
                client.openDocument(
                    uri: workspace.uri(edit.path),
                    text: try String(contentsOfFile: workspace.path(edit.path), encoding: .utf8))
            }
            let lines = (try String(contentsOfFile: workspace.path(edit.path), encoding: .utf8)).components(
                separatedBy: "\n"
            ).count
            client.changeDocument(
                uri: workspace.uri(edit.path), version: 2, range: (0, 0, lines - 1, 0), text: edit.text)
        }
        var diagnostics: [String: JSONValue] = [:]
        var identifiers: [String: [String]] = [:]
        let report = try client.request("workspace/diagnostic", params: ["previousResultIds": []])
        for item in report["result"]?["items"]?.arrayValue ?? [] {
            guard let uri = item["uri"]?.stringValue else { continue }
            diagnostics[uri] = item["items"] ?? .null
        }
        for path in [
            "App/LoginViewController.swift", "App/ProfileViewController.swift", "App/SettingsViewController.swift",
            "UITests/LoginUITests.swift"
        ] {
            identifiers[path] = try client.identifiers(uri: workspace.uri(path))
        }
        XCTAssertEqual(try client.shutdownAndExit(), 0)
        return Session(
            diagnostics: diagnostics, identifiers: identifiers, resolutionCount: resolutionCount,
            reusedStoredResolution: reused)
    }

    /// A server on the workspace with the user cache in `cacheHome`, `open` opened before
    /// indexing starts, once indexing ended.
    private func indexedClient(cacheEnabled: Bool = true, open: (path: String, text: String)? = nil) throws
        -> LSPTestClient
    {
        let client = try LSPTestClient(environment: ["XDG_CACHE_HOME": cacheHome])
        // Pull diagnostics: a pushed publication on didOpen would resolve the one-file workspace
        // before indexing starts, and the tests count resolutions.
        let capabilities: JSONValue = [
            "window": ["workDoneProgress": true],
            "workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true], "configuration": true],
            "textDocument": ["diagnostic": ["dynamicRegistration": false]]
        ]
        try client.initializeWorkspace(
            folders: [workspace.root], capabilities: capabilities,
            initializationOptions: ["ax-lsp": ["cache": ["enabled": .bool(cacheEnabled)]]])
        if let open { client.openDocument(uri: workspace.uri(open.path), text: open.text) }
        _ = try client.progressOfIndexingRun()
        return client
    }

    private func storedResolutionFiles() -> [String] {
        let directory = (cacheHome as NSString).appendingPathComponent("ax-lsp")
        let files = (FileManager.default.enumerator(atPath: directory)?.compactMap { $0 as? String } ?? []).sorted()
        return files.filter { $0.hasSuffix("/" + StoredResolutionCache.fileName) }.map {
            (directory as NSString).appendingPathComponent($0)
        }
    }

    /// Results with the resolution count left out (to compare sessions).
    private func results(_ session: Session) -> Session {
        var copy = session
        copy.resolutionCount = 0
        copy.reusedStoredResolution = false
        return copy
    }

    /// A stored resolution has no SwiftUI root records: after a restart that installed one, the
    /// server resolves the same files once in the background (same results), so that typing in
    /// an identifier literal afterwards walks only the roots that read the file.
    func testARestartWithSwiftUIGivesTheStoredResolutionItsRecordsInTheBackground() throws {
        try workspace.write(
            "App/ProfileView.swift",
            """
            import SwiftUI

            struct ProfileView: View {
                var body: some View {
                    Text("Name").accessibilityIdentifier("profile.name")
                }
            }

            """)
        XCTAssertFalse(try session().reusedStoredResolution)
        let client = try indexedClient()
        var status = try client.workspaceStatus()
        XCTAssertEqual(status["reusedStoredResolution"], .bool(true))
        let deadline = Date().addingTimeInterval(30)
        while (status["resolutionCount"]?.intValue ?? 0) < 1, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            status = try client.workspaceStatus()
        }
        XCTAssertEqual(status["resolutionCount"]?.intValue, 1, "the records job resolved once, in the background")
        XCTAssertEqual(try client.identifiers(uri: workspace.uri("App/ProfileView.swift")), ["profile.name"])
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    func testRestartOnAnUnchangedWorkspaceInstallsTheStoredResolution() throws {
        let before = (FileManager.default.enumerator(atPath: workspace.root)?.compactMap { $0 as? String } ?? [])
            .sorted()
        let fresh = try session(cacheEnabled: false)
        XCTAssertEqual(storedResolutionFiles(), [], "nothing stored with the cache off")
        XCTAssertFalse(fresh.diagnostics.isEmpty, "the workspace has findings (a duplicate, an unknown UI-test query)")
        XCTAssertEqual(
            fresh.identifiers["App/SettingsViewController.swift"],
            ["SettingsViewController.signOutButton", "SettingsViewController.view"])

        let cold = try session()
        XCTAssertGreaterThanOrEqual(cold.resolutionCount, 1)
        XCTAssertEqual(results(cold), results(fresh))
        let stored = try XCTUnwrap(storedResolutionFiles().first)
        XCTAssertEqual(storedResolutionFiles().count, 1)
        XCTAssertTrue(stored.hasPrefix((cacheHome as NSString).appendingPathComponent("ax-lsp/workspace-")))
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: ((stored as NSString).deletingLastPathComponent as NSString).appendingPathComponent(
                    "summaries.bin")),
            "beside the first folder's summary cache")
        let permissions = try FileManager.default.attributesOfItem(atPath: stored)[.posixPermissions] as? NSNumber
        XCTAssertEqual(permissions?.intValue, 0o600)
        XCTAssertEqual(
            (FileManager.default.enumerator(atPath: workspace.root)?.compactMap { $0 as? String } ?? []).sorted(),
            before,
            "nothing is written inside the workspace")

        let warm = try session()
        XCTAssertEqual(warm.resolutionCount, 0, "the restart installed the stored resolution")
        XCTAssertTrue(warm.reusedStoredResolution)
        XCTAssertFalse(cold.reusedStoredResolution)
        XCTAssertEqual(results(warm), results(fresh))

        // Edits after installing give what they give after resolving.
        let edit = (
            path: "App/ProfileViewController.swift",
            text: "\n\n" + TemporaryWorkspace.screen(named: "ProfileViewController", identifier: "shared.title")
        )
        XCTAssertEqual(results(try session(edit: edit)), results(try session(cacheEnabled: false, edit: edit)))
        let renamed = (
            path: "App/LoginViewController.swift",
            text: TemporaryWorkspace.screen(named: "LoginViewController", identifier: "login.title")
        )
        XCTAssertEqual(results(try session(edit: renamed)), results(try session(cacheEnabled: false, edit: renamed)))
    }

    func testChangedFilesOpenDocumentsAndDamageMiss() throws {
        _ = try session()
        XCTAssertEqual(try session().resolutionCount, 0)

        // A file changed on disk.
        try workspace.write(
            "App/SettingsViewController.swift",
            TemporaryWorkspace.screen(named: "SettingsViewController", identifier: "settings.title"))
        let changed = try session()
        XCTAssertGreaterThanOrEqual(changed.resolutionCount, 1)
        XCTAssertFalse(changed.reusedStoredResolution)
        XCTAssertEqual(results(changed), results(try session(cacheEnabled: false)))
        XCTAssertEqual(try session().resolutionCount, 0, "stored again by the run that missed")

        // An open document whose text differs from the file on disk.
        let open = (
            path: "App/LoginViewController.swift",
            text: TemporaryWorkspace.screen(named: "LoginViewController", identifier: "login.title")
        )
        let opened = try session(open: open)
        XCTAssertGreaterThanOrEqual(opened.resolutionCount, 1)
        XCTAssertFalse(opened.reusedStoredResolution)
        XCTAssertEqual(opened.identifiers["App/LoginViewController.swift"], ["login.title"])
        XCTAssertEqual(results(opened), results(try session(cacheEnabled: false, open: open)))
        // An open document equal to the file on disk is the file.
        let same = (
            path: "App/LoginViewController.swift",
            text: try String(contentsOfFile: workspace.path("App/LoginViewController.swift"), encoding: .utf8)
        )
        _ = try session()
        // (Opening a document resolves the workspace indexed so far, to refresh hints: not counted here.)
        XCTAssertTrue(try session(open: same).reusedStoredResolution)

        // A damaged file is discarded and written again.
        let stored = try XCTUnwrap(storedResolutionFiles().first)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: stored)))
        bytes[bytes.count / 2] ^= 0x10
        try Data(bytes).write(to: URL(fileURLWithPath: stored))
        let damaged = try session()
        XCTAssertGreaterThanOrEqual(damaged.resolutionCount, 1)
        XCTAssertFalse(damaged.reusedStoredResolution)
        XCTAssertEqual(results(damaged), results(try session(cacheEnabled: false)))
        XCTAssertEqual(try session().resolutionCount, 0)
    }

    func testADocumentOpenFromOutsideTheFoldersIsNeverStored() throws {
        let outside = (try workspace.sibling("outside") as NSString).appendingPathComponent("Elsewhere.swift")
        let client = try LSPTestClient(environment: ["XDG_CACHE_HOME": cacheHome])
        try client.initializeWorkspace(folders: [workspace.root])
        client.openDocument(
            uri: "file://" + outside,
            text: TemporaryWorkspace.screen(named: "ElsewhereViewController", identifier: "elsewhere.title"))
        _ = try client.progressOfIndexingRun()
        XCTAssertEqual(try client.identifiers(uri: "file://" + outside), ["elsewhere.title"])
        XCTAssertEqual(try client.shutdownAndExit(), 0)
        XCTAssertEqual(storedResolutionFiles(), [])
        _ = try session()
        XCTAssertEqual(storedResolutionFiles().count, 1, "stored once the outside document is gone")
    }

    func testConfigurationFileDisablesTheStoredResolution() throws {
        try workspace.write(".ax-lsp.yml", "cache:\n  enabled: false\n")
        _ = try session()
        XCTAssertGreaterThanOrEqual(try session().resolutionCount, 1)
        XCTAssertEqual(storedResolutionFiles(), [])
    }
}
