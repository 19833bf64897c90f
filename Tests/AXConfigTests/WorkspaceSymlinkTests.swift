// SECURITY.md's read boundary: discovery never leaves a workspace root through a symlink.
import AXConfig
import Foundation
import XCTest

final class WorkspaceSymlinkTests: XCTestCase {
    private var sandbox: URL!
    private var root: URL { sandbox.appendingPathComponent("Workspace") }
    private var outside: URL { sandbox.appendingPathComponent("Outside") }

    /// `Workspace/` (the root) beside `Outside/`, which holds a secret Swift file and folder.
    override func setUpWithError() throws {
        sandbox = FileManager.default.temporaryDirectory.appendingPathComponent("ax-lsp-symlinks-\(UUID().uuidString)")
        for path in [
            "Workspace/App/A.swift", "Workspace/App/Views/B.swift", "Outside/Secret.swift",
            "Outside/Folder/Hidden.swift"
        ] {
            let url = sandbox.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("// \(path)\n".utf8).write(to: url)
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: sandbox)
    }

    private func link(_ relativePath: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent(relativePath).path, withDestinationPath: destination)
    }

    private func discoveredPaths() -> [String] {
        WorkspaceFiles.discover(roots: [root.path], config: AXConfiguration(), base: root.path).files.map(
            \.relativePath)
    }

    func testLinksLeavingTheRootAreNotFollowed() throws {
        try link("SecretLink.swift", to: outside.appendingPathComponent("Secret.swift").path)
        try link("FolderLink", to: outside.appendingPathComponent("Folder").path)
        try link("App/Escape", to: "../../Outside")
        try link("App/Parent", to: "..")
        try link("App/Up", to: sandbox.path)
        try link("Root", to: "/")
        XCTAssertEqual(discoveredPaths(), ["App/A.swift", "App/Views/B.swift"])
    }

    /// A loop (`App/Views/Loop → App`) and a second link to a file inside the root: each real
    /// file is analysed once, under its own path rather than the link's.
    func testLoopsEndAndFilesReachedTwiceAreAnalysedOnce() throws {
        try link("App/Views/Loop", to: root.appendingPathComponent("App").path)
        try link("Alias.swift", to: root.appendingPathComponent("App/A.swift").path)
        XCTAssertEqual(discoveredPaths(), ["App/A.swift", "App/Views/B.swift"])
    }

    func testDanglingLinksAreSkippedWithoutAProblem() throws {
        try link("Gone.swift", to: root.appendingPathComponent("Nowhere.swift").path)
        let list = WorkspaceFiles.discover(roots: [root.path], config: AXConfiguration(), base: root.path)
        XCTAssertEqual(list.files.map(\.relativePath), ["App/A.swift", "App/Views/B.swift"])
        XCTAssertEqual(list.problems, [])
    }

    /// The root itself may be a link: the user named it, so it is where the boundary is.
    func testARootThatIsALinkIsWalkedAndStillBoundsItsLinks() throws {
        let linkedRoot = sandbox.appendingPathComponent("LinkedWorkspace")
        try FileManager.default.createSymbolicLink(atPath: linkedRoot.path, withDestinationPath: root.path)
        try link("SecretLink.swift", to: outside.appendingPathComponent("Secret.swift").path)
        let list = WorkspaceFiles.discover(roots: [linkedRoot.path], config: AXConfiguration(), base: linkedRoot.path)
        XCTAssertEqual(list.files.map(\.relativePath), ["App/A.swift", "App/Views/B.swift"])
    }
}
