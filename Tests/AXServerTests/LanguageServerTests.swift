// The event loop in process: cancellation of queued and background requests, ContentModified, exactly-once replies.
import AXAnalysis
@testable import AXServer
import JSONRPC
import XCTest

final class LanguageServerTests: XCTestCase {
    let uri = "file:///tmp/ax-lsp-tests/Loop.swift"

    /// A server whose output goes to memory and whose exit is recorded, driven through its queue.
    final class Harness: @unchecked Sendable {
        let queue = DispatchQueue(label: "test-loop")
        let server: LanguageServer
        private let condition = NSCondition()
        private var bytes: [UInt8] = []
        private var exitCodes: [Int32] = []

        init() {
            var append: (Data) -> Void = { _ in }
            let writer = MessageWriter(sink: { append($0) })
            let connection = Connection(inputFileDescriptor: -1, writer: writer)
            let logger = ServerLogger(level: .debug, connection: nil, writesToStandardError: false)
            var record: (Int32) -> Void = { _ in }
            server = LanguageServer(connection: connection, logger: logger, queue: queue) { record($0) }
            append = { [unowned self] data in
                condition.lock()
                bytes += data
                condition.broadcast()
                condition.unlock()
            }
            record = { [unowned self] code in
                condition.lock()
                exitCodes.append(code)
                condition.unlock()
            }
        }

        var responses: [JSONValue] {
            condition.lock()
            defer { condition.unlock() }
            var parser = FramingParser()
            return parser.feed(bytes).compactMap { input in
                guard case .message(let body) = input else { return nil }
                return try? JSONDecoder().decode(JSONValue.self, from: body)
            }
        }

        var recordedExitCodes: [Int32] {
            condition.lock()
            defer { condition.unlock() }
            return exitCodes
        }

        func responses(to id: JSONValue) -> [JSONValue] { responses.filter { $0["id"] == id } }

        func waitForResponse(to id: JSONValue, timeout: TimeInterval = 30) -> JSONValue? {
            let deadline = Date().addingTimeInterval(timeout)
            condition.lock()
            defer { condition.unlock() }
            while true {
                condition.unlock()
                let found = responses(to: id).first
                condition.lock()
                if let found { return found }
                if !condition.wait(until: deadline) { return nil }
            }
        }

        func request(_ id: Int, _ method: String, _ params: JSONValue = [:]) -> ConnectionEvent {
            .request(IncomingRequest(id: .number(id), method: method, body: Self.body(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params])))
        }

        func notification(_ method: String, _ params: JSONValue = [:]) -> ConnectionEvent {
            .notification(IncomingNotification(method: method, body: Self.body(["jsonrpc": "2.0", "method": .string(method), "params": params])))
        }

        static func body(_ value: JSONValue) -> Data { (try? JSONEncoder().encode(value)) ?? Data() }

