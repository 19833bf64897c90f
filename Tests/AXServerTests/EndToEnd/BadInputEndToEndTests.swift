// Every bad input through the real binary (what a broken or hostile client can send), with the exact reaction and a live server after.
import Foundation
import JSONRPC
import XCTest

final class BadInputEndToEndTests: XCTestCase {
    let uri = "file:///tmp/ax-lsp-tests/BadInput.swift"

    /// A running server after `initialize`.
    func startedClient() throws -> LSPTestClient {
        let client = try LSPTestClient()
        try client.initialize()
        return client
    }

    /// The server still answers requests, and shutdown + exit gives 0.
    func assertStillServes(_ client: LSPTestClient, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try client.request("ax-lsp/unknownProbe").errorCode, -32601, file: file, line: line)
        XCTAssertEqual(try client.shutdownAndExit(), 0, file: file, line: line)
    }

    func body(_ message: JSONValue) -> Data { LSPTestClient.encode(message) }

    func testRequestBeforeInitializeIsAnsweredServerNotInitialized() throws {
        let client = try LSPTestClient()
        let response = try client.request(
            "textDocument/hover",
            params: ["textDocument": ["uri": .string(uri)], "position": ["line": 0, "character": 0]])
        XCTAssertEqual(response.errorCode, -32002)
        XCTAssertEqual(
            response["error"]?["message"], "server not initialized; send 'initialize' before 'textDocument/hover'")
        try client.initialize()
        try assertStillServes(client)
    }

    func testNotificationBeforeInitializeIsIgnored() throws {
        let client = try LSPTestClient()
        client.openDocument(uri: uri, text: "let a = 1\n")
        try client.initialize()
        XCTAssertEqual(
            try client.documentText(uri: uri).errorCode, -32602,
            "the didOpen before initialize must not open the document")
        try assertStillServes(client)
    }

    func testSecondInitializeIsRejectedWithInvalidRequest() throws {
        let client = try startedClient()
        let response = try client.request("initialize", params: ["processId": nil, "capabilities": [:]])
        XCTAssertEqual(response.errorCode, -32600)
        XCTAssertEqual(
            response["error"]?["message"], "server is already initialized; 'initialize' may be sent only once")
        try assertStillServes(client)
    }

    func testUnknownMethodIsAnsweredMethodNotFound() throws {
        let client = try startedClient()
        let response = try client.request(
            "textDocument/semanticTokens/full", params: ["textDocument": ["uri": .string(uri)]])
        XCTAssertEqual(response.errorCode, -32601)
        XCTAssertEqual(
            response["error"]?["message"], "method 'textDocument/semanticTokens/full' is not supported by ax-lsp")
        try assertStillServes(client)
    }

    func testUnknownNotificationsAreIgnoredWithoutAnyMessage() throws {
        let client = try startedClient()
        client.sendNotification("workspace/didChangeSomethingNew", params: ["x": 1])
        client.sendNotification("$/setTrace", params: ["value": "off"])
        let probe = client.sendRequest("shutdown")
        _ = try client.waitForResponse(id: probe)
        let reactions = client.messages(before: probe).filter { $0["method"] != "window/logMessage" }
        XCTAssertEqual(reactions.count, 1, "only the initialize response may precede: \(reactions)")
        client.sendNotification("exit")
        XCTAssertEqual(try client.waitForExit(), 0)
    }

    func testInvalidJSONBodyIsAnsweredParseErrorWithNullID() throws {
        let client = try startedClient()
        client.sendRaw(LSPTestClient.frame(Data("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":".utf8)))
        let response = try client.waitForMessage("parse error") { $0.errorCode == -32700 }
        XCTAssertEqual(response["id"], .null)
        try assertStillServes(client)
    }

    func testValidJSONThatIsNotAMessageIsAnsweredInvalidRequest() throws {
        let client = try startedClient()
        client.sendRaw(LSPTestClient.frame(Data("[1,2,3]".utf8)))
        client.sendRaw(LSPTestClient.frame(Data("{\"jsonrpc\":\"2.0\",\"id\":41}".utf8)))
        let arrayResponse = try client.waitForMessage("invalid request for an array") {
            $0.errorCode == -32600 && $0["id"] == .null
        }
        XCTAssertEqual(arrayResponse["error"]?["message"], "invalid json-rpc message: a message must be a json object")
        let idResponse = try client.waitForMessage("invalid request for id 41") {
            $0.errorCode == -32600 && $0["id"] == 41
        }
        XCTAssertEqual(
            idResponse["error"]?["message"],
            "invalid json-rpc message: a message needs a \"method\", or an \"id\" with a \"result\" or \"error\"")
        try assertStillServes(client)
    }

    func testContentLengthShorterThanBodyGivesParseErrorThenResynchronises() throws {
        let client = try startedClient()
        let message = body(["jsonrpc": "2.0", "id": 7, "method": "ax-lsp/unknownProbe"])
        client.sendRaw(Data("Content-Length: \(message.count - 5)\r\n\r\n".utf8) + message)
        let parseError = try client.waitForMessage("parse error") { $0.errorCode == -32700 }
        XCTAssertEqual(parseError["id"], .null)
        XCTAssertNil(client.receivedMessages.first { $0["id"] == 7 }, "the cut message must not be answered as id 7")
        try assertStillServes(client)
        XCTAssertTrue(
            client.logMessages.contains(
                "discarded 5 bytes between messages that were not a message header (check the Content-Length of the previous message)"
            ),
            "\(client.logMessages)")
    }

    func testContentLengthLongerThanBodyUsesTheBodyUpToTheNextHeader() throws {
        let client = try startedClient()
        let first = body(["jsonrpc": "2.0", "id": 8, "method": "ax-lsp/unknownProbe"])
        let second = body(["jsonrpc": "2.0", "id": 9, "method": "ax-lsp/unknownProbe"])
        client.sendRaw(Data("Content-Length: \(first.count + 10)\r\n\r\n".utf8) + first + LSPTestClient.frame(second))
        XCTAssertEqual(try client.waitForResponse(id: 8).errorCode, -32601)
        XCTAssertEqual(try client.waitForResponse(id: 9).errorCode, -32601)
        XCTAssertTrue(
            client.logMessages.contains(
                "Content-Length \(first.count + 10) is longer than the body (\(first.count) bytes before the next header); used the shorter body"
            ),
            "\(client.logMessages)")
        try assertStillServes(client)
    }

    func testMissingContentLengthIsLoggedAndTheNextMessageIsServed() throws {
        let client = try startedClient()
        let message = body(["jsonrpc": "2.0", "id": 10, "method": "ax-lsp/unknownProbe"])
        client.sendRaw(Data("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n".utf8) + message)
        try assertStillServes(client)
        XCTAssertNil(client.receivedMessages.first { $0["id"] == 10 })
        XCTAssertTrue(
            client.logMessages.contains(
                "message header has no Content-Length (header was 'Content-Type: application/vscode-jsonrpc; charset=utf-8'); skipped to the next header"
            ),
            "\(client.logMessages)")
    }

    func testNonNumericContentLengthIsLoggedAndTheNextMessageIsServed() throws {
        let client = try startedClient()
        let message = body(["jsonrpc": "2.0", "id": 11, "method": "ax-lsp/unknownProbe"])
        client.sendRaw(Data("Content-Length: twelve\r\n\r\n".utf8) + message)
        try assertStillServes(client)
        XCTAssertNil(client.receivedMessages.first { $0["id"] == 11 })
        XCTAssertTrue(
            client.logMessages.contains(
                "Content-Length 'twelve' is not a non-negative integer; skipped to the next header"),
            "\(client.logMessages)")
    }

    func testContentTypeHeaderIsAcceptedBeforeOrAfterContentLengthInAnyCase() throws {
        let client = try startedClient()
        let first = body(["jsonrpc": "2.0", "id": 12, "method": "ax-lsp/unknownProbe"])
        let second = body(["jsonrpc": "2.0", "id": 13, "method": "ax-lsp/unknownProbe"])
        client.sendRaw(
            Data(
                "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nContent-Length: \(first.count)\r\n\r\n".utf8
            ) + first)
        client.sendRaw(
            Data(
                "content-length: \(second.count)\r\nCONTENT-TYPE: application/vscode-jsonrpc; charset=utf8\r\n\r\n".utf8
            ) + second)
        XCTAssertEqual(try client.waitForResponse(id: 12).errorCode, -32601)
        XCTAssertEqual(try client.waitForResponse(id: 13).errorCode, -32601)
        try assertStillServes(client)
    }

    func testInvalidUTF8BodyIsAnsweredParseErrorAndSkipped() throws {
        let client = try startedClient()
        var message = Data("{\"jsonrpc\":\"2.0\",\"id\":14,\"method\":\"ax-lsp/unknownProbe\",\"params\":\"".utf8)
        message.append(contentsOf: [0xFF, 0xFE, 0xC3])
        message.append(contentsOf: Array("\"}".utf8))
        client.sendRaw(LSPTestClient.frame(message))
        let response = try client.waitForMessage("utf-8 parse error") { $0.errorCode == -32700 }
        XCTAssertEqual(response["id"], .null)
        XCTAssertEqual(response["error"]?["message"], "message body is not valid utf-8; the message was skipped")
        try assertStillServes(client)
    }

    func testDidChangeForUnopenedDocumentIsLoggedAndIgnored() throws {
        let client = try startedClient()
        client.changeDocument(uri: uri, version: 2, range: (0, 0, 0, 0), text: "x")
        XCTAssertEqual(try client.documentText(uri: uri).errorCode, -32602)
        XCTAssertTrue(
            client.logMessages.contains(
                "didChange for \(uri), which is not open; ignored it (send textDocument/didOpen first)"),
            "\(client.logMessages)")
        try assertStillServes(client)
    }

    func testRangePastTheEndIsClampedAndLogged() throws {
        let client = try startedClient()
        client.openDocument(uri: uri, text: "let a = 1\r\n")
        client.changeDocument(uri: uri, version: 2, range: (7, 3, 9, 0), text: "// end")
        XCTAssertEqual(try client.documentText(uri: uri)["result"]?["text"], "let a = 1\r\n// end")
        XCTAssertTrue(
            client.logMessages.contains(
                "change range 7:3-9:0 is outside /tmp/ax-lsp-tests/BadInput.swift (2 lines); clamped it to the document"
            ),
            "\(client.logMessages)")
        try assertStillServes(client)
    }

    func testCancelOfUnknownIDIsIgnored() throws {
        let client = try startedClient()
        client.sendNotification("$/cancelRequest", params: ["id": 987_654])
        client.sendNotification("$/cancelRequest", params: ["id": "no-such-request"])
        let probe = client.sendRequest("ax-lsp/unknownProbe")
        XCTAssertEqual(try client.waitForResponse(id: probe).errorCode, -32601)
        XCTAssertEqual(client.receivedMessages.filter { $0.errorCode == -32800 }.count, 0)
        try assertStillServes(client)
    }

    func testRequestAfterShutdownIsAnsweredInvalidRequest() throws {
        let client = try startedClient()
        XCTAssertEqual(try client.request("shutdown")["result"], .null)
        let response = try client.request("ax-lsp/documentText", params: ["textDocument": ["uri": .string(uri)]])
        XCTAssertEqual(response.errorCode, -32600)
        XCTAssertEqual(
            response["error"]?["message"],
            "server is shut down; only the 'exit' notification is accepted after 'shutdown'")
        client.sendNotification("exit")
        XCTAssertEqual(try client.waitForExit(), 0)
    }

    func testTwoHundredPipelinedRequestsAreAllAnsweredOnce() throws {
        let client = try startedClient()
        client.openDocument(uri: uri, text: "let a = 1\n")
        var batch = Data()
        for index in 0..<200 {
            let id: JSONValue = index.isMultiple(of: 2) ? .int(10_000 + index) : .string("req-\(index)")
            batch += LSPTestClient.frame(
                body([
                    "jsonrpc": "2.0", "id": id, "method": "ax-lsp/documentText",
                    "params": ["textDocument": ["uri": .string(uri)]]
                ]))
        }
        client.sendRaw(batch)
        for index in 0..<200 {
            let id: JSONValue = index.isMultiple(of: 2) ? .int(10_000 + index) : .string("req-\(index)")
            XCTAssertEqual(try client.waitForResponse(id: id)["result"]?["text"], "let a = 1\n")
        }
        try assertStillServes(client)
        let responseIDs = client.receivedMessages.filter { $0["method"] == nil }.compactMap { $0["id"] }
        XCTAssertEqual(responseIDs.count, Set(responseIDs).count, "every request is answered exactly once")
    }

    func testMessageOverTheMaximumSizeIsSkippedWithAClearError() throws {
        let client = try startedClient()
        let size = 64 << 20 + 1
        client.sendRaw(Data("Content-Length: \(size)\r\n\r\n".utf8) + Data(repeating: UInt8(ascii: "x"), count: size))
        try assertStillServes(client)
        XCTAssertTrue(
            client.logMessages.contains(
                "message of \(size) bytes exceeds the maximum message size of \(64 << 20) bytes; skipped it"),
            "\(client.logMessages)")
    }

    func testTwentyMegabyteDidOpenIsAcceptedAndServed() throws {
        let client = try startedClient()
        let line = "let value = \"0123456789abcdef\" // 👋\n"
        let text = String(repeating: line, count: 20_000_000 / line.utf8.count + 1)
        let bigURI = "file:///tmp/ax-lsp-tests/Big.txt"
        client.openDocument(uri: bigURI, text: text, languageId: "plaintext")
        let response = try client.documentText(uri: bigURI)
        XCTAssertEqual(response["result"]?["text"]?.stringValue?.utf8.count, text.utf8.count)
        try assertStillServes(client)
    }
}
