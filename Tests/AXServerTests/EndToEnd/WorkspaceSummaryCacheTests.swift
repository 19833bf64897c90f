// End to end: the server's first index takes unchanged files from the summary cache, in the
// user's cache directory by default, and the settings and `.ax-lsp.yml` can move or disable it.
import AXAnalysis
import AXConfig
import AXServer
import Foundation
import JSONRPC
import XCTest

final class WorkspaceSummaryCacheTests: XCTestCase {
    private var workspace: TemporaryWorkspace!
    private var cacheHome: String!

    override func setUpWithError() throws {
        workspace = try TemporaryWorkspace()
        cacheHome = try workspace.sibling("xdg-cache")
        try workspace.write(
            "App/LoginViewController.swift",
            """
            import UIKit

            class LoginViewController: UIViewController {
                @IBOutlet var signInButton: UIButton!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    injectAccessibilityIdentifiers()
                }
            }

            """)
    }

    override func tearDownWithError() throws {
        workspace = nil
    }

    /// Starts a server on the workspace, waits for its index, returns the workspace symbols and shuts it down.
    private func indexedSymbols(initializationOptions: JSONValue? = nil) throws -> [String] {
        let client = try LSPTestClient(environment: ["XDG_CACHE_HOME": cacheHome])
        try client.initializeWorkspace(
            folders: [workspace.root], capabilities: [:], initializationOptions: initializationOptions)
        try client.waitUntilIndexed()
        let symbols = try client.request("workspace/symbol", params: ["query": ""])
        XCTAssertEqual(try client.shutdownAndExit(), 0)
        return symbols["result"]?.arrayValue?.compactMap { $0["name"]?.stringValue }.sorted() ?? []
    }

    private func files(under folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []).sorted()
    }

    private func cacheFile(in directory: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let found = files(under: directory).filter { $0.hasSuffix("/summaries.bin") }
        XCTAssertEqual(found.count, 1, "\(found)", file: file, line: line)
        return (directory as NSString).appendingPathComponent(try XCTUnwrap(found.first, file: file, line: line))
    }

    /// The cache file's bytes as text, to look for names in it.
    private func cacheText(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    }

    /// Rewrites the cache as the server's binary would have, with `old` replaced by `new` in
    /// every summary (through their JSON form).
    private func editCache(_ path: String, replacing old: String, with new: String) throws {
        let binary = try LSPTestClient.binaryURL().resolvingSymlinksInPath().path
        let fingerprint = try XCTUnwrap(SummaryCache.fingerprint(ofExecutableAt: binary))
        let location = URL(fileURLWithPath: path)
        let loaded = SummaryCache.load(
            location: location, workspaceRoot: workspace.root, analysisFingerprint: fingerprint)
        XCTAssertNil(loaded.discarded)
        XCTAssertFalse(loaded.entries.isEmpty)
        var edited = SummaryCache(location: location, workspaceRoot: workspace.root, analysisFingerprint: fingerprint)
        for entry in loaded.entries.values {
            let json = String(decoding: try JSONEncoder().encode(entry.summary), as: UTF8.self).replacingOccurrences(
                of: old, with: new)
            edited.store(
                try JSONDecoder().decode(FileSummary.self, from: Data(json.utf8)), contentHash: entry.contentHash)
        }
        try edited.save()
    }

    func testRestartTakesUnchangedFilesFromTheCacheInTheUsersCacheDirectory() throws {
        let before = files(under: workspace.root)
        XCTAssertEqual(try indexedSymbols(), ["LoginViewController.signInButton", "LoginViewController.view"])
        XCTAssertEqual(files(under: workspace.root), before, "nothing is written inside the workspace")
        let cache = try cacheFile(in: (cacheHome as NSString).appendingPathComponent("ax-lsp"))
        // A summary edited in the cache shows: the restart did not extract the file again (and,
        // with the stored resolution of the unchanged files gone, resolved the cached summaries).
        try editCache(cache, replacing: "signInButton", with: "cachedButton")
        let storedResolution = StoredResolutionCache.location(besideSummaryCache: URL(fileURLWithPath: cache))
        XCTAssertTrue(FileManager.default.fileExists(atPath: storedResolution.path))
        try FileManager.default.removeItem(at: storedResolution)
        XCTAssertEqual(try indexedSymbols(), ["LoginViewController.cachedButton", "LoginViewController.view"])
        XCTAssertEqual(
            try indexedSymbols(initializationOptions: ["ax-lsp": ["cache": ["enabled": false]]]),
            ["LoginViewController.signInButton", "LoginViewController.view"])
        // Changed bytes are never answered from the cache.
        try workspace.write(
            "App/LoginViewController.swift",
            try String(contentsOfFile: workspace.path("App/LoginViewController.swift"), encoding: .utf8) + "\n")
        XCTAssertEqual(try indexedSymbols(), ["LoginViewController.signInButton", "LoginViewController.view"])
        XCTAssertFalse(try cacheText(cache).contains("cachedButton"))
    }

    func testCorruptCacheIsDiscarded() throws {
        _ = try indexedSymbols()
        let cache = try cacheFile(in: (cacheHome as NSString).appendingPathComponent("ax-lsp"))
        try Data("{\"formatVersion\": 1, \"entr".utf8).write(to: URL(fileURLWithPath: cache))
        XCTAssertEqual(try indexedSymbols(), ["LoginViewController.signInButton", "LoginViewController.view"])
        XCTAssertTrue(try cacheText(cache).contains("signInButton"), "rebuilt")
    }

    func testSettingsDisableOrMoveTheCache() throws {
        _ = try indexedSymbols(initializationOptions: ["ax-lsp": ["cache": ["enabled": false]]])
        XCTAssertEqual(files(under: cacheHome), [])
        let moved = try workspace.sibling("moved-cache")
        _ = try indexedSymbols(initializationOptions: ["ax-lsp.cache.directory": .string(moved)])
        XCTAssertEqual(files(under: cacheHome), [])
        XCTAssertTrue(try cacheFile(in: moved).hasPrefix(moved + "/workspace-"))
    }

    func testConfigurationFileDisablesTheCacheWhateverTheSettings() throws {
        try workspace.write(".ax-lsp.yml", "cache:\n  enabled: false\n")
        _ = try indexedSymbols()
        _ = try indexedSymbols(initializationOptions: [
            "ax-lsp": ["cache": ["directory": .string(try workspace.sibling("elsewhere"))]]
        ])
        XCTAssertEqual(files(under: cacheHome), [])
        XCTAssertEqual(files(under: try workspace.sibling("elsewhere")), [])
    }
}
