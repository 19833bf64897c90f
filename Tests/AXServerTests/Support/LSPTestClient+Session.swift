// Conveniences on LSPTestClient for the usual session steps: initialize, open, change, shutdown.
import AXServer
import Foundation
import JSONRPC
import XCTest

extension LSPTestClient {
    /// Sends `initialize` (and `initialized`) and returns the result member.
    @discardableResult
    func initialize(positionEncodings: [String]? = ["utf-16"], processID: JSONValue = .null) throws -> JSONValue {
        var capabilities: [String: JSONValue] = [:]
        if let positionEncodings {
            capabilities["general"] = ["positionEncodings": .array(positionEncodings.map { .string($0) })]
        }
        let response = try request(
            "initialize", params: ["processId": processID, "capabilities": .object(capabilities), "rootUri": nil])
        sendNotification("initialized", params: [:])
        return response["result"] ?? .null
    }

    func openDocument(uri: String, text: String, version: Int = 1, languageId: String = "swift") {
        sendNotification(
            "textDocument/didOpen",
            params: [
                "textDocument": [
                    "uri": .string(uri), "languageId": .string(languageId), "version": .int(version),
                    "text": .string(text)
                ]
            ])
    }

    /// Sends one incremental change replacing `range` (`(startLine, startCharacter, endLine, endCharacter)`).
    func changeDocument(uri: String, version: Int, range: (Int, Int, Int, Int), text: String) {
        let rangeValue: JSONValue = [
            "start": ["line": .int(range.0), "character": .int(range.1)],
            "end": ["line": .int(range.2), "character": .int(range.3)]
        ]
        sendNotification(
            "textDocument/didChange",
            params: [
                "textDocument": ["uri": .string(uri), "version": .int(version)],
                "contentChanges": [["range": rangeValue, "text": .string(text)]]
            ])
    }

    /// The server's copy of a document (`ax-lsp/documentText`), or the error response.
    func documentText(uri: String) throws -> JSONValue {
        try request(DocumentTextRequest.method, params: ["textDocument": ["uri": .string(uri)]])
    }

    /// `shutdown` then `exit`; returns the exit code.
    func shutdownAndExit() throws -> Int32 {
        let response = try request("shutdown")
        XCTAssertEqual(response["result"], .null)
        XCTAssertNil(response["error"])
        sendNotification("exit")
        return try waitForExit()
    }
}

extension JSONValue {
    /// The error code of a response, if it is an error response.
    var errorCode: Int? { self["error"]?["code"]?.intValue }
}
