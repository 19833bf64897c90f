// End-to-end lifecycle through the real binary: initialize, edit with emoji and CRLF, shutdown, exit codes.
import Foundation
import JSONRPC
import XCTest

final class LifecycleEndToEndTests: XCTestCase {
    let uri = "file:///tmp/ax-lsp-tests/Screen%20One.swift"

    func testInitializeOpenIncrementalChangeShutdownExitsWithZero() throws {
        let client = try LSPTestClient()
        let result = try client.initialize(positionEncodings: ["utf-16"])
        XCTAssertEqual(result["serverInfo"], ["name": "ax-lsp", "version": "0.1.0"])
        XCTAssertEqual(result["capabilities"]?["positionEncoding"], "utf-16")
        XCTAssertEqual(result["capabilities"]?["textDocumentSync"]?["change"], 2)

        // Line 1 has a surrogate pair (2 UTF-16 units, 4 UTF-8 bytes) before the edit, and line 0 ends in CRLF.
        client.openDocument(uri: uri, text: "let title = \"x\"\r\nlet 👋 = \"héllo\" // edit here\r\n")
        // UTF-16 column 16 on line 1 is just after `"héllo"`: `let ` (4) + 👋 (2) + ` = ` (3) + `"héllo"` (7).
        client.changeDocument(uri: uri, version: 2, range: (1, 9, 1, 16), text: "\"bye\"")
        let document = try client.documentText(uri: uri)
        XCTAssertEqual(document["result"]?["text"], "let title = \"x\"\r\nlet 👋 = \"bye\" // edit here\r\n")
        XCTAssertEqual(document["result"]?["version"], 2)

        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    func testUTF8IsNegotiatedWhenOfferedAndUsedForChanges() throws {
        let client = try LSPTestClient()
        let result = try client.initialize(positionEncodings: ["utf-16", "utf-8"])
        XCTAssertEqual(result["capabilities"]?["positionEncoding"], "utf-8")
        client.openDocument(uri: uri, text: "a👋b\r\nc")
        // In UTF-8 the emoji is 4 bytes: `b` is at byte column 5.
        client.changeDocument(uri: uri, version: 2, range: (0, 5, 0, 6), text: "B")
        XCTAssertEqual(try client.documentText(uri: uri)["result"]?["text"], "a👋B\r\nc")
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    func testCloseForgetsTheDocumentAndSaveKeepsIt() throws {
        let client = try LSPTestClient()
        try client.initialize()
        client.openDocument(uri: uri, text: "struct A {}\n")
        client.sendNotification("textDocument/didSave", params: ["textDocument": ["uri": .string(uri)]])
        XCTAssertEqual(try client.documentText(uri: uri)["result"]?["text"], "struct A {}\n")
        client.sendNotification("textDocument/didClose", params: ["textDocument": ["uri": .string(uri)]])
        let afterClose = try client.documentText(uri: uri)
        XCTAssertEqual(afterClose.errorCode, -32602)
        XCTAssertEqual(
            afterClose["error"]?["message"], .string("document \(uri) is not open; send textDocument/didOpen first"))
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    func testExitWithoutShutdownExitsWithOne() throws {
        let client = try LSPTestClient()
        try client.initialize()
        client.sendNotification("exit")
        XCTAssertEqual(try client.waitForExit(), 1)
    }

    func testClosingStdinWithoutShutdownExitsWithOne() throws {
        let client = try LSPTestClient()
        try client.initialize()
        client.closeInput()
        XCTAssertEqual(try client.waitForExit(), 1)
        XCTAssertTrue(
            client.standardError.contains("stdin closed without shutdown; exiting with code 1"), client.standardError)
    }

    func testClosingStdinAfterShutdownExitsWithZero() throws {
        let client = try LSPTestClient()
        try client.initialize()
        XCTAssertEqual(try client.request("shutdown")["result"], .null)
        client.closeInput()
        XCTAssertEqual(try client.waitForExit(), 0)
    }

    func testParentProcessThatDoesNotExistMakesTheServerExit() throws {
        // A process that has already exited and been reaped: its id names no running process.
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/sh")
        finished.arguments = ["-c", "exit 0"]
        try finished.run()
        finished.waitUntilExit()
        let client = try LSPTestClient()
        try client.initialize(processID: .int(Int(finished.processIdentifier)))
        XCTAssertEqual(try client.waitForExit(), 1)
        XCTAssertTrue(
            client.standardError.contains(
                "the client process \(finished.processIdentifier) is not running; exiting with code 1"),
            client.standardError)
    }

    func testLivingParentProcessKeepsTheServerRunning() throws {
        let client = try LSPTestClient()
        try client.initialize(processID: .int(Int(ProcessInfo.processInfo.processIdentifier)))
        XCTAssertEqual(try client.request("shutdown")["result"], .null)
        client.sendNotification("exit")
        XCTAssertEqual(try client.waitForExit(), 0)
    }

    func testStdoutCarriesOnlyFramedMessagesAndLogsGoToStderr() throws {
        let client = try LSPTestClient()
        try client.initialize()
        XCTAssertEqual(try client.shutdownAndExit(), 0)
        // Every stdout byte was parsed as a framed message (the client fails the test otherwise),
        // and the same log lines went to stderr and to window/logMessage.
        XCTAssertTrue(
            client.standardError.contains(
                "ax-lsp: info: ax-lsp 0.1.0 initialized by an unnamed client; positions in utf-16"))
        XCTAssertTrue(client.logMessages.contains("ax-lsp 0.1.0 initialized by an unnamed client; positions in utf-16"))
    }
}
