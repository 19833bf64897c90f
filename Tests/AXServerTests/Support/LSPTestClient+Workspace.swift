// Conveniences on LSPTestClient for workspace tests: initialize with folders, answer server requests, read the index.
import Foundation
import JSONRPC
import XCTest

extension LSPTestClient {
    /// Client capabilities of an editor that supports progress and file watchers.
    static let workspaceCapabilities: JSONValue = [
        "window": ["workDoneProgress": true],
        "workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true], "configuration": true],
        "general": ["positionEncodings": ["utf-16"]]
    ]

    /// Sends `initialize` with workspace folders and `initialized`; returns the `initialize` result.
    @discardableResult
    func initializeWorkspace(
        folders: [String], capabilities: JSONValue = workspaceCapabilities,
        initializationOptions: JSONValue? = nil
    ) throws -> JSONValue {
        var params: [String: JSONValue] = [
            "processId": .null,
            "capabilities": capabilities,
            "rootUri": folders.first.map { .string("file://" + $0) } ?? .null,
            "workspaceFolders": .array(
                folders.map { ["uri": .string("file://" + $0), "name": .string(($0 as NSString).lastPathComponent)] })
        ]
        if let initializationOptions { params["initializationOptions"] = initializationOptions }
        let response = try request("initialize", params: .object(params))
        sendNotification("initialized", params: [:])
        return response["result"] ?? .null
    }

    /// Waits for the `nth` (0-based) request the server sent with `method`, answers it with `result`, returns it.
    @discardableResult
    func answerServerRequest(_ method: String, nth: Int = 0, result: JSONValue = .null) throws -> JSONValue {
        var seen = 0
        let request = try waitForMessage("server request '\(method)' #\(nth)") { message in
            guard message["method"] == .string(method), message["id"] != nil else { return false }
            defer { seen += 1 }
            return seen == nth
        }
        send(["jsonrpc": "2.0", "id": request["id"] ?? .null, "result": result])
        return request
    }

    /// Answers progress-token creation and waits for the `end` of that token; returns every
    /// `$/progress` value of it, in order.
    func progressOfIndexingRun(nth: Int = 0) throws -> [JSONValue] {
        let create = try answerServerRequest("window/workDoneProgress/create", nth: nth)
        let token = create["params"]?["token"] ?? .null
        _ = try waitForMessage("end of progress \(token)") {
            $0["method"] == "$/progress" && $0["params"]?["token"] == token && $0["params"]?["value"]?["kind"] == "end"
        }
        return receivedMessages.filter { $0["method"] == "$/progress" && $0["params"]?["token"] == token }.compactMap {
            $0["params"]?["value"]
        }
    }

    /// `ax-lsp/workspaceStatus` result.
    func workspaceStatus() throws -> JSONValue {
        try request("ax-lsp/workspaceStatus")["result"] ?? .null
    }

    /// Waits until the server is not indexing (polling the status; no timing is asserted).
    @discardableResult
    func waitUntilIndexed(timeout: TimeInterval = defaultTimeout) throws -> JSONValue {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let status = try workspaceStatus()
            if status["indexing"] == false { return status }
            if Date() > deadline { throw TimeoutError(waitingFor: "indexing to finish", received: receivedMessages) }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// `ax-lsp/identifiers` of a file, as strings.
    func identifiers(uri: String) throws -> [String] {
        let response = try request("ax-lsp/identifiers", params: ["textDocument": ["uri": .string(uri)]])
        return response["result"]?.arrayValue?.compactMap(\.stringValue) ?? []
    }

    /// Polls `ax-lsp/identifiers` until it equals `expected` (for changes applied off the loop).
    func waitForIdentifiers(uri: String, toEqual expected: [String], timeout: TimeInterval = 20) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while try identifiers(uri: uri) != expected {
            if Date() > deadline {
                XCTFail("identifiers of \(uri) are \(try identifiers(uri: uri)), expected \(expected)")
                return
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// `window/showMessage` notifications received so far, as (type, message).
    var shownMessages: [(type: Int, message: String)] {
        receivedMessages.filter { $0["method"] == "window/showMessage" }.compactMap { message in
            guard let type = message["params"]?["type"]?.intValue, let text = message["params"]?["message"]?.stringValue
            else { return nil }
            return (type, text)
        }
    }
}
