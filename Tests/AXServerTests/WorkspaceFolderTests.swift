import Foundation
import XCTest

// Which paths count as inside the workspace folders (the only place the server reads files).
@testable import AXServer

final class WorkspaceFolderTests: XCTestCase {
    func testPathsInsideWorkspaceFoldersAreComparedByComponents() {
        let harness = InProcessServer()
        harness.receive(
            harness.request(
                1, "initialize",
                [
                    "processId": nil, "capabilities": [:], "rootUri": "file:///ignored",
                    "workspaceFolders": [["uri": "file:///work/My%20App", "name": "My App"]]
                ]))
        let session = harness.server.session
        XCTAssertEqual(session.workspaceFolderPaths, ["/work/My App"])
        XCTAssertTrue(session.isInsideWorkspaceFolders("/work/My App/Sources/A.swift"))
        XCTAssertTrue(session.isInsideWorkspaceFolders("/work/My App"))
        XCTAssertFalse(session.isInsideWorkspaceFolders("/work/My Apps/A.swift"))
        XCTAssertFalse(session.isInsideWorkspaceFolders("/work/My App/../secret.swift"))
    }
}

final class WorkspaceFolderSymlinkTests: XCTestCase {
    func testSymlinkInsideAFolderPointingOutsideIsOutside() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ax-lsp-symlink-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("workspace")
        let outside = root.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("struct Secret {}".utf8).write(to: outside.appendingPathComponent("Secret.swift"))
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("link"), withDestinationURL: outside)
        let harness = InProcessServer()
        harness.receive(
            harness.request(
                1, "initialize",
                [
                    "processId": nil, "capabilities": [:],
                    "workspaceFolders": [["uri": .string(DocumentURIPath.uri(ofPath: folder.path)), "name": "w"]]
                ]))
        XCTAssertFalse(
            harness.server.session.isInsideWorkspaceFolders(folder.appendingPathComponent("link/Secret.swift").path))
        XCTAssertTrue(harness.server.session.isInsideWorkspaceFolders(folder.appendingPathComponent("Own.swift").path))
    }
}
