// The event loop in process: cancellation of queued and background requests, ContentModified, exactly-once replies.
import AXAnalysis
import JSONRPC
import XCTest

@testable import AXServer

final class LanguageServerTests: XCTestCase {
    let uri = "file:///tmp/ax-lsp-tests/Loop.swift"

    func startedHarness() -> InProcessServer {
        let harness = InProcessServer()
        harness.receive(harness.request(1, "initialize", ["processId": nil, "capabilities": [:]]))
        harness.receive(harness.notification("initialized"))
        harness.receive(
            harness.notification(
                "textDocument/didOpen",
                [
                    "textDocument": ["uri": .string(uri), "languageId": "swift", "version": 1, "text": "let a = 1\n"]
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

    func testInvalidParamsAreAnsweredWithTheMissingMember() {
        let harness = startedHarness()
        harness.receive(harness.request(12, DocumentTextRequest.method, ["textDocument": [:]]))
        XCTAssertEqual(
            harness.responses(to: 12).first?["error"],
            [
                "code": -32602,
                "message": "invalid params for 'ax-lsp/documentText': missing member 'params.textDocument.uri'"
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

    func testRequestToTheClientIsWrittenAndItsTimeoutCompletesOnTheLoop() {
        let harness = startedHarness()
        let completed = expectation(description: "completion on the loop")
        harness.queue.sync {
            harness.server.session.sendRequestToClient(ShutdownRequest(), timeout: 0.05) { result in
                dispatchPrecondition(condition: .onQueue(harness.queue))
                if case .failure(let error) = result {
                    XCTAssertEqual(error.code, .requestTimedOut)
                } else {
                    XCTFail("expected a timeout")
                }
                completed.fulfill()
            }
        }
        wait(for: [completed], timeout: 30)
        XCTAssertEqual(harness.messages.last { $0["method"] == "shutdown" }?["id"], "ax-lsp-1")
    }
}
