// Drives the event loop in process, for tests of ordering, cancellation and exactly-once replies.
import AXAnalysis
import Foundation
import JSONRPC

@testable import AXServer

/// A `LanguageServer` in this process: output goes to memory, exit codes are recorded, and events are
/// delivered as the reader thread would, so loop behaviour (ordering, cancellation) is tested deterministically.
final class InProcessServer: @unchecked Sendable {
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

    /// Everything the server wrote, in order (responses, notifications, requests to the client).
    var messages: [JSONValue] {
        condition.lock()
        defer { condition.unlock() }
        return parsedMessages()
    }

    /// Parses the output so far; call with `condition` locked.
    private func parsedMessages() -> [JSONValue] {
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

    func responses(to id: JSONValue) -> [JSONValue] { messages.filter { $0["id"] == id } }

    func waitForResponse(to id: JSONValue, timeout: TimeInterval = 30) -> JSONValue? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            // Checked with the lock held, so a reply written before `wait` cannot be missed.
            if let found = parsedMessages().first(where: { $0["id"] == id && $0["method"] == nil }) { return found }
            if !condition.wait(until: deadline) { return nil }
        }
    }

    /// Waits for the first message written after the first `after` ones that matches `predicate`
    /// (nil when none came in `timeout`).
    func waitForMessage(after: Int = 0, timeout: TimeInterval = 30, where predicate: (JSONValue) -> Bool) -> JSONValue?
    {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let found = parsedMessages().dropFirst(after).first(where: predicate) { return found }
            if !condition.wait(until: deadline) { return nil }
        }
    }

    func request(_ id: Int, _ method: String, _ params: JSONValue = [:]) -> ConnectionEvent {
        .request(
            IncomingRequest(
                id: .number(id), method: method,
                body: Self.body(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params])))
    }

    func notification(_ method: String, _ params: JSONValue = [:]) -> ConnectionEvent {
        .notification(
            IncomingNotification(
                method: method, body: Self.body(["jsonrpc": "2.0", "method": .string(method), "params": params])))
    }

    static func body(_ value: JSONValue) -> Data { (try? JSONEncoder().encode(value)) ?? Data() }

    /// Delivers events as the reader thread would, then waits until the loop handled them.
    func receive(_ events: ConnectionEvent...) {
        for event in events { server.receive(event) }
        queue.sync {}
    }
}