        /// Delivers events as the reader thread would, then waits until the loop handled them.
        func receive(_ events: ConnectionEvent...) {
            for event in events { server.receive(event) }
            queue.sync {}
        }
    }

    func startedHarness() -> Harness {
        let harness = Harness()
        harness.receive(harness.request(1, "initialize", ["processId": nil, "capabilities": [:]]))
        harness.receive(harness.notification("initialized"))
        harness.receive(harness.notification("textDocument/didOpen", [
            "textDocument": ["uri": .string(uri), "languageId": "swift", "version": 1, "text": "let a = 1\n"],
        ]))
        return harness
    }

    func testRequestCancelledWhileQueuedIsAnsweredRequestCancelledAndNotRun() {
        let harness = startedHarness()
        harness.queue.suspend()
        harness.server.receive(harness.request(5, "shutdown"))
        harness.server.receive(harness.notification("$/cancelRequest", ["id": 5]))
        harness.queue.resume()
        harness.queue.sync {}
        XCTAssertEqual(harness.responses(to: 5).map(\.errorCode), [-32800])
        XCTAssertEqual(harness.server.session.lifecycle, .running, "the cancelled shutdown must not have run")
    }

    func testBackgroundResultForAnOlderDocumentVersionIsContentModified() {
        let harness = startedHarness()
        let release = DispatchSemaphore(value: 0)
        harness.queue.sync {
            harness.server.startBackgroundRequest(id: .number(9), documentVersions: [uri: 1]) {
                release.wait()
                return .success("computed for version 1")
            }
        }
        harness.receive(harness.notification("textDocument/didChange", [
            "textDocument": ["uri": .string(uri), "version": 2], "contentChanges": [["text": "let a = 2\n"]],
        ]))
        release.signal()
        XCTAssertEqual(harness.waitForResponse(to: 9)?.errorCode, -32801)
        XCTAssertEqual(harness.responses(to: 9).count, 1)
    }

    func testBackgroundResultForTheCurrentVersionIsAnswered() {
        let harness = startedHarness()
        harness.queue.sync {
            harness.server.startBackgroundRequest(id: .number(10), documentVersions: [uri: 1]) { .success("fresh") }
        }
        XCTAssertEqual(harness.waitForResponse(to: 10)?["result"], "fresh")
    }

    func testCancelledBackgroundRequestIsAnsweredOnceEvenWhenItsResultArrivesLater() {
        let harness = startedHarness()
        let release = DispatchSemaphore(value: 0)
        harness.queue.sync {
            harness.server.startBackgroundRequest(id: .number(11), documentVersions: [:]) {
                release.wait()
                return .success("late")
            }
        }
        harness.receive(harness.notification("$/cancelRequest", ["id": 11]))
        XCTAssertEqual(harness.responses(to: 11).map(\.errorCode), [-32800])
        // The late result reaches the loop after the cancel; it must not produce a second reply.
        harness.queue.sync {
            harness.server.handle(.backgroundRequestFinished(BackgroundRequestResult(id: .number(11), documentVersions: [:], result: .success("late"))))
        }
        release.signal()
        XCTAssertEqual(harness.responses(to: 11).count, 1)
    }

    func testInvalidParamsAreAnsweredWithTheMissingMember() {
        let harness = startedHarness()
        harness.receive(harness.request(12, DocumentTextRequest.method, ["textDocument": [:]]))
        XCTAssertEqual(harness.responses(to: 12).first?["error"], [
            "code": -32602, "message": "invalid params for 'ax-lsp/documentText': missing member 'params.textDocument.uri'",
        ])
    }

    func testExitCodesFollowShutdown() {
        let withShutdown = startedHarness()
        withShutdown.receive(withShutdown.request(2, "shutdown"), withShutdown.notification("exit"))
        XCTAssertEqual(withShutdown.recordedExitCodes, [0])
        let withoutShutdown = startedHarness()
        withoutShutdown.receive(withoutShutdown.notification("exit"), withoutShutdown.request(3, "shutdown"))
        XCTAssertEqual(withoutShutdown.recordedExitCodes, [1])
        XCTAssertEqual(withoutShutdown.responses(to: 3), [], "nothing is processed after exit")
    }
}

final class WorkspaceFolderTests: XCTestCase {
    func testPathsInsideWorkspaceFoldersAreComparedByComponents() {
        let harness = LanguageServerTests.Harness()
        harness.receive(harness.request(1, "initialize", [
            "processId": nil, "capabilities": [:], "rootUri": "file:///ignored",
            "workspaceFolders": [["uri": "file:///work/My%20App", "name": "My App"]],
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
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("link"), withDestinationURL: outside)
        let harness = LanguageServerTests.Harness()
        harness.receive(harness.request(1, "initialize", [
            "processId": nil, "capabilities": [:], "workspaceFolders": [["uri": .string(DocumentURIPath.uri(ofPath: folder.path)), "name": "w"]],
        ]))
        XCTAssertFalse(harness.server.session.isInsideWorkspaceFolders(folder.appendingPathComponent("link/Secret.swift").path))
        XCTAssertTrue(harness.server.session.isInsideWorkspaceFolders(folder.appendingPathComponent("Own.swift").path))
    }
}
