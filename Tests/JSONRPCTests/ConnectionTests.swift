// The connection over real pipes: one atomic writer, server-to-client requests with correlation and timeout.
import Foundation
import JSONRPC
import XCTest

final class ConnectionTests: XCTestCase {
    struct PingRequest: RequestType {
        static let method = "test/ping"
        typealias Response = PongResult
        var value: Int
    }

    struct PongResult: Codable, Equatable {
        var echoed: Int
    }

    /// Collects what a `MessageWriter(sink:)` wrote and parses it back into messages.
    final class Output: @unchecked Sendable {
        private let lock = NSLock()
        private var bytes: [UInt8] = []

        func append(_ data: Data) {
            lock.lock()
            bytes += data
            lock.unlock()
        }

        var messages: [JSONValue] {
            lock.lock()
            defer { lock.unlock() }
            var parser = FramingParser()
            return parser.feed(bytes).compactMap { input in
                guard case .message(let body) = input else { return nil }
                return try? JSONDecoder().decode(JSONValue.self, from: body)
            }
        }
    }

    func testConcurrentWritersNeverInterleaveMessages() {
        let output = Output()
        let writer = MessageWriter(sink: output.append)
        DispatchQueue.concurrentPerform(iterations: 400) { index in
            let body = Data(#"{"index":\#(index),"padding":"\#(String(repeating: "x", count: index * 10))"}"#.utf8)
            writer.write(body: body)
        }
        let indices = output.messages.compactMap { $0["index"]?.intValue }
        XCTAssertEqual(indices.sorted(), Array(0..<400))
    }

    func testServerToClientRequestIsCorrelatedWithItsResponse() throws {
        let input = Pipe()
        let output = Output()
        let connection = Connection(
            inputFileDescriptor: input.fileHandleForReading.fileDescriptor, writer: MessageWriter(sink: output.append))
        let events = EventLog()
        connection.start { events.append($0) }
        let answered = expectation(description: "response delivered")
        let received = ResultBox<PongResult>()
        connection.sendRequest(PingRequest(value: 5)) { result in
            received.value = result
            answered.fulfill()
        }
        let request = try XCTUnwrap(output.messages.first)
        XCTAssertEqual(request["method"], "test/ping")
        XCTAssertEqual(request["params"], ["value": 5])
        let id = try XCTUnwrap(request["id"])
        let response = try JSONEncoder().encode(["jsonrpc": "2.0", "id": id, "result": ["echoed": 5]] as JSONValue)
        input.fileHandleForWriting.write(Data("Content-Length: \(response.count)\r\n\r\n".utf8) + response)
        wait(for: [answered], timeout: 30)
        XCTAssertEqual(received.value, .success(PongResult(echoed: 5)))
        XCTAssertTrue(events.events.isEmpty, "responses to our own requests never reach the owner")
        try input.fileHandleForWriting.close()
    }

    func testServerToClientRequestTimesOutExactlyOnce() {
        let input = Pipe()
        let connection = Connection(
            inputFileDescriptor: input.fileHandleForReading.fileDescriptor, writer: MessageWriter(sink: { _ in }))
        let timedOut = expectation(description: "timeout delivered once")
        timedOut.assertForOverFulfill = true
        let received = ResultBox<PongResult>()
        connection.sendRequest(PingRequest(value: 1), timeout: 0.05) { result in
            received.value = result
            timedOut.fulfill()
        }
        wait(for: [timedOut], timeout: 30)
        XCTAssertEqual(received.value?.failureValue?.code, .requestTimedOut)
        XCTAssertEqual(received.value?.failureValue?.message, "the client did not answer 'test/ping' within 0 seconds")
    }

    func testReaderReportsRequestsProblemsAndEndOfInputInOrder() throws {
        let input = Pipe()
        let output = Output()
        let connection = Connection(
            inputFileDescriptor: input.fileHandleForReading.fileDescriptor, writer: MessageWriter(sink: output.append))
        let events = EventLog()
        let closed = expectation(description: "closed")
        connection.start { event in
            events.append(event)
            if case .closed = event { closed.fulfill() }
        }
        let request = #"{"jsonrpc":"2.0","id":1,"method":"a"}"#
        input.fileHandleForWriting.write(
            Data("Content-Length: 3\r\n\r\n{x}Content-Length: \(request.utf8.count)\r\n\r\n\(request)".utf8))
        try input.fileHandleForWriting.close()
        wait(for: [closed], timeout: 30)
        XCTAssertEqual(
            events.summaries,
            ["problem: message body is not valid json: the given data was not valid json.", "request 1 a", "closed"])
        XCTAssertEqual(output.messages.first?["error"]?["code"], -32700)
        XCTAssertEqual(output.messages.first?["id"], .null)
    }
}

/// Thread-safe holders for values set from callbacks.
final class ResultBox<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Result<Value, ResponseError>?
    var value: Result<Value, ResponseError>? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
        set {
            lock.lock()
            stored = newValue
            lock.unlock()
        }
    }
}

final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var events: [ConnectionEvent] = []

    func append(_ event: ConnectionEvent) {
        lock.lock()
        events.append(event)
        lock.unlock()
    }

    var summaries: [String] {
        lock.lock()
        defer { lock.unlock() }
        return events.map { event in
            switch event {
            case .request(let request): return "request \(request.id) \(request.method)"
            case .notification(let notification): return "notification \(notification.method)"
            case .problem(let problem): return "problem: \(problem)"
            case .closed: return "closed"
            }
        }
    }
}
